import Charts
import Foundation
import Wayland

/// `--prometheus URL --query Q…`: the results of `query_range` over the range, one chart series
/// per result series. A relative range (`--range 6h`) refreshes every `refresh` seconds asking
/// only for what is new since the last answer (the last step again, which replaces the last
/// point) and behaves like a live stream; a fixed one (`FROM..TO`) is fetched once. Requests run
/// one cycle at a time on a worker queue (all queries of a cycle in order); the server's own
/// error messages reach the user verbatim.
final class PrometheusSource: RemoteSource {
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
        case append(SampleBatch, end: Double, ids: [String])
        case failed(String)
    }

    let options: Options
    let name: String
    let liveOptions: LiveOptions
    let mailbox = LoopMailbox<Event>()
    private let fetcher: HTTPFetcher
    private let queue = DispatchQueue(label: "wlcharts.prometheus")
    private var pacing: RefreshPacing
    private var range: PrometheusRange
    private var ids: [String] = []
    private var haveData = false
    private var inFlight = false
    private var pending = LiveUpdate(seriesIDs: [], samples: SampleBatch(series: 0))
    /// Requests sent and answer bytes received (docs/performance.md's cost per refresh).
    private(set) var cycles = 0

    init(options: Options, now: Double = Date().timeIntervalSince1970) {
        self.options = options
        name = options.server
        fetcher = HTTPFetcher(timeout: options.timeout)
        switch options.range {
        case let .last(s): range = .last(s, now: now, columns: options.columns)
        case let .fixed(a, b): range = .fixed(from: a, to: b, columns: options.columns)
        }
        pacing = RefreshPacing(refresh: options.refresh ?? max(5, range.step))
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
        loop.watch(fd: mailbox.fd) { [self] in
            guard receiveAvailable() > 0, range.relative || !haveData else { return }
            loop.schedule(after: pacing.next(after: pending.failure)) { [self] in request() }
        }
        request()
    }

    func fetchOnce() throws -> [ChartData] {
        request()
        return try mailbox.firstCharts(timeout: options.timeout * Double(options.queries.count), name: name) { event in
            switch event {
            case let .full(chart, _, _): .success([chart])
            case let .failed(why): .failure(PNGRenderError(why))
            case .append: nil
            }
        }
    }

    /// The next cycle: the whole range first (and after failures before any data), then what is new.
    func request() {
        guard !inFlight else { return }
        inFlight = true
        cycles += 1
        var r = range
        let full = !haveData
        if !full {
            let now = Date().timeIntervalSince1970
            r.start = range.end
            r.end = max(range.end, (now / r.step).rounded(.down) * r.step)
        }
        let (o, ids, fetcher, mailbox, cycleRange) = (options, ids, fetcher, mailbox, r)
        queue.async { mailbox.post(Self.cycle(o, range: cycleRange, full: full, ids: ids, fetcher: fetcher)) }
    }

    /// Runs every query of one cycle (on the worker queue).
    static func cycle(_ o: Options, range r: PrometheusRange, full: Bool, ids: [String], fetcher: HTTPFetcher) -> Event {
        var results: [(matrix: PrometheusMatrix, legend: PrometheusLegend)] = []
        for (i, q) in o.queries.enumerated() {
            let url = queryURL(o.server, query: q, range: r)
            let place = o.queries.count == 1 ? o.server : "\(o.server) (query \(i + 1))"
            switch fetcher.getAndWait(url) {
            case let .failure(f): return .failed("\(place): \(f.problem)")
            case let .success(a):
                do {
                    results.append((try PrometheusMatrix.decode(a.body, source: place), o.legend(i)))
                } catch {
                    if case .malformed = error, a.status != 200 { return .failed("\(place): \(HTTPFetcher.statusProblem(a))") }
                    return .failed("\(place): \(error)")
                }
            }
        }
        if full {
            var chart = PrometheusChart.chart(results, title: o.queries.count == 1 ? o.queries[0] : nil)
            if chart.title == nil { chart.title = "Prometheus" }
            return .full(chart, end: r.end, ids: chart.series.map(\.id))
        }
        var newIDs = ids
        let batch = PrometheusChart.batch(results, ids: &newIDs)
        return .append(batch, end: r.end, ids: newIDs)
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
    @discardableResult
    func receiveAvailable(waiting timeout: Double = 0) -> Int {
        let events = timeout > 0 ? mailbox.wait(timeout: timeout) : mailbox.take()
        for event in events { receive(event) }
        return events.count
    }

    private func receive(_ event: Event) {
        inFlight = false
        switch event {
        case let .full(chart, end, newIDs):
            haveData = true
            range.end = end
            ids = newIDs
            pending.charts = [chart]
            pending.seriesIDs = newIDs
            pending.samples = SampleBatch(series: newIDs.count)
            pending.failure = nil
            pending.receivedAt = wallClockMilliseconds()
        case let .append(batch, end, newIDs):
            range.end = end
            ids = newIDs
            // Columns follow the ids; what waits untaken is merged by time.
            pending.samples = Self.merge(pending.samples, pendingIDs: pending.seriesIDs.count, batch)
            pending.seriesIDs = newIDs
            pending.confirmed = true
            pending.failure = nil
            pending.receivedAt = wallClockMilliseconds()
        case let .failed(why):
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
