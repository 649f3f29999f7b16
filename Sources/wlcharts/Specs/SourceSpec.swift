import Charts
import Screens
import Sources
import Kiosk
import SeriesData

/// Where a chart screen's data comes from, as a typed value read once from the command line
/// (``init(files:live:remote:range:columns:)``) or from a kiosk panel
/// (``init(panel:file:index:columns:)``); ``ScreenFactory`` turns it into a screen.
enum SourceSpec {
    /// Chart files (contest JSON, CSV, JSON records…) read as `load` says (`--x`, `--time-format`,
    /// `--series-from`, `--json-path`), all their charts in order; with `watch`, a single file is
    /// reloaded, read the same way, when rewritten or replaced.
    case files([String], watch: Bool, load: LoadOptions)
    /// CSV or NDJSON samples from a file followed as it grows (`--follow`), or standard input (`nil`).
    case stream(path: String?, live: LiveOptions)
    /// Data on a server: a chart file's URL or Prometheus queries (``RemoteSpec``).
    case remote(RemoteSpec, live: LiveOptions)

    /// Whether `--range` is this source's (a Prometheus query's span), not a window of its data.
    var ownsRange: Bool {
        if case .remote(.prometheus, _) = self { return true }
        return false
    }

    /// The key of a kiosk panel that names this source (`file`, `stream`, `url`, `prometheus`).
    var panelKey: String {
        switch self {
        case .files: "file"
        case .stream: "stream"
        case .remote(.file, _): "url"
        case .remote(.prometheus, _): "prometheus"
        case .remote(.mqtt, _): "mqtt"
        }
    }

    /// The lines that name this source's saved view (``ViewStateFile``); `nil`: standard input.
    var viewSource: [String]? {
        switch self {
        case .files(let paths, _, _): ViewStateFile.source(files: paths)
        case .stream(let path, _): path.map { ViewStateFile.source(follow: $0) }
        case .remote(let spec, _): spec.viewSource
        }
    }
}

extension SourceSpec {
    /// The source the command line describes: `https://…` or `--prometheus` (a server's data),
    /// `-` or `--follow FILE` (a stream), else chart files. `range` is `--range` (Prometheus'
    /// span), `columns` the plot's pixel columns (Prometheus' step suits them), `load` how files
    /// are read.
    init(files: [String], load: LoadOptions, live: LiveArguments, remote: RemoteArguments, range: String?,
         columns: Int = 800) throws(SpecError) {
        if remote.requested(files: files) {
            let live = try live.options()
            let spec = try remote.spec(files: files, range: range, columns: columns, keep: live.keep, load: load)
            self = .remote(spec, live: live)
        } else if live.follow != nil || files == ["-"] {
            if live.follow != nil && !files.isEmpty { throw SpecError(.option("--follow"), .followWithFiles) }
            self = .stream(path: live.follow, live: try live.options())
        } else {
            self = .files(files, watch: !live.noWatch, load: load)
        }
    }

    /// The source of panel `index` of the kiosk file `file` (paths resolved by ``KioskFile``).
    init(panel: Panel, file: String, index: Int, columns: Int) throws(SpecError) {
        let origins = SpecOrigins.panel(file: file, index: index, line: panel.line, keyLines: panel.keyLines)
        switch panel.source {
        case .file(let path):
            self = .files([path], watch: true, load: panel.load)
        case .stream(let path):
            self = .stream(path: path == "-" ? nil : path,
                           live: try Self.live(keep: panel.keep, staleAfter: panel.staleAfter, origins: origins))
        case .url, .prometheus, .mqtt:
            let timeout = try Self.seconds(panel.timeout, origin: origins.of(.timeout)) ?? 30
            let refresh = try Self.seconds(panel.refresh, origin: origins.of(.refresh))
            let spec: RemoteSpec
            switch panel.source {
            case .url(let url):
                spec = .file(url: url, refresh: refresh ?? 60, timeout: timeout,
                             fetch: FileFetch(headers: try FileFetch.headers(file: panel.headerFile, origin: origins.of(style: "--header-file"))))
            case let .prometheus(server, queries, legends):
                var o = PrometheusSource.Options(server: server, queries: queries, legends: legends, refresh: refresh,
                                                 timeout: timeout, columns: columns)
                o.headers = try FileFetch.headers(file: panel.headerFile, origin: origins.of(style: "--header-file"))
                if let r = panel.range { o.range = try Self.queryRange(r, origin: origins.of(.range)) }
                spec = .prometheus(o)
            case .mqtt(let m):
                let keep = try Self.live(keep: panel.keep, staleAfter: nil, origins: origins).keep
                spec = .mqtt(try MQTTSpec(panel: m, keep: keep, timeout: timeout, origins: origins))
            case .file, .stream: preconditionFailure("not a remote panel")
            }
            self = .remote(spec, live: try Self.live(keep: panel.keep, staleAfter: panel.staleAfter, origins: origins))
        }
    }

    /// `--keep` (points or a duration) and `--stale-after` (a duration).
    static func live(keep: String?, staleAfter: String?, origins: SpecOrigins) throws(SpecError) -> LiveOptions {
        var o = LiveOptions()
        if let k = keep {
            if let n = Int(k), n > 0 { o.keep = .points(n) } else if let s = LiveArguments.seconds(k), s > 0 {
                o.keep = .milliseconds(Int64(s * 1000))
            } else {
                throw SpecError(origins.of(.keep), .keep(k))
            }
        }
        if let s = staleAfter {
            guard let v = LiveArguments.seconds(s), v > 0 else { throw SpecError(origins.of(.staleAfter), .staleAfter(s)) }
            o.staleAfter = v
        }
        return o
    }

    /// `--refresh`, `--timeout`: a positive duration.
    static func seconds(_ text: String?, origin: SpecOrigin) throws(SpecError) -> Double? {
        guard let text else { return nil }
        guard let s = LiveArguments.seconds(text), s > 0 else { throw SpecError(origin, .duration(text)) }
        return s
    }

    /// A Prometheus query's span: `6h` (up to now) or `FROM..TO`.
    static func queryRange(_ r: String, origin: SpecOrigin) throws(SpecError) -> PrometheusSource.Options.RangeSpec {
        if r.contains("..") {
            let parts = r.components(separatedBy: "..")
            guard parts.count == 2, let a = ISO8601.instant(parts[0]), let b = ISO8601.instant(parts[1]), a < b else {
                throw SpecError(origin, .queryRange(r, fromTo: true))
            }
            return .fixed(Double(a) / 1000, Double(b) / 1000)
        }
        guard let s = LiveArguments.seconds(r), s >= 1 else { throw SpecError(origin, .queryRange(r, fromTo: false)) }
        return .last(s)
    }
}
