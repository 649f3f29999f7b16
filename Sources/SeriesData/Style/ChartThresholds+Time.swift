extension ChartThresholds {
    /// Time one series spent beyond one limit.
    package struct TimeBeyond: Sendable, Equatable {
        public var series: Int
        public var limit: Limit
        /// Milliseconds (or x units on a numeric chart) beyond the limit.
        package var duration: Double
        /// How many separate runs of samples lay beyond it.
        public var runs: Int
    }

    /// For each series and each limit that judges it, the time its samples in `range` lay beyond
    /// the limit: each sample holds until the next one (the last one counts nothing; a step over
    /// a gap counts nothing), each limit in the unit `units` show the series in (`raw(_:for:units:)`).
    /// Only limits crossed at least once are listed.
    /// - Complexity: O(points in `range` · limits).
    package func timeBeyond(in data: ChartData, range: Range<Int>, units: ChartUnits = ChartUnits()) -> [TimeBeyond] {
        var result: [TimeBeyond] = []
        for s in data.series.indices {
            let series = data.series[s]
            for l in limits {
                guard let raw = raw(l, for: series, units: units) else { continue }
                var t = TimeBeyond(series: s, limit: l, duration: 0, runs: 0)
                var inRun = false
                for i in range {
                    let v = series.values[i]
                    guard v.isFinite else { inRun = false; continue }
                    let beyond = l.isBeyond(v, raw: raw)
                    if beyond && !inRun { t.runs += 1 }
                    inRun = beyond
                    if beyond, i + 1 < range.upperBound, series.values[i + 1].isFinite {
                        t.duration += Double(data.x[i + 1] - data.x[i])
                    }
                }
                if t.runs > 0 { result.append(t) }
            }
        }
        return result
    }
}
