/// A decoded answer of InfluxDB's `/query` endpoint (1.x, and the v1-compatible endpoint of
/// later versions) asked with `epoch=ms`: `results[].series[]`, each with `name`, `tags`,
/// `columns` and `values`. Every value column of a series is a series of the result, named
/// `measurement.column` (`__name__`) with the series' tags as labels, so it charts, names
/// (`{{host}}` legends) and appends as a Prometheus matrix does (`PrometheusChart`).
///
/// `null` values (empty `GROUP BY time` buckets) are gaps, booleans 1 and 0; a text value is an
/// error naming its column (a chart of it would be silently wrong). Times are integers
/// (milliseconds) or RFC 3339 strings; a series in descending order (`ORDER BY time DESC`) is
/// turned around.
public enum InfluxAnswer {
    /// Decodes a `/query` answer (also an error body of any status) into series.
    /// - Complexity: O(body size), one pass (a series whose `values` come before its `columns`
    ///   is read a second time).
    public static func decode(_ body: [UInt8], source: String) throws(InfluxError) -> PrometheusMatrix {
        do {
            return try body.withUnsafeBufferPointer { bytes in
                var reader = InfluxAnswerReader(reader: JSONReader(bytes, path: source))
                return try reader.read()
            }
        } catch let e as LoadError {
            throw .malformed("\(e)")
        } catch let e as InfluxAnswerReader.Failure {
            throw e.error
        } catch {
            throw .malformed("\(error)")
        }
    }
}

/// Why an answer of InfluxDB could not be used.
public enum InfluxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The server's `error` (of the answer or of a statement), verbatim.
    case server(String)
    /// The body is not InfluxDB's JSON (a proxy's page, a cut body): what was wrong and where.
    case malformed(String)
    /// A column holds text (a string field): its measurement and column.
    case text(measurement: String, column: String)

    public var description: String {
        switch self {
        // The server's own words on one line, control characters escaped (fuzz-influx).
        case let .server(message): LoadError.shown(message, limit: 300)
        case let .malformed(why): "not an InfluxDB answer: \(why)"
        case let .text(m, c): "\"\(LoadError.shown(m))\" column \"\(LoadError.shown(c))\" holds text, not numbers"
        }
    }
}
