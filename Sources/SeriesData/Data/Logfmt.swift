/// `key=value` pairs separated by spaces (logfmt, as Go's and many services' loggers write):
/// `ts=2024-01-01T00:00:00Z cpu=0.3 mem=512 msg="disk \"a\" full"`. A value may be quoted
/// (`\` escapes inside); a key without `=` is a flag and carries no value.
enum Logfmt {
    /// Calls `pair(keyStart, keyEnd, valueStart, valueEnd)` for every `key=value` of
    /// `b[0 ..< n]` (a quoted value without its quotes, escapes left in).
    /// - Complexity: O(n), no allocation.
    static func scan(_ b: UnsafePointer<UInt8>, _ n: Int, pair: (Int, Int, Int, Int) -> Void) {
        var p = 0
        while p < n {
            while p < n && (b[p] == 0x20 || b[p] == 0x09) { p += 1 }
            let keyStart = p
            while p < n && b[p] != UInt8(ascii: "=") && b[p] != 0x20 && b[p] != 0x09 { p += 1 }
            let keyEnd = p
            guard p < n && b[p] == UInt8(ascii: "=") else { continue }   // a flag (or the end)
            p += 1
            if p < n && b[p] == UInt8(ascii: "\"") {
                p += 1
                let start = p
                while p < n && b[p] != UInt8(ascii: "\"") { p += b[p] == UInt8(ascii: "\\") ? 2 : 1 }
                let end = min(p, n)
                p = min(p + 1, n)
                if keyEnd > keyStart { pair(keyStart, keyEnd, start, end) }
            } else {
                let start = p
                while p < n && b[p] != 0x20 && b[p] != 0x09 { p += 1 }
                if keyEnd > keyStart { pair(keyStart, keyEnd, start, p) }
            }
        }
    }

    /// Whether the line starts as logfmt: a key (no quote, comma or space in it) and `=`.
    static func starts(_ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        var p = 0
        while p < n && (b[p] == 0x20 || b[p] == 0x09) { p += 1 }
        let start = p
        while p < n {
            switch b[p] {
            case UInt8(ascii: "="): return p > start
            case UInt8(ascii: "\""), UInt8(ascii: ","), UInt8(ascii: "{"), 0x20, 0x09: return false
            default: p += 1
            }
        }
        return false
    }
}
