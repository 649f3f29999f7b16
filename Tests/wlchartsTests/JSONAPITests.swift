import Foundation
@testable import Sources
import SeriesData
@testable import Adapters
import Testing
import Screens
@testable import wlcharts

/// JSON APIs on a loopback server (issue 32): Home Assistant's history, Glances' history and
/// Open-Meteo's forecast as they answer, read with `--json-path` where the records are not
/// found alone, the token of `--header-file` sent with every request (seen by the server), and
/// a bad header file refused with its line.
@Suite(.serialized, .enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"),
       .enabled(if: HTTPTestServer.python != nil, HTTPTestServer.missingNote))
struct JSONAPITests {
    /// Home Assistant's `/api/history/period/…`: one array of state changes per entity.
    static let homeAssistant = """
    [[{"entity_id":"sensor.kitchen","state":"20.5","attributes":{"unit_of_measurement":"°C"},"last_changed":"2026-11-27T10:00:00+00:00"},
      {"entity_id":"sensor.kitchen","state":"21.5","last_changed":"2026-11-27T10:05:00+00:00"},
      {"entity_id":"sensor.kitchen","state":"22.0","last_changed":"2026-11-27T10:10:00+00:00"}],
     [{"entity_id":"sensor.hall","state":"18","last_changed":"2026-11-27T10:00:00+00:00"},
      {"entity_id":"sensor.hall","state":"18.5","last_changed":"2026-11-27T10:05:00+00:00"},
      {"entity_id":"sensor.hall","state":"19","last_changed":"2026-11-27T10:10:00+00:00"}]]
    """
    /// Glances' `/api/4/cpu/history`: a series of [time, value] pairs per field.
    static let glances = """
    {"user": [["2026-11-27T10:00:00.000000", 10.5], ["2026-11-27T10:00:03.000000", 12.0], ["2026-11-27T10:00:06.000000", 11.25]],
     "system": [["2026-11-27T10:00:00.000000", 2.0], ["2026-11-27T10:00:03.000000", 3.0], ["2026-11-27T10:00:06.000000", 2.5]]}
    """
    /// Open-Meteo's `/v1/forecast?hourly=temperature_2m`: columns under "hourly".
    static let openMeteo = """
    {"latitude": 52.52, "longitude": 13.41, "utc_offset_seconds": 0, "hourly_units": {"time": "iso8601", "temperature_2m": "°C"},
     "hourly": {"time": ["2026-11-27T00:00", "2026-11-27T01:00", "2026-11-27T02:00"], "temperature_2m": [3.1, 2.8, 2.5]}}
    """

    /// A plain JSON API of one's own (docs/sources.md, "A JSON API of your own"): the first `n`
    /// readings, an array of records under a key beside the answer's own fields.
    static func readings(_ n: Int) -> String {
        let rows = [("10:00", 21.5, 40), ("10:01", 21.7, 41), ("10:02", 21.6, 41), ("10:03", 22.1, 43)].prefix(n)
            .map { "{\"time\": \"2026-11-27T\($0.0):00Z\", \"temperature\": \($0.1), \"humidity\": \($0.2)}" }
        return "{\"status\": \"ok\", \"count\": \(n), \"readings\": [\n  " + rows.joined(separator: ",\n  ") + "]}\n"
    }

    static func wlcharts(_ arguments: [String]) throws -> Commands.Finished {
        try Commands.run(Commands.wlcharts!, arguments, timeout: 60)
    }

    static func check(_ arguments: [String]) throws -> [String] {
        let r = try wlcharts(arguments + ["--check"])
        #expect(r.status == 0, "\(arguments): \(r.err)")
        return r.out.split(separator: "\n").map(String.init)
    }

    @Test func homeAssistantsHistoryIsASeriesPerEntityAndTheTokenIsSent() throws {
        let server = try HTTPTestServer()
        try server.write("history.json", Self.homeAssistant)
        let headers = server.folder + "/ha.headers"
        try "# a long-lived access token\nAuthorization: Bearer t0ken\n".write(toFile: headers, atomically: true, encoding: .utf8)
        let url = server.url("/files/history.json?filter_entity_id=sensor.kitchen,sensor.hall")
        let lines = try Self.check([url, "--header-file", headers, "--series-from", "entity_id", "--x", "last_changed"])
        #expect(lines.contains("\(url): sensor.kitchen = 22.0") && lines.contains("\(url): sensor.hall = 19.0"), "\(lines)")
        #expect(server.requests.count == 1 && server.requests[0].hasSuffix("authorization=Bearer t0ken"), "\(server.requests)")
        let png = server.folder + "/ha.png"
        let drawn = try Self.wlcharts([url, "--header-file", headers, "--series-from", "entity_id", "--x", "last_changed", "--png", png])
        #expect(drawn.status == 0 && FileManager.default.fileExists(atPath: png), "\(drawn.err)")
    }

    @Test func glancesHistoryIsASeriesPerField() throws {
        let server = try HTTPTestServer()
        try server.write("cpu.json", Self.glances)
        let url = server.url("/files/cpu.json")
        let lines = try Self.check([url])
        #expect(lines.contains("\(url): user = 11.25") && lines.contains("\(url): system = 2.5"), "\(lines)")
    }

    @Test func openMeteosColumnsAreFoundWithJSONPath() throws {
        let server = try HTTPTestServer()
        try server.write("forecast.json", Self.openMeteo)
        let url = server.url("/files/forecast.json")
        let lines = try Self.check([url, "--json-path", "hourly"])
        #expect(lines.contains("\(url): temperature_2m = 2.5"), "\(lines)")
        // Without it: where the records might be, in one line.
        let r = try Self.wlcharts([url, "--check"])
        #expect(r.status == 1 && r.errLines.count == 1 && r.err.contains("say where with --json-path"), "\(r.err)")
    }

    /// The worked example of docs/sources.md: the records under `readings` are found without
    /// `--json-path`, and each `--refresh` fetches the answer again with its new readings.
    @Test @MainActor func aPlainAPIsRecordsUnderAKeyAreChartedAndFetchedAgain() throws {
        let server = try HTTPTestServer()
        try server.write("readings.json", Self.readings(3))
        let url = server.url("/files/readings.json")
        let lines = try Self.check([url, "--refresh", "10s"])
        #expect(lines.contains("\(url): temperature = 21.6") && lines.contains("\(url): humidity = 41.0"), "\(lines)")
        // What the window's loop does every --refresh: ask again, take what changed.
        let source = RemoteFileSource(url: url, refresh: 10, timeout: 5, fetch: FileFetch(headers: [:], load: LoadOptions()))
        source.request()
        #expect(source.receiveAvailable(waiting: 10) == 1)
        let first = try #require(source.take().charts?.first)
        #expect(first.series.map(\.id) == ["temperature", "humidity"] && first.x.count == 3 && first.series[0].values.last == 21.6)
        try server.write("readings.json", Self.readings(4))
        source.request()
        #expect(source.receiveAvailable(waiting: 10) == 1)
        let next = try #require(source.take().charts?.first)
        #expect(next.x.count == 4 && next.series[0].values.last == 22.1 && next.series[1].values.last == 43)
        source.request()
        #expect(source.receiveAvailable(waiting: 10) == 1)
        #expect(source.take().confirmed && source.unchangedAnswers == 1, "an unchanged answer is 304, headers only")
    }

    @Test func aBadHeaderFileIsRefusedWithItsLine() throws {
        let server = try HTTPTestServer()
        let headers = server.folder + "/bad.headers"
        try "Authorization: Bearer x\nX-Token abc\n".write(toFile: headers, atomically: true, encoding: .utf8)
        let r = try Self.wlcharts([server.url("/files/x.json"), "--header-file", headers, "--check"])
        #expect(r.status != 0 && r.errLines.count == 1 && r.err.contains("\(headers):2: not a header line 'Name: value'"), "\(r.err)")
        #expect(server.requests.isEmpty, "nothing is fetched")
        let missing = try Self.wlcharts([server.url("/files/x.json"), "--header-file", server.folder + "/none", "--check"])
        #expect(missing.status != 0 && missing.err.contains(server.folder + "/none: cannot be read"), "\(missing.err)")
    }

    @Test @MainActor func refetchesSendTheHeadersAndStayConditional() throws {
        let server = try HTTPTestServer()
        try server.write("cpu.json", Self.glances)
        let source = RemoteFileSource(url: server.url("/files/cpu.json"), refresh: 60, timeout: 5,
                                      fetch: FileFetch(headers: ["Authorization": "Bearer k"], load: LoadOptions()))
        source.request()
        #expect(source.receiveAvailable(waiting: 10) == 1)
        #expect(source.take().charts?.first?.series.map(\.id) == ["user", "system"])
        source.request()
        #expect(source.receiveAvailable(waiting: 10) == 1)
        #expect(source.take().confirmed && source.unchangedAnswers == 1)
        let log = server.requests
        #expect(log.count == 2 && log[1].contains(" 304 ") && log.allSatisfy { $0.hasSuffix("authorization=Bearer k") }, "\(log)")
    }

    @Test func aWallPanelSendsItsHeaderFile() throws {
        let server = try HTTPTestServer()
        try server.write("cpu.json", Self.glances)
        try "Authorization: Basic d2FsbA==\n".write(toFile: server.folder + "/g.headers", atomically: true, encoding: .utf8)
        let wall = server.folder + "/wall.toml"
        try "burn_in = \"off\"\n\n[[panel]]\nurl = \"\(server.url("/files/cpu.json"))\"\nheader_file = \"g.headers\"\n"
            .write(toFile: wall, atomically: true, encoding: .utf8)
        let r = try Self.wlcharts(["--kiosk", wall, "--png", server.folder + "/w.png", "--size", "480x320"])
        #expect(r.status == 0, "\(r.err)")
        #expect(server.requests.count == 1 && server.requests[0].hasSuffix("authorization=Basic d2FsbA=="), "\(server.requests)")
        try "Authorization Basic\n".write(toFile: server.folder + "/g.headers", atomically: true, encoding: .utf8)
        let bad = try Self.wlcharts(["--kiosk", wall, "--png", server.folder + "/w.png"])
        #expect(bad.status == 1 && bad.errLines.count == 1
                && bad.err.contains("\(wall):5: panel 1 header_file: \(server.folder)/g.headers:1: not a header line"), "\(bad.err)")
    }
}
