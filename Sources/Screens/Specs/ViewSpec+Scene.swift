import Charts
import SeriesData

extension ViewSpec {
    /// The state a screen of `charts` starts in, the view checked against them: the chart's
    /// number, the series `hidden` names (a live chart without series yet: series to come),
    /// the range and the highlight against the dates, the limits' units against the series'. `files`
    /// name the chart in messages; a kiosk panel's limit in a unit that does not fit goes to `warn`
    /// (the panel is shown, the limit judges nothing), the command line's is the error.
    package func scene(for charts: [ChartData], files: [String],
                       warn: (SpecError) -> Void = { _ in }) throws(SpecError) -> ControllerOptions {
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
        if !compare.isEmpty, !chart.series.isEmpty, !chart.canCompare {
            throw SpecError(origins.of(.compare), .compareChart(place: place))
        }
        var hiddenIDs: Set<String> = []
        if let hidden {
            // A comparison is hidden by its id too (`cpu@-7d`).
            let compared = Set(compare.flatMap { shift in chart.series.map { SeriesComparison(source: $0.id, shift: shift).id } })
            for id in hidden {
                guard chart.series.isEmpty || chart.series.contains(where: { $0.id == id }) || compared.contains(id) else {
                    throw SpecError(origins.of(.hidden), .unknownSeries(id, place: place, known: chart.series.map(\.id)))
                }
                hiddenIDs.insert(id)
            }
            if hiddenIDs.count == chart.series.count * (compare.count + 1) && !chart.series.isEmpty {
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
        let applied: ChartStyle
        do { applied = try chart.style.applying(style) } catch { throw SpecError(origins.of(style: error.key), .style(error)) }
        try checkAxisNames(applied.axes, of: chart, place: place)
        try checkThresholdUnits(applied, of: chart, warn: warn)
        var options = ControllerOptions(theme: theme ?? .day, chartIndex: index, range: range, hidden: hiddenIDs,
                                   highlightX: highlightX, presets: presets, playControl: playControl, style: style,
                                   timeZone: LocalTimeZone.resolve(utc: utc))
        options.compare = compare
        options.elapsed = elapsed
        return options
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

    /// Each limit with a unit against the units its series are shown in (`--threshold crit=2GiB`
    /// on a series in percent): the command line's first misfit is the error, a panel's are warnings.
    private func checkThresholdUnits(_ style: ChartStyle, of chart: ChartData, warn: (SpecError) -> Void) throws(SpecError) {
        for m in style.thresholds.unitMismatches(in: chart.series, units: style.units) {
            let error = thresholdUnitError(m)
            if case .commandLine = origins { throw error }
            warn(error)
        }
    }

    /// A limit's unit that does not fit a series, at the `--threshold` option or the panel's
    /// `threshold` key that wrote it (a live source's series arrive later: then a warning).
    package func thresholdUnitError(_ m: ChartThresholds.UnitMismatch) -> SpecError {
        let key = style.last { $0.key.drop { $0 == "-" } == "threshold" }?.key ?? "threshold"
        return SpecError(origins.of(style: key), .thresholdUnit(m))
    }

    /// The series `--axis` and `--log-y-axis` (a panel's `axis`, `log_y`) name must be the chart's
    /// (a live chart without series yet: series to come).
    private func checkAxisNames(_ axes: ChartAxes, of chart: ChartData, place: String) throws(SpecError) {
        guard !chart.series.isEmpty, let name = axes.unknownNames(in: chart.series).first else { return }
        let keys = ["axis", "log_y", "log_y_axis"]
        let setting = style.last { s in
            keys.contains(String(s.key.drop { $0 == "-" }.map { $0 == "-" ? "_" : $0 })) && s.value.contains(name)
        }
        throw SpecError(origins.of(style: setting?.key ?? "axis"), .unknownSeries(name, place: place, known: chart.series.map(\.id)))
    }
}
