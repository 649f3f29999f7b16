/// The y range a chart needs for a visible index range, by the round-2 rules:
/// - line series: from the lowest to the highest visible value;
/// - bar and area series: from zero (or the lowest value, when that is negative) to the highest;
/// - stacked charts: from zero to the highest stack of the shown series;
/// - percentage charts: 0…100;
/// - two-axis (`y_scaled`) charts: each series on its own (``seriesRange(_:_:mode:)``).
///
/// Per series it holds a ``RangeExtrema``; for stacked charts also one over the stack totals of the
/// current set of shown series, rebuilt only when that set changes.
///
/// - Complexity: queries O(series · log n); building O(n · series); a new set of shown series in a
///   stacked chart O(n · series) once.
public final class ChartExtrema {
    public let chart: ChartData
    /// One pyramid per series.
    public let series: [RangeExtrema]
    private var stackVisible: [Bool] = []
    private var stackExtrema: RangeExtrema?

    public init(chart: ChartData) {
        self.chart = chart
        self.series = chart.series.map { RangeExtrema($0.values) }
        if chart.stacked {
            stackVisible = Array(repeating: true, count: chart.series.count)
            stackExtrema = RangeExtrema(chart.stackTotals)
        }
    }

    /// The y range of series `s` over the points `range`, by its kind's rule; `nil` when it has no
    /// value there.
    public func seriesRange(_ s: Int, _ range: Range<Int>, mode: ExtremaMode = .dynamic) -> (min: Double, max: Double)? {
        if case .fixed(let lo, let hi) = mode { return (lo, hi) }
        let r = mode == .static ? 0..<chart.count : range
        guard let mm = series[s].minMax(r) else { return nil }
        return chart.series[s].kind == .line ? mm : (Swift.min(0, mm.min), mm.max)
    }

    /// The y range of the shown series (`visible[s]`) over the points `range` on a shared axis;
    /// `nil` when nothing shown has a value there. Stacked charts use the stack totals of the shown
    /// series (a pyramid kept for the last set of shown series).
    public func yRange(_ range: Range<Int>, visible: [Bool], mode: ExtremaMode = .dynamic) -> (min: Double, max: Double)? {
        precondition(visible.count == chart.series.count, "one flag per series")
        if chart.stacked && !chart.percentage && visible != stackVisible {
            stackVisible = visible
            stackExtrema = RangeExtrema(ChartData.sums(chart.series, weights: visible.map { $0 ? 1 : 0 },
                                                       count: chart.count))
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
        if chart.percentage { return (0, 100) }
        let r = mode == .static ? 0..<chart.count : range
        if chart.stacked {
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
