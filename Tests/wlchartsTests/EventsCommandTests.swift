import Charts
import Foundation
import Kiosk
import SeriesData
@testable import Adapters
import Testing
@testable import wlcharts

/// `--events FILE` and `--alerts` (issue 33): a broken line refuses the file on the command line
/// (exit 1, one line naming file:line) and is a warning in a kiosk panel, the rest kept; a
/// panel's `events` and `legend_values` keys reach the screen; a real Prometheus's firing alert
/// is an event span.
@MainActor
@Suite struct EventsCommandTests {
    static let csv = "time,load\n2024-05-01T00:00:00Z,1\n2024-05-01T06:00:00Z,3\n2024-05-01T12:00:00Z,2\n2024-05-01T18:00:00Z,4\n"
    static let events = "time,text\n2024-05-01T06:00:00Z,deploy\nnoon,broken\n2024-05-01T15:00:00Z,restart\n"

    @Test(.enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"))
    func aBrokenLineRefusesTheFileOnTheCommandLine() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.csv.write(toFile: folder + "/load.csv", atomically: true, encoding: .utf8)
        try Self.events.write(toFile: folder + "/ev.csv", atomically: true, encoding: .utf8)
        let r = try Commands.run(Commands.wlcharts!, [folder + "/load.csv", "--events", folder + "/ev.csv", "--png", folder + "/o.png"])
        #expect(r.status == 1)
        #expect(r.err == "wlcharts: \(folder)/ev.csv:3: 'noon' is not a time (the file's times are ISO-8601 date-times)\n")
        try "time,text\n2024-05-01T06:00:00Z,deploy\n".write(toFile: folder + "/ev.csv", atomically: true, encoding: .utf8)
        let good = try Commands.run(Commands.wlcharts!, [folder + "/load.csv", "--events", folder + "/ev.csv", "--png", folder + "/e.png"])
        #expect(good.status == 0, "\(good.err)")
        let plain = try Commands.run(Commands.wlcharts!, [folder + "/load.csv", "--png", folder + "/p.png"])
        #expect(plain.status == 0)
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/e.png")) != Data(contentsOf: URL(fileURLWithPath: folder + "/p.png")))
        let missing = try Commands.run(Commands.wlcharts!, [folder + "/load.csv", "--events", folder + "/none.csv", "--png", folder + "/m.png"])
        #expect(missing.status == 1 && missing.err == "wlcharts: --events \(folder)/none.csv: no such file\n", "\(missing.err)")
    }

    /// A wall's events and monitor are its panels' keys: the options are refused with `--kiosk`,
    /// naming the key (never silently ignored).
    @Test(.enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"))
    func eventOptionsWithAKioskNameThePanelKey() throws {
        for (option, key) in [(["--alerts"], "alerts = true on a prometheus panel"),
                              (["--event-query", "up"], "event_query = \"…\" on a prometheus panel"),
                              (["--events", "e.csv"], "events = \"FILE\" on a panel"), (["--monitor"], "monitor = true on a panel")] {
            let r = try Commands.run(Commands.wlcharts!, ["--kiosk", "/nonexistent/wall.toml"] + option)
            #expect(r.status == 1 && r.err == "wlcharts: \(option[0]) does not go with --kiosk: a wall's panels take it from the kiosk file (\(key); docs/kiosk.md)\n",
                    "\(r.err)")
        }
    }

    @Test func aPanelKeepsTheGoodEventsAndItsLegendValues() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.csv.write(toFile: folder + "/load.csv", atomically: true, encoding: .utf8)
        try Self.events.write(toFile: folder + "/ev.csv", atomically: true, encoding: .utf8)
        let path = folder + "/wall.toml"
        try "burn_in = \"off\"\n\n[[panel]]\nfile = \"load.csv\"\nevents = \"ev.csv\"\nlegend_values = \"last,max\"\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        let file = try KioskFile.load(path: path)
        #expect(file.panels[0].events == folder + "/ev.csv", "relative to the kiosk file")
        let built = try PanelFactory.make(file.panels[0], index: 0, kioskPath: path, font: nil)
        #expect(built.screen.controller.events.events.map(\.text) == ["deploy", "restart"], "the broken line left out, the rest kept")
        #expect(built.configured.style.contains(ChartStyle.Setting("legend_values", "last,max")))
        #expect(built.screen.controller.style.legendValues == [.last, .max] && built.screen.controller.style.legendLarge)
    }

    @Test func aBadLegendValuesKeyNamesThePanel() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try Self.csv.write(toFile: folder + "/load.csv", atomically: true, encoding: .utf8)
        let path = folder + "/wall.toml"
        try "burn_in = \"off\"\n\n[[panel]]\nfile = \"load.csv\"\nlegend_values = \"last,p99\"\n".write(toFile: path, atomically: true, encoding: .utf8)
        let file = try KioskFile.load(path: path)
        var line: String?
        do { _ = try PanelFactory.make(file.panels[0], index: 0, kioskPath: path, font: nil) } catch { line = "\(error)" }
        #expect(line?.hasPrefix("\(path):5: panel 1 legend_values: ") == true, "\(line ?? "no error")")
    }

    /// A rule that always fires, evaluated every second: `/api/v1/alerts` lists it firing, and it
    /// reads as one event span tagged with its severity.
    @Test(.enabled(if: PrometheusServer.available, PrometheusServer.missingNote))
    func aRealPrometheusFiringAlertIsAnEvent() throws {
        let rules = """
        groups:
          - name: test
            rules:
              - alert: AlwaysFiring
                expr: vector(1)
                labels: {severity: page}
                annotations: {summary: "always on"}
        """
        let server = try PrometheusServer(openMetrics: "# TYPE x gauge\nx 1 1714521600\n# EOF\n", rules: rules)
        defer { server.stop() }
        var events: [ChartEvent] = []
        let deadline = Date().addingTimeInterval(20)
        while events.isEmpty && Date() < deadline {
            if case .success(let a) = HTTPFetcher(timeout: 5).getAndWait(server.url + "/api/v1/alerts") {
                let now = Int64(Date().timeIntervalSince1970 * 1000)
                events = try PrometheusAlerts.events(a.body, server: server.url, now: now)
            }
            if events.isEmpty { usleep(300_000) }
        }
        let e = try #require(events.first, "no firing alert within 20 s")
        #expect(events.count == 1)
        #expect(e.text == "AlwaysFiring: always on")
        #expect(e.tags == ["alert", "page"])
        #expect(e.end != nil && e.end! >= e.start)
    }
}
