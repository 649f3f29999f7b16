import Raster
import SeriesData

/// What the controller keeps for a live chart.
final class LiveState {
    let source: LiveSource
    let options: LiveOptions
    var status = LiveStatus(updatedAt: nil, stale: false, ended: false, following: true)
    /// Monotonic time of the last arrival, and the last intervals between arrivals (seconds).
    var lastArrival: Double?
    var intervals: [Double] = []
    /// Where the last frame put the "live" control, and whether a press began on it.
    var control: Rect?
    var pressedControl = false
    /// What the view showed when the source was last told (`ViewedSource`), and the range
    /// answers waiting for the view to rest (`ChartController+Requery.swift`).
    var toldView: LiveView?
    var pendingRanges: [RangeData] = []
    /// The overview strip's own view (``OverviewView``) and the time it was last brought up to date.
    var overview: OverviewView?
    var overviewTime = -Double.infinity
    /// The overview's own data when the source sends it (`LiveUpdate.overview`), and the model
    /// drawn from it, its series those of the chart shown (`ChartController+OwnOverview.swift`).
    var overviewData: ChartData?
    var overviewModel: ChartModel?
    /// The plot's width in pixel columns, as laid out last (0 before the first frame).
    var plotColumns = 0
    /// Told once for each limit whose unit does not fit a series that arrived (`--threshold
    /// crit=2GiB` on a stream's series in percent): the window prints it; the limit judges nothing.
    let misfit: ((ChartThresholds.UnitMismatch) -> Void)?
    /// The series ids whose limits were checked against their units.
    var unitsChecked: Set<String> = []

    init(source: LiveSource, options: LiveOptions, misfit: ((ChartThresholds.UnitMismatch) -> Void)?) {
        self.source = source
        self.options = options
        self.misfit = misfit
    }

    /// The seconds without data after which the chart is stale: the option, else three times
    /// the median interval between arrivals, at least 10 s.
    var staleLimit: Double {
        if let s = options.staleAfter { return s }
        guard !intervals.isEmpty else { return 10 }
        let sorted = intervals.sorted()
        return max(10, 3 * sorted[sorted.count / 2])
    }
}

/// Live data: samples from a `LiveSource` taken once per frame, the view following the newest
/// sample, stale and ended marks, and reloads of a rewritten file keeping what is shown.
extension ChartController {
    /// Makes this a live chart fed by `source`: what it has now is taken at once, then once per
    /// ``advance(to:)``.
    public func attach(_ source: LiveSource, options: LiveOptions = LiveOptions()) {
        attach(source, options: options, misfit: nil)
    }

    /// ``attach(_:options:)``, where `misfit` hears, once each, the limits whose unit does not fit
    /// a series that arrives (a live source's series come after the view was checked).
    package func attach(_ source: LiveSource, options: LiveOptions, misfit: ((ChartThresholds.UnitMismatch) -> Void)?) {
        live = LiveState(source: source, options: options, misfit: misfit)
        prepareToGrow()
        pullLive()
    }

    /// The chart shown will grow: its columns get room to (`ChartModel.prepareToGrow()`), so the
    /// first append after a file's data costs what any append does (the model is their one holder).
    private func prepareToGrow() {
        guard model.count > 0, !active.interaction.isInDay else { return }
        model.prepareToGrow()
    }

    /// Whether the source has data waiting, or range answers wait to be spliced in and no finger
    /// holds the view: the next ``advance(to:)`` takes them.
    public var hasNews: Bool {
        guard let l = live else { return false }
        return l.source.hasNews || !l.pendingRanges.isEmpty && !feel.interaction.isInteracting
    }

    /// The live state now (`nil` for a file).
    package var liveStatus: LiveStatus? { live?.status }

    /// The monotonic time at which the stale mark will change if nothing arrives (the window
    /// wakes for it: stale from that time on), or `nil`.
    var nextLiveChange: Double? {
        guard let l = live else { return nil }
        // Samples the overview does not show yet: it catches up at its next turn.
        let overviewDue = l.overview.map { $0.dataVersion != model.version } ?? false
            ? l.overviewTime + OverviewView.liveInterval : nil
        guard !l.status.ended, !l.status.stale, let last = l.lastArrival else { return overviewDue }
        return min(last + l.staleLimit, overviewDue ?? .infinity)
    }

    /// Returns to the newest sample with an eased animation, keeping the span (End, the "live"
    /// control).
    func returnToLiveEdge() {
        guard live != nil else { return }
        let d = keptDomain
        let span = feel.interaction.targetWindow.span
        feel.interaction.setWindow(XWindow(d.upper - span, d.upper), at: now, animated: true)
        live?.status.following = true
    }

    /// After new content: the window keeps its span and ends at the newest sample (at once; an
    /// eased step under way moves along with the edge instead of being cut short).
    private func jumpToLiveEdge() {
        let d = keptDomain
        if feel.interaction.isAnimating(at: now), !feel.interaction.momentum.isActive {
            feel.interaction.follow(by: d.upper - feel.interaction.targetWindow.upper)
            let c = feel.interaction.constraints, t = feel.interaction.targetWindow
            if t.lower < c.lower { feel.interaction.setWindow(c.clamp(t), at: now, animated: false) }
            return
        }
        let span = min(feel.interaction.targetWindow.span, d.span)
        feel.interaction.setWindow(feel.interaction.constraints.clamp(XWindow(d.upper - span, d.upper)), at: now, animated: false)
    }

    /// The charts of a rewritten file (a reload): shown in place of the old ones, keeping the
    /// chart, the visible range, hidden series and the highlight where they still make sense.
    public func reload(_ newCharts: [ChartData]) { reload(newCharts, hidingNew: []) }

    /// ``reload(_:)``, where series the chart did not have yet and `names` lists start hidden
    /// (`--hidden` of a source whose first answer is still to come).
    func reload(_ newCharts: [ChartData], hidingNew names: Set<String>) {
        guard !newCharts.isEmpty else { return }
        let newCharts = newCharts.map { $0.comparing(compare) }
        let known = Set(model.data.series.map(\.id))
        chartIndex = min(chartIndex, newCharts.count - 1)
        otherCharts = newCharts
        otherCharts[chartIndex] = ChartData(x: [], series: [])
        let fresh = Set(newCharts[chartIndex].series.map(\.id)).subtracting(known)
        replaceModel(newCharts[chartIndex], fadingIn: [], hiding: fresh.intersection(names))
    }

    // MARK: Taking samples

    /// Takes what the source received (at most once per frame: called by ``advance(to:)``).
    func pullLive() {
        guard let l = live else { return }
        var arrived = false, ended = false
        var receivedAt: Int64?, failure: String?
        var ranges: [RangeData] = [], overview: [RangeData] = []
        for update in l.source.take() {
            switch update {
            case let .charts(newCharts, at):
                if !newCharts.isEmpty {
                    let following = isAtLiveEdge || model.count == 0
                    reload(newCharts, hidingNew: l.options.hidden)
                    if following { jumpToLiveEdge() }
                }
                arrived = true
                receivedAt = at ?? receivedAt
            case let .samples(samples, ids, units, at):
                if !samples.isEmpty { arrived = true; receivedAt = at ?? receivedAt }
                if !samples.isEmpty || ids.count > sourceSeriesCount(ids) {
                    apply(samples, seriesIDs: ids, units: units, restarted: false)
                }
            case let .restart(samples, ids, units, at):
                arrived = true
                receivedAt = at ?? receivedAt
                apply(samples, seriesIDs: ids, units: units, restarted: true)
            case let .confirmed(at):
                arrived = true
                receivedAt = at ?? receivedAt
            case let .ranges(r): ranges += r
            case let .overview(r): overview += r
            case let .failing(why): failure = why
            case .ended: ended = true
            }
        }
        if arrived {
            if let last = l.lastArrival, now > last {
                l.intervals.append(now - last)
                if l.intervals.count > 64 { l.intervals.removeFirst() }
            }
            l.lastArrival = now
            l.status.updatedAt = receivedAt ?? l.status.updatedAt
        }
        l.status.ended = ended
        if failure != nil || arrived { l.status.problem = failure }
        l.status.stale = !l.status.ended && (l.status.problem != nil || (l.lastArrival.map { now - $0 >= l.staleLimit } ?? false))
        l.status.following = isAtLiveEdge
        takeRanges(ranges)
        takeOverview(overview)
        refreshOverview(force: false)
        checkLimitUnits(l)
    }

    /// Tells `l.misfit` of the limits whose unit does not fit a series not checked before.
    /// - Complexity: O(1) a frame while the series stay the same (a count and one id looked up).
    private func checkLimitUnits(_ l: LiveState) {
        let series = model.data.series
        guard let misfit = l.misfit, !style.thresholds.limits.isEmpty,
              series.count != l.unitsChecked.count || series.last.map({ !l.unitsChecked.contains($0.id) }) == true else { return }
        let new = series.filter { !l.unitsChecked.contains($0.id) }
        guard !new.isEmpty else { return }
        for s in new { l.unitsChecked.insert(s.id) }
        for m in style.thresholds.unitMismatches(in: new, units: style.units) { misfit(m) }
    }

    // MARK: The overview

    /// The points `--keep` keeps (the history holds up to an eighth more until its next drop),
    /// with the one before them that the lines need to reach the left edge.
    var keptPoints: Range<Int> {
        let n = model.count
        guard let limit = live?.options.keep, n > 1 else { return 0 ..< n }
        return max(limit.firstKept(of: model.data.x) - 1, 0) ..< n
    }

    /// The x extent of the history `--keep` keeps: what the window may show and the overview
    /// spans (the whole chart without `--keep`).
    /// With ``followsByColumns`` and a history longer than a kept span, the span ending at the
    /// first boundary of the plot's pixel columns (span ÷ columns apart) at or after the newest
    /// sample: the same window for every sample in that column.
    var keptDomain: XWindow {
        let d = model.data.viewDomain
        guard let limit = live?.options.keep, model.count > 1 else { return d }
        let lower = limit.lowerEdge(of: model.data.x)
        if followsByColumns, case let .milliseconds(ms) = limit, ms > 0, lower > d.lower, let columns = live?.plotColumns, columns > 0 {
            let step = Double(ms) / Double(columns)
            let upper = (d.upper / step).rounded(.up) * step
            return XWindow(upper - Double(ms), upper)
        }
        return XWindow(min(max(lower, d.lower), d.upper), d.upper)
    }

    /// The view limits of the kept history.
    private var keptConstraints: XConstraints {
        let d = keptDomain
        return XConstraints(lower: d.lower, upper: d.upper, minSpan: model.data.viewConstraints.minSpan)
    }

    /// Brings the overview up to date with the model: at once with `force` (another model, a
    /// drop that moved every index), else at most every `OverviewView.liveInterval` seconds
    /// while samples pour in — the strip is not redrawn for every frame's samples.
    func refreshOverview(force: Bool) {
        guard let l = live else { return }
        if !force, let o = l.overview {
            guard o.dataVersion != model.version, now - l.overviewTime >= OverviewView.liveInterval else { return }
        }
        let o = ownOverview(l) ?? OverviewView(domain: keptDomain, points: keptPoints, dataVersion: model.version)
        l.overview = o
        l.overviewTime = now
        feel.interaction.overviewDomain = o.domain
    }

    /// Whether the target window reaches the newest sample.
    var isAtLiveEdge: Bool {
        let d = keptDomain, w = feel.interaction.targetWindow
        return w.upper >= d.upper - max(d.span * 1e-9, 1e-6)
    }

    /// Appends `samples` (their columns following `ids`), or after a restart shows only them.
    private func apply(_ samples: SampleBatch, seriesIDs ids: [String], units: [String: Unit], restarted: Bool) {
        let before = keptDomain
        let w = feel.interaction.targetWindow
        let tolerance = max(before.span * 1e-9, 1e-6)
        let atEdge = w.upper >= before.upper - tolerance
        let whole = atEdge && w.lower <= before.lower + tolerance
        if restarted || ids.count > sourceSeriesCount(ids) || model.count == 0 {
            rebuild(with: samples, seriesIDs: ids, units: units, restarted: restarted)
        } else if ids.count < model.data.series.count {
            // Comparisons derived here: their values from the kept history.
            model.append(model.data.comparisonBatch(samples, ids: ids))
            trimHistory()
            feel.interaction.constraints = keptConstraints
        } else {
            model.append(samples)   // in place: the model is the one holder of its columns
            trimHistory()
            feel.interaction.constraints = keptConstraints
        }
        guard atEdge, !feel.interaction.isInteracting else { return }
        let after = keptDomain
        if whole || restarted {
            feel.interaction.setWindow(after, at: now, animated: false)
        } else {
            feel.interaction.follow(by: after.upper - before.upper)
            let c = feel.interaction.constraints, t = feel.interaction.targetWindow
            if t.lower < c.lower { feel.interaction.setWindow(c.clamp(t), at: now, animated: false) }
        }
    }

    /// Drops the oldest points beyond `--keep`, many at a time (an eighth of the limit, and in
    /// multiples of 4096 once that is more, so the pyramids shift instead of rebuilding): memory
    /// stays flat and a drop costs amortized O(1) per appended point.
    private func trimHistory() {
        guard let limit = live?.options.keep, model.count > 1 else { return }
        let n = model.count
        let excess = limit.firstKept(of: model.data.x)
        switch limit {
        case let .points(k): guard excess >= max(k / 8, 1) else { return }
        case let .milliseconds(ms): guard excess > 0, excess >= max(n / 9, 1) || ms <= 0 else { return }
        }
        model.removeFirst(excess >= 8192 ? excess & ~4095 : excess)
        refreshOverview(force: true)   // every index moved
    }

    /// A new chart for the update: new series (gaps before they appeared, fading in), or the
    /// source's restart (only the new samples).
    private func rebuild(with samples: SampleBatch, seriesIDs ids: [String], units: [String: Unit], restarted: Bool) {
        let old = model.data
        let keep = !restarted && old.count > 0
        var series: [Series] = []
        for (i, id) in ids.enumerated() {
            if let s = old.series.first(where: { $0.id == id }) {
                var copy = s
                if !keep { copy.values = [] }
                series.append(copy)
            } else {
                var s = Series(id: id, name: id, color: Series.palette[i % Series.palette.count], kind: .line,
                               values: Array(repeating: .nan, count: keep ? old.count : 0))
                s.unit = units[id]
                series.append(s)
            }
        }
        let data = ChartData(title: old.title, x: keep ? old.x : [], series: series, sourcePath: old.sourcePath,
                             xKind: old.xKind, xName: old.xName)
        let fresh = Set(ids.filter { id in !old.series.contains { $0.id == id } })
        // `--hidden` names series of a stream that has none yet: they start hidden, by name.
        let hiding = fresh.intersection(live?.options.hidden ?? [])
        let m = ChartModel(data: data, hidden: [])
        m.append(samples)
        replaceModel(m.data, fadingIn: old.count == 0 ? [] : fresh.subtracting(hiding), hiding: hiding)
        trimHistory()
    }

    /// Shows `data` in place of the chart on screen, keeping the window (clamped), hidden series
    /// and the highlight; series in `fadingIn` start hidden and fade in, those in `hiding` start
    /// hidden. What moved goes on, and the y scale eases to the new data (unless the chart was empty).
    func replaceModel(_ data: ChartData, fadingIn: Set<String>, hiding: Set<String> = []) {
        let data = data.comparing(compare)
        let shown = chartModel   // a zoomed day's is on screen
        let hidden = shown.hiddenIDs.intersection(data.series.map(\.id)).union(hiding)
        let highlight = feel.interaction.highlightX
        let wasEmpty = shown.count == 0
        let day = dayAfterReload(of: feel, data)
        overviewModel = nil
        let m = ChartModel(data: data, hidden: hidden.union(fadingIn))
        // A live chart grows: room for it now, not a copy of every column at the next append.
        if live != nil, m.count > 0 { m.prepareToGrow() }
        show(m)
        style = Self.style(of: data, settings: styleSettings)
        var child: ChartFeel?
        if wasEmpty {
            feel = Self.makeFeel(for: m, night: feel.theme.isNight, presets: presetsEnabled, days: days, style: style)
            if let h = highlight, feel.interaction.constraints.full.contains(h) { setHighlight(index: m.nearestIndex(to: h)) }
        } else {
            // The feel keeps itself: what moves goes on, the y scale and its labels ease to the new
            // data's fit as after an append, the x labels fade; the pie or a zoomed day stays
            // where it still makes sense, else the zoom is left.
            Self.configure(feel, for: m, style: style)
            let c = data.viewConstraints
            let kept = feel.rebind(to: m, constraints: c, hidden: Self.hiddenIndices(m),
                                   zoom: Self.zoomCapability(of: data, days: days),
                                   presets: presetsEnabled && data.xKind == .time, keepDay: day != nil, at: now)
            feel.interaction.defaultWindow = c.clamp(data.initialWindow)
            modelLaidOut = kept.axes
            child = kept.day
        }
        for (i, s) in data.series.enumerated() where fadingIn.contains(s.id) {
            feel.setSeriesVisible(i, true, at: now, animated: true)
        }
        if let child, let day { keepDay(child, day: day, overview: m) }
        applyWeights()
        if live != nil {
            feel.interaction.constraints = keptConstraints
            let t = feel.interaction.targetWindow
            if feel.interaction.constraints.clamp(t) != t { feel.interaction.setWindow(t, at: now, animated: false) }
            refreshOverview(force: true)
        }
    }

    // MARK: Input

    /// The live-edge key (End without a highlight, `KeyBindings`) and the "live" control return
    /// to the newest sample.
    func handleLive(_ input: ChartInput) -> Bool {
        guard let l = live else { return false }
        switch input {
        case let .key(key, _) where KeyBindings.standard.action(for: key, reading: feel.interaction.highlightX != nil) == .returnToLiveEdge:
            returnToLiveEdge()
            return true
        case let .pointerDown(.primary, p, _), let .touchDown(_, p, _):
            guard !l.status.following, let r = l.control, r.contains(p) else { return false }
            l.pressedControl = true
            return true
        case .pointerUp(.primary, _, _), .touchUp:
            guard l.pressedControl else { return false }
            l.pressedControl = false
            returnToLiveEdge()
            return true
        default:
            return false
        }
    }
}
