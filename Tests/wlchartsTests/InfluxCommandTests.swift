import Charts
import Foundation
import Raster
import SeriesData
@testable import Sources
@testable import Adapters
import Testing
import Wayland
import Screens
@testable import wlcharts

/// `--influxdb` against a real InfluxDB 1.x on loopback (Debian's `influxdb`): the exact values of
/// written points through `--check`, `--png`, `--describe` and a kiosk panel, the macros filled for
/// the range a pan shows, the server's own error in one line, and a server that never answers.
@Suite(.serialized, .enabled(if: InfluxDBServer.available && Commands.wlcharts != nil, InfluxDBServer.missingNote))
struct InfluxCommandTests {
    static let t0 = RemoteCommandTests.t0
    static let query = #"SELECT mean("usage_user") FROM "cpu" WHERE $timeFilter GROUP BY time($interval), "host""#

    /// A point every 10 s for two hours: host a `i mod 7`, host b `10 + i mod 5`.
    static let lines: String = (0 ..< 720).map { i in
        "cpu,host=a usage_user=\(i % 7) \(t0 + 10 * i)\ncpu,host=b usage_user=\(10 + i % 5) \(t0 + 10 * i)"
    }.joined(separator: "\n")

    static func value(at t: Double, host: String) -> Double {
        let i = (Int(t) - t0) / 10
        return host == "a" ? Double(i % 7) : Double(10 + i % 5)
    }

    static func wlcharts(_ arguments: [String]) throws -> Commands.Finished {
        try Commands.run(Commands.wlcharts!, arguments, environment: ["INFLUX_USERNAME": ""], timeout: 60)
    }

    static func server() throws -> InfluxDBServer {
        let s = try InfluxDBServer(database: "t")
        try s.write(lines, database: "t")
        return s
    }

    /// The fixed two hours of the data (epoch milliseconds).
    static let range = "\(Int64(t0) * 1000)..\(Int64(t0 + 7190) * 1000)"

    @Test func checkPNGAndDescribeShowTheWrittenValues() throws {
        let server = try Self.server()
        defer { server.stop() }
        let base = ["--influxdb", server.url, "--db", "t", "--query", Self.query, "--legend", "{{host}}", "--range", Self.range]
        let check = try Self.wlcharts(base + ["--check"])
        #expect(check.status == 0, "\(check.err)")
        let lines = check.out.split(separator: "\n").map(String.init)
        #expect(lines.count == 3 && lines.first?.hasPrefix("\(server.url): ") == true, "\(lines)")
        // The newest point: i = 719.
        #expect(Array(lines.dropFirst()) == ["\(server.url): a = \(Double(719 % 7))", "\(server.url): b = \(Double(10 + 719 % 5))"],
                "\(lines)")
        let png = server.folder + "/out.png"
        let drawn = try Self.wlcharts(base + ["--png", png, "--size", "640x400"])
        #expect(drawn.status == 0, "\(drawn.err)")
        let bytes = try #require(FileManager.default.contents(atPath: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.count > 1000)
        let described = try Self.wlcharts(base + ["--describe"])
        #expect(described.status == 0 && described.out.contains("a: lowest 0% on ") && described.out.contains("b: lowest 10% on "),
                "\(described.out) \(described.err)")
    }

    @Test func aKioskPanelDrawsAndItsProblemsNameTheKey() throws {
        let server = try Self.server()
        defer { server.stop() }
        let wall = server.folder + "/wall.toml"
        func panel(_ extra: String) -> String {
            "[[panel]]\ninfluxdb = \"\(server.url)\"\nquery = '\(Self.query)'\nlegend = \"{{host}}\"\nrange = \"\(Self.range)\"\n" + extra
        }
        try panel("db = \"t\"\n").write(toFile: wall, atomically: true, encoding: .utf8)
        let drawn = try Self.wlcharts(["--kiosk", wall, "--png", server.folder + "/wall.png", "--size", "640x400"])
        #expect(drawn.status == 0, "\(drawn.err)")
        try panel("db = \"nope\"\n").write(toFile: wall, atomically: true, encoding: .utf8)
        let missing = try Self.wlcharts(["--kiosk", wall, "--png", server.folder + "/wall.png"])
        #expect(missing.status == 1 && missing.errLines.count == 1 && missing.err.contains("panel 1 influxdb")
                && missing.err.contains("\(server.url): database not found: nope"), "\(missing.err)")
        try panel("").write(toFile: wall, atomically: true, encoding: .utf8)
        let noDB = try Self.wlcharts(["--kiosk", wall, "--png", server.folder + "/wall.png"])
        #expect(noDB.status == 1 && noDB.err.contains("panel 1 influxdb: needs db = \"telegraf\""), "\(noDB.err)")
    }

    @Test func theServersErrorIsOneLineAndAHangingServerTimesOut() throws {
        let server = try Self.server()
        defer { server.stop() }
        let bad = try Self.wlcharts(["--influxdb", server.url, "--db", "t", "--query", "SELECT FORM cpu", "--check"])
        #expect(bad.status == 1 && bad.errLines.count == 1
                && bad.err.hasPrefix("wlcharts: \(server.url): error parsing query: found cpu, expected FROM"), "\(bad.err)")
        let options = try Self.wlcharts(["--influxdb", server.url, "--query", "SELECT 1", "--check"])
        #expect(options.errLines == ["wlcharts: --influxdb needs --db DATABASE"], "\(options.err)")
        guard HTTPTestServer.python != nil else { return }
        let hanging = try HTTPTestServer()
        defer { hanging.stop() }
        let start = Date()
        let r = try Self.wlcharts(["--influxdb", hanging.url("/hang"), "--db", "t", "--query", Self.query, "--timeout", "1s", "--check"])
        #expect(r.status == 1 && r.errLines.count == 1 && r.err.contains("no answer within 1 s (timeout)"), "\(r.err)")
        #expect(Date().timeIntervalSince(start) < 15, "the timeout holds")
    }
}

/// Pan and zoom against the real server: the macros of the view's request are its range and
/// step, and the answer's points are the server's.
@Suite(.serialized, .enabled(if: InfluxDBServer.available, InfluxDBServer.missingNote))
@MainActor
struct InfluxRequeryTests {
    @Test func aZoomAsksForTheVisibleRangeWithItsMacrosFilled() throws {
        let server = try InfluxCommandTests.server()
        defer { server.stop() }
        let t0 = Double(InfluxCommandTests.t0)
        let transport = RecordingTransport()
        var o = PrometheusSource.Options(server: server.url, queries: [InfluxCommandTests.query], legends: ["{{host}}"],
                                         range: .fixed(t0, t0 + 7190), columns: 120)
        o.api = .influxQL(InfluxQLAPI(database: "t"))
        let source = PrometheusSource(options: o, transport: transport, scheduler: LoopScheduler(), warn: RemoteSources.warn)
        source.request()
        #expect(source.receiveAvailable(waiting: 20) == 1)
        let setup = try SceneSetup(charts: [ChartData(title: "i", x: [], series: [])], files: ["i"], options: PNGOptions.parse([]))
        let screen = try setup.makeScreen()
        screen.controller.attach(source, options: source.liveOptions)
        screen.resize(width: 640, height: 480, scale: 1)
        let bitmap = Bitmap(width: 640, height: 480)
        func frame() {
            screen.advance(to: screen.controller.now + 1)
            screen.render(into: bitmap)
        }
        frame()
        func rested() -> PrometheusRange? { source.requestView(at: monotonicSeconds() + source.plan.debounce + 0.01) }
        if rested() != nil {   // the real plot is wider than 120 columns: the whole range at its step
            #expect(source.receiveAvailable(waiting: 20) == 1)
            frame()
        }
        screen.controller.setRange(xMin: (t0 + 3000) * 1000, xMax: (t0 + 3600) * 1000)
        frame()
        let zoom = try #require(rested())
        #expect(zoom.step <= 10 && zoom.start <= t0 + 2700 && zoom.end == t0 + 3900, "\(zoom)")
        let q = try #require(transport.requests.last.flatMap { URLComponents(string: $0.url)?.queryItems?.first { $0.name == "q" }?.value })
        #expect(q == "SELECT mean(\"usage_user\") FROM \"cpu\" WHERE time >= \(Int64(zoom.start * 1000))ms and time <= "
            + "\(Int64(zoom.end * 1000))ms GROUP BY time(\(Int64(zoom.step))s), \"host\"")
        #expect(source.receiveAvailable(waiting: 20) == 1)
        frame()
        let m = screen.controller.model
        let lo = m.lowerBound((t0 + 2700) * 1000), hi = m.lowerBound((t0 + 3900) * 1000)
        var points = 0
        for i in lo ..< hi {
            let t = Double(m.data.x[i]) / 1000
            for (s, host) in zip(m.data.series, ["a", "b"]) where !s.values[i].isNaN {
                #expect(s.values[i] == InfluxCommandTests.value(at: t, host: host) && Int(t) % 10 == 0, "at \(t)")
                points += 1
            }
        }
        #expect(points == 2 * 120, "every point of the 1200 s, both hosts")
    }
}

/// libcurl, keeping the requests the source sends.
final class RecordingTransport: HTTPTransport, @unchecked Sendable {
    private let fetcher = HTTPFetcher(timeout: 30)
    private let lock = NSLock()
    private var sent: [HTTPRequest] = []

    var requests: [HTTPRequest] { lock.withLock { sent } }

    func get(_ request: HTTPRequest, completion: @escaping @Sendable (Result<HTTPAnswer, HTTPFailure>) -> Void) {
        lock.withLock { sent.append(request) }
        fetcher.get(request, completion: completion)
    }
}
