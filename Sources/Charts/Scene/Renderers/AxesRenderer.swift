import Raster

/// Grid lines (the grid layer) and the text of the axes and header (the labels layer).
final class AxesRenderer {
    private let rasterizer: Rasterizer
    private let text: TextRenderer

    init(rasterizer: Rasterizer, text: TextRenderer) {
        self.rasterizer = rasterizer
        self.text = text
    }

    /// Horizontal grid lines at every value of `scale`; the bottom one a little stronger.
    func drawGrid(scale: YScale, frame: PlotFrame, layout: ScreenLayout, theme: Theme, layer: RenderLayer, in target: Bitmap) {
        let thickness = max(1, layout.scale.rounded(.down))
        for i in 0 ... scale.rows {
            let y = frame.rect.maxY - Double(i) / Double(scale.rows) * frame.rect.height
            let r = Shapes.hairline(y: y, x0: frame.rect.minX, x1: frame.rect.maxX, thickness: thickness)
            rasterizer.fillRect(r, paint: .solid(i == 0 ? theme.baseline : theme.gridLine), in: target)
            layer.markDrawn(r)
        }
    }

    /// Y labels above their grid lines, at the left (or the right, for the second axis of scaled
    /// lines) in `color` (the axis colour when nil) and `opacity`.
    func drawYLabels(scale: YScale, color: Color?, opacity: Double, right: Bool, frame: PlotFrame,
                     layout: ScreenLayout, theme: Theme, layer: RenderLayer, in target: Bitmap) {
        guard opacity > 0 else { return }
        let size = layout.px(ScreenLayout.Metrics.axisSize)
        let lift = layout.px(5)
        let color = color ?? theme.axisText
        let x = right ? frame.rect.maxX : frame.rect.minX
        for i in 0 ... scale.rows {
            let y = frame.rect.maxY - Double(i) / Double(scale.rows) * frame.rect.height - lift
            let label = NumberFormat.short(scale.value(at: i))
            let r = text.draw(label, size: size, at: Point(x, y.rounded()), alignment: right ? .right : .left,
                              color: color, opacity: opacity, maxWidth: nil, in: target)
            layer.markDrawn(r)
        }
    }

    /// X labels centred under their points (`labels` from ``XAxisLabels``), in the x-label strip.
    /// Labels sit under their points, or under the middle of their bars (`barOffset` = half a
    /// unit, ms); only labels whose centre is over the plot are drawn.
    func drawXLabels(_ labels: XAxisLabels, unit: Int64, barOffset: Double, frame: PlotFrame, layout: ScreenLayout,
                     theme: Theme, layer: RenderLayer, in target: Bitmap) {
        let size = layout.px(ScreenLayout.Metrics.axisSize)
        let baseline = (layout.xLabels.minY + size * 1.3).rounded()
        labels.forEachLabel(xMin: frame.xMin - barOffset, xMax: frame.xMax - barOffset, extra: 0) { ms in
            let x = frame.screenX(Double(ms) + barOffset)
            text.draw(DateFormat.axisLabel(ms, stepMilliseconds: unit), size: size, at: Point(x, baseline),
                      alignment: .center, color: theme.axisText, opacity: 1, maxWidth: nil, in: target)
        }
        layer.markDrawn(Rect(x: 0, y: layout.xLabels.minY, width: layout.bounds.width, height: layout.xLabels.height))
    }

    /// The title at the left and the visible date range `from – to` (right-aligned beside it, or
    /// below it on narrow screens); drawn in pieces so that no range string is built per frame.
    func drawHeader(title: String, from: String, to: String?, layout: ScreenLayout, theme: Theme,
                    layer: RenderLayer, in target: Bitmap) {
        let titleSize = layout.px(ScreenLayout.Metrics.titleSize)
        let rangeSize = layout.px(ScreenLayout.Metrics.rangeSize)
        text.draw(title, size: titleSize, at: layout.titleBaseline, alignment: .left, color: theme.text,
                  opacity: 1, maxWidth: nil, in: target)
        let dash = " – "
        let wFrom = text.measure(from, size: rangeSize).advance
        let wDash = to == nil ? 0 : text.measure(dash, size: rangeSize).advance
        let wTo = to.map { text.measure($0, size: rangeSize).advance } ?? 0
        var x = layout.rangeBaseline.x - (layout.rangeRightAligned ? wFrom + wDash + wTo : 0)
        let y = layout.rangeBaseline.y
        text.draw(from, size: rangeSize, at: Point(x, y), alignment: .left, color: theme.text, opacity: 1, maxWidth: nil, in: target)
        if let to {
            x += wFrom
            text.draw(dash, size: rangeSize, at: Point(x, y), alignment: .left, color: theme.text, opacity: 1, maxWidth: nil, in: target)
            x += wDash
            text.draw(to, size: rangeSize, at: Point(x, y), alignment: .left, color: theme.text, opacity: 1, maxWidth: nil, in: target)
        }
        layer.markDrawn(Rect(x: 0, y: 0, width: layout.bounds.width, height: layout.rangeBaseline.y + rangeSize * 0.5))
    }
}
