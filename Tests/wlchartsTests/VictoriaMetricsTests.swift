import Charts
import Foundation
import Kiosk
@testable import Sources
import SeriesData
@testable import Adapters
import Testing
import Wayland
@testable import wlcharts

/// The Prometheus source against a real VictoriaMetrics (issue 32), its data imported through
/// `/api/v1/import/prometheus`: the exact values, `--check` and `--png` (the same picture as a
/// real Prometheus with the same data draws), its own error message in one line, a pan's range
/// query at the finer step, and live refreshes over the samples it holds back at first
/// (`-search.latencyOffset`), corrected once they settle; a kiosk panel through the one factory.
@Suite(.serialized, .enabled(if: VictoriaMetricsServer.available, VictoriaMetricsServer.missingNote),
       .enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"))
@MainActor
struct VictoriaMetricsTests {
    static let t0 = RemoteCommandTests.t0

    /// `RemoteCommandTests.openMetrics` as VictoriaMetrics imports it (milliseconds).
    static let samples: [String] = (0 ..< 120).flatMap { i in
        ["wall_temp{room=\"lab\"} \(20 + i % 5) \((t0 + 60 * i) * 1000)",
         "wall_temp{room=\"hall\"} \(10 + i % 3) \((t0 + 60 * i) * 1000)"]
    }

    static let range = "\(t0 * 1000)..\((t0 + 7140) * 1000)"

    static func wlcharts(_ arguments: [String]) throws -> Commands.Finished {
        try Commands.run(Commands.wlcharts!, arguments, timeout: 60)
    }

    @Test func theValuesAreTheServersAndTheCommandsDrawAndCheckThem() throws {
        let server = try VictoriaMetricsServer()
        try server.importSamples(Self.samples)
        // 7140 s over 120 columns: a step of 60 s, exactly the samples.
        let o = PrometheusSource.Options(server: server.url, queries: ["wall_temp"], legends: ["{{room}}"],
                                         range: .fixed(Double(Self.t0), Double(Self.t0 + 7140)), columns: 120)
        let chart = try #require(try PrometheusSource(options: o).fetchOnce().first)
        #expect(Set(chart.series.map(\.id)) == ["lab", "hall"])
        #expect(chart.x == (0 ..< 120).map { Int64(Self.t0 + 60 * $0) * 1000 })
        #expect(chart.series.first { $0.id == "lab" }?.values == (0 ..< 120).map { Double(20 + $0 % 5) })
        #expect(chart.series.first { $0.id == "hall" }?.values == (0 ..< 120).map { Double(10 + $0 % 3) })

        let base = ["--prometheus", server.url, "--query", "wall_temp", "--legend", "{{room}}", "--range", Self.range]
        let check = try Self.wlcharts(base + ["--check"])
        #expect(check.status == 0, "\(check.err)")
        let lines = check.out.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("\(server.url): ") == true && lines.first?.contains("2 series") == true, "\(lines)")
        #expect(Set(lines.dropFirst()) == ["\(server.url): lab = 24.0", "\(server.url): hall = 12.0"], "\(lines)")

        let png = server.folder + "/vm.png"
        let drawn = try Self.wlcharts(base + ["--png", png, "--size", "480x320"])
        #expect(drawn.status == 0, "\(drawn.err)")
        let bytes = try #require(FileManager.default.contents(atPath: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        if PrometheusServer.available {
            // The same data in a real Prometheus: the same picture, byte for byte.
            let prometheus = try PrometheusServer(openMetrics: RemoteCommandTests.openMetrics)
            let other = server.folder + "/prometheus.png"
            let p = try Self.wlcharts(["--prometheus", prometheus.url] + base.dropFirst(2) + ["--png", other, "--size", "480x320"])
            #expect(p.status == 0, "\(p.err)")
            #expect(FileManager.default.contents(atPath: other) == bytes, "VictoriaMetrics and Prometheus draw alike")
        }

        // VictoriaMetrics' own message (its errorType is the HTTP status), verbatim in one line.
        let bad = try Self.wlcharts(["--prometheus", server.url, "--query", "rate(wall_temp", "--range", Self.range,
                                     "--png", server.folder + "/x.png"])
        #expect(bad.status == 1 && bad.errLines.count == 1, "\(bad.err)")
        #expect(bad.err.contains("\(server.url): 422: error when executing query=") && bad.err.contains("rate(wall_temp"),
                "\(bad.err)")
    }

    /// A `prometheus` kiosk panel on VictoriaMetrics: the exact values through `PanelFactory`, and
    /// the server's error from `--kiosk --png` in one line with the kiosk file's place.
    @Test func aKioskPanelReadsItAsAPrometheusPanelDoes() throws {
        let server = try VictoriaMetricsServer()
        try server.importSamples(Self.samples)
        var panel = Panel(source: .prometheus(server: server.url, queries: ["wall_temp"], legends: ["{{room}}"]), line: 1)
        panel.range = Self.range
        let built = try PanelFactory.make(panel, index: 0, kioskPath: "wall.toml", font: nil, columns: 120, waitForData: true)
        let model = built.screen.controller.model
        #expect(model.count == 120)
        #expect(model.data.series.first { $0.id == "lab" }?.values == (0 ..< 120).map { Double(20 + $0 % 5) })
        #expect(model.data.series.first { $0.id == "hall" }?.values == (0 ..< 120).map { Double(10 + $0 % 3) })

        // The command (a good wall draws as Prometheus's does, PanelFactoryTests): the server's error.
        let bad = try PanelFactoryTests.wall(server.folder, "bad.toml",
                                             "prometheus = \"\(server.url)\"\nquery = \"rate(wall_temp\"\nrange = \"\(Self.range)\"")
        let e = try Commands.run(Commands.wlcharts!, ["--kiosk", bad, "--png", server.folder + "/bad.png"], timeout: 60)
        #expect(e.status == 1 && e.errLines.count == 1, "\(e.err)")
        #expect(e.err.hasPrefix("wlcharts: \(bad):4: panel 1 prometheus: \(server.url): 422: error when executing query="), "\(e.err)")
    }

    @Test func aPanAsksForTheVisibleRangeAtItsOwnStep() throws {
        let server = try VictoriaMetricsServer()
        try server.importSamples(Self.samples)
        let source = PrometheusSource(options: .init(server: server.url, queries: ["wall_temp"], legends: ["{{room}}"],
                                                     range: .fixed(Double(Self.t0), Double(Self.t0 + 7140)), columns: 120))
        source.request()
        #expect(source.receiveAvailable(waiting: 20) == 1)
        #expect(source.take().charts?.first?.x.count == 120)
        // Ten minutes over 600 columns: 1 s asked; the server repeats each minute's sample.
        source.viewChanged(LiveView(lower: Double(Self.t0 + 3000) * 1000, upper: Double(Self.t0 + 3600) * 1000,
                                    columns: 600, following: false))
        let asked = try #require(source.requestView(at: monotonicSeconds() + source.plan.debounce + 0.01))
        #expect(asked.step == 1 && asked.start <= Double(Self.t0 + 3000) && asked.end >= Double(Self.t0 + 3600), "\(asked)")
        #expect(source.receiveAvailable(waiting: 20) == 1)
        let u = source.take()
        let part = try #require(u.ranges.first?.chart)
        #expect(u.failure == nil && part.x.count == Int(asked.end - asked.start) + 1)
        let lab = try #require(part.series.first { $0.id == "lab" })
        for (t, v) in zip(part.x, lab.values) {
            let minute = (Int(t / 1000) - Self.t0) / 60
            #expect(v == Double(20 + minute % 5), "at \(t)")
        }
    }

    /// Samples every 5 s around now, 0…6 repeating; VictoriaMetrics answers its newest 5 s with
    /// the value before them (`-search.latencyOffset=5s`) until they settle.
    @Test func liveRefreshesCorrectTheSamplesTheServerHeldBack() throws {
        let server = try VictoriaMetricsServer(options: ["-search.latencyOffset=5s"])
        let now = Int(Date().timeIntervalSince1970) / 5 * 5
        func value(_ t: Int) -> Double { Double(t / 5 % 7) }
        // Samples ahead of now too (stored, shown once their time came): none is missing later.
        try server.importSamples(stride(from: now - 300, through: now + 60, by: 5).map { "live_v \(value($0)) \($0 * 1000)" },
                                 visible: 61)
        // 200 s over 40 columns: a step of 5 s.
        let source = PrometheusSource(options: .init(server: server.url, queries: ["live_v"], range: .last(200), columns: 40))
        #expect(source.settle == PrometheusSource.settleDefault)
        source.request()
        #expect(source.receiveAvailable(waiting: 20) == 1)
        let first = try #require(source.take().charts?.first)
        let x = first.x.map { Int($0 / 1000) }, v = first.series[0].values
        #expect(x.last.map { v[x.count - 1] != value($0) } == true, "the newest sample is held back: \(x.suffix(2)) \(v.suffix(2))")
        #expect(zip(x, v).dropLast().allSatisfy { $0.1 == value($0.0) || $0.0 > (x.last ?? 0) - 10 })
        // Later: the held sample settled; the refresh asks for it again and corrects it.
        usleep(7_000_000)
        source.request()
        #expect(source.receiveAvailable(waiting: 20) == 1)
        let u = source.take()
        #expect(u.failure == nil)
        var corrected: [Int: Double] = [:]
        for r in u.ranges { for (t, v) in zip(r.chart.x, r.chart.series[0].values) { corrected[Int(t / 1000)] = v } }
        for (t, v) in zip(u.samples.x, u.samples.columns[0]) { corrected[Int(t / 1000)] = v }
        let settled = Int(Date().timeIntervalSince1970) - 6
        let held = try #require(x.last)
        #expect(corrected[held] == value(held), "the held sample now has its value: \(corrected)")
        for (t, v) in corrected where t <= settled { #expect(v == value(t), "at \(t)") }
    }
}
