import Charts
import SeriesData

extension ViewSpec {
    /// The state a screen of `charts` starts in, the view checked against them: the chart's
    /// number, the series `hidden` names (a live chart without series yet: series to come),
    /// the range and the highlight against the dates. `files` name the chart in messages.
    package func scene(for charts: [ChartData], files: [String]) throws(SpecError) -> ControllerOptions {
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
        let numbers = chart.xKind == .number
        var range: ClosedRange<Double>?
        if let written = self.range {
            range = try Self.resolve(written, on: chart, place: place, origin: origins.of(.range))
        }
        var highlightX: Double?
        if let highlight {
            guard let t = highlight.value[chart.xKind] else {
                throw SpecError(origins.of(.highlight), numbers ? .numberHighlight(highlight.text, place: place) : .highlight(highlight.text))
            }
            if let range, let written = self.range, let i = chart.nearestIndex(x: t), !range.contains(Double(chart.x[i])) {
                throw SpecError(origins.of(.highlight), .highlightOutside(highlight.text, range: written.text))
            }
            highlightX = t
        }
        // On numeric x the threshold is in x units: a bare number, never a duration.
        if numbers, let m = style.first(where: { $0.key == "--missing-after" })?.value, m.last?.isLetter == true {
            throw SpecError(origins.of(.missingAfter), .durationOnNumbers(m, place: place))
        }
        do { _ = try chart.style.applying(style) } catch { throw SpecError(origins.of(style: error.key), .style(error)) }
        return ControllerOptions(theme: theme ?? .day, chartIndex: index, range: range, hidden: hiddenIDs,
                            highlightX: highlightX, presets: presets, playControl: playControl, style: style,
                            timeZone: LocalTimeZone.resolve(utc: utc))
    }

    /// `range` on `chart`: two ends of its x kind, `FROM` below `TO`, meeting the data.
    private static func resolve(_ range: Written<[XReading]>, on chart: ChartData, place: String,
                                origin: SpecOrigin) throws(SpecError) -> ClosedRange<Double> {
        let numbers = chart.xKind == .number
        if numbers, range.value.contains(where: \.isDate) { throw SpecError(origin, .datesOnNumbers(range.text, place: place)) }
        guard range.value.count == 2, let a = range.value[0][chart.xKind], let b = range.value[1][chart.xKind], a < b else {
            throw SpecError(origin, numbers ? .numberRange(range.text) : .range(range.text))
        }
        if let first = chart.x.first, let last = chart.x.last, b < Double(first) || a > Double(last) {
            let data = numbers ? XText(kind: .number, name: chart.xName, unit: 1).range(first, last) : DateFormat.range(from: first, to: last)
            throw SpecError(origin, .rangeOutside(range.text, place: place, data: data))
        }
        return a ... b
    }
}
