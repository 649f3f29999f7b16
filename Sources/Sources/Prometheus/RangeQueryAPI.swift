import SeriesData

/// The query language and answers a `PrometheusSource` speaks: Prometheus' `query_range`
/// (PromQL), or InfluxDB's `/query` (InfluxQL, ``InfluxQLAPI``). Everything else — the ranges
/// and steps asked for, pan and zoom, the overview, refreshes at the live edge — is the source's
/// own planning and the same for both.
package enum RangeQueryAPI: Sendable, Equatable {
    case prometheus
    case influxQL(InfluxQLAPI)

    /// The request of `query` over `r` to `server`.
    func request(_ server: String, query: String, range r: PrometheusRange) -> HTTPRequest {
        switch self {
        case .prometheus: HTTPRequest(url: PrometheusSource.queryURL(server, query: query, range: r))
        case let .influxQL(api): api.request(server, query: query, range: r)
        }
    }

    /// The series of an answer's body (of any status).
    func decode(_ body: [UInt8], source: String) throws(RangeQueryError) -> PrometheusMatrix {
        switch self {
        case .prometheus:
            do throws(PrometheusError) { return try PrometheusMatrix.decode(body, source: source) } catch { throw .prometheus(error) }
        case .influxQL:
            do throws(InfluxError) { return try InfluxAnswer.decode(body, source: source) } catch { throw .influx(error) }
        }
    }

    /// The unit of `query`'s values by its names, or `nil`.
    func unit(query: String) -> Unit? {
        switch self {
        case .prometheus: PrometheusUnit.of(query: query)
        case .influxQL: InfluxUnit.of(query: query)
        }
    }

    /// The chart's title when several queries leave it none.
    var title: String {
        switch self {
        case .prometheus: "Prometheus"
        case .influxQL: "InfluxDB"
        }
    }
}

/// Why an answer of a `RangeQueryAPI` could not be used.
enum RangeQueryError: Error, Sendable, Equatable, CustomStringConvertible {
    case prometheus(PrometheusError)
    case influx(InfluxError)

    /// The body is not the API's answer at all (then a failed status says more).
    var isMalformed: Bool {
        switch self {
        case .prometheus(.malformed), .influx(.malformed): true
        default: false
        }
    }

    public var description: String {
        switch self {
        case let .prometheus(e): e.description
        case let .influx(e): e.description
        }
    }
}
