import Charts
import SeriesData
import Foundation
@testable import Sources

/// What a Prometheus server holds in these tests: one series `up` whose value at `t` seconds is
/// `t / 60 mod 97`, at every multiple of a step.
enum PrometheusFake {
    static func value(at t: Double) -> Double { Double(Int(t) / 60 % 97) }

    /// The `query_range` answer for `request`: a sample every step from its start to its end.
    static func answer(_ request: HTTPRequest) -> Result<HTTPAnswer, HTTPFailure> {
        guard let r = request.range else { return .failure(HTTPFailure(url: request.url, problem: "not a range query")) }
        var values: [String] = []
        var t = r.start
        while t <= r.end {
            values.append("[\(Int64(t)),\"\(value(at: t))\"]")
            t += r.step
        }
        let body = "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[{\"metric\":{\"__name__\":\"up\"},"
            + "\"values\":[\(values.joined(separator: ","))]}]}}"
        return .success(HTTPAnswer(status: 200, body: Array(body.utf8), contentType: "application/json"))
    }
}

/// The warnings a source said, in order.
final class WarningLog: @unchecked Sendable {
    private var lines: [String] = []
    private let lock = NSLock()
    var said: [String] { lock.withLock { lines } }
    var warn: SourceWarning { { [self] line in lock.withLock { lines.append(line) } } }
}
