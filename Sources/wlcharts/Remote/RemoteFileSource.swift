import Charts
import Foundation
import Wayland
import SeriesData

/// `wlcharts https://host/data.json`: a contest JSON, CSV or NDJSON file fetched, then fetched
/// again every refresh with `If-None-Match` / `If-Modified-Since`, so an unchanged file costs a
/// 304. A failed fetch (no connection, a status other than 200/304, a timeout, a body that is no
/// chart) keeps what is shown, marked stale, says why once and retries with back-off.
final class RemoteFileSource: RemoteSource {
    enum Event: Sendable {
        case charts([ChartData], etag: String?, lastModified: String?)
        case unchanged
        case failed(String)
    }

    let name: String
    let liveOptions = LiveOptions()
    private let fetcher: HTTPFetcher
    let mailbox = LoopMailbox<Event>()
    private var pacing: RefreshPacing
    private var etag: String?
    private var lastModified: String?
    private var inFlight = false
    private var pending = LiveUpdate(seriesIDs: [], samples: SampleBatch(series: 0))
    /// Requests sent and 304 answers (tests and the measurements in docs/performance.md).
    private(set) var requests = 0, unchangedAnswers = 0

    init(url: String, refresh: Double, timeout: Double) {
        name = url
        fetcher = HTTPFetcher(timeout: timeout)
        pacing = RefreshPacing(refresh: refresh)
    }

    func take() -> LiveUpdate {
        let update = pending
        pending = LiveUpdate(seriesIDs: update.seriesIDs, samples: SampleBatch(series: update.seriesIDs.count),
                             receivedAt: update.receivedAt, failure: update.failure)
        return update
    }

    @MainActor func start(on loop: EventLoop) {
        loop.watch(fd: mailbox.fd) { [self] in
            guard receiveAvailable() > 0 else { return }
            loop.schedule(after: pacing.next(after: pending.failure)) { [self] in request() }
        }
        request()
    }

    func fetchOnce() throws -> [ChartData] {
        request()
        return try mailbox.firstCharts(timeout: fetcher.timeout, name: name) { event in
            switch event {
            case let .charts(charts, _, _): .success(charts)
            case let .failed(why): .failure(PNGRenderError(why))
            case .unchanged: nil
            }
        }
    }

    /// Sends the next request unless one is on its way.
    func request() {
        guard !inFlight else { return }
        inFlight = true
        requests += 1
        var headers: [String: String] = [:]
        if let etag { headers["If-None-Match"] = etag }
        if let lastModified { headers["If-Modified-Since"] = lastModified }
        let (mailbox, url) = (mailbox, name)
        fetcher.get(url, headers: headers) { result in mailbox.post(Self.event(for: result, url: url)) }
    }

    /// The answer as an event (runs on the worker thread: parsing stays off the window's).
    static func event(for result: Result<HTTPAnswer, HTTPFailure>, url: String) -> Event {
        switch result {
        case let .failure(f): return .failed("\(f)")
        case let .success(a) where a.status == 304: return .unchanged
        case let .success(a) where a.status == 200:
            do {
                let charts = try RemoteBody.charts(a.body, contentType: a.contentType, url: url) { CheckCommand.printError("wlcharts: \($0)") }
                let path = String(url.split(separator: "?").first ?? "")
                return .charts(SceneSetup.titled(charts, file: path), etag: a.etag, lastModified: a.lastModified)
            } catch {
                return .failed("\(error)")
            }
        case let .success(a): return .failed("\(url): \(HTTPFetcher.statusProblem(a))")
        }
    }

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
        case let .charts(charts, etag, lastModified):
            self.etag = etag; self.lastModified = lastModified
            pending.charts = charts
            pending.failure = nil
            pending.receivedAt = wallClockMilliseconds()
        case .unchanged:
            unchangedAnswers += 1
            pending.confirmed = true
            pending.failure = nil
            pending.receivedAt = wallClockMilliseconds()
        case let .failed(why):
            pending.failure = why
        }
    }
}
