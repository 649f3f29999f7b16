import Charts
import Foundation
import Wayland
import SeriesData

/// `--prometheus URL --query Q…`: the results of `query_range` over the range, one chart series
/// per result series. A relative range (`--range 6h`) refreshes every `refresh` seconds asking
/// only for what is new since the last answer (the last step again, which replaces the last
/// point) and behaves like a live stream; a fixed one (`FROM..TO`) is fetched once. Requests run
/// one cycle at a time on a worker queue (all queries of a cycle in order); the server's own
/// error messages reach the user verbatim. Pan and zoom ask again for what the view shows
/// (`PrometheusSource+View.swift`); the overview strip has the whole range at its own coarse step
/// (`PrometheusSource+Overview.swift`).
final class PrometheusSource: RemoteSource, ViewedSource {
    struct Options: Sendable, Equatable {
        /// The server's base URL (`http://host:9090`, maybe with a path prefix).
        var server: String
        var queries: [String]
        /// One template per query (the last one repeats), or none: the labels.
        var legends: [String] = []
        /// `--range 6h` (seconds before now) or `FROM..TO` (seconds since the epoch).
        var range: RangeSpec = .last(6 * 3600)
        /// Seconds between refreshes; `nil`: the step, at least 5 s.
        var refresh: Double?
        var timeout: Double = 30
        /// Pixel columns of the plot (the step gives about one sample per column).
        var columns = 800

        enum RangeSpec: Sendable, Equatable { case last(Double), fixed(Double, Double) }

        func legend(_ i: Int) -> PrometheusLegend {
            legends.isEmpty ? PrometheusLegend() : PrometheusLegend(legends[min(i, legends.count - 1)])
        }
    }

    enum Event: Sendable {
        case full(ChartData, end: Double, ids: [String])
        case append(SampleBatch, end: Double, step: Double, ids: [String])
        /// A view's answer: the points of the range asked for.
        case range(ChartData, PrometheusRange)
        /// The overview's answer: the whole range, or what is new of it, at the overview's step.
        case overview(ChartData, PrometheusRange)
        /// The overview's request failed.
        case overviewFailed(String)
        /// A cycle failed (`view`: a view's request).
        case failed(String, view: Bool)
    }

    let options: Options
    let name: String
    let liveOptions: LiveOptions
    let mailbox = LoopMailbox<Event>()
    let fetcher: HTTPFetcher
    let queue = DispatchQueue(label: "wlcharts.prometheus")
    var pacing: RefreshPacing
    /// The range fetched so far (its end moves with refreshes) and the first request's step.
    private(set) var range: PrometheusRange
    /// The step new samples at the live edge are asked at: the view's while it follows the edge.
    var appendStep: Double
    /// The chart's series ids, in the chart's order.
    var ids: [String] = []
    private(set) var haveData = false
    /// A cycle (refresh or view) is on its way: at most one per query.
    var inFlight = false
    var pending = LiveUpdate(seriesIDs: [], samples: SampleBatch(series: 0))
    /// The ranges views asked for and what was fetched (`PrometheusSource+View.swift`).
    var plan = PrometheusViewPlan()
    /// The view requests sent, and view answers dropped because the view moved on (tests).
    var viewRequests: [PrometheusRange] = []
    var droppedAnswers = 0
    /// The window's loop and its timers (nil without a window: tests, `--png`).
    @MainActor weak var loop: EventLoop?
    var refreshTimer: EventLoop.TimerID?, viewTimer: EventLoop.TimerID?
    /// A refresh fell due while another cycle was on its way.
    var refreshDue = false
    /// Cycles sent (docs/performance.md's cost per refresh).
    var cycles = 0
    /// The overview's data: the step it has (or is fetched at), the end of what it has (`nil`
    /// before any), the plot columns its step is chosen for, when a failed request may be sent
    /// again (monotonic seconds), and the requests sent (tests).
    var overviewStep: Double
    var overviewEnd: Double?
    var overviewColumns: Int
    var overviewRetryAt = -Double.infinity
    var overviewRequests: [PrometheusRange] = []
    /// When the scheduled refresh goes (monotonic seconds), while one is scheduled.
    var refreshAt: Double?
    /// The view follows the live edge (the refresh interval is the view's step then).
    var viewFollowing = true
    /// The shortest refresh interval without `--refresh`, seconds.
    static let minimumRefresh = 5.0

    init(options: Options, now: Double = Date().timeIntervalSince1970) {
        self.options = options
        name = options.server
        fetcher = HTTPFetcher(timeout: options.timeout)
        switch options.range {
        case let .last(s): range = .last(s, now: now, columns: options.columns)
        case let .fixed(a, b): range = .fixed(from: a, to: b, columns: options.columns)
        }
        pacing = RefreshPacing(refresh: options.refresh ?? max(Self.minimumRefresh, range.step))
        appendStep = range.step
        overviewStep = range.step
        overviewColumns = options.columns
        var live = LiveOptions()
        if case let .last(s) = options.range { live.keep = .milliseconds(Int64(s * 1000)) }
        liveOptions = live
    }

    /// The range and step of the first request.
    var firstRange: PrometheusRange { range }

    func take() -> LiveUpdate {
        let update = pending
        pending = LiveUpdate(seriesIDs: ids, samples: SampleBatch(series: ids.count), receivedAt: update.receivedAt,
                             failure: update.failure)
        return update
    }

    @MainActor func start(on loop: EventLoop) {
        self.loop = loop
        loop.watch(fd: mailbox.fd) { [self] in
            for event in mailbox.take() {
                receive(event)
                switch event {
                case let .failed(why, view: false): scheduleRefresh(after: pacing.next(after: why))
                case .full, .append: if range.relative { scheduleRefresh(after: pacing.next(after: nil)) }
                case .range, .failed(_, view: true), .overview, .overviewFailed: break
                }
            }
            pump()
        }
        request()
    }

    /// The next refresh in `seconds` (one timer: a newer schedule replaces it).
    @MainActor func scheduleRefresh(after seconds: Double) {
        guard let loop else { return }
        if let t = refreshTimer { loop.cancel(t) }
        refreshAt = monotonicSeconds() + seconds
        refreshTimer = loop.schedule(after: seconds) { [self] in
            refreshTimer = nil
            refreshAt = nil
            refreshDue = true
            pump()
        }
    }

    /// Sends what is due when nothing is on its way: the newest view's request first, else a refresh.
    @MainActor func pump() {
        guard !inFlight else { return }
        if requestView(at: monotonicSeconds()) != nil { return }
        if refreshDue {
            refreshDue = false
            request()
            return
        }
        if requestOverview(at: monotonicSeconds()) != nil { return }
        scheduleViewCheck()
    }

    func fetchOnce() throws -> [ChartData] {
        request()
        return try mailbox.firstCharts(timeout: options.timeout * Double(options.queries.count), name: name) { event in
            switch event {
            case let .full(chart, _, _): .success([chart])
            case let .failed(why, _): .failure(PNGRenderError(why))
            case .append, .range, .overview, .overviewFailed: nil
            }
        }
    }

    /// The next cycle: the whole range first (and after failures before any data), then what is new.
    func request() {
        guard !inFlight else { refreshDue = true; return }
        inFlight = true
        cycles += 1
        var r = range
        let full = !haveData
        if !full {
            let now = Date().timeIntervalSince1970
            r.start = range.end
            r.step = appendStep
            r.end = max(range.end, (now / r.step).rounded(.down) * r.step)
        }
        let kind: CycleKind = full ? .full : .append
        let (o, ids, fetcher, mailbox, cycleRange) = (options, ids, fetcher, mailbox, r)
        queue.async { mailbox.post(Self.cycle(o, range: cycleRange, kind: kind, ids: ids, fetcher: fetcher)) }
    }

    enum CycleKind { case full, append, view, overview }

    /// Runs every query of one cycle (on the worker queue).
    static func cycle(_ o: Options, range r: PrometheusRange, kind: CycleKind, ids: [String], fetcher: HTTPFetcher) -> Event {
        let view = kind == .view
        func failed(_ why: String) -> Event { kind == .overview ? .overviewFailed(why) : .failed(why, view: view) }
        var results: [(matrix: PrometheusMatrix, legend: PrometheusLegend)] = []
        for (i, q) in o.queries.enumerated() {
            let url = queryURL(o.server, query: q, range: r)
            let place = o.queries.count == 1 ? o.server : "\(o.server) (query \(i + 1))"
            switch fetcher.getAndWait(url) {
            case let .failure(f): return failed("\(place): \(f.problem)")
            case let .success(a):
                do {
                    results.append((try PrometheusMatrix.decode(a.body, source: place), o.legend(i)))
                } catch {
                    if case .malformed = error, a.status != 200 {
                        return failed("\(place): \(HTTPFetcher.statusProblem(a))")
                    }
                    return failed("\(place): \(error)")
                }
            }
        }
        if view { return .range(PrometheusChart.chart(results, title: nil), r) }
        if kind == .overview { return .overview(PrometheusChart.chart(results, title: nil), r) }
        if kind == .full {
            var chart = PrometheusChart.chart(results, title: o.queries.count == 1 ? o.queries[0] : nil)
            if chart.title == nil { chart.title = "Prometheus" }
            return .full(chart, end: r.end, ids: chart.series.map(\.id))
        }
        var newIDs = ids
        let batch = PrometheusChart.batch(results, ids: &newIDs)
        return .append(batch, end: r.end, step: r.step, ids: newIDs)
    }

    /// `SERVER/api/v1/query_range?query=…&start=…&end=…&step=…`.
    static func queryURL(_ server: String, query: String, range r: PrometheusRange) -> String {
        var base = server
        while base.hasSuffix("/") { base.removeLast() }
        var c = URLComponents()
        c.queryItems = [URLQueryItem(name: "query", value: query), URLQueryItem(name: "start", value: number(r.start)),
                        URLQueryItem(name: "end", value: number(r.end)), URLQueryItem(name: "step", value: number(r.step))]
        // URLComponents leaves '+' alone, which a server reads as a space.
        let q = (c.percentEncodedQuery ?? "").replacingOccurrences(of: "+", with: "%2B")
        return base + "/api/v1/query_range?" + q
    }

    private static func number(_ v: Double) -> String { v == v.rounded() ? String(Int64(v)) : String(v) }

    /// Takes the answers that came (waiting up to `timeout` seconds for one); returns how many.
    /// (The window's loop takes them itself and schedules what follows.)
    @discardableResult
    func receiveAvailable(waiting timeout: Double = 0) -> Int {
        let events = timeout > 0 ? mailbox.wait(timeout: timeout) : mailbox.take()
        for event in events { receive(event) }
        return events.count
    }

    func receive(_ event: Event) {
        inFlight = false
        switch event {
        case let .full(chart, end, newIDs):
            haveData = true
            plan.fetched(PrometheusRange(start: range.start, end: end, step: range.step, relative: false))
            range.end = end
            ids = newIDs
            pending.charts = [chart]
            receiveOverview(chart, PrometheusRange(start: range.start, end: end, step: range.step, relative: false))
            pending.seriesIDs = newIDs
            pending.samples = SampleBatch(series: newIDs.count)
            pending.failure = nil
            pending.receivedAt = wallClockMilliseconds()
        case let .append(batch, end, step, newIDs):
            plan.fetched(PrometheusRange(start: range.end, end: end, step: step, relative: false))
            if case let .last(s) = options.range { plan.forget(before: end - s) }
            range.end = end
            ids = newIDs
            // Columns follow the ids; what waits untaken is merged by time.
            pending.samples = Self.merge(pending.samples, pendingIDs: pending.seriesIDs.count, batch)
            pending.seriesIDs = newIDs
            pending.confirmed = true
            pending.failure = nil
            pending.receivedAt = wallClockMilliseconds()
        case let .range(chart, r):
            receiveView(chart, r)
        case let .overview(chart, r):
            receiveOverview(chart, r)
            pending.confirmed = true   // the server answered: a failure before is over
            pending.failure = nil
        case let .overviewFailed(why):
            overviewFailed(why)
            pending.failure = why
        case let .failed(why, view):
            if view { viewFailed(why) }
            pending.failure = why
        }
    }

    /// Appends `b` to the untaken `a` (whose columns are the first `pendingIDs` of `b`'s).
    static func merge(_ a: SampleBatch, pendingIDs: Int, _ b: SampleBatch) -> SampleBatch {
        guard !a.isEmpty else { return b }
        var x = a.x.filter { $0 < (b.x.first ?? .max) }
        let kept = x.count
        x += b.x
        let columns = b.columns.enumerated().map { i, col in
            (i < pendingIDs ? Array(a.columns[i].prefix(kept)) : Array(repeating: .nan, count: kept)) + col
        }
        return SampleBatch(x: x, columns: columns)
    }
}
