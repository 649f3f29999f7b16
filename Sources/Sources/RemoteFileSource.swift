import SeriesData

/// `wlcharts https://host/data.json`: a contest JSON, CSV or NDJSON file, or a JSON API's
/// records (`--json-path`, request headers from `--header-file`), fetched, then fetched
/// again every refresh with `If-None-Match` / `If-Modified-Since`, so an unchanged file costs a
/// 304. A failed fetch (no connection, a status other than 200/304, a timeout, a body that is no
/// chart) keeps what is shown, marked stale, says why once and retries with back-off.
package final class RemoteFileSource: RemoteSource {
    enum Event: Sendable {
        case charts([ChartData], etag: String?, lastModified: String?)
        case unchanged
        case failed(String)
    }

    public let name: String
    package let liveOptions = LiveOptions()
    package let timeout: Double
    package let scheduler: any SourceScheduler
    private let transport: any HTTPTransport
    private let warn: SourceWarning
    /// Sent with every request (`--header-file`: a token).
    private let headers: [String: String]
    /// How the body is read (`--json-path`, `--x`, `--time-format`, `--series-from`).
    private let load: LoadOptions
    private lazy var mailbox: Mailbox<Event> = scheduler.mailbox { [weak self] events in self?.deliver(events) }
    private var pacing: RefreshPacing
    private var etag: String?
    private var lastModified: String?
    private var inFlight = false
    /// `start()` was called: answers schedule the next request.
    private var started = false
    private var pending = PendingUpdate()
    /// Requests sent and 304 answers (tests and the measurements in docs/performance.md).
    private(set) var requests = 0, unchangedAnswers = 0

    /// `url` fetched over `transport` every `refresh` seconds (`timeout`: the transport's limit
    /// per request), on `scheduler`'s thread, with `headers` and read as `load` says; `warn` says a
    /// failure once and notes about the body.
    public init(url: String, refresh: Double, timeout: Double, headers: [String: String] = [:], load: LoadOptions = LoadOptions(),
                transport: any HTTPTransport, scheduler: any SourceScheduler, warn: @escaping SourceWarning) {
        name = url
        self.headers = headers
        self.load = load
        self.timeout = timeout
        self.transport = transport
        self.scheduler = scheduler
        self.warn = warn
        pacing = RefreshPacing(refresh: refresh, warn: warn)
    }

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

    package func request() {
        guard !inFlight else { return }
        inFlight = true
        requests += 1
        var headers = headers
        if let etag { headers["If-None-Match"] = etag }
        if let lastModified { headers["If-Modified-Since"] = lastModified }
        let (mailbox, url, warn, load) = (mailbox, name, warn, load)
        transport.get(HTTPRequest(url: url, headers: headers)) { result in
            mailbox.post(Self.event(for: result, url: url, load: load, warn: warn))
        }
    }

    /// The answer as an event (on the transport's thread: parsing stays off the window's).
    static func event(for result: Result<HTTPAnswer, HTTPFailure>, url: String, load: LoadOptions,
                      warn: @escaping SourceWarning) -> Event {
        switch result {
        case let .failure(f): return .failed("\(f)")
        case let .success(a) where a.status == 304: return .unchanged
        case let .success(a) where a.status == 200:
            do {
                let charts = try RemoteBody.charts(a.body, contentType: a.contentType, url: url, options: load, warn: warn)
                let path = String(url.split(separator: "?").first ?? "")
                return .charts(FileTitle.titled(charts, file: path), etag: a.etag, lastModified: a.lastModified)
            } catch {
                return .failed("\(error)")
            }
        case let .success(a): return .failed("\(url): \(a.statusProblem)")
        }
    }

    /// The answers that came; the next request after the refresh or the back-off.
    private func deliver(_ events: [Event]) {
        for event in events { receive(event) }
        guard started else { return }
        _ = scheduler.schedule(after: pacing.next(after: pending.failure)) { [weak self] in self?.request() }
    }

    private func receive(_ event: Event) {
        inFlight = false
        hasNews = true
        switch event {
        case let .charts(charts, etag, lastModified):
            self.etag = etag; self.lastModified = lastModified
            pending.charts = charts
            pending.failure = nil
            pending.receivedAt = wallClockMilliseconds
        case .unchanged:
            unchangedAnswers += 1
            pending.confirmed = true
            pending.failure = nil
            pending.receivedAt = wallClockMilliseconds
        case let .failed(why):
            pending.failure = why
        }
    }

    private var wallClockMilliseconds: Int64 { Int64((scheduler.wallClock * 1000).rounded(.down)) }
}
