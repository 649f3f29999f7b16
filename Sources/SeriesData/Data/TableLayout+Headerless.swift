/// A table without a header (`1700   5`, `1701  11`, …: old data sets, `numpy.savetxt`): its first
/// row is data when every cell is a number (or a time over a column of times: `2020-01-01,3.5,7`)
/// and the rows below have its shape; the columns are then named by place as a header-less
/// stream's are (``placeName(_:of:)``), the time found by content.
extension TableLayout {
    /// Whether `first` (a would-be header) is a row of data over `rows`: every cell a number, every
    /// row as wide, every column below numbers too; a year (`2019`) over a column of no years, or
    /// a whole number over a column written with decimals (pandas' `0,1,2` column names), is a
    /// name, so that row stays a header. A cell that is no number may be a time over a column of
    /// times (`2020-01-01,3.5,7`, `isTimeOverTimes(_:_:context:)`) when some cell is a number.
    /// - Complexity: O(columns × rows).
    static func isDataRow(_ first: [String], over rows: [[String?]], context: TimeContext = TimeContext()) -> Bool {
        guard !rows.isEmpty, rows.allSatisfy({ $0.count == first.count }),
              first.contains(where: isNumberCell) else { return false }
        for (c, head) in first.enumerated() {
            let below = rows.compactMap { $0[c] }.filter { !$0.isEmpty }
            if !isNumberCell(head) {
                guard isTimeOverTimes(head, below, context: context) else { return false }
                continue
            }
            guard below.allSatisfy(looksNumeric) else { return false }
            let numbers = below.filter { !CSVReader.isGap($0) }
            if isYear(head) && !numbers.contains(where: isYear) { return false }
            if !hasDecimals(head) && numbers.count >= 2 && numbers.allSatisfy(hasDecimals) { return false }
        }
        return true
    }

    /// The layout of a table whose rows are all data (`isDataRow(_:over:context:)`): columns other than
    /// the time named `1`, `2`, … by place, a lone value column `value`.
    static func detect(headerless rows: [[String?]], options: TableOptions) throws(LoadError.Problem) -> TableLayout {
        let width = rows.first?.count ?? 0
        var layout = try detect(names: (0 ..< width).map { String($0 + 1) }, samples: rows, options: options)
        layout.headerless = true
        let named = layout.roles.indices.filter { if case .time = layout.roles[$0] { false } else { true } }
        for (i, c) in named.enumerated() { layout.names[c] = placeName(i, of: named.count) }
        if layout.roles.filter({ $0 == .value }).count == 1, let c = layout.roles.firstIndex(of: .value) { layout.names[c] = "value" }
        return layout
    }

    /// The name of the `i`-th (from 0) of `count` columns without a header: `value` when alone,
    /// else its place from 1.
    static func placeName(_ i: Int, of count: Int) -> String {
        i == 0 && count == 1 ? "value" : String(i + 1)
    }

    private static func isNumberCell(_ cell: String) -> Bool {
        !cell.isEmpty && looksNumeric(cell) && !CSVReader.isGap(cell)
    }

    /// A cell that is a time as the column below writes its times: one reading fits the column
    /// with the cell, and the column is not numbers (those are decided as numbers above).
    static func isTimeOverTimes(_ head: String, _ below: [String], context: TimeContext) -> Bool {
        guard !head.isEmpty, !below.isEmpty, !below.allSatisfy(looksNumeric) else { return false }
        return TimeReading.detect(name: "", samples: [head] + below, context: context) != nil
    }

    private static func isYear(_ cell: String) -> Bool {
        cell.count == 4 && Int(cell).map { (1000 ... 2999).contains($0) } == true
    }

    private static func hasDecimals(_ cell: String) -> Bool {
        cell.contains { $0 == "." || $0 == "," || $0 == "e" || $0 == "E" }
    }
}
