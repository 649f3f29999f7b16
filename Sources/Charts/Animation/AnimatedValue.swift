/// A scalar that eases from one value to a target over a duration, as a pure function of time.
///
/// Evaluation (``value(at:)``, `velocity(at:)`) never mutates, so many readers can sample the
/// same animation at the same frame time. Retargeting (`animate(to:at:duration:)`) starts the new
/// curve from the value **and velocity** the old one had at that moment: the eased curve is
/// corrected by a Hermite term `c·s(1−s)²` that makes the starting slope equal the old velocity and
/// vanishes (with its slope) at the end, so the value lands exactly on the target at rest.
///
/// - Complexity: O(1) per evaluation, no allocation.
public struct AnimatedValue: Hashable, Sendable {
    /// Where the running curve started.
    public private(set) var from: Double
    /// Where the value is going (and where it rests once finished).
    public private(set) var target: Double
    /// Time (seconds) the running curve started.
    public private(set) var startTime: Double
    /// Length of the running curve in seconds (0 = already at the target).
    public private(set) var duration: Double
    public var easing: Easing
    /// Hermite velocity correction in value units (see the type's description).
    @usableFromInline var correction: Double

    /// A value resting at `value`.
    public init(_ value: Double, easing: Easing = .cubicOut) {
        from = value; target = value; startTime = 0; duration = 0; self.easing = easing; correction = 0
    }

    /// Progress of the running curve at `time` in 0…1 (1 when finished or resting).
    @inlinable
    package func progress(at time: Double) -> Double {
        duration <= 0 ? 1 : min(max((time - startTime) / duration, 0), 1)
    }

    /// Whether the value rests on its target at `time`.
    @inlinable
    func isFinished(at time: Double) -> Bool { duration <= 0 || time >= startTime + duration }

    /// The value at `time`.
    @inlinable
    public func value(at time: Double) -> Double {
        if duration <= 0 || time >= startTime + duration { return target }
        let s = max((time - startTime) / duration, 0)
        let u = 1 - s
        return from + (target - from) * easing.value(s) + correction * s * u * u
    }

    /// The rate of change (value units per second) at `time`.
    @inlinable
    func velocity(at time: Double) -> Double {
        if duration <= 0 || time >= startTime + duration || time < startTime { return 0 }
        let s = (time - startTime) / duration
        let u = 1 - s
        let ds = (target - from) * easing.derivative(s) + correction * (u * u - 2 * s * u)
        return ds / duration
    }

    /// Eases from the current value and velocity at `time` to `newTarget` over `duration` seconds.
    /// A target equal to the running one keeps the running curve (so calling this every frame with
    /// the same target neither stretches nor restarts the animation).
    ///
    /// Velocity rule: a value already moving towards the new target faster than a fresh ease-out
    /// would start keeps its speed (no jerk when a key is pressed repeatedly); one moving slower
    /// starts like a fresh ease-out; one moving away keeps its momentum and turns smoothly. The
    /// correction is continuous in the old velocity, so nearly-resting values behave like resting ones.
    mutating func animate(to newTarget: Double, at time: Double, duration newDuration: Double) {
        if newTarget == target { return }
        guard newDuration > 0 else { set(newTarget); return }
        let v0 = value(at: time)
        let carried = velocity(at: time) * newDuration   // old velocity in value units per progress
        let natural = (newTarget - v0) * easing.derivative(0)
        from = v0
        target = newTarget
        startTime = time
        duration = newDuration
        if carried * (newTarget - v0) > 0 {
            correction = abs(carried) > abs(natural) ? carried - natural : 0
        } else {
            correction = carried
        }
    }

    /// Moves the target (and the value) by `delta` without disturbing the curve's shape: used when
    /// a finger drags while the value is also easing (the whole curve shifts with the finger).
    public mutating func shift(by delta: Double) {
        from += delta; target += delta
    }

    /// Jumps to `value` at once and stops any animation.
    public mutating func set(_ value: Double) {
        from = value; target = value; duration = 0; correction = 0
    }
}
