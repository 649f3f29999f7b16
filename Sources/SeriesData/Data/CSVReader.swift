/// Reads CSV: a header row of names, then rows of cells (the whole file: `readTable(dialect:options:)`;
/// streams use the header and line readers).
///
/// - Cells may be quoted with `"` (`""` inside is a quote). Lines end in LF or CRLF; blank lines and
///   lines starting with `#` are skipped. The separator is given (`CSVDialect`).
/// - Numbers are JSON syntax (or rewritten from a decimal comma); an empty cell (or `null`, `NaN`,
///   `NA`) is a gap. Times are read by the column's `TimeReading`.
struct CSVReader {
    let base: UnsafePointer<UInt8>
    let end: Int
    let path: String
    let separator: UInt8
    /// Cells are separated by runs of spaces (`CSVDialect.spaceRuns`); leading spaces are skipped.
    var spaceRuns = false
    var pos = 0
    var line = 1
    var lineStart = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>, path: String, separator: UInt8) {
        self.base = bytes.baseAddress ?? UnsafePointer(bitPattern: 1)!
        self.end = bytes.count
        self.path = path
        self.separator = separator
        if end >= 3 && base[0] == 0xEF && base[1] == 0xBB && base[2] == 0xBF { pos = 3; lineStart = 3 }
    }

    /// `;` or tab when the first line has one of them and no comma; `,` otherwise.
    static func sniffSeparator(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt8 {
        var semicolons = 0, tabs = 0
        for b in bytes.prefix(4096) {
            if b == 0x0A { break }
            if b == UInt8(ascii: ",") { return b }
            if b == UInt8(ascii: ";") { semicolons += 1 }
            if b == 0x09 { tabs += 1 }
        }
        return tabs > 0 ? 0x09 : semicolons > 0 ? UInt8(ascii: ";") : UInt8(ascii: ",")
    }

    /// The longest header line accepted (a longer one is not CSV: fail before reading the rest).
    static let maxHeader = 1 << 20


    /// One cell of the current line: byte range (unquoted) and its 1-based column.
    struct Cell { var start: Int; var end: Int; var column: Int }

    private func error(_ problem: LoadError.Problem, column: Int) -> LoadError {
        LoadError(path: path, place: .text(line: line, column: column), problem: problem)
    }

    /// Reads the header line (after blank lines): the time column's name, then one name per series.
    /// `minimumCells`: 2 for streams (a time and a series); 1 for a file, whose one column is a series.
    /// `trailingUnnamed`: empty names after the last name are let through (a spreadsheet's `;;`;
    /// the table reader checks that their cells are empty too).
    mutating func readHeader(cells: inout [Cell], scratch: inout [UInt8], minimumCells: Int = 2,
                             trailingUnnamed: Bool = false) throws(LoadError) -> [String] {
        skipBlankLines()
        guard pos < end else { throw LoadError(path: path, place: .file, problem: .empty) }
        let headerEnd = UnsafeBufferPointer(start: base + pos, count: Swift.min(end - pos, CSVReader.maxHeader))
        guard headerEnd.contains(0x0A) || end - pos < CSVReader.maxHeader else {
            throw LoadError(path: path, place: .text(line: line, column: 1),
                            problem: .badHeader("no end of line in the first \(CSVReader.maxHeader >> 20) MB"))
        }
        try readLine(into: &cells, scratch: &scratch)
        let headerLine = line - 1
        guard cells.count >= minimumCells else {
            throw LoadError(path: path, place: .text(line: headerLine, column: 1),
                            problem: .badHeader("expected a time column and at least one series, found \(cells.count) cell"))
        }
        var names: [String] = []
        let named = trailingUnnamed ? (cells.lastIndex { !text($0, scratch).trimmingSpaces.isEmpty } ?? 0) : cells.count
        for (i, cell) in cells.enumerated() {
            let name = text(cell, scratch).trimmingSpaces
            if i > 0 && i <= named && name.isEmpty {
                throw LoadError(path: path, place: .text(line: headerLine, column: cell.column),
                                problem: .badHeader("series column \(i) has no name"))
            }
            if name.utf8.contains(0) {
                throw LoadError(path: path, place: .text(line: headerLine, column: cell.column),
                                problem: .badHeader("binary data, not text"))
            }
            names.append(name)
        }
        return names
    }

    mutating func skipBlankLines() {
        while pos < end {
            var p = pos
            while p < end && (base[p] == 0x20 || base[p] == 0x09 || base[p] == 0x0D) && base[p] != separator { p += 1 }
            if p < end && base[p] == UInt8(ascii: "#") {   // a comment line
                while p < end && base[p] != 0x0A { p += 1 }
            }
            guard p < end, base[p] == 0x0A else {
                if p == end { pos = end }
                return
            }
            pos = p + 1; line += 1; lineStart = pos
        }
    }

    /// Splits the line at `pos` into cells (quoted cells are unescaped into `scratch`, whose
    /// indices are stored negated-minus-one), and moves to the next line.
    mutating func readLine(into cells: inout [Cell], scratch: inout [UInt8]) throws(LoadError) {
        cells.removeAll(keepingCapacity: true)
        scratch.removeAll(keepingCapacity: true)
        if spaceRuns { skipSpaces() }
        while true {
            let column = pos - lineStart + 1
            if pos < end && base[pos] == UInt8(ascii: "\"") {
                let open = pos, openLine = line, openColumn = pos - lineStart + 1
                pos += 1
                let s = scratch.count
                while true {
                    guard pos < end else {
                        _ = open
                        throw LoadError(path: path, place: .text(line: openLine, column: openColumn),
                                        problem: .syntax("unterminated quoted cell"))
                    }
                    let b = base[pos]
                    if b == UInt8(ascii: "\"") {
                        if pos + 1 < end && base[pos + 1] == UInt8(ascii: "\"") { scratch.append(b); pos += 2; continue }
                        pos += 1
                        break
                    }
                    if b == 0x0A { line += 1; lineStart = pos + 1 }
                    scratch.append(b)
                    pos += 1
                }
                cells.append(Cell(start: -1 - s, end: -1 - scratch.count, column: column))
                while pos < end && (base[pos] == 0x20 || base[pos] == 0x0D) { pos += 1 }
                if spaceRuns && pos < end && base[pos - 1] == 0x20 && base[pos] != 0x0A { continue }
                if pos < end && base[pos] != separator && base[pos] != 0x0A {
                    throw error(.syntax("unexpected text after a quoted cell"), column: pos - lineStart + 1)
                }
            } else {
                let start = pos
                while pos < end && base[pos] != separator && base[pos] != 0x0A { pos += 1 }
                var e = pos
                if e > start && base[e - 1] == 0x0D { e -= 1 }
                cells.append(Cell(start: start, end: e, column: column))
            }
            if pos < end && base[pos] == separator {
                pos += 1
                if !spaceRuns { continue }
                skipSpaces()
                if pos < end && base[pos] != 0x0A { continue }
            }
            if pos < end { pos += 1 }  // the newline
            line += 1; lineStart = pos
            return
        }
    }

    /// Moves past spaces and a CR (space-aligned tables).
    private mutating func skipSpaces() {
        while pos < end && (base[pos] == 0x20 || base[pos] == 0x0D) { pos += 1 }
    }

    private func bytes(_ cell: Cell, _ scratch: [UInt8]) -> [UInt8] {
        if cell.start >= 0 { return Array(UnsafeBufferPointer(start: base + cell.start, count: cell.end - cell.start)) }
        return Array(scratch[(-1 - cell.start)..<(-1 - cell.end)])
    }

    func text(_ cell: Cell, _ scratch: [UInt8]) -> String {
        String(decoding: bytes(cell, scratch), as: UTF8.self)
    }

    /// Trimmed byte range of an unquoted cell, or its unescaped bytes.
    func withTrimmed<R>(_ cell: Cell, _ scratch: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) -> R) -> R {
        if cell.start >= 0 {
            var s = cell.start, e = cell.end
            while s < e && base[s] == 0x20 { s += 1 }
            while e > s && base[e - 1] == 0x20 { e -= 1 }
            return body(UnsafeBufferPointer(start: base + s, count: e - s))
        }
        let b = bytes(cell, scratch)
        var s = 0, e = b.count
        while s < e && b[s] == 0x20 { s += 1 }
        while e > s && b[e - 1] == 0x20 { e -= 1 }
        return b[s..<e].withUnsafeBufferPointer(body)
    }

    /// JSON number syntax, and a number with no digit before its point (`.5`, `-.01138`: Fortran
    /// and R exports) as pandas reads it. Plain decimals (`399.87`) are read by `PlainNumber` in
    /// one pass; the rest by `JSONReader`'s grammar (the same value where both read).
    static func parseNumber(_ cell: UnsafeBufferPointer<UInt8>) -> Double? {
        guard let b = cell.baseAddress, !cell.isEmpty else { return nil }
        if let v = PlainNumber.parse(b, from: 0, to: cell.count) { return v }
        var reader = JSONReader(cell, path: "")
        guard reader.kind == .number, let v = try? reader.readNumber(), reader.pos == cell.count else {
            return leadingPoint(cell)
        }
        return v
    }

    /// `[+-].digits…` read as `[-]0.digits…`.
    private static func leadingPoint(_ cell: UnsafeBufferPointer<UInt8>) -> Double? {
        let signed = cell[0] == UInt8(ascii: "-") || cell[0] == UInt8(ascii: "+")
        let point = signed ? 1 : 0
        guard cell.count > point + 1, cell[point] == UInt8(ascii: "."), cell[point + 1] &- 48 < 10 else { return nil }
        return withUnsafeTemporaryAllocation(of: UInt8.self, capacity: cell.count + 1) { b in
            var n = 0
            if cell[0] == UInt8(ascii: "-") { b[0] = cell[0]; n = 1 }
            b[n] = UInt8(ascii: "0")
            for i in point ..< cell.count { b[n + 1 + i - point] = cell[i] }
            n += 1 + cell.count - point
            var reader = JSONReader(UnsafeBufferPointer(rebasing: b[..<n]), path: "")
            guard reader.kind == .number, let v = try? reader.readNumber(), reader.pos == n else { return nil }
            return v
        }
    }

    /// Cells that are gaps, not text: `null`, `NaN`, `nan`, `NA` (R), `None` (Python), and the
    /// states Home Assistant writes for a sensor it cannot read (`unavailable`, `unknown`, `none`,
    /// in its CSV and JSON history and on its MQTT state topics: `MQTTPayload` reads the same words).
    static let gapWords = ["null", "NaN", "nan", "NA", "None", "none", "unavailable", "unknown"]

    /// One of `gapWords`, or a run of two or more dashes (`---`: the German weather service's
    /// and many loggers' empty cell).
    /// - Complexity: O(1), no allocation.
    static func isGapWord(_ b: UnsafeBufferPointer<UInt8>) -> Bool {
        guard b.count <= 11 else { return false }
        if b.count > 1 && b.allSatisfy({ $0 == UInt8(ascii: "-") }) { return true }
        return gapWords.contains { $0.utf8.count == b.count && $0.utf8.elementsEqual(b) }
    }

    /// `isGapWord(_:)` of a cell's text.
    static func isGap(_ s: String) -> Bool {
        var s = s
        return s.withUTF8 { isGapWord($0) }
    }

    /// The cell's text without surrounding spaces.
    func trimmedText(_ cell: Cell, _ scratch: [UInt8]) -> String {
        withTrimmed(cell, scratch) { String(decoding: $0, as: UTF8.self) }
    }

    func number(_ cell: Cell, _ scratch: [UInt8], name: String) throws(LoadError) -> Double {
        let result: Double?? = withTrimmed(cell, scratch) { b in
            if b.isEmpty { return .some(.nan) }
            if let v = CSVReader.parseNumber(b) { return v.isFinite ? .some(v) : .none }
            if CSVReader.isGapWord(b) { return .some(.nan) }
            return .none
        }
        guard let value = result, let v = value else {
            throw error(.badCell(column: name, text: String(text(cell, scratch).prefix(40))), column: cell.column)
        }
        return v
    }

    func time(_ cell: Cell, _ scratch: [UInt8], kind: inout TimeValue.Kind?) throws(LoadError) -> Int64 {
        let result: Int64? = withTrimmed(cell, scratch) { b in
            // The kind is the first cell's that parses: a bad first cell does not decide it.
            let k = kind ?? TimeValue.kind(of: b)
            let t = TimeValue.parse(b, kind: k)
            if t != nil { kind = k }
            return t
        }
        guard let result else { throw error(.badTime(String(text(cell, scratch).prefix(40))), column: cell.column) }
        return result
    }
}

extension String {
    var trimmingSpaces: String {
        var s = Substring(self)
        while s.first == " " || s.first == "\t" { s.removeFirst() }
        while s.last == " " || s.last == "\t" || s.last == "\r" { s.removeLast() }
        return String(s)
    }
}
