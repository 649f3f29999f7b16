/// The table a JSON document holds, as rows of cell texts for `TableLayout` and
/// `TableAssembler`: an array of records (at the top, under `data`, `values`, `results`,
/// `items`, `records` or `rows`, the only one in an object, or the longest by far in it or one
/// level down), an object of columns, or pandas' `split`, `columns` and `index` orients
/// (`records` and `table` are arrays of records).
struct JSONTable {
    var names: [String] = []
    /// One row per record, cells in `names` order (shorter when later records added names).
    var rows: [[String?]] = []
    /// The byte offset of each row, for its line in errors.
    var offsets: [Int] = []
    /// What was understood, for `--check`.
    var notes: [String] = []
    /// The first column, `index`, is a pandas frame's index that reads as times: the time column.
    var timeIndex = false

    /// The keys an array of records is looked for under, in this order.
    static let recordKeys = ["data", "values", "results", "items", "records", "rows"]

    /// The table in `value` (the document, or what `--json-path` named as `at`).
    static func find(in value: JSONValue, at: String?, reader: JSONReader) throws(LoadError) -> JSONTable {
        if let table = try table(in: value, reader: reader, depth: 0) { return table }
        let keys = value.members?.map(\.key) ?? []
        throw LoadError(path: reader.path, place: at == nil ? .file : place(value.offset, reader),
                        problem: .noRecords(keys: keys, at: at))
    }

    private static func place(_ offset: Int, _ reader: JSONReader) -> LoadError.Place {
        let (line, column) = reader.lineColumn(offset)
        return .text(line: line, column: column)
    }

    private static func table(in value: JSONValue, reader: JSONReader, depth: Int) throws(LoadError) -> JSONTable? {
        if let elements = value.elements {
            if isRecords(elements) { return try records(elements, under: nil, reader: reader) }
            // Home Assistant's history: an array of arrays of records (one per entity).
            let inner = elements.compactMap(\.elements)
            guard depth == 0, inner.count == elements.count, inner.contains(where: { !$0.isEmpty }),
                  inner.allSatisfy({ $0.isEmpty || isRecords($0) }) else { return nil }
            var table = try records(inner.flatMap { $0 }, under: nil, reader: reader)
            table.notes[0] += " in \(inner.count) arrays"
            return table
        }
        guard let members = value.members, depth < 2 else { return nil }
        if let columns = value["columns"]?.elements, let data = value["data"]?.elements,
           columns.allSatisfy({ $0.cell != nil }), data.allSatisfy({ $0.elements != nil }) {
            return try split(columns: columns, index: value["index"]?.elements, data: data, reader: reader)
        }
        for key in recordKeys {
            guard let inner = value[key] else { continue }
            if let elements = inner.elements, isRecords(elements) {
                return try records(elements, under: key, reader: reader)
            }
            if inner.members != nil, var table = try table(in: inner, reader: reader, depth: depth + 1) {
                table.notes[0] += " under \"\(key)\""
                return table
            }
        }
        let arrays = members.filter { $0.value.elements.map { isRecords($0) } ?? false }
        if arrays.count == 1 { return try records(arrays[0].value.elements!, under: arrays[0].key, reader: reader) }
        if depth == 0, let table = try longestRecords(members, reader: reader) { return table }
        let pairs = members.filter { $0.value.elements.map(isPairs) ?? false }
        if !pairs.isEmpty && pairs.count == members.filter({ $0.value.isContainer }).count {
            return pairSeries(pairs)
        }
        let columns = members.filter { $0.value.elements.map { !$0.isEmpty && $0.allSatisfy { !$0.isContainer } } ?? false }
        if columns.count >= 2 && columns.count == members.filter({ $0.value.isContainer }).count {
            return try objectOfColumns(columns, reader: reader)
        }
        if !members.isEmpty, members.allSatisfy({ $0.value.members.map { $0.allSatisfy { !$0.value.isContainer } } ?? false }) {
            return keyedOrient(members, reader: reader)
        }
        return nil
    }

    /// Several arrays of records in the object, or none but some in the objects it holds (PVGIS'
    /// `{"inputs": {…}, "outputs": {"months_selected": [12 records], "tmy_hourly": [8760 records]}}`):
    /// the longest, when it is at least twice as long as any other, named in `--check`.
    private static func longestRecords(_ members: [(key: String, value: JSONValue)], reader: JSONReader) throws(LoadError) -> JSONTable? {
        var found: [(path: String, elements: [JSONValue])] = []
        for (key, value) in members {
            if let elements = value.elements, isRecords(elements) { found.append((key, elements)) }
        }
        if found.isEmpty {
            for (key, value) in members {
                for (inner, v) in value.members ?? [] {
                    if let elements = v.elements, isRecords(elements) { found.append((key + "." + inner, elements)) }
                }
            }
        }
        guard let longest = found.max(by: { $0.elements.count < $1.elements.count }),
              found.allSatisfy({ $0.path == longest.path || $0.elements.count * 2 <= longest.elements.count }) else { return nil }
        var table = try records(longest.elements, under: longest.path, reader: reader)
        if found.count > 1 { table.notes[0] += " (the longest of \(found.count) arrays of records; --json-path to choose)" }
        return table
    }

    // MARK: Shapes

    /// An array whose first element is an object with a plain value (not only nested ones).
    private static func isRecords(_ elements: [JSONValue]) -> Bool {
        elements.first?.members?.contains { !$0.value.isContainer } ?? false
    }

    /// `[{"date": …, "sales": …}, …]`: a column per key in order of first appearance.
    private static func records(_ elements: [JSONValue], under key: String?, reader: JSONReader) throws(LoadError) -> JSONTable {
        var t = JSONTable()
        var column: [String: Int] = [:]
        var nested = Set<String>()
        t.rows.reserveCapacity(elements.count)
        for element in elements {
            guard let members = element.members else {
                throw reader.error(.notARecord(element.described), at: element.offset)
            }
            var row = [String?](repeating: nil, count: t.names.count)
            for (name, value) in members {
                if value.isContainer { nested.insert(name); continue }
                let i: Int
                if let known = column[name] { i = known } else {
                    i = t.names.count; column[name] = i; t.names.append(name); row.append(nil)
                }
                row[i] = value.cell
            }
            t.rows.append(row)
            t.offsets.append(element.offset)
        }
        t.notes.append("JSON: \(elements.count) records" + (key.map { " under \"\(LoadError.shown($0))\"" } ?? ""))
        for name in nested.sorted() where column[name] == nil {
            t.notes.append("field \"\(LoadError.shown(name))\" holds objects or arrays: skipped")
        }
        return t
    }

    /// A non-empty array of `[time, value]` pairs of scalars.
    private static func isPairs(_ elements: [JSONValue]) -> Bool {
        !elements.isEmpty && elements.allSatisfy { $0.elements.map { $0.count == 2 && !$0[0].isContainer && !$0[1].isContainer } ?? false }
    }

    /// Glances' history: `{"user": [[time, value], …], "system": […]}`, a series per key; a row
    /// per time in order of first appearance (series sampled together share their rows).
    private static func pairSeries(_ series: [(key: String, value: JSONValue)]) -> JSONTable {
        var t = JSONTable()
        t.names = ["time"] + series.map(\.key)
        var row: [String: Int] = [:]
        for (c, s) in series.enumerated() {
            for pair in s.value.elements! {
                let time = pair.elements![0].cell ?? ""
                let r: Int
                if let known = row[time] { r = known } else {
                    r = t.rows.count; row[time] = r
                    t.rows.append([time] + [String?](repeating: nil, count: series.count))
                    t.offsets.append(pair.offset)
                }
                t.rows[r][c + 1] = pair.elements![1].cell
            }
        }
        t.notes.append("JSON: \(series.count) series of [time, value] pairs, \(t.rows.count) rows")
        return t
    }

    /// pandas `split`: `{"columns": […], "index": […], "data": [[…], …]}`.
    private static func split(columns: [JSONValue], index: [JSONValue]?, data: [JSONValue], reader: JSONReader) throws(LoadError) -> JSONTable {
        var t = JSONTable()
        t.names = columns.map { $0.cell ?? "" }
        let withIndex = index.map { $0.count == data.count } ?? false
        if withIndex { t.names.insert("index", at: 0) }
        for (r, row) in data.enumerated() {
            let cells = row.elements ?? []
            guard cells.count == columns.count else {
                throw reader.error(.cellCount(found: cells.count, expected: columns.count), at: row.offset)
            }
            t.rows.append((withIndex ? [index![r].cell] : []) + cells.map(\.cell))
            t.offsets.append(row.offset)
        }
        if withIndex {
            let keys = t.rows.prefix(200).compactMap { $0[0] }
            t.timeIndex = TimeReading.detect(name: "index", samples: keys, context: TimeContext()) != nil
        }
        t.notes.append("JSON: pandas split orient, \(data.count) rows")
        return t
    }

    /// `{"time": […], "cpu": […]}`: equally long arrays of scalars.
    private static func objectOfColumns(_ columns: [(key: String, value: JSONValue)], reader: JSONReader) throws(LoadError) -> JSONTable {
        var t = JSONTable()
        t.names = columns.map(\.key)
        let arrays = columns.map { $0.value.elements! }
        let n = arrays[0].count
        for (c, array) in arrays.enumerated() where array.count != n {
            throw reader.error(.columnLengths(column: t.names[c], count: array.count, first: t.names[0], expected: n),
                               at: columns[c].value.offset)
        }
        for r in 0..<n {
            t.rows.append(arrays.map { $0[r].cell })
            t.offsets.append(arrays[0][r].offset)
        }
        t.notes.append("JSON: an object of \(columns.count) columns, \(n) rows")
        return t
    }

    /// pandas `columns` (`{"col": {"index": value}}`) or `index` (`{"index": {"col": value}}`):
    /// the index is the set of keys that reads as times, else the larger set.
    private static func keyedOrient(_ members: [(key: String, value: JSONValue)], reader: JSONReader) -> JSONTable {
        let outer = members.map(\.key)
        var inner: [String] = [], seen = Set<String>()
        for (_, value) in members { for (k, _) in value.members! where seen.insert(k).inserted { inner.append(k) } }
        let context = TimeContext()
        let outerTimes = TimeReading.detect(name: "index", samples: Array(outer.prefix(200)), context: context) != nil
        let innerTimes = TimeReading.detect(name: "index", samples: Array(inner.prefix(200)), context: context) != nil
        let byIndex = outerTimes != innerTimes ? outerTimes : outer.count > inner.count
        var t = JSONTable()
        t.timeIndex = byIndex ? outerTimes : innerTimes
        if byIndex {
            t.names = ["index"] + inner
            let position = Dictionary(uniqueKeysWithValues: inner.enumerated().map { ($1, $0 + 1) })
            for (key, value) in members {
                var row = [String?](repeating: nil, count: t.names.count)
                row[0] = key
                for (k, v) in value.members! { row[position[k]!] = v.cell }
                t.rows.append(row)
                t.offsets.append(value.offset)
            }
            t.notes.append("JSON: pandas index orient, \(outer.count) rows")
        } else {
            t.names = ["index"] + outer
            let position = Dictionary(uniqueKeysWithValues: inner.enumerated().map { ($1, $0) })
            t.rows = inner.map { [$0] + [String?](repeating: nil, count: outer.count) }
            // A row's offset is where its index first appears: increasing with the row, so
            // counting lines stays one pass.
            t.offsets = [Int](repeating: -1, count: inner.count)
            for (c, (_, value)) in members.enumerated() {
                for (k, v) in value.members! {
                    let r = position[k]!
                    t.rows[r][c + 1] = v.cell
                    if t.offsets[r] < 0 { t.offsets[r] = v.offset }
                }
            }
            t.notes.append("JSON: pandas columns orient, \(inner.count) rows")
        }
        return t
    }

    // MARK: Clean-up

    /// Drops a column named `index` that only counts rows (`0, 1, 2, …`: pandas' default index).
    mutating func dropRowCounter() {
        guard let c = names.firstIndex(of: "index"), !rows.isEmpty else { return }
        for (r, row) in rows.enumerated() where c >= row.count || row[c] != String(r) { return }
        names.remove(at: c)
        for r in rows.indices { rows[r].remove(at: c) }
        notes.append("column \"index\" (0, 1, 2, …: a row counter) skipped")
    }
}
