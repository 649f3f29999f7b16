import Raster
import SeriesData

/// Grid lines (the grid layer) and the text of the axes and header (the labels layer), drawn
/// for the animated scale: a scale at rest is the same drawing with one label generation.
final class AxesRenderer {
    let rasterizer: Rasterizer
    let text: TextRenderer
    /// The title.
    private let bold: TextRenderer
    /// The halo behind y labels (the regular face grown by ``ChartRenderer/haloWidth``).
    let halo: TextRenderer

    init(rasterizer: Rasterizer, text: TextRenderer, bold: TextRenderer, halo: TextRenderer) {
        self.rasterizer = rasterizer
        self.text = text
        self.bold = bold
        self.halo = halo
    }

    /// How opaque the halo behind a y label is (times the label's opacity): enough to read grey
    /// text over any series colour, little enough to still see the bar beneath.
    static let haloOpacity = 0.6
    /// How opaque the halo behind a y label over lines is: lines are thin, so where one crosses a
    /// label the label wins (a dense chart's lines would otherwise hide its labels), while the
    /// halo is invisible wherever nothing passes under the label.
    static let haloOverLinesOpacity = 0.85
    /// The opacity of y labels over bars and areas (in the theme's text colour).
    static let textOverColourOpacity = 0.75

    /// Whether y labels sit over filled series (stacked bars and areas) and need a halo.
    static func labelsOverColour(_ model: ChartModel) -> Bool {
        model.style == .bars || model.style == .areas || model.style == .percentage
    }

    /// The text of the header's way back while zoomed into a day or a pie.
    static let zoomOutLabel = "< Zoom Out"

    /// Rows of the y grid of a chart: quarters for percentage charts, else six.
    static func rows(_ model: ChartModel) -> Int { model.style == .percentage ? 4 : 6 }

    /// Whether the y axis shows a fixed extent (`y_extent MIN..MAX`), labelled at round values
    /// inside it rather than at its equal divisions (`YGridLines`).
    static func fixedExtent(_ ctx: DrawContext) -> Bool {
        if case .fixed = ctx.snapshot.style.yExtent { return true }
        return false
    }

    /// Horizontal grid lines of every live label generation of the first axis, at their values
    /// on the animated scale and at their opacity; the bottom one a little stronger. A scale at
    /// rest is one generation at full opacity.
    func drawGrid(_ ctx: DrawContext) {
        guard let axis = ctx.snapshot.axes.first else { return }
        let plot = ctx.layout.plot
        let thickness = max(1, ctx.layout.scale.rounded(.down))
        let rows = Self.rows(ctx.model), fixed = Self.fixedExtent(ctx)
        let series = axis.series.first ?? 0
        for g in axis.labels.generations {
            let opacity = axis.labels.opacity(of: g, at: ctx.time)
            guard opacity > 0.004 else { continue }
            Self.forEachLine(g.span, log: axis.log, rows: rows, fixed: fixed) { line in
                let y = ctx.main.screenY(line.value, series: series)
                guard y >= plot.minY - 1, y <= plot.maxY + 1 else { return }
                let r = Shapes.hairline(y: min(y, plot.maxY), x0: plot.minX, x1: plot.maxX, thickness: thickness)
                rasterizer.fillRect(r, paint: .solid(line.baseline ? ctx.theme.baseline : ctx.theme.gridLine), opacity: opacity,
                                    in: ctx.target)
                ctx.markDrawn(r)
            }
        }
    }

    /// X labels centred under their points (or the middle of their bars) in the x-label strip:
    /// every label of the finest step still visible, each at its fade's opacity. Only labels
    /// whose centre is over the plot are drawn, and those at the screen's edges are kept whole.
    func drawXLabels(_ ctx: DrawContext) {
        let layout = ctx.layout, model = ctx.model, fade = ctx.snapshot.xLabels
        let size = layout.px(ScreenLayout.Metrics.axisSize)
        let baseline = (layout.xLabels.minY + size * 1.3).rounded()
        let laidOut = ctx.geometry.xLabels
        let kind = laidOut.kind
        let finest = fade.finestVisibleStep(at: ctx.time)
        let fine = XAxisLabels(step: kind == .time ? finest : XNumberLadder.walkStep(finest), zone: laidOut.zone,
                               gap: laidOut.gap, kind: kind)
        let barOffset = model.style == .bars ? Double(model.unit) / 2 : 0
        let color = ctx.theme.axisText
        let w = ctx.snapshot.window
        // Labels near the screen's edges are moved in just enough to be whole (by at most half
        // a label less the plot's margin: a few pixels, well inside the fit's gap).
        // A chart with limits keeps them clear of a kiosk panel's state edge too.
        let edge = layout.px(2 + (ctx.snapshot.style.thresholds.isEmpty ? 0 : ScreenLayout.Metrics.stateEdge))
        let left = layout.bounds.minX + edge, right = layout.bounds.maxX - edge, near = size * 5
        // `--elapsed`: labels laid out relative to the first sample, written as durations.
        let elapsed = ctx.snapshot.elapsedOrigin != nil, origin = Double(ctx.snapshot.elapsedOrigin ?? 0)
        fine.forEachLabel(xMin: w.lower - barOffset - origin, xMax: w.upper - barOffset - origin, extra: 0) { label in
            let opacity = kind == .time ? fade.opacity(ofRank: label.rank, at: ctx.time)
                : fade.opacity(ofNumber: label.ms, at: ctx.time)
            guard opacity > 0.004 else { return }
            let string = elapsed ? DateFormat.elapsedLabel(label) : XAxisLabels.text(label, kind: kind)
            var x = ctx.main.screenX(Double(label.ms) + barOffset + origin)
            if x - near < left || x + near > right {
                let half = text.measure(string, size: size).advance / 2
                x = max(min(x, right - half), left + half)
            }
            text.draw(string, size: size, at: Point(x, baseline), alignment: .center,
                      color: color, opacity: opacity, maxWidth: nil, in: ctx.target)
        }
        ctx.markDrawn(Rect(x: 0, y: layout.xLabels.minY, width: layout.bounds.width, height: layout.xLabels.height))
    }

    private static let dash = " – "

    /// The width of the range text `from – to` in `layout`.
    func rangeWidth(from: String, to: String?, _ layout: ScreenLayout) -> Double {
        let rangeSize = layout.px(ScreenLayout.Metrics.rangeSize)
        return text.measure(from, size: rangeSize).advance
            + (to.map { text.measure(Self.dash, size: rangeSize).advance + text.measure($0, size: rangeSize).advance } ?? 0)
    }

    /// The title at the left (or the way back while zoomed), cut to its room in `header`, and
    /// the visible date range `from – to` in its box (right-aligned beside the title, or below it
    /// on narrow screens); drawn in pieces so that no range string is built per frame.
    func drawHeader(from: String, to: String?, header: HeaderLayout, _ ctx: DrawContext) {
        let layout = ctx.layout, theme = ctx.theme, target = ctx.target
        let title = ctx.snapshot.zoomedIn ? Self.zoomOutLabel : ctx.snapshot.title
        let titleSize = layout.px(ScreenLayout.Metrics.titleSize)
        let rangeSize = layout.px(ScreenLayout.Metrics.rangeSize)
        bold.draw(title, size: titleSize, at: layout.titleBaseline, alignment: .left, color: theme.text,
                  opacity: 1, maxWidth: header.title.width < header.titleMaxWidth ? nil : header.titleMaxWidth, in: target)
        let dash = Self.dash
        let wFrom = text.measure(from, size: rangeSize).advance
        let wDash = to == nil ? 0 : text.measure(dash, size: rangeSize).advance
        var x = header.range.minX
        let y = layout.rangeBaseline.y
        text.draw(from, size: rangeSize, at: Point(x, y), alignment: .left, color: theme.text, opacity: 1, maxWidth: nil, in: target)
        if let to {
            x += wFrom
            text.draw(dash, size: rangeSize, at: Point(x, y), alignment: .left, color: theme.text, opacity: 1, maxWidth: nil, in: target)
            x += wDash
            text.draw(to, size: rangeSize, at: Point(x, y), alignment: .left, color: theme.text, opacity: 1, maxWidth: nil, in: target)
        }
        ctx.markDrawn(Rect(x: 0, y: 0, width: layout.bounds.width, height: layout.rangeBaseline.y + rangeSize * 0.5))
    }
}
