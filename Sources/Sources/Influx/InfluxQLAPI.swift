import Foundation
import SeriesData

/// InfluxDB's `/query` endpoint (1.x, and the v1-compatible one of 2.x and 3.x) for a
/// `PrometheusSource`: `GET SERVER/query?db=…&epoch=ms&q=…` with the query's Grafana macros
/// filled from the range asked for — `$timeFilter` the range (`time >= 1700000000000ms and
/// time <= 1700003600000ms`), `$interval` (and `$__interval`) its step (`60s`), about one
/// point per pixel column — so pan, zoom and refreshes at the live edge ask exactly as a
/// Prometheus panel does. Credentials go as HTTP Basic authentication, never in the URL.
public struct InfluxQLAPI: Sendable, Equatable {
    /// The database (`db=`), also `database/retention-policy` for 2.x's mapping.
    package var database: String
    /// An `Authorization` header's value (`Basic …`), or `nil`.
    var authorization: String?

    public init(database: String, authorization: String? = nil) {
        self.database = database; self.authorization = authorization
    }

    /// The API of `database` with a user and password (HTTP Basic authentication).
    public init(database: String, user: String, password: String?) {
        let token = Data("\(user):\(password ?? "")".utf8).base64EncodedString()
        self.init(database: database, authorization: "Basic " + token)
    }

    /// `SERVER/query?db=…&epoch=ms&q=…`, the macros of `query` filled for `r`.
    func request(_ server: String, query: String, range r: PrometheusRange) -> HTTPRequest {
        var base = server
        while base.hasSuffix("/") { base.removeLast() }
        var c = URLComponents()
        c.queryItems = [URLQueryItem(name: "db", value: database), URLQueryItem(name: "epoch", value: "ms"),
                        URLQueryItem(name: "q", value: Self.filled(query, range: r))]
        // URLComponents leaves '+' alone, which a server reads as a space.
        let q = (c.percentEncodedQuery ?? "").replacingOccurrences(of: "+", with: "%2B")
        return HTTPRequest(url: base + "/query?" + q, headers: authorization.map { ["Authorization": $0] } ?? [:])
    }

    /// `query` with `$timeFilter`, `$__timeFilter`, `$interval` and `$__interval` filled for `r`
    /// (times in whole milliseconds, the step in whole seconds).
    /// - Complexity: O(query length).
    public static func filled(_ query: String, range r: PrometheusRange) -> String {
        let start = Int64((r.start * 1000).rounded(.down)), end = Int64((r.end * 1000).rounded(.up))
        let filter = "time >= \(start)ms and time <= \(end)ms"
        let interval = "\(Int64(max(1, r.step.rounded(.up))))s"
        // Longest names first: `$__timeFilter` before `$timeFilter` would leave `$__`.
        return query.replacingOccurrences(of: "$__timeFilter", with: filter)
            .replacingOccurrences(of: "$timeFilter", with: filter)
            .replacingOccurrences(of: "$__interval", with: interval)
            .replacingOccurrences(of: "$interval", with: interval)
    }
}
