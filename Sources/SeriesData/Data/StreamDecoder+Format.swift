extension StreamDecoder.Format: CustomStringConvertible {
    /// The format as `--check` names it: `CSV, ','-separated, with a header`, `NDJSON`, `bare
    /// numbers (x: arrival time)`, `whitespace-separated columns`, `key=value pairs (logfmt)`,
    /// `InfluxDB line protocol`.
    public var description: String {
        switch self {
        case let .csv(separator): return "CSV, \(CSVDialect.separatorName(separator)), with a header"
        case .ndjson: return "NDJSON (a JSON object a line)"
        case .numbers: return "bare numbers (x: arrival time)"
        case .columns: return "whitespace-separated columns"
        case .logfmt: return "key=value pairs (logfmt)"
        case .influx: return "InfluxDB line protocol"
        }
    }
}
