/// The cells the fast row paths (`longRow`, `wideRows`) read straight from the bytes: unquoted,
/// trimmed of spaces (and a CR), typed where they are.
extension CSVReader {
    /// The unquoted cell at `p`, which ends at a separator (the last cell of a row: at a newline or
    /// the end of the bytes): its range without spaces around it, `p` moved past its end. `nil`
    /// when the cell is quoted or ends otherwise (a row of another width): the general path's.
    /// - Complexity: O(cell length).
    @inline(__always)
    func plainCell(at p: inout Int, last: Bool) -> (start: Int, end: Int)? {
        let base = self.base, end = self.end, separator = self.separator
        guard p < end, base[p] != UInt8(ascii: "\"") else { return nil }
        var s = p
        while p < end && base[p] != separator && base[p] != 0x0A { p &+= 1 }
        var e = p
        if e > s && base[e &- 1] == 0x0D { e &-= 1 }
        if last ? (p < end && base[p] != 0x0A) : (p == end || base[p] != separator) { return nil }
        p &+= 1   // past the separator or the newline
        while s < e && base[s] == 0x20 { s &+= 1 }
        while e > s && base[e &- 1] == 0x20 { e &-= 1 }
        return (s, e)
    }

    /// The value of the trimmed cell `start ..< end`: a finite number, or a gap (`.nan`) for an
    /// empty cell or a gap word; `nil` for anything else (the general path names it).
    @inline(__always)
    func plainValue(_ start: Int, _ end: Int) -> Double? {
        guard start != end else { return .nan }
        let cell = UnsafeBufferPointer(start: base + start, count: end &- start)
        if let v = CSVReader.parseNumber(cell) { return v.isFinite ? v : nil }
        return CSVReader.isGapWord(cell) ? .nan : nil
    }
}
