import Adapters
import ArgumentParser
import Charts
import Foundation
import Screens
import SeriesData
import Sources

/// The options of data on a server: `wlcharts https://…`, `--prometheus URL --query Q`,
/// `--influxdb URL --db D --query Q` and `--mqtt URL --topic F` (docs/data-format.md, "Data on a
/// server"; docs/sources.md).
struct RemoteArguments: ParsableArguments {
    @Option(help: ArgumentHelp("Prometheus (or a server speaking its API: Thanos, Mimir, VictoriaMetrics) to ask with --query.", valueName: "URL"))
    var prometheus: String?
    @Option(help: ArgumentHelp("InfluxDB (1.x, or the v1-compatible /query of later versions) to ask with --db and --query.", valueName: "URL"))
    var influxdb: String?
    @Option(help: ArgumentHelp("InfluxDB: the database.", valueName: "NAME"))
    var db: String?
    @Option(help: ArgumentHelp("A PromQL query shown over --range, or with --influxdb an InfluxQL one with $timeFilter and $interval (repeatable: each result series is a chart series).", valueName: "QUERY"))
    var query: [String] = []
    @Option(help: ArgumentHelp("Series names from labels, e.g. '{{instance}} {{cpu}}' (repeatable: one per --query; default: the labels); with --mqtt one template of topic levels, e.g. '{{2}}'.", valueName: "TEMPLATE"))
    var legend: [String] = []
    @Option(help: ArgumentHelp("Fetch again this often: a URL every 60s by default; Prometheus every step, at least 5s.", valueName: "DURATION"))
    var refresh: String?
    @Option(help: ArgumentHelp("Give up on a request after this long (default 30s); --png and --check wait this long for MQTT's first message.", valueName: "DURATION"))
    var timeout: String?
    @Option(help: ArgumentHelp("An MQTT broker (mqtt://host:1883 or mqtts://…) whose --topic messages are shown live, kept for --keep (default 24h).", valueName: "URL"))
    var mqtt: String?
    @Option(help: ArgumentHelp("An MQTT topic filter with + and # wildcards (repeatable): every matching topic is a series.", valueName: "FILTER"))
    var topic: [String] = []
    @Option(help: ArgumentHelp("MQTT: the JSON payloads' field or path (sensor.temp); default: every numeric field.", valueName: "PATH"))
    var field: String?
    @Option(help: ArgumentHelp("MQTT: words read as numbers, e.g. on=1,off=0.", valueName: "WORD=N,…"))
    var states: String?
    @Option(name: .customLong("auth-file"), help: ArgumentHelp("MQTT and InfluxDB: a file with the user on its first line and the password on its second (else WLCHARTS_MQTT_USER and WLCHARTS_MQTT_PASSWORD, or INFLUX_USERNAME and INFLUX_PASSWORD).", valueName: "FILE"))
    var authFile: String?
    @Option(name: .customLong("header-file"), help: ArgumentHelp("Request headers for a URL or --prometheus, one 'Name: value' per line (a token: never on the command line).", valueName: "FILE"))
    var headerFile: String?
    @Option(help: ArgumentHelp("MQTT: keep what was received across restarts under $XDG_STATE_HOME/wlcharts (on, the default, or off).", valueName: "on|off"))
    var history: String?
    @Flag(help: "Prometheus: its firing alerts (/api/v1/alerts) as event spans over the chart, fetched every 15 s.")
    var alerts = false
    @Option(name: .customLong("event-query"), help: ArgumentHelp("Prometheus: each change of this PromQL query's result is an event over the chart, e.g. 'changes(kube_deployment_status_observed_generation[1m]) > 0' (asked every 15 s over --range).", valueName: "PROMQL"))
    var eventQuery: String?

    /// Whether the command line asks for a server's data.
    func requested(files: [String]) -> Bool {
        prometheus != nil || influxdb != nil || !query.isEmpty || mqtt != nil || !topic.isEmpty || (files.count == 1 && RemoteSpec.isURL(files[0]))
    }

    /// The source the command line describes; `range` is `--range` (for Prometheus `6h` or
    /// `FROM..TO`), `columns` the plot's pixel columns, `keep` `--keep` (MQTT's history).
    /// `load` reads a URL's body (`--json-path`…).
    func spec(files: [String], range: String?, columns: Int, keep: HistoryLimit? = nil,
              load: LoadOptions = LoadOptions()) throws(SpecError) -> RemoteSpec {
        let timeout = try SourceSpec.seconds(self.timeout, origin: .option("--timeout")) ?? 30
        if mqtt != nil || !topic.isEmpty {
            if headerFile != nil { throw SpecError(.option("--header-file"), .failed("is for a URL or --prometheus, not --mqtt")) }
            return .mqtt(try mqttSpec(files: files, keep: keep, timeout: timeout)) }
        let refresh = try SourceSpec.seconds(self.refresh, origin: .option("--refresh"))
        if influxdb != nil {
            if headerFile != nil { throw SpecError(.option("--header-file"), .failed("is for a URL or --prometheus, not --influxdb (its user and password: --auth-file)")) }
            return try influxSpec(files: files, range: range, columns: columns, refresh: refresh, timeout: timeout)
        }
        guard db == nil else { throw SpecError(.option("--db"), .failed("needs --influxdb URL")) }
        guard let server = prometheus else {
            guard query.isEmpty else { throw SpecError(.option("--query"), .queryWithoutServer) }
            guard files.count == 1 else { throw SpecError(.arguments, .oneURL) }
            return .file(url: files[0], refresh: refresh ?? 60, timeout: timeout,
                         fetch: FileFetch(headers: try FileFetch.headers(file: headerFile, origin: .arguments), load: load))
        }
        guard files.isEmpty else { throw SpecError(.option("--prometheus"), .serverWithFiles) }
        guard RemoteSpec.isURL(server) else { throw SpecError(.option("--prometheus"), .notURL(server)) }
        guard !query.isEmpty else { throw SpecError(.option("--prometheus"), .noQuery) }
        var o = PrometheusSource.Options(server: server, queries: query, legends: legend, refresh: refresh, timeout: timeout,
                                         columns: columns)
        o.headers = try FileFetch.headers(file: headerFile, origin: .arguments)
        if let r = range { o.range = try SourceSpec.queryRange(r, origin: .option("--range")) }
        return .prometheus(o)
    }

    /// `--mqtt URL --topic F…` and its options, checked once.
    private func mqttSpec(files: [String], keep: HistoryLimit?, timeout: Double) throws(SpecError) -> MQTTSpec {
        guard let broker = mqtt else { throw SpecError(.option("--topic"), .failed("needs --mqtt URL")) }
        guard prometheus == nil, query.isEmpty else { throw SpecError(.option("--mqtt"), .failed("takes no --prometheus or --query")) }
        guard files.isEmpty else { throw SpecError(.option("--mqtt"), .failed("takes no input files (the data comes from --topic)")) }
        guard legend.count <= 1 else { throw SpecError(.option("--legend"), .failed("takes one template with --mqtt")) }
        do throws(MQTTSpecError) {
            return try MQTTSpec(broker: broker, topics: topic, legend: legend.first, field: field, states: states, authFile: authFile,
                                history: history, keep: keep ?? MQTTSpec.defaultKeep, timeout: timeout,
                                environment: ProcessInfo.processInfo.environment)
        } catch { throw error.specError(.commandLine) }
    }
}
