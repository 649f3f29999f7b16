extension KioskFile {
    /// Something in a kiosk file that TOMLKit 0.6.0's toml++ would not report but abort the process
    /// on (its parser asserts instead of failing), with the place and the problem.
    struct TOMLHazard: Equatable {
        let line: Int
        let column: Int
        let problem: String
    }

    /// The first place in `text` that would make toml++ abort, or `nil`. Each is invalid TOML that
    /// toml++ asserts on rather than reporting (a parse function's precondition its caller did not
    /// check). Found by the fuzz-kiosk target and by fuzzing toml++ alone (docs/reliability.md,
    /// "toml++'s assertions"):
    /// - a character that is not ASCII outside strings and comments (TOML allows other characters
    ///   only there) — in a key or table header it aborts (`parse_key`);
    /// - a table header whose name does not start with a bare-key character (`A–Z a–z 0–9 _ -`) or a
    ///   quote: `[=]`, `[.a]`, `[#]`, a `[` at the end of a line, a control character (`parse_key`);
    /// - a `}` inside a list, where toml++ reads a value: `a = [}]`, `a = [1, }]` (`parse_value`);
    /// - a value starting `YYYY-MM-DD`, then `T` or `t` and no digit, with a `:` in it:
    ///   `a = 1979-05-27T:07` (`parse_time`, called by `parse_date_time`);
    /// - a value of ten characters with dashes at 4 and 7, a space, one digit and then the value's
    ///   end: `a = 1979-05-27 0,`, `a = 2/19-01-05 0` (`parse_value`'s look-ahead for a date-time
    ///   written with a space).
    /// So the kiosk file is checked before it reaches the library. The scan knows strings (all four
    /// kinds, and the one or two quotes a multi-line string may end with), comments and brackets, so
    /// a `[` that opens an array value is not taken for a header. It may name a place where toml++
    /// would have reported an error of its own; it never passes one toml++ aborts on.
    /// - Complexity: O(length of the text).
    static func firstTOMLHazard(_ text: String) -> TOMLHazard? {
        enum Context { case code, comment, basic, literal, multiBasic, multiLiteral }
        let b = Array(text.utf8)
        var context = Context.code
        var line = 1, lineStart = 0, i = 0
        var open: [UInt8] = []         // the [ and { open in code: a header starts only when none is
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
        func isDigit(_ c: UInt8) -> Bool { c >= UInt8(ascii: "0") && c <= UInt8(ascii: "9") }
        func isBareKey(_ c: UInt8) -> Bool {
            switch c {
            case UInt8(ascii: "A") ... UInt8(ascii: "Z"), UInt8(ascii: "a") ... UInt8(ascii: "z"),
                 UInt8(ascii: "0") ... UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "-"): true
            default: false
            }
        }
        func startsAName(_ c: UInt8) -> Bool {
            isBareKey(c) || c == UInt8(ascii: "\"") || c == UInt8(ascii: "'") || c == UInt8(ascii: "]")
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
        /// Where toml++ would look for a time that is not there in the value starting at `k`: it
        /// starts `YYYY-MM-DD`, then `T` or `t` and no digit, and holds a `:` before its end
        /// (whitespace, `]`, `}`, `,` or `#`), so toml++ reads it as a date-time.
        func missingTime(at k: Int) -> Int? {
            let t = k + 10
            guard t + 1 < b.count, b[k + 4] == UInt8(ascii: "-"), b[k + 7] == UInt8(ascii: "-"),
                  [0, 1, 2, 3, 5, 6, 8, 9].allSatisfy({ isDigit(b[k + $0]) }),
                  b[t] == UInt8(ascii: "T") || b[t] == UInt8(ascii: "t"), !isDigit(b[t + 1]) else { return nil }
            for j in k ..< b.count {
                if b[j] == UInt8(ascii: ":") { return t + 1 }
                if endsAValue(b[j]) { return nil }
            }
            return nil
        }
        func endsAValue(_ c: UInt8) -> Bool {
            switch c {
            case 0x09 ... 0x0D, UInt8(ascii: " "), UInt8(ascii: "]"), UInt8(ascii: "}"), UInt8(ascii: ","),
                 UInt8(ascii: "#"): true
            default: false
            }
        }
        /// Where toml++'s look-ahead for a date-time written with a space runs past the value
        /// starting at `k`: ten characters (`_` aside, as toml++ counts them) with dashes at 4 and 7
        /// (`YYYY-MM-DD`, but toml++ looks at little more: `2/19-01-05` will do), a space, one digit,
        /// and then the value's end (not the text's). Valid TOML never has a digit there.
        func oneDigitAfterADate(at k: Int) -> Int? {
            var j = k, n = 0
            while j < b.count && !endsAValue(b[j]) && n <= 10 {
                let c = b[j]
                j += 1
                if c == UInt8(ascii: "_") { continue }
                guard c == UInt8(ascii: "-") || (n != 4 && n != 7) else { return nil }
                n += 1
            }
            guard n == 10, j + 2 < b.count, b[j] == UInt8(ascii: " "), isDigit(b[j + 1]), endsAValue(b[j + 2]) else { return nil }
            return j + 2
        }
        /// How many `q` follow from `k` on, at most 5: three to five end a multi-line string (toml++
        /// counts no further), the first one or two of them being the string's own.
        func quotes(_ q: UInt8, at k: Int) -> Int {
            var n = 0
            while n < 5 && k + n < b.count && b[k + n] == q { n += 1 }
            return n
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
                if c == UInt8(ascii: "[") && atLineStart && open.isEmpty {
                    // (A non-ASCII character there is reported as one, when the scan reaches it.)
                    if let name = headerName(after: i), b[name] < 0x80, !startsAName(b[name]) {
                        return hazard(at: name, "a table header needs a name (letters, digits, _ or -, or one in quotes)")
                    }
                }
                if isDigit(c) && !(i > 0 && (isBareKey(b[i - 1]) || b[i - 1] == UInt8(ascii: "+")
                                             || b[i - 1] == UInt8(ascii: ".") || b[i - 1] == UInt8(ascii: ":"))) {
                    // (Where a value can start.)
                    if let k = missingTime(at: i) {
                        return hazard(at: k, "a date-time needs a time after its T, like 1979-05-27T07:32:00")
                    }
                    if let k = oneDigitAfterADate(at: i) {
                        return hazard(at: k, "a date-time needs a time after the space, like 1979-05-27 07:32:00")
                    }
                }
                if !isBlank(c) { atLineStart = false }
                switch c {
                case UInt8(ascii: "["), UInt8(ascii: "{"): open.append(c)
                case UInt8(ascii: "]"): _ = open.popLast()
                case UInt8(ascii: "}"):
                    if open.last == UInt8(ascii: "[") { return hazard(at: i, "a '}' inside a list, which ends with ']'") }
                    _ = open.popLast()
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
                if c == UInt8(ascii: "\"") {
                    let n = quotes(c, at: i)
                    if n >= 3 { context = .code }
                    i += n; continue
                }
            case .multiLiteral:
                if c == UInt8(ascii: "'") {
                    let n = quotes(c, at: i)
                    if n >= 3 { context = .code }
                    i += n; continue
                }
            }
            i += 1
        }
        return nil
    }
}
