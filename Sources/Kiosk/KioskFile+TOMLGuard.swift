extension KioskFile {
    /// Something in a kiosk file that TOMLKit 0.6.0's toml++ would not report but abort the process
    /// on (its `parse_key` asserts instead of failing), with the place and the problem.
    struct TOMLHazard: Equatable {
        let line: Int
        let column: Int
        let problem: String
    }

    /// The first place in `text` that would make toml++ abort, or `nil`. Both were found by the
    /// fuzz-kiosk target, both are invalid TOML, and toml++ asserts on them rather than reporting:
    /// - a character that is not ASCII outside strings and comments (TOML allows other characters
    ///   only there) — in a key or table header it aborts;
    /// - a table header whose name does not start with a bare-key character (`A–Z a–z 0–9 _ -`) or a
    ///   quote: `[=]`, `[.a]`, `[#]`, a `[` at the end of a line, a control character.
    /// So the kiosk file is checked before it reaches the library. The scan knows strings (all four
    /// kinds), comments and brackets, so a `[` that opens an array value is not taken for a header.
    /// - Complexity: O(length of the text).
    static func firstTOMLHazard(_ text: String) -> TOMLHazard? {
        enum Context { case code, comment, basic, literal, multiBasic, multiLiteral }
        let b = Array(text.utf8)
        var context = Context.code
        var line = 1, lineStart = 0, i = 0
        var depth = 0                  // open [ and { in code: a header can only start at 0
        var atLineStart = true         // only spaces and tabs so far on this line
        func starts(_ s: StaticString, at k: Int) -> Bool {
            let n = s.utf8CodeUnitCount
            guard k + n <= b.count else { return false }
            for j in 0 ..< n where b[k + j] != s.utf8Start[j] { return false }
            return true
        }
        // Column in characters: count the UTF-8 lead bytes before `k` on its line.
        func hazard(at k: Int, _ problem: String) -> TOMLHazard {
            TOMLHazard(line: line, column: b[lineStart ..< k].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) },
                       problem: problem)
        }
        func isBlank(_ c: UInt8) -> Bool { c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") }
        func startsAName(_ c: UInt8) -> Bool {
            switch c {
            case UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "a") ... UInt8(ascii: "z"),
                 UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"),
                 UInt8(ascii: "\""), UInt8(ascii: "'"), UInt8(ascii: "]"): true
            default: false
            }
        }
        /// Where the name of the table header opened at `k` starts (past `[`, a second `[` and blanks),
        /// or `nil` where toml++ reports the problem itself (the end of the text, `[ [`).
        func headerName(after k: Int) -> Int? {
            var j = k + 1
            let blankBefore = j < b.count && isBlank(b[j])
            while j < b.count && isBlank(b[j]) { j += 1 }
            guard j < b.count else { return nil }
            guard b[j] == UInt8(ascii: "[") else { return j }
            if blankBefore { return nil }
            j += 1
            while j < b.count && isBlank(b[j]) { j += 1 }
            return j < b.count ? j : nil
        }
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\n") {
                line += 1; lineStart = i + 1; atLineStart = true
                if context == .comment || context == .basic || context == .literal { context = .code }
                i += 1; continue
            }
            switch context {
            case .code:
                if c >= 0x80 { return hazard(at: i, "a character TOML allows only inside a quoted string or a comment") }
                if c == UInt8(ascii: "[") && atLineStart && depth == 0 {
                    // (A non-ASCII character there is reported as one, when the scan reaches it.)
                    if let name = headerName(after: i), b[name] < 0x80, !startsAName(b[name]) {
                        return hazard(at: name, "a table header needs a name (letters, digits, _ or -, or one in quotes)")
                    }
                }
                if !isBlank(c) { atLineStart = false }
                switch c {
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
                case UInt8(ascii: "#"): context = .comment
                case UInt8(ascii: "\""):
                    if starts("\"\"\"", at: i) { context = .multiBasic; i += 3; continue }
                    context = .basic
                case UInt8(ascii: "'"):
                    if starts("'''", at: i) { context = .multiLiteral; i += 3; continue }
                    context = .literal
                default: break
                }
            case .comment:
                break
            case .basic:
                if c == UInt8(ascii: "\\") { i += 2; continue }
                if c == UInt8(ascii: "\"") { context = .code }
            case .literal:
                if c == UInt8(ascii: "'") { context = .code }
            case .multiBasic:
                // An escape skips the character after it — but a line-ending backslash's newline
                // is still a line (it is counted at the top of the loop).
                if c == UInt8(ascii: "\\") { i += i + 1 < b.count && b[i + 1] == UInt8(ascii: "\n") ? 1 : 2; continue }
                if starts("\"\"\"", at: i) { context = .code; i += 3; continue }
            case .multiLiteral:
                if starts("'''", at: i) { context = .code; i += 3; continue }
            }
            i += 1
        }
        return nil
    }
}
