import SeriesData

/// What `--describe` says about a chart's limits: the time each series spent beyond each limit
/// in the range described ("p99 above 250 ms (warn): 15 min in 1 run").
package enum ThresholdSummary {
    /// One line per series and limit crossed in `window`, after a heading; `nil` for a chart
    /// without limits. "never beyond a limit" when none was crossed.
    /// - Complexity: O(points in the window · limits).
    public static func text(_ data: ChartData, style: ChartStyle, window: XWindow) -> String? {
        let t = style.thresholds
        guard !t.isEmpty else { return nil }
        let lower = data.x.firstIndex { Double($0) >= window.lower } ?? data.count
        let upper = data.x.lastIndex { Double($0) <= window.upper }.map { $0 + 1 } ?? lower
        let times = t.timeBeyond(in: data, range: lower ..< max(lower, upper), units: style.units)
        guard !times.isEmpty else { return "Limits: never beyond a limit in this range." }
        let duration = Unit.known("ms")
        let lines = times.map { b in
            let s = data.series[b.series]
            let spent = data.xKind == .time ? duration.map { $0.text(b.duration) } ?? NumberFormat.grouped(b.duration)
                                             : NumberFormat.grouped(b.duration)
            let limit = t.raw(b.limit, for: s, units: style.units) ?? b.limit.value
            return "\(s.name) \(b.limit.below ? "below" : "above") \(style.units.text(limit, of: s)) (\(b.limit.level.name)): "
                + "\(spent) in \(b.runs) \(b.runs == 1 ? "run" : "runs")"
        }
        return "Time beyond the limits:\n" + lines.joined(separator: "\n")
    }
}
