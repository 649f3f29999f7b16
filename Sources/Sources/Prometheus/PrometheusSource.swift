import SeriesData

/// `--prometheus URL --query Q…` (or `--influxdb URL --db D --query Q…`, `RangeQueryAPI`): the
/// results of `query_range` over the range, one chart series per result series. A relative range
/// (`--range 6h`) refreshes every `refresh` seconds asking only for what is new since the last
/// answer (the last step again, which replaces the last point) and behaves like a live stream; a
/// fixed one (`FROM..TO`) is fetched once. One cycle is on its way at a time (all queries of a
/// cycle in order, `PrometheusSource+Cycle.swift`); the server's own error messages reach the
/// user verbatim. Pan and zoom ask again for what the view
/// shows (`PrometheusSource+View.swift`); the overview strip has the whole range at its own
/// coarse step (`PrometheusSource+Overview.swift`).
///
/// Threads: everything here runs on the scheduler's thread; the transport's completions decode
/// and post to `mailbox`, nothing else.
package final class PrometheusSource: RemoteSource, ViewedSource {
    public struct Options: Sendable, Equatable {
        /// The server's base URL (`http://host:9090`, maybe with a path prefix).
        public var server: String
        public var queries: [String]
        /// One template per query (the last one repeats), or none: the labels.
        public var legends: [String] = []
        /// `--range 6h` (seconds before now) or `FROM..TO` (seconds since the epoch).
        public var range: RangeSpec = .last(6 * 3600)
        /// Seconds between refreshes; `nil`: the step, at least 5 s.
        package var refresh: Double?
        package var timeout: Double = 30
        /// Pixel columns of the plot (the step gives about one sample per column).
        public var columns = 800
        /// The server's query language: PromQL, or InfluxQL (`--influxdb`).
        package var api: RangeQueryAPI = .prometheus
        /// Sent with every request (`--header-file`: a token).
        package var headers: [String: String] = [:]
        /// `--compare`: every query asked again over its range moved back by each shift, the
        /// answer moved forward onto the chart (`PrometheusSource+Compare.swift`).
        public var compare: [CompareShift] = []

        package enum RangeSpec: Sendable, Equatable { case last(Double), fixed(Double, Double) }

        public init(server: String, queries: [String], legends: [String] = [], range: RangeSpec = .last(6 * 3600),
                    refresh: Double? = nil, timeout: Double = 30, columns: Int = 800) {
            self.server = server; self.queries = queries; self.legends = legends; self.range = range
            self.refresh = refresh; self.timeout = timeout; self.columns = columns
        }

        func legend(_ i: Int) -> PrometheusLegend {
            legends.isEmpty ? PrometheusLegend() : PrometheusLegend(legends[min(i, legends.count - 1)])
        }
    }

    enum Event: Sendable {
        case full(ChartData, end: Double, ids: [String])
        case append(SampleBatch, end: Double, step: Double, ids: [String], units: [String: Unit] = [:])
        /// A view's answer: the points of the range asked for.
        case range(ChartData, PrometheusRange)
        /// The overview's answer: the whole range, or what is new of it, at the overview's step.
        case overview(ChartData, PrometheusRange)
        /// The overview's request failed.
        case overviewFailed(String)
        /// A cycle failed (`view`: a view's request).
        case failed(String, view: Bool)
    }

    public let options: Options
    /// Seconds behind the last answer's end that a refresh asks for again, correcting what
    /// changed since (VictoriaMetrics answers its newest 30 s with the value before them until
    /// they settle: `settleDefault`); 0: only the last point again.
    package let settle: Double
    /// The command line's and a kiosk panel's `settle`: VictoriaMetrics'
    /// `-search.latencyOffset` default.
    package static let settleDefault = 30.0
    public let name: String
    package let liveOptions: LiveOptions
    package let scheduler: any SourceScheduler
    let transport: any HTTPTransport
    /// Where the transport's completions post their events (to `deliver(_:)`).
    private(set) lazy var mailbox: Mailbox<Event> = scheduler.mailbox { [weak self] events in self?.deliver(events) }
    var pacing: RefreshPacing
    /// The range fetched so far (its end moves with refreshes) and the first request's step.
    private(set) var range: PrometheusRange
    /// The step new samples at the live edge are asked at: the view's while it follows the edge.
    var appendStep: Double
    /// The chart's series ids, in the chart's order.
    var ids: [String] = []
    private(set) var haveData = false
    /// A cycle (refresh, view or overview) is on its way: at most one at a time.
    var inFlight = false
    /// `start()` was called: answers, views and timers send what falls due; before, only what
    /// is asked by hand goes (`--png`, tests).
    private(set) var started = false
    var pending = PendingUpdate()
    /// The newest samples handed out (the last `settle` seconds), which a refresh asks
    /// for again.
    var recent = RecentSamples()
    /// The ranges views asked for and what was fetched (`PrometheusSource+View.swift`).
    var plan = PrometheusViewPlan()
    /// View answers dropped because the view moved on (tests).
    var droppedAnswers = 0
    var refreshTimer: SourceTimer?, viewTimer: SourceTimer?
    /// A refresh fell due while another cycle was on its way.
    var refreshDue = false
    /// Cycles sent (docs/performance.md's cost per refresh).
    var cycles = 0
    /// The overview's data: the step it has (or is fetched at), the end of what it has (`nil`
    /// before any), the plot columns its step is chosen for, and when a failed request may be
    /// sent again (monotonic seconds).
    var overviewStep: Double
    var overviewEnd: Double?
    var overviewColumns: Int
    var overviewRetryAt = -Double.infinity
    /// When the scheduled refresh goes (monotonic seconds), while one is scheduled.
    var refreshAt: Double?
    /// The view follows the live edge (the refresh interval is the view's step then).
    var viewFollowing = true
    /// The shortest refresh interval without `--refresh`, seconds.
    static let minimumRefresh = 5.0

    /// The source of `options` over `transport`, on `scheduler`'s thread (its wall clock places
    /// a `--range 6h`); `warn` says a failure once until it changes; `settle` seconds are asked again.
    public init(options: Options, transport: any HTTPTransport, scheduler: any SourceScheduler,
                warn: @escaping SourceWarning, settle: Double = 0) {
        self.options = options
        self.settle = max(settle, 0)
        name = options.server
        self.transport = transport
        self.scheduler = scheduler
        let now = scheduler.wallClock
        switch options.range {
        case let .last(s): range = .last(s, now: now, columns: options.columns)
        case let .fixed(a, b): range = .fixed(from: a, to: b, columns: options.columns)
        }
        pacing = RefreshPacing(refresh: options.refresh ?? max(Self.minimumRefresh, range.step), warn: warn)
        appendStep = range.step
        overviewStep = range.step
        overviewColumns = options.columns
        var live = LiveOptions()
        if case let .last(s) = options.range { live.keep = .milliseconds(Int64(s * 1000)) }
        liveOptions = live
    }

    /// The range and step of the first request.
    package var firstRange: PrometheusRange { range }

    /// All the queries of a cycle may each take the transport's whole timeout.
    package var timeout: Double { options.timeout * Double(options.asks) }

    /// An answer arrived since the last `take()`.
    public private(set) var hasNews = false

    public func take() -> [LiveUpdate] {
        hasNews = false
        return pending.take()
    }

    public func start() {
        started = true
        request()
    }

    /// The answers that came: each taken in, then (once started) the next refresh scheduled and
    /// what is due sent.
    func deliver(_ events: [Event]) {
        for event in events {
            receive(event)
            guard started else { continue }
            switch event {
            case let .failed(why, view: false): scheduleRefresh(after: pacing.next(after: why))
            case .full, .append: if range.relative { scheduleRefresh(after: pacing.next(after: nil)) }
            case .range, .failed(_, view: true), .overview, .overviewFailed: break
            }
        }
        if started { pump() }
    }

    /// The next refresh in `seconds` (one timer: a newer schedule replaces it).
    func scheduleRefresh(after seconds: Double) {
        guard started else { return }
        if let t = refreshTimer { scheduler.cancel(t) }
        refreshAt = scheduler.now + seconds
        refreshTimer = scheduler.schedule(after: seconds) { [weak self] in
            guard let self else { return }
            refreshTimer = nil
            refreshAt = nil
            refreshDue = true
            pump()
        }
    }

    /// Sends what is due when nothing is on its way: the newest view's request first, else a refresh.
    func pump() {
        guard !inFlight else { return }
        if requestView(at: scheduler.now) != nil { return }
        if refreshDue {
            refreshDue = false
            request()
            return
        }
        if requestOverview(at: scheduler.now) != nil { return }
        scheduleViewCheck()
    }

    /// The next cycle: the whole range first (and after failures before any data), then what is new.
    package func request() {
        guard !inFlight else { refreshDue = true; return }
        cycles += 1
        var r = range
        let full = !haveData
        if !full {
            r.step = appendStep
            r.start = max(range.start, range.end - (settle / r.step).rounded(.up) * r.step)
            r.end = max(range.end, (scheduler.wallClock / r.step).rounded(.down) * r.step)
        }
        send(full ? .full : .append, range: r)
    }

    func receive(_ event: Event) {
        inFlight = false
        hasNews = true
        switch event {
        case let .full(chart, end, newIDs):
            haveData = true
            plan.fetched(PrometheusRange(start: range.start, end: end, step: range.step, relative: false))
            range.end = end
            ids = newIDs
            pending.charts = [chart]
            recent.record(chart, since: Int64(saturating: (end - settle) * 1000))
            receiveOverview(chart, PrometheusRange(start: range.start, end: end, step: range.step, relative: false))
            pending.seriesIDs = newIDs
            pending.samples = SampleBatch(series: newIDs.count)
            pending.failure = nil
            pending.receivedAt = wallClockMilliseconds
        case let .append(answer, end, step, newIDs, units):
            let batch = settled(answer, ids: newIDs, end: end)
            plan.fetched(PrometheusRange(start: range.end, end: end, step: step, relative: false))
            if case let .last(s) = options.range { plan.forget(before: end - s) }
            range.end = end
            ids = newIDs
            // Columns follow the ids; what waits untaken is merged by time.
            pending.samples = Self.merge(pending.samples, pendingIDs: pending.seriesIDs.count, batch)
            pending.seriesIDs = newIDs
            pending.units.merge(units) { $1 }
            pending.confirmed = true
            pending.failure = nil
            pending.receivedAt = wallClockMilliseconds
        case let .range(chart, r):
            receiveView(chart, r)
        case let .overview(chart, r):
            receiveOverview(chart, r)
            pending.confirmed = true   // the server answered: a failure before is over
            pending.failure = nil
        case let .overviewFailed(why):
            overviewFailed(why, at: scheduler.now)
            pending.failure = why
        case let .failed(why, view):
            if view { viewFailed(why) }
            pending.failure = why
        }
    }

    /// What of a refresh's `answer` is new (from the last answer's end on, which replaces the
    /// last point); the samples before it that changed since they were handed out go to
    /// `LiveUpdate.ranges` as a replacement of their range.
    func settled(_ answer: SampleBatch, ids: [String], end: Double) -> SampleBatch {
        let oldEnd = Int64(saturating: range.end * 1000)
        let split = answer.x.firstIndex { $0 >= oldEnd } ?? answer.count
        defer { recent.record(answer, ids: ids, since: Int64(saturating: (end - settle) * 1000)) }
        guard split > 0 else { return answer }
        let head = SampleBatch(x: Array(answer.x[..<split]), columns: answer.columns.map { Array($0[..<split]) })
        if recent.differ(head, ids: ids) {
            let series = ids.enumerated().map { c, id in
                Series(id: id, name: id, color: Series.palette[c % Series.palette.count], kind: .line, values: head.columns[c])
            }
            pending.ranges.append(RangeData(lower: head.x[0], upper: oldEnd - 1, chart: ChartData(x: head.x, series: series)))
        }
        return SampleBatch(x: Array(answer.x[split...]), columns: answer.columns.map { Array($0[split...]) })
    }

    var wallClockMilliseconds: Int64 { Int64((scheduler.wallClock * 1000).rounded(.down)) }

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
