/// Why a chart file could not be loaded: the file, the place in it and the problem.
///
/// `description` is exactly one line, e.g.
/// `data.json:3:17: expected ',' or ']' in an array, found '}'` or
/// `data.json: chart 2, column "y1": 111 values, x has 112`.
public struct LoadError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Where in the file the problem is.
    public enum Place: Sendable, Equatable {
        /// The file as a whole (unreadable, empty, no charts).
        case file
        /// A byte position: 1-based line and column (columns count bytes).
        case text(line: Int, column: Int)
        /// A whole line (1-based): a table's header.
        case line(Int)
        /// A chart (1-based index) and, when it applies, one of its columns.
        case chart(Int, column: String?)
        /// A position that also lies inside a chart's column (1-based index) at a value (0-based).
        case value(line: Int, column: Int, chart: Int, id: String, index: Int)
    }

    /// What is wrong.
    public enum Problem: Error, Sendable, Equatable {
        case unreadable(String)
        case empty
        case syntax(String)
        case tooDeep
        case noCharts
        case notAChart(String)
        case missingKey(String)
        case missingX
        case duplicateX(String, String)
        case duplicateColumn
        case untypedColumn
        case typeWithoutColumn(String)
        case unknownType(String)
        case lengthMismatch(count: Int, expected: Int)
        case notANumber(String)
        case xNull
        case xNotInteger(String)
        /// An x beyond ±2⁵³ ms, where a JSON number no longer holds every integer exactly.
        case xOutOfRange(String)
        /// A file (or stream) larger than `ChartLoader.maxFileSize`.
        case tooLarge(bytes: Int)
        case xNotIncreasing(index: Int, previous: Int64, value: Int64)
        case emptyChart(String)
        case badColor(String)
        case cellCount(found: Int, expected: Int)
        case badTime(String)
        case badHeader(String)
        case badCell(column: String, text: String)
        case binary
        case outOfRange
        /// A bad entry of a chart's `"style"` object (`ChartStyle.SettingError`'s text).
        case badStyle(String)
        /// Streams (warnings: the line is dropped or replaces, the stream goes on).
        case timeGoesBack(previous: Int64, value: Int64)
        case timeRepeats(Int64)
        case lineTooLong(bytes: Int)
        case noTimeKey
        /// A `--time-format` pattern wlcharts cannot read.
        case badTimeFormat(format: String, flaw: TimeFormatFlaw)
        /// A time cell that does not fit the reading chosen for its column (`TimeReading`'s description).
        case timeNotFitting(text: String, reading: String)
        /// Whitespace columns: a time-of-day column's cell that is not one; the line is dropped.
        case badTimeOfDay(String)
        /// Whitespace columns: a second text column (the first is the key); skipped.
        case textColumn(String, text: String)
        /// An InfluxDB line protocol line that cannot be read; dropped.
        case lineProtocol(LineProtocolProblem)
        /// Tables: no column reads as times, and the first is text (not a row of plain numbers).
        case noTimeColumn(columns: [String])
        /// `--x`, `--series-from`: no column of that name or number.
        case noSuchColumn(option: String, name: String, columns: [String])
        /// `--x` chose a column that no time reading fits.
        case noTimeReading(column: String, shape: String)
        /// JSON that is neither the contest format nor holds records (`at`: the `--json-path`).
        case noRecords(keys: [String], at: String?)
        /// An element of an array of records that is not an object.
        case notARecord(String)
        /// `--json-path` that is not `a.b[0].c`.
        case badJSONPath(String)
        /// A step of `--json-path` not found: the step and what is there instead.
        case jsonPathMissing(path: String, step: String, found: String)
        /// An object of columns whose arrays differ in length.
        case columnLengths(column: String, count: Int, first: String, expected: Int)
        /// A Prometheus `query_range` answer saved to a file that holds no range.
        case prometheus(PrometheusError)

        public var message: String {
            switch self {
            case .unreadable(let why): "cannot read the file: \(why)"
            case .empty: "the file is empty"
            case .syntax(let what): what
            case .tooDeep: "nesting deeper than 64 levels"
            case .noCharts: "no charts (an empty array)"
            case .notAChart(let found): "expected a chart object, found \(found)"
            case .missingKey(let key): "no \"\(key)\""
            case .missingX: "no x column (no column whose type is \"x\")"
            case .duplicateX(let a, let b): "two x columns, \"\(LoadError.shown(a))\" and \"\(LoadError.shown(b))\""
            case .duplicateColumn: "the column id appears twice"
            case .untypedColumn: "the column has no entry in \"types\""
            case .typeWithoutColumn(let id): "\"types\" names \"\(LoadError.shown(id))\" but no column has that id"
            case .unknownType(let t): "unknown type \"\(LoadError.shown(t))\" (expected line, bar, area or x)"
            case .lengthMismatch(let n, let expected): "\(n) values, x has \(expected)"
            case .notANumber(let found): "expected a number or null, found \(found)"
            case .xNull: "x has a null; x values must all be present"
            case .xNotInteger(let v): "x value \(v) is not an integer number of milliseconds"
            case .xOutOfRange(let v): "x value \(v) is outside ±2^53 ms (about ±285 000 years), where JSON numbers are not exact"
            case .tooLarge(let n): "the file is larger than \(ChartLoader.maxFileSize >> 20) MiB (\(n >= 1 << 30 ? "\(n >> 30) GiB" : "\(n >> 20) MiB")\(n > ChartLoader.maxFileSize ? "" : " read so far")); split it or keep fewer points"
            case .xNotIncreasing(let i, let p, let v):
                "x not increasing at value \(i): \(CivilDate(milliseconds: v).isoDateTime) (\(v)) after \(CivilDate(milliseconds: p).isoDateTime) (\(p))"
            case .emptyChart(let why): "empty chart: \(why)"
            case .badColor(let c): "colour \"\(LoadError.shown(c))\" is not #RRGGBB"
            case .cellCount(let found, let expected): "row has \(found) cells, the header has \(expected)"
            case .badTime(let t): "time \"\(LoadError.shown(t))\" is not ISO-8601 or epoch seconds or milliseconds"
            case .badHeader(let why): "bad header: \(why)"
            case .outOfRange: "the number is too large for a Double"
            case .badStyle(let why): "\"style\": \(why)"
            case .binary: "binary data, not a chart file (contest JSON or CSV)"
            case .badCell(let column, let text): "column \"\(LoadError.shown(column))\": \"\(LoadError.shown(text))\" is not a number"
            case .timeGoesBack(let p, let v):
                "time \(CivilDate(milliseconds: v).isoDateTime) goes back before \(CivilDate(milliseconds: p).isoDateTime); line dropped"
            case .timeRepeats(let v): "time \(CivilDate(milliseconds: v).isoDateTime) repeats; it replaces the sample before"
            case .lineTooLong(let n): "a line longer than \(n >> 10) KiB; dropped"
            case .noTimeKey: "no time key (t, time, timestamp, ts, x or date); line dropped"
            case .badTimeFormat(let format, let flaw): "--time-format \"\(LoadError.shown(format))\": \(flaw.message)"
            case .timeNotFitting(let text, let reading):
                "time \"\(LoadError.shown(text))\" is not like the column's other times (\(reading)); give the format with --time-format"
            case .badTimeOfDay(let t): "time \"\(LoadError.shown(t))\" is not a time of day like 12:00:01 or 12:00:01 AM; line dropped"
            case .textColumn(let name, let text):
                "column \"\(LoadError.shown(name))\" is text (\"\(LoadError.shown(text))\"), not numbers; skipped"
            case .lineProtocol(let why): "\(why.message); line dropped (Influx line protocol: measurement[,tag=value] field=value [timestamp])"
            case .noTimeColumn(let columns):
                "no time column found (columns: \(LoadError.list(columns))); say which with --x NAME, or none with --x row"
            case .noSuchColumn(let option, let name, let columns):
                "\(option): no column \"\(LoadError.shown(name))\" (columns: \(LoadError.list(columns)))"
            case .noTimeReading(let column, let shape):
                "column \"\(LoadError.shown(column))\" holds no times wlcharts reads (\(shape)); give its format with --time-format, or use --x row"
            case .noRecords(let keys, let at):
                "no array of records found (\(at.map { "keys at \(LoadError.shown($0))" } ?? "top-level keys"): \(keys.isEmpty ? "none" : LoadError.list(keys))); say where with --json-path"
            case .notARecord(let found): "expected a record (an object) in the array of records, found \(found)"
            case .badJSONPath(let path): "--json-path '\(LoadError.shown(path))' is not a path like a.b[0].c"
            case .jsonPathMissing(let path, let step, let found):
                "--json-path \(LoadError.shown(path)): no \(LoadError.shown(step)) in \(found)"
            case .columnLengths(let column, let count, let first, let expected):
                "column \"\(LoadError.shown(column))\" has \(count) values, \"\(LoadError.shown(first))\" has \(expected)"
            case .prometheus(let error): "\(error)"
            }
        }
    }

    /// What is wrong with an InfluxDB line protocol line.
    public enum LineProtocolProblem: Sendable, Equatable {
        case noMeasurement
        case noFields
        case badField(String)
        case badValue(String)
        case unterminatedString
        case badTimestamp(String)

        public var message: String {
            switch self {
            case .noMeasurement: "no measurement"
            case .noFields: "no fields after the measurement"
            case .badField(let f): "\"\(LoadError.shown(f))\" is not key=value"
            case .badValue(let v): "field value \"\(LoadError.shown(v))\" is not a number, integer (5i), boolean or quoted string"
            case .unterminatedString: "a string field without its closing quote"
            case .badTimestamp(let t): "timestamp \"\(LoadError.shown(t))\" is not an integer"
            }
        }
    }

    /// The file as the user named it.
    public var path: String
    package var place: Place
    public var problem: Problem

    public init(path: String, place: Place, problem: Problem) {
        self.path = path; self.place = place; self.problem = problem
    }

    /// One line: `path:line:column: problem`, or `path: chart N, column "id": problem`. Text
    /// from the file (ids, names, cells) shows with control characters escaped (`\n`, `\u{1B}`)
    /// and at most 40 characters, so no file can break the line or flood the terminal.
    public var description: String {
        let path = LoadError.shown(self.path, limit: 4096)
        let message = LoadError.shown(problem.message, limit: 4096)
        switch place {
        case .file:
            return "\(path): \(message)"
        case .text(let line, let column):
            return "\(path):\(line):\(column): \(message)"
        case .line(let line):
            return "\(path):\(line): \(message)"
        case .chart(let chart, let column?):
            return "\(path): chart \(chart), column \"\(LoadError.shown(column))\": \(message)"
        case .chart(let chart, nil):
            return "\(path): chart \(chart): \(message)"
        case .value(let line, let column, let chart, let id, let index):
            return "\(path):\(line):\(column): chart \(chart), column \"\(LoadError.shown(id))\", value \(index + 1): \(message)"
        }
    }

    /// Column names for a message: each shown short, at most 12.
    static func list(_ names: [String]) -> String {
        names.prefix(12).map { shown($0) }.joined(separator: ", ") + (names.count > 12 ? ", …" : "")
    }

    /// `text` for a one-line message: control characters (C0, DEL, C1, line and paragraph
    /// separators) escaped, cut after `limit` characters with `…`.
    static func shown(_ text: String, limit: Int = 40) -> String {
        var out = ""
        var count = 0
        for scalar in text.unicodeScalars {
            if count == limit { return out + "…" }
            count += 1
            switch scalar.value {
            case 0x0A: out += "\\n"
            case 0x0D: out += "\\r"
            case 0x09: out += "\\t"
            case 0 ..< 0x20, 0x7F ... 0x9F, 0x2028, 0x2029: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
