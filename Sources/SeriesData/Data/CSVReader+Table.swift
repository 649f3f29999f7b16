#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The whole-file read: the dialect and the layout decided from a bounded sample (the first rows
/// and a few spread through a big file), then one pass typing each cell into a `TableAssembler`.
extension CSVReader {
    /// A reader of `bytes` in `dialect`.
    init(_ bytes: UnsafeBufferPointer<UInt8>, path: String, dialect: CSVDialect) {
        self.init(bytes, path: path, separator: dialect.separator)
        spaceRuns = dialect.spaceRuns
    }

    /// The rows read for detection at the start, and those taken spread through a bigger file.
    static let sampleRows = 100, spreadPlaces = 16, spreadRows = 4

    /// What `readTable(dialect:options:)` gives.
    struct Table { var chart: ChartData; var understood: String; var warnings: [String] }

    /// Reads the file as a table (after the header: a units row, then data rows).
    /// - Complexity: O(file size), one pass; detection reads a bounded sample.
    mutating func readTable(dialect: CSVDialect, options: TableOptions) throws(LoadError) -> Table {
        var scratch: [UInt8] = []
        var cells: [Cell] = []
        let headerStart = (pos, line, lineStart)
        let header = try readHeader(cells: &cells, scratch: &scratch, minimumCells: 1, trailingUnnamed: true)
        let headerLine = line - 1, headerColumns = cells.map(\.column)
        let width = header.count
        var start = (pos, line, lineStart)
        var samples: [[String?]] = []
        var places: [(line: Int, columns: [Int])] = []
        while samples.count < CSVReader.sampleRows {
            skipBlankLines()
            guard pos < end else { break }
            let rowLine = line
            // A broken row ends the sample; the row loop names it in file order.
            guard (try? readLine(into: &cells, scratch: &scratch)) != nil else { break }
            samples.append(cells.map { Optional(trimmedText($0, scratch)) })
            places.append((rowLine, cells.map(\.column)))
        }
        let sampledEnd = pos
        // A trailing unnamed column is let through only while it holds nothing (`;;`).
        if let c = header.indices.dropFirst().first(where: { c in header[c].isEmpty && samples.contains { ($0.count > c ? $0[c] : nil).map { !$0.isEmpty } ?? false } }) {
            throw LoadError(path: path, place: .text(line: headerLine, column: headerColumns[c]),
                            problem: .badHeader("series column \(c) has no name"))
        }
        if end - sampledEnd > 4 * (sampledEnd - start.0) {
            for k in 1 ... CSVReader.spreadPlaces {
                pos = sampledEnd + (end - sampledEnd) / (CSVReader.spreadPlaces + 1) * k
                while pos < end && base[pos] != 0x0A { pos += 1 }
                pos += 1
                for _ in 0 ..< CSVReader.spreadRows where pos < end {
                    guard (try? readLine(into: &cells, scratch: &scratch)) != nil else { break }
                    if cells.count == width { samples.append(cells.map { Optional(trimmedText($0, scratch)) }) }
                }
            }
        }
        let headerless = TableLayout.isDataRow(header, over: samples, context: options.context)
        if headerless { start = headerStart }
        (pos, line, lineStart) = start
        let layout: TableLayout
        do {
            layout = headerless ? try TableLayout.detect(headerless: [header.map(Optional.some)] + samples, options: options)
                                : try TableLayout.detect(names: header, samples: samples, options: options)
        } catch .badTime(let text) {
            let place = zip(samples, places).lazy.compactMap { row, p in
                row.firstIndex { $0 == text }.map { LoadError.Place.text(line: p.line, column: p.columns[$0]) }
            }.first ?? .line(headerLine)
            throw LoadError(path: path, place: place, problem: .badTime(text))
        } catch {
            throw LoadError(path: path, place: .line(headerLine), problem: error)
        }
        for _ in 0 ..< layout.headRows {
            skipBlankLines()
            try readLine(into: &cells, scratch: &scratch)
        }
        var table = TableAssembler(layout: layout, path: path)
        try readRows(into: &table, dialect: dialect, cells: &cells, scratch: &scratch)
        let assembled = try table.assemble()
        let understood = ([dialect.description] + assembled.notes).joined(separator: "; ")
        return Table(chart: assembled.chart, understood: understood, warnings: assembled.warnings)
    }

    /// What one column is to the row loop.
    /// `empty`: an unnamed column that must stay empty.
    private enum Slot { case skip, value(Int), text(Int), time, empty }

    /// The data rows into `table`: values (typed), texts (interned), the time last (a bad value is
    /// named before a bad time, as a row reads left to right of its values). A long table is
    /// pivoted as it is read (`LongTablePivot`) while its keys' times come in order; else the
    /// rows are read again for the assembler to sort.
    private mutating func readRows(into table: inout TableAssembler, dialect: CSVDialect,
                                   cells: inout [Cell], scratch: inout [UInt8]) throws(LoadError) {
        let layout = table.layout
        let width = layout.roles.count
        var slots = [Slot](repeating: .skip, count: width)
        for (i, c) in table.valueColumns.enumerated() { slots[c] = .value(i) }
        for (i, c) in table.textColumns.enumerated() { slots[c] = .text(i) }
        if let t = layout.timeColumn, layout.timeParts.isEmpty { slots[t] = .time }
        for c in 0 ..< width where layout.roles[c] == .empty { slots[c] = .empty }
        let reading = layout.reading, timeColumn = layout.timeColumn ?? 0, parts = !layout.timeParts.isEmpty
        let plain = dialect.plainNumbers
        var number: [UInt8] = []
        let keyColumn = layout.roles.firstIndex(of: .key) ?? 0
        var pivoting = reading != nil && layout.roles.contains(.key), restart = false
        var pivot = LongTablePivot(perKey: table.valueColumns.count)
        var row = [Double](repeating: .nan, count: table.valueColumns.count)
        // The previous row's time cell and time: a long table repeats each time once per key.
        var previousText: [UInt8] = [], previousTime: Int64? = nil
        // Simple rows of a long table skip the cell array (`longRow(_:reading:pivot:values:previous:)`).
        var plan = [Int](repeating: CSVReader.longSkip, count: width)
        let fast = pivoting && plain && !spaceRuns && separator != 0x20
        if fast {
            for (i, c) in table.valueColumns.enumerated() { plan[c] = i }
            (plan[timeColumn], plan[keyColumn]) = (CSVReader.longTime, CSVReader.longKey)
        }
        var previous = PreviousTime()
        // Simple rows of a wide table (no text column) skip the cell array too, a batch at a time
        // (`wideRows(_:reading:firstRow:values:times:)`).
        let wide = !pivoting && plain && !spaceRuns && separator != 0x20 && table.textColumns.isEmpty
            && !parts && !layout.roles.contains(.empty)
        var batch = wide ? WideRowBatch(width: width, valueColumns: table.valueColumns, timeColumn: reading == nil ? nil : timeColumn) : nil
        // The columns are locals while rows are read: an append through `table` (inout) checks
        // the nested arrays' uniqueness once more per cell.
        var x: [Int64] = [], values: [[Double]] = [], texts: [TextColumn] = []
        swap(&x, &table.x); swap(&values, &table.values); swap(&texts, &table.texts)
        defer { swap(&x, &table.x); swap(&values, &table.values); swap(&texts, &table.texts) }
        let start = (pos, line, lineStart)
        while true {
            if restart {
                (pos, line, lineStart) = start
                (pivoting, restart, pivot) = (false, false, LongTablePivot(perKey: 0))
                (table.missingTimes, table.firstMissingLine) = (0, 0)
            }
            skipBlankLines()
            guard pos < end else { break }
            if fast && pivoting {
                let outcome = plan.withUnsafeBufferPointer { plan in
                    row.withUnsafeMutableBufferPointer { values in
                        longRow(plan, reading: reading, pivot: &pivot, values: values, previous: &previous)
                    }
                }
                if outcome == .added { continue }
                if outcome == .keyWentBack { restart = true; continue }
            }
            if let rows = batch?.read(&self, reading: reading, x: &x, columns: &values), rows > 0 { continue }
            let rowLine = line
            let rowStart = pos - lineStart + 1
            try readLine(into: &cells, scratch: &scratch)
            line = rowLine  // errors below name this row
            defer { line = rowLine + 1 }
            guard cells.count == width else {
                throw LoadError(path: path, place: .text(line: rowLine, column: rowStart),
                                problem: .cellCount(found: cells.count, expected: width))
            }
            var time: Int64? = nil, timeCell = cells[0], timeEmpty = false
            if let reading {
                if !parts {
                    timeCell = cells[timeColumn]
                    time = withTrimmed(timeCell, scratch) { b in
                        if b.isEmpty { timeEmpty = true }
                        guard pivoting else { return reading.parse(b) }
                        if b.count == previousText.count && (b.isEmpty || memcmp(b.baseAddress!, previousText, b.count) == 0) {
                            return previousTime
                        }
                        previousText.removeAll(keepingCapacity: true)
                        previousText.append(contentsOf: b)
                        previousTime = reading.parse(b)
                        return previousTime
                    }
                } else {
                    let text = layout.partsTime { trimmedText(cells[$0], scratch) } ?? ""
                    timeCell = cells[layout.timeParts[0]]
                    timeEmpty = text.isEmpty
                    time = Array(text.utf8).withUnsafeBufferPointer { reading.parse($0) }
                }
            } else {
                time = Int64(x.count + 1)
            }
            for c in 0 ..< width {
                switch slots[c] {
                case .value(let i):
                    let v = plain ? try self.number(cells[c], scratch, name: layout.names[c])
                                  : try localNumber(cells[c], scratch, dialect: dialect, name: layout.names[c], buffer: &number)
                    if pivoting { row[i] = v } else { values[i].append(v) }
                case .text(let i):
                    if !pivoting { withTrimmed(cells[c], scratch) { texts[i].add($0) } }
                case .empty:
                    guard withTrimmed(cells[c], scratch, { $0.isEmpty }) else {
                        throw LoadError(path: path, place: .text(line: rowLine, column: cells[c].column),
                                        problem: .badCell(column: "column \(c + 1) (unnamed)", text: String(trimmedText(cells[c], scratch).prefix(40))))
                    }
                case .skip, .time:
                    continue
                }
            }
            if let time {
                if !pivoting {
                    x.append(time)
                } else if !withTrimmed(cells[keyColumn], scratch, { k in
                    row.withUnsafeBufferPointer { pivot.add(key: k, time: time, values: $0) }
                }) {
                    restart = true
                }
            } else if timeEmpty {
                if !pivoting {
                    for i in values.indices { values[i].removeLast() }
                    for i in texts.indices where !texts[i].overflow { texts[i].indices.removeLast() }
                }
                table.skipMissingTime(line: rowLine)
            } else {
                throw LoadError(path: path, place: .text(line: rowLine, column: timeCell.column),
                                problem: .badTime(String(trimmedText(timeCell, scratch).prefix(40))))
            }
        }
        if pivoting {
            let repeats = pivot.repeats, keys = pivot.names
            let (times, columns) = pivot.finish()
            table.pivoted = (keys, times, columns, repeats)
        }
    }

    /// A number written with a decimal comma or digit groups: rewritten into `buffer` (`1.234,5` →
    /// `1234.5`, `"1,234,567"` → `1234567`, `1 234` → `1234`, no-break spaces as spaces), then read as usual.
    private func localNumber(_ cell: Cell, _ scratch: [UInt8], dialect: CSVDialect, name: String,
                             buffer: inout [UInt8]) throws(LoadError) -> Double {
        let group: UInt8 = dialect.decimalComma ? UInt8(ascii: ".") : UInt8(ascii: ",")
        let result: Double?? = withTrimmed(cell, scratch) { b in
            if b.isEmpty || CSVReader.isGapWord(b) { return .some(.nan) }
            buffer.removeAll(keepingCapacity: true)
            var i = 0
            while i < b.count {
                let byte = b[i]
                let mark = byte == group ? 1 : CSVDialect.groupSpace(in: b, at: i)
                if mark > 0 {
                    // A group mark (or space) stands between digits, before exactly three.
                    let digitsAfter = b[(i + mark)...].prefix { $0 &- 48 < 10 }.count
                    let j = i + mark + digitsAfter
                    let endsGroup = j == b.count || b[j] == group || CSVDialect.groupSpace(in: b, at: j) > 0
                        || b[j] == (dialect.decimalComma ? UInt8(ascii: ",") : UInt8(ascii: "."))
                    guard i > 0, b[i - 1] &- 48 < 10, digitsAfter == 3, endsGroup else { return .none }
                    i += mark
                    continue
                }
                buffer.append(dialect.decimalComma && byte == UInt8(ascii: ",") ? UInt8(ascii: ".") : byte)
                i += 1
            }
            return buffer.withUnsafeBufferPointer { CSVReader.parseNumber($0) }.map { $0.isFinite ? .some($0) : .none } ?? .none
        }
        guard let value = result, let v = value else {
            throw LoadError(path: path, place: .text(line: line, column: cell.column),
                            problem: .badCell(column: name, text: String(text(cell, scratch).prefix(40))))
        }
        return v
    }
}
