extension KioskFile {
    /// The first character outside strings and comments that is not ASCII, as (line, column), or
    /// `nil`. TOML allows other characters only inside strings and comments; TOMLKit 0.6.0's
    /// toml++ aborts the process (an assertion in `parse_key`) on one in a key or table header
    /// instead of reporting it — found by the fuzz-kiosk target — so the kiosk file is checked
    /// before it reaches the library.
    /// - Complexity: O(length of the text).
    static func firstNonASCIIOutsideStrings(_ text: String) -> (line: Int, column: Int)? {
        enum Context { case code, comment, basic, literal, multiBasic, multiLiteral }
        let b = Array(text.utf8)
        var context = Context.code
        var line = 1, lineStart = 0, i = 0
        func starts(_ s: StaticString, at k: Int) -> Bool {
            let n = s.utf8CodeUnitCount
            guard k + n <= b.count else { return false }
            for j in 0 ..< n where b[k + j] != s.utf8Start[j] { return false }
            return true
        }
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "\n") {
                line += 1; lineStart = i + 1
                if context == .comment || context == .basic || context == .literal { context = .code }
                i += 1; continue
            }
            switch context {
            case .code:
                if c >= 0x80 {
                    // Column in characters: count the UTF-8 lead bytes before it on its line.
                    let column = b[lineStart ..< i].reduce(1) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }
                    return (line, column)
                }
                if c == UInt8(ascii: "#") { context = .comment }
                else if starts("\"\"\"", at: i) { context = .multiBasic; i += 3; continue }
                else if starts("'''", at: i) { context = .multiLiteral; i += 3; continue }
                else if c == UInt8(ascii: "\"") { context = .basic }
                else if c == UInt8(ascii: "'") { context = .literal }
            case .comment:
                break
            case .basic:
                if c == UInt8(ascii: "\\") { i += 2; continue }
                if c == UInt8(ascii: "\"") { context = .code }
            case .literal:
                if c == UInt8(ascii: "'") { context = .code }
            case .multiBasic:
                if c == UInt8(ascii: "\\") { i += 2; continue }
                if starts("\"\"\"", at: i) { context = .code; i += 3; continue }
            case .multiLiteral:
                if starts("'''", at: i) { context = .code; i += 3; continue }
            }
            i += 1
        }
        return nil
    }
}
