import Foundation
import SeriesData
import Testing
@testable import Sources

/// An InfluxQL source without a server: the Prometheus source's planning over `/query`, its
/// macros filled from each range asked for (the first, a view's after pan and zoom, the live
/// edge's), the server's errors verbatim, credentials as a header.
@Suite struct InfluxSourceTests {
    static let now = PrometheusSourceTests.now
    static let server = "http://influx:8086"
    static let query = #"SELECT mean("usage_user") FROM "cpu" WHERE $timeFilter GROUP BY time($interval), "host""#

    struct Rig {
        let transport = FakeTransport()
        let clock = ManualScheduler(now: 1000, wallClock: InfluxSourceTests.now)
        let warnings = WarningLog()
        let source: PrometheusSource

        init(api: InfluxQLAPI = InfluxQLAPI(database: "telegraf")) {
            var o = PrometheusSource.Options(server: InfluxSourceTests.server, queries: [InfluxSourceTests.query],
                                             legends: ["{{host}}"], columns: 800)
            o.api = .influxQL(api)
            source = PrometheusSource(options: o, transport: transport, scheduler: clock, warn: warnings.warn)
        }

        /// Answers the open request as InfluxDB would and delivers it; returns its range.
        @discardableResult
        func answer() -> PrometheusRangeParameters? {
            let asked = transport.open.first.flatMap(InfluxFake.range)
            transport.answer(InfluxFake.answer)
            #expect(clock.deliver() == 1)
            return asked
        }
    }

    @Test func theFirstRequestFillsTheMacrosForTheWholeRange() throws {
        let rig = Rig(api: InfluxQLAPI(database: "telegraf", user: "reader", password: "s3cret"))
        rig.source.start()
        let request = try #require(rig.transport.open.first)
        #expect(request.url.hasPrefix("\(Self.server)/query?") && request.parameter("db") == "telegraf"
            && request.parameter("epoch") == "ms")
        let start = Int64(Self.now - 21_600) * 1000, end = Int64(Self.now) * 1000
        #expect(request.parameter("q") == "SELECT mean(\"usage_user\") FROM \"cpu\" WHERE time >= \(start)ms and time <= \(end)ms "
            + "GROUP BY time(27s), \"host\"")
        #expect(request.headers == ["Authorization": "Basic " + Data("reader:s3cret".utf8).base64EncodedString()])
        #expect(!request.url.contains("s3cret"), "never in the URL")
        rig.answer()
        let chart = try #require(rig.source.take().charts?.first)
        #expect(chart.title == Self.query && chart.series.map(\.id) == ["a", "b"] && chart.x.count == 801)
        #expect(chart.series[0].values[800] == InfluxFake.value(at: Self.now, host: "a"))
        #expect(chart.series[1].unit?.quantity == .percent, "usage_* in percent")
    }

    @Test func panAndRefreshReQueryWithTheirOwnRangeAndStep() throws {
        let rig = Rig()
        rig.source.start()
        rig.answer()
        _ = rig.source.take()
        let s = rig.source
        let view = LiveView(lower: (Self.now - 7200) * 1000, upper: (Self.now - 6600) * 1000, columns: 800, following: false)
        s.viewChanged(view)
        rig.clock.advance(to: 1001)
        let expected = try #require(PrometheusViewPlan.range(for: view, within: s.bounds))
        let asked = try #require(rig.answer())
        #expect(asked == PrometheusRangeParameters(start: expected.start, end: expected.end, step: 1), "600 s over 800 columns")
        let ranges = s.take().ranges
        #expect(ranges.first?.lower == Int64(expected.start * 1000) && ranges.first?.chart.series.count == 2)
        // The live edge: what is new since the last answer, at the first step.
        rig.clock.advance(to: 1027.01)
        let edge = try #require(rig.transport.open.first.flatMap(InfluxFake.range))
        #expect(edge == PrometheusRangeParameters(start: Self.now, end: Self.now + 27, step: 27))
    }

    @Test func theServersErrorIsSaidVerbatimOnceAndNothingIsDrawn() {
        let rig = Rig()
        rig.source.start()
        rig.transport.answer(status: 400, body: #"{"error":"error parsing query: found FORM, expected FROM at line 1, char 30"}"#)
        rig.clock.deliver()
        let u = rig.source.take()
        #expect(u.charts == nil && u.failure == "\(Self.server): error parsing query: found FORM, expected FROM at line 1, char 30")
        #expect(rig.warnings.said.count == 1)
        // A proxy's page: the status says more than the body.
        rig.clock.advance(to: rig.clock.timerTimes.first ?? 1001)
        rig.transport.answer(status: 502, body: "<html>bad gateway</html>")
        rig.clock.deliver()
        #expect(rig.source.take().failure == "\(Self.server): HTTP 502 Bad Gateway")
    }

    @Test(arguments: [
        ("$timeFilter", "time >= 1000ms and time <= 2000ms"), ("$__timeFilter", "time >= 1000ms and time <= 2000ms"),
        ("time($interval)", "time(5s)"), ("time($__interval)", "time(5s)"),
    ])
    func macrosAreFilledAsGrafanaFillsThem(_ macro: String, _ filled: String) {
        #expect(InfluxQLAPI.filled(macro, range: PrometheusRange(start: 1, end: 2, step: 5, relative: false)) == filled)
    }
}

/// What an InfluxDB server holds in these tests: `cpu` of hosts `a` and `b`, `usage_user` at `t`
/// seconds `t / 60 mod 97` (plus 100 for `b`), answered at the query's `GROUP BY time(…)` step.
enum InfluxFake {
    static func value(at t: Double, host: String) -> Double { Double(Int(t) / 60 % 97) + (host == "b" ? 100 : 0) }

    /// The range of a request's `$timeFilter` and `$interval` as filled (seconds).
    static func range(_ request: HTTPRequest) -> PrometheusRangeParameters? {
        guard let q = request.parameter("q"),
              let m = q.firstMatch(of: /time >= (\d+)ms and time <= (\d+)ms GROUP BY time\((\d+)s\)/),
              let s = Double(m.1), let e = Double(m.2), let st = Double(m.3) else { return nil }
        return PrometheusRangeParameters(start: s / 1000, end: e / 1000, step: st)
    }

    static func answer(_ request: HTTPRequest) -> Result<HTTPAnswer, HTTPFailure> {
        guard let r = range(request) else { return .failure(HTTPFailure(url: request.url, problem: "no macros filled")) }
        let series = ["a", "b"].map { host in
            let rows = stride(from: r.start, through: r.end, by: r.step).map { "[\(Int64($0 * 1000)),\(value(at: $0, host: host))]" }
            return #"{"name":"cpu","tags":{"host":"\#(host)"},"columns":["time","mean"],"values":[\#(rows.joined(separator: ","))]}"#
        }
        let body = #"{"results":[{"statement_id":0,"series":[\#(series.joined(separator: ","))]}]}"#
        return .success(HTTPAnswer(status: 200, body: Array(body.utf8), contentType: "application/json"))
    }
}
