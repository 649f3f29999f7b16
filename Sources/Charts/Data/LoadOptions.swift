/// PROVISIONAL (helper "json"): the contract's options and result of helper "table"; the lead
/// replaces this file at merge.
/// How to read a file when its content cannot say (the command line's `--x`, `--time-format`,
/// `--series-from`, `--json-path`).
public struct LoadOptions: Sendable, Equatable {
    var x: TableOptions.X? = nil
    public var timeFormat: String? = nil
    public var seriesFrom: String? = nil
    /// Where in a JSON document the records are: `a.b[0].c`.
    public var jsonPath: String? = nil
    var context = TimeContext()

    public init(jsonPath: String? = nil) { self.jsonPath = jsonPath }
}

/// The charts of a file and what was understood reading it (for `--check`).
public struct LoadResult: Sendable {
    public var charts: [ChartData]
    public var understood: [String]
    public var warnings: [String]

    public init(charts: [ChartData], understood: [String] = [], warnings: [String] = []) {
        self.charts = charts; self.understood = understood; self.warnings = warnings
    }
}
