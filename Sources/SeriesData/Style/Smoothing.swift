import Raster

/// Curves through a polyline of screen points, flattened into points for the stroker: Steffen's
/// monotone cubic (through every point, never beyond the values of two neighbours) and the
/// quadratic B-spline (the points as control points). Runs of points are separated by non-finite
/// points (gaps), which are copied through.
///
/// - Complexity: O(points + output points); appends to a caller-owned buffer (no allocation once
///   it reached its high-water mark).
package enum Smoothing {
    /// Output points per pixel of x a curve segment spans (at least one, at most `maxSteps`).
    static let pixelsPerStep = 2.0
    static let maxSteps = 32

    /// Appends `points` smoothed by `kind` to `out` (linear: copied).
    package static func smooth(_ points: UnsafeBufferPointer<Point>, _ kind: ChartStyle.Smoothing, into out: inout [Point]) {
        let n = points.count
        var start = 0
        // Each run ends at a non-finite point (copied through) or at the end.
        for i in 0 ... n {
            if i < n && points[i].x.isFinite && points[i].y.isFinite { continue }
            let run = UnsafeBufferPointer(rebasing: points[start ..< i])
            if !run.isEmpty {
                switch kind {
                case .linear: out.append(contentsOf: run)
                case .monotone: monotone(run, into: &out)
                case .quadratic: quadratic(run, into: &out)
                }
            }
            if i < n { out.append(points[i]) }
            start = i + 1
        }
    }

    /// The slope of Steffen's monotone cubic at point `i` of `p` (dy/dx in screen units): zero
    /// at a local extremum, at most twice the smaller neighbouring secant, the secant at the ends.
    /// A segment without x extent (a vertical run of a decimated column) gives its points slope 0.
    static func monotoneSlope(_ p: UnsafeBufferPointer<Point>, _ i: Int) -> Double {
        let n = p.count
        guard n >= 2 else { return 0 }
        if i == 0 { return secant(p[0], p[1]) ?? 0 }
        if i == n - 1 { return secant(p[n - 2], p[n - 1]) ?? 0 }
        guard let s0 = secant(p[i - 1], p[i]), let s1 = secant(p[i], p[i + 1]) else { return 0 }
        guard s0 * s1 > 0 else { return 0 }
        let h0 = p[i].x - p[i - 1].x, h1 = p[i + 1].x - p[i].x
        let parabola = (s0 * h1 + s1 * h0) / (h0 + h1)
        let m = Swift.min(abs(s0), abs(s1), 0.5 * abs(parabola))
        return s0 > 0 ? 2 * m : -2 * m
    }

    /// dy/dx of the segment, `nil` when it has no x extent.
    @inline(__always)
    private static func secant(_ a: Point, _ b: Point) -> Double? {
        let h = b.x - a.x
        guard h > 1e-9 else { return nil }
        return (b.y - a.y) / h
    }

    /// The cubic Hermite curve of one segment at `t` (0…1) with end slopes `m0`, `m1`.
    @inline(__always)
    static func hermite(_ a: Point, _ b: Point, _ m0: Double, _ m1: Double, _ t: Double) -> Point {
        let h = b.x - a.x
        let t2 = t * t, t3 = t2 * t
        let h00 = 2 * t3 - 3 * t2 + 1, h10 = t3 - 2 * t2 + t, h01 = -2 * t3 + 3 * t2, h11 = t3 - t2
        return Point(a.x + t * h, h00 * a.y + h10 * h * m0 + h01 * b.y + h11 * h * m1)
    }

    private static func steps(_ a: Point, _ b: Point) -> Int {
        let k = (b.x - a.x) / pixelsPerStep
        return k >= Double(maxSteps) ? maxSteps : Swift.max(1, Int(k))
    }

    private static func monotone(_ p: UnsafeBufferPointer<Point>, into out: inout [Point]) {
        out.append(p[0])
        guard p.count >= 2 else { return }
        var m0 = monotoneSlope(p, 0)
        for i in 0 ..< p.count - 1 {
            let m1 = monotoneSlope(p, i + 1)
            let k = secant(p[i], p[i + 1]) == nil ? 1 : steps(p[i], p[i + 1])
            for j in 1 ..< k { out.append(hermite(p[i], p[i + 1], m0, m1, Double(j) / Double(k))) }
            out.append(p[i + 1])
            m0 = m1
        }
    }

    /// The quadratic B-spline of a run: from the first point through the midpoints of the
    /// segments to the last point, each interior point the control of its curve.
    private static func quadratic(_ p: UnsafeBufferPointer<Point>, into out: inout [Point]) {
        let n = p.count
        out.append(p[0])
        guard n >= 3 else { if n == 2 { out.append(p[1]) }; return }
        var start = p[0]
        for i in 1 ... n - 2 {
            let end = i == n - 2 ? p[n - 1] : mid(p[i], p[i + 1])
            let k = steps(start, end)
            for j in 1 ..< k {
                let t = Double(j) / Double(k), u = 1 - t
                out.append(Point(u * u * start.x + 2 * u * t * p[i].x + t * t * end.x,
                                 u * u * start.y + 2 * u * t * p[i].y + t * t * end.y))
            }
            out.append(end)
            start = end
        }
    }

    @inline(__always) private static func mid(_ a: Point, _ b: Point) -> Point { Point((a.x + b.x) / 2, (a.y + b.y) / 2) }

    /// Where the quadratic curve passes by point `p` whose neighbours on its run are `previous`
    /// and `next` (`nil` at a run's end, where the curve goes through the point itself): the
    /// middle of the curve `p` controls. The highlight's circle sits there, on the drawn curve.
    package static func quadraticPoint(_ p: Point, previous: Point?, next: Point?, runStartsAtPrevious: Bool,
                               runEndsAtNext: Bool) -> Point {
        guard let a = previous, let b = next else { return p }
        let start = runStartsAtPrevious ? a : mid(a, p)
        let end = runEndsAtNext ? b : mid(p, b)
        return Point(0.25 * start.x + 0.5 * p.x + 0.25 * end.x, 0.25 * start.y + 0.5 * p.y + 0.25 * end.y)
    }
}
