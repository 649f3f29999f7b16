/// What the user said about how to read the data (`--x`, `--time-format`, `--series-from`,
/// `--json-path`, `--missing-value`); the defaults detect everything.
public struct LoadOptions: Sendable, Equatable {
    /// `--x NAME|N|row`: the time column by name or number (from 1), or `row` for row numbers.
    public var x: String?
    /// `--time-format`: the time column's pattern (strftime-like).
    package var timeFormat: String?
    /// `--series-from COLUMN`: the column whose texts name the series of a long table.
    package var seriesFrom: String?
    /// `--json-path a.b[0].c`: where the records of a JSON file are.
    public var jsonPath: String?
    /// The locale's date order and month names, for what a sample cannot decide.
    public var context: TimeContext
    /// `--missing-value VALUE` (repeatable): values that mean "no measurement" (`-999`), read as gaps.
    public var missingValues: [Double]

    public init(x: String? = nil, timeFormat: String? = nil, seriesFrom: String? = nil, jsonPath: String? = nil,
                context: TimeContext = TimeContext(), missingValues: [Double] = []) {
        self.x = x; self.timeFormat = timeFormat; self.seriesFrom = seriesFrom; self.jsonPath = jsonPath; self.context = context
        self.missingValues = missingValues
    }

    /// What is wrong with `timeFormat`, if anything: a kiosk file names its key before any
    /// file is read.
    package var timeFormatFlaw: TimeFormatFlaw? {
        guard let format = timeFormat else { return nil }
        do { _ = try TimeReading(format: format) } catch {
            if case .badTimeFormat(_, let flaw) = error { return flaw }
        }
        return nil
    }

    /// The table part of the options.
    var table: TableOptions {
        let chosen: TableOptions.X? = x.map { x in
            if x.lowercased() == "row" { return .row }
            if let n = Int(x) { return .index(n) }
            return .name(x)
        }
        return TableOptions(x: chosen, timeFormat: timeFormat, seriesFrom: seriesFrom, context: context)
    }
}

/// The charts of a file and what was understood reading it.
public struct LoadResult: Sendable {
    public var charts: [ChartData]
    /// For `--check`: one or two lines of how a table was read (`';'-separated, decimal comma;
    /// time "Datum" (…); 3 series (…)`), without the file's name; empty for contest JSON.
    public var understood: [String]
    /// Rows dropped, repeated times…: each a line naming the file (stderr, once).
    public var warnings: [String]

    /// Every line is kept one clean line: control characters from the file (a column named with a
    /// DEL or a newline) are escaped, as ``LoadError`` escapes them.
    public init(charts: [ChartData], understood: [String] = [], warnings: [String] = []) {
        self.charts = charts
        self.understood = understood.map { LoadError.shown($0, limit: 4096) }
        self.warnings = warnings.map { LoadError.shown($0, limit: 4096) }
    }
}
