/// Where live samples come from (`wlcharts -`, `--follow FILE`): the executable reads the bytes
/// (stdin, a followed file) into a ``StreamFeed``; the `ChartController` takes what arrived
/// once per frame, so a burst of samples costs one frame, not one per sample. Tests feed one
/// directly.
public protocol LiveSource: AnyObject {
    /// Everything that arrived since the last call.
    func take() -> LiveUpdate
    /// Whether ``take()`` has something to give (the window draws a frame to take it).
    var hasNews: Bool { get }
}

/// What a ``LiveSource`` received since it was last asked.
public struct LiveUpdate: Sendable {
    /// Every series known so far, in order of appearance (earlier ids keep their place).
    public var seriesIDs: [String]
    /// New samples; their columns follow ``seriesIDs``.
    public var samples: SampleBatch
    /// The units of series the source knows them of (a Prometheus query's), by id: a series that
    /// first appears with these samples takes its unit from here.
    public var units: [String: Unit] = [:]
    /// The source started over (a truncated or replaced file): what was shown goes, these
    /// samples are the chart.
    public var restarted: Bool
    /// The input ended (end of file on a stream).
    public var ended: Bool
    /// The wall-clock time (ms since the epoch) of the newest arrival, for "updated 14:02:11".
    public var receivedAt: Int64?
    /// The source's whole content anew (a refetched file, a new Prometheus range): shown in place
    /// of the charts like a reload, keeping the view — and following the edge if it did.
    public var charts: [ChartData]?
    /// The source checked that what is shown is still current without sending samples (an HTTP
    /// 304, an empty refresh): it counts as an arrival and clears a failure.
    public var confirmed: Bool
    /// The newest attempt to get data failed (one line: the URL and the problem): the chart keeps
    /// its data, marked stale, until data or a confirmation comes.
    public var failure: String?
    /// Answers for the ranges a view asked for (``ViewedSource``): each replaces the chart's
    /// points in its range, applied when no gesture or glide is under way.
    public var ranges: [RangeData] = []
    /// The overview strip's own data (a source that fetches the whole range at a coarse step:
    /// Prometheus): each replaces the overview's points in its range — the main chart is untouched.
    public var overview: [RangeData] = []

    public init(seriesIDs: [String], samples: SampleBatch, restarted: Bool = false, ended: Bool = false,
                receivedAt: Int64? = nil, charts: [ChartData]? = nil, confirmed: Bool = false, failure: String? = nil) {
        self.seriesIDs = seriesIDs; self.samples = samples; self.restarted = restarted
        self.ended = ended; self.receivedAt = receivedAt
        self.charts = charts; self.confirmed = confirmed; self.failure = failure
    }
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
    public func firstKept(of x: [Int64]) -> Int {
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
    public func lowerEdge(of x: [Int64]) -> Double {
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
    public var staleAfter: Double?
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
    public var updatedAt: Int64?
    /// Nothing arrived for longer than the stale limit (the time shows in the warning colour,
    /// the newest segment dashed).
    public var stale: Bool
    /// The input ended.
    public var ended: Bool
    /// Why the source's newest attempt failed (a remote source), while it does.
    public var problem: String? = nil
    /// The view touches the newest sample and scrolls with the data; when `false`, the "live"
    /// control (and End) return to it.
    public var following: Bool

    package init(updatedAt: Int64?, stale: Bool, ended: Bool, problem: String? = nil, following: Bool) {
        self.updatedAt = updatedAt; self.stale = stale; self.ended = ended; self.problem = problem; self.following = following
    }
}
