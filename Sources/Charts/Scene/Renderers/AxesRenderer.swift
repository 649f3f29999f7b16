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

    /// Y labels above their grid lines: at the left in the axis colour, or for scaled axes left in
    /// the first series' colour and right in the second's.
    func drawYLabels(scales: [YScale], colors: [Color?], opacities: [Double], frame: PlotFrame,
                     layout: ScreenLayout, theme: Theme, layer: RenderLayer, in target: Bitmap) {
        let size = layout.px(ScreenLayout.Metrics.axisSize)
        let lift = layout.px(5)
        for (k, scale) in scales.enumerated() where k < 2 && opacities[k] > 0 {
            let right = k == 1
            let color = colors[k] ?? theme.axisText
            for i in 0 ... scale.rows {
                let y = frame.rect.maxY - Double(i) / Double(scale.rows) * frame.rect.height - lift
                let label = NumberFormat.short(scale.value(at: i))
                let x = right ? frame.rect.maxX : frame.rect.minX
                text.draw(label, size: size, at: Point(x, y.rounded()), alignment: right ? .right : .left,
                          color: color, opacity: opacities[k], maxWidth: nil, in: target)
                let w = text.measure(label, size: size).advance
                layer.markDrawn(Rect(x: right ? x - w - 2 : x - 2, y: y - size * 1.2, width: w + 4, height: size * 1.6))
            }
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
        layer.markDrawn(layout.xLabels)
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
