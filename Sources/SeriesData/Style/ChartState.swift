/// Whether a chart is all right: read from the newest sample of each visible series against the
/// chart's ``ChartThresholds``, and from a live source's freshness. Ordered from better to worse
/// (`ok < noData < stale < warn < crit`): a change to a later case is a change for the worse.
public enum ChartState: Int, Sendable, Comparable, CaseIterable {
    case ok, noData, stale, warn, crit

    public static func < (a: ChartState, b: ChartState) -> Bool { a.rawValue < b.rawValue }

    /// The word shown in the header and on a kiosk panel (`OK`, `NO DATA`, `STALE`, `WARN`, `CRIT`).
    public var label: String {
        switch self {
        case .ok: "OK"
        case .noData: "NO DATA"
        case .stale: "STALE"
        case .warn: "WARN"
        case .crit: "CRIT"
        }
    }

    /// The word said (`critical`, `warning`, `stale`, `without data`, `back to normal`).
    package var spoken: String {
        switch self {
        case .ok: "back to normal"
        case .noData: "without data"
        case .stale: "stale"
        case .warn: "warning"
        case .crit: "critical"
        }
    }

    /// The level a limit puts a chart in.
    public init(_ level: ChartThresholds.Level) { self = level == .crit ? .crit : .warn }

    /// What the state was read from: the state, and for warn and crit the series and the limit
    /// that put the chart there (the first visible series at the worst level).
    public struct Reading: Sendable, Equatable {
        public var state: ChartState
        /// The series (index in the chart) and the limit behind a warn or crit.
        public var series: Int?
        public var limit: ChartThresholds.Limit?
        /// The newest sample's index of ``series``.
        public var index: Int?
        /// ``limit`` in the numbers of ``series`` (`ChartThresholds.raw(_:for:units:)`).
        public var value: Double?

        public init(state: ChartState, series: Int? = nil, limit: ChartThresholds.Limit? = nil, index: Int? = nil,
                    value: Double? = nil) {
            self.state = state; self.series = series; self.limit = limit; self.index = index; self.value = value
        }
    }

    /// The state of `data` now: crit or warn when the newest sample of a series `visible` says
    /// to show lies beyond a limit; else stale when the source went quiet (`stale`), no data when
    /// no visible series has a sample, else ok. A crit or warn of quiet data still shows: an
    /// alarm that stopped reporting is no all-clear. Each limit is read in the unit `units` show
    /// its series in (`ChartThresholds.raw(_:for:units:)`).
    /// - Complexity: O(series · limits²) plus the trailing gaps skipped; no allocation.
    public static func read(_ data: ChartData, thresholds: ChartThresholds, units: ChartUnits = ChartUnits(), stale: Bool,
                            visible: (Int) -> Bool) -> Reading {
        var worst = Reading(state: .noData)
        for s in data.series.indices where visible(s) {
            let series = data.series[s]
            guard let i = newest(series.values) else { continue }
            if worst.state == .noData { worst.state = .ok }
            let v = series.values[i]
            for l in thresholds.limits {
                guard let raw = thresholds.raw(l, for: series, units: units), l.isBeyond(v, raw: raw) else { continue }
                let state = ChartState(l.level)
                if state > worst.state { worst = Reading(state: state, series: s, limit: l, index: i, value: raw) }
            }
        }
        if stale && worst.state < .stale { worst.state = .stale }
        return worst
    }

    /// The index of the newest finite value of `values`.
    static func newest(_ values: [Double]) -> Int? {
        values.lastIndex { $0.isFinite }
    }

    /// The x (ms) since which `reading`'s series has been beyond its limit without a break: the
    /// first sample of the run of samples beyond it that ends at the newest (gaps skipped).
    /// - Complexity: O(the run's length).
    public static func since(_ reading: Reading, in data: ChartData) -> Int64? {
        guard let s = reading.series, let l = reading.limit, let raw = reading.value, let newest = reading.index else { return nil }
        let values = data.series[s].values
        var first = newest
        var i = newest - 1
        while i >= 0 {
            let v = values[i]
            if v.isFinite {
                guard l.isBeyond(v, raw: raw) else { break }
                first = i
            }
            i -= 1
        }
        return data.x[first]
    }
}
