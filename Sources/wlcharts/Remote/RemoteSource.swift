import Charts
import Wayland
import SeriesData

/// A chart whose data lives on a server (`wlcharts https://…`, `--prometheus`): a ``LiveSource``
/// the controller takes from once per frame, fed by requests that run off the window's thread and
/// hand their results back through a ``LoopMailbox`` the event loop watches. The kiosk builds
/// one per panel with ``RemoteSources/make(_:)``.
protocol RemoteSource: LiveSource {
    /// The source as messages and titles name it (the URL).
    var name: String { get }
    /// The live behaviour to attach with (`--keep`, stale limits).
    var liveOptions: LiveOptions { get }
    /// Starts fetching on the window's loop: the first request now, refreshes after.
    @MainActor func start(on loop: EventLoop)
    /// The first data, waiting for it (`--png`); throws the one line to print.
    func fetchOnce() throws -> [ChartData]
}

/// When the next request goes: after a success the refresh interval; after failures a back-off
/// of 1, 2, 4… seconds capped at the refresh interval; a failure is said once until it changes.
struct RefreshPacing {
    /// Seconds between refreshes (a Prometheus source changes it with the step shown).
    var refresh: Double
    private(set) var failures = 0
    private var lastProblem: String?

    init(refresh: Double) { self.refresh = refresh }

    /// Seconds until the next request after an answer (`problem == nil`: a success).
    mutating func next(after problem: String?) -> Double {
        guard let problem else {
            failures = 0
            lastProblem = nil
            return refresh
        }
        failures += 1
        if problem != lastProblem {
            lastProblem = problem
            CheckCommand.printError("wlcharts: \(problem) — keeping the last good data, retrying")
        }
        return min(refresh, Double(1 << min(failures - 1, 20)))
    }
}

/// The source options of the command line, as one value (the kiosk's panels build the same).
enum RemoteSpec {
    /// A chart file fetched over HTTP(S) and refetched every `refresh` seconds.
    case file(url: String, refresh: Double, timeout: Double)
    /// Prometheus `query_range` results.
    case prometheus(PrometheusSource.Options)
}

extension LoopMailbox {
    /// The first answer that brings charts or a failure, waiting up to `timeout` seconds (and a
    /// little more, for the worker to post it): what `--png` draws, or the one line it prints.
    func firstCharts(timeout: Double, name: String,
                     _ outcome: (Value) -> Result<[ChartData], PNGRenderError>?) throws -> [ChartData] {
        for value in wait(timeout: timeout + 5) {
            if let result = outcome(value) { return try result.get() }
        }
        throw PNGRenderError("\(name): no answer within \(HTTPFetcher.seconds(timeout)) (timeout)")
    }
}

enum RemoteSources {
    /// The source for `spec`.
    static func make(_ spec: RemoteSpec) -> RemoteSource {
        switch spec {
        case let .file(url, refresh, timeout): RemoteFileSource(url: url, refresh: refresh, timeout: timeout)
        case let .prometheus(o): PrometheusSource(options: o)
        }
    }

    /// Whether a command-line input names a URL.
    static func isURL(_ s: String) -> Bool {
        let l = s.lowercased()
        return l.hasPrefix("http://") || l.hasPrefix("https://")
    }
}
