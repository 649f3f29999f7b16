import Raster
import SeriesData

/// The one owner of what a chart screen shows: the chart, the visible window and where it is
/// going, the highlight, which series show (and how far each has faded), the theme's mix, the
/// zoom into a day or a pie, the range preset. Input and frame times go in; ``snapshot`` comes
/// out, and the scene draws that and nothing else.
///
/// It holds the current `ChartModel` (the day's while zoomed into one) and the
/// ``ChartFeel`` that animates it; day charts arrive through a ``DaySource``, so nothing here
/// touches the file system. Hit-testing reads the geometry the last frame laid out
/// (`adopt(_:)`), never what a renderer drew.
///
/// - Complexity: ``handle(_:)`` and ``advance(to:)`` are O(series · log n) (extrema queries);
///   a toggle restacks a stacked chart when its fade starts and when it ends, O(n · series).
public final class ChartController {
    /// Every chart of the file (one shown at a time): the shown one's data is its model's.
    public var charts: [ChartData] {
        var c = otherCharts
        c[chartIndex] = chartModel.data
        return c
    }
    /// The charts of the file not shown; the shown chart's slot is empty, its data lives in its
    /// model only (one copy: an append never copies a column for another holder).
    var otherCharts: [ChartData]
    /// The chart shown (index into ``charts``).
    public internal(set) var chartIndex: Int
    /// The chart on screen, prepared for drawing: the day's while zoomed into a day. Its weights
    /// say which series it stacks (`applyWeights()`); how far each has faded is the feel's.
    public private(set) var model: ChartModel
    /// The feel of the chart: gestures and everything that eases (a zoomed day's feel is its child).
    /// Its model is the chart's (`chartModel`), the day's feel's the day's.
    public internal(set) var feel: ChartFeel
    /// The model of the chart shown (not a zoomed day's): the one holder of its data.
    var chartModel: ChartModel { overviewModel ?? model }
    /// Whether the presets layout is on (``ControllerOptions/presets``).
    let presetsEnabled: Bool
    /// Whether the chart shown has the presets: they are on and its x are times (a range of
    /// days means nothing to numbers).
    package var presetsShown: Bool { presetsEnabled && model.data.xKind == .time }
    /// The time of the newest input or frame, seconds (never goes back).
    public private(set) var now = 0.0
    /// The preset last tapped or keyed (it stays lit while its window holds).
    var chosenPreset: RangePreset?
    /// How the chart shown draws its lines: its file's `"style"` with the command line's settings
    /// on top (a zoomed day keeps its chart's).
    public internal(set) var style: ChartStyle
    /// The command line's style settings (``ControllerOptions/style``), applied to every chart.
    let styleSettings: [ChartStyle.Setting]
    /// Sound and speech: the outputs, the audio graph playing, the series read
    /// (`ChartController+Listening.swift`).
    package let listening = ChartListening()
    /// Whether the screen shows the audio graph's play control (`ControllerOptions.playControl`).
    let playControlEnabled: Bool
    /// The zone dates are read out in (`ControllerOptions.timeZone`; calendar-day data in UTC).
    package let timeZone: TimeZoneOffsets
    /// The comparisons every chart shown gets (``ControllerOptions/compare``; `ChartController+Live`
    /// derives them again for new data).
    public let compare: [CompareShift]
    /// Whether x labels are durations since the first sample (`ControllerOptions.elapsed`).
    let elapsed: Bool
    /// The time of the first sample of the chart shown (`--elapsed`), kept while a stream drops
    /// its oldest samples; set when it has one (`noteElapsedOrigin()`).
    package private(set) var elapsedOrigin: Int64?

    let days: DaySource?
    /// The live source and what it showed (`ChartController+Live.swift`); `nil` for a file.
    var live: LiveState?
    /// Whether a live chart that keeps a time span (`--keep 24h`) follows its data in whole pixel
    /// columns of the plot: the kept history ends at the column boundary after the newest
    /// sample, so a sample that lands in the same column leaves the window as it was and a wall
    /// redraws only the plot's right edge (`ChartRenderer.renderChanges(_:into:damage:)`). A kiosk
    /// sets it; a window follows every sample smoothly.
    public var followsByColumns = false
    /// The overview chart's model while a day is shown.
    var overviewModel: ChartModel?
    /// Whether the model on screen had a frame yet (its first one sets the x-label step without a
    /// fade; new data for the same chart keeps the labels' fade, `replaceModel`).
    var modelLaidOut = false
    /// The state last announced (`announceStateChange()`).
    var stateWatch = ChartStateWatch()
    /// The events shown over every chart of the screen (`ChartController+Events.swift`).
    public internal(set) var events = EventList()
    /// The legend list while it is open; the series behind the `+7` pill as the last frame laid
    /// them out (`ChartController+Legend.swift`).
    var legendList: LegendListState?
    var legendCollapsed: Range<Int> = 0 ..< 0

    /// A controller showing `charts[options.chartIndex]` (clamped) in the state `options`
    /// describes; `days` supplies day charts for zooming (none: no day zoom).
    public init(charts: [ChartData], options: ControllerOptions = ControllerOptions(), days: DaySource? = nil) {
        precondition(!charts.isEmpty, "a chart screen needs at least one chart")
        compare = options.compare
        let charts = charts.map { $0.comparing(options.compare) }
        otherCharts = charts
        self.days = days
        presetsEnabled = options.presets
        playControlEnabled = options.playControl
        timeZone = options.timeZone
        elapsed = options.elapsed
        chartIndex = min(max(options.chartIndex, 0), charts.count - 1)
        let model = ChartModel(data: charts[chartIndex], hidden: options.hidden)
        otherCharts[chartIndex] = ChartData(x: [], series: [])
        self.model = model
        styleSettings = options.style
        style = Self.style(of: charts[chartIndex], settings: options.style)
        feel = Self.makeFeel(for: model, night: options.theme == .night, presets: options.presets, days: days,
                             style: style)
        noteElapsedOrigin()
        if let r = options.range { setRange(xMin: r.lowerBound, xMax: r.upperBound) }
        if let hx = options.highlightX, let i = model.nearestIndex(to: hx) {
            // A highlight is there to be seen: without a range of the caller's, a point outside
            // the first window brings the window to it.
            if options.range == nil { reveal(index: i) }
            setHighlight(index: i)
        }
    }

    // MARK: Reading

    /// The feel that gets input and drives the plot: the day's while a day is shown.
    public var active: ChartFeel {
        if case .day = feel.dayZoom.phase, let d = feel.day { return d }
        return feel
    }

    /// The visible x range now, ms since the epoch.
    public var xMin: Double { active.interaction.window(at: now).lower }
    public var xMax: Double { active.interaction.window(at: now).upper }

    /// The highlighted point now (none while the pie shows).
    package var highlightIndex: Int? {
        guard feel.pie == nil else { return nil }
        return active.interaction.highlightX.flatMap { model.nearestIndex(to: $0) }
    }

    /// The colours now (cross-fading between day and night).
    public var theme: Theme {
        let amount = feel.theme.amount.value(at: now)
        return amount <= 0 ? Theme.day : amount >= 1 ? Theme.night : Theme.mix(.day, .night, amount)
    }

    /// The title of the chart shown (the file's, or "Chart N").
    public var title: String { model.data.title ?? "Chart \(chartIndex + 1)" }

    /// Whether something still moves (the window keeps asking for frames).
    public var isAnimating: Bool { feel.isAnimating(at: now) || listening.playback != nil }

    /// The x extent of the chart on screen: first to last point (bars reach one unit further).
    public var domain: (min: Double, max: Double) {
        let d = model.data.viewDomain
        return (d.lower, d.upper)
    }

    /// The narrowest window: four units of the data (or the whole extent when smaller).
    var minimumSpan: Double { model.data.viewConstraints.minSpan }

    /// Everything the scene needs to draw the frame at ``now``.
    public var snapshot: ChartSnapshot {
        let a = active, t = now
        let window = a.interaction.window(at: t)
        return ChartSnapshot(
            time: t, model: model, chartIndex: chartIndex, title: title, window: window,
            axes: a.axes, xLabels: a.xLabels, highlightIndex: highlightIndex,
            opacity: SeriesOpacity(a.visibility, at: t), theme: theme,
            zoomedIn: feel.dayZoom.isZoomed, pie: feel.pie, trend: trend(a, at: t),
            activePreset: activePreset, presets: presetsShown,
            board: a.boardShown ? a.board.point(at: t) : nil,
            audioControl: playControlEnabled ? AudioControlState(series: readingSeries, playing: listening.playback != nil) : nil,
            live: live?.status, overview: live?.overview ?? .whole(model), style: style, events: events,
            legendList: legendList, drawnHighlight: feel.pie == nil ? a.highlightFade.drawn(in: model, at: t) : nil,
            elapsedOrigin: elapsedOrigin)
    }

    // MARK: Input and time

    /// One input event: the gestures act on the feel; what the feel asks for (a day's chart,
    /// another chart) is carried out here.
    public func handle(_ input: ChartInput) {
        now = max(now, input.time)
        if handleLegendKey(input) || handleListening(input) { applyWeights(); return }
        if handleLive(input) { return }
        let before = highlightIndex
        process(feel.handle(input))
        applyWeights()
        tickScrub(input, from: before)
    }

    /// Moves every animation to frame time `time` (monotonic seconds).
    public func advance(to time: Double) {
        now = max(now, time)
        pullLive()
        noteElapsedOrigin()
        process(feel.advance(to: now))
        applyWeights()
        followPlayback()
        announceStateChange()
        followMonitor()
    }

    /// Takes in what the last frame laid out: where the interactive parts are (hit-testing), the
    /// x-label step that fits, where the info board goes, and where the pie is.
    package func adopt(_ frame: FrameLayout) {
        guard frame.model === model else { return }
        live?.control = frame.liveControl
        live?.plotColumns = max(Int(saturating: frame.interaction.plot.width, rounding: .toNearestOrAwayFromZero), 0)
        let a = active
        feel.updateLayout(frame.interaction)
        adoptLegend(frame.interaction.collapsed)
        if modelLaidOut {
            a.setXLabelStep(frame.xLabelStep, at: now)
        } else {
            a.resetXLabelStep(frame.xLabelStep)
            modelLaidOut = true
        }
        a.moveBoard(to: frame.boardOrigin, at: now)
        feel.pieCenter = frame.pieCenter
        feel.pieRadius = frame.pieRadius
        tellView(frame)
    }

    // MARK: Direct changes (command line, tests, keys of the executable): at once, not animated

    /// Shows `xMin…xMax` (ms) at once, clamped to the data and the minimum span; the y scale and
    /// labels jump to it too.
    public func setRange(xMin: Double, xMax: Double) {
        active.interaction.setWindow(XWindow(min(xMin, xMax), max(xMin, xMax)), at: now, animated: false)
        active.settle()
    }

    /// Brings point `index` (clamped) into the window at once if it is outside: the window keeps
    /// its span and is centred on the point as far as the data allows.
    package func reveal(index: Int) {
        guard model.count > 0 else { return }
        let x = model.xs[min(max(index, 0), model.count - 1)]
        let a = active.interaction, w = a.targetWindow
        guard !w.contains(x) else { return }
        a.setWindow(a.constraints.pan(w, by: x - w.center), at: now, animated: false)
        active.settle()
    }

    /// Highlights point `index` (clamped; `nil` clears the highlight).
    public func setHighlight(index: Int?) {
        let i = index.map { min(max($0, 0), model.count - 1) }
        active.interaction.setHighlight(i.map { model.xs[$0] })
        active.settleHighlight()
    }

    /// Shows or hides series `i` at once; the last shown series cannot be hidden.
    func setSeriesShown(_ i: Int, _ shown: Bool) {
        let a = active
        guard a.visibility.visible.indices.contains(i) else { return }
        guard shown || a.visibility.visible.enumerated().contains(where: { $0.offset != i && $0.element }) else { return }
        a.setSeriesVisible(i, shown, at: now, animated: false)
        a.settle()
        applyWeights()
    }

    /// Toggles series `i` at once (see `setSeriesShown(_:_:)`).
    package func toggleSeries(_ i: Int) {
        guard active.visibility.visible.indices.contains(i) else { return }
        setSeriesShown(i, !active.visibility.visible[i])
    }

    /// Shows chart `index` of the file (wrapping around) in its default window; `false` when it
    /// is the chart shown.
    @discardableResult
    func selectChart(_ index: Int) -> Bool {
        let n = otherCharts.count
        let i = ((index % n) + n) % n
        guard i != chartIndex else { return false }
        otherCharts[chartIndex] = chartModel.data
        let data = otherCharts[i]
        otherCharts[i] = ChartData(x: [], series: [])
        chartIndex = i
        overviewModel = nil
        chosenPreset = nil
        show(ChartModel(data: data, hidden: []))
        style = Self.style(of: data, settings: styleSettings)
        feel = Self.makeFeel(for: model, night: feel.theme.isNight, presets: presetsEnabled, days: days, style: style)
        elapsedOrigin = nil
        noteElapsedOrigin()
        return true
    }

    /// The chart Tab brings arrives, not jumps: its series fade in while the window eases from
    /// the whole chart to its default window (the y axes follow as when panning).
    private func arrive() {
        let i = feel.interaction, target = i.targetWindow
        i.setWindow(i.constraints.full, at: now, animated: false)
        feel.settle()
        i.setWindow(target, at: now, animated: true)
        for s in feel.visibility.visible.indices where feel.visibility.visible[s] {
            feel.setSeriesVisible(s, false, at: now, animated: false)
            feel.setSeriesVisible(s, true, at: now, animated: true)
        }
    }

    /// With `--elapsed`, takes the first sample's time of the chart shown as the labels' origin
    /// once it has one (times only).
    func noteElapsedOrigin() {
        guard elapsed, elapsedOrigin == nil, model.data.xKind == .time else { return }
        elapsedOrigin = model.data.x.first
    }

    /// Switches between the day and night skins at once.
    package func setThemeKind(_ kind: Theme.Kind) {
        feel.setNight(kind == .night, at: now, animated: false)
    }

    // MARK: Carrying out the feel's requests

    func process(_ event: ChartFeel.Event?) {
        switch event {
        case let .loadDay(x)?: enterDay(x)
        case .zoomedOut?: leaveZoom()
        case .nextChart?: if selectChart(chartIndex + 1) { arrive() }
        case .previousChart?: if selectChart(chartIndex - 1) { arrive() }
        case let .presetChosen(p)?: chosenPreset = p
        case .toggleAudioGraph?: toggleAudioGraph()
        case .legendList?: toggleLegendList()
        case .toggleRefused?, nil: break
        }
    }

    /// Zoom into the day around `x`: its chart becomes the model and its feel the child that
    /// gets the input, animating from the day chart's whole extent to the day.
    private func enterDay(_ x: Double) {
        let source = chartModel.data
        // A day that does not load leaves the view where it was (the source reports why).
        let day = dayChart(of: source, x: Int64(saturating: x))
        guard let day, let child = feel.attachDay(day, at: now) else { feel.dayUnavailable(); return }
        let c = showDay(in: child, containing: x, over: model)
        child.interaction.setWindow(c.full, at: now, animated: false)
        child.interaction.setWindow(child.interaction.defaultWindow, at: now, animated: true)
    }

    /// Puts the day's chart (`child`'s model) on screen over the overview's model `overview`, with
    /// `child` (its feel) constrained to it and fitted, its default window the day around `x`.
    /// - Returns: the day's constraints.
    @discardableResult
    func showDay(in child: ChartFeel, containing x: Double, over overview: ChartModel) -> XConstraints {
        let dayModel = child.model   // the day's data, once: the child feel's model is drawn
        overviewModel = overview
        show(dayModel)
        let c = dayModel.data.viewConstraints
        child.interaction.constraints = c
        child.interaction.defaultWindow = c.clamp(DayZoom.day(containing: x))
        Self.configure(child, for: dayModel, style: style)
        child.settle()
        return c
    }

    /// Leaving a day (the overview comes back, animating from the day to the window it showed)
    /// or the pie.
    private func leaveZoom() {
        guard let overview = overviewModel else { return }
        let dayWindow = feel.dayZoom.zoomWindow
        overviewModel = nil
        show(overview)
        if let saved = feel.dayZoom.savedWindow, let dw = dayWindow {
            feel.interaction.setWindow(dw, at: now, animated: false)
            feel.interaction.setWindow(saved, at: now, animated: true)
        }
    }

    /// Puts `m` on screen; its first frame lays out its x labels afresh.
    func show(_ m: ChartModel) {
        model = m
        modelLaidOut = false
    }

    /// The model stacks the series the feel draws at ``now`` (shown, or still fading: weight 1)
    /// and leaves out the hidden ones (0): it restacks when a toggle starts or a fade ends, never
    /// during a fade. How far a series has faded is read where it is drawn (``ChartSnapshot/opacity``).
    func applyWeights() {
        let v = active.visibility, t = now
        func weight(_ i: Int) -> Double { i >= v.count || v.isDrawn(i, at: t) ? 1 : 0 }
        model.setWeights(weight)
        if let o = live?.overviewModel, o.weights != model.weights, o.weights.count == model.weights.count { o.setWeights(model.weights) }
    }
}
