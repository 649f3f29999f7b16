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
    func drawXLabels(_ labels: XAxisLabels, unit: Int64, frame: PlotFrame, layout: ScreenLayout,
                     theme: Theme, layer: RenderLayer, in target: Bitmap) {
        let size = layout.px(ScreenLayout.Metrics.axisSize)
        let baseline = (layout.xLabels.minY + size * 1.3).rounded()
        let extra = (frame.xMax - frame.xMin) * 0.2
        labels.forEachLabel(xMin: frame.xMin, xMax: frame.xMax, extra: extra) { ms in
            let x = frame.screenX(Double(ms))
            text.draw(DateFormat.axisLabel(ms, stepMilliseconds: unit), size: size, at: Point(x, baseline),
                      alignment: .center, color: theme.axisText, opacity: 1, maxWidth: nil, in: target)
        }
        layer.markDrawn(Rect(x: 0, y: layout.xLabels.minY, width: layout.bounds.width, height: layout.xLabels.height))
    }

    /// The title at the left and the visible date range (right or below it).
    func drawHeader(title: String, range: String, layout: ScreenLayout, theme: Theme, layer: RenderLayer, in target: Bitmap) {
        let titleSize = layout.px(ScreenLayout.Metrics.titleSize)
        let rangeSize = layout.px(ScreenLayout.Metrics.rangeSize)
        text.draw(title, size: titleSize, at: layout.titleBaseline, alignment: .left, color: theme.text,
                  opacity: 1, maxWidth: nil, in: target)
        text.draw(range, size: rangeSize, at: layout.rangeBaseline, alignment: layout.rangeRightAligned ? .right : .left,
                  color: theme.text, opacity: 1, maxWidth: nil, in: target)
        layer.markDrawn(Rect(x: 0, y: 0, width: layout.bounds.width, height: layout.rangeBaseline.y + rangeSize * 0.5))
    }
}
