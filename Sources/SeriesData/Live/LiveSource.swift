/// Where live samples come from (`wlcharts -`, `--follow FILE`): the executable reads the bytes
/// (stdin, a followed file) into a ``StreamFeed``; the `ChartController` takes what arrived
/// once per frame, so a burst of samples costs one frame, not one per sample. Tests feed one
/// directly.
public protocol LiveSource: AnyObject {
    /// Everything that arrived since the last call, in the order it applies (whole charts
    /// before samples); empty when nothing did.
    func take() -> [LiveUpdate]
    /// Whether ``take()`` has something to give (the window draws a frame to take it).
    var hasNews: Bool { get }
}

/// How long a live chart keeps its history (`--keep 1000000`, `--keep 24h`): the one rule of
/// streams, MQTT history, Prometheus live ranges and kiosk panels.
public enum HistoryLimit: Sendable, Equatable {
    /// The newest `n` points.
    case points(Int)
    /// The points of the last `ms` milliseconds (before the newest point).
    case milliseconds(Int64)

    /// The index of the first point kept of the increasing times `x`.
    /// - Complexity: O(log n).
    package func firstKept(of x: [Int64]) -> Int {
        guard let last = x.last else { return 0 }
        switch self {
        case let .points(k): return max(x.count - max(k, 1), 0)
        case let .milliseconds(ms):
            let (cutoff, overflow) = last.subtractingReportingOverflow(ms)
            if overflow { return 0 }
            return XSearch.partitionPoint(x.count - 1) { x[$0] < cutoff }   // the newest point is always kept
        }
    }

    /// The earliest x the history spans of the increasing times `x` (not empty): the first kept
    /// point's, or the newest point's less the duration kept.
    /// - Complexity: O(1).
    package func lowerEdge(of x: [Int64]) -> Double {
        precondition(!x.isEmpty, "no history to limit")
        switch self {
        case .points: return Double(x[firstKept(of: x)])
        case let .milliseconds(ms): return Double(x[x.count - 1]) - Double(ms)
        }
    }
}

/// How a live chart behaves (the command line's `--keep`, `--stale-after`).
public struct LiveOptions: Sendable, Equatable {
    /// The bounded history; `nil` keeps everything.
    public var keep: HistoryLimit?
    /// Seconds without data after which the chart is marked stale; `nil`: three times the
    /// median interval between arrivals, at least 10 s.
    package var staleAfter: Double?
    /// Series to start hidden when they first appear (`--hidden` names series of a stream that
    /// has none yet).
    public var hidden: Set<String>

    public init(keep: HistoryLimit? = nil, staleAfter: Double? = nil, hidden: Set<String> = []) {
        self.keep = keep; self.staleAfter = staleAfter; self.hidden = hidden
    }
}

/// The live state a frame shows: when data last came, whether it is late or over, whether the
/// view follows the newest sample.
public struct LiveStatus: Sendable, Equatable {
    /// Wall-clock time (ms since the epoch) of the last arrival; `nil` before any.
    package var updatedAt: Int64?
    /// Nothing arrived for longer than the stale limit (the time shows in the warning colour,
    /// the newest segment dashed).
    public var stale: Bool
    /// The input ended.
    package var ended: Bool
    /// Why the source's newest attempt failed (a remote source), while it does.
    public var problem: String? = nil
    /// The view touches the newest sample and scrolls with the data; when `false`, the "live"
    /// control (and End) return to it.
    public var following: Bool

    package init(updatedAt: Int64?, stale: Bool, ended: Bool, problem: String? = nil, following: Bool) {
        self.updatedAt = updatedAt; self.stale = stale; self.ended = ended; self.problem = problem; self.following = following
    }
}
