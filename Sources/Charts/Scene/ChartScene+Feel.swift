import Raster

/// The link between a ``ChartScene`` and its ``ChartFeel``: which model the feel was made for,
/// the frame time, and what the last frame drew that input hit-tests (the info board).
final class SceneFeel {
    /// The feel of the chart (the day's feel is its child while zoomed into a day).
    let root: ChartFeel
    /// The model on screen as the feel knows it; any other model (a new chart) rebuilds the link.
    var modelID: ObjectIdentifier
    /// The overview's model while a day is shown.
    var overviewModel: ChartModel?
    /// The frame time (seconds), never going back.
    var now = 0.0
    /// The info board drawn in the last frame.
    var board: Rect?
    /// The zoom-out control drawn in the header while zoomed.
    var backControl: Rect?
    /// The scene's state as the last sync left it: anything different was set on the scene
    /// directly (its public setters) and is adopted by the feel.
    var syncedRange = (0.0, 0.0)
    var syncedHighlight: Int?
    var syncedWeights: [Double] = []
    var syncedNight = false
    /// Whether the scale or labels moved at the last sync (the frame after they stop is drawn too).
    var wasMoving = false
    /// The range preset last tapped or keyed (presets layout).
    var chosenPreset: RangePreset?

    init(root: ChartFeel, model: ChartModel) {
        self.root = root
        modelID = ObjectIdentifier(model)
    }

    /// The feel that gets input and drives what is drawn: the day's while a day is shown.
    var active: ChartFeel {
        if case .day = root.dayZoom.phase, let d = root.day { return d }
        return root
    }

    /// Whether the plot shows the pie of averages.
    var showsPie: Bool { root.pie != nil }
}

/// The feel drives the scene: input goes to the gesture recogniser, frame times to the
/// animations, and each frame the scene's state (range, highlight, series weights, theme) is
/// set from the feel's values at that time; grid lines and labels are drawn for every live
/// label generation, riding the animated scale.
extension ChartScene {
    /// Rows of the y grid for this chart.
    var feelRows: Int { model.style == .percentage ? 4 : 6 }

    /// The feel link, made on first use (and again for another chart).
    @discardableResult
    func ensureFeel() -> SceneFeel {
        if let f = feel, f.modelID == ObjectIdentifier(model) { return f }
        let d = domain
        let constraints = XConstraints(lower: d.min, upper: d.max, minSpan: minimumSpan)
        let hidden = Set(model.data.series.indices.filter { !model.isShown($0) })
        let root = ChartFeel(chart: model.data, layout: interactionLayout(), window: XWindow(xMin, xMax),
                             hidden: hidden, night: theme.kind == .night, presets: presetsEnabled,
                             constraints: constraints)
        let (lo, hi) = defaultRange()
        root.interaction.defaultWindow = constraints.clamp(XWindow(lo, hi))
        configureFeel(root, for: model)
        if let h = highlightIndex { root.interaction.setHighlight(model.xs[h]) }
        let f = SceneFeel(root: root, model: model)
        feel = f
        if geometryDirty { computeGeometry() }
        root.resetXLabelStep(Int(xLabels.step))
        recordSync(f)
        return f
    }

    /// Fits, snapping and steps of `model` for a feel.
    func configureFeel(_ f: ChartFeel, for model: ChartModel) {
        let percentage = model.style == .percentage, zeroBased = model.zeroBased
        f.yFit = { span, _ in
            if percentage { return YLabelTransitions.Span(0, 100) }
            let s = YScale(fitting: span.lower, span.upper, zeroBased: zeroBased, rows: 6)
            return YLabelTransitions.Span(s.min, s.max)
        }
        // Bars: the bar whose span x…x+unit holds x; lines: the nearest point.
        let bars = model.style == .bars
        f.interaction.snap = { [unowned model] x in
            guard !model.xs.isEmpty else { return x }
            if bars { return model.xs[min(max(model.lowerBound(x.nextUp) - 1, 0), model.count - 1)] }
            return model.nearestIndex(to: x).map { model.xs[$0] } ?? x
        }
        f.interaction.neighbour = { [unowned model] x, dir in
            guard let i = model.nearestIndex(to: x), model.xs.indices.contains(i + dir) else { return nil }
            return model.xs[i + dir]
        }
        f.settle()
    }

    /// Where the interactive parts are, from the current layout.
    func interactionLayout() -> InteractionLayout {
        InteractionLayout(plot: layout.plot, overview: layout.overview, toggles: layout.pills, presets: layout.presets,
                          infoBoard: feel?.board, backControl: feel?.backControl, scale: layout.scale)
    }

    /// Input through the feel: the recogniser acts, the scene carries out what it asks.
    func handleWithFeel(_ input: ChartInput) {
        let f = ensureFeel()
        f.root.updateLayout(interactionLayout())
        f.now = max(f.now, input.time)
        let event = f.root.handle(input)
        process(event, f)
        syncFromFeel(f)
    }

    /// Frame time through the feel.
    func advanceFeel(to time: Double) {
        guard let f = feel, f.modelID == ObjectIdentifier(model) else { return }
        f.now = max(f.now, time)
        process(f.root.advance(to: f.now), f)
        syncFromFeel(f)
    }

    /// Carries out what the feel asks of the scene.
    private func process(_ event: ChartFeel.Event?, _ f: SceneFeel) {
        switch event {
        case let .loadDay(x)?:
            let source = f.overviewModel?.data ?? model.data
            guard let day = (try? ChartLoader.loadDay(for: source, x: Int64(saturating: x))) ?? nil,
                  let child = f.root.attachDay(day, at: f.now) else { f.root.dayUnavailable(); return }
            let dayModel = ChartModel(data: day, hidden: [])
            f.overviewModel = model
            showModel(dayModel, f)
            let c = XConstraints(lower: domain.min, upper: domain.max, minSpan: minimumSpan)
            child.interaction.constraints = c
            child.interaction.defaultWindow = c.clamp(XWindow(DayZoom.day(containing: x).lower,
                                                              DayZoom.day(containing: x).upper))
            configureFeel(child, for: dayModel)
            // Zoom in: from the day file's whole extent to the day.
            child.interaction.setWindow(c.full, at: f.now, animated: false)
            child.interaction.setWindow(child.interaction.defaultWindow, at: f.now, animated: true)
            recordSync(f)
            syncFromFeel(f)
            computeGeometry()
            child.resetXLabelStep(Int(xLabels.step))
        case .zoomedOut?:
            guard let overview = f.overviewModel else {
                // Leaving the pie: the series come back.
                geometryDirty = true
                invalidateAll()
                return
            }
            let dayWindow = f.root.dayZoom.zoomWindow
            f.overviewModel = nil
            showModel(overview, f)
            // Zoom out: from the day back to the window the overview showed before.
            if let saved = f.root.dayZoom.savedWindow, let dw = dayWindow {
                f.root.interaction.setWindow(dw, at: f.now, animated: false)
                f.root.interaction.setWindow(saved, at: f.now, animated: true)
            }
            recordSync(f)
            syncFromFeel(f)
            computeGeometry()
            f.root.resetXLabelStep(Int(xLabels.step))
        case .nextChart?: selectChart(chartIndex + 1)
        case .previousChart?: selectChart(chartIndex - 1)
        case let .presetChosen(p)?:
            f.chosenPreset = p
            invalidate(.controls, .series)
        case .toggleRefused?, nil:
            break
        }
        if f.root.pie != nil { invalidate(.series, .grid, .labels, .highlight, .board) }
    }

    /// Puts `m` on screen for the feel (a day, or the overview again).
    private func showModel(_ m: ChartModel, _ f: SceneFeel) {
        model = m
        f.modelID = ObjectIdentifier(m)
        highlightIndex = nil
        relayout()
    }

    /// Remembers the state a sync left, to tell direct changes apart.
    private func recordSync(_ f: SceneFeel) {
        f.syncedRange = (xMin, xMax)
        f.syncedHighlight = highlightIndex
        f.syncedWeights = model.weights
        f.syncedNight = theme.kind == .night
    }

    /// Sets the scene's state from the feel's values at the frame time (after adopting what was
    /// set on the scene directly since the last sync).
    func syncFromFeel(_ f: SceneFeel) {
        guard f.modelID == ObjectIdentifier(model) else { return }
        let a = f.active, t = f.now
        if (xMin, xMax) != f.syncedRange { a.interaction.setWindow(XWindow(xMin, xMax), at: t, animated: false) }
        if highlightIndex != f.syncedHighlight { a.interaction.setHighlight(highlightIndex.map { model.xs[$0] }) }
        if model.weights != f.syncedWeights {
            for i in model.weights.indices where (model.weights[i] > 0) != a.visibility.visible[i] {
                a.setSeriesVisible(i, model.weights[i] > 0, at: t, animated: false)
            }
        }
        if (theme.kind == .night) != f.syncedNight { f.root.setNight(theme.kind == .night, at: t, animated: false) }
        defer { recordSync(f) }
        let w = a.interaction.window(at: t)
        if w.lower != xMin || w.upper != xMax { setRange(xMin: w.lower, xMax: w.upper) }
        let index = a.interaction.highlightX.flatMap { model.nearestIndex(to: $0) }
        setHighlight(index: f.showsPie ? nil : index)
        var weightsChanged = false
        for i in model.weights.indices where a.visibility.opacity(i, at: t) != model.weights[i] { weightsChanged = true }
        if weightsChanged {
            model.setWeights(model.weights.indices.map { a.visibility.opacity($0, at: t) })
            geometryDirty = true
            invalidate(.grid, .series, .overview, .controls, .labels, .highlight, .board)
        }
        let amount = f.root.theme.amount.value(at: t)
        let mixed = amount <= 0 ? Theme.day : amount >= 1 ? Theme.night : Theme.mix(.day, .night, amount)
        if mixed != theme { theme = mixed }
        // A press waiting for its long-press moment keeps frames (and so advance calls) coming.
        if a.interaction.isAwaitingLongPress { invalidate(.highlight) }
        // The board slides; the trend's colour and baseline ease.
        if !a.board.isFinished(at: t) { invalidate(.board) }
        if a.trend?.isAnimating(at: t) ?? false { invalidate(.series, .controls, .highlight, .board) }
        let moving = scaleMoves(a, at: t) || f.showsPie && (f.root.pie?.isAnimating(at: t) ?? false)
        defer { f.wasMoving = moving }
        if moving || f.wasMoving {
            geometryDirty = true
            invalidate(.grid, .series, .labels, .highlight, .board)
        }
    }

    /// Whether the y scale, its labels or the x labels still move at `t`.
    private func scaleMoves(_ a: ChartFeel, at t: Double) -> Bool {
        for axis in a.axes where !axis.lower.isFinished(at: t) || !axis.upper.isFinished(at: t)
            || axis.labels.isAnimating(at: t) { return true }
        return a.xLabels.isAnimating(at: t)
    }

    /// After the scene computed its geometry for the current range: the y windows become the
    /// feel's animated ones, the y scales the feel's targets, and the x-label step goes to the fade.
    func applyFeelGeometry() {
        guard let f = feel, f.modelID == ObjectIdentifier(model) else { return }
        let a = f.active, t = f.now
        a.setXLabelStep(Int(xLabels.step), at: t)
        guard !a.axes.isEmpty else { return }
        let rows = feelRows
        for s in mainFrame.y.indices {
            let axis = a.axes[min(s, a.axes.count - 1)]
            mainFrame.y[s] = (axis.lower.value(at: t), axis.upper.value(at: t))
        }
        for s in yScales.indices {
            let span = a.axes[min(s, a.axes.count - 1)].labels.current
            yScales[s] = YScale(min: span.lower, step: (span.upper - span.lower) / Double(rows), rows: rows)
        }
    }
}
