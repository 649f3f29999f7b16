import SeriesData

/// A source that fetches for the view (`ViewedSource`: Prometheus): the controller tells it
/// what the view shows after each frame that changed it, and splices the answers into the
/// chart's data once the view rests — the window, hidden series and highlight stay, and the y
/// scale eases to the new data instead of jumping.
extension ChartController {
    /// Tells a `ViewedSource` the view the frame laid out: the window it is at or heading to
    /// and the plot's width in buffer pixels (only when either changed).
    func tellView(_ frame: FrameLayout) {
        guard let l = live, let source = l.source as? ViewedSource, model.count > 1, feel.pie == nil else { return }
        let w = feel.interaction.targetWindow
        let columns = Int(saturating: frame.interaction.plot.width.rounded(), nan: 0)
        guard columns > 0 else { return }
        let view = LiveView(lower: w.lower, upper: w.upper, columns: columns, following: isAtLiveEdge)
        guard view != l.toldView else { return }
        l.toldView = view
        source.viewChanged(view)
    }

    /// Keeps the range answers that came, then shows them when nothing moves the view.
    func takeRanges(_ ranges: [RangeData]) {
        guard let l = live else { return }
        l.pendingRanges += ranges
        guard !l.pendingRanges.isEmpty, !feel.interaction.isInteracting, !feel.interaction.isAnimating(at: now),
              !feel.dayZoom.isZoomed, model.count > 0 else { return }
        var data = model.data
        var added: [String] = []
        for r in l.pendingRanges {
            let spliced = data.replacing(r.lower, r.upper, with: r.chart)
            data = spliced.chart
            added += spliced.added
        }
        l.pendingRanges.removeAll()
        replaceModel(data, fadingIn: Set(added))
        l.status.following = isAtLiveEdge
    }
}
