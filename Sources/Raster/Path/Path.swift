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
