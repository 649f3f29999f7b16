import Raster

/// Hit-testing of a scatter plot's symbols: the point drawn nearest to a screen position, within
/// a radius, over every shown line series — so a tap picks the symbol under the finger, not just
/// the nearest x.
package enum SymbolHit {
    /// The most points a pick examines (zoomed far out, the nearest x is as good).
    static let maxPoints = 4096

    /// The index of the point of a shown series of `model` whose symbol is nearest to `p` and no
    /// farther than `radius` (pixels), or `nil`. `plot` is the plot rectangle, `window` the
    /// visible x range and `yWindow(s)` series `s`'s y range.
    /// - Complexity: O(points within `radius` of `p.x` · series), at most `maxPoints` points.
    package static func pick(_ model: ChartModel, at p: Point, window: XWindow, plot: Rect, radius: Double,
                     yWindow: (Int) -> (min: Double, max: Double)) -> Int? {
        guard plot.width > 0, plot.height > 0, window.span > 0 else { return nil }
        let perPixel = window.span / plot.width
        let lo = model.lowerBound(window.lower + (p.x - radius - plot.minX) * perPixel)
        let hi = model.lowerBound((window.lower + (p.x + radius - plot.minX) * perPixel).nextUp)
        guard hi > lo, hi - lo <= maxPoints else { return nil }
        var best: Int?, bestDistance = radius * radius
        for s in model.data.series.indices where model.weights[s] > 0 {
            let y = yWindow(s)
            let span = y.max - y.min
            guard span > 0 else { continue }
            let values = model.data.series[s].values
            for i in lo ..< hi where !values[i].isNaN {
                let dx = plot.minX + (model.xs[i] - window.lower) / perPixel - p.x
                let dy = plot.maxY - (values[i] - y.min) / span * plot.height - p.y
                let d = dx * dx + dy * dy
                if d <= bestDistance { bestDistance = d; best = i }
            }
        }
        return best
    }
}
