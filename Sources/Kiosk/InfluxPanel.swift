/// An InfluxDB panel's keys as written (`influxdb`, `db`, `query`, `legend`, `auth_file`),
/// checked by the executable as `--influxdb`'s options are.
public struct InfluxPanel: Equatable, Sendable {
    /// `http://host:8086` (or `https://…`).
    public var server: String
    package var database: String
    /// InfluxQL queries (at least one), with `$timeFilter` and `$interval` to fill.
    public var queries: [String]
    /// One template per query, or none: the labels.
    public var legends: [String]
    /// Resolved against the wall file's folder.
    package var authFile: String?

    public init(server: String, database: String, queries: [String], legends: [String] = [], authFile: String? = nil) {
        self.server = server; self.database = database; self.queries = queries; self.legends = legends; self.authFile = authFile
    }
}
