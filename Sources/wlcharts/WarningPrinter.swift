import Charts

/// Stream warnings to stderr, at most one line a second with a count of the rest
/// (``WarningLimiter``).
final class WarningPrinter {
    private var limiter: WarningLimiter

    init(source: String) { limiter = WarningLimiter(source: source) }

    func warn(_ message: String) {
        if let line = limiter.admit("wlcharts: " + message, at: monotonicNow()) { CheckCommand.printError(line) }
    }

    /// Prints the held-back count once its second is over (or at the end with `force`).
    func flush(force: Bool = false) {
        if let line = limiter.due(at: monotonicNow(), force: force) { CheckCommand.printError("wlcharts: " + line) }
    }
}
