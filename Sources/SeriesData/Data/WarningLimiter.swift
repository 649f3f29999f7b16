/// At most one warning line a second: the first goes out, the ones within the next second are
/// counted, and the count goes out with the next line (or on its own once the second is over).
/// Times are given (seconds, any monotonic clock): no clock is read here.
package struct WarningLimiter: Sendable {
    /// Seconds between lines.
    public let interval: Double
    /// Warnings held back since the last line.
    package private(set) var held = 0
    private var lastLine = -Double.infinity
    private var source: String

    /// `source` names the stream in the count line ("stdin: 12 more warnings").
    public init(source: String, interval: Double = 1) {
        self.source = source
        self.interval = interval
    }

    /// The line to print now for `message` at `time`, or `nil` when it is held back.
    package mutating func admit(_ message: String, at time: Double) -> String? {
        guard time - lastLine >= interval else { held += 1; return nil }
        lastLine = time
        defer { held = 0 }
        return held == 0 ? message : "\(message) (and \(held) more warning\(held == 1 ? "" : "s") before it)"
    }

    /// The count of held-back warnings once the interval is over (or at the end of input with
    /// `force`); `nil` when there is nothing to say yet.
    public mutating func due(at time: Double, force: Bool = false) -> String? {
        guard held > 0, force || time - lastLine >= interval else { return nil }
        lastLine = time
        defer { held = 0 }
        return "\(source): \(held) more warning\(held == 1 ? "" : "s") (at most one line a second)"
    }

    /// When the held-back count is due (for a timer), or `nil`.
    package var dueTime: Double? { held > 0 ? lastLine + interval : nil }
}
