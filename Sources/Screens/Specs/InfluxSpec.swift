import Foundation
import Kiosk
import SeriesData
import Sources

/// `--influxdb URL --db D --query Q… [--legend T…] [--auth-file F]`, or a kiosk panel's
/// `influxdb`, `db`, `query`, `legend` and `auth_file`: a `PrometheusSource`'s options that
/// speak InfluxQL (`InfluxQLAPI`). The user and password come from the auth file (user on its
/// first line, password on its second) or from `INFLUX_USERNAME` and `INFLUX_PASSWORD` (as
/// InfluxDB's own `influx` client reads them), never from the command line.
package enum InfluxSpec {
    /// The options, checked once; every problem names `origin`'s place (`origins` for a panel's keys).
    package static func options(server: String, database: String?, queries: [String], legends: [String], authFile: String?,
                        refresh: Double?, timeout: Double, columns: Int,
                        environment: [String: String] = ProcessInfo.processInfo.environment,
                        origin: (String) -> SpecOrigin) throws(SpecError) -> PrometheusSource.Options {
        guard RemoteSpec.isURL(server) else { throw SpecError(origin("influxdb"), .notURL(server)) }
        guard let database, !database.isEmpty else { throw SpecError(origin("influxdb"), .failed("needs --db DATABASE")) }
        guard !queries.isEmpty else { throw SpecError(origin("influxdb"), .noQuery) }
        guard legends.count <= queries.count else {
            throw SpecError(origin("legend"), .failed("has \(legends.count) templates for \(queries.count) queries"))
        }
        var credentials: MQTTCredentials?
        if let authFile {
            guard let data = FileManager.default.contents(atPath: authFile) else {
                throw SpecError(origin("auth_file"), .failed("\(authFile): cannot be read"))
            }
            guard let c = MQTTCredentials.parse(authFile: String(decoding: data, as: UTF8.self)) else {
                throw SpecError(origin("auth_file"), .failed("\(authFile): names no user on its first line"))
            }
            credentials = c
        } else if let user = environment["INFLUX_USERNAME"], !user.isEmpty {
            credentials = MQTTCredentials(user: user, password: environment["INFLUX_PASSWORD"])
        }
        var o = PrometheusSource.Options(server: server, queries: queries, legends: legends, refresh: refresh, timeout: timeout,
                                         columns: columns)
        o.api = .influxQL(credentials.map { InfluxQLAPI(database: database, user: $0.user, password: $0.password) }
            ?? InfluxQLAPI(database: database))
        return o
    }

    /// A kiosk panel's options (`range`, `refresh`, `timeout` read by the caller as for prometheus panels).
    package static func options(panel p: InfluxPanel, refresh: Double?, timeout: Double, columns: Int,
                        origins: SpecOrigins) throws(SpecError) -> PrometheusSource.Options {
        try options(server: p.server, database: p.database, queries: p.queries, legends: p.legends, authFile: p.authFile,
                    refresh: refresh, timeout: timeout, columns: columns) { key in
            guard case let .panel(file, index, line, keyLines) = origins else { return .arguments }
            return .kioskKey(file: file, line: keyLines[key] ?? line, panel: index + 1, key: key)
        }
    }
}
