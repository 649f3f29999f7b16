import ArgumentParser
import Charts
import Sources

/// The options of data on a server: `wlcharts https://…` and `--prometheus URL --query Q`
/// (docs/data-format.md, "Data on a server").
struct RemoteArguments: ParsableArguments {
    @Option(help: ArgumentHelp("Prometheus (or a server speaking its API: Thanos, Mimir, VictoriaMetrics) to ask with --query.", valueName: "URL"))
    var prometheus: String?
    @Option(help: ArgumentHelp("A PromQL query shown over --range (repeatable: each result series is a chart series).", valueName: "PROMQL"))
    var query: [String] = []
    @Option(help: ArgumentHelp("Series names from labels, e.g. '{{instance}} {{cpu}}' (repeatable: one per --query; default: the labels).", valueName: "TEMPLATE"))
    var legend: [String] = []
    @Option(help: ArgumentHelp("Fetch again this often: a URL every 60s by default; Prometheus every step, at least 5s.", valueName: "DURATION"))
    var refresh: String?
    @Option(help: ArgumentHelp("Give up on a request after this long (default 30s).", valueName: "DURATION"))
    var timeout: String?

    /// Whether the command line asks for a server's data.
    func requested(files: [String]) -> Bool {
        prometheus != nil || !query.isEmpty || (files.count == 1 && RemoteSources.isURL(files[0]))
    }

    /// The source the command line describes; `range` is `--range` (for Prometheus `6h` or
    /// `FROM..TO`), `columns` the plot's pixel columns.
    func spec(files: [String], range: String?, columns: Int) throws -> RemoteSpec {
        let timeout = try seconds(self.timeout, option: "--timeout") ?? 30
        let refresh = try seconds(self.refresh, option: "--refresh")
        guard let server = prometheus else {
            guard query.isEmpty else { throw PNGRenderError("--query needs --prometheus URL") }
            guard files.count == 1 else { throw PNGRenderError("one URL at a time") }
            return .file(url: files[0], refresh: refresh ?? 60, timeout: timeout)
        }
        guard files.isEmpty else { throw PNGRenderError("--prometheus takes no input files (the data comes from --query)") }
        guard RemoteSources.isURL(server) else { throw PNGRenderError("--prometheus must be an http:// or https:// URL, not '\(server)'") }
        guard !query.isEmpty else { throw PNGRenderError("--prometheus needs at least one --query") }
        var o = PrometheusSource.Options(server: server, queries: query, legends: legend, refresh: refresh, timeout: timeout,
                                         columns: columns)
        if let r = range {
            if r.contains("..") {
                let parts = r.components(separatedBy: "..")
                guard parts.count == 2, let a = PNGRender.parseTime(parts[0]), let b = PNGRender.parseTime(parts[1]), a < b else {
                    throw PNGRenderError("--range must be a duration (6h, 7d) or FROM..TO with FROM before TO, not '\(r)'")
                }
                o.range = .fixed(a / 1000, b / 1000)
            } else {
                guard let s = LiveArguments.seconds(r), s >= 1 else {
                    throw PNGRenderError("--range must be a duration (6h, 7d) or FROM..TO, not '\(r)'")
                }
                o.range = .last(s)
            }
        }
        return .prometheus(o)
    }

    private func seconds(_ text: String?, option: String) throws -> Double? {
        guard let text else { return nil }
        guard let s = LiveArguments.seconds(text), s > 0 else { throw PNGRenderError("\(option) must be a duration (5s, 1m), not '\(text)'") }
        return s
    }
}
