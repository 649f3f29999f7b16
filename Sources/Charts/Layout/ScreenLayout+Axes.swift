import Raster

extension ScreenLayout {
    /// The width of one outer y-axis strip (a third axis and beyond), in points: room for a
    /// label like `1023.5 MiB` and the axis' colour mark.
    static let axisStripWidth = 64.0
    /// The colour mark of an axis: its width, and its distance from the labels, in points.
    static let axisMarkWidth = 3.0, axisMarkGap = 4.0

    /// Makes room beside the plot for `left` and `right` outer y axes (``axisStrip(left:slot:)``):
    /// the plot gives up their width, at most half of it. Every strip shows whole until
    /// ``setAxisStripShare(left:slot:_:)`` says otherwise.
    mutating func addAxisStrips(left: Int, right: Int) {
        guard left + right > 0 else { return }
        axisStripWidth = min(px(Self.axisStripWidth), plot.width / 2 / Double(left + right))
        plotWithoutStrips = plot
        leftStripShares = Array(repeating: 1, count: left)
        rightStripShares = Array(repeating: 1, count: right)
        placePlotBetweenStrips()
    }

    /// Sets how much of outer strip `slot` (1, 2…) on a side shows, 0…1 (an axis fading out with
    /// its series narrows its strip; the plot widens into it). Returns whether the plot moved.
    mutating func setAxisStripShare(left: Bool, slot: Int, _ share: Double) -> Bool {
        let k = slot - 1, share = min(max(share, 0), 1)
        guard k >= 0, k < (left ? leftStripShares.count : rightStripShares.count),
              (left ? leftStripShares[k] : rightStripShares[k]) != share else { return false }
        if left { leftStripShares[k] = share } else { rightStripShares[k] = share }
        placePlotBetweenStrips()
        return true
    }

    /// The plot: what the strips leave of ``plotWithoutStrips`` at their shares.
    private mutating func placePlotBetweenStrips() {
        var l = 0.0, r = 0.0
        for s in leftStripShares { l += s }
        for s in rightStripShares { r += s }
        let base = plotWithoutStrips
        plot = Rect(x: base.minX + l * axisStripWidth, y: base.minY, width: max(base.width - (l + r) * axisStripWidth, 1),
                    height: base.height)
    }

    /// Outer axis strip `slot` (1, 2…) on `side`: counted outward from the plot's edge, after the
    /// shown part of the strips inside it (a strip easing away lets the outer ones move in).
    func axisStrip(left: Bool, slot: Int) -> Rect {
        let shares = left ? leftStripShares : rightStripShares, w = axisStripWidth
        var offset = 0.0
        for k in 0 ..< min(slot - 1, shares.count) { offset += shares[k] * w }
        return Rect(x: left ? plot.minX - offset - w : plot.maxX + offset, y: plot.minY, width: w, height: plot.height)
    }
}
