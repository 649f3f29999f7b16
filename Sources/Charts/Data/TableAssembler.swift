/// PROVISIONAL (helper "json"): the contract's API of helper "table". Rows → a chart: sorted by
/// time, a repeated time keeping its last row (counted), a key column pivoted into one series per
/// key. The lead replaces this file at merge.
struct TableAssembler {
    private let layout: TableLayout
    private let path: String
    private let timeColumn: Int
    private let reading: TimeReading
    private let valueColumns: [Int]
    private let keyColumn: Int?
    private var times: [Int64] = []
    private var keyOfRow: [Int] = []
    private var keyNames: [String] = []
    private var keyIndex: [String: Int] = [:]
    private var values: [[Double]]
    private var missingTimes = 0

    init(layout: TableLayout, path: String) {
        self.layout = layout
        self.path = path
        var time = 0, reading: TimeReading?, key: Int?, valueColumns: [Int] = []
        for (i, role) in layout.roles.enumerated() {
            switch role {
            case .time(let r): time = i; reading = r
            case .key: key = i
            case .value: valueColumns.append(i)
            case .attribute, .skipped: break
            }
        }
        precondition(reading != nil, "a layout without a time column")
        timeColumn = time
        self.reading = reading!
        keyColumn = key
        self.valueColumns = valueColumns
        values = valueColumns.map { _ in [] }
    }

    /// One row: its cells in the layout's column order (nil = missing), and its 1-based line.
    mutating func add(row: [String?], line: Int) throws(LoadError) {
        guard let cell = row[timeColumn], !cell.isEmpty else { missingTimes += 1; return }
        var text = cell
        guard let t = text.withUTF8({ reading.parse($0) }) else {
            throw LoadError(path: path, place: .text(line: line, column: 1), problem: .badTime(cell))
        }
        var k = 0
        if let keyColumn {
            let name = row[keyColumn] ?? ""
            if let i = keyIndex[name] { k = i } else { k = keyNames.count; keyIndex[name] = k; keyNames.append(name) }
        }
        for (j, c) in valueColumns.enumerated() {
            var v = Double.nan
            if var cell = row[c], !cell.isEmpty, !["null", "NaN", "nan", "NA"].contains(cell) {
                guard let number = cell.withUTF8({ CSVReader.parseNumber($0) }), number.isFinite else {
                    throw LoadError(path: path, place: .text(line: line, column: 1),
                                    problem: .badCell(column: layout.names[c], text: cell))
                }
                v = number
            }
            values[j].append(v)
        }
        times.append(t)
        keyOfRow.append(k)
    }

    /// The chart (sorted by time, a repeated time keeping its last row, a key pivoted into series)
    /// and the notes `--check` prints.
    func finish() throws(LoadError) -> (chart: ChartData, notes: [String]) {
        guard !times.isEmpty else { throw LoadError(path: path, place: .file, problem: .emptyChart("no rows with a time")) }
        let order = times.indices.sorted { times[$0] < times[$1] || (times[$0] == times[$1] && $0 < $1) }
        var x: [Int64] = []
        var slot = [Int](repeating: 0, count: times.count)
        for i in order {
            if x.last != times[i] { x.append(times[i]) }
            slot[i] = x.count - 1
        }
        let keys = max(keyNames.count, 1)
        var columns = [[Double]](repeating: [Double](repeating: .nan, count: x.count), count: keys * valueColumns.count)
        var filled = Set<Int>(), repeated = 0
        for i in order {
            if !filled.insert(slot[i] * keys + keyOfRow[i]).inserted { repeated += 1 }
            for j in valueColumns.indices { columns[keyOfRow[i] * valueColumns.count + j][slot[i]] = values[j][i] }
        }
        var series: [Series] = []
        for k in 0..<keys {
            for (j, c) in valueColumns.enumerated() {
                let name = keyColumn == nil ? layout.names[c]
                    : valueColumns.count == 1 ? keyNames[k] : "\(keyNames[k]) \(layout.names[c])"
                series.append(Series(id: name, name: name, color: Series.palette[series.count % Series.palette.count],
                                     kind: .line, values: columns[k * valueColumns.count + j]))
            }
        }
        guard !series.isEmpty else { throw LoadError(path: path, place: .file, problem: .emptyChart("no columns of numbers")) }
        var notes = ["time: \"\(LoadError.shown(layout.names[timeColumn]))\" (\(reading))"]
        if let keyColumn { notes.append("key: \"\(LoadError.shown(layout.names[keyColumn]))\" (\(keyNames.count) series)") }
        for (i, role) in layout.roles.enumerated() where role == .attribute {
            notes.append("attribute \"\(LoadError.shown(layout.names[i]))\" skipped (text, not numbers)")
        }
        if missingTimes > 0 { notes.append("\(missingTimes) rows without a time skipped") }
        if repeated > 0 { notes.append("\(repeated) repeated times: the last row kept") }
        return (ChartData(x: x, series: series, sourcePath: path), notes)
    }
}
