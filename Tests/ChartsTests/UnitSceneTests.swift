import Foundation
import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// Charts in a unit, looked at (issue 33): the memory of two hosts in bytes (`--unit bytes`:
/// y labels 0, 2.5 GiB … 15 GiB, the board and value tags in GiB) and request latency in
/// milliseconds from a CSV header (`p99 (ms)`: labels in ms, the spike read as such).
@Suite(.enabled(if: SceneFixtures.fontAvailable, SceneFixtures.examplesMissingNote))
struct UnitSceneTests {
    static let start = 1_714_521_600   // 2024-05-01T00:00:00Z

    static func stamp(_ seconds: Int) -> String {
        let days = seconds / 86400, s = seconds % 86400
        return String(format: "2024-05-%02dT%02d:%02d:00Z", 1 + days, s / 3600, s % 3600 / 60)
    }

    /// Two days every 10 minutes: a daily swing and a creeping leak on web-1, in bytes.
    static let memory: String = {
        let g = 1024.0 * 1024 * 1024
        var rows = ["time,web-1,web-2"]
        for i in 0 ..< 2 * 24 * 6 {
            let h = Double(i % 144) / 6
            let a = 9.5 * g + 3.2 * g * sin((h - 8) / 24 * 2 * .pi) + 0.4 * g * sin(Double(i) * 0.37) + Double(i / 90) * 0.6 * g
            let b = 5.1 * g + 1.4 * g * sin((h - 14) / 24 * 2 * .pi) + 0.3 * g * cos(Double(i) * 0.23)
            rows.append("\(stamp(i * 600)),\(Int(a)),\(Int(b))")
        }
        return rows.joined(separator: "\n") + "\n"
    }()

    /// Six hours every minute: p50 and p99 in milliseconds, a quarter-hour spike of the p99.
    static let latency: String = {
        var rows = ["time,p50 (ms),p99 (ms)"]
        for i in 0 ..< 6 * 60 {
            let x = Double(i)
            let p50 = 42 + 8 * sin(x / 45) + 3 * sin(x * 0.7)
            let p99 = 180 + 60 * sin(x / 30) + 25 * cos(x * 0.43) + (200 ..< 215 ~= i ? 520 : 0)
            rows.append("\(stamp(i * 60)),\(NumberFormat.fixed(p50, decimals: 1)),\(NumberFormat.fixed(p99, decimals: 1))")
        }
        return rows.joined(separator: "\n") + "\n"
    }()

    static func screen(_ csv: String, width: Int, height: Int, options: ControllerOptions) throws -> ChartScreen {
        let charts = try ChartLoader.read(Array(csv.utf8), path: "units.csv", options: LoadOptions()).charts
        let screen = ChartScreen(charts: charts, textRenderer: try SceneFixtures.textRenderer(),
                                 boldTextRenderer: SceneFixtures.boldTextRenderer(), options: options)
        screen.resize(width: width, height: height, scale: 1)
        let c = screen.controller
        c.setHighlight(index: c.model.nearestIndex(to: c.xMin + (c.xMax - c.xMin) * 0.62))
        return screen
    }

    @Test func memoryInGiB() throws {
        let style: [ChartStyle.Setting] = [.init("unit", "bytes"), .init("value_tags", "true")]
        for (theme, w, h) in [(Theme.Kind.day, 1280, 800), (.night, 480, 800)] {
            let screen = try Self.screen(Self.memory, width: w, height: h, options: ControllerOptions(theme: theme, style: style))
            // The axis steps in GiB.
            let span = screen.controller.snapshot.axes[0].labels.current
            #expect((span.upper - span.lower) / 6 == 2.5 * 1024 * 1024 * 1024, "\(theme)")
            Golden.check(SceneFixtures.render(screen), named: "units-memory-gib-\(w)x\(h)-\(theme.rawValue)",
                         tolerance: ExampleSceneTests.tolerance)
        }
    }

    @Test func latencyInMilliseconds() throws {
        for (theme, w, h) in [(Theme.Kind.day, 1280, 800), (.night, 480, 800)] {
            let screen = try Self.screen(Self.latency, width: w, height: h, options: ControllerOptions(theme: theme))
            #expect(screen.controller.model.data.series.map(\.label) == ["p50 (ms)", "p99 (ms)"])
            Golden.check(SceneFixtures.render(screen), named: "units-latency-ms-\(w)x\(h)-\(theme.rawValue)",
                         tolerance: ExampleSceneTests.tolerance)
        }
    }

    /// The summary and speech say the values in the unit.
    @Test func theSummaryWritesAndSpeaksTheUnit() throws {
        let data = try ChartLoader.read(Array(Self.latency.utf8), path: "units.csv", options: LoadOptions()).charts[0]
        let summary = ChartSummary(data: data, index: 0, window: data.viewDomain)
        #expect(summary.text.contains("p99: lowest "))
        #expect(summary.text.contains(" ms on "), "\(summary.text)")
        #expect(summary.spokenText.contains(" milliseconds on "))
        var units = ChartUnits()
        try units.apply(unit: "bytes")
        let mem = try ChartLoader.read(Array(Self.memory.utf8), path: "m.csv", options: LoadOptions()).charts[0]
        #expect(ChartSummary(data: mem, index: 0, window: mem.viewDomain, units: units).text.contains(" GiB on "))
        let model = ChartModel(data: mem, hidden: [])
        let sentence = PointReading.sentence(model, index: 0, units: units)
        #expect(sentence.contains("web-1 ") && sentence.contains("gibibytes"), "\(sentence)")
    }
}
