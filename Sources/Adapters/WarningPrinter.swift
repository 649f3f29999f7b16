import Charts
import SeriesData

/// Stream warnings to stderr, at most one line a second with a count of the rest
/// (``WarningLimiter``): a burst of bad lines is its first warning, then one line with the
/// count of the others once their second is over — on a timer, even if nothing else arrives.
final class WarningPrinter {
    private var limiter: WarningLimiter
    private let clock: () -> Double
    private let output: (String) -> Void
    /// Asks for a ``flush()`` after the given seconds (``flushes(on:)``); `nil` for `--png`
    /// (which flushes at the end).
    private var wake: ((Double) -> Void)?
    /// Whether a wake-up for the held-back count is on its way.
    private var wakePending = false

    /// `clock` gives monotonic seconds and `output` takes a line for stderr (tests pass their own).
    init(source: String, clock: @escaping () -> Double = monotonicNow, output: @escaping (String) -> Void = StandardError.write) {
        limiter = WarningLimiter(source: source)
        self.clock = clock
        self.output = output
    }

    /// Held-back counts go out on timers: `schedule(delay, action)` runs `action` after `delay`
    /// seconds (the window's event loop).
    func flushes(on schedule: @escaping (Double, @escaping () -> Void) -> Void) {
        wake = { [weak self] delay in schedule(delay) { self?.flush() } }
    }

    func warn(_ message: String) {
        let now = clock()
        if let line = limiter.admit("wlcharts: " + message, at: now) {
            output(line)
        } else if !wakePending, let due = limiter.dueTime, let wake {
            // The first held back: its count is due a second after the line before it.
            wakePending = true
            wake(max(due - now, 0))
        }
    }

    /// Prints the held-back count once its second is over (or at the end with `force`).
    func flush(force: Bool = false) {
        let now = clock()
        if let line = limiter.due(at: now, force: force) { output("wlcharts: " + line) }
        wakePending = false
        if limiter.held > 0, let due = limiter.dueTime, let wake {
            wakePending = true
            wake(max(due - now, 0.001))
        }
    }
}
