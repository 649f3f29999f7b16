import Raster

extension ScreenLayout {
    /// The width of one outer y-axis strip (a third axis and beyond), in points: room for a
    /// label like `1023.5 MiB` and the axis' colour mark.
    static let axisStripWidth = 64.0
    /// The colour mark of an axis: its width, and its distance from the labels, in points.
    static let axisMarkWidth = 3.0, axisMarkGap = 4.0

    /// Makes room beside the plot for `left` and `right` outer y axes (`axisStrip(side:slot:)`):
    /// the plot gives up their width, at most half of it.
    mutating func addAxisStrips(left: Int, right: Int) {
        guard left + right > 0 else { return }
        let w = min(px(Self.axisStripWidth), plot.width / 2 / Double(left + right))
        axisStripWidth = w
        plot = Rect(x: plot.minX + Double(left) * w, y: plot.minY, width: max(plot.width - Double(left + right) * w, 1),
                    height: plot.height)
    }

    /// Outer axis strip `slot` (1, 2…) on `side`: counted outward from the plot's edge.
    func axisStrip(left: Bool, slot: Int) -> Rect {
        let w = axisStripWidth, k = Double(slot)
        return Rect(x: left ? plot.minX - k * w : plot.maxX + (k - 1) * w, y: plot.minY, width: w, height: plot.height)
    }
}
