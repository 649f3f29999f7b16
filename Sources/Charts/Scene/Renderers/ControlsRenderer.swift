import Raster

/// The overview's selected range (dimmed outside, a frame with grab handles around it) and the
/// series toggle pills.
final class ControlsRenderer {
    let rasterizer: Rasterizer
    let text: TextRenderer
    var path = Path()
    private var check: [Point] = []

    init(rasterizer: Rasterizer, text: TextRenderer) {
        self.rasterizer = rasterizer
        self.text = text
        check.reserveCapacity(3)
    }

    /// The mask and frame of the visible window over the overview.
    func drawWindow(_ ctx: DrawContext) {
        let layout = ctx.layout, theme = ctx.theme, target = ctx.target
        let x0 = ctx.geometry.overview.screenX(ctx.snapshot.window.lower)
        let x1 = ctx.geometry.overview.screenX(ctx.snapshot.window.upper)
        let ov = layout.overview
        let s = layout.scale
        let radius = 6 * s
        let hw = layout.px(ScreenLayout.Metrics.handleWidth)
        let a = max(ov.minX, min(x0, ov.maxX)), b = max(ov.minX, min(x1, ov.maxX))
        let mask = Paint.solid(theme.overviewMask)
        // Dimmed outside the window (rounded outer corners of the strip).
        if a > ov.minX + 0.5 {
            path.removeAll()
            Shapes.addRoundedRect(Rect(x: ov.minX, y: ov.minY, width: a - ov.minX + radius, height: ov.height), radius: radius, to: &path)
            var clipped = target
            clipped.clip = Rect(x: ov.minX, y: ov.minY, width: a - ov.minX + hw / 2, height: ov.height).enclosingPixels.intersection(target.clip)
            rasterizer.fill(path, paint: mask, in: clipped)
        }
        if b < ov.maxX - 0.5 {
            path.removeAll()
            Shapes.addRoundedRect(Rect(x: b - radius, y: ov.minY, width: ov.maxX - b + radius, height: ov.height), radius: radius, to: &path)
            var clipped = target
            let left = b - hw / 2
            clipped.clip = Rect(x: left, y: ov.minY, width: ov.maxX - left, height: ov.height).enclosingPixels.intersection(target.clip)
            rasterizer.fill(path, paint: mask, in: clipped)
        }
        // The frame: handles at both ends joined by thin bars, as one even-odd shape.
        let bar = max(1, (1.5 * s).rounded())
        let left = a - hw / 2 < ov.minX ? ov.minX : a - hw / 2
        let right = b + hw / 2 > ov.maxX ? ov.maxX : b + hw / 2
        let outer = Rect(x: min(left, right - 2 * hw), y: ov.minY - bar, width: max(right - left, 2 * hw), height: ov.height + 2 * bar)
        let inner = Rect(x: outer.minX + hw, y: ov.minY, width: max(outer.width - 2 * hw, 0), height: ov.height)
        path.removeAll()
        Shapes.addRoundedRect(outer, radius: radius, to: &path)
        if inner.width > 0 { Shapes.addRoundedRect(inner, radius: 0, to: &path) }
        rasterizer.fill(path, rule: .evenOdd, paint: .solid(theme.overviewFrame), in: target)
        // Grips.
        let gripHeight = min(12 * s, ov.height * 0.4)
        func grip(_ gx: Double) {
            rasterizer.fillRect(Rect(x: gx - s, y: ov.midY - gripHeight / 2, width: 2 * s, height: gripHeight),
                                paint: .solid(theme.overviewGrip), in: target)
        }
        grip(outer.minX + hw / 2)
        grip(outer.maxX - hw / 2)
        ctx.markDrawn(Rect(x: ov.minX - 2, y: ov.minY - bar - 2, width: ov.width + 4, height: ov.height + 2 * bar + 4))
    }

    /// One pill per series: filled with the series colour and a check mark when shown, outlined
    /// when hidden.
    func drawPills(_ ctx: DrawContext) {
        let model = ctx.model, layout = ctx.layout, theme = ctx.theme, target = ctx.target
        guard model.data.series.count > 1 else { return }
        let s = layout.scale
        let size = layout.px(ScreenLayout.Metrics.pillSize)
        for (i, series) in model.data.series.enumerated() where i < layout.pills.count {
            let r = layout.pills[i]
            guard !r.isEmpty else { continue }   // a series beyond the pills' rows (ScreenLayout)
            let shown = ctx.opacity(i)
            path.removeAll()
            Shapes.addRoundedRect(r, radius: r.height / 2, to: &path)
            // A comparison's pill (`--compare`) is faded as its line is.
            rasterizer.fill(path, paint: .solid(series.color), opacity: series.comparison == nil ? 1 : 0.6, in: target)
            if shown < 1 {
                let inset = r.insetBy(dx: 1.5 * s, dy: 1.5 * s)
                path.removeAll()
                Shapes.addRoundedRect(inset, radius: inset.height / 2, to: &path)
                rasterizer.fill(path, paint: .solid(theme.background), opacity: 1 - shown, in: target)
            }
            let baseline = (r.midY + size * 0.36).rounded()
            let textColor = series.color.mixed(with: theme.pillCheckedText, shown)
            if shown > 0 {
                let cx = r.minX + 20 * s, cy = r.midY
                check.removeAll(keepingCapacity: true)
                check.append(Point(cx - 5 * s, cy)); check.append(Point(cx - 1.5 * s, cy + 3.5 * s)); check.append(Point(cx + 5 * s, cy - 4 * s))
                check.withUnsafeBufferPointer { p in
                    rasterizer.strokePolyline(p, style: StrokeStyle(width: 2 * s, join: .round, cap: .round),
                                              paint: .solid(theme.pillCheckedText), opacity: shown, in: target)
                }
            }
            // The text slides right to make room for the check as the series shows.
            let textX = r.midX + 8 * s * shown
            text.draw(i < layout.pillTexts.count ? layout.pillTexts[i] : series.label, size: size, at: Point(textX, baseline), alignment: .center, color: textColor,
                      opacity: 1, maxWidth: r.width - 16 * s, in: target)
            ctx.markDrawn(r.insetBy(dx: -2, dy: -2))
        }
    }
}
