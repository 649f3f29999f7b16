/// Rows → a chart: sorts by time, keeps the last of a repeated time (counted), pivots a key
/// column into one series per key, builds `ChartData` and the notes `--check` prints.
///
/// Rows come typed (the CSV reader appends to ``x``, ``values`` and `texts` itself: no string
/// per cell) or as strings (`add(row:line:)`, JSON records).
struct TableAssembler {
    let layout: TableLayout
    let path: String
    /// The columns of the layout holding values, and those holding text (keys and attributes).
    let valueColumns: [Int], textColumns: [Int]
    /// Per kept row: its time in ms, or its number (1…) when the table has no time column.
    var x: [Int64] = []
    /// Per value column: one value per kept row (`.nan` a gap).
    var values: [[Double]]
    /// Per text column: the distinct texts and, per kept row, which.
    var texts: [TextColumn]
    /// Rows skipped because their time is missing, and the first one's line.
    var missingTimes = 0, firstMissingLine = 0
    /// A long table the reader pivoted itself (`LongTablePivot`): used instead of the rows.
    var pivoted: (keys: [String], times: [Int64], columns: [[Double]], repeats: Int)?

    init(layout: TableLayout, path: String) {
        self.layout = layout
        self.path = path
        valueColumns = layout.roles.indices.filter { layout.roles[$0] == .value }
        textColumns = layout.roles.indices.filter { layout.roles[$0] == .key || layout.roles[$0] == .attribute }
        values = Array(repeating: [], count: valueColumns.count)
        texts = Array(repeating: TextColumn(), count: textColumns.count)
    }

    /// One row: its cells in the layout's column order (nil = missing), and its 1-based line.
    mutating func add(row: [String?], line: Int) throws(LoadError) {
        let cell = { (c: Int) -> String in c < row.count ? (row[c] ?? "").trimmingSpaces : "" }
        if let t = layout.timeColumn, let reading = layout.reading {
            let text = layout.timeParts.isEmpty ? cell(t) : layout.partsTime(cell) ?? ""
            if text.isEmpty {
                skipMissingTime(line: line)
                return
            }
            guard let ms = Array(text.utf8).withUnsafeBufferPointer({ reading.parse($0) }) else {
                throw LoadError(path: path, place: .line(line), problem: .badTime(text))
            }
            x.append(ms)
        } else {
            x.append(Int64(x.count + 1))
        }
        for (i, c) in valueColumns.enumerated() {
            let text = cell(c)
            let v = Array(text.utf8).withUnsafeBufferPointer { b in
                b.isEmpty || CSVReader.isGapWord(b) ? Double.nan : CSVReader.parseNumber(b)
            }
            guard let v else {
                x.removeLast()
                for j in 0 ..< i { values[j].removeLast() }
                throw LoadError(path: path, place: .line(line), problem: .badCell(column: layout.names[c], text: String(text.prefix(40))))
            }
            values[i].append(v)
        }
        for (i, c) in textColumns.enumerated() {
            Array(cell(c).utf8).withUnsafeBufferPointer { texts[i].add($0) }
        }
    }

    /// Counts a row whose time cell is empty (it is not kept).
    mutating func skipMissingTime(line: Int) {
        if missingTimes == 0 { firstMissingLine = line }
        missingTimes += 1
    }

    /// The chart (sorted by time, a repeated time keeping its last row, a key pivoted into series)
    /// and the notes `--check` prints (what was understood, then the warnings).
    func finish() throws(LoadError) -> (chart: ChartData, notes: [String]) {
        let a = try assemble()
        return (a.chart, a.notes + a.warnings)
    }

    /// What ``finish()`` gives, with the warnings apart (they also go to stderr when not checking).
    struct Assembled { var chart: ChartData; var notes: [String]; var warnings: [String] }

    /// - Complexity: O(n) for rows in time order; O(n log n) otherwise (O(n log k) for k sorted runs,
    ///   as long tables ordered by key are).
    func assemble() throws(LoadError) -> Assembled {
        guard !(pivoted?.times ?? x).isEmpty else { throw LoadError(path: path, place: .file, problem: .emptyChart("a header but no rows")) }
        var notes: [String] = [], warnings: [String] = []
        var chart: ChartData
        var repeats = 0
        let key: Int?
        if let p = pivoted {
            key = textColumns.firstIndex { layout.roles[$0] == .key }
            chart = ChartData(x: p.times, series: seriesPerKey(p.keys, p.columns))
            repeats = p.repeats
        } else {
            let order = layout.timeColumn == nil ? nil : timeOrder()
            key = keyText(order: order)
            if let k = key {
                (chart, repeats) = pivot(by: k, order: order)
            } else {
                (chart, repeats) = wide(order: order)
            }
        }
        chart.sourcePath = path
        if layout.headerless { notes.append("no header: the first row is data") }
        if layout.namesRows > 0 { notes.append("a second row of names under the header skipped") }
        if let t = layout.timeColumn, let reading = layout.reading {
            let columns = layout.timeParts.isEmpty ? [t] : layout.timeParts
            let named = columns.map { layout.headerless ? "column \($0 + 1)" : "\"\(layout.names[$0])\"" }
            notes.append("time " + named.joined(separator: " + ") + " (\(reading))")
        } else {
            chart.xKind = .number
            chart.xName = "row"
            notes.append("no time column: x is the row number")
        }
        if let k = key { notes.append("one series per \"\(layout.names[textColumns[k]])\"") }
        let shown = chart.series.prefix(8).map(\.label).joined(separator: ", ") + (chart.series.count > 8 ? ", …" : "")
        notes.append("\(chart.series.count) series (\(shown))")
        let skipped = textColumns.indices.filter { $0 != key }.map { "\"\(layout.names[textColumns[$0]])\"" }
        if !skipped.isEmpty { notes.append("skipped \(skipped.joined(separator: ", ")) (text)") }
        if layout.roles.contains(.skipped) { notes.append("skipped an unnamed index column (row numbers)") }
        var reasons: [String] = []
        for role in layout.roles { if case .ignored(let why) = role, !reasons.contains(why) { reasons.append(why) } }
        for why in reasons {
            let named = layout.roles.indices.filter { layout.roles[$0] == .ignored(why) }.map { "\"\(layout.names[$0])\"" }
            notes.append("skipped \(named.joined(separator: ", ")) (\(why))")
        }
        let empty = layout.roles.filter { $0 == .empty }.count
        if empty > 0 { notes.append("ignored \(empty) empty unnamed column\(empty == 1 ? "" : "s")") }
        if missingTimes > 0 {
            warnings.append("\(path): \(missingTimes) row\(missingTimes == 1 ? "" : "s") without a time skipped (the first on line \(firstMissingLine))")
        }
        if repeats > 0 {
            let what = key == nil ? "time" : "time and key"
            warnings.append("\(path): \(repeats) repeated \(what)\(repeats == 1 ? "" : "s"); the last row of each is kept")
        }
        return Assembled(chart: chart, notes: notes, warnings: warnings)
    }

    /// The rows in time order (ties in file order), or `nil` when they already are.
    private func timeOrder() -> [Int]? {
        let n = x.count
        var increasing = true
        x.withUnsafeBufferPointer { t in
            for i in 1 ..< max(n, 1) where t[i] <= t[i - 1] { increasing = false; break }
        }
        if increasing { return nil }
        var order = Array(0 ..< n)
        x.withUnsafeBufferPointer { t in
            order.sort { t[$0] < t[$1] || (t[$0] == t[$1] && $0 < $1) }
        }
        return order
    }

    /// The text column whose texts name the series: the layout's key, or else — when times repeat —
    /// the first text column of few distinct texts.
    private func keyText(order: [Int]?) -> Int? {
        if let k = textColumns.firstIndex(where: { layout.roles[$0] == .key }) { return texts[k].overflow ? nil : k }
        guard layout.timeColumn != nil else { return nil }
        var repeated = false
        x.withUnsafeBufferPointer { t in
            if let order {
                for i in 1 ..< order.count where t[order[i]] == t[order[i - 1]] { repeated = true; break }
            }
        }
        guard repeated else { return nil }
        return texts.indices.first { !texts[$0].overflow && texts[$0].names.count >= 2 }
    }

    /// One series per value column; of rows with equal times the last is kept.
    private func wide(order: [Int]?) -> (ChartData, repeats: Int) {
        var keep: [Int]? = order
        var repeats = 0
        if let order {
            var kept: [Int] = []
            kept.reserveCapacity(order.count)
            for i in order {
                if let last = kept.last, x[last] == x[i] { kept[kept.count - 1] = i; repeats += 1 } else { kept.append(i) }
            }
            keep = kept
        }
        let outX = keep.map { $0.map { x[$0] } } ?? x
        let series = valueColumns.enumerated().map { i, c in
            makeSeries(c, name: layout.names[c], index: i, values: keep.map { k in k.map { values[i][$0] } } ?? values[i])
        }
        return (ChartData(x: outX, series: series), repeats)
    }

    /// One series per key (and value column: `key value`); a repeated time and key keeps the last row.
    private func pivot(by k: Int, order: [Int]?) -> (ChartData, repeats: Int) {
        let rows = order ?? Array(x.indices)
        let keyOf = texts[k].indices
        let keys = texts[k].names.count, perKey = valueColumns.count
        var times: [Int64] = []
        for r in rows where times.last != x[r] { times.append(x[r]) }
        var columns = [[Double]](repeating: [Double](repeating: .nan, count: times.count), count: keys * perKey)
        var lastTime = [Int](repeating: -1, count: keys)
        var repeats = 0, ti = -1, previous = Int64.min
        for r in rows {
            if ti < 0 || x[r] != previous { ti += 1; previous = x[r] }
            let key = Int(keyOf[r])
            if lastTime[key] == ti { repeats += 1 }
            lastTime[key] = ti
            for c in 0 ..< perKey { columns[key * perKey + c][ti] = values[c][r] }
        }
        return (ChartData(x: times, series: seriesPerKey(texts[k].names, columns)), repeats)
    }

    /// The series of a pivot: per key and value column (`key * perKey + column`), named `key` or
    /// `key value`.
    private func seriesPerKey(_ keys: [String], _ columns: [[Double]]) -> [Series] {
        let perKey = valueColumns.count
        var series: [Series] = []
        for (key, keyName) in keys.enumerated() {
            for (c, column) in valueColumns.enumerated() {
                let name = perKey == 1 ? keyName : "\(keyName) \(layout.names[column])"
                series.append(makeSeries(column, name: name, index: series.count, values: columns[key * perKey + c]))
            }
        }
        return series
    }

    private func makeSeries(_ column: Int, name: String, index: Int, values: [Double]) -> Series {
        var s = Series(id: name, name: name, color: Series.palette[index % Series.palette.count], kind: .line, values: values)
        s.unit = layout.units[column].map(Unit.init(parsing:))
        return s
    }
}

/// The distinct texts of a text column, and per row which one, without a string per cell.
struct TextColumn: Sendable {
    /// More distinct texts than a key has: no longer recorded (the column is an attribute).
    static let maxDistinct = 4096
    var names: [String] = []
    var indices: [Int32] = []
    var overflow = false
    private var bytes: [[UInt8]] = []
    private var lookup: [UInt64: Int32] = [:]

    /// Records the text of the next row.
    mutating func add(_ text: UnsafeBufferPointer<UInt8>) {
        guard !overflow else { return }
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for b in text { hash = (hash ^ UInt64(b)) &* 0x100_0000_01b3 }
        if let i = lookup[hash] {   // a collision of hashes falls back to comparing every text
            if let j = bytes[Int(i)].elementsEqual(text) ? Int(i) : bytes.firstIndex(where: { $0.elementsEqual(text) }) {
                indices.append(Int32(j))
                return
            }
        }
        guard names.count < TextColumn.maxDistinct else {
            overflow = true
            indices = []
            return
        }
        let i = Int32(names.count)
        bytes.append(Array(text))
        names.append(String(decoding: text, as: UTF8.self))
        if lookup[hash] == nil { lookup[hash] = i }
        indices.append(i)
    }
}
