import Raster
import SeriesData

/// The chart's limits (`ChartStyle.thresholds`) on the main plot: a faint band beyond each
/// limit and a thin line at it, under the series; over them, the parts of each line beyond a
/// limit in the colour of its level. The line is drawn a second time into the same bitmap with
/// its clip narrowed to the rows beyond the limit (the rasterizer's own clip: nothing is built
/// or allocated per frame), warn first, then crit over it.
extension SeriesRenderer {
    /// Bands and limit lines: before the series are drawn.
    /// - Complexity: O(limits · series).
    func drawThresholdBands(_ ctx: DrawContext) {
        let t = ctx.snapshot.style.thresholds
        guard !t.isEmpty, ctx.snapshot.pie == nil else { return }
        let plot = ctx.layout.plot, theme = ctx.theme, units = ctx.snapshot.style.units, series = ctx.model.data.series
        let thickness = max(1, ctx.layout.px(1))
        for l in t.limits {
            guard let (s, value) = ctx.limitLine(l) else { continue }
            let y = ctx.main.screenY(value, series: s)
            guard y.isFinite else { continue }
            // The band reaches the next worse limit the same way (one tint per zone), else the plot's edge.
            var end = l.below ? plot.maxY : plot.minY
            for m in t.limits where m.series == l.series && m.below == l.below && m.level > l.level {
                guard let mv = t.raw(m, for: series[s], units: units), l.below ? mv < value : mv > value else { continue }
                let my = ctx.main.screenY(mv, series: s)
                if my.isFinite { end = l.below ? min(end, my) : max(end, my) }
            }
            let top = l.below ? max(y, plot.minY) : max(end, plot.minY), bottom = l.below ? min(end, plot.maxY) : min(y, plot.maxY)
            if bottom > top {
                rasterizer.fillRect(Rect(x: plot.minX, y: top, width: plot.width, height: bottom - top),
                                    paint: .solid(theme.band(of: l.level)), in: ctx.target)
            }
            if y >= plot.minY - 1 && y <= plot.maxY + 1 {
                rasterizer.fillRect(Shapes.hairline(y: y, x0: plot.minX, x1: plot.maxX, thickness: thickness),
                                    paint: .solid(theme.color(of: ChartState(l.level))), opacity: 0.7, in: ctx.target)
            }
        }
    }

    /// The parts of each line beyond its limits, in the level's colour: after the series.
    /// - Complexity: O(visible points · limits of each line), no allocation.
    func drawBeyondLimits(_ ctx: DrawContext, range: Range<Int>, lineWidth: Double, look: LineLook) {
        let t = ctx.snapshot.style.thresholds, units = ctx.snapshot.style.units, model = ctx.model
        guard !t.isEmpty, ctx.snapshot.pie == nil, model.style == .lines || model.style == .scaledLines else { return }
        var plain = look
        plain.style.gradientFill = false
        let grow = lineWidth * 2, plot = ctx.layout.plot
        for level in ChartThresholds.Level.allCases {
            for s in model.data.series.indices where model.weights[s] > 0 && ctx.opacity(s) > 0 {
                let series = model.data.series[s]
                for l in t.limits where l.level == level {
                    guard let value = t.raw(l, for: series, units: units) else { continue }
                    let y = ctx.main.screenY(value, series: s).rounded()
                    guard y.isFinite else { continue }
                    let rows = l.below ? Rect(x: plot.minX - grow, y: y, width: plot.width + 2 * grow, height: plot.maxY + grow - y)
                                       : Rect(x: plot.minX - grow, y: plot.minY - grow, width: plot.width + 2 * grow, height: y - plot.minY + grow)
                    guard rows.height > 0 else { continue }
                    var clipped = ctx.target
                    clipped.clip = rows.enclosingPixels.intersection(ctx.target.clip)
                    guard clipped.clip.width > 0, clipped.clip.height > 0 else { continue }
                    drawLine(model, series: s, opacity: ctx.opacity(s), color: ctx.theme.color(of: ChartState(level)),
                             frame: ctx.main, range: range, lineWidth: lineWidth, look: plain, in: clipped)
                }
            }
        }
    }
}

extension DrawContext {
    /// Where limit `l` is drawn: on the y axis of its own series, or (a limit of every series)
    /// of the first visible series it judges in a unit that fits, at its value in that series'
    /// numbers (`ChartThresholds.raw(_:for:units:)`); `nil` when no visible series has it.
    /// - Complexity: O(series · limits).
    func limitLine(_ l: ChartThresholds.Limit) -> (series: Int, value: Double)? {
        let t = snapshot.style.thresholds, units = snapshot.style.units, data = model.data
        for s in data.series.indices where model.weights[s] > 0 && opacity(s) > 0 {
            if let v = t.raw(l, for: data.series[s], units: units) { return (s, v) }
        }
        return nil
    }
}
