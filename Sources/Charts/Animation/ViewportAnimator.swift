/// Animates the four edges of a ``Viewport`` independently.
///
/// The x edges and the y edges have their own curves: while a finger drags, x is set at once
/// (``setX(_:_:at:animated:)`` with `animated: false`) and y keeps easing towards the visible
/// extrema the scene hands to ``setY(_:_:at:)``. Each call reports whether the *target* changed,
/// so surfaces that lay out for where the scale is going (y labels) re-layout once per change,
/// not once per frame.
///
/// - Complexity: O(1) per call and per sample; no allocation.
public struct ViewportAnimator: Hashable, Sendable {
    public var xMin: AnimatedValue
    public var xMax: AnimatedValue
    public var yMin: AnimatedValue
    public var yMax: AnimatedValue
    /// Seconds an animated x change takes (keys, wheel, double tap, presets).
    public var xDuration: Double = 0.3
    /// Seconds a y change takes (the scale following the visible extrema).
    public var yDuration: Double = 0.35

    public init(_ viewport: Viewport) {
        xMin = AnimatedValue(viewport.xMin); xMax = AnimatedValue(viewport.xMax)
        yMin = AnimatedValue(viewport.yMin); yMax = AnimatedValue(viewport.yMax)
    }

    /// The viewport at `time`.
    @inlinable
    public func viewport(at time: Double) -> Viewport {
        Viewport(xMin: xMin.value(at: time), xMax: xMax.value(at: time),
                 yMin: yMin.value(at: time), yMax: yMax.value(at: time))
    }

    /// Where every edge is going.
    @inlinable
    public var target: Viewport {
        Viewport(xMin: xMin.target, xMax: xMax.target, yMin: yMin.target, yMax: yMax.target)
    }

    /// Whether any edge still moves at `time`.
    @inlinable
    public func isAnimating(at time: Double) -> Bool {
        !(xMin.isFinished(at: time) && xMax.isFinished(at: time)
          && yMin.isFinished(at: time) && yMax.isFinished(at: time))
    }

    /// Whether the y edges still move at `time`.
    @inlinable
    public func isAnimatingY(at time: Double) -> Bool {
        !(yMin.isFinished(at: time) && yMax.isFinished(at: time))
    }

    /// Sets the x range: at once (a dragging finger) or eased from the current value and velocity.
    /// - Returns: whether the x target changed.
    @discardableResult
    public mutating func setX(_ lower: Double, _ upper: Double, at time: Double, animated: Bool) -> Bool {
        let changed = lower != xMin.target || upper != xMax.target
        if animated {
            xMin.animate(to: lower, at: time, duration: xDuration)
            xMax.animate(to: upper, at: time, duration: xDuration)
        } else {
            xMin.set(lower); xMax.set(upper)
        }
        return changed
    }

    /// Eases the y range towards `lower…upper` (a no-op when that is already the target).
    /// - Returns: whether the y target changed (the moment to tell y labels the new scale).
    @discardableResult
    public mutating func setY(_ lower: Double, _ upper: Double, at time: Double, animated: Bool = true) -> Bool {
        let changed = lower != yMin.target || upper != yMax.target
        guard changed else { return false }
        if animated {
            yMin.animate(to: lower, at: time, duration: yDuration)
            yMax.animate(to: upper, at: time, duration: yDuration)
        } else {
            yMin.set(lower); yMax.set(upper)
        }
        return true
    }

    /// Stops every edge where it is at `time` (a finger touched down on a moving chart).
    public mutating func freeze(at time: Double) {
        xMin.set(xMin.value(at: time)); xMax.set(xMax.value(at: time))
    }
}
