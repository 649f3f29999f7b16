import Charts
import Foundation
@testable import Sources
import Testing
@testable import Adapters
@testable import wlcharts
import SeriesData

/// Data on a server, against real servers on loopback: a chart file over HTTP (the same picture
/// as the file on disk, conditional refetches, every kind of failure named in one line, the last
/// good data kept) and a real Prometheus (the exact values, the step for the plot's width, the
/// server's own error message, a stopped server and its recovery).
@Suite(.serialized, .enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"))
struct RemoteCommandTests {
    static let example = Commands.packageRoot + "/Examples/sensor-with-gap.json"

    static func wlcharts(_ arguments: [String]) throws -> Commands.Finished {
        try Commands.run(Commands.wlcharts!, arguments, timeout: 60)
    }

    @Test(.enabled(if: HTTPTestServer.python != nil, HTTPTestServer.missingNote))
    func aFetchedFileDrawsExactlyLikeTheFileOnDisk() throws {
        let server = try HTTPTestServer()
        try server.write("sensor-with-gap.json", String(contentsOfFile: Self.example, encoding: .utf8))
        let remote = server.folder + "/remote.png", local = server.folder + "/local.png"
        let r = try Self.wlcharts([server.url("/files/sensor-with-gap.json"), "--png", remote, "--size", "480x320"])
        #expect(r.status == 0, "\(r.err)")
        let l = try Self.wlcharts([Self.example, "--png", local, "--size", "480x320"])
        #expect(l.status == 0, "\(l.err)")
        let a = try Data(contentsOf: URL(fileURLWithPath: remote)), b = try Data(contentsOf: URL(fileURLWithPath: local))
        #expect(!a.isEmpty && a == b, "the PNGs differ")
    }

    @Test(.enabled(if: HTTPTestServer.python != nil, HTTPTestServer.missingNote))
    func failuresAreOneLineNamingTheURLAndTheProblem() throws {
        let server = try HTTPTestServer()
        try server.write("sensor.json", String(contentsOfFile: Self.example, encoding: .utf8))
        try server.write("garbage.json", "{\"columns\": [[\"x\", 1, 2], oops")
        let closed = "http://127.0.0.1:1/x.json"
        let cases: [(String, [String], String)] = [
            (server.url("/status/404"), [], "HTTP 404 Not Found: the server says 404"),
            (server.url("/status/500"), [], "HTTP 500 Internal Server Error: the server says 500"),
            (server.url("/half/sensor.json"), [], "body cut off"),
            (server.url("/files/garbage.json"), [], server.url("/files/garbage.json") + ":1:"),
            (server.url("/hang"), ["--timeout", "1s"], "no answer within 1 s (timeout)"),
            (closed, [], "connection refused"),
            ("https://nonexistent.invalid/x.json", [], "host not found (DNS)"),
        ]
        for (url, extra, says) in cases {
            let start = Date()
            let r = try Self.wlcharts([url, "--png", server.folder + "/x.png"] + extra)
            #expect(r.status == 1, "\(url)")
            #expect(r.errLines.count == 1 && r.err.contains(url) && r.err.contains(says),
                    "\(url): \(r.err)")
            if url.hasSuffix("/hang") { #expect(Date().timeIntervalSince(start) < 15, "the timeout holds") }
        }
    }

    @Test(.enabled(if: HTTPTestServer.python != nil, HTTPTestServer.missingNote)) @MainActor
    func refetchesAreConditionalAndAFailureKeepsTheLastGoodData() throws {
        let server = try HTTPTestServer()
        try server.write("s.csv", "t,a\n1700000000000,1\n1700000060000,2\n")
        let source = RemoteFileSource(url: server.url("/files/s.csv"), refresh: 60, timeout: 5)
        source.request()
        #expect(source.receiveAvailable(waiting: 10) == 1)
        var u = source.take()
        #expect(u.charts?.first?.series.first?.values == [1, 2] && u.failure == nil)
        // Unchanged: a 304 after If-None-Match, which confirms what is shown.
        source.request()
        #expect(source.receiveAvailable(waiting: 10) == 1)
        u = source.take()
        #expect(u.charts == nil && u.confirmed && u.failure == nil)
        #expect(source.unchangedAnswers == 1)
        let log = server.requests
        #expect(log.count == 2 && log[1].contains(" 304 ") && !log[1].contains("if-none-match= "), "\(log)")
        // Changed: the new data.
        try server.write("s.csv", "t,a\n1700000000000,1\n1700000060000,2\n1700000120000,5\n")
        source.request()
        source.receiveAvailable(waiting: 10)
        #expect(source.take().charts?.first?.series.first?.values == [1, 2, 5])
        // Broken, then gone: no charts, the reason; the controller keeps what it had.
        try server.write("s.csv", "t,a\n1700000000000,x,y\n")
        source.request()
        source.receiveAvailable(waiting: 10)
        u = source.take()
        #expect(u.charts == nil && u.failure?.contains(server.url("/files/s.csv")) == true, "\(u.failure ?? "")")
        server.stop()
        source.request()
        source.receiveAvailable(waiting: 10)
        #expect(source.take().failure?.contains("connection refused") == true)
    }

    // MARK: Prometheus

    static let t0 = 1_795_377_600   // seconds, on the minute
    /// Two rooms, a sample a minute for two hours: lab 20 + i mod 5, hall 10 + i mod 3.
    static let openMetrics: String = {
        var s = "# TYPE wall_temp gauge\n"
        for i in 0 ..< 120 {
            s += "wall_temp{room=\"lab\"} \(20 + i % 5) \(t0 + 60 * i)\n"
            s += "wall_temp{room=\"hall\"} \(10 + i % 3) \(t0 + 60 * i)\n"
        }
        return s + "# EOF\n"
    }()

    @Test(.enabled(if: PrometheusServer.available, PrometheusServer.missingNote)) @MainActor
    func prometheusResultsAreTheChartWithTheStepOfThePlotAndErrorsVerbatim() throws {
        let server = try PrometheusServer(openMetrics: Self.openMetrics)
        // 7200 s over 120 columns: a step of 60 s, one sample per minute — exactly the data.
        var o = PrometheusSource.Options(server: server.url, queries: ["wall_temp"], legends: ["{{room}}"],
                                         range: .fixed(Double(Self.t0), Double(Self.t0 + 7140)), columns: 120)
        let source = PrometheusSource(options: o)
        #expect(source.firstRange.step == 60)
        let chart = try #require(try source.fetchOnce().first)
        #expect(Set(chart.series.map(\.id)) == ["lab", "hall"])
        #expect(chart.x == (0 ..< 120).map { Int64(Self.t0 + 60 * $0) * 1000 })
        let lab = try #require(chart.series.first { $0.id == "lab" })
        let hall = try #require(chart.series.first { $0.id == "hall" })
        #expect(lab.values == (0 ..< 120).map { Double(20 + $0 % 5) })
        #expect(hall.values == (0 ..< 120).map { Double(10 + $0 % 3) })

        // The server's own message, verbatim, in one line of the command.
        let r = try Self.wlcharts(["--prometheus", server.url, "--query", "rate(wall_temp[5m]", "--range",
                                   "\(Self.t0 * 1000)..\((Self.t0 + 7140) * 1000)", "--png", server.folder + "/x.png"])
        #expect(r.status == 1 && r.errLines.count == 1, "\(r.err)")
        #expect(r.err.contains("\(server.url): bad_data: 1:19: parse error"), "\(r.err)")
        #expect(r.err.contains("unclosed left parenthesis"), "\(r.err)")
        // And the good query draws.
        let ok = try Self.wlcharts(["--prometheus", server.url, "--query", "wall_temp", "--legend", "{{room}}", "--range",
                                    "\(Self.t0 * 1000)..\((Self.t0 + 7140) * 1000)", "--png", server.folder + "/ok.png"])
        #expect(ok.status == 0 && FileManager.default.fileExists(atPath: server.folder + "/ok.png"), "\(ok.err)")

        // Stopped: a failure naming the server; back: the data again.
        o.range = .fixed(Double(Self.t0), Double(Self.t0 + 7140))
        let again = PrometheusSource(options: o)
        server.pause()
        again.request()
        again.receiveAvailable(waiting: 20)
        let failed = again.take()
        #expect(failed.charts == nil && failed.failure == "\(server.url): connection refused", "\(failed.failure ?? "")")
        try server.start()
        again.request()
        again.receiveAvailable(waiting: 20)
        let back = again.take()
        #expect(back.failure == nil && back.charts?.first?.x.count == 120)
    }
}
