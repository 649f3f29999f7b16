import Raster
import SeriesData

/// Everything that moves on one chart screen, in one place: the gesture recogniser and its x
/// window, the y scale of each axis easing towards the visible extrema, the y and x label
/// transitions, series toggles, night mode, zoom into a day (with the day's own feel as a child)
/// or into a pie of averages, the presets' trend, and the info board's slide.
///
/// The ``ChartController`` forwards input to ``handle(_:)`` and frame times to ``advance(to:)``, then reads the
/// state for the frame time: ``axes`` (each y axis's range and labels), `xLabels`,
/// `visibility`, ``theme``, `dayZoom`, `pie`… Nothing here draws or reads a clock.
///
/// - Complexity: ``advance(to:)`` is O(series · log n) (the extrema queries); no allocation
///   while the visible series stay the same.
public final class ChartFeel {
    /// A request to the controller (`ChartController`) that the feel cannot carry out itself.
    public enum Event: Hashable, Sendable {
        /// Load the day file around `x` and hand its chart to `attachDay(_:at:)` (or call
        /// `dayUnavailable()`).
        case loadDay(x: Double)
        /// Left the day or the pie: the overview is coming back.
        case zoomedOut
        /// The last visible series cannot be hidden (shake its toggle).
        case toggleRefused(Int)
        case nextChart, previousChart
        case presetChosen(RangePreset)
        /// Play the audio graph, or stop it (the play control).
        case toggleAudioGraph
        /// Open or close the legend list (the `+7` pill).
        case legendList
    }

    /// The chart's model: the one copy of its data (a live chart's grows in place), shared with
    /// the state owner that draws it.
    public private(set) var model: ChartModel
    /// The chart (the model's data).
    public var chart: ChartData { model.data }
    /// The chart's range extrema (the model's).
    public var extrema: ChartExtrema { model.extrema }
    public let interaction: ChartInteraction
    public private(set) var axes: [YAxis]
    private(set) var xLabels: XLabelFade
    package private(set) var visibility: SeriesVisibility
    public private(set) var theme: ColorCrossFade
    private(set) var dayZoom: DayZoom
    /// The pie of averages while zoomed into one (chart 5), or `nil`.
    package private(set) var pie: PieOfAverages?
    /// The presets' baseline and colour (when presets are on).
    package private(set) var trend: PresetTrend?
    /// The info board's top-left corner, sliding to where the layout puts it.
    public private(set) var board = AnimatedPoint(.zero)
    public private(set) var boardShown = false
    /// The highlight as drawn: fading in and out, the board's text cross-fading (``HighlightFade``).
    public private(set) var highlightFade = HighlightFade()
    /// The day's own feel while zoomed into a day (and while fading out of it).
    public private(set) var day: ChartFeel?
    /// Whether the day around a data x has a chart of its own (the state owner asks its
    /// ``DaySource``); only consulted when `dayZoom` zooms into day files.
    var dayAvailable: (Double) -> Bool = { _ in false }
    /// Where the last frame laid the pie out (taps hit-test against it).
    var pieCenter = Point.zero
    var pieRadius = 0.0
    /// Seconds the y scale takes to reach a new range.
    var yDuration = 0.35
    /// Turns the visible extrema of axis `axis` into the range the axis shows (the controller's nice
    /// grid: `YScale` fitted to them); identity by default.
    var yFit: (YLabelTransitions.Span, Int) -> YLabelTransitions.Span = { s, _ in s }
    /// How the y axes follow the data: the visible range (the default), all of it, or a fixed
    /// range shown exactly (not rounded by `yFit`).
    var extremaMode = ExtremaMode.dynamic
    /// The series of each y axis, their sides and log scales: the axes are remade to it when the
    /// feel settles or is rebound (the state owner sets it from the chart's style).
    var axisPlan: AxisPlan
    private var lastPieWindow: XWindow?
    private var lastPieVisible: [Bool] = []

    /// The feel of `chart` showing `window` (its whole extent when `nil`), over a model of its own.
    public convenience init(chart: ChartData, layout: InteractionLayout, window: XWindow? = nil, hidden: Set<Int> = [],
                            night: Bool = false, presets: Bool = false, zoom: DayZoom.Capability? = nil,
                            constraints: XConstraints? = nil) {
        self.init(model: ChartModel(data: chart, hidden: []), layout: layout, window: window, hidden: hidden,
                  night: night, presets: presets, zoom: zoom, constraints: constraints)
    }

    /// The feel of `model`'s chart showing `window` (its whole extent when `nil`).
    public init(model: ChartModel, layout: InteractionLayout, window: XWindow? = nil, hidden: Set<Int> = [],
                night: Bool = false, presets: Bool = false, zoom: DayZoom.Capability? = nil,
                constraints: XConstraints? = nil) {
        self.model = model
        let chart = model.data
        interaction = ChartInteraction(layout: layout, constraints: constraints ?? XConstraints(x: chart.x), window: window)
        visibility = SeriesVisibility(count: chart.series.count, hidden: hidden)
        theme = ColorCrossFade(night: night)
        xLabels = XLabelFade(step: 1)
        dayZoom = DayZoom(capability: zoom ?? (chart.percentage ? .pie : .none))
        axisPlan = ChartAxes().plan(for: model, units: ChartUnits())
        axes = Self.axes(axisPlan)
        if presets { trend = PresetTrend() }
        // Through the model, never a copy of its data (a copy would make the next append copy it).
        interaction.snap = { [unowned self] x in self.model.nearestIndex(to: x).map { self.model.xs[$0] } ?? x }
        interaction.neighbour = { [unowned self] x, dir in
            guard let i = self.model.nearestIndex(to: x), self.model.xs.indices.contains(i + dir) else { return nil }
            return self.model.xs[i + dir]
        }
        settle()
    }

    /// Whether the day around data x `x` can be zoomed into (it has a chart of its own, or the
    /// chart zooms into a pie).
    func canZoom(at x: Double) -> Bool {
        switch dayZoom.capability {
        case .none: return false
        case .pie: return true
        case .dayFiles: return dayAvailable(x)
        }
    }

    /// Shows or hides series `index`, faded or at once (state set from outside the gestures).
    func setSeriesVisible(_ index: Int, _ on: Bool, at time: Double, animated: Bool) {
        guard visibility.visible.indices.contains(index) else { return }
        visibility.setVisible(index, on, at: time, animated: animated)
    }

    /// Switches day/night, cross-faded or at once (the day's feel follows).
    func setNight(_ night: Bool, at time: Double, animated: Bool) {
        if animated { theme.setNight(night, at: time) } else { theme = ColorCrossFade(night: night, duration: theme.duration) }
        day?.setNight(night, at: time, animated: animated)
    }

    /// A new layout for this screen (and the day's, while one is shown).
    func updateLayout(_ layout: InteractionLayout) {
        interaction.updateLayout(layout)
        day?.updateLayout(layout)
    }

    /// Puts every animated value on its target at once (the first frame, `--png`).
    package func settle() {
        if !Self.matches(axes, axisPlan) { axes = Self.axes(axisPlan) }
        let w = interaction.targetWindow
        for a in axes.indices {
            let r = yTarget(axis: a, window: w)
            axes[a].lower.set(r.lower); axes[a].upper.set(r.upper)
            axes[a].labels.reset(to: r)
        }
        xLabels.reset(step: xLabels.step)
        settleTrend()
        settleHighlight()
    }

    /// Shows the highlight where it is now at once, without a fade (a direct change).
    public func settleHighlight() { highlightFade.follow(interaction.highlightX, at: 0, animated: false) }

    /// Puts the presets' trend on the target window's ends at once.
    private func settleTrend() {
        let w = interaction.targetWindow
        if let t = trend, let s = chart.series.first, let e = PresetTrend.ends(x: chart.x, values: s.values, window: w) {
            trend = PresetTrend(baseline: e.first, rising: PresetTrend.isRising(first: e.first, last: e.last),
                                duration: t.duration)
        }
    }

    // MARK: Driving

    /// Feeds one input event (routed to the day's feel while zoomed into a day).
    @discardableResult
    public func handle(_ input: ChartInput) -> Event? {
        let time = input.time
        if let d = day, case .day = dayZoom.phase {
            if case let .key(key, _) = input,
               KeyBindings.standard.action(for: key, reading: d.interaction.highlightX != nil) == .toggleNightMode {
                theme.toggle(at: time); d.theme.toggle(at: time); return nil
            }
            switch d.handle(input) {
            case .zoomedOut?: return zoomOut(at: time)
            case let other: return other
            }
        }
        let action = interaction.handle(input)
        let event = action.flatMap { apply($0, at: time) }
        updateTargets(at: time)
        highlightFade.follow(interaction.highlightX, at: time, animated: true)
        return event
    }

    /// Moves everything to frame time `time`: long presses, glides, the y scale towards the
    /// visible extrema of the target window, label transitions, the pie and the trend.
    @discardableResult
    public func advance(to time: Double) -> Event? {
        var event: Event?
        if let action = interaction.advance(to: time) { event = apply(action, at: time) }
        updateTargets(at: time)
        highlightFade.follow(interaction.highlightX, at: time, animated: true)
        if let d = day {
            d.advance(to: time)
            if dayZoom.phase == .overview && !dayZoom.isTransitioning(at: time) { day = nil }
        }
        if pie != nil && dayZoom.phase == .overview && !dayZoom.isTransitioning(at: time) { pie = nil }
        return event
    }

    /// Tells every surface where things are going as soon as the target changes (an input or a
    /// frame): the y scale of each axis towards the visible extrema of the target window, its
    /// labels, the x-label step, the trend and the pie.
    private func updateTargets(at time: Double) {
        let w = interaction.targetWindow
        for a in axes.indices {
            let r = yTarget(axis: a, window: w)
            if r.lower != axes[a].lower.target || r.upper != axes[a].upper.target {
                axes[a].lower.animate(to: r.lower, at: time, duration: yDuration)
                axes[a].upper.animate(to: r.upper, at: time, duration: yDuration)
                axes[a].labels.setTarget(r, at: time)
            } else {
                axes[a].labels.advance(to: time)
            }
        }
        if trend != nil, let s = chart.series.first, let e = PresetTrend.ends(x: chart.x, values: s.values, window: w) {
            trend!.update(first: e.first, last: e.last, at: time)
        }
        if pie != nil && (lastPieWindow != w || lastPieVisible != visibility.visible) { updatePie(at: time) }
    }

    /// The x-label step (a power of two) the layout chose for the target window: labels that
    /// leave the grid fade out, new ones fade in.
    func setXLabelStep(_ step: Int, at time: Double) { xLabels.setStep(step, at: time) }

    /// Sets the x-label step at once, without a fade (a new chart or layout).
    func resetXLabelStep(_ step: Int) { xLabels.reset(step: step) }

    /// Shows `model`, the same chart with new data (a reload, a refetch, a re-query's answer, new
    /// series), keeping everything that moves: the theme and its cross-fade, the window with its
    /// eased step, glide or gesture under way (clamped at once if the data no longer reaches it),
    /// the series' fades while the series are the same (else `hidden` start hidden), the y axes
    /// easing from where they were to the new data's fit and the x labels while the axes are the
    /// same (else both start afresh, settled), and the highlight where the data still has it.
    /// The pie and a zoomed day stay where they still make sense (the pie over the new data; the
    /// day when `keepDay`, its feel returned for the state owner to rebind to the day's new chart);
    /// otherwise the window is the one the zoom would have returned to. The state owner configures
    /// the feel for `model` (fit, snapping) before.
    /// - Returns: whether the y axes and x labels were kept (they ease), and the zoomed day's feel
    ///   to rebind, or `nil`.
    @discardableResult
    func rebind(to model: ChartModel, constraints: XConstraints, hidden: Set<Int>, zoom: DayZoom.Capability,
                       presets: Bool, keepDay: Bool, at time: Double) -> (axes: Bool, day: ChartFeel?) {
        let sameSeries = model.data.series.map(\.id) == chart.series.map(\.id)
        let highlight = interaction.highlightX
        let zoomed = (zoom: dayZoom, pie: pie, day: day)
        dayZoom = DayZoom(capability: zoom)
        pie = nil
        day = nil
        interaction.plotMode = .series
        lastPieWindow = nil
        lastPieVisible = []
        self.model = model
        interaction.constraints = constraints
        interaction.keepInside()
        if !sameSeries { visibility = SeriesVisibility(count: model.data.series.count, hidden: hidden) }
        trend = presets ? PresetTrend() : nil
        let keptAxes = Self.matches(axes, axisPlan)
        if keptAxes {
            settleTrend()
            updateTargets(at: time)
        } else {
            axes = Self.axes(axisPlan)
            xLabels = XLabelFade(step: 1)
            settle()
        }
        interaction.setHighlight(highlight.flatMap { h in
            constraints.full.contains(h) ? model.nearestIndex(to: h).map { model.xs[$0] } : nil
        })
        return (keptAxes, keepZoom(zoomed.zoom, pie: zoomed.pie, day: zoomed.day, keepDay: keepDay, at: time))
    }

    /// The zoom `old` (with its pie and day) over the new data (`rebind(to:constraints:hidden:zoom:presets:keepDay:at:)`).
    private func keepZoom(_ old: DayZoom, pie oldPie: PieOfAverages?, day oldDay: ChartFeel?,
                          keepDay: Bool, at time: Double) -> ChartFeel? {
        let capability = dayZoom.capability
        switch old.phase {
        case .overview:
            return nil
        case .pie where capability == .pie:
            dayZoom = old
            interaction.setHighlight(nil)
            interaction.plotMode = .pie
            let same = oldPie?.shares.count == chart.series.count
            pie = same ? oldPie : PieOfAverages(count: chart.series.count)
            updatePie(at: time, animated: same)
            return nil
        case .day where capability == .dayFiles && keepDay:
            dayZoom = old
            interaction.setHighlight(nil)
            day = oldDay
            return oldDay
        default:
            if let saved = old.savedWindow { interaction.setWindow(saved, at: time, animated: false) }
            return nil
        }
    }

    /// The day's chart loaded after ``Event/loadDay(x:)``: its feel becomes the child that gets
    /// the input, showing the tapped day. It inherits `yFit`; a controller that
    /// fits differently sets it on the returned feel and calls its `settle()`.
    @discardableResult
    func attachDay(_ dayChart: ChartData, at time: Double) -> ChartFeel? {
        guard case let .day(start) = dayZoom.phase else { return nil }
        let f = ChartFeel(model: ChartModel(data: dayChart, hidden: []), layout: interaction.layout,
                          window: XWindow(start, start + DayZoom.dayLength), hidden: [], night: theme.isNight)
        f.interaction.isInDay = true
        f.yFit = yFit
        f.settle()
        day = f
        return f
    }

    /// The day's file was missing or bad: stay on the overview.
    func dayUnavailable() { dayZoom.abandon() }

    /// Places the info board (top-left corner) for the current highlight: slides when it was
    /// shown, appears in place when it was not.
    func moveBoard(to p: Point?, at time: Double) {
        guard let p else { boardShown = false; return }
        if boardShown { board.animate(to: p, at: time, duration: 0.2) } else { board.set(p) }
        boardShown = true
    }

    /// Zooms into the day around data x `x` (or the pie) with the transition already done — a
    /// restored view. Returns what the controller carries out (``Event/loadDay(x:)``).
    func zoomAtOnce(x: Double, at time: Double) -> Event? {
        let event = apply(.zoomIntoDay(x: x), at: time)
        dayZoom.finishTransition()
        return event
    }

    // MARK: Actions

    private func apply(_ action: InteractionAction, at time: Double) -> Event? {
        switch action {
        case let .toggleSeries(i):
            guard visibility.count > i else { return nil }
            return visibility.toggle(i, at: time) ? nil : .toggleRefused(i)
        case let .isolateSeries(i):
            guard visibility.count > i else { return nil }
            visibility.isolate(i, at: time)
        case let .zoomIntoDay(x):
            guard canZoom(at: x) else { return nil }
            switch dayZoom.enter(x: x, window: interaction.targetWindow, at: time) {
            case .showDay?:
                interaction.setHighlight(nil)
                return .loadDay(x: x)
            case .showPie?:
                interaction.setHighlight(nil)
                interaction.plotMode = .pie
                pie = PieOfAverages(count: chart.series.count)
                updatePie(at: time, animated: false)
            default: break
            }
        case .zoomOut:
            // A day's own feel hands the request up to the overview's.
            return interaction.isInDay ? .zoomedOut : zoomOut(at: time)
        case let .pieTap(p):
            if var pie { pie.select(pie.slice(at: p, center: pieCenter, radius: pieRadius, at: time), at: time); self.pie = pie }
        case let .preset(p):
            return .presetChosen(p)
        case .toggleNightMode:
            theme.toggle(at: time)
        case .nextChart: return .nextChart
        case .previousChart: return .previousChart
        case .toggleAudioGraph: return .toggleAudioGraph
        case .legendList: return .legendList
        }
        return nil
    }

    private func zoomOut(at time: Double) -> Event? {
        guard case let .restore(window)? = dayZoom.leave(at: time) else { return nil }
        interaction.plotMode = .series
        interaction.setWindow(window, at: time, animated: false)
        return .zoomedOut
    }

    private func updatePie(at time: Double, animated: Bool = true) {
        let w = interaction.targetWindow
        let r = chart.indexRange(xMin: w.lower, xMax: w.upper, margin: 0)
        let avg = PieOfAverages.averages(of: chart.series.map(\.values), range: r)
        if animated { pie!.update(averages: avg, visible: visibility.visible, at: time) }
        else { pie!.set(averages: avg, visible: visibility.visible) }
        lastPieWindow = w
        lastPieVisible = visibility.visible
    }
}
