/// A point in pixel space: x to the right, y down, (0, 0) the top-left corner of the top-left
/// pixel, so the centre of pixel (i, j) is (i + 0.5, j + 0.5).
public struct Point: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double

    @inlinable public init(x: Double, y: Double) { self.x = x; self.y = y }
    @inlinable public init(_ x: Double, _ y: Double) { self.x = x; self.y = y }

    public static let zero = Point(0, 0)

    @inlinable public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
    @inlinable public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
    @inlinable public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }

    /// Euclidean distance to another point.
    @inlinable public func distance(to p: Point) -> Double { ((p.x - x) * (p.x - x) + (p.y - y) * (p.y - y)).squareRoot() }

    public var description: String { "(\(x), \(y))" }
}
