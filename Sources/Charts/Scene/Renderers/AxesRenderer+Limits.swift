import Raster
import SeriesData

/// The value of each limit (`ChartStyle.thresholds`) written in its axis' label column at its
/// line, in its level's colour on the labels' halo and in the unit's form (`80%`, `450 ms`,
/// `12 GiB`); a y label that would touch one gives way to it.
extension AxesRenderer {
    /// Draws the labels of the limits drawn on `axis` (`DrawContext.limitLine(_:)`) at `x`, as
    /// the axis' labels stand, at `opacity` (the axis' weight).
    /// - Complexity: O(limits · series).
    func drawLimitLabels(_ axis: ChartFeel.YAxis, x: Double, alignment: TextAlignment, size: Double, lift: Double,
                         opacity: Double, haloOpacity: Double, _ ctx: DrawContext) {
        let t = ctx.snapshot.style.thresholds
        guard !t.isEmpty else { return }
        let plot = ctx.layout.plot, units = ctx.snapshot.style.units, series = ctx.model.data.series
        for l in t.limits {
            guard let (s, value) = ctx.limitLine(l), axis.series.contains(s) else { continue }
            let y = (ctx.main.screenY(value, series: s) - lift).rounded()
            guard y >= plot.minY - size, y <= plot.maxY else { continue }
            let label = units.text(value, of: series[s])
            ctx.markDrawn(halo.draw(label, size: size, at: Point(x, y), alignment: alignment, color: ctx.theme.background,
                                    opacity: opacity * haloOpacity, maxWidth: nil, in: ctx.target))
            ctx.markDrawn(text.draw(label, size: size, at: Point(x, y), alignment: alignment,
                                    color: ctx.theme.color(of: ChartState(l.level)), opacity: opacity, maxWidth: nil, in: ctx.target))
        }
    }

    /// Whether a y label of `axis` at baseline `y` would touch the label of a limit drawn on it.
    /// - Complexity: O(limits · series).
    func touchesLimitLabel(_ y: Double, axis: ChartFeel.YAxis, size: Double, lift: Double, _ ctx: DrawContext) -> Bool {
        for l in ctx.snapshot.style.thresholds.limits {
            guard let (s, value) = ctx.limitLine(l), axis.series.contains(s) else { continue }
            if abs(ctx.main.screenY(value, series: s) - lift - y) < size * 1.2 { return true }
        }
        return false
    }
}
