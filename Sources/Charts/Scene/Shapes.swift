import Raster

/// Small path builders the renderers share, writing into a reusable ``Path``.
enum Shapes {
    /// Adds a rectangle with corners rounded by `radius` (clamped to half the shorter side).
    static func addRoundedRect(_ r: Rect, radius: Double, to path: inout Path) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        guard rad > 0.01 else {
            path.moveTo(Point(r.minX, r.minY)); path.lineTo(Point(r.maxX, r.minY))
            path.lineTo(Point(r.maxX, r.maxY)); path.lineTo(Point(r.minX, r.maxY)); path.close()
            return
        }
        let k = 0.5523 * rad   // cubic approximation of a quarter circle
        path.moveTo(Point(r.minX + rad, r.minY))
        path.lineTo(Point(r.maxX - rad, r.minY))
        path.cubicTo(Point(r.maxX - rad + k, r.minY), Point(r.maxX, r.minY + rad - k), Point(r.maxX, r.minY + rad))
        path.lineTo(Point(r.maxX, r.maxY - rad))
        path.cubicTo(Point(r.maxX, r.maxY - rad + k), Point(r.maxX - rad + k, r.maxY), Point(r.maxX - rad, r.maxY))
        path.lineTo(Point(r.minX + rad, r.maxY))
        path.cubicTo(Point(r.minX + rad - k, r.maxY), Point(r.minX, r.maxY - rad + k), Point(r.minX, r.maxY - rad))
        path.lineTo(Point(r.minX, r.minY + rad))
        path.cubicTo(Point(r.minX, r.minY + rad - k), Point(r.minX + rad - k, r.minY), Point(r.minX + rad, r.minY))
        path.close()
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
