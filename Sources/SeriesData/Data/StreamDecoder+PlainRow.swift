/// The CSV rows nearly every stream is made of — unquoted cells of plain numbers, the time in the
/// kind its column already showed — decoded straight from the line's bytes, with no cell list,
/// no strings and no error values. Anything else in a line (a quote, a word, a number the fast
/// parser does not read exactly, a wrong cell count, a bad time) leaves the whole line to the
/// general path, which reads it the same way or says what is wrong with it.
extension StreamDecoder {
    /// Decodes `text` (one line, without its newline) into a sample; `false` when the line needs
    /// the general path (nothing was accepted then).
    /// - Complexity: O(bytes of the line), no allocation.
    func decodePlainRow(_ text: UnsafeBufferPointer<UInt8>, separator: UInt8) -> Bool {
        guard let kind = timeKind, let b = text.baseAddress else { return false }
        let n = text.count
        var end = 0
        while end < n && b[end] != separator { end &+= 1 }
        guard let t = Self.plainTime(b, 0, end, kind) else { return false }
        // The row and the column map as buffers: one access each per line, not one per cell.
        let complete = columnOfSeries.withUnsafeBufferPointer { map in
            row.withUnsafeMutableBufferPointer { r -> Bool in
                for i in r.indices { r[i] = .nan }
                var c = 0
                var p = end
                while p < n {
                    p &+= 1   // past the separator
                    var e = p
                    while e < n && b[e] != separator { e &+= 1 }
                    guard c < map.count else { return false }
                    let s = map[c]
                    if s >= 0 {
                        var lo = p, hi = e
                        while lo < hi && b[lo] == 0x20 { lo &+= 1 }
                        while hi > lo && b[hi &- 1] == 0x20 { hi &-= 1 }
                        if lo == hi {
                            r[s] = .nan   // an empty cell is a gap
                        } else {
                            guard let v = PlainNumber.parse(b, from: lo, to: hi) else { return false }
                            r[s] = v
                        }
                    }
                    c &+= 1
                    p = e
                }
                return c == map.count
            }
        }
        guard complete else { return false }
        accept(t, column: 1)
        return true
    }

    /// The time in `b[start ..< end]` (spaces trimmed) read as `kind`, or `nil` for the general path.
    @inline(__always)
    private static func plainTime(_ b: UnsafePointer<UInt8>, _ start: Int, _ end: Int, _ kind: TimeValue.Kind) -> Int64? {
        var lo = start, hi = end
        while lo < hi && b[lo] == 0x20 { lo &+= 1 }
        while hi > lo && b[hi &- 1] == 0x20 { hi &-= 1 }
        guard lo < hi else { return nil }
        if kind == .iso { return ISO8601.parse(UnsafeBufferPointer(start: b + lo, count: hi &- lo)) }
        guard let v = PlainNumber.parse(b, from: lo, to: hi) else { return nil }
        return TimeValue.milliseconds(v, kind: kind)
    }
}
