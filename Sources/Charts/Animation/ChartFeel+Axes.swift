#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SeriesData

/// The y axes: one per group of series (`AxisPlan`), each easing to the visible extrema of its
/// own shown series, linear or in log10.
extension ChartFeel {
    /// The y scale of one axis and its labels.
    public struct YAxis: Sendable {
        public var lower: AnimatedValue
        public var upper: AnimatedValue
        public var labels: YLabelTransitions
        /// The series on this axis (all of them unless the chart has several y axes).
        public let series: [Int]
        /// Its side and place (`AxisPlan`), whether it is logarithmic (``lower`` and ``upper``
        /// are then log10 of the bounds, so a change of range eases in log space), and whether
        /// it carries a colour mark of its series.
        public let side: ChartAxes.Side
        package let slot: Int
        package let log: Bool
        package let marked: Bool
    }

    /// Whether `axes` are those of `plan` (the same series, sides and scales).
    static func matches(_ axes: [YAxis], _ plan: AxisPlan) -> Bool {
        axes.count == plan.axes.count && zip(axes, plan.axes).allSatisfy { a, p in
            a.series == p.series && a.side == p.side && a.slot == p.slot && a.log == p.log && a.marked == plan.marked
        }
    }

    /// Unfitted axes of `plan` (`settle()` fits them).
    static func axes(_ plan: AxisPlan) -> [YAxis] {
        plan.axes.map { p in
            YAxis(lower: AnimatedValue(0), upper: AnimatedValue(1), labels: YLabelTransitions(initial: .init(0, 1)),
                  series: p.series, side: p.side, slot: p.slot, log: p.log, marked: plan.marked)
        }
    }

    /// The y range axis `a` should show for window `w`: the visible extrema of its shown series
    /// (bars and areas from zero, percentage 0…100), never empty; for a log axis, log10 of the
    /// 1-2-5 lines around its positive values (`LogTicks.fit(min:max:)`).
    func yTarget(axis a: Int, window w: XWindow) -> YLabelTransitions.Span {
        let log = axes[a].log
        if case let .fixed(lo, hi) = extremaMode, !log || lo > 0 {
            return log ? YLabelTransitions.Span(log10(lo), log10(hi)) : YLabelTransitions.Span(lo, hi)
        }
        var r = chart.indexRange(xMin: w.lower, xMax: w.upper, margin: 0)
        if r.isEmpty { r = chart.indexRange(xMin: w.lower, xMax: w.upper, margin: 1) }
        let mm: (min: Double, max: Double)?
        if axes.count == 1 {
            mm = visibility.visibleCount > 0 ? extrema.yRange(r, visible: visibility.visible, mode: extremaMode) : nil
        } else {
            mm = groupRange(axes[a].series, r)
        }
        let kept = YLabelTransitions.Span(axes[a].lower.target, axes[a].upper.target)
        guard let m = mm else { return kept }
        if log {
            guard m.max > 0, let lo = m.min > 0 ? m.min : smallestPositive(axes[a].series, r) else { return kept }
            let f = LogTicks.fit(min: lo, max: m.max)
            return YLabelTransitions.Span(f.lower, f.upper)
        }
        if m.max > m.min { return yFit(YLabelTransitions.Span(m.min, m.max), a) }
        // One value (a single point, or all equal): padded, fitted, then made symmetric so the
        // value sits in the middle of the axis.
        let pad = m.min == 0 ? 1 : abs(m.min) * 0.1
        let f = yFit(YLabelTransitions.Span(m.min - pad, m.max + pad), a)
        let half = max(m.min - f.lower, f.upper - m.min)
        let lo = m.min - half, hi = m.min + half
        return lo.isFinite && hi.isFinite && hi > lo ? YLabelTransitions.Span(lo, hi) : f
    }

    /// The extrema of the shown series of `group` over points `r`; `nil` when none shows.
    /// - Complexity: O(group · log n).
    private func groupRange(_ group: [Int], _ r: Range<Int>) -> (min: Double, max: Double)? {
        var out: (min: Double, max: Double)?
        for s in group where visibility.visible[s] {
            guard let e = extrema.seriesRange(s, r, mode: extremaMode) else { continue }
            out = out.map { (Swift.min($0.min, e.min), Swift.max($0.max, e.max)) } ?? e
        }
        return out
    }

    /// The smallest value above zero of the shown series of `group` over points `r` (a log axis
    /// whose data reach zero or below: those values are gaps).
    /// - Complexity: O(group · points): only asked when the extrema reach zero.
    private func smallestPositive(_ group: [Int], _ r: Range<Int>) -> Double? {
        var best = Double.infinity
        for s in group where visibility.visible[s] {
            chart.series[s].values.withUnsafeBufferPointer { v in
                for i in r.clamped(to: 0 ..< v.count) where v[i] > 0 && v[i] < best { best = v[i] }
            }
        }
        return best.isFinite ? best : nil
    }
}

/// Where a value's y axis stands among several, as the info board marks it and speech says it:
/// its side, and its place counted outward from the plot's edge (0 at the edge) as drawn — the
/// strips of hidden axes inside it have eased away.
struct AxisPlace: Equatable {
    var side: ChartAxes.Side
    var place: Int

    /// The place of series `s`'s axis among `axes`, where `shown(series)` says which series show;
    /// `nil` with one axis (nothing to tell apart).
    /// - Complexity: O(series).
    init?(of s: Int, in axes: [ChartFeel.YAxis], shown: (Int) -> Bool) {
        guard axes.count > 1, let axis = axes.first(where: { $0.series.contains(s) }) else { return nil }
        side = axis.side
        place = axis.slot
        for a in axes where a.side == axis.side && a.slot > 0 && a.slot < axis.slot && !a.series.contains(where: shown) { place -= 1 }
    }

    /// `left axis`, `second right axis`…
    var spoken: String {
        let ordinals = ["", "second ", "third ", "fourth ", "fifth "]
        let name = side == .left ? "left axis" : "right axis"
        return place < ordinals.count ? ordinals[place] + name : "\(name) \(place + 1)"
    }
}
