import Raster

/// The state transitions of a scene: every change of what is shown goes through these methods,
/// which mark exactly the layers it affects dirty. (The feel helper animates them here.)
extension ChartScene {
    /// The x extent of the data: first to last point (bars reach one unit past the last point).
    public var domain: (min: Double, max: Double) {
        guard let first = model.xs.first, let last = model.xs.last else { return (0, 1) }
        let end = model.style == .bars ? last + Double(model.unit) : last
        return (first, max(end, first + 1))
    }

    /// The smallest visible span: four units of the data (or the whole domain when smaller).
    public var minimumSpan: Double {
        min(Double(model.unit) * 4, domain.max - domain.min)
    }

    /// The range shown first: the whole chart for up to 200 points or finer than daily data
    /// (day files are a zoom already), else the last quarter.
    public func defaultRange() -> (Double, Double) {
        let d = domain
        if model.count <= 200 || model.unit < UTCDate.millisecondsPerDay { return (d.min, d.max) }
        return (d.max - (d.max - d.min) / 4, d.max)
    }

    /// Shows `xMin…xMax` (ms), clamped to the data and to the minimum span.
    public func setRange(xMin newMin: Double, xMax newMax: Double) {
        let d = domain
        var lo = min(newMin, newMax), hi = max(newMin, newMax)
        let span = min(max(hi - lo, minimumSpan), d.max - d.min)
        if hi - lo < span { let c = (lo + hi) / 2; lo = c - span / 2; hi = c + span / 2 }
        if lo < d.min { hi += d.min - lo; lo = d.min }
        if hi > d.max { lo -= hi - d.max; hi = d.max }
        lo = max(lo, d.min)
        guard lo != xMin || hi != xMax else { return }
        xMin = lo; xMax = hi
        geometryDirty = true
        invalidate(.grid, .series, .labels, .controls)
        if highlightIndex != nil { invalidate(.highlight, .board) }
    }

    /// Highlights point `index` (nil clears the highlight).
    public func setHighlight(index: Int?) {
        let i = index.map { min(max($0, 0), model.count - 1) }
        guard i != highlightIndex else { return }
        highlightIndex = i
        invalidate(.highlight, .board)
    }

    /// Shows or hides series `i`; the last shown series cannot be hidden.
    public func setSeriesShown(_ i: Int, _ shown: Bool) {
        guard model.data.series.indices.contains(i) else { return }
        var w = model.weights
        w[i] = shown ? 1 : 0
        guard w.contains(where: { $0 > 0 }) else { return }
        model.setWeights(w)
        geometryDirty = true
        invalidate(.grid, .series, .overview, .controls, .labels, .highlight, .board)
    }

    /// Toggles series `i` (see ``setSeriesShown(_:_:)``).
    public func toggleSeries(_ i: Int) { setSeriesShown(i, !model.isShown(i)) }

    /// Shows chart `index` of the file (wrapping around) in its default range.
    public func selectChart(_ index: Int) {
        let n = charts.count
        let i = ((index % n) + n) % n
        guard i != chartIndex else { return }
        chartIndex = i
        model = ChartModel(data: charts[i], hidden: [])
        highlightIndex = nil
        xMin = 0; xMax = 0
        let (lo, hi) = defaultRange()
        setRange(xMin: lo, xMax: hi)
        relayout()
    }

    /// Switches between the day and night skins.
    public func setThemeKind(_ kind: Theme.Kind) { theme = Theme.of(kind) }

    /// Rebuilds the header's range text when the visible days changed (or `force`).
    func updateRangeText(force: Bool = false) {
        let first = Int64(saturating: xMin) / UTCDate.millisecondsPerDay
        let lastX = model.style == .bars ? xMax - Double(model.unit) : xMax
        let last = Int64(saturating: max(lastX, xMin)) / UTCDate.millisecondsPerDay
        guard force || (first, last) != rangeTextDays else { return }
        rangeTextDays = (first, last)
        // For bars the last visible bar starts one unit before the window's end.
        let lo = model.lowerBound(xMin), hi = max(model.lowerBound(lastX + 1) - 1, lo)
        guard model.count > 0 else { rangeFrom = ""; rangeTo = nil; return }
        let a = model.data.x[min(lo, model.count - 1)], b = model.data.x[min(hi, model.count - 1)]
        let dayA = a / UTCDate.millisecondsPerDay, dayB = b / UTCDate.millisecondsPerDay
        rangeFrom = dayText(dayA)
        rangeTo = dayA == dayB ? nil : dayText(dayB)
        invalidate(.labels)
    }

    /// `7 April 2019` for a day number, cached.
    func dayText(_ day: Int64) -> String {
        if let t = dayTexts[day] { return t }
        let t = DateFormat.longDate(day * UTCDate.millisecondsPerDay)
        dayTexts[day] = t
        return t
    }

    /// Recomputes the frames, y scales and x labels of the current state.
    func computeGeometry() {
        geometryDirty = false
        updateRangeText()
        visibleRange = model.indexRange(xMin: xMin, xMax: xMax)
        // The points fully inside the window decide the y scale (not the ones just outside).
        let inner = model.lowerBound(xMin) ..< max(model.lowerBound(xMax + 0.5), model.lowerBound(xMin))
        let fitRange = inner.isEmpty ? visibleRange : inner
        let rows = 6
        // Updated in place: no allocation per frame once the arrays have their size.
        let scaleCount = model.style == .scaledLines ? model.data.series.count : 1
        if yScales.count != scaleCount {
            yScales = Array(repeating: YScale(min: 0, step: 1, rows: rows), count: scaleCount)
        }
        switch model.style {
        case .percentage:
            yScales[0] = YScale(min: 0, step: 25, rows: 4)
        case .scaledLines:
            for s in 0 ..< scaleCount {
                let e = model.seriesExtent(s, fitRange) ?? (0, 1)
                yScales[s] = YScale(fitting: e.min, e.max, zeroBased: false, rows: rows)
            }
        default:
            let e = model.yExtent(fitRange) ?? (0, 1)
            yScales[0] = YScale(fitting: e.min, e.max, zeroBased: model.zeroBased, rows: rows)
        }
        mainFrame.rect = layout.plot
        mainFrame.xMin = xMin
        mainFrame.xMax = xMax
        if mainFrame.y.count != scaleCount { mainFrame.y = Array(repeating: (0, 1), count: scaleCount) }
        for s in 0 ..< scaleCount { mainFrame.y[s] = (yScales[s].min, yScales[s].max) }

        // The overview: the whole domain, fitted to the data without nice rounding (only when its
        // layer is dirty: a resize, a toggle, another chart).
        if layer(.overview).isDirty { computeOverviewFrame() }

        // X labels: power-of-two steps in the data's unit, measured with the real font.
        let size = layout.px(ScreenLayout.Metrics.axisSize)
        let unit = model.unit
        let text = textRenderer
        xLabels = XAxisLabels.fit(xMin: xMin, xMax: xMax, width: layout.plot.width, unit: unit,
                                  gap: layout.px(12), format: { DateFormat.axisLabel($0, stepMilliseconds: unit) },
                                  measure: { text.measure($0, size: size).advance })
        applyFeelGeometry()
    }

    /// The overview's frame: the whole domain over the overview strip.
    func computeOverviewFrame() {
        let d = domain
        let all = 0 ..< model.count
        let ovRect = layout.overview.insetBy(dx: 0, dy: layout.px(2))
        switch model.style {
        case .percentage:
            overviewFrame = PlotFrame(rect: layout.overview, xMin: d.min, xMax: d.max, y: [(0, 100)])
        case .scaledLines:
            overviewFrame = PlotFrame(rect: ovRect, xMin: d.min, xMax: d.max, y: model.data.series.indices.map { s in
                model.seriesExtent(s, all) ?? (0, 1)
            })
        default:
            let e = model.yExtent(all) ?? (0, 1)
            let lo = model.zeroBased ? min(e.min, 0) : e.min
            overviewFrame = PlotFrame(rect: model.zeroBased ? layout.overview : ovRect, xMin: d.min, xMax: d.max,
                                      y: [(lo, e.max > lo ? e.max : lo + 1)])
        }
    }
}
