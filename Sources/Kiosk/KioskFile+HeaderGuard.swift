extension KioskFile {
    /// The first table header (`[…]` or `[[…]]` beginning a line, outside strings, comments and
    /// multi-line arrays) whose first key does not start with a bare-key character, a quote or a
    /// space, as (line, column) of that character, or `nil`. TOMLKit 0.6.0's toml++ aborts the
    /// process (an assertion in `parse_key`) on `[*]`, `[[.]]`, `[\t]` and the like instead of
    /// reporting them — found by fuzz-kiosk — so they are refused before the file reaches it.
    /// Run after ``firstNonASCIIOutsideStrings(_:)`` (the text outside strings is ASCII).
    /// - Complexity: O(length of the text).
    static func firstBadTableHeader(_ text: String) -> (line: Int, column: Int)? {
        let b = Array(text.utf8)
        var line = 1, lineStart = 0, i = 0
        var depth = 0                       // brackets open in a value (arrays may span lines)
        var quote: UInt8? = nil, triple = false, comment = false
        var atLineStart = true
        func bare(_ c: UInt8) -> Bool {
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c == 0x2D
        }
        while i < b.count {
            let c = b[i]
            if c == 0x0A {
                line += 1; lineStart = i + 1; comment = false; atLineStart = true
                if !triple { quote = nil }
                i += 1; continue
            }
            if comment { i += 1; continue }
            if let q = quote {
                if q == 0x22 && c == 0x5C { i += 2; continue }                       // \" in a basic string
                if c == q && (!triple || (i + 2 < b.count && b[i + 1] == q && b[i + 2] == q)) {
                    i += triple ? 3 : 1; quote = nil; triple = false; continue
                }
                i += 1; continue
            }
            if c == 0x20 || c == 0x09 || c == 0x0D { i += 1; continue }
            if c == 0x23 { comment = true; i += 1; continue }                         // #
            if c == 0x22 || c == 0x27 {                                               // " or '
                triple = i + 2 < b.count && b[i + 1] == c && b[i + 2] == c
                quote = c; i += triple ? 3 : 1; atLineStart = false; continue
            }
            if c == 0x5B && atLineStart && depth == 0 {                               // a header
                var k = i + 1
                if k < b.count && b[k] == 0x5B { k += 1 }
                while k < b.count && b[k] == 0x20 { k += 1 }
                if k < b.count, !(bare(b[k]) || b[k] == 0x22 || b[k] == 0x27 || b[k] == 0x5D || b[k] == 0x0A) {
                    return (line, k - lineStart + 1)
                }
                // The rest of the header line is the header: skip to its end (its keys are checked by toml++).
                while i < b.count && b[i] != 0x0A && b[i] != 0x23 && b[i] != 0x22 && b[i] != 0x27 { i += 1 }
                atLineStart = false
                continue
            }
            if c == 0x5B { depth += 1 } else if c == 0x5D { depth = max(0, depth - 1) }
            atLineStart = false
            i += 1
        }
        return nil
    }
}
