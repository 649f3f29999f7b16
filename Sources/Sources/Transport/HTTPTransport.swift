/// One GET: an absolute http(s) URL and extra header fields (the conditional ones of a refetch).
package struct HTTPRequest: Sendable, Equatable {
    public var url: String
    package var headers: [String: String]

    public init(url: String, headers: [String: String] = [:]) {
        self.url = url; self.headers = headers
    }
}

/// An answer of an HTTP server (any status).
package struct HTTPAnswer: Sendable {
    public var status: Int
    public var body: [UInt8]
    public var contentType: String?
    package var etag: String?
    package var lastModified: String?

    public init(status: Int, body: [UInt8], contentType: String? = nil, etag: String? = nil, lastModified: String? = nil) {
        self.status = status; self.body = body; self.contentType = contentType
        self.etag = etag; self.lastModified = lastModified
    }

    /// A failed status in one line: the status and the start of the body when it is text.
    package var statusProblem: String {
        let text = String(decoding: body.prefix(200), as: UTF8.self)
            .split(whereSeparator: \.isNewline).joined(separator: " ")
        let printable = !text.isEmpty && !text.contains("<") && text.unicodeScalars.allSatisfy { $0.value >= 0x20 }
        return "HTTP \(status) \(HTTPStatus.reason(status))" + (printable ? ": \(text)" : "")
    }
}

/// Why a request got no answer, as one line naming the URL.
package struct HTTPFailure: Error, Sendable, CustomStringConvertible {
    public let url: String
    public let problem: String

    public init(url: String, problem: String) {
        self.url = url; self.problem = problem
    }

    public var description: String { "\(url): \(problem)" }
}

/// How a source reaches its server: libcurl in the executable (`HTTPFetcher`), a fake that
/// answers by hand in tests. The source never waits: it sends a request and goes on.
///
/// Threads: `completion` runs once, on any thread (the transport's worker, or the caller's for a
/// request refused at once). It gets only values (`HTTPAnswer` and `HTTPFailure` are
/// `Sendable`); a source decodes the answer there and posts the result to its `Mailbox`, which
/// brings it to the source's own thread.
package protocol HTTPTransport: Sendable {
    /// Sends `request`; `completion` gets the answer (any status) or why none came.
    func get(_ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPAnswer, HTTPFailure>) -> Void)
}
