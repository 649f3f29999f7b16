/// A chart prepared for drawing: its data, what it is drawn as, which series show, the stacked
/// layers of the shown series and range extrema for fast y fitting. Built when the chart or the
/// shown series change, never per frame; live data grows it at the end (``append(_:)``) and
/// shrinks it at the front (`removeFirst(_:)`) without rebuilding (`ChartModel+Growth.swift`).
public final class ChartModel {
    /// How the whole chart is drawn.
    public enum Style: Sendable, Equatable {
        /// Lines sharing one y axis.
        case lines
        /// Two (or more) lines, each on its own y axis (`y_scaled`).
        case scaledLines
        /// Bars stacked on each other (or one series of bars).
        case bars
        /// Areas stacked to 100 % per x.
        case percentage
        /// Areas stacked on each other (absolute).
        case areas
    }

    public internal(set) var data: ChartData
    public let style: Style
    /// x as `Double` milliseconds (for mapping without conversions in loops).
    public internal(set) var xs: [Double]
    /// The data's time unit (point spacing), ms (x units for a ``XKind/number`` chart).
    public internal(set) var unit: Int64
    /// Whether every x is a UTC midnight (calendar-day data, like the contest's files): such
    /// points are dates, not times, and keep their dates in every zone. An appended time that is
    /// not a midnight turns it off for good.
    package internal(set) var calendarDays: Bool
    /// The month, quarter or year every point starts (`CalendarPeriod`), for calendar-day data
    /// of such periods; `nil` otherwise. An appended point that starts none turns it off for good.
    package internal(set) var period: CalendarPeriod?
    /// Counts every change of the data (appends, drops): a frame whose model has another
    /// version redraws what shows the data.
    public internal(set) var version = 0
    /// Per series: in the stack and drawn (1) or hidden (0). The state owner keeps a fading series
    /// at 1 until it has faded out; how far it has faded is read where it is drawn.
    package private(set) var weights: [Double]
    /// Tops of the stacked shown series (bars, areas, percentage); empty for lines.
    package internal(set) var stack: StackedLayers?
    /// The chart's range extrema: one pyramid per series (shared with the decimators) and the
    /// y-range rule every axis fit uses.
    public let extrema: ChartExtrema
    /// A pyramid over `stack`'s totals (stacked styles but percentage), for the y range of the
    /// current, possibly fading, weights.
    var stackExtrema: RangeExtrema?
    /// The mean of every value each series received (`--average all`), kept when the front is
    /// dropped.
    package internal(set) var received: ReceivedMeans
    /// M4 decimators of the line series (empty for stacked styles), over ``extrema``'s pyramids.
    package internal(set) var decimators: [M4Decimator] = []
    /// The gaps of each line series (the decimators share them).
    var gaps: [GapRuns] = []
    /// Per series: the comparison's `ShiftedCopy` of its series, or `nil`.
    package internal(set) var shiftedCopies: [ShiftedCopy?] = []
    /// The next storage of ``data``'s x and of ``xs`` while they grow (`ColumnGrowth`).
    var xAhead = ColumnAhead<Int64>()
    var xsAhead = ColumnAhead<Double>()
    /// The next storage of each stacked layer and the stack's total, and of the data's stack
    /// totals, while they grow (stacked styles).
    var stackAhead: [ColumnAhead<Double>] = []
    var stackTotalsAhead = ColumnAhead<Double>()
    /// Whether the chart's source can append (``prepareToGrow()``): columns built later (a
    /// restack for other weights) get room to grow too.
    var growing = false

    public init(data: ChartData, hidden: Set<String>) {
        self.data = data
        xs = data.x.map { Double($0) }
        unit = data.xUnit
        calendarDays = data.xKind == .time && XAxisLabels.calendarDays(data.x, unit: unit)
        period = calendarDays ? CalendarPeriod.of(data.x, unit: unit) : nil
        if data.percentage { style = .percentage }
        else if data.kind == .bar { style = .bars }
        else if data.kind == .area { style = .areas }
        else if data.yScaled && data.series.count > 1 { style = .scaledLines }
        else { style = .lines }
        weights = data.series.map { hidden.contains($0.id) ? 0 : 1 }
        extrema = ChartExtrema(chart: data)
        received = ReceivedMeans(data.series)
        rebuild()
        if style == .lines { shiftedCopies = Self.shiftedCopies(of: data) }
    }

    /// How this chart writes x in words, its times in `zone` (UTC for calendar-day data).
    package func xText(zone: TimeZoneOffsets) -> XText {
        XText(kind: data.xKind, name: data.xName, unit: unit, zone: calendarDays ? .utc : zone, period: period)
    }

    /// Whether series `i` is shown (weight above zero).
    package func isShown(_ i: Int) -> Bool { weights[i] > 0 }

    /// Series ids currently hidden.
    package var hiddenIDs: Set<String> {
        Set(data.series.indices.filter { weights[$0] == 0 }.map { data.series[$0].id })
    }

    /// Sets the weight of every series (1 shown, 0 hidden) and restacks.
    /// - Complexity: O(n · series).
    package func setWeights(_ w: [Double]) {
        precondition(w.count == weights.count, "one weight per series")
        guard w != weights else { return }
        weights = w
        rebuild()
    }

    /// Sets series `i`'s weight to `weight(i)` for every series, in place (no array is made),
    /// and restacks when one changed.
    /// - Complexity: O(series), O(n · series) when one changed.
    package func setWeights(_ weight: (Int) -> Double) {
        var changed = false
        for i in weights.indices where weights[i] != weight(i) {
            weights[i] = weight(i)
            changed = true
        }
        if changed { rebuild() }
    }

    private func rebuild() {
        switch style {
        case .lines, .scaledLines:
            stack = nil
            if gaps.count != data.series.count { gaps = data.series.map { GapRuns($0.values) } }
            if decimators.isEmpty { shareDecimators() }
        case .bars, .areas, .percentage:
            var layers = data.stackedLayers(weights: weights)
            stackAhead = []
            var totals = style == .percentage ? nil : RangeExtrema(layers.total)
            if growing {
                let g = growthSlots
                layers.reserveHeadroom(ahead: &stackAhead, firstSlot: g.layers, of: g.of)
                totals?.reserveHeadroom(slot: g.stackExtrema, of: g.of)
            }
            stack = layers
            stackExtrema = totals
        }
    }

    /// The decimators over ``extrema``'s pyramids and ``gaps`` (shared, nothing copied).
    func shareDecimators() {
        decimators.removeAll(keepingCapacity: true)
        for s in extrema.series.indices { decimators.append(M4Decimator(extrema: extrema.series[s], gaps: gaps[s])) }
    }

    /// The number of points.
    public var count: Int { xs.count }

    /// Indices of the points inside `xMin…xMax`, widened by one point each side so lines run
    /// off the edges. - Complexity: O(log n).
    package func indexRange(xMin: Double, xMax: Double) -> Range<Int> {
        guard !xs.isEmpty else { return 0 ..< 0 }
        let lo = max(lowerBound(xMin) - 1, 0)
        let hi = min(lowerBound(xMax) + 1, xs.count - 1)
        return lo ..< max(hi + 1, lo)
    }

    /// The first index whose x is ≥ `x` (`count` when none). - Complexity: O(log n).
    public func lowerBound(_ x: Double) -> Int { data.lowerBound(x: x) }

    /// The index of the point nearest to `x`. - Complexity: O(log n).
    package func nearestIndex(to x: Double) -> Int? { data.nearestIndex(x: x) }

    /// The y range of the shown series over `range` by ``ChartExtrema``'s rule, with the stack of
    /// the current (possibly fading) weights. - Complexity: O(series · log n).
    public func yRange(_ range: Range<Int>) -> (min: Double, max: Double)? {
        guard !range.isEmpty else { return nil }
        let w = weights
        return extrema.yRange(range, shown: { w[$0] > 0 }, stack: stackExtrema)
    }

    /// The y range of series `i` over `range` regardless of whether it is shown (scaled lines
    /// keep a hidden series' axis stable while it fades).
    package func seriesExtent(_ i: Int, _ range: Range<Int>) -> (min: Double, max: Double)? {
        guard style == .lines || style == .scaledLines, !range.isEmpty else { return nil }
        return extrema.series[i].minMax(range)
    }

    /// Whether y axes start at zero (bars and areas) or span the visible values (lines).
    package var zeroBased: Bool { style != .lines && style != .scaledLines }
}
