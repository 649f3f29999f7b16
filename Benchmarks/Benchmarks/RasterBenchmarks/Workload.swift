import Raster

/// The polyline of ../shared/bench/make-polylines.py, regenerated (same numbers): N points across
/// a 1920-pixel frame, a clamped random walk around y = 540.
func chartPolyline(_ n: Int) -> [Point] {
    var s: UInt64 = 1
    var y = 540.0
    var points: [Point] = []
    points.reserveCapacity(n)
    for i in 0 ..< n {
        if i > 0 {
            s ^= s << 13; s ^= s >> 7; s ^= s << 17
            let step = Double(Int(s % 2001) - 1000) / 1000.0 * 12.0
            y = min(max(y + step, 40.0), 1040.0)
        }
        points.append(Point(1919.0 * Double(i) / Double(n - 1), y))
    }
    return points
}

/// The polyline closed down to the bottom of a 1080-pixel frame.
func chartArea(_ n: Int) -> [Point] {
    let line = chartPolyline(n)
    return line + [Point(line[line.count - 1].x, 1080), Point(line[0].x, 1080)]
}

/// A glyph-like shape about 12 px tall: an "o" (ring, even-odd) with a stem, from cubic arcs.
func glyphPath(_ i: Int) -> Path {
    var p = Path()
    let dx = Double(i % 7) * 0.13
    p.addEllipse(center: Point(6.5 + dx, 8), rx: 5, ry: 6)
    p.addEllipse(center: Point(6.5 + dx, 8), rx: 3, ry: 4)
    p.addPolygon([Point(10 + dx, 1), Point(11.5 + dx, 1), Point(11.5 + dx, 14), Point(10 + dx, 14)])
    return p
}
