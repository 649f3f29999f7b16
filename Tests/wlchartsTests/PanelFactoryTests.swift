import Charts
import Foundation
import Kiosk
import Raster
import Sources
import Testing
@testable import Adapters
@testable import wlcharts
import SeriesData

/// Kiosk panels whose data lives on a server, against real servers on loopback: a URL panel
/// draws exactly like the same file on disk, keeps its last good data with the status when the
/// server goes, and comes back; a Prometheus panel shows the query's exact values, and a bad
/// query is one line naming the kiosk file, the line and the key.
@MainActor
@Suite(.serialized, .enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"))
struct PanelFactoryTests {
    static let example = Commands.packageRoot + "/Examples/sensor-with-gap.json"

    static func wall(_ folder: String, _ name: String, _ panel: String) throws -> String {
        let path = folder + "/" + name
        try "burn_in = \"off\"\n\n[[panel]]\n\(panel)\n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test(.enabled(if: HTTPTestServer.python != nil, HTTPTestServer.missingNote))
    func aURLPanelDrawsExactlyLikeTheSameFileOnDisk() throws {
        let server = try HTTPTestServer()
        try server.write("sensor-with-gap.json", String(contentsOfFile: Self.example, encoding: .utf8))
        let remote = try Self.wall(server.folder, "remote.toml", "url = \"\(server.url("/files/sensor-with-gap.json"))\"")
        let local = try Self.wall(server.folder, "local.toml", "file = \"\(Self.example)\"")
        for (wall, png) in [(remote, "remote.png"), (local, "local.png")] {
            let r = try Commands.run(Commands.wlcharts!, ["--kiosk", wall, "--png", server.folder + "/" + png, "--size", "480x320"], timeout: 60)
            #expect(r.status == 0, "\(r.err)")
        }
        let a = try Data(contentsOf: URL(fileURLWithPath: server.folder + "/remote.png"))
        let b = try Data(contentsOf: URL(fileURLWithPath: server.folder + "/local.png"))
        #expect(!a.isEmpty && a == b, "the kiosk PNGs differ")
        #expect(server.requests.count == 1 && server.requests[0].hasPrefix("GET /files/sensor-with-gap.json 200"), "\(server.requests)")
        // A server that fails: one line naming the kiosk file, the panel's line and key, the URL and the problem.
        let broken = try Self.wall(server.folder, "broken.toml", "url = \"\(server.url("/status/503"))\"")
        let r = try Commands.run(Commands.wlcharts!, ["--kiosk", broken, "--png", server.folder + "/x.png"], timeout: 60)
        #expect(r.status == 1 && r.errLines.count == 1, "\(r.err)")
        #expect(r.err.hasPrefix("wlcharts: \(broken):4: panel 1 url: \(server.url("/status/503")): HTTP 503"), "\(r.err)")
    }

    /// A URL panel starts with no series: its `hidden` list names series of the first answer, as
    /// a stream panel's does (they were shown before).
    @Test(.enabled(if: HTTPTestServer.python != nil, HTTPTestServer.missingNote))
    func aURLPanelsHiddenListReachesTheSeriesOfItsFirstAnswer() throws {
        let server = try HTTPTestServer()
        try server.write("s.csv", "t,a,b,c\n1700000000000,1,2,3\n1700000060000,4,5,6\n1700000120000,2,3,4\n")
        var panel = Panel(source: .url(server.url("/files/s.csv")), line: 3)
        panel.hidden = ["b"]
        let built = try PanelFactory.make(panel, index: 0, kioskPath: "wall.toml", font: nil)
        let source = try #require(built.remote as? RemoteFileSource)
        let c = built.screen.controller
        source.request()
        #expect(source.receiveAvailable(waiting: 10) == 1)
        built.screen.advance(to: 1)
        built.screen.advance(to: 10)   // any fade-in is over
        #expect(c.model.data.series.map(\.id) == ["a", "b", "c"])
        #expect(c.model.hiddenIDs == ["b"], "b starts hidden; a and c show")
        #expect(c.model.weights == [1, 0, 1])
    }

    @Test(.enabled(if: HTTPTestServer.python != nil, HTTPTestServer.missingNote))
    func aURLPanelKeepsItsLastGoodDataWithTheStatusWhenTheServerFails() throws {
        let server = try HTTPTestServer()
        try server.write("s.csv", "t,a\n1700000000000,1\n1700000060000,4\n1700000120000,2\n1700000180000,5\n")
        var panel = Panel(source: .url(server.url("/files/s.csv")), line: 3)
        panel.refresh = "1m"
        panel.timeout = "5s"
        let built = try PanelFactory.make(panel, index: 0, kioskPath: "wall.toml", font: nil)
        let source = try #require(built.remote as? RemoteFileSource)
        let screen = built.screen
        var file = KioskFile(panels: [panel])
        file.burnIn = nil
        let wall = KioskScreen(file: file, panels: [screen], configured: [built.configured], secondOfDay: { _ in 43_200 })
        wall.resize(width: 480, height: 320, scale: 1)
        let before = Bitmap(width: 480, height: 320), during = Bitmap(width: 480, height: 320)

        source.request()
        #expect(source.receiveAvailable(waiting: 10) == 1)
        wall.advance(to: 1)
        wall.render(into: before)
        #expect(screen.controller.model.count == 4)
        #expect(screen.controller.liveStatus?.problem == nil && screen.controller.liveStatus?.stale == false)

        server.stop()
        source.request()
        #expect(source.receiveAvailable(waiting: 10) == 1)
        wall.advance(to: 2)
        wall.render(into: during)
        #expect(screen.controller.model.count == 4, "the last good data stays")
        let status = try #require(screen.controller.liveStatus)
        #expect(status.stale && status.problem?.contains("connection refused") == true, "\(status)")
        #expect(status.updatedAt != nil, "the time of the last good answer is still shown")
        // The chart is still drawn (as many ink pixels as before, give or take the status line
        // and the stale mark), and the frame shows the failure (it differs from the good one).
        let ink = { (b: Bitmap) in let p = Self.pixels(b); return p.filter { $0 != p[0] }.count }
        let (inkBefore, inkDuring) = (ink(before), ink(during))
        #expect(inkBefore > 2000 && abs(inkDuring - inkBefore) < inkBefore / 4, "\(inkBefore) → \(inkDuring)")
        #expect(Self.pixels(before) != Self.pixels(during), "the failure shows")
    }

    static func pixels(_ b: Bitmap) -> [UInt32] {
        var out: [UInt32] = []
        for y in 0 ..< b.height { for x in 0 ..< b.width { out.append(b[x, y]) } }
        return out
    }

    @Test(.enabled(if: PrometheusServer.available, PrometheusServer.missingNote))
    func aPrometheusPanelShowsTheQueryAndSaysWhatIsWrongWithIt() throws {
        let server = try PrometheusServer(openMetrics: RemoteCommandTests.openMetrics)
        let t0 = RemoteCommandTests.t0
        let range = "\(t0 * 1000)..\((t0 + 7140) * 1000)"
        var panel = Panel(source: .prometheus(server: server.url, queries: ["wall_temp"], legends: ["{{room}}"]), line: 1)
        panel.range = range
        // 120 plot columns over 7140 s: a step of 60 s, exactly the samples.
        let built = try PanelFactory.make(panel, index: 0, kioskPath: "wall.toml", font: nil, columns: 120, waitForData: true)
        let model = built.screen.controller.model
        #expect(model.count == 120)
        let source = try #require(built.remote as? PrometheusSource)
        #expect(source.firstRange.step == 60)

        // Live: the same answer through the loop's path, then the server stops — the data stays.
        let live = try PanelFactory.make(panel, index: 0, kioskPath: "wall.toml", font: nil, columns: 120)
        let remote = try #require(live.remote as? PrometheusSource)
        remote.request()
        remote.receiveAvailable(waiting: 20)
        live.screen.advance(to: 1)
        #expect(live.screen.controller.model.count == 120 && live.screen.controller.liveStatus?.problem == nil)
        server.pause()
        remote.request()
        remote.receiveAvailable(waiting: 20)
        live.screen.advance(to: 2)
        #expect(live.screen.controller.model.count == 120, "the last good data stays")
        #expect(live.screen.controller.liveStatus?.problem == "\(server.url): connection refused")
        #expect(live.screen.controller.liveStatus?.stale == true)
        try server.start()

        // The command: the wall draws; a bad query is one line with the kiosk file's place.
        let ok = try Self.wall(server.folder, "ok.toml", "prometheus = \"\(server.url)\"\nquery = \"wall_temp\"\nrange = \"\(range)\"")
        let r = try Commands.run(Commands.wlcharts!, ["--kiosk", ok, "--png", server.folder + "/ok.png", "--size", "640x400"], timeout: 60)
        #expect(r.status == 0 && FileManager.default.fileExists(atPath: server.folder + "/ok.png"), "\(r.err)")
        let bad = try Self.wall(server.folder, "bad.toml", "prometheus = \"\(server.url)\"\nquery = \"rate(wall_temp[5m]\"\nrange = \"\(range)\"")
        let e = try Commands.run(Commands.wlcharts!, ["--kiosk", bad, "--png", server.folder + "/bad.png"], timeout: 60)
        #expect(e.status == 1 && e.errLines.count == 1, "\(e.err)")
        #expect(e.err.hasPrefix("wlcharts: \(bad):4: panel 1 prometheus: \(server.url): bad_data"), "\(e.err)")
    }

    @Test(.enabled(if: HTTPTestServer.python != nil && Commands.testCompositor != nil, "needs python3 and wlcharts-testcomp — skipped"))
    func inTheWindowAURLPanelRefreshesAndOutlivesItsServer() throws {
        let server = try HTTPTestServer()
        try server.write("s.csv", "t,a\n1700000000000,1\n1700000060000,4\n")
        let wall = try Self.wall(server.folder, "wall.toml", "url = \"\(server.url("/files/s.csv"))\"\nrefresh = \"1s\"")
        let runtime = try Commands.temporaryFolder()   // not the server's folder: it goes with the server
        defer { try? FileManager.default.removeItem(atPath: runtime) }
        let log = runtime + "/compositor.log", errors = runtime + "/wlcharts.err"
        let compositor = try Background(Commands.testCompositor!, ["--socket", "wl-panel", "--size", "480x320"],
                                        environment: ["XDG_RUNTIME_DIR": runtime], log: log)
        defer { compositor.stop() }
        try Commands.waitUntil("the compositor") { Commands.lines(of: log).contains { $0.hasPrefix("ready") } }
        let window = try Background(Commands.wlcharts!, ["--kiosk", wall],
                                    environment: ["XDG_RUNTIME_DIR": runtime, "WAYLAND_DISPLAY": "wl-panel"],
                                    log: runtime + "/wlcharts.out", errorLog: errors)
        defer { window.stop() }
        try Commands.waitUntil("the first frame") { Commands.lines(of: log).contains { $0.hasPrefix("commit 480x320") } }
        // The first request when the window opens, then one a second (unchanged: 304s).
        try Commands.waitUntil("three requests") { server.requests.count >= 3 }
        let log1 = server.requests
        #expect(log1[0].hasPrefix("GET /files/s.csv 200") && log1[1...].allSatisfy { $0.hasPrefix("GET /files/s.csv 304") }, "\(log1)")
        // The server goes: the wall runs on, the problem is said once (not at every retry).
        server.stop()
        usleep(3_500_000)
        let said = Commands.lines(of: errors)
        #expect(window.isRunning, "the wall outlives its server")
        #expect(said.count == 1 && said.first?.contains("connection refused — keeping the last good data, retrying") == true, "\(said)")
    }
}
