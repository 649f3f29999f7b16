import Charts
import Foundation
import Screens
import SeriesData
import Sources
import Wayland

/// The events over a screen: `--events FILE|URL` (a kiosk panel's `events`), read once before
/// the screen shows (`EventReader`), then again whenever the file changes (inotify) or, for a
/// URL, every ``refresh`` seconds; or `--alerts`, Prometheus's firing alerts
/// (`PrometheusAlerts`), or `--event-query`, each change of a PromQL query's result over the
/// source's range (`PrometheusChangeEvents`), fetched every ``alertsRefresh`` seconds. What a
/// read finds is merged into the screen's `EventList`; an event query's answer replaces it (the
/// answer holds every event of the range as it is now: those that left a moving range go).
///
/// A line that cannot be read: on the command line the file is refused (one line naming
/// file:line, exit status 1); in a kiosk panel and at every later read it is a warning (once per
/// line and problem) and the other events are kept. An unreadable file or URL likewise.
@MainActor
final class EventsInput {
    let source: ViewSpec.EventSource
    let origin: SpecOrigin
    /// A kiosk panel's (its warnings name the panel), not the command line's.
    let inPanel: Bool
    let controller: ChartController
    /// How often a URL is fetched again, and Prometheus's alerts, in seconds.
    static let refresh = 60.0, alertsRefresh = 15.0
    static let maxBytes = 16 << 20
    /// Problems already said (a followed file's broken line is said once).
    private var said: Set<String> = []
    private var watcher: FileWatcher?
    private let answers = LoopMailbox<Result<HTTPAnswer, HTTPFailure>>()

    private init(source: ViewSpec.EventSource, origin: SpecOrigin, inPanel: Bool, controller: ChartController) {
        self.source = source; self.origin = origin; self.inPanel = inPanel; self.controller = controller
    }

    /// Reads `view`'s events into `built`'s screen and adds their watch to its start; `built`
    /// itself without events.
    static func attach(_ view: ViewSpec, to built: ScreenFactory.Built) throws(SpecError) -> ScreenFactory.Built {
        guard let source = view.events else { return built }
        let strict = view.origins == .commandLine
        let origin = switch source {
        case .file: view.origins.of(.events)
        case .alerts: view.origins.of(style: "--alerts")
        case .query: view.origins.of(style: "--event-query")
        }
        let input = EventsInput(source: source, origin: origin, inPanel: !strict, controller: built.screen.controller)
        do throws(SpecError) {
            let events = try input.read(try input.fetchNow(), strict: strict)
            input.controller.addEvents(events)
        } catch {
            if strict { throw error }
            input.say("\(error)")
        }
        var b = built
        let start = b.start
        b.start = { loop in start(loop); input.follow(on: loop) }
        return b
    }

    /// The URL fetched now (an event query's range ends now), or `nil` for a file.
    private var url: String? {
        switch source {
        case .file(let s): RemoteSpec.isURL(s) ? s : nil
        case .alerts(let server): (server.hasSuffix("/") ? String(server.dropLast()) : server) + "/api/v1/alerts"
        case let .query(server, query, _, _):
            // Asked from a step before the range: a series there at its start did not appear then.
            PrometheusSource.queryURL(server, query: query, range: { var r = queryRange; r.start -= r.step; return r }())
        }
    }

    /// An event query's range now: its source's span, about ``queryPoints`` steps of at least 15 s;
    /// its events are those at or after its start.
    private var queryRange: PrometheusRange {
        guard case let .query(_, _, range, _) = source else { preconditionFailure("not an event query") }
        let (start, end) = switch range {
        case .last(let s): (Date().timeIntervalSince1970 - s, Date().timeIntervalSince1970)
        case let .fixed(a, b): (a, b)
        }
        let step = max(15, ((end - start) / Self.queryPoints).rounded(.up))
        return PrometheusRange(start: (start / step).rounded(.down) * step, end: end, step: step, relative: false)
    }

    /// The steps of an event query's range (its changes are found to a step).
    static let queryPoints = 500.0

    /// The request headers (an event query's: its server's `--header-file`).
    private var headers: [String: String] {
        if case let .query(_, _, _, h) = source { return h }
        return [:]
    }

    /// The file or URL as messages name it.
    private var name: String {
        switch source {
        case .file(let s): s
        case .alerts: url ?? ""
        case let .query(server, query, _, _): "\(server) --event-query \(query)"
        }
    }

    /// The events file's (or the alerts') bytes now, a URL fetched and awaited.
    private func fetchNow() throws(SpecError) -> [UInt8] {
        if let url {
            switch HTTPFetcher(timeout: 10).getAndWait(url, headers: headers) {
            case .success(let answer):
                guard (200 ..< 300).contains(answer.status) else { throw SpecError(origin, .failed("\(url): \(answer.statusProblem)")) }
                return answer.body
            case .failure(let f): throw SpecError(origin, .failed(f.description))
            }
        }
        guard let data = FileManager.default.contents(atPath: name) else {
            throw SpecError(origin, .failed("\(name): " + (FileManager.default.fileExists(atPath: name) ? "not readable" : "no such file")))
        }
        guard data.count <= Self.maxBytes else { throw SpecError(origin, .failed("\(name): larger than 16 MiB")) }
        return [UInt8](data)
    }

    /// The events of `bytes`; `strict`: the first problem is the error, else each is a warning.
    private func read(_ bytes: [UInt8], strict: Bool) throws(SpecError) -> [ChartEvent] {
        if case .alerts = source {
            let now = Int64((Date().timeIntervalSince1970 * 1000).rounded())
            do throws(PrometheusAlerts.Failure) { return try PrometheusAlerts.events(bytes, server: name, now: now) }
            catch { throw SpecError(origin, .failed(error.description)) }
        }
        if case let .query(_, query, _, _) = source {
            do throws(PrometheusError) {
                let matrix = try PrometheusMatrix.decode(bytes, source: name), range = queryRange
                let start = Int64(range.start * 1000)
                return PrometheusChangeEvents.events(matrix, query: query, step: Int64(range.step * 1000)).filter { $0.start >= start }
            } catch { throw SpecError(origin, .failed(error.description)) }
        }
        let reading = EventReader.read(bytes, path: name, context: LocaleTimeContext.current())
        if strict, let first = reading.problems.first { throw SpecError(.arguments, .failed(first.description)) }
        for p in reading.problems { warn(p.description) }
        return reading.events
    }

    /// A problem that names its file, URL or line: in a panel after the panel's key.
    private func warn(_ line: String) {
        say(inPanel ? "\(SpecError(origin, .failed(line)))" : line)
    }

    /// Prints `line` as a warning, once.
    private func say(_ line: String) {
        guard said.insert(line).inserted else { return }
        StandardError.write("wlcharts: " + line)
    }

    /// A later read: its events merged (an event query's: in place of the last answer's), its
    /// problems warnings.
    private func take(_ bytes: [UInt8]) {
        do throws(SpecError) {
            let events = try read(bytes, strict: false)
            guard case .query = source else { controller.addEvents(events); return }
            let answer = EventList(events)
            if answer.events != controller.events.events { controller.setEvents(answer) }
        } catch { say("\(error)") }
    }

    /// Reads again when the file changes, or fetches the URL every ``refresh`` seconds.
    private func follow(on loop: EventLoop) {
        if let url {
            let fetcher = HTTPFetcher(timeout: 10), answers = answers
            // The loop holds the input as long as it runs.
            loop.watch(fd: answers.fd) {
                for result in answers.take() {
                    switch result {
                    case .success(let a) where (200 ..< 300).contains(a.status): self.take(a.body)
                    case .success(let a): self.warn("\(url): \(a.statusProblem)")
                    case .failure(let f): self.warn(f.description)
                    }
                }
            }
            let every = switch source {
            case .file: Self.refresh
            case .alerts, .query: Self.alertsRefresh
            }
            _ = loop.schedule(after: every, repeating: every) {
                // An event query's range moves with the clock: its URL is made for each request.
                fetcher.get(HTTPRequest(url: self.url ?? url, headers: self.headers)) { answers.post($0) }
            }
            return
        }
        guard let watcher = FileWatcher(path: name, options: LoadOptions()) else { return }
        self.watcher = watcher
        var pending = false
        loop.watch(fd: watcher.fd) {
            guard watcher.fileChanged(), !pending else { return }
            pending = true   // a writer's burst of events is one read, a moment later
            _ = loop.schedule(after: 0.1) {
                pending = false
                do throws(SpecError) { self.take(try self.fetchNow()) } catch { self.say("\(error)") }
            }
        }
    }
}
