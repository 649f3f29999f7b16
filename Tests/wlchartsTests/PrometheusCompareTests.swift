import Charts
import Foundation
import Raster
import Screens
import SeriesData
@testable import Sources
import Testing
@testable import Adapters
@testable import wlcharts

/// `--compare 7d` against a real Prometheus (data backfilled by promtool): the chart's last day
/// and, laid over it, the day a week before — the comparison's values are the server's a week
/// earlier, through the command line's specs, the screen and the source as the window builds them.
@Suite(.serialized, .enabled(if: PrometheusServer.available, PrometheusServer.missingNote))
@MainActor
struct PrometheusCompareTests {
    /// Eight days before `RemoteCommandTests.t0` (seconds), a sample every 5 minutes.
    static let start = RemoteCommandTests.t0 - 8 * 86400
    /// i mod 13: a week (2016 samples) later the pattern has moved on by one.
    static let openMetrics: String = {
        var s = "# TYPE site_visits gauge\n"
        for i in 0 ..< 8 * 288 { s += "site_visits{site=\"shop\"} \(i % 13) \(start + 300 * i)\n" }
        return s + "# EOF\n"
    }()

    static func value(at t: Int64) -> Double { Double((Int(t) - start) / 300 % 13) }

    @Test func theOverlayIsTheServersDataAWeekEarlier() throws {
        let server = try PrometheusServer(openMetrics: Self.openMetrics)
        // The last day: 86100 s over 287 columns, a step of 300 s — exactly the data.
        let from = Self.start + 7 * 86400, to = Self.start + 8 * 86400 - 300
        var o = PrometheusSource.Options(server: server.url, queries: ["site_visits"], legends: ["{{site}}"],
                                         range: .fixed(Double(from), Double(to)), columns: 287)
        o.timeout = 20
        let view = try ViewSpec(options: PNGOptions.parse(["--compare", "7d", "--size", "900x500"]), rangeOfSource: true)
        let built = try ScreenFactory.make(.remote(.prometheus(o), live: LiveOptions()), view, waitForData: true)
        let data = built.screen.controller.model.data
        let ids: [String] = data.series.map { $0.id }, names: [String] = data.series.map { $0.name }
        #expect(ids == ["shop", "shop@-7d"])
        #expect(names == ["shop", "shop · 7 days ago"])
        let times: [Int64] = (0 ..< 288).map { (i: Int) -> Int64 in Int64(from + 300 * i) * 1000 }
        #expect(data.x == times)
        let now = data.series[0].values, then = data.series[1].values
        let expectedNow: [Double] = data.x.map { (t: Int64) -> Double in Self.value(at: t / 1000) }
        let weekEarlier: [Double] = data.x.map { (t: Int64) -> Double in Self.value(at: t / 1000 - 7 * 86400) }
        #expect(now == expectedNow)
        #expect(then == weekEarlier, "the server's a week earlier")
        #expect(zip(now, then).contains { $0 != $1 }, "a week earlier differs")
        // Drawn: the comparison's pill in the legend.
        #expect(built.screen.controller.model.data.series[1].comparison?.source == "shop")
        let bitmap = Bitmap(width: 900, height: 500)
        built.screen.resize(width: 900, height: 500, scale: 1)
        built.screen.render(into: bitmap)
        if let out = ProcessInfo.processInfo.environment["WLCHARTS_COMPARE_PNG"] { try Data(PNG.encode(bitmap)).write(to: URL(fileURLWithPath: out)) }
    }
}
