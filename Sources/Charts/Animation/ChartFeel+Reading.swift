import Raster
import SeriesData

/// What the feel says without changing anything: whether it still moves, where each y axis is going.
extension ChartFeel {
    /// Whether anything still moves at `time` (the window should keep asking for frames). A finger
    /// held still asks for frames only until its long-press moment: a resting hand costs no CPU.
    public func isAnimating(at time: Double) -> Bool {
        if interaction.isAnimating(at: time) || interaction.isAwaitingLongPress { return true }
        for a in axes where !a.lower.isFinished(at: time) || !a.upper.isFinished(at: time) || a.labels.isAnimating(at: time) {
            return true
        }
        return xLabels.isAnimating(at: time) || visibility.isAnimating(at: time) || theme.isAnimating(at: time)
            || dayZoom.isTransitioning(at: time) || (pie?.isAnimating(at: time) ?? false)
            || (trend?.isAnimating(at: time) ?? false) || !board.isFinished(at: time)
            || (day?.isAnimating(at: time) ?? false)
    }

    /// The y range axis `a` should show for window `w`: the visible extrema of its shown series
    /// (bars and areas from zero, percentage 0…100), never empty.
    func yTarget(axis a: Int, window w: XWindow) -> YLabelTransitions.Span {
        if case let .fixed(lo, hi) = extremaMode { return YLabelTransitions.Span(lo, hi) }
        var r = chart.indexRange(xMin: w.lower, xMax: w.upper, margin: 0)
        if r.isEmpty { r = chart.indexRange(xMin: w.lower, xMax: w.upper, margin: 1) }
        let mm: (min: Double, max: Double)?
        if chart.yScaled {
            let s = axes[a].series[0]
            mm = visibility.visible[s] ? extrema.seriesRange(s, r, mode: extremaMode) : nil
        } else {
            mm = visibility.visibleCount > 0 ? extrema.yRange(r, visible: visibility.visible, mode: extremaMode) : nil
        }
        guard let m = mm else { return YLabelTransitions.Span(axes[a].lower.target, axes[a].upper.target) }
        if m.max > m.min { return yFit(YLabelTransitions.Span(m.min, m.max), a) }
        // One value (a single point, or all equal): padded, fitted, then made symmetric so the
        // value sits in the middle of the axis.
        let pad = m.min == 0 ? 1 : abs(m.min) * 0.1
        let f = yFit(YLabelTransitions.Span(m.min - pad, m.max + pad), a)
        let half = max(m.min - f.lower, f.upper - m.min)
        let lo = m.min - half, hi = m.min + half
        return lo.isFinite && hi.isFinite && hi > lo ? YLabelTransitions.Span(lo, hi) : f
    }
}
