/// A vector path in pixel space: contours of straight lines and quadratic / cubic Bézier curves.
///
/// Each `moveTo` starts a contour; `close()` closes the current one. Fills close every contour
/// implicitly; strokes close only those closed with `close()`. Drawing a path does not copy it.
/// Reuse a path across frames with ``removeAll()``, which keeps its capacity.
public struct Path: Sendable {
    /// The kinds of path elements.
    public enum Verb: UInt8, Sendable {
        /// Starts a contour at one point.
        case move
        /// A straight line to one point.
        case line
        /// A quadratic Bézier curve: control point, end point.
        case quad
        /// A cubic Bézier curve: two control points, end point.
        case cubic
        /// Closes the current contour back to its first point.
        case close
    }

    /// The elements, in order.
    public private(set) var verbs: [Verb] = []
    /// The points of all elements, in order (1 per move or line, 2 per quad, 3 per cubic).
    public private(set) var points: [Point] = []

    /// An empty path.
    public init() {}

    /// Whether the path has no elements.
    public var isEmpty: Bool { verbs.isEmpty }

    /// Removes every element, keeping the memory for the next path.
    /// - Complexity: O(1) amortised.
    public mutating func removeAll() {
        verbs.removeAll(keepingCapacity: true)
        points.removeAll(keepingCapacity: true)
    }

    /// Starts a new contour at `p`.
    public mutating func moveTo(_ p: Point) {
        verbs.append(.move); points.append(p)
    }

    /// A straight line from the current point to `p` (starts a contour at `p` if there is none).
    public mutating func lineTo(_ p: Point) {
        if prepare() { moveTo(p); return }
        verbs.append(.line); points.append(p)
    }

    /// A quadratic Bézier curve through control point `c` to `p`.
    public mutating func quadTo(_ c: Point, _ p: Point) {
        if prepare() { moveTo(c) }
        verbs.append(.quad); points.append(c); points.append(p)
    }

    /// A cubic Bézier curve through control points `c1`, `c2` to `p`.
    public mutating func cubicTo(_ c1: Point, _ c2: Point, _ p: Point) {
        if prepare() { moveTo(c1) }
        verbs.append(.cubic); points.append(c1); points.append(c2); points.append(p)
    }

    /// Closes the current contour; a following drawing command continues from its first point.
    public mutating func close() {
        guard let last = verbs.last, last != .close else { return }
        verbs.append(.close)
    }

    /// Readies the path for a segment: `true` when there is no current point at all; after
    /// `close()` starts a new contour at the closed one's first point, as SVG does.
    private mutating func prepare() -> Bool {
        guard let last = verbs.last else { return true }
        if last == .close { moveTo(contourStart) }
        return false
    }

    /// The first point of the last contour.
    private var contourStart: Point {
        var pointIndex = points.count
        for verb in verbs.reversed() {
            pointIndex -= verb.pointCount
            if verb == .move { return points[pointIndex] }
        }
        return .zero
    }

    /// An axis-aligned rectangle, clockwise on screen, closed.
    public static func rect(_ r: Rect) -> Path {
        var p = Path()
        p.moveTo(Point(r.minX, r.minY)); p.lineTo(Point(r.maxX, r.minY))
        p.lineTo(Point(r.maxX, r.maxY)); p.lineTo(Point(r.minX, r.maxY)); p.close()
        return p
    }

    /// A circle of four cubic arcs (radial error below 0.03 % of the radius), closed.
    public static func circle(center: Point, radius: Double) -> Path {
        var p = Path()
        p.addEllipse(center: center, rx: radius, ry: radius)
        return p
    }

    /// Appends an axis-aligned ellipse as a closed contour of four cubic arcs.
    public mutating func addEllipse(center c: Point, rx: Double, ry: Double) {
        let k = 0.5522847498307936  // 4/3·(√2 − 1)
        let ox = rx * k, oy = ry * k
        moveTo(Point(c.x + rx, c.y))
        cubicTo(Point(c.x + rx, c.y + oy), Point(c.x + ox, c.y + ry), Point(c.x, c.y + ry))
        cubicTo(Point(c.x - ox, c.y + ry), Point(c.x - rx, c.y + oy), Point(c.x - rx, c.y))
        cubicTo(Point(c.x - rx, c.y - oy), Point(c.x - ox, c.y - ry), Point(c.x, c.y - ry))
        cubicTo(Point(c.x + ox, c.y - ry), Point(c.x + rx, c.y - oy), Point(c.x + rx, c.y))
        close()
    }

    /// A rectangle with corners rounded by `radius`, closed (see ``addRoundedRect(_:radius:)``).
    /// - Parameters:
    ///   - r: The rectangle.
    ///   - radius: The corner radius, clamped to half the shorter side.
    public static func roundedRect(_ r: Rect, radius: Double) -> Path {
        var p = Path()
        p.addRoundedRect(r, radius: radius)
        return p
    }

    /// Appends a rectangle with corners rounded by `radius` (clamped to half the shorter side;
    /// below 0.01 px the corners are square), clockwise on screen, as a closed contour of lines
    /// and four cubic quarter circles.
    /// - Parameters:
    ///   - r: The rectangle.
    ///   - radius: The corner radius in pixels.
    /// - Complexity: O(1).
    public mutating func addRoundedRect(_ r: Rect, radius: Double) {
        let rad = max(0, min(radius, r.width / 2, r.height / 2))
        guard rad > 0.01 else {
            moveTo(Point(r.minX, r.minY)); lineTo(Point(r.maxX, r.minY))
            lineTo(Point(r.maxX, r.maxY)); lineTo(Point(r.minX, r.maxY)); close()
            return
        }
        let k = 0.5523 * rad   // cubic approximation of a quarter circle
        moveTo(Point(r.minX + rad, r.minY))
        lineTo(Point(r.maxX - rad, r.minY))
        cubicTo(Point(r.maxX - rad + k, r.minY), Point(r.maxX, r.minY + rad - k), Point(r.maxX, r.minY + rad))
        lineTo(Point(r.maxX, r.maxY - rad))
        cubicTo(Point(r.maxX, r.maxY - rad + k), Point(r.maxX - rad + k, r.maxY), Point(r.maxX - rad, r.maxY))
        lineTo(Point(r.minX + rad, r.maxY))
        cubicTo(Point(r.minX + rad - k, r.maxY), Point(r.minX, r.maxY - rad + k), Point(r.minX, r.maxY - rad))
        lineTo(Point(r.minX, r.minY + rad))
        cubicTo(Point(r.minX, r.minY + rad - k), Point(r.minX + rad - k, r.minY), Point(r.minX + rad, r.minY))
        close()
    }

    /// Appends a polygon through `points`, closed if `closed`.
    public mutating func addPolygon(_ pts: some Sequence<Point>, closed: Bool = true) {
        var first = true
        for p in pts {
            if first { moveTo(p); first = false } else { lineTo(p) }
        }
        if closed && !first { close() }
    }
}

extension Path.Verb {
    /// How many points the verb takes.
    @inlinable var pointCount: Int {
        switch self {
        case .move, .line: 1
        case .quad: 2
        case .cubic: 3
        case .close: 0
        }
    }
}
