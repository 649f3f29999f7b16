/// A wide table's rows read straight from the bytes, a batch at a time: no cell array, numbers
/// typed where they are, written column by column into a batch buffer that the row loop appends
/// to its columns (one `append(contentsOf:)` per column and batch, not one `append` per cell).
extension CSVReader {
    /// Rows per batch of `wideRows(_:reading:firstRow:values:times:)`.
    static let wideBatch = 1024

    /// Reads rows at `pos` while they are simple — one unquoted cell per column of `plan` (a value
    /// column's index ≥ 0, `longTime` or `longSkip`), a time that `reading` parses, every value a
    /// number or a gap — up to `times.count` of them: row `r`'s value `i` goes to
    /// `values[i * times.count + r]`, its time to `times[r]` (its number from `firstRow + 1`
    /// when there is no `reading`). Stops before the first row that is not simple (a blank or
    /// comment line, a quoted cell, a missing time, a bad cell, a row too short or too long),
    /// leaving it for the general row path, which skips it or names what is wrong.
    /// - Returns: the rows read.
    /// - Complexity: O(bytes read); no allocation.
    mutating func wideRows(_ plan: UnsafeBufferPointer<Int>, reading: TimeReading?, firstRow: Int,
                           values: UnsafeMutableBufferPointer<Double>, times: UnsafeMutableBufferPointer<Int64>) -> Int {
        let base = self.base, end = self.end
        let capacity = times.count, last = plan.count &- 1
        let rowNumbers = reading == nil   // (`if let` in the loop would copy the reading per row)
        var p = pos, rows = 0
        rows: while rows < capacity && p < end {
            let first = base[p]
            // Blank and comment lines, and cells that start with a space, go the general way.
            if first == 0x20 || first == 0x09 || first == 0x0D || first == 0x0A || first == UInt8(ascii: "#") { break }
            var q = p
            var timeStart = 0, timeEnd = 0
            for c in 0 ... last {
                guard let (s, e) = plainCell(at: &q, last: c == last) else { break rows }
                let role = plan[c]
                if role >= 0 {
                    guard let v = plainValue(s, e) else { break rows }
                    values[role &* capacity &+ rows] = v
                } else if role == CSVReader.longTime {
                    (timeStart, timeEnd) = (s, e)
                }
            }
            if rowNumbers {
                times[rows] = Int64(firstRow &+ rows &+ 1)
            } else {
                guard timeEnd > timeStart,
                      let t = reading?.parse(UnsafeBufferPointer(start: base + timeStart, count: timeEnd &- timeStart)) else { break }
                times[rows] = t
            }
            rows &+= 1
            p = Swift.min(q, end)
        }
        if rows > 0 {
            pos = p
            line += rows
            lineStart = p
        }
        return rows
    }
}

/// The wide fast path's batch — its plan and buffers, allocated once per file — and the move of
/// each batch into the row loop's columns.
struct WideRowBatch {
    /// Per column: a value column's index (≥ 0), `CSVReader.longTime` or `CSVReader.longSkip`.
    let plan: [Int]
    /// Column-major: value `i` of row `r` at `i * CSVReader.wideBatch + r`.
    private var values: [Double]
    private var times = [Int64](repeating: 0, count: CSVReader.wideBatch)

    init(width: Int, valueColumns: [Int], timeColumn: Int?) {
        var plan = [Int](repeating: CSVReader.longSkip, count: width)
        for (i, c) in valueColumns.enumerated() { plan[c] = i }
        if let timeColumn { plan[timeColumn] = CSVReader.longTime }
        self.plan = plan
        values = [Double](repeating: .nan, count: valueColumns.count * CSVReader.wideBatch)
    }

    /// Reads the simple rows at `reader`'s position (up to a batch) and appends their times to `x`
    /// and their values to `columns`. The first full batch reserves the columns for the rest of
    /// the file in rows like it (one allocation per column instead of a doubling growth: no
    /// copies, each page touched once), when that is at most twice the bytes left.
    /// - Returns: the rows read; 0 when the row at the reader's position is for the general path.
    mutating func read(_ reader: inout CSVReader, reading: TimeReading?, x: inout [Int64], columns: inout [[Double]]) -> Int {
        let from = reader.pos, firstRow = x.count
        let rows = plan.withUnsafeBufferPointer { plan in
            values.withUnsafeMutableBufferPointer { values in
                times.withUnsafeMutableBufferPointer { times in
                    reader.wideRows(plan, reading: reading, firstRow: firstRow, values: values, times: times)
                }
            }
        }
        guard rows > 0 else { return 0 }
        if x.isEmpty && rows == CSVReader.wideBatch {
            let left = reader.end - reader.pos
            let estimate = rows + left / Swift.max((reader.pos - from) / rows, 1) + CSVReader.wideBatch
            if estimate * 8 * (columns.count + 1) <= 2 * left {
                x.reserveCapacity(estimate)
                for i in columns.indices { columns[i].reserveCapacity(estimate) }
            }
        }
        x.append(contentsOf: times[..<rows])
        values.withUnsafeBufferPointer { values in
            for i in columns.indices {
                let column = i * CSVReader.wideBatch
                columns[i].append(contentsOf: UnsafeBufferPointer(rebasing: values[column ..< column + rows]))
            }
        }
        return rows
    }
}
