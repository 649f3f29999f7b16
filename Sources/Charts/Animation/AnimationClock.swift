/// The source of "now" for animations, in seconds on a monotonic clock.
///
/// The scene never reads a clock itself: ``ChartScene/advance(to:)`` is called with frame times
/// (the window drives it from frame callbacks through ``FrameClock``; tests use ``ManualClock``), so
/// everything that animates is a deterministic function of the times it was given.
public protocol AnimationClock: AnyObject {
    /// The current time in seconds.
    var now: Double { get }
}

/// A clock that moves only when told to: for tests and for rendering a fixed moment (`--png`).
public final class ManualClock: AnimationClock {
    public private(set) var now: Double

    public init(_ start: Double = 0) { now = start }

    /// Moves the clock forward by `seconds` (negative steps are refused).
    public func advance(by seconds: Double) {
        precondition(seconds >= 0, "ManualClock cannot go back in time")
        now += seconds
    }

    /// Sets the clock to `time`, which must not be earlier than now.
    public func set(_ time: Double) {
        precondition(time >= now, "ManualClock cannot go back in time")
        now = time
    }
}

/// A clock driven by frame callbacks: each frame reports its presentation time, and ``now`` only
/// ever moves forward. A long stall (a suspended window, a debugger) is shortened to ``maxStep`` so
/// animations resume where they were instead of jumping to their end.
public final class FrameClock: AnimationClock {
    public private(set) var now: Double = 0
    private var lastRaw: Double?
    /// The largest step one frame may take, in seconds.
    public var maxStep: Double

    public init(maxStep: Double = 0.1) { self.maxStep = maxStep }

    /// Reports a frame at raw time `raw` (seconds, monotonic but possibly with a different epoch
    /// or stalls); returns the clock's new ``now``.
    @discardableResult
    public func frame(at raw: Double) -> Double {
        if let last = lastRaw {
            let step = raw - last
            if step > 0 { now += min(step, maxStep) }
        }
        lastRaw = raw
        return now
    }
}

/// The real monotonic clock (the standard library's `ContinuousClock`), in seconds since the clock
/// was created.
public final class SystemClock: AnimationClock {
    private let origin = ContinuousClock.now
    public init() {}
    public var now: Double {
        let d = ContinuousClock.now - origin
        return Double(d.components.seconds) + Double(d.components.attoseconds) * 1e-18
    }
}
