import Foundation
@testable import Sources

/// A transport that answers by hand: every request waits until the test answers it (in order
/// or by index), and the log of requests sent is the test's to read.
final class FakeTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var waiting: [(request: HTTPRequest, completion: @Sendable (Result<HTTPAnswer, HTTPFailure>) -> Void)] = []
    private var log: [HTTPRequest] = []

    func get(_ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPAnswer, HTTPFailure>) -> Void) {
        lock.lock(); defer { lock.unlock() }
        waiting.append((request, completion))
        log.append(request)
    }

    /// Every request sent so far.
    var sent: [HTTPRequest] { lock.lock(); defer { lock.unlock() }; return log }
    /// The requests not answered yet.
    var open: [HTTPRequest] { lock.lock(); defer { lock.unlock() }; return waiting.map(\.request) }

    /// Answers the oldest open request with what `answer` makes of it.
    func answer(_ answer: (HTTPRequest) -> Result<HTTPAnswer, HTTPFailure>) {
        lock.lock()
        precondition(!waiting.isEmpty, "no request to answer")
        let (request, completion) = waiting.removeFirst()
        lock.unlock()
        completion(answer(request))
    }

    /// Answers the oldest open request with a status and a body.
    func answer(status: Int = 200, body: String, etag: String? = nil, contentType: String? = nil) {
        answer { _ in .success(HTTPAnswer(status: status, body: Array(body.utf8), contentType: contentType, etag: etag)) }
    }

    /// Fails the oldest open request with `problem`.
    func fail(_ problem: String) {
        answer { .failure(HTTPFailure(url: $0.url, problem: problem)) }
    }
}

extension HTTPRequest {
    /// The value of the query parameter `name` (`start`, `end`, `step`, `query`).
    func parameter(_ name: String) -> String? {
        URLComponents(string: url)?.queryItems?.first { $0.name == name }?.value
    }

    /// `start`, `end` and `step` as numbers (a Prometheus `query_range`).
    var range: PrometheusRangeParameters? {
        guard let s = parameter("start").flatMap(Double.init), let e = parameter("end").flatMap(Double.init),
              let st = parameter("step").flatMap(Double.init) else { return nil }
        return PrometheusRangeParameters(start: s, end: e, step: st)
    }
}

struct PrometheusRangeParameters: Equatable {
    var start: Double, end: Double, step: Double
}
