import Dispatch
import Foundation
import CCurl
import Raster
import Sources

/// Requests through libcurl's easy interface, opened on the first request (``CurlLibrary``; TLS
/// from the system's trust store, redirects followed among http and https, any content encoding
/// libcurl decodes): no caching of its own (the sources send their own conditional headers), a
/// timeout for the whole request: the sources' ``HTTPTransport``. ``get(_:completion:)`` runs each
/// request on a worker thread.
final class HTTPFetcher: HTTPTransport {
    let timeout: Double

    init(timeout: Double) {
        self.timeout = timeout
    }

    /// GETs the request's URL with its extra headers; `completion` gets the answer (any status)
    /// or the failure, on a worker thread (on the calling thread for what is no http(s) URL).
    func get(_ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPAnswer, HTTPFailure>) -> Void) {
        if let bad = Self.badURL(request.url) { completion(.failure(bad)); return }
        DispatchQueue.global().async { completion(self.perform(request.url, headers: request.headers)) }
    }

    /// ``get(_:completion:)`` on the calling thread.
    func getAndWait(_ url: String, headers: [String: String] = [:]) -> Result<HTTPAnswer, HTTPFailure> {
        if let bad = Self.badURL(url) { return .failure(bad) }
        return perform(url, headers: headers)
    }

    /// The failure for what is not an absolute http(s) URL with a host, else nil.
    static func badURL(_ url: String) -> HTTPFailure? {
        guard let u = URL(string: url), let scheme = u.scheme?.lowercased(), scheme == "http" || scheme == "https",
              u.host != nil else {
            return HTTPFailure(url: url, problem: "not an http:// or https:// URL")
        }
        return nil
    }

    /// One transfer: an easy handle set up, performed and cleaned up on this thread.
    private func perform(_ url: String, headers: [String: String]) -> Result<HTTPAnswer, HTTPFailure> {
        func failed(_ problem: String) -> Result<HTTPAnswer, HTTPFailure> { .failure(HTTPFailure(url: url, problem: problem)) }
        let curl: CurlLibrary
        switch CurlLibrary.shared {
        case let .success(c): curl = c
        case let .failure(e): return failed(e.description)
        }
        guard let handle = curl.easyInit() else { return failed("libcurl could not start a request") }
        defer { curl.cleanup(handle) }
        var list: OpaquePointer? = nil
        for (name, value) in headers.sorted(by: { $0.key < $1.key }) { list = curl.slistAppend(list, "\(name): \(value)") }
        defer { curl.slistFreeAll(list) }
        let message = UnsafeMutablePointer<CChar>.allocate(capacity: CurlLibrary.errorSize)
        message.initialize(repeating: 0, count: CurlLibrary.errorSize)
        defer { message.deallocate() }
        let transfer = Transfer()
        let context = Unmanaged.passUnretained(transfer).toOpaque()
        typealias O = CurlLibrary.Option
        let milliseconds = Int(saturating: timeout * 1000, rounding: .up, nan: 0)
        var setup: [Int32] = [
            wl_curl_setopt_pointer(curl.setopt, handle, O.url, url),
            wl_curl_setopt_long(curl.setopt, handle, O.noSignal, 1),
            wl_curl_setopt_long(curl.setopt, handle, O.followLocation, 1),
            wl_curl_setopt_long(curl.setopt, handle, O.maxRedirects, 20),
            wl_curl_setopt_pointer(curl.setopt, handle, O.protocols, "http,https"),
            wl_curl_setopt_pointer(curl.setopt, handle, O.redirectProtocols, "http,https"),
            wl_curl_setopt_long(curl.setopt, handle, O.timeoutMilliseconds, max(milliseconds, 1)),
            wl_curl_setopt_pointer(curl.setopt, handle, O.userAgent, "wlcharts"),
            wl_curl_setopt_pointer(curl.setopt, handle, O.acceptEncoding, ""),
            wl_curl_setopt_pointer(curl.setopt, handle, O.errorBuffer, message),
            wl_curl_setopt_function(curl.setopt, handle, O.writeFunction, Transfer.receiveBody),
            wl_curl_setopt_pointer(curl.setopt, handle, O.writeData, context),
            wl_curl_setopt_function(curl.setopt, handle, O.headerFunction, Transfer.receiveHeader),
            wl_curl_setopt_pointer(curl.setopt, handle, O.headerData, context),
        ]
        if let list { setup.append(wl_curl_setopt_pointer(curl.setopt, handle, O.httpHeader, UnsafeRawPointer(list))) }
        if let bad = setup.first(where: { $0 != CurlLibrary.Code.ok }) {
            return failed("libcurl refused a setting (\(curl.text(of: bad)))")
        }
        let code = withExtendedLifetime(transfer) { curl.perform(handle) }
        guard code == CurlLibrary.Code.ok else {
            let detail = message.pointee != 0 ? String(cString: message) : curl.text(of: code)
            return failed(Self.describe(code: code, detail: detail, timeout: timeout))
        }
        var status = 0
        _ = wl_curl_getinfo_long(curl.getinfo, handle, CurlLibrary.responseCode, &status)
        guard status > 0 else { return failed("no HTTP answer") }
        return .success(HTTPAnswer(status: status, body: transfer.body, contentType: transfer.headers["content-type"],
                                   etag: transfer.headers["etag"], lastModified: transfer.headers["last-modified"]))
    }

    /// The problem of a failed transfer in a user's words: timeout, DNS, refused, TLS, cut off;
    /// `detail` is libcurl's own message.
    static func describe(code: Int32, detail: String, timeout: Double) -> String {
        typealias C = CurlLibrary.Code
        switch code {
        case C.timedOut: return "no answer within \(Self.seconds(timeout)) (timeout)"
        case C.hostNotFound: return "host not found (DNS)"
        case C.proxyNotFound: return "proxy not found (DNS: \(detail))"
        case C.couldNotConnect: return "connection refused"
        case C.partialFile: return "the connection closed before the whole answer (body cut off: \(detail))"
        case C.gotNothing: return "the connection closed without an answer"
        case C.sendError, C.receiveError: return "the connection broke (\(detail))"
        case C.tooManyRedirects: return "too many redirects"
        case C.weirdReply: return "malformed HTTP answer (\(detail))"
        case C.unsupportedProtocol: return "redirected to something other than http:// or https:// (\(detail))"
        case C.badURL: return "not a valid URL (\(detail))"
        case C.badContentEncoding: return "the answer's content encoding could not be decoded (\(detail))"
        case _ where C.tls.contains(code): return "TLS failed (\(detail))"
        default: return detail
        }
    }

    static func seconds(_ s: Double) -> String { s == s.rounded() ? "\(Int(s)) s" : "\(s) s" }
}

/// What one transfer receives, filled by libcurl's callbacks on the transfer's thread.
private final class Transfer {
    var body: [UInt8] = []
    /// The last response's header fields (names lower-cased; a redirect's are dropped).
    var headers: [String: String] = [:]

    static let receiveBody: wl_curl_data_fn = { bytes, size, count, context in
        let n = size &* count
        guard let bytes, let context else { return n }
        let t = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
        t.body.append(contentsOf: UnsafeRawBufferPointer(start: bytes, count: n))
        return n
    }

    /// One header line: a status line starts a new response (after a redirect or a `100
    /// Continue`); `Name: value` is kept.
    static let receiveHeader: wl_curl_data_fn = { bytes, size, count, context in
        let n = size &* count
        guard let bytes, let context else { return n }
        let t = Unmanaged<Transfer>.fromOpaque(context).takeUnretainedValue()
        let line = String(decoding: UnsafeRawBufferPointer(start: bytes, count: n), as: UTF8.self)
        if line.hasPrefix("HTTP/") {
            t.headers.removeAll()
        } else if let colon = line.firstIndex(of: ":") {
            let name = line[..<colon].lowercased()
            t.headers[name] = line[line.index(after: colon)...].trimmingCharacters(in: .whitespacesAndNewlines)
        }
        return n
    }
}
