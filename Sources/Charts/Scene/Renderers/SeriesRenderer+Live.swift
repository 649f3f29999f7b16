import Raster

/// A stale live line chart: its newest segment dashed (nothing arrived for longer than the
/// stale limit, so the last stretch is drawn as uncertain).
extension SeriesRenderer {
    /// The points the main plot draws solid: all but the newest while the chart is stale.
    static func solidRange(_ ctx: DrawContext) -> Range<Int> {
        let r = ctx.geometry.visibleRange, n = ctx.model.count
        guard ctx.snapshot.live?.stale == true, n >= 2, r.upperBound == n,
              ctx.model.style == .lines || ctx.model.style == .scaledLines else { return r }
        return r.lowerBound ..< max(r.lowerBound, n - 1)
    }

    /// Strokes each shown line's newest segment dashed (when `solidRange(_:)` left it out).
    func drawStaleTail(_ ctx: DrawContext, lineWidth: Double) {
        let model = ctx.model, n = model.count
        guard Self.solidRange(ctx).upperBound == n - 1, n >= 2 else { return }
        baselineStyle.width = lineWidth
        let dash = lineWidth * 2.5
        if baselineStyle.dash.count != 2 || baselineStyle.dash[0] != dash { baselineStyle.dash = [dash, dash * 0.75] }
        for s in model.data.series.indices where model.weights[s] > 0 {
            let v = model.data.series[s].values
            // From the last value before the newest (across gaps) to the newest.
            var a = n - 2
            while a >= 0 && v[a].isNaN { a -= 1 }
            guard a >= 0, !v[n - 1].isNaN else { continue }
            points.removeAll(keepingCapacity: true)
            points.append(Point(ctx.main.screenX(model.xs[a]), ctx.main.screenY(v[a], series: s)))
            points.append(Point(ctx.main.screenX(model.xs[n - 1]), ctx.main.screenY(v[n - 1], series: s)))
            points.withUnsafeBufferPointer { p in
                rasterizer.strokePolyline(p, style: baselineStyle, paint: .solid(ctx.color(of: s)),
                                          opacity: min(ctx.opacity(s), 1), in: ctx.target)
            }
        }
        points.removeAll(keepingCapacity: true)
    }
}
