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
    func spec(files: [String], range: String?, columns: Int) throws(SpecError) -> RemoteSpec {
        let timeout = try SourceSpec.seconds(self.timeout, origin: .option("--timeout")) ?? 30
        let refresh = try SourceSpec.seconds(self.refresh, origin: .option("--refresh"))
        guard let server = prometheus else {
            guard query.isEmpty else { throw SpecError(.option("--query"), .queryWithoutServer) }
            guard files.count == 1 else { throw SpecError(.arguments, .oneURL) }
            return .file(url: files[0], refresh: refresh ?? 60, timeout: timeout)
        }
        guard files.isEmpty else { throw SpecError(.option("--prometheus"), .serverWithFiles) }
        guard RemoteSources.isURL(server) else { throw SpecError(.option("--prometheus"), .notURL(server)) }
        guard !query.isEmpty else { throw SpecError(.option("--prometheus"), .noQuery) }
        var o = PrometheusSource.Options(server: server, queries: query, legends: legend, refresh: refresh, timeout: timeout,
                                         columns: columns)
        if let r = range { o.range = try SourceSpec.queryRange(r, origin: .option("--range")) }
        return .prometheus(o)
    }
}
