import Raster

/// A point easing to a target, each coordinate an ``AnimatedValue``: the info board sliding to its
/// new place, a pie slice popping out.
///
/// - Complexity: O(1), no allocation.
public struct AnimatedPoint: Hashable, Sendable {
    public var x: AnimatedValue
    public var y: AnimatedValue

    public init(_ p: Point, easing: Easing = .cubicOut) {
        x = AnimatedValue(p.x, easing: easing); y = AnimatedValue(p.y, easing: easing)
    }

    @inlinable public func point(at time: Double) -> Point { Point(x.value(at: time), y.value(at: time)) }
    @inlinable public var target: Point { Point(x.target, y.target) }
    @inlinable package func isFinished(at time: Double) -> Bool { x.isFinished(at: time) && y.isFinished(at: time) }

    mutating func animate(to p: Point, at time: Double, duration: Double) {
        x.animate(to: p.x, at: time, duration: duration)
        y.animate(to: p.y, at: time, duration: duration)
    }

    public mutating func set(_ p: Point) { x.set(p.x); y.set(p.y) }
}
