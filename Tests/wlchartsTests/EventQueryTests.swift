import Charts
import Foundation
import Kiosk
import SeriesData
@testable import Adapters
import Testing
@testable import wlcharts

/// `--event-query PROMQL` and a prometheus panel's `event_query` and `alerts` keys (issue 33)
/// against a real Prometheus: each change of the query's result is an event over the chart;
/// the keys are checked where they are written.
@MainActor
@Suite struct EventQueryTests {
    static let t0 = 1_714_521_600   // 2024-05-01T00:00:00Z
    /// A deployment's generation: 1, then 2 at 00:20, 3 at 00:40 (a sample a minute).
    static let data = "# TYPE deploy_generation gauge\n" + (0 ..< 60).map { m in
        "deploy_generation{deployment=\"web\"} \(m < 20 ? 1 : m < 40 ? 2 : 3) \(t0 + m * 60)\n"
    }.joined() + "# EOF\n"

    /// A kiosk file of one Prometheus panel in a new folder (the caller removes the folder).
    static func wall(_ server: String, _ extra: String, range: String = "2024-05-01T00:00:00Z..2024-05-01T01:00:00Z") throws
        -> (path: String, file: KioskFile) {
        let folder = try Commands.temporaryFolder()
        let path = folder + "/wall.toml"
        try """
        [[panel]]
        prometheus = "\(server)"
        query = "deploy_generation"
        range = "\(range)"
        \(extra)
        """.write(toFile: path, atomically: true, encoding: .utf8)
        return (path, try KioskFile.load(path: path))
    }

    @Test(.enabled(if: PrometheusServer.available, PrometheusServer.missingNote))
    func eachChangeOfTheResultIsAnEvent() throws {
        let server = try PrometheusServer(openMetrics: Self.data)
        defer { server.stop() }
        let changes = try Self.wall(server.url, "event_query = \"changes(deploy_generation[1m]) > 0\"")
        defer { try? FileManager.default.removeItem(atPath: (changes.path as NSString).deletingLastPathComponent) }
        let built = try PanelFactory.make(changes.file.panels[0], index: 0, kioskPath: changes.path, font: nil)
        let events = built.screen.controller.events.events
        let ms = Int64(Self.t0) * 1000
        #expect(events.map(\.start) == [ms + 20 * 60_000, ms + 40 * 60_000], "\(events)")
        #expect(events.allSatisfy { $0.text == "{deployment=\"web\"}" && $0.tags == ["query"] }, "\(events)")

        let values = try Self.wall(server.url, "event_query = \"deploy_generation\"")
        defer { try? FileManager.default.removeItem(atPath: (values.path as NSString).deletingLastPathComponent) }
        let byValue = try PanelFactory.make(values.file.panels[0], index: 0, kioskPath: values.path, font: nil).screen.controller.events.events
        #expect(byValue.map(\.text) == ["deploy_generation{deployment=\"web\"}", "deploy_generation{deployment=\"web\"}: 1 → 2",
                                        "deploy_generation{deployment=\"web\"}: 2 → 3"], "\(byValue)")
    }

    /// A range that starts after the series did (and off the query's steps): no event before the
    /// range's start, and the series being there at the start is no change.
    @Test(.enabled(if: PrometheusServer.available, PrometheusServer.missingNote))
    func onlyTheChangesWithinTheSourcesRangeAreEvents() throws {
        let server = try PrometheusServer(openMetrics: Self.data)
        defer { server.stop() }
        let wall = try Self.wall(server.url, "event_query = \"deploy_generation\"", range: "2024-05-01T00:10:07Z..2024-05-01T01:00:00Z")
        defer { try? FileManager.default.removeItem(atPath: (wall.path as NSString).deletingLastPathComponent) }
        let events = try PanelFactory.make(wall.file.panels[0], index: 0, kioskPath: wall.path, font: nil).screen.controller.events.events
        let ms = Int64(Self.t0) * 1000
        #expect(events.map(\.start) == [ms + 20 * 60_000, ms + 40 * 60_000], "\(events)")
        #expect(events.map(\.text) == ["deploy_generation{deployment=\"web\"}: 1 → 2", "deploy_generation{deployment=\"web\"}: 2 → 3"])
    }

    @Test(.enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"),
          .enabled(if: PrometheusServer.available, PrometheusServer.missingNote))
    func theCommandLineDrawsTheEvents() throws {
        let server = try PrometheusServer(openMetrics: Self.data)
        defer { server.stop() }
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let args = ["--prometheus", server.url, "--query", "deploy_generation",
                    "--range", "2024-05-01T00:00:00Z..2024-05-01T01:00:00Z", "--size", "640x360"]
        let with = try Commands.run(Commands.wlcharts!, args + ["--event-query", "changes(deploy_generation[1m]) > 0", "--png", folder + "/e.png"])
        #expect(with.status == 0, "\(with.err)")
        let without = try Commands.run(Commands.wlcharts!, args + ["--png", folder + "/p.png"])
        #expect(without.status == 0, "\(without.err)")
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder + "/e.png")) != Data(contentsOf: URL(fileURLWithPath: folder + "/p.png")))
        let bad = try Commands.run(Commands.wlcharts!, args + ["--event-query", "changes(", "--png", folder + "/b.png"])
        #expect(bad.status == 1 && bad.errLines.count == 1 && bad.err.contains("--event-query") && bad.err.contains("parse error"), "\(bad.err)")
        let noServer = try Commands.run(Commands.wlcharts!, [folder + "/x.csv", "--event-query", "up", "--png", folder + "/n.png"])
        #expect(noServer.status == 1 && noServer.err == "wlcharts: --event-query: needs --prometheus URL (the server asked for the events)\n",
                "\(noServer.err)")
    }

    @Test func theKeysAreForAPrometheusPanelAndOneSourceOfEvents() {
        func problem(_ body: String) -> String {
            do { _ = try KioskFile.parse("[[panel]]\n" + body + "\n", path: "wall.toml"); return "no error" } catch { return error.description }
        }
        #expect(problem("file = \"a.csv\"\nalerts = true") == "wall.toml:3: panel 1 alerts: only a prometheus panel has alerts")
        #expect(problem("prometheus = \"http://p\"\nquery = \"up\"\nalerts = true\nevent_query = \"up\"")
                == "wall.toml:5: panel 1 event_query: a panel has one source of events: events, alerts or event_query, not both alerts and event_query")
        #expect(problem("prometheus = \"http://p\"\nquery = \"up\"\nalerts = \"yes\"") == "wall.toml:4: panel 1 alerts: must be true or false, not a string")
        #expect(problem("prometheus = \"http://p\"\nquery = \"up\"\nalerts = false\nevents = \"e.csv\"") == "no error")
    }
}
