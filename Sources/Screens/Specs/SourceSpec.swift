import Charts
import Sources
import Kiosk
import SeriesData

/// Where a chart screen's data comes from, as a typed value read once from the command line
/// (`init(files:load:live:remote:range:columns:)`) or from a kiosk panel
/// (`init(panel:file:index:columns:)`); `ScreenFactory` turns it into a screen.
package enum SourceSpec {
    /// Chart files (contest JSON, CSV, JSON records…) read as `load` says (`--x`, `--time-format`,
    /// `--series-from`, `--json-path`), all their charts in order; with `watch`, a single file is
    /// reloaded, read the same way, when rewritten or replaced.
    case files([String], watch: Bool, load: LoadOptions)
    /// CSV or NDJSON samples from a file followed as it grows (`--follow`), or standard input (`nil`).
    case stream(path: String?, live: LiveOptions)
    /// Data on a server: a chart file's URL or Prometheus queries (`RemoteSpec`).
    case remote(RemoteSpec, live: LiveOptions)

    /// Whether `--range` is this source's (a Prometheus query's span), not a window of its data.
    package var ownsRange: Bool {
        if case .remote(.prometheus, _) = self { return true }
        return false
    }

    /// The key of a kiosk panel that names this source (`file`, `stream`, `url`, `prometheus`).
    package var panelKey: String {
        switch self {
        case .files: "file"
        case .stream: "stream"
        case .remote(.file, _): "url"
        case .remote(.prometheus(let o), _): o.api == .prometheus ? "prometheus" : "influxdb"
        case .remote(.mqtt, _): "mqtt"
        }
    }
}

extension SourceSpec {
    /// The source of panel `index` of the kiosk file `file` (paths resolved by `KioskFile`).
    package init(panel: Panel, file: String, index: Int, columns: Int) throws(SpecError) {
        let origins = SpecOrigins.panel(file: file, index: index, line: panel.line, keyLines: panel.keyLines)
        switch panel.source {
        case .file(let path):
            self = .files([path], watch: true, load: panel.load)
        case .stream(let path):
            self = .stream(path: path == "-" ? nil : path,
                           live: try Self.live(keep: panel.keep, staleAfter: panel.staleAfter, origins: origins))
        case .url, .prometheus, .mqtt, .influxdb:
            let timeout = try Self.seconds(panel.timeout, origin: origins.of(.timeout)) ?? 30
            let refresh = try Self.seconds(panel.refresh, origin: origins.of(.refresh))
            let spec: RemoteSpec
            switch panel.source {
            case .url(let url):
                spec = .file(url: url, refresh: refresh ?? 60, timeout: timeout,
                             fetch: FileFetch(headers: try Self.headers(of: panel, origins: origins), load: panel.load))
            case let .prometheus(server, queries, legends):
                var o = PrometheusSource.Options(server: server, queries: queries, legends: legends, refresh: refresh,
                                                 timeout: timeout, columns: columns)
                o.headers = try Self.headers(of: panel, origins: origins)
                if let r = panel.range { o.range = try Self.queryRange(r, origin: origins.of(.range)) }
                spec = .prometheus(o)
            case .influxdb(let p):
                var o = try InfluxSpec.options(panel: p, refresh: refresh, timeout: timeout, columns: columns, origins: origins)
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

    /// A url or prometheus panel's request headers: those already read (a wall from a server),
    /// else its `header_file`'s.
    private static func headers(of panel: Panel, origins: SpecOrigins) throws(SpecError) -> [String: String] {
        if let h = panel.headers { return h }
        return try FileFetch.headers(file: panel.headerFile, origin: origins.of(style: "--header-file"))
    }

    /// `--keep` (points or a duration) and `--stale-after` (a duration).
    package static func live(keep: String?, staleAfter: String?, origins: SpecOrigins) throws(SpecError) -> LiveOptions {
        var o = LiveOptions()
        if let k = keep {
            if let n = Int(k), n > 0 { o.keep = .points(n) } else if let s = Self.duration(k), s > 0 {
                o.keep = .milliseconds(Int64(s * 1000))
            } else {
                throw SpecError(origins.of(.keep), .keep(k))
            }
        }
        if let s = staleAfter {
            guard let v = Self.duration(s), v > 0 else { throw SpecError(origins.of(.staleAfter), .staleAfter(s)) }
            o.staleAfter = v
        }
        return o
    }

    /// `--refresh`, `--timeout`: a positive duration.
    package static func seconds(_ text: String?, origin: SpecOrigin) throws(SpecError) -> Double? {
        guard let text else { return nil }
        guard let s = Self.duration(text), s > 0 else { throw SpecError(origin, .duration(text)) }
        return s
    }

    /// A Prometheus query's span: `6h` (up to now) or `FROM..TO`.
    package static func queryRange(_ r: String, origin: SpecOrigin) throws(SpecError) -> PrometheusSource.Options.RangeSpec {
        if r.contains("..") {
            let parts = r.components(separatedBy: "..")
            guard parts.count == 2, let a = ISO8601.instant(parts[0]), let b = ISO8601.instant(parts[1]), a < b else {
                throw SpecError(origin, .queryRange(r, fromTo: true))
            }
            return .fixed(Double(a) / 1000, Double(b) / 1000)
        }
        guard let s = Self.duration(r), s >= 1 else { throw SpecError(origin, .queryRange(r, fromTo: false)) }
        return .last(s)
    }

    /// Seconds of `30s`, `15m`, `24h`, `7d`, `2w`, `1y` (365 days, as PromQL's), `250ms` or a
    /// bare number of seconds.
    package static func duration(_ text: String) -> Double? {
        let units: [(String, Double)] = [("ms", 0.001), ("s", 1), ("m", 60), ("h", 3600), ("d", 86400), ("w", 7 * 86400),
                                         ("y", 365 * 86400)]
        for (suffix, factor) in units where text.hasSuffix(suffix) {
            guard let v = Double(text.dropLast(suffix.count)), v.isFinite, v >= 0 else { return nil }
            return v * factor
        }
        guard let v = Double(text), v.isFinite, v >= 0 else { return nil }
        return v
    }
}
