#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Raster
import SeriesData

/// Lines on a log axis: the M4 columns in log10, values ≤ 0 gaps marked on the plot's floor
/// (a bar one and a half line widths high).
extension SeriesRenderer {
    /// Turns the columns in `m4` into log10 in place: a column holding a value ≤ 0 is dropped
    /// (the line breaks there, never clamped), and each run of dropped columns is marked by a bar
    /// in the series' colour along the bottom of the plot.
    /// - Complexity: O(columns); no allocation.
    func logColumns(color: Color, opacity: Double, frame: PlotFrame, xs: [Double], lineWidth: Double, in target: Bitmap) {
        let (ax, bx) = frame.xTransform
        let height = max(1, (lineWidth * 1.5).rounded()), half = max(lineWidth, 1)
        var kept = 0, gapStart: Double?, gapEnd = 0.0, pendingBreak = false
        func markGap() {
            guard let a = gapStart else { return }
            let x0 = max(a - half, frame.rect.minX), x1 = min(gapEnd + half, frame.rect.maxX)
            if x1 > x0 {
                rasterizer.fillRect(Rect(x: x0, y: frame.rect.maxY - height, width: x1 - x0, height: height),
                                    paint: .solid(color), opacity: opacity, in: target)
            }
            gapStart = nil
        }
        for k in m4.indices {
            var c = m4[k]
            guard c.min > 0 else {
                let x0 = xs[c.firstIndex] * ax + bx, x1 = xs[c.lastIndex] * ax + bx
                if gapStart == nil { gapStart = x0 }
                gapEnd = x1
                pendingBreak = true
                continue
            }
            markGap()
            c.first = log10(c.first); c.last = log10(c.last); c.min = log10(c.min); c.max = log10(c.max)
            if pendingBreak { c.breakBefore = true; pendingBreak = false }
            m4[kept] = c
            kept += 1
        }
        markGap()
        m4.removeLast(m4.count - kept)
    }
}
