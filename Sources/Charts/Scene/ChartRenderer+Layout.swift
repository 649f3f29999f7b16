import Raster
import SeriesData

extension ChartRenderer {
    /// Lays out the frame of `snapshot`: the screen (again when the size or the chart changed), the
    /// plot's and the overview's mappings, the y scales and x labels, where the info board goes.
    /// Returns what the ``ChartController`` reads back (`ChartController.adopt(_:)`).
    /// - Complexity: O(series · log n + x labels); no allocation once the arrays have their size.
    @discardableResult
    func layOut(_ snapshot: ChartSnapshot) -> FrameLayout {
        let model = snapshot.model
        if laidOutModel !== model || (layout.eventStrip == nil) != snapshot.events.isEmpty { relayout(for: snapshot) }
        fitAxisStrips(snapshot)
        computeGeometry(snapshot)
        geometry.board = nil
        if snapshot.pie == nil, let i = snapshot.drawnHighlight?.index, geometry.visibleRange.contains(i) {
            let curve = HighlightRenderer.Curve(smoothing: snapshot.style.smoothing, missingAfter: missingStep.threshold(snapshot),
                                                range: geometry.visibleRange)
            geometry.board = highlightRenderer.placeBoard(model, index: i, frame: geometry.main, layout: layout, curve: curve,
                                                           zone: labelZone(for: model), units: snapshot.style.units,
                                                           axes: snapshot.axes, previous: snapshot.drawnHighlight?.previous)
        }
        geometry.playControl = snapshot.pie != nil ? nil
            : snapshot.zoomedIn ? playControlPlaces?.zoomOut : playControlPlaces?.title
        let board = geometry.board.map { Rect(x: $0.rect.minX, y: $0.rect.minY, width: $0.size.w, height: $0.size.h) }
        let plot = layout.plot
        let listOpen = snapshot.legendList != nil && legendList != nil
        return FrameLayout(
            model: model,
            interaction: InteractionLayout(plot: plot, overview: layout.overview,
                                           toggles: listOpen ? legendListToggles : layout.pills,
                                           presets: layout.presets, infoBoard: board,
                                           backControl: snapshot.zoomedIn ? backControl() : nil,
                                           playControl: geometry.playControl?.hitRect, scale: layout.scale,
                                           morePill: layout.morePill, collapsed: layout.collapsed,
                                           legendPanel: listOpen ? legendList?.panel : nil),
            xLabelStep: Int(geometry.xLabels.step),
            boardOrigin: board.map { Point($0.minX, $0.minY) },
            pieCenter: Point(plot.midX, plot.midY), pieRadius: PieRenderer.radius(in: plot),
            liveControl: snapshot.live.map { $0.following ? nil : LiveRenderer.controlRect(layout, text: textRenderer) } ?? nil)
    }

    /// The legend list of `model`'s collapsed series and the toggles while it is open.
    func layOutLegendList(_ model: ChartModel) {
        let text = textRenderer
        legendList = LegendListLayout(layout: layout, labels: model.data.series.map(\.label),
                                      measure: { text.measure($0, size: $1).advance })
        legendListToggles = layout.pills
        if let list = legendList {
            for (k, r) in list.rows.enumerated() { legendListToggles[list.first + k] = r }
        }
    }

    /// The header's items for `s` (`HeaderLayout`): the title (or the way back) and the range
    /// as they read now.
    func header(_ s: ChartSnapshot) -> HeaderLayout {
        let title = s.zoomedIn ? AxesRenderer.zoomOutLabel : s.title
        return header(titleWidth: boldTextRenderer.measure(title, size: layout.px(ScreenLayout.Metrics.titleSize)).advance,
                      rangeWidth: axesRenderer.rangeWidth(from: rangeText.from, to: rangeText.to, layout), s)
    }

    func header(titleWidth: Double, rangeWidth: Double, _ s: ChartSnapshot) -> HeaderLayout {
        HeaderLayout(layout: layout, titleWidth: titleWidth, rangeWidth: rangeWidth, control: s.audioControl != nil,
                     badge: !s.style.thresholds.isEmpty, status: s.live != nil)
    }

    /// The header's "< Zoom Out" control while zoomed.
    private func backControl() -> Rect {
        let size = layout.px(ScreenLayout.Metrics.titleSize)
        let w = boldTextRenderer.measure(AxesRenderer.zoomOutLabel, size: size).advance
        let p = layout.titleBaseline
        return Rect(x: p.x - size * 0.5, y: p.y - size * 1.3, width: w + size, height: size * 1.9)
    }

    /// The frames, y scales and x labels of `s`.
    private func computeGeometry(_ s: ChartSnapshot) {
        let model = s.model
        let zone = labelZone(for: model)
        rangeText.update(model: model, window: s.window, zone: zone)
        geometry.visibleRange = model.indexRange(xMin: s.window.lower, xMax: s.window.upper)
        // Updated in place: no allocation per frame once the arrays have their size.
        // One y window per series (each its axis'), or one for all on a single axis.
        let axisCount = s.axes.count, windowCount = axisCount > 1 ? model.data.series.count : 1
        let rows = AxesRenderer.rows(model)
        if geometry.yScales.count != axisCount {
            geometry.yScales = Array(repeating: YScale(min: 0, step: 1, rows: rows), count: axisCount)
        }
        if geometry.main.y.count != windowCount { geometry.main.y = Array(repeating: (0, 1), count: windowCount) }
        let anyLog = s.axes.contains { $0.log }
        if geometry.main.log.count != (anyLog ? windowCount : 0) { geometry.main.log = Array(repeating: false, count: anyLog ? windowCount : 0) }
        for (k, axis) in s.axes.enumerated() {
            let window = s.yWindow(k)
            for series in axis.series where series < windowCount {
                geometry.main.y[series] = window
                if anyLog { geometry.main.log[series] = axis.log }
            }
            let span = axis.labels.current
            geometry.yScales[k] = YScale(min: span.lower, step: (span.upper - span.lower) / Double(rows), rows: rows)
        }
        geometry.main.rect = layout.plot
        geometry.main.xMin = s.window.lower
        geometry.main.xMax = s.window.upper
        computeOverviewFrame(s.overview.model ?? model, s.overview, opacity: s.opacity, perSeries: axisCount > 1)

        // X labels: the finest step of the time ladder whose labels fit, measured with the real
        // font; finer than the step shown only with room to spare. With `--elapsed` the ladder
        // runs from the first sample (label times relative to it, in UTC).
        let size = layout.px(ScreenLayout.Metrics.axisSize)
        let text = textRenderer, kind = model.data.xKind
        let elapsed = s.elapsedOrigin != nil, origin = Double(s.elapsedOrigin ?? 0)
        geometry.xLabels = XAxisLabels.fit(xMin: s.window.lower - origin, xMax: s.window.upper - origin, width: layout.plot.width,
                                           unit: model.unit, zone: elapsed ? .utc : zone, gap: layout.px(12), current: s.xLabels.step,
                                           kind: kind, measure: {
                                               text.measure(elapsed ? DateFormat.elapsedLabel($0) : XAxisLabels.text($0, kind: kind),
                                                            size: size).advance
                                           })
    }

    /// The overview's frame: its domain over the overview strip, fitted to the data it shows
    /// (of the shown series) without nice rounding.
    private func computeOverviewFrame(_ model: ChartModel, _ view: OverviewView, opacity: SeriesOpacity, perSeries: Bool) {
        let d = view.domain
        let all = view.points.clamped(to: 0 ..< model.count)
        let ovRect = layout.overview.insetBy(dx: 0, dy: layout.px(2))
        let count = perSeries ? model.data.series.count : 1
        if geometry.overview.y.count != count { geometry.overview.y = Array(repeating: (0, 1), count: count) }
        geometry.overview.xMin = d.lower
        geometry.overview.xMax = d.upper
        switch model.style {
        case .percentage:
            geometry.overview.rect = layout.overview
            geometry.overview.y[0] = (0, 100)
        case _ where perSeries:
            geometry.overview.rect = ovRect
            for s in model.data.series.indices { geometry.overview.y[s] = model.seriesExtent(s, all) ?? (0, 1) }
        default:
            // While a stacked series fades, the strip fits the stack of the opacities (the model
            // stacks it whole until it has faded out).
            let fading = model.data.stacked && opacity.isFading && !all.isEmpty
            let e = (fading ? Self.extent(seriesRenderer.stackFading(model, opacity: opacity, range: all).total)
                            : model.yRange(all)) ?? (0, 1)
            let lo = model.zeroBased ? min(e.min, 0) : e.min
            geometry.overview.rect = model.zeroBased ? layout.overview : ovRect
            geometry.overview.y[0] = (lo, e.max > lo ? e.max : lo + 1)
        }
    }
}

extension ChartRenderer {
    /// From zero (or the lowest total below it) to the highest total of a stack; `nil` when every
    /// total is a gap.
    static func extent(_ totals: [Double]) -> (min: Double, max: Double)? {
        var lo = Double.infinity, hi = -Double.infinity
        for t in totals where !t.isNaN { lo = min(lo, t); hi = max(hi, t) }
        return hi >= lo ? (min(0, lo), hi) : nil
    }
}

/// The header's visible date range as its first and last day (`nil` when one day) in the labels'
/// zone, rebuilt only when the visible days change, in place: its two texts keep their storage
/// (`LabelText.storage()`), so a range moving across new days allocates nothing. Month, quarter
/// and year data names its periods (`Mar 2019`); a numeric chart its first and last visible x
/// (`row 120` – `480`).
struct RangeText {
    private(set) var from = LabelText.storage()
    private var last = LabelText.storage()
    private var hasLast = false
    var to: String? { hasLast ? last : nil }
    /// The first and last visible day the text was made for (the first and last visible x for numbers).
    private(set) var days: (Int64, Int64) = (.min, .min)
    private weak var model: ChartModel?
    private var zone = TimeZoneOffsets.utc
    private var period: CalendarPeriod?

    /// Brings the text up to date for `window` of `model` in `zone`; returns whether it changed.
    @discardableResult
    mutating func update(model m: ChartModel, window: XWindow, zone z: TimeZoneOffsets) -> Bool {
        let xMin = window.lower
        // For bars the last visible bar starts one unit before the window's end.
        let lastX = m.style == .bars ? window.upper - Double(m.unit) : window.upper
        let lo = m.lowerBound(xMin), hi = max(m.lowerBound(lastX + 1) - 1, lo)
        let numbers = m.data.xKind == .number
        let first = numbers ? Int64(lo) : localDay(Int64(saturating: xMin), z)
        let last = numbers ? Int64(hi) : localDay(Int64(saturating: max(lastX, xMin)), z)
        guard model !== m || (first, last) != days || zone != z || period != m.period else { return false }
        model = m
        zone = z
        period = m.period
        days = (first, last)
        guard m.count > 0 else { from.removeAll(keepingCapacity: true); hasLast = false; return true }
        let a = m.data.x[min(lo, m.count - 1)], b = m.data.x[min(hi, m.count - 1)]
        let text = m.xText(zone: z)
        if numbers {
            from = text.first(a)
            let to = text.last(b, after: a)
            hasLast = to != nil
            self.last = to ?? ""
            return true
        }
        text.first(a, into: &from)
        hasLast = localDay(a, z) != localDay(b, z)
        if hasLast { text.first(b, into: &self.last) }
        return true
    }

    /// The local day number (days since 1970-01-01 on the zone's calendar) of instant `ms`.
    private func localDay(_ ms: Int64, _ z: TimeZoneOffsets) -> Int64 {
        XTimeLadder.floorDiv(z.local(ms), CivilDate.millisecondsPerDay)
    }

    /// How many day texts are kept: the range's two ends, whatever days a wall meets in months.
    static let dayTextLimit = 2

    /// The day texts kept now (tests: bounded by `dayTextLimit`).
    var cachedDayTexts: Int { model == nil ? 0 : hasLast ? 2 : 1 }
}
