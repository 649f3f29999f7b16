/// Decides a stream's format from its first non-blank lines (`#` comment lines aside):
/// - `{` → NDJSON;
/// - `key=value` first (a key, then `=`) → logfmt;
/// - a whole InfluxDB line protocol line → Influx;
/// - nothing but numbers (separated by spaces, tabs or commas) → bare numbers;
/// - two or more cells separated by `,` or `;` → CSV with a header (as before); by tabs, when the
///   next line has as many tab-separated cells (else `iostat`'s banner would be taken for one);
/// - else whitespace columns, decided at the first line that is mostly numbers (the header,
///   a group line such as `vmstat`'s or a banner come before it), or after `maxLines`.
///
/// `nil` from `add(_:)`: the lines so far do not decide (the decoder holds them).
struct StreamSniffer {
    /// Lines looked at before whitespace columns are chosen anyway.
    static let maxLines = 16

    private var lines = 0
    /// The first line's tab-separated cells, when a tab-separated header may have begun.
    private var tabCells: Int?
    private var tokens: [StreamLine.Token] = []

    /// Looks at one non-blank line (without its newline).
    mutating func add(_ line: UnsafeBufferPointer<UInt8>) -> StreamDecoder.Format? {
        guard let b = line.baseAddress, let first = line.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }) else { return nil }
        if line[first] == UInt8(ascii: "#") { return nil }
        let n = line.count
        lines += 1
        if lines == 1 {
            if line[first] == UInt8(ascii: "{") { return .ndjson }
            if Logfmt.starts(b, n) { return .logfmt }
            if first == 0, (try? InfluxLine.parse(b, n, field: { _, _, _, _ in })) != nil { return .influx }
            if Self.allNumbers(b, n, &tokens) { return .numbers }
            let separator = CSVReader.sniffSeparator(line)
            let cells = Self.cells(line, separator)
            if separator == 0x09 && cells >= 2 {
                tabCells = cells
                return nil
            }
            if cells >= 2 && !isTimedRow(b, n) { return .csv(separator: separator) }
        } else if let expected = tabCells {
            tabCells = nil
            if Self.cells(line, 0x09) == expected { return .csv(separator: 0x09) }
        }
        if isData(b, n) || lines >= Self.maxLines { return .columns }
        return nil
    }

    /// At the end of the input (or of what may be held): the format the lines seen suggest.
    func finish() -> StreamDecoder.Format {
        tabCells != nil ? .csv(separator: 0x09) : .columns
    }

    /// Whether the line is a row of numbers for whitespace columns (`StreamLine.kind`).
    private mutating func isData(_ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        StreamLine.split(b, n, commas: true, into: &tokens)
        return StreamLine.kind(b, tokens) == .data
    }

    /// Whether the line is a headerless row: a date-time (`2024-01-01T00:00:00Z`) or time of
    /// day, then numbers — not a CSV header.
    private mutating func isTimedRow(_ b: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        StreamLine.split(b, n, commas: true, into: &tokens)
        guard tokens.count >= 2 else { return false }
        let first = StreamLine.leadingCells(b, tokens)
        let time = first > 0 && !StreamLine.isLabel(b, tokens[0])
            || ISO8601.parse(UnsafeBufferPointer(start: b + tokens[0].start, count: tokens[0].end - tokens[0].start)) != nil
        let from = max(first, 1)
        return time && from < tokens.count && tokens[from...].allSatisfy { StreamLine.number(b, $0.start, $0.end) != nil }
    }

    /// Whether every token of the line is a number.
    static func allNumbers(_ b: UnsafePointer<UInt8>, _ n: Int, _ tokens: inout [StreamLine.Token]) -> Bool {
        StreamLine.split(b, n, commas: true, into: &tokens)
        return !tokens.isEmpty && tokens.allSatisfy { StreamLine.number(b, $0.start, $0.end) != nil }
    }

    /// Cells of a CSV line split at `separator` outside quotes.
    private static func cells(_ line: UnsafeBufferPointer<UInt8>, _ separator: UInt8) -> Int {
        var count = 1, quoted = false
        for c in line {
            if c == UInt8(ascii: "\"") { quoted.toggle() } else if c == separator && !quoted { count += 1 }
        }
        return count
    }
}
