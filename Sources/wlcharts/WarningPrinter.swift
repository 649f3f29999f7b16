import Charts

/// Stream warnings to stderr, at most one line a second with a count of the rest
/// (``WarningLimiter``).
final class WarningPrinter {
    private var limiter: WarningLimiter
    /// Asks for a ``flush()`` after the given seconds (the window's event loop runs it); set by
    /// the window, `nil` for `--png` (which flushes at the end).
    var wake: ((Double) -> Void)?
    /// Whether a wake-up for the held-back count is on its way.
    private var wakePending = false

    init(source: String) { limiter = WarningLimiter(source: source) }

    func warn(_ message: String) {
        let now = monotonicNow()
        if let line = limiter.admit("wlcharts: " + message, at: now) {
            CheckCommand.printError(line)
        } else if !wakePending, let due = limiter.dueTime, let wake {
            // The first held back: its count is due a second after the line before it.
            wakePending = true
            wake(max(due - now, 0))
        }
    }

    /// Prints the held-back count once its second is over (or at the end with `force`).
    func flush(force: Bool = false) {
        let now = monotonicNow()
        if let line = limiter.due(at: now, force: force) { CheckCommand.printError("wlcharts: " + line) }
        wakePending = false
        if limiter.held > 0, let due = limiter.dueTime, let wake {
            wakePending = true
            wake(max(due - now, 0.001))
        }
    }
}
