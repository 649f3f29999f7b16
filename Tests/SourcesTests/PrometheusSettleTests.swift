import Foundation
import SeriesData
import Testing
@testable import Sources

/// A server that answers its newest samples with the value before them until they settle
/// (VictoriaMetrics' `-search.latencyOffset`, 30 s): a refresh asks for the last `settle`
/// seconds again, and what changed there replaces its range — nothing when nothing changed.
@Suite struct PrometheusSettleTests {
    /// On a multiple of 15 s.
    static let now = 1_800_000_000.0 - 1_800_000_000.0.truncatingRemainder(dividingBy: 15)

    /// The true value at `t` seconds.
    static func value(at t: Double) -> Double { Double(Int(t) / 15 % 50) }

    /// VictoriaMetrics' answer at wall clock `wall`: points after `wall - 30` repeat the last
    /// value at or before it (`holding`; else every point's own value, as Prometheus answers).
    static func answer(at wall: Double, holding: Bool = true) -> (HTTPRequest) -> Result<HTTPAnswer, HTTPFailure> {
        { request in
            let r = request.range!
            var values: [String] = []
            for t in stride(from: r.start, through: r.end, by: r.step) {
                let held = holding && t > wall - 30 ? value(at: ((wall - 30) / 15).rounded(.down) * 15) : value(at: t)
                values.append("[\(Int64(t)),\"\(held)\"]")
            }
            let body = "{\"status\":\"success\",\"data\":{\"resultType\":\"matrix\",\"result\":[{\"metric\":{\"__name__\":\"v\"},"
                + "\"values\":[\(values.joined(separator: ","))]}]}}"
            return .success(HTTPAnswer(status: 200, body: Array(body.utf8), contentType: "application/json"))
        }
    }

    let transport = FakeTransport()
    let clock = ManualScheduler(now: 1000, wallClock: now)

    func source(settle: Double) -> PrometheusSource {
        // An hour over 240 columns: a step of 15 s.
        PrometheusSource(options: .init(server: "http://vm:8428", queries: ["v"], range: .last(3600), columns: 240),
                         transport: transport, scheduler: clock, warn: { _ in }, settle: settle)
    }

    func respond(holding: Bool = true) {
        transport.answer(Self.answer(at: clock.wallClock, holding: holding))
        #expect(clock.deliver() == 1)
    }

    @Test func theHeldBackSamplesAreAskedAgainAndReplacedOnceTheySettled() throws {
        let s = source(settle: 30)
        s.start()
        respond()
        let first = try #require(s.take().charts?.first)
        let n = first.x.count
        #expect(first.series[0].values[n - 2] == Self.value(at: Self.now - 30), "held back: the value 30 s before")
        #expect(first.series[0].values[n - 1] == Self.value(at: Self.now - 30))

        // 15 s on: the last 30 s again and the new point.
        clock.advance(to: try #require(clock.timerTimes.first))
        let asked = try #require(transport.open.first?.range)
        #expect(asked == PrometheusRangeParameters(start: Self.now - 30, end: Self.now + 15, step: 15))
        respond()
        let u = s.take()
        // Now − 15 settled (it is 30 s old): its true value replaces the held one.
        let range = try #require(u.ranges.first)
        #expect(u.ranges.count == 1 && range.lower == Int64((Self.now - 30) * 1000) && range.upper == Int64(Self.now * 1000) - 1)
        #expect(range.chart.x == [Int64((Self.now - 30) * 1000), Int64((Self.now - 15) * 1000)])
        #expect(range.chart.series[0].values == [Self.value(at: Self.now - 30), Self.value(at: Self.now - 15)])
        #expect(u.samples.x == [Int64(Self.now * 1000), Int64((Self.now + 15) * 1000)], "from the old end on: appended")
        #expect(u.charts == nil && u.failure == nil)
    }

    @Test func aServerThatHoldsNothingBackCostsNoReplacement() throws {
        let s = source(settle: 30)
        s.start()
        respond(holding: false)
        _ = s.take()
        for i in 1 ... 3 {
            clock.advance(to: try #require(clock.timerTimes.first))
            let end = Self.now + Double(15 * i)
            #expect(transport.open.first?.range == PrometheusRangeParameters(start: end - 45, end: end, step: 15))
            respond(holding: false)
            let u = s.take()
            #expect(u.ranges.isEmpty, "nothing changed behind the edge: no model rebuild")
            #expect(u.samples.x == [Int64((end - 15) * 1000), Int64(end * 1000)])
            if !transport.open.isEmpty {   // the strip's own request for what is new
                respond(holding: false)
                _ = s.take()
            }
        }
    }

    @Test func withoutSettleOnlyTheLastPointIsAskedAgain() throws {
        let s = source(settle: 0)
        s.start()
        respond()
        _ = s.take()
        clock.advance(to: try #require(clock.timerTimes.first))
        #expect(transport.open.first?.range == PrometheusRangeParameters(start: Self.now, end: Self.now + 15, step: 15))
        respond()
        #expect(s.take().ranges.isEmpty)
    }

    @Test func recentSamplesDifferOnlyWhenAValueOrATimeChanged() {
        var r = RecentSamples()
        let a = SampleBatch(x: [1000, 2000, 3000], columns: [[1, .nan, 3]])
        r.record(a, ids: ["a"], since: 2000)
        #expect(!r.differ(SampleBatch(x: [2000, 3000], columns: [[.nan, 3]]), ids: ["a"]), "a gap equals a gap")
        #expect(r.differ(SampleBatch(x: [2000, 3000], columns: [[.nan, 4]]), ids: ["a"]))
        #expect(r.differ(SampleBatch(x: [1000], columns: [[1]]), ids: ["a"]), "forgotten: before `since`")
        #expect(r.differ(SampleBatch(x: [3000], columns: [[3], [5]]), ids: ["a", "b"]), "a new series with a value")
        #expect(!r.differ(SampleBatch(x: [3000], columns: [[3], [.nan]]), ids: ["a", "b"]), "a new series' gap")
    }
}
