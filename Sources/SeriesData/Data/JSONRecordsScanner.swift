#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Arrays of records (`[{"date": …, "sales": …}, …]`, at the top or under one key of the top
/// object, as `JSONTable` finds them) read without a tree: one pass noting where each cell's
/// bytes are, per column (keys found through a `ByteKeyTable`); the layout decided from the same
/// sample of rows the tree path takes; then the cells typed straight into a `TableAssembler`.
///
/// Gives what `JSONRecordsReader.read(_:path:options:)` gives from its tree (the same chart,
/// notes and errors), or `nil` for any other shape, for malformed JSON and for the rare shapes it
/// leaves to the tree (a record key `index`, a key written with escapes, nested tables): the tree
/// path then reads the file and says what is wrong.
struct JSONRecordsScanner {
    /// Where a cell's text is: `count < 0` none (`null` or no such key); `start >= 0` in the
    /// file; else at `-1 - start` in `arena` (a string with escapes, unescaped).
    struct Cell { var start: Int; var count: Int }
    static let none = Cell(start: 0, count: -1)

    private var json: JSONReader
    private var keys = ByteKeyTable()
    private(set) var names: [String] = []
    /// Each column's key as bytes.
    private var keyBytes: [[UInt8]] = []
    /// Per column, one cell per record.
    private(set) var columns: [[Cell]] = []
    /// Each record's offset (its line in errors).
    private(set) var offsets: [Int] = []
    private var arena: [UInt8] = []
    /// Keys that held objects or arrays (skipped, as the tree path skips them).
    private var nested: Set<String> = []

    private init(_ bytes: UnsafeBufferPointer<UInt8>, path: String) { json = JSONReader(bytes, path: path) }

    /// The chart of an array of records, or `nil` when the tree path must read the file.
    /// - Complexity: O(file size); holds 16 bytes per cell besides the chart.
    static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String, options: LoadOptions) throws(LoadError) -> LoadResult? {
        guard options.jsonPath == nil else { return nil }
        var scanner = JSONRecordsScanner(bytes, path: path)
        guard let under = scanner.findRecords(), scanner.scanRecords(), !scanner.offsets.isEmpty else { return nil }
        return try scanner.assemble(under: under, options: options)
    }

    // MARK: Finding the array

    /// Moves to the `[` of the records; the key they are under ("" at the top).
    private mutating func findRecords() -> String? {
        json.skipWhitespace()
        if json.kind == .array { return isRecords(at: json.pos) ? "" : nil }
        guard json.kind == .object else { return nil }
        json.pos += 1
        var arrays: [(key: String, at: Int)] = [], objects = Set<String>(), seen = Set<String>()
        do throws(LoadError) {
            if json.consume(UInt8(ascii: "}")) { return nil }
            repeat {
                let key = try json.readString()
                try json.expect(UInt8(ascii: ":"), "':'")
                json.skipWhitespace()
                if seen.insert(key).inserted {
                    if json.kind == .array { arrays.append((key, json.pos)) }
                    if json.kind == .object { objects.insert(key) }
                }
                try json.skipValue()
            } while try json.separator(close: UInt8(ascii: "}"), in: "an object")
        } catch {
            return nil
        }
        json.skipWhitespace()
        guard json.pos == json.end, !(seen.contains("columns") && seen.contains("data")) else { return nil }
        for key in JSONTable.recordKeys {
            if objects.contains(key) { return nil }   // a table may be inside: the tree looks
            if let a = arrays.first(where: { $0.key == key }), isRecords(at: a.at) { json.pos = a.at; return key }
        }
        let records = arrays.filter { isRecords(at: $0.at) }
        guard records.count == 1 else { return nil }
        json.pos = records[0].at
        return records[0].key
    }

    /// The array at `at` begins with an object holding a plain value (as `JSONTable` decides).
    private func isRecords(at: Int) -> Bool {
        var probe = json
        probe.pos = at + 1
        probe.skipWhitespace()
        guard probe.kind == .object, let first = try? probe.readValue() else { return false }
        return first.members?.contains { !$0.value.isContainer } ?? false
    }

    // MARK: Scanning

    /// Reads the array at `json.pos` (and, for a top-level array, checks nothing follows it);
    /// `false` on anything the tree path must report.
    private mutating func scanRecords() -> Bool {
        let topLevel = json.pos == skipToStart()
        json.pos += 1
        do throws(LoadError) {
            if json.consume(UInt8(ascii: "]")) { return false }
            repeat {
                json.skipWhitespace()
                guard json.kind == .object else { return false }
                guard try scanRecord() else { return false }
                if offsets.count == 1 { reserve() }
            } while try json.separator(close: UInt8(ascii: "]"), in: "an array")
        } catch {
            return false
        }
        if topLevel {
            json.skipWhitespace()
            if json.pos < json.end { return false }
        }
        return true
    }

    /// Room for as many records as the first one's size says the rest of the file holds (and a
    /// quarter more; at most a cell per 16 bytes of the file): the columns grow once, not by
    /// doubling. Pages reserved and never written cost no memory.
    private mutating func reserve() {
        let rest = json.end - offsets[0]
        let estimate = Swift.min(rest / Swift.max(json.pos - offsets[0], 1) * 5 / 4, rest / 16) + 16
        offsets.reserveCapacity(estimate)
        for c in columns.indices { columns[c].reserveCapacity(estimate) }
    }

    /// Where the document's first value starts (after a byte-order mark and whitespace).
    private func skipToStart() -> Int {
        var probe = JSONReader(UnsafeBufferPointer(start: json.base, count: json.end), path: "")
        probe.skipWhitespace()
        return probe.pos
    }

    /// One record: its scalars into their columns; `false` for a shape the tree path must read.
    private mutating func scanRecord() throws(LoadError) -> Bool {
        let row = offsets.count
        offsets.append(json.pos)
        json.pos += 1
        var previous = -1   // the column of the record's previous key
        if !json.consume(UInt8(ascii: "}")) {
            repeat {
                json.skipWhitespace()
                guard json.pos < json.end, json.base[json.pos] == UInt8(ascii: "\"") else { return false }
                let keyStart = json.pos + 1
                var p = keyStart
                while p < json.end && json.base[p] != UInt8(ascii: "\"") && json.base[p] != UInt8(ascii: "\\") && json.base[p] >= 0x20 { p += 1 }
                guard p < json.end, json.base[p] == UInt8(ascii: "\"") else { return false }
                json.pos = p + 1
                try json.expect(UInt8(ascii: ":"), "':' after a key")
                json.skipWhitespace()
                let kind = json.kind
                if kind == .object || kind == .array {
                    nested.insert(String(decoding: UnsafeBufferPointer(start: json.base + keyStart, count: p - keyStart), as: UTF8.self))
                    try json.skipValue()
                    continue
                }
                let c = column(json.base + keyStart, p - keyStart, row: row, after: previous)
                previous = c
                guard c >= 0 else { return false }
                let cell = try scanScalar(kind)
                if columns[c].count > row { columns[c][row] = cell } else { columns[c].append(cell) }
            } while try json.separator(close: UInt8(ascii: "}"), in: "an object")
        }
        for c in columns.indices where columns[c].count == row { columns[c].append(Self.none) }
        return true
    }

    /// The column of a key (a new one gets a cell per earlier record); -1 for `index` (the tree
    /// path drops a row counter). Records write their keys in one order: the column after
    /// `previous` is tried before the table.
    private mutating func column(_ key: UnsafePointer<UInt8>, _ n: Int, row: Int, after previous: Int) -> Int {
        let next = previous + 1
        if next < keyBytes.count, keyBytes[next].count == n,
           keyBytes[next].withUnsafeBufferPointer({ n == 0 || memcmp($0.baseAddress!, key, n) == 0 }) {
            return next
        }
        if let c = keys.find(key, n) { return c }
        let name = String(decoding: UnsafeBufferPointer(start: key, count: n), as: UTF8.self)
        if name == "index" { return -1 }
        keys.insert(key, n, value: names.count)
        names.append(name)
        keyBytes.append(Array(UnsafeBufferPointer(start: key, count: n)))
        columns.append([Cell](repeating: Self.none, count: row))
        return names.count - 1
    }

    /// A string, number or literal: where its text is.
    private mutating func scanScalar(_ kind: JSONReader.Kind) throws(LoadError) -> Cell {
        let start = json.pos
        switch kind {
        case .string:
            var p = start + 1
            while p < json.end && json.base[p] != UInt8(ascii: "\"") && json.base[p] != UInt8(ascii: "\\") && json.base[p] >= 0x20 { p += 1 }
            if p < json.end && json.base[p] == UInt8(ascii: "\"") {
                json.pos = p + 1
                return Cell(start: start + 1, count: p - start - 1)
            }
            let s = try json.readString()
            let at = arena.count
            arena.append(contentsOf: s.utf8)
            return Cell(start: -1 - at, count: arena.count - at)
        case .number:
            if let end = Self.plainNumberEnd(json.base, from: start, to: json.end) {
                json.pos = end   // read once, when typed
            } else {
                let v = try json.readNumber()
                guard v.isFinite else { throw json.error(.outOfRange, at: start) }
            }
            return Cell(start: start, count: json.pos - start)
        case .literal:
            if json.consumeNull() { return Self.none }
            _ = try json.readBool()
            return Cell(start: start, count: json.pos - start)
        default:
            throw json.error(.syntax("expected a value, found \(json.found())"))
        }
    }

    /// The end of a number at `start` that is valid JSON with no exponent and fewer than 300
    /// digits (so finite); `nil` for any other, which `JSONReader/readNumber()` reads or refuses.
    @inline(__always)
    static func plainNumberEnd(_ b: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Int? {
        var p = start
        if p < end && b[p] == UInt8(ascii: "-") { p &+= 1 }
        let digits = p
        while p < end && b[p] &- UInt8(ascii: "0") < 10 { p &+= 1 }
        guard p > digits, p &- digits == 1 || b[digits] != UInt8(ascii: "0") else { return nil }
        if p < end && b[p] == UInt8(ascii: ".") {
            p &+= 1
            let fraction = p
            while p < end && b[p] &- UInt8(ascii: "0") < 10 { p &+= 1 }
            guard p > fraction else { return nil }
        }
        guard p &- start < 300, p == end || b[p] | 0x20 != UInt8(ascii: "e") else { return nil }
        return p
    }

    // MARK: Typing

    /// The bytes of a cell (nil: none), trimmed as table cells are (unless `trim` is false).
    private func withCell<R>(_ cell: Cell, trim: Bool = true, _ body: (UnsafeBufferPointer<UInt8>?) -> R) -> R {
        guard cell.count >= 0 else { return body(nil) }
        func trimmed(_ b: UnsafeBufferPointer<UInt8>) -> R {
            guard trim else { return body(b) }
            var s = 0, e = b.count
            while s < e && (b[s] == 0x20 || b[s] == 0x09) { s += 1 }
            while e > s && (b[e - 1] == 0x20 || b[e - 1] == 0x09 || b[e - 1] == 0x0D) { e -= 1 }
            return body(UnsafeBufferPointer(rebasing: b[s ..< e]))
        }
        if cell.start >= 0 { return trimmed(UnsafeBufferPointer(start: json.base + cell.start, count: cell.count)) }
        return arena.withUnsafeBufferPointer { trimmed(UnsafeBufferPointer(rebasing: $0[(-1 - cell.start) ..< (-1 - cell.start + cell.count)])) }
    }

    private func text(_ cell: Cell, trim: Bool = true) -> String? {
        withCell(cell, trim: trim) { $0.map { String(decoding: $0, as: UTF8.self) } }
    }

    private func assemble(under: String, options: LoadOptions) throws(LoadError) -> LoadResult {
        let n = offsets.count
        var notes = ["JSON: \(n) records" + (under.isEmpty ? "" : " under \"\(LoadError.shown(under))\"")]
        for name in nested.sorted() where !names.contains(name) {
            notes.append("field \"\(LoadError.shown(name))\" holds objects or arrays: skipped")
        }
        let head = JSONRecordsReader.sampleRows / 2
        let sampled = n <= JSONRecordsReader.sampleRows ? Array(0 ..< n)
            : Array(0 ..< head) + stride(from: head, to: n, by: max((n - head) / (JSONRecordsReader.sampleRows - head), 1))
                .prefix(JSONRecordsReader.sampleRows - head)
        let samples = sampled.map { r in columns.map { text($0[r], trim: false) } }
        let layout: TableLayout
        do {
            layout = try TableLayout.detect(names: names, samples: samples, options: options.table)
        } catch {
            throw LoadError(path: json.path, place: .file, problem: error)
        }
        var table = TableAssembler(layout: layout, path: json.path)
        try fill(&table)
        let (chart, assembled) = try table.finish()
        return LoadResult(charts: [chart], understood: notes + assembled)
    }

    /// Every record into `table`, as `TableAssembler.add(row:line:)` takes a row of texts.
    private func fill(_ table: inout TableAssembler) throws(LoadError) {
        let layout = table.layout
        let n = offsets.count
        var lines = LineCounter(UnsafeBufferPointer(start: json.base, count: json.end))
        for v in table.values.indices { table.values[v].reserveCapacity(n) }
        table.x.reserveCapacity(n)
        let parts = !layout.timeParts.isEmpty
        let timing = layout.timeColumn.flatMap { t in layout.reading.map { (t, $0) } }   // looked up once
        for r in 0 ..< n {
            if case let (t, reading)? = timing {
                let partsText = parts ? layout.partsTime { text(columns[$0][r]) ?? "" } ?? "" : ""
                let (empty, time): (Bool, Int64?) = parts
                    ? (partsText.isEmpty, Array(partsText.utf8).withUnsafeBufferPointer { reading.parse($0) })
                    : withCell(columns[t][r]) { b in (b?.isEmpty ?? true, b.flatMap { reading.parse($0) }) }
                if empty {
                    table.skipMissingTime(line: lines.line(at: offsets[r]))
                    continue
                }
                guard let time else {
                    throw LoadError(path: json.path, place: .line(lines.line(at: offsets[r])),
                                    problem: .badTime(parts ? partsText : text(columns[t][r]) ?? ""))
                }
                table.x.append(time)
            } else {
                table.x.append(Int64(table.x.count + 1))
            }
            for (i, c) in table.valueColumns.enumerated() {
                let v: Double? = withCell(columns[c][r]) { b in
                    guard let b, !b.isEmpty else { return .nan }
                    return CSVReader.parseNumber(b) ?? (CSVReader.isGapWord(b) ? .nan : nil)
                }
                guard let v else {
                    table.x.removeLast()
                    for j in 0 ..< i { table.values[j].removeLast() }
                    throw LoadError(path: json.path, place: .line(lines.line(at: offsets[r])),
                                    problem: .badCell(column: layout.names[c], text: String((text(columns[c][r]) ?? "").prefix(40))))
                }
                table.values[i].append(v)
            }
            for (i, c) in table.textColumns.enumerated() {
                withCell(columns[c][r]) { b in
                    if let b { table.texts[i].add(b) } else { [UInt8]().withUnsafeBufferPointer { table.texts[i].add($0) } }
                }
            }
        }
    }
}
