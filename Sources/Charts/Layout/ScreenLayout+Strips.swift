import Raster

extension ScreenLayout {
    /// The height of the events strip above the plot, in points.
    static let eventStripHeight = 18.0
    /// The height of the legend row above the plot, in points: plain, and large (a wall's).
    static let legendHeight = 20.0, largeLegendHeight = 46.0

    /// Makes room for the events strip (`eventStrip`) above the plot: labels there never
    /// cover the data.
    mutating func addEventStrip() {
        guard eventStrip == nil else { return }
        eventStrip = takeStrip(points: Self.eventStripHeight)
    }

    /// Makes room for the legend row with values (`legendStrip`) above the plot (and above
    /// the events strip when both are added, the legend first).
    mutating func addLegendStrip(large: Bool) {
        guard legendStrip == nil else { return }
        legendStrip = takeStrip(points: large ? Self.largeLegendHeight : Self.legendHeight)
    }

    /// A strip of `points` high from the top of the plot (below the header and above the top
    /// y label's room), at most a third of the plot; the plot gives it up.
    private mutating func takeStrip(points: Double) -> Rect {
        let top = plot.minY - px(Metrics.axisSize) * 1.2
        let h = min(px(points), max(plot.height - 1, 0) / 3)
        plot = Rect(x: plot.minX, y: plot.minY + h, width: plot.width, height: max(plot.height - h, 1))
        return Rect(x: plot.minX, y: top, width: plot.width, height: h)
    }
}
