import Raster

/// The main plot's series, and the presets layout's trend: the first series, while it is the only
/// one shown, in green or red by its last visible value against the first, with a dashed baseline
/// at that first value.
extension SeriesRenderer {
    /// Draws the main plot's series of `ctx`, then (with the presets' trend) the dashed baseline.
    func drawMain(_ ctx: DrawContext) {
        let layout = ctx.layout, model = ctx.model
        // Bands go under lines, over bars and areas (which would hide them).
        if !model.zeroBased { drawMissingBands(ctx) }
        drawThresholdBands(ctx)
        let look = LineLook(style: ctx.snapshot.style, missingAfter: ctx.missingAfter,
                            symbolRadius: Self.symbolRadius(layout), fillOpacity: ctx.theme.fillOpacity, plot: layout.plot)
        draw(model, opacity: ctx.snapshot.opacity, frame: ctx.main, range: Self.solidRange(ctx), lineWidth: layout.px(ScreenLayout.Metrics.lineWidth),
             firstLineColor: ctx.trendColor, look: look, in: ctx.target)
        drawBeyondLimits(ctx, range: Self.solidRange(ctx), lineWidth: layout.px(ScreenLayout.Metrics.lineWidth), look: look)
        drawStaleTail(ctx, lineWidth: layout.px(ScreenLayout.Metrics.lineWidth))
        if model.zeroBased { drawMissingBands(ctx) }
        if let tr = ctx.snapshot.trend {
            let y = ctx.main.screenY(tr.baseline, series: 0)
            let plot = layout.plot
            if y >= plot.minY - 1 && y <= plot.maxY + 1 {
                drawBaseline(y: y, plot: plot, lineWidth: max(1, layout.px(1)), dash: layout.px(5),
                             color: ctx.theme.axisText, opacity: min(ctx.opacity(0), 1) * tr.solo, in: ctx.target)
            }
        }
        ctx.markDrawn(ctx.layer.region)
    }

    /// Strokes a dashed horizontal line at screen `y` across `plot` (dashes and gaps of
    /// `dash` pixels, `lineWidth` wide).
    /// - Complexity: O(dashes); no allocation once the pattern was made for this dash length.
    func drawBaseline(y: Double, plot: Rect, lineWidth: Double, dash: Double, color: Color, opacity: Double,
                      in target: Bitmap) {
        guard y.isFinite, opacity > 0 else { return }
        baselineStyle.width = lineWidth
        if baselineStyle.dash.count != 2 || baselineStyle.dash[0] != dash {
            baselineStyle.dash = [dash, dash * 0.75]
        }
        points.removeAll(keepingCapacity: true)
        points.append(Point(plot.minX, y))
        points.append(Point(plot.maxX, y))
        points.withUnsafeBufferPointer { p in
            rasterizer.strokePolyline(p, style: baselineStyle, paint: .solid(color), opacity: opacity, in: target)
        }
        points.removeAll(keepingCapacity: true)
    }
}

extension ChartRenderer {
    /// The line colour of a rising trend (last visible value at or above the first).
    static let trendUp = Color(rgb: 0x1FA65A)
    /// The line colour of a falling trend.
    static let trendDown = Color(rgb: 0xE0464E)

    /// The trend's line colour for `rising` (1 green … 0 red).
    static func trendColor(rising: Double) -> Color { trendDown.mixed(with: trendUp, rising) }

    /// The first series' colour under the presets' trend of `snapshot`: the trend's colour while
    /// the series is alone, its own beside other series (mixed while their toggles fade), `nil`
    /// without a trend or once the series is not alone at all.
    static func trendColor(_ snapshot: ChartSnapshot) -> Color? {
        guard let tr = snapshot.trend, tr.solo > 0, let first = snapshot.model.data.series.first else { return nil }
        return first.color.mixed(with: trendColor(rising: tr.rising), tr.solo)
    }
}
