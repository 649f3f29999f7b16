import Foundation
import Sources
import Testing
@testable import Adapters
@testable import wlcharts

/// `HTTPFetcher` over libcurl opened on first use, against the loopback test server: the answer's
/// status, body and the headers the sources use, the request headers sent, and the failures and
/// statuses in a user's words.
struct HTTPFetcherTests {
    @Test(.enabled(if: HTTPTestServer.python != nil, HTTPTestServer.missingNote))
    func anAnswerCarriesItsBodyAndHeadersAndRequestHeadersAreSent() throws {
        let server = try HTTPTestServer()
        let text = "{\"columns\": [[\"x\", 1, 2], [\"y0\", 3, 4]], \"types\": {\"x\": \"x\", \"y0\": \"line\"}}"
        try server.write("small.json", text)
        let fetcher = HTTPFetcher(timeout: 30)
        let first = try fetcher.getAndWait(server.url("/files/small.json")).get()
        #expect(first.status == 200 && first.body == Array(text.utf8))
        #expect(first.contentType == "application/json")
        let etag = try #require(first.etag)
        #expect(etag.hasPrefix("\"") && first.lastModified?.hasSuffix("GMT") == true, "\(etag) \(first.lastModified ?? "-")")
        // The asynchronous path, with a conditional header: 304 and no body.
        let done = DispatchSemaphore(value: 0)
        let box = Box()
        fetcher.get(HTTPRequest(url: server.url("/files/small.json"), headers: ["If-None-Match": etag])) { box.result = $0; done.signal() }
        #expect(done.wait(timeout: .now() + 30) == .success)
        let second = try #require(box.result).get()
        #expect(second.status == 304 && second.body.isEmpty)
        #expect(server.requests.last?.contains("if-none-match=\(etag)") == true, "\(server.requests)")
    }

    /// An HTTPS server whose certificate the system does not trust (self-signed, made here with
    /// openssl): the TLS handshake through libcurl fails, in one line saying so.
    @Test(.enabled(if: HTTPTestServer.python != nil && Commands.tool("openssl") != nil, "needs python3 and openssl — skipped"))
    func anUntrustedCertificateIsATLSFailure() throws {
        let keys = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: keys) }
        let made = try Commands.run(Commands.tool("openssl")!, ["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "1",
                                                                "-subj", "/CN=127.0.0.1", "-keyout", keys + "/key.pem",
                                                                "-out", keys + "/cert.pem"], timeout: 60)
        try #require(made.status == 0, "openssl: \(made.err)")
        let server = try HTTPTestServer(tls: (keys + "/cert.pem", keys + "/key.pem"))
        try server.write("small.json", "{}")
        let url = server.url("/files/small.json")
        #expect(url.hasPrefix("https://"))
        guard case let .failure(f) = HTTPFetcher(timeout: 30).getAndWait(url) else {
            Issue.record("an untrusted certificate was accepted")
            return
        }
        #expect(f.description.hasPrefix("\(url): TLS failed ("), "\(f)")
        #expect(f.description.contains("certificate"), "\(f)")
        #expect(!f.description.contains("\n"))
    }

    @Test func whatIsNotAnHTTPURLFailsWithoutARequest() {
        for url in ["ftp://example.org/x.json", "example.org/x.json", "http://", "file:///tmp/x.json"] {
            guard case let .failure(f) = HTTPFetcher(timeout: 1).getAndWait(url) else {
                Issue.record("\(url) was fetched")
                continue
            }
            #expect(f.description == "\(url): not an http:// or https:// URL")
        }
    }

    @Test func failuresAndStatusesInAUsersWords() {
        #expect(HTTPFetcher.describe(code: 28, detail: "Operation timed out after 1500 ms", timeout: 1.5)
                == "no answer within 1.5 s (timeout)")
        #expect(HTTPFetcher.describe(code: 6, detail: "Could not resolve host: x.invalid", timeout: 1) == "host not found (DNS)")
        #expect(HTTPFetcher.describe(code: 60, detail: "SSL certificate problem: self-signed certificate", timeout: 1)
                == "TLS failed (SSL certificate problem: self-signed certificate)")
        #expect(HTTPFetcher.describe(code: 18, detail: "transfer closed with 10 bytes remaining to read", timeout: 1)
                .contains("body cut off"))
        #expect(HTTPAnswer(status: 503, body: Array("down\n".utf8)).statusProblem
                == "HTTP 503 Service Unavailable: down")
        #expect(HTTPAnswer(status: 499, body: Array("<html>".utf8)).statusProblem == "HTTP 499 Client Error")
    }

    private final class Box: @unchecked Sendable {
        var result: Result<HTTPAnswer, HTTPFailure>?
    }
}
