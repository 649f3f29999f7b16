import Raster

/// Small path builders the renderers share, writing into a reusable `Path`.
enum Shapes {
    /// Adds a rectangle with corners rounded by `radius` (clamped to half the shorter side).
    /// (The contour of Raster's `Path.addRoundedRect(_:radius:)`.)
    static func addRoundedRect(_ r: Rect, radius: Double, to path: inout Path) {
        path.addRoundedRect(r, radius: radius)
    }

    /// Adds a circle (four cubic arcs).
    static func addCircle(center c: Point, radius r: Double, to path: inout Path) {
        let k = 0.5523 * r
        path.moveTo(Point(c.x + r, c.y))
        path.cubicTo(Point(c.x + r, c.y + k), Point(c.x + k, c.y + r), Point(c.x, c.y + r))
        path.cubicTo(Point(c.x - k, c.y + r), Point(c.x - r, c.y + k), Point(c.x - r, c.y))
        path.cubicTo(Point(c.x - r, c.y - k), Point(c.x - k, c.y - r), Point(c.x, c.y - r))
        path.cubicTo(Point(c.x + k, c.y - r), Point(c.x + r, c.y - k), Point(c.x + r, c.y))
        path.close()
    }

    /// A pixel-snapped horizontal line `thickness` high centred on `y`, from `x0` to `x1`.
    static func hairline(y: Double, x0: Double, x1: Double, thickness: Double) -> Rect {
        let t = max(1, thickness.rounded())
        let top = (y - t / 2).rounded()
        return Rect(x: x0, y: top, width: x1 - x0, height: t)
    }
}
