extension Path {
    /// Visits every contour as a polyline, with curves flattened so that no point of a curve is
    /// farther than `tolerance` pixels from the polyline. Points are collected in `buffer` (reused);
    /// `body` gets each contour's points (valid only during the call) and whether it was closed.
    /// - Complexity: O(number of points produced).
    func flatten(tolerance: Double, buffer: inout PointBuffer,
                 _ body: (UnsafeBufferPointer<Point>, _ closed: Bool) -> Void) {
        buffer.count = 0
        var index = 0
        for verb in verbs {
            switch verb {
            case .move:
                if buffer.count > 0 { body(buffer.buffer, false) }
                buffer.count = 0
                buffer.append(points[index])
            case .line:
                buffer.append(points[index])
            case .quad:
                Path.flattenQuad(buffer.last, points[index], points[index + 1], tolerance, &buffer)
            case .cubic:
                Path.flattenCubic(buffer.last, points[index], points[index + 1], points[index + 2], tolerance, &buffer)
            case .close:
                if buffer.count > 0 { body(buffer.buffer, true) }
                buffer.count = 0
            }
            index += verb.pointCount
        }
        if buffer.count > 0 { body(buffer.buffer, false) }
        buffer.count = 0
    }

    /// Appends a quadratic curve's points after `p0` (excluded), uniformly in t; the number of
    /// segments follows from the second difference (error ≤ |p0 − 2c + p1| / (8 n²)).
    static func flattenQuad(_ p0: Point, _ c: Point, _ p1: Point, _ tolerance: Double, _ out: inout PointBuffer) {
        let ddx = p0.x - 2 * c.x + p1.x, ddy = p0.y - 2 * c.y + p1.y
        let dd = (ddx * ddx + ddy * ddy).squareRoot()
        let n = segmentCount((dd / (8 * tolerance)).squareRoot())
        let step = 1 / Double(n)
        for i in 1 ..< n {
            let t = Double(i) * step, u = 1 - t
            out.append(Point(u * u * p0.x + 2 * u * t * c.x + t * t * p1.x,
                             u * u * p0.y + 2 * u * t * c.y + t * t * p1.y))
        }
        out.append(p1)
    }

    /// Appends a cubic curve's points after `p0` (excluded), uniformly in t, with Wang's bound
    /// (error ≤ 3/4 · max second difference / n²).
    static func flattenCubic(_ p0: Point, _ c1: Point, _ c2: Point, _ p1: Point, _ tolerance: Double,
                             _ out: inout PointBuffer) {
        let ax = p0.x - 2 * c1.x + c2.x, ay = p0.y - 2 * c1.y + c2.y
        let bx = c1.x - 2 * c2.x + p1.x, by = c1.y - 2 * c2.y + p1.y
        let dd = max(ax * ax + ay * ay, bx * bx + by * by).squareRoot()
        let n = segmentCount((0.75 * dd / tolerance).squareRoot())
        let step = 1 / Double(n)
        for i in 1 ..< n {
            let t = Double(i) * step, u = 1 - t
            let a = u * u * u, b = 3 * u * u * t, cc = 3 * u * t * t, d = t * t * t
            out.append(Point(a * p0.x + b * c1.x + cc * c2.x + d * p1.x,
                             a * p0.y + b * c1.y + cc * c2.y + d * p1.y))
        }
        out.append(p1)
    }

    /// A segment count for a curve from its bound, clamped to 1…1000 (also for NaN).
    private static func segmentCount(_ bound: Double) -> Int {
        guard bound >= 1 else { return 1 }
        return bound < 1000 ? Int(bound.rounded(.up)) : 1000
    }
}
