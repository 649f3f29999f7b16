/// The y range a chart needs for a visible index range, by the round-2 rules:
/// - line series: from the lowest to the highest visible value;
/// - bar and area series: from zero (or the lowest value, when that is negative) to the highest;
/// - stacked charts: from zero to the highest stack of the shown series;
/// - percentage charts: 0…100;
/// - two-axis (`y_scaled`) charts: each series on its own (`seriesRange(_:_:mode:)`).
///
/// Per series it holds a ``RangeExtrema``; for stacked charts also one over the stack totals of the
/// current set of shown series, rebuilt only when that set changes.
///
/// - Complexity: queries O(series · log n); building O(n · series); a new set of shown series in a
///   stacked chart O(n · series) once.
public final class ChartExtrema {
    /// One pyramid per series (their `values` are the series' values).
    public private(set) var series: [RangeExtrema]
    /// The number of points.
    public private(set) var count: Int
    private let kinds: [SeriesKind]
    private let stacked: Bool
    private let percentage: Bool
    private var stackVisible: [Bool] = []
    private var stackExtrema: RangeExtrema?
    /// The stack pyramid's slot once the chart grows (`reserveHeadroom(firstSlot:stackSlot:of:)`).
    private var growthSlot: (slot: Int, of: Int)?

    public init(chart: ChartData) {
        series = chart.series.map { RangeExtrema($0.values) }
        count = chart.count
        kinds = chart.series.map(\.kind)
        stacked = chart.stacked
        percentage = chart.percentage
        if chart.stacked {
            stackVisible = Array(repeating: true, count: chart.series.count)
            stackExtrema = RangeExtrema(chart.stackTotals)
        }
    }

    // MARK: Growing (live data; the ``ChartModel`` drives it)

    /// Appends `rows` points, `columns[s][i]` the value of series `s` at new point `i`; when
    /// `replacingLast`, the first row replaces the last point instead (a repeated time).
    /// - Complexity: O(rows · series + series · log n).
    func append(columns: [[Double]], rows: Int, replacingLast: Bool) {
        precondition(columns.count == series.count, "one column per series")
        guard rows > 0 else { return }
        let skip = replacingLast && count > 0 ? 1 : 0
        for s in series.indices {
            if skip == 1 { series[s].replaceLast(columns[s][0]) }
            series[s].append(contentsOf: columns[s][skip ..< rows])
        }
        if stackExtrema != nil && !percentage {
            let w = stackVisible.map { $0 ? 1.0 : 0 }
            let totals = ChartData.sums(columns, weights: w, range: 0 ..< rows)
            if skip == 1 { stackExtrema!.replaceLast(totals[0]) }
            stackExtrema!.append(contentsOf: totals[skip...])
        }
        count += rows - skip
    }

    /// Makes room for `needed` points in every series' pyramid, series `s` at the capacities of
    /// column `firstSlot + s` of `slots` (`ColumnGrowth`), and in the stack totals' pyramid at
    /// `stackSlot`. Returns the elements copied (each column is copied ahead while it fills).
    @discardableResult
    func reserve(_ needed: Int, firstSlot: Int, stackSlot: Int, of slots: Int) -> Int {
        var copied = 0
        for s in series.indices { copied += series[s].reserve(needed, slot: firstSlot + s, of: slots) }
        if stackExtrema != nil { copied += stackExtrema!.reserve(needed, slot: stackSlot, of: slots) }
        return copied
    }

    /// Room for a third more points in every pyramid (a chart built at exact capacity whose source
    /// can append), at the slots of `reserve(_:firstSlot:stackSlot:of:)`; a stack pyramid rebuilt
    /// later for other shown series gets it too. Returns the elements copied.
    @discardableResult
    func reserveHeadroom(firstSlot: Int, stackSlot: Int, of slots: Int) -> Int {
        growthSlot = (stackSlot, slots)
        var copied = 0
        for s in series.indices { copied += series[s].reserveHeadroom(slot: firstSlot + s, of: slots) }
        if stackExtrema != nil { copied += stackExtrema!.reserveHeadroom(slot: stackSlot, of: slots) }
        return copied
    }

    /// Every growable column: each series' pyramid (`seriesN.…`), then the stack totals' (`chartStack.…`).
    var columnStorages: [String: ColumnStorage] {
        var out = stackExtrema?.columnStorages("chartStack") ?? [:]
        for s in series.indices { out.merge(series[s].columnStorages("series\(s)")) { a, _ in a } }
        return out
    }

    /// Removes the first `k` points. - Complexity: O(n) moves.
    func removeFirst(_ k: Int) {
        let k = min(k, count)
        for s in series.indices { series[s].removeFirst(k) }
        stackExtrema?.removeFirst(k)
        count -= k
    }

    /// The y range of series `s` over the points `range`, by its kind's rule; `nil` when it has no
    /// value there.
    package func seriesRange(_ s: Int, _ range: Range<Int>, mode: ExtremaMode = .dynamic) -> (min: Double, max: Double)? {
        if case .fixed(let lo, let hi) = mode { return (lo, hi) }
        let r = mode == .static ? 0..<count : range
        guard let mm = series[s].minMax(r) else { return nil }
        return kinds[s] == .line ? mm : (Swift.min(0, mm.min), mm.max)
    }

    /// The y range of the shown series (`visible[s]`) over the points `range` on a shared axis;
    /// `nil` when nothing shown has a value there. Stacked charts use the stack totals of the shown
    /// series (a pyramid kept for the last set of shown series).
    public func yRange(_ range: Range<Int>, visible: [Bool], mode: ExtremaMode = .dynamic) -> (min: Double, max: Double)? {
        precondition(visible.count == series.count, "one flag per series")
        if stacked && !percentage && visible != stackVisible {
            stackVisible = visible
            stackExtrema = RangeExtrema(ChartData.sums(series.map(\.values), weights: visible.map { $0 ? 1 : 0 },
                                                       range: 0 ..< count))
            if let g = growthSlot { stackExtrema!.reserveHeadroom(slot: g.slot, of: g.of) }
        }
        return yRange(range, shown: { visible[$0] }, stack: stackExtrema, mode: mode)
    }

    /// The one y-range rule of wlcharts: over the points `range`, the series for which `shown` is
    /// true — line series from their lowest to their highest value, bar and area series from zero;
    /// stacked charts from zero to the highest total in `stack` (a pyramid over the stack totals
    /// of the shown series, or of their fading weights); percentage charts 0…100. `nil` when
    /// nothing shown has a value there.
    /// - Complexity: O(series · log n).
    public func yRange(_ range: Range<Int>, shown: (Int) -> Bool, stack: RangeExtrema?,
                       mode: ExtremaMode = .dynamic) -> (min: Double, max: Double)? {
        if case .fixed(let lo, let hi) = mode { return (lo, hi) }
        guard series.indices.contains(where: shown) else { return nil }
        if percentage { return (0, 100) }
        let r = mode == .static ? 0..<count : range
        if stacked {
            guard !r.isEmpty, let mm = stack?.minMax(r) else { return nil }
            return (Swift.min(0, mm.min), mm.max)
        }
        var result: (min: Double, max: Double)?
        for s in series.indices where shown(s) {
            guard let mm = seriesRange(s, r) else { continue }
            result = result.map { (Swift.min($0.min, mm.min), Swift.max($0.max, mm.max)) } ?? mm
        }
        return result
    }
}
