import Charts
import Sources
import Wayland
import SeriesData
import Screens

@MainActor
package enum RemoteSources {
    /// The source for `spec`, over libcurl, on a ``LoopScheduler`` of its own.
    package static func make(_ spec: RemoteSpec) -> RemoteSource {
        switch spec {
        case let .file(url, refresh, timeout, fetch): RemoteFileSource(url: url, refresh: refresh, timeout: timeout, fetch: fetch)
        case let .prometheus(o): PrometheusSource(options: o)
        case let .mqtt(spec): spec.makeSource()
        }
    }

    /// Writes a source's warning as the command's other messages.
    package nonisolated static let warn: SourceWarning = { StandardError.write("wlcharts: \($0)") }
}

extension RemoteFileSource {
    /// `url` over libcurl on a ``LoopScheduler`` of its own, with `fetch`'s headers, read as it says.
    @MainActor convenience init(url: String, refresh: Double, timeout: Double, fetch: FileFetch = FileFetch()) {
        self.init(url: url, refresh: refresh, timeout: timeout, headers: fetch.headers, load: fetch.load,
                  transport: HTTPFetcher(timeout: timeout), scheduler: LoopScheduler(), warn: RemoteSources.warn)
    }
}

extension PrometheusSource {
    /// `options` over libcurl on a ``LoopScheduler`` of its own, the newest `PrometheusSource.settleDefault`
    /// seconds asked again by every refresh.
    @MainActor convenience init(options: Options) {
        self.init(options: options, transport: HTTPFetcher(timeout: options.timeout), scheduler: LoopScheduler(),
                  warn: RemoteSources.warn, settle: Self.settleDefault)
    }
}

@MainActor
extension RemoteSource {
    /// The loop adapter every source the executable builds runs on.
    private var loopScheduler: LoopScheduler {
        guard let s = scheduler as? LoopScheduler else { preconditionFailure("\(name) runs on no LoopScheduler") }
        return s
    }

    /// Starts fetching on the window's loop: the first request now, refreshes after.
    func start(on loop: EventLoop) {
        loopScheduler.attach(loop)
        start()
    }

    /// Takes the answers that came (waiting up to `timeout` seconds for one); returns how many.
    @discardableResult
    func receiveAvailable(waiting timeout: Double = 0) -> Int {
        loopScheduler.deliver(waiting: timeout)
    }

    /// The first data, waiting for it (`--png`); throws the one line to print.
    func fetchOnce() throws -> [ChartData] {
        request()
        // The transport's own timeout ends each request; a little more for the answer to come.
        let deadline = monotonicSeconds() + timeout + 5
        while monotonicSeconds() < deadline {
            receiveAvailable(waiting: deadline - monotonicSeconds())
            let update = take()
            if let charts = update.charts { return charts }
            if let failure = update.failure { throw PNGRenderError(failure) }
        }
        throw PNGRenderError("\(name): no answer within \(HTTPFetcher.seconds(timeout)) (timeout)")
    }
}
