/// Loads charts from files: the Telegram contest format (rounds 1 and 2), other JSON (records,
/// columns, pandas' orients, a Prometheus answer: `JSONShape`) and CSV.
///
/// The format is chosen by extension (`.json`, `.csv`, `.tsv`) and otherwise by the first byte
/// (`[` or `{` is JSON). Every failure is a ``LoadError`` whose description is one line.
public enum ChartLoader {
    /// The largest file read: 1 GiB, a thousand times the largest real chart file; beyond it (or a
    /// stream that does not end, such as `/dev/zero` or an endless pipe) loading is a ``LoadError``
    /// rather than memory exhausted.
    static let maxFileSize = 1 << 30

    /// All charts of the file at `path`.
    /// - Complexity: O(file size), one pass over a memory-mapped file.
    public static func load(path: String) throws(LoadError) -> [ChartData] {
        try read(path: path, options: LoadOptions()).charts
    }

    /// All charts of the file at `path` read as `options` say, and what was understood.
    /// - Complexity: O(file size), one pass over a memory-mapped file.
    public static func read(path: String, options: LoadOptions) throws(LoadError) -> LoadResult {
        let file = try MappedFile(path: path)
        return try read(file.bytes, path: path, options: options)
    }

    /// Parses bytes that were read from `path` (the path is only used in errors and `sourcePath`).
    public static func parse(_ bytes: UnsafeBufferPointer<UInt8>, path: String) throws(LoadError) -> [ChartData] {
        try read(bytes, path: path, options: LoadOptions()).charts
    }

    /// ``read(path:options:)`` over bytes that were read from `path`.
    public static func read(_ bytes: UnsafeBufferPointer<UInt8>, path: String, options: LoadOptions) throws(LoadError) -> LoadResult {
        var result = try readAsWritten(bytes, path: path, options: options)
        if !options.missingValues.isEmpty { MissingMarkers.apply(options.missingValues, to: &result) }
        return result
    }

    /// The file's charts with every value as written (before `--missing-value`).
    private static func readAsWritten(_ bytes: UnsafeBufferPointer<UInt8>, path: String, options: LoadOptions) throws(LoadError) -> LoadResult {
        guard bytes.count > 0 else { throw LoadError(path: path, place: .file, problem: .empty) }
        if looksBinary(bytes) { throw LoadError(path: path, place: .file, problem: .binary) }
        switch format(of: bytes, path: path) {
        case .json:
            return try parseJSON(bytes, path: path, options: options)
        case .csv(let separator):
            if endsLinesWithCR(bytes) {
                // Classic Mac line ends (Excel for Mac's "CSV (Macintosh)", old Stata): read a copy with LF.
                let lines = bytes.map { $0 == 0x0D ? 0x0A : $0 }
                return try lines.withUnsafeBufferPointer { b throws(LoadError) in try readCSV(b, path: path, separator: separator, options: options) }
            }
            return try readCSV(bytes, path: path, separator: separator, options: options)
        }
    }

    private static func readCSV(_ bytes: UnsafeBufferPointer<UInt8>, path: String, separator: UInt8?, options: LoadOptions) throws(LoadError) -> LoadResult {
        let dialect = CSVDialect.sniff(bytes, separator: separator)
        var reader = CSVReader(bytes, path: path, dialect: dialect)
        let table = try reader.readTable(dialect: dialect, options: options.table)
        return LoadResult(charts: [table.chart], understood: [table.understood], warnings: table.warnings)
    }

    /// Lines end with a lone CR: the first 64 KiB hold a CR and no LF.
    /// - Complexity: O(64 KiB).
    static func endsLinesWithCR(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let head = bytes.prefix(65_536)
        return head.contains(0x0D) && !head.contains(0x0A)
    }

    /// JSON of any shape: the contest format on its fast path, else records or a Prometheus answer.
    static func parseJSON(_ bytes: UnsafeBufferPointer<UInt8>, path: String, options: LoadOptions) throws(LoadError) -> LoadResult {
        switch options.jsonPath == nil ? JSONShape.of(bytes) : .table {
        case .contest:
            var reader = ContestReader(bytes, path: path)
            return LoadResult(charts: try reader.read())
        case .prometheus:
            return try JSONRecordsReader.readPrometheus(bytes, path: path)
        case .table:
            return try JSONRecordsReader.read(bytes, path: path, options: options)
        }
    }

    /// ``parse(_:path:)`` over an array of bytes (tests, generated data).
    public static func parse(_ bytes: [UInt8], path: String) throws(LoadError) -> [ChartData] {
        try read(bytes, path: path, options: LoadOptions()).charts
    }

    /// ``read(_:path:options:)`` over an array of bytes (tests, generated data).
    public static func read(_ bytes: [UInt8], path: String, options: LoadOptions) throws(LoadError) -> LoadResult {
        try bytes.withUnsafeBufferPointer { (buffer) throws(LoadError) in try read(buffer, path: path, options: options) }
    }

    /// A NUL or another C0 control byte (other than tab, CR, LF, FF) in the first 4 KB.
    static func looksBinary(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        bytes.prefix(4096).contains { $0 < 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D && $0 != 0x0C }
    }

    /// JSON, or a table whose separator the extension fixes (`.tsv`: tab) or the content decides (nil).
    enum Format: Equatable { case json, csv(separator: UInt8?) }

    static func format(of bytes: UnsafeBufferPointer<UInt8>, path: String) -> Format {
        let lower = path.lowercased()
        if lower.hasSuffix(".json") { return .json }
        if lower.hasSuffix(".tsv") { return .csv(separator: 0x09) }
        if lower.hasSuffix(".csv") { return .csv(separator: nil) }
        for b in bytes.prefix(4096) {
            switch b {
            case 0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF: continue
            case UInt8(ascii: "["), UInt8(ascii: "{"): return .json
            default: return .csv(separator: nil)
            }
        }
        return .json
    }

    // MARK: Day files (round 2)

    /// The day file for the day (UTC) that contains `x`, resolved beside the chart's source file:
    /// `<folder of sourcePath>/YYYY-MM/DD.json`; `nil` when the chart has no source or no such file.
    /// - Complexity: O(1) plus one `stat`.
    package static func dayFilePath(for chart: ChartData, x: Int64) -> String? {
        guard let source = chart.sourcePath else { return nil }
        let folder: String
        if let slash = source.lastIndex(of: "/") {
            folder = String(source[...slash])
        } else {
            folder = ""
        }
        let day = CivilDate(milliseconds: x)
        let path = folder + day.yearMonth + "/" + day.twoDigits(day.day) + ".json"
        return fileExists(path) ? path : nil
    }

    /// The chart of the day file for `x` (see `dayFilePath(for:x:)`), or `nil` when there is none.
    package static func loadDay(for chart: ChartData, x: Int64) throws(LoadError) -> ChartData? {
        guard let path = dayFilePath(for: chart, x: x) else { return nil }
        return try load(path: path).first
    }
}
