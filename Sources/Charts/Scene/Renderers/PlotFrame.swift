#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Raster

/// What a series renderer needs to map data onto the screen: the x window, one y window per
/// series (shared for most charts, per series for `y_scaled`), and the rectangle of the plot.
struct PlotFrame {
    var rect: Rect
    var xMin: Double
    var xMax: Double
    /// y window per series (`yMin`, `yMax`); all equal unless the chart has scaled axes.
    var y: [(min: Double, max: Double)]
    /// Per series (as ``y``): whether its axis is logarithmic (its y window is then in log10, and
    /// values are mapped through `mapped(_:series:)`); empty when no axis is.
    var log: [Bool] = []

    init(rect: Rect, xMin: Double, xMax: Double, y: [(min: Double, max: Double)]) {
        self.rect = rect; self.xMin = xMin; self.xMax = xMax; self.y = y
    }

    /// Whether series `s` is on a log axis.
    @inline(__always) func isLog(_ s: Int) -> Bool { !log.isEmpty && log[min(s, log.count - 1)] }

    /// Value `v` of series `s` in its axis' terms: log10 on a log axis (NaN for `v` ≤ 0: a gap).
    @inline(__always) func mapped(_ v: Double, series s: Int) -> Double {
        guard isLog(s) else { return v }
        return v > 0 ? log10(v) : .nan
    }

    /// Scale and offset so that screen x = `x * a + b`.
    @inline(__always) var xTransform: (a: Double, b: Double) {
        let a = rect.width / max(xMax - xMin, 1e-9)
        return (a, rect.minX - xMin * a)
    }

    /// Scale and offset so that screen y = `v * a + b` for series `s`.
    @inline(__always) func yTransform(_ s: Int) -> (a: Double, b: Double) {
        let w = y[min(s, y.count - 1)]
        let a = -rect.height / min(max(w.max - w.min, 1e-300), .greatestFiniteMagnitude)   // finite for any window
        return (a, rect.maxY - w.min * a)
    }

    @inline(__always) func screenX(_ x: Double) -> Double { let t = xTransform; return x * t.a + t.b }
    @inline(__always) func screenY(_ v: Double, series s: Int) -> Double {
        let t = yTransform(s)
        return mapped(v, series: s) * t.a + t.b
    }
}
