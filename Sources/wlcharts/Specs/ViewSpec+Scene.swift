import Charts

extension ViewSpec {
    /// The state a screen of `charts` starts in, the view checked against them: the chart's
    /// number, the series `hidden` names (a live chart without series yet: series to come),
    /// the range and the highlight against the dates. `files` name the chart in messages.
    func scene(for charts: [ChartData], files: [String]) throws(SpecError) -> SceneOptions {
        guard !charts.isEmpty else { throw SpecError(.arguments, .failed("no input file")) }
        var index = 0
        if let pick = chart {
            guard let n = pick.number, n <= charts.count else {
                throw SpecError(origins.of(.chart), .number(pick.text, bounds: 1 ... Double(charts.count), integer: true))
            }
            index = n - 1
        }
        let chart = charts[index]
        let place = files.count == 1 ? "chart \(index + 1) of \(files[0])" : "chart \(index + 1)"
        var hiddenIDs: Set<String> = []
        if let hidden {
            for id in hidden {
                guard chart.series.isEmpty || chart.series.contains(where: { $0.id == id }) else {
                    throw SpecError(origins.of(.hidden), .unknownSeries(id, place: place, known: chart.series.map(\.id)))
                }
                hiddenIDs.insert(id)
            }
            if hiddenIDs.count == chart.series.count && !chart.series.isEmpty {
                throw SpecError(origins.of(.hidden), .hidesEverySeries(place: place))
            }
        }
        if let range, let first = chart.x.first, let last = chart.x.last,
           range.value.upperBound < Double(first) || range.value.lowerBound > Double(last) {
            throw SpecError(origins.of(.range), .rangeOutside(range.text, place: place, data: DateFormat.range(from: first, to: last)))
        }
        if let highlight, let range, let i = chart.nearestIndex(x: highlight.value), !range.value.contains(Double(chart.x[i])) {
            throw SpecError(origins.of(.highlight), .highlightOutside(highlight.text, range: range.text))
        }
        do { _ = try chart.style.applying(style) } catch { throw SpecError(.option(error.key), .style(error)) }
        return SceneOptions(theme: theme ?? .day, chartIndex: index, range: range?.value, hidden: hiddenIDs,
                            highlightX: highlight?.value, presets: presets, playControl: playControl, style: style,
                            timeZone: LocalTimeZone.resolve(utc: utc))
    }
}
