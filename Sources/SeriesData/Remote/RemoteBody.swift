/// The body of a fetched chart file (`wlcharts https://…`) as charts: a JSON file (the contest
/// format, records, columns or a Prometheus answer, as ``ChartLoader`` reads files), a CSV
/// (or TSV) file, or NDJSON samples, told apart by the `Content-Type` when it says, else by the
/// URL's extension, else by the content (a first line that is a whole object followed by more
/// objects is NDJSON; `[` or `{` otherwise is contest JSON; anything else CSV).
public enum RemoteBody {
    /// What a body holds.
    public enum Kind: Sendable, Equatable { case contest, csv, ndjson }

    /// The kind of `body` fetched from `url` with `contentType`.
    public static func kind(contentType: String?, url: String, body: [UInt8]) -> Kind {
        let type = (contentType ?? "").lowercased().split(separator: ";").first.map { String($0).trimmingSpaces } ?? ""
        switch type {
        case "application/x-ndjson", "application/ndjson", "application/jsonl", "application/x-jsonlines", "application/jsonlines":
            return .ndjson
        case "text/csv", "text/tab-separated-values": return .csv
        default: break
        }
        var path = Substring(url)
        if let q = path.firstIndex(where: { $0 == "?" || $0 == "#" }) { path = path[..<q] }
        let lower = path.lowercased()
        if lower.hasSuffix(".ndjson") || lower.hasSuffix(".jsonl") { return .ndjson }
        if lower.hasSuffix(".csv") || lower.hasSuffix(".tsv") { return .csv }
        let first = body.prefix(4096).first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        if first == UInt8(ascii: "{") && looksLikeLines(body) { return .ndjson }
        if first == UInt8(ascii: "{") || first == UInt8(ascii: "[") || type.hasSuffix("json") { return .contest }
        return .csv
    }

    /// A first line ending with `}` followed by a line starting with `{`.
    static func looksLikeLines(_ body: [UInt8]) -> Bool {
        guard let nl = body.firstIndex(of: 0x0A) else { return false }
        let line = body[..<nl].filter { $0 != 0x20 && $0 != 0x09 && $0 != 0x0D }
        let next = body[(nl + 1)...].first { $0 != 0x20 && $0 != 0x09 && $0 != 0x0A && $0 != 0x0D }
        return line.last == UInt8(ascii: "}") && (next == nil || next == UInt8(ascii: "{"))
    }

    /// The charts of `body`, JSON and CSV read as `options` say (`--json-path`, `--x`…); problems
    /// of single NDJSON or stream lines go to `warn`, a body that is no chart at all is a
    /// ``LoadError`` naming `url`.
    /// - Complexity: O(body size).
    public static func charts(_ body: [UInt8], contentType: String?, url: String, options: LoadOptions = LoadOptions(),
                              warn: @escaping (String) -> Void = { _ in }) throws(LoadError) -> [ChartData] {
        switch options.jsonPath != nil ? .contest : kind(contentType: contentType, url: url, body: body) {
        case .contest:
            return try body.withUnsafeBufferPointer { (b) throws(LoadError) in
                guard b.count > 0 else { throw LoadError(path: url, place: .file, problem: .empty) }
                return try ChartLoader.parseJSON(b, path: url, options: options).charts
            }
        case .csv:
            return try body.withUnsafeBufferPointer { (b) throws(LoadError) in
                guard b.count > 0 else { throw LoadError(path: url, place: .file, problem: .empty) }
                if ChartLoader.looksBinary(b) { throw LoadError(path: url, place: .file, problem: .binary) }
                let tab = url.lowercased().hasSuffix(".tsv") || contentType?.contains("tab-separated") == true
                let dialect = CSVDialect.sniff(b, separator: tab ? 0x09 : nil)
                var reader = CSVReader(b, path: url, dialect: dialect)
                return [try reader.readTable(dialect: dialect, options: options.table).chart]
            }
        case .ndjson:
            let decoder = StreamDecoder(source: url)
            decoder.onWarning = warn
            decoder.feed(body)
            decoder.finish()
            let batch = decoder.takeSamples()
            guard !batch.isEmpty else { throw LoadError(path: url, place: .file, problem: .empty) }
            let series = decoder.seriesIDs.enumerated().map { i, id in
                Series(id: id, name: id, color: Series.palette[i % Series.palette.count], kind: .line, values: batch.columns[i])
            }
            return [ChartData(x: batch.x, series: series, sourcePath: nil)]
        }
    }
}
