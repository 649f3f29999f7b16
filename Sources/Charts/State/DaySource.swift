import SeriesData

/// Where the charts of single days come from when the user zooms into a day (the contest's round-2
/// layout: `overview.json` beside `YYYY-MM/DD.json`). The state owner asks through this seam and
/// never touches the file system itself; the executable supplies `DayFiles`, tests a fake.
public protocol DaySource: AnyObject {
    /// Whether the day around `x` (ms since the epoch) of `chart` has a chart of its own.
    func hasDay(for chart: ChartData, x: Int64) -> Bool
    /// The chart of the day around `x`, `nil` when there is none.
    /// - Throws: the load error of a day that exists but cannot be read.
    func loadDay(for chart: ChartData, x: Int64) throws(LoadError) -> ChartData?
}

extension DaySource {
    /// What zooming in means for `chart`: its day charts when any day of it has one, else a pie of
    /// averages for a percentage chart, else nothing.
    /// - Complexity: one ``hasDay(for:x:)`` per day of the chart (at most 4000), once per chart.
    func zoomCapability(of chart: ChartData) -> DayZoom.Capability {
        if let first = chart.x.first, let last = chart.x.last {
            var day = DayZoom.day(containing: Double(first)).lower
            var probes = 0
            while day <= Double(last) && probes < 4000 {
                if hasDay(for: chart, x: Int64(saturating: day)) { return .dayFiles }
                day += DayZoom.dayLength
                probes += 1
            }
        }
        return chart.percentage ? .pie : .none
    }
}
