import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// An answer of an HTTP server (any status).
struct HTTPAnswer: Sendable {
    var status: Int
    var body: [UInt8]
    var contentType: String?
    var etag: String?
    var lastModified: String?
}

/// Why a request got no answer, as one line naming the URL.
struct HTTPFailure: Error, Sendable, CustomStringConvertible {
    let url: String
    let problem: String
    var description: String { "\(url): \(problem)" }
}

/// Requests over FoundationNetworking's `URLSession` (libcurl: TLS from the system's trust store,
/// redirects followed, HTTP/1.1 and 2): no caching of its own (the sources send their own
/// conditional headers), a timeout for the whole request. Completion runs on a worker thread.
final class HTTPFetcher: Sendable {
    let timeout: Double
    private let session: URLSession

    init(timeout: Double) {
        self.timeout = timeout
        let c = URLSessionConfiguration.ephemeral
        c.timeoutIntervalForRequest = timeout
        c.timeoutIntervalForResource = timeout
        c.requestCachePolicy = .reloadIgnoringLocalCacheData
        c.urlCache = nil
        c.httpAdditionalHeaders = ["User-Agent": "wlcharts"]
        session = URLSession(configuration: c)
    }

    /// GETs `url` with extra `headers`; `done` gets the answer (any status) or the failure.
    func get(_ url: String, headers: [String: String] = [:],
             done: @escaping @Sendable (Result<HTTPAnswer, HTTPFailure>) -> Void) {
        guard let u = URL(string: url), let scheme = u.scheme?.lowercased(), scheme == "http" || scheme == "https", u.host != nil else {
            done(.failure(HTTPFailure(url: url, problem: "not an http:// or https:// URL")))
            return
        }
        var request = URLRequest(url: u, cachePolicy: .reloadIgnoringLocalCacheData, timeoutInterval: timeout)
        for (k, v) in headers { request.setValue(v, forHTTPHeaderField: k) }
        let limit = timeout
        session.dataTask(with: request) { data, response, error in
            if let error {
                done(.failure(HTTPFailure(url: url, problem: Self.describe(error, timeout: limit))))
                return
            }
            guard let http = response as? HTTPURLResponse else {
                done(.failure(HTTPFailure(url: url, problem: "no HTTP answer")))
                return
            }
            func header(_ name: String) -> String? { http.value(forHTTPHeaderField: name) }
            done(.success(HTTPAnswer(status: http.statusCode, body: data.map { [UInt8]($0) } ?? [],
                                     contentType: header("Content-Type"), etag: header("ETag"),
                                     lastModified: header("Last-Modified"))))
        }.resume()
    }

    /// ``get(_:headers:done:)`` waiting for the answer (worker threads, `--png`).
    func getAndWait(_ url: String, headers: [String: String] = [:]) -> Result<HTTPAnswer, HTTPFailure> {
        let box = ResultBox()
        get(url, headers: headers) { box.set($0) }
        box.semaphore.wait()
        return box.result!
    }

    private final class ResultBox: @unchecked Sendable {
        let semaphore = DispatchSemaphore(value: 0)
        var result: Result<HTTPAnswer, HTTPFailure>?
        func set(_ r: Result<HTTPAnswer, HTTPFailure>) { result = r; semaphore.signal() }
    }

    /// The problem in a user's words: timeout, DNS, refused, TLS, cut off.
    static func describe(_ error: Error, timeout: Double) -> String {
        guard let e = error as? URLError else { return "\(error.localizedDescription)" }
        switch e.code {
        case .timedOut: return "no answer within \(Self.seconds(timeout)) (timeout)"
        case .cannotFindHost, .dnsLookupFailed: return "host not found (DNS)"
        case .cannotConnectToHost: return "connection refused"
        case .networkConnectionLost: return "the connection closed before the whole answer (body cut off)"
        case .notConnectedToInternet: return "no network"
        case .secureConnectionFailed, .serverCertificateUntrusted, .serverCertificateHasBadDate,
             .serverCertificateNotYetValid, .serverCertificateHasUnknownRoot, .clientCertificateRejected:
            return "TLS failed (\(e.localizedDescription))"
        case .httpTooManyRedirects: return "too many redirects"
        case .badServerResponse: return "malformed HTTP answer"
        default:
            // libcurl's "transfer closed with N bytes remaining to read" arrives without its own code.
            let text = e.localizedDescription
            return text.contains("transfer closed") ? "the connection closed before the whole answer (body cut off: \(text))" : text
        }
    }

    static func seconds(_ s: Double) -> String { s == s.rounded() ? "\(Int(s)) s" : "\(s) s" }

    /// A failed status in one line: the status and the start of the body when it is text.
    static func statusProblem(_ a: HTTPAnswer) -> String {
        let text = String(decoding: a.body.prefix(200), as: UTF8.self)
            .split(whereSeparator: \.isNewline).joined(separator: " ")
        let printable = !text.isEmpty && !text.contains("<") && text.unicodeScalars.allSatisfy { $0.value >= 0x20 }
        return "HTTP \(a.status) \(HTTPURLResponse.localizedString(forStatusCode: a.status))" + (printable ? ": \(text)" : "")
    }
}
