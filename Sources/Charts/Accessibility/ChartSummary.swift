import SeriesData

/// What a chart shows over a visible range, in numbers and in a few plain sentences: the title
/// and the range, then for each shown series its lowest and highest value with their dates, the
/// change from the first to the last visible value and the trend (`LinearTrend`).
///
/// Numbers and x values are formatted as the info board formats them (in the series' unit, or
/// `NumberFormat.grouped(_:maxDecimals:)`; `XText`, `NumberFormat.percent(_:)`), dates in the reader's zone — calendar-day data on its
/// UTC dates, as the chart shows them; numeric x as numbers (`at row 240`).
package struct ChartSummary: Sendable, Equatable {
    /// The chart's title, or `Chart N` as the header shows it.
    public var title: String
    /// Lines, bars, areas, stacked or percentage, in words (`stacked bars`).
    var kindDescription: String
    /// The visible points.
    public var points: Range<Int>
    /// The x (ms) of the first and last visible point; `nil` when none is visible.
    var firstX: Int64?, lastX: Int64?
    /// How x values are written: dates at the data's spacing, periods or numbers.
    package var xText: XText
    /// The shown series with at least one value in the range, in the chart's order.
    public var series: [SeriesSummary]
    /// Shown series that have only gaps in the range (their names).
    var emptySeries: [String]

    /// The summary of chart number `index` (0-based, for the `Chart N` title) over the points in
    /// `window`, leaving out the series in `hidden`, with dates in `zone` (UTC for data of
    /// calendar days, `XAxisLabels.calendarDays(_:unit:)`).
    /// - Complexity: O(points · series).
    /// Values are written in each series' unit as `units` resolves it (`ChartStyle.units`).
    public init(data: ChartData, index: Int, window: XWindow, hidden: Set<String> = [], zone: TimeZoneOffsets = .utc,
                units: ChartUnits = ChartUnits()) {
        title = data.title ?? "Chart \(index + 1)"
        kindDescription = ChartSummary.kindWords(data)
        points = data.indices(in: window)
        xText = XText(data: data, zone: zone)
        firstX = points.isEmpty ? nil : data.x[points.lowerBound]
        lastX = points.isEmpty ? nil : data.x[points.upperBound - 1]
        series = []
        emptySeries = []
        for s in data.series where !hidden.contains(s.id) {
            if var summary = SeriesSummary(series: s, x: data.x, range: points) {
                summary.unit = units.unit(of: s)
                series.append(summary)
            } else {
                emptySeries.append(s.name)
            }
        }
        if data.percentage {
            let shown = data.series.filter { !hidden.contains($0.id) }
            let means = PieOfAverages.averages(of: shown.map(\.values), range: points)
            let total = means.reduce(0, +)
            for k in series.indices {
                guard let m = shown.firstIndex(where: { $0.id == series[k].id }) else { continue }
                series[k].averageShare = total > 0 ? means[m] / total : 0
            }
        }
    }

    static func kindWords(_ data: ChartData) -> String {
        let many = data.series.count > 1
        if data.percentage { return "percentage areas" }
        switch data.kind {
        case .bar: return data.stacked && many ? "stacked bars" : "bars"
        case .area: return data.stacked && many ? "stacked areas" : "areas"
        case .line:
            if data.yScaled && many { return "lines on separate y axes" }
            return many ? "lines" : "a line"
        }
    }
}
