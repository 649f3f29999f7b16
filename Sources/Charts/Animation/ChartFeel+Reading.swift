import Raster
import SeriesData

/// What the feel says without changing anything: whether it still moves.
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
            || (trend?.isAnimating(at: time) ?? false) || !board.isFinished(at: time) || highlightFade.isAnimating(at: time)
            || (day?.isAnimating(at: time) ?? false)
    }
}
