import SeriesData

/// The overview strip's own data, for a source that fetches it apart from the main chart
/// (Prometheus: the whole `--range` at a coarse step, while the main plot holds the visible range
/// re-queried at a fine one). Its answers (`LiveUpdate.overview`) are spliced into the strip's
/// data only; the strip draws it with the chart's series — their names, colours and visibility —
/// over the kept domain, so the range selector maps as before.
extension ChartController {
    /// Splices the overview's answers into its data and brings the strip up to date at once.
    /// - Complexity: O((n + m) · series) for n points held and m received.
    func takeOverview(_ parts: [RangeData]) {
        guard let l = live, !parts.isEmpty else { return }
        var data = l.overviewData ?? ChartData(x: [], series: [])
        for p in parts { data = data.replacing(p.lower, p.upper, with: p.chart).chart }
        l.overviewData = data
        l.overviewModel = nil
        refreshOverview(force: true)
    }

    /// The strip's view of its own data over the kept domain (points the kept history no longer
    /// reaches are dropped, the one before it kept for the lines); `nil` without own data.
    func ownOverview(_ l: LiveState) -> OverviewView? {
        guard var data = l.overviewData, !data.x.isEmpty, model.count > 0 else { return nil }
        let domain = keptDomain
        let first = data.lowerBound(x: domain.lower) - 1
        if first > 0 {
            data = data.replacing(data.x[0], data.x[first - 1], with: ChartData(x: [], series: [])).chart
            l.overviewData = data
            l.overviewModel = nil
        }
        let shown = model.data.series
        let m: ChartModel
        if let o = l.overviewModel, o.data.series.count == shown.count,
           zip(o.data.series, shown).allSatisfy({ $0.id == $1.id }) {
            m = o
        } else {
            m = ChartModel(data: Self.overviewChart(data, like: model.data), hidden: [])
            l.overviewModel = m
        }
        if m.weights != model.weights { m.setWeights(model.weights) }
        return OverviewView(domain: domain, points: m.indexRange(xMin: domain.lower, xMax: domain.upper),
                            dataVersion: model.version, model: m)
    }

    /// `data`'s points under `chart`'s series (matched by id; one `data` lacks is a gap) and settings.
    static func overviewChart(_ data: ChartData, like chart: ChartData) -> ChartData {
        let series = chart.series.map { s in
            var copy = s
            copy.values = data.series.first { $0.id == s.id }?.values ?? Array(repeating: .nan, count: data.x.count)
            return copy
        }
        var out = ChartData(title: chart.title, x: data.x, series: series, yScaled: chart.yScaled,
                            stacked: chart.stacked, percentage: chart.percentage, xKind: chart.xKind, xName: chart.xName)
        out.style = chart.style
        return out
    }
}
