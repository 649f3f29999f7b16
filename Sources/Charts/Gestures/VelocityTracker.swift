/// Estimates the speed of a finger or pointer along one axis from its last few samples.
///
/// Keeps a ring of the last 8 samples; the velocity is the least-squares slope of the samples of
/// the last ``window`` seconds before the query time. A finger that stopped before lifting (its
/// newest sample older than the window) has no velocity, so a careful drag never flings.
///
/// - Complexity: O(1) per sample and per query (at most 8 samples); no allocation after `init`.
struct VelocityTracker: Hashable, Sendable {
    private var times: [Double]
    private var positions: [Double]
    private var count = 0
    private var head = 0
    /// How far back samples count, in seconds.
    public var window: Double

    public init(window: Double = 0.1) {
        times = Array(repeating: 0, count: 8)
        positions = Array(repeating: 0, count: 8)
        self.window = window
    }

    /// Forgets every sample.
    public mutating func reset() { count = 0; head = 0 }

    /// Records the position at `time` (times must not decrease).
    public mutating func add(_ position: Double, at time: Double) {
        times[head] = time
        positions[head] = position
        head = (head + 1) & 7
        count = min(count + 1, 8)
    }

    /// Units per second at `time`; 0 with fewer than two fresh samples.
    func velocity(at time: Double) -> Double {
        var n = 0.0, st = 0.0, sp = 0.0, stt = 0.0, stp = 0.0
        var newest = -Double.infinity
        for k in 0..<count {
            let i = (head - 1 - k) & 7
            let t = times[i]
            if time - t > window { break }
            newest = max(newest, t)
            let tt = t - time
            n += 1; st += tt; sp += positions[i]; stt += tt * tt; stp += tt * positions[i]
        }
        guard n >= 2, time - newest <= window / 2 + 1e-12 else { return 0 }
        let den = n * stt - st * st
        guard den > 1e-12 else { return 0 }
        return (n * stp - st * sp) / den
    }
}

/// The glide after a fling: starting at the finger's velocity and easing out to rest.
///
/// The offset follows a cubic ease-out over ``duration``, whose starting slope equals the release
/// velocity (distance = velocity × duration / 3); faster flings glide longer. The caller adds
/// `offset(at:)` to where the content was at release and calls `stop()` when it hits an end.
///
/// - Complexity: O(1), no allocation.
struct Momentum: Hashable, Sendable {
    private(set) var velocity: Double = 0
    private(set) var startTime: Double = 0
    package private(set) var duration: Double = 0
    private(set) var isActive = false

    /// Release speeds below this (units per second) do not glide.
    var minimumVelocity: Double
    /// The longest glide in seconds.
    var maximumDuration: Double
    /// Release speeds are limited to this (events delivered in a burst can look absurdly fast).
    var maximumVelocity: Double

    public init(minimumVelocity: Double = 60, maximumDuration: Double = 1.2, maximumVelocity: Double = 12_000) {
        self.minimumVelocity = minimumVelocity
        self.maximumDuration = maximumDuration
        self.maximumVelocity = maximumVelocity
    }

    /// Total distance the glide will travel.
    package var distance: Double { isActive ? velocity * duration / 3 : 0 }

    /// Starts a glide at `velocity` at `time`; returns whether it was fast enough to glide.
    @discardableResult
    public mutating func start(velocity v: Double, at time: Double) -> Bool {
        guard abs(v) >= minimumVelocity, v.isFinite else { stop(); return false }
        velocity = min(max(v, -maximumVelocity), maximumVelocity)
        startTime = time
        duration = min(max(0.3 + abs(velocity) / 5000, 0.3), maximumDuration)
        isActive = true
        return true
    }

    /// Offset from the release position at `time`.
    @inlinable
    public func offset(at time: Double) -> Double {
        guard isActive else { return 0 }
        return distance * Easing.cubicOut.value((time - startTime) / duration)
    }

    /// Current speed at `time` (units per second).
    public func speed(at time: Double) -> Double {
        guard isActive, time < startTime + duration else { return 0 }
        return distance * Easing.cubicOut.derivative((time - startTime) / duration) / duration
    }

    /// Whether the glide is over at `time`.
    func isFinished(at time: Double) -> Bool { !isActive || time >= startTime + duration }

    /// Ends the glide (a finger touched down, or the content hit an end).
    package mutating func stop() { isActive = false }
}
