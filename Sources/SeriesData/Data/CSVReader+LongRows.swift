#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// A long table's rows read straight from the bytes: no cell array, the time parsed only when its
/// text differs from the previous row's (a long table writes each time once per key), numbers
/// typed where they are, the key found by `LongTablePivot` (the key after the last one first).
extension CSVReader {
    /// What a column is to `longRow(_:reading:pivot:values:previous:)`, besides a value
    /// column's index (≥ 0).
    static let longTime = -1, longKey = -2, longSkip = -3

    /// The previous row's time text (as bytes in the file) and the time it read as.
    struct PreviousTime { var start = 0, count = -1; var time: Int64 = 0 }

    /// What `longRow(_:reading:pivot:values:previous:)` did.
    enum LongRowOutcome { case added, keyWentBack, general }

    /// Reads the row at `pos` into `pivot` when it is simple: one unquoted cell per column of
    /// `plan` (each a role above), a time that the column's reading parses, every value a number or a gap.
    /// Anything else (`.general`: a quoted cell, a missing time, a bad cell, a row too short)
    /// leaves the reader where it was, for the general row path to read the row again and name
    /// what is wrong. `.keyWentBack`: the row is read but the pivot cannot take it.
    /// - Complexity: O(row length); no allocation.
    mutating func longRow(_ plan: UnsafeBufferPointer<Int>, reading: TimeReading?, pivot: inout LongTablePivot,
                          values: UnsafeMutableBufferPointer<Double>, previous: inout PreviousTime) -> LongRowOutcome {
        let base = self.base, end = self.end
        var p = pos
        var timeStart = 0, timeEnd = 0, keyStart = 0, keyEnd = 0
        for c in 0 ..< plan.count {
            guard let (s, e) = plainCell(at: &p, last: c == plan.count &- 1) else { return .general }
            let role = plan[c]
            if role >= 0 {
                guard let v = plainValue(s, e) else { return .general }
                values[role] = v
            } else if role == CSVReader.longTime {
                (timeStart, timeEnd) = (s, e)
            } else if role == CSVReader.longKey {
                (keyStart, keyEnd) = (s, e)
            }
        }
        let n = timeEnd &- timeStart
        guard n > 0 else { return .general }
        if n != previous.count || memcmp(base + timeStart, base + previous.start, n) != 0 {
            guard let t = reading?.parse(UnsafeBufferPointer(start: base + timeStart, count: n)) else { return .general }
            previous = PreviousTime(start: timeStart, count: n, time: t)
        }
        pos = Swift.min(p, end)
        line += 1
        lineStart = pos
        let added = pivot.add(key: UnsafeBufferPointer(start: base + keyStart, count: keyEnd &- keyStart),
                              time: previous.time, values: UnsafeBufferPointer(values))
        return added ? .added : .keyWentBack
    }
}
