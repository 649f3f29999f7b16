import Screens
import Sources

extension RemoteArguments {
    /// Whether `--range` is the span the server is asked for (`--prometheus`, `--influxdb`).
    var queriesRange: Bool { prometheus != nil || influxdb != nil }

    /// `--influxdb URL --db D --query Q…` as a remote spec.
    func influxSpec(files: [String], range: String?, columns: Int, refresh: Double?, timeout: Double) throws(SpecError) -> RemoteSpec {
        guard let server = influxdb else { preconditionFailure("no --influxdb") }
        guard files.isEmpty else { throw SpecError(.option("--influxdb"), .serverWithFiles) }
        guard prometheus == nil, mqtt == nil else { throw SpecError(.option("--influxdb"), .failed("takes no --prometheus or --mqtt")) }
        var o = try InfluxSpec.options(server: server, database: db, queries: query, legends: legend, authFile: authFile,
                                       refresh: refresh, timeout: timeout, columns: columns) { key in
            .option(["influxdb": "--influxdb", "legend": "--legend", "auth_file": "--auth-file"][key] ?? "--" + key)
        }
        if let r = range { o.range = try SourceSpec.queryRange(r, origin: .option("--range")) }
        return .prometheus(o)
    }
}
