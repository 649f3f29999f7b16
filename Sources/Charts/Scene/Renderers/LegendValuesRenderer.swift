import Raster
import SeriesData

/// The legend row above the plot with each shown series' values (`--legend-values last,min,avg,max`,
/// `ChartStyle.legendValues`): a dot in the series' colour, its name and the values over the
/// visible points, written in the series' unit (`ChartUnits.text(_:of:)`). With
/// `ChartStyle.legendLarge` (a kiosk wall's panels) the last value is written large, in the
/// series' colour, to be read across a room. Entries that do not fit the row are left out,
/// the last one cut with `…`.
///
/// Contract with the other drawing: it draws only in `ScreenLayout.legendStrip`, on the
/// controls layer (redrawn when the window, the data or the series' visibility change).
final class LegendValuesRenderer {
    let rasterizer: Rasterizer
    let text: TextRenderer
    let bold: TextRenderer
    private var path = Path()

    /// Text sizes in points: the row's, and the large last value's.
    static let size = 12.0, largeSize = 26.0

    init(rasterizer: Rasterizer, text: TextRenderer, bold: TextRenderer) {
        self.rasterizer = rasterizer; self.text = text; self.bold = bold
    }

    func draw(_ ctx: DrawContext) {
        guard let strip = ctx.layout.legendStrip, ctx.snapshot.pie == nil else { return }
        let style = ctx.snapshot.style, model = ctx.model, theme = ctx.theme, s = ctx.layout.scale
        let size = ctx.layout.px(Self.size), large = style.legendLarge
        let points = model.data.indices(in: ctx.snapshot.window)
        var x = strip.minX
        for (i, series) in model.data.series.enumerated() where ctx.opacity(i) > 0 {
            guard x < strip.maxX - 4 * size else { break }
            let opacity = ctx.opacity(i)
            let entry = Self.entry(series, values: style.legendValues, units: style.units, points: points, large: large)
            let baseline = large ? (strip.minY + size * 1.1).rounded() : (strip.midY + size * 0.36).rounded()
            // The dot, then the name and the values.
            let r = 4 * s
            path.removeAll()
            path.addEllipse(center: Point(x + r, baseline - size * 0.36), rx: r, ry: r)
            rasterizer.fill(path, paint: .solid(ctx.color(of: i)), opacity: opacity, in: ctx.target)
            let textX = x + 2 * r + 5 * s
            let room = strip.maxX - textX
            text.draw(entry.line, size: size, at: Point(textX, baseline), color: theme.text, opacity: opacity, maxWidth: room, in: ctx.target)
            var end = textX + text.measure(entry.line, size: size, maxWidth: room).advance
            if large, let last = entry.last {
                let big = ctx.layout.px(Self.largeSize)
                bold.draw(last, size: big, at: Point(textX, (strip.maxY - big * 0.22).rounded()), color: ctx.color(of: i),
                          opacity: opacity, maxWidth: room, in: ctx.target)
                end = Swift.max(end, textX + bold.measure(last, size: big, maxWidth: room).advance)
            }
            x = end + 18 * s
        }
        ctx.markDrawn(strip.insetBy(dx: -2, dy: -2))
    }

    /// One entry's text: `name  last 23 GiB  max 30 GiB` (large: the name and the other values;
    /// the last value apart, to be written large). A value with no visible point is `–`.
    static func entry(_ series: Series, values: [LegendValue], units: ChartUnits, points: Range<Int>,
                      large: Bool) -> (line: String, last: String?) {
        var line = series.name, last: String?
        for v in values {
            let text = v.of(series.values, in: points).map { units.text($0, of: series) } ?? "–"
            if large && v == .last { last = text; continue }
            line += "  \(v.rawValue) \(text)"
        }
        return (line, last)
    }
}
