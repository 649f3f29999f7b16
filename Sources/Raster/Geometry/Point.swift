/// A point in pixel space: x to the right, y down, (0, 0) the top-left corner of the top-left
/// pixel, so the centre of pixel (i, j) is (i + 0.5, j + 0.5).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    /// Pixels to the right of the bitmap's left edge.
    public var x: Double
    /// Pixels down from the bitmap's top edge.
    public var y: Double

    /// The point (`x`, `y`).
    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }
    /// The point (`x`, `y`), without labels for dense point lists.
    @inlinable public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    /// The origin: the top-left corner of the top-left pixel.
    public static let zero = Point(0, 0)

    /// The component-wise sum (a point moved by a vector).
    @inlinable public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    /// The component-wise difference (the vector from `b` to `a`).
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    /// Both coordinates times `s`.
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }

    /// Euclidean distance to another point.
    @inlinable public func distance(to p: Point) -> Double { ((p.x - x) * (p.x - x) + (p.y - y) * (p.y - y)).squareRoot() }

    /// `(x, y)`.
    public var description: String { "(\(x), \(y))" }
}
