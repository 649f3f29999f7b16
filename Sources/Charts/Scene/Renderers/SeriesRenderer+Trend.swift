import Raster

/// The presets layout's dashed baseline at the first visible value.
extension SeriesRenderer {
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
