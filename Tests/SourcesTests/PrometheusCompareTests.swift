import Charts
import SeriesData
import Testing
@testable import Sources

/// `--compare` against the fake server: every query of a cycle is asked again over the range
/// moved back by the shift, its answer moved forward onto the chart as the comparison series —
/// on the first request and again for every view a pan or zoom asks for.
@Suite struct PrometheusCompareTests {
    static let now = PrometheusSourceTests.now
    static let week = 7 * 86400.0

    struct Rig {
        let transport = FakeTransport()
        let clock = ManualScheduler(now: 1000, wallClock: PrometheusCompareTests.now)
        let source: PrometheusSource

        init() {
            var o = PrometheusSource.Options(server: PrometheusSourceTests.server, queries: ["up"], range: .last(6 * 3600), columns: 800)
            o.compare = [CompareShift(milliseconds: 7 * 86_400_000)]
            source = PrometheusSource(options: o, transport: transport, scheduler: clock, warn: WarningLog().warn)
        }

        /// Answers the cycle's requests as the server would, one after the other, and delivers
        /// the cycle's event; returns the ranges asked, in order.
        func answerCycle() -> [PrometheusRangeParameters] {
            var asked: [PrometheusRangeParameters] = []
            while let r = transport.open.first?.range {
                asked.append(r)
                transport.answer(PrometheusFake.answer)
            }
            #expect(clock.deliver() == 1)
            return asked
        }
    }

    /// Every value of `chart`'s comparison equals the server's a week before its time.
    static func expectWeekEarlier(_ chart: ChartData) throws {
        #expect(chart.series.map(\.id) == ["up", "up@-7d"])
        let then = try #require(chart.series.last)
        #expect(chart.x.count > 100)
        for (t, v) in zip(chart.x, then.values) {
            #expect(v == PrometheusFake.value(at: Double(t) / 1000 - week), "at \(t)")
        }
    }

    @Test func theFirstCycleAsksEachQueryAgainAWeekBack() throws {
        let rig = Rig()
        rig.source.start()
        let asked = rig.answerCycle()
        let first = PrometheusRangeParameters(start: Self.now - 21_600, end: Self.now, step: 27)
        #expect(asked == [first, PrometheusRangeParameters(start: first.start - Self.week, end: first.end - Self.week, step: 27)])
        #expect(rig.transport.sent.allSatisfy { $0.parameter("query") == "up" }, "the query as written: no offset to put in it")
        let chart = try #require(rig.source.take().charts?.first)
        try Self.expectWeekEarlier(chart)
        // Marked by the chart that shows it: drawn faded, named for the legend.
        let shown = chart.comparing([CompareShift(milliseconds: 7 * 86_400_000)])
        #expect(shown.series[1].comparison == SeriesComparison(source: "up", shift: CompareShift(milliseconds: 604_800_000)))
        #expect(shown.series[1].name == "up · 7 days ago" && shown.series[1].values.elementsEqual(chart.series[1].values))
    }

    @Test func aPanAsksTheComparisonAgainForTheNewView() throws {
        let rig = Rig()
        rig.source.start()
        _ = rig.answerCycle()
        _ = rig.source.take()
        let view = PrometheusSourceTests.view(600, endingAt: Self.now - 3600, following: false)
        rig.source.viewChanged(view)
        rig.clock.advance(to: 1001)
        let expected = try #require(PrometheusViewPlan.range(for: view, within: rig.source.bounds))
        let asked = rig.answerCycle()
        #expect(asked == [PrometheusRangeParameters(start: expected.start, end: expected.end, step: expected.step),
                          PrometheusRangeParameters(start: expected.start - Self.week, end: expected.end - Self.week, step: expected.step)])
        let ranges = rig.source.take().ranges
        #expect(ranges.count == 1)
        try Self.expectWeekEarlier(try #require(ranges.first?.chart))
    }

    @Test func aServerAligningItsStepsToTheEpochLandsOnTheChartsTimes() {
        // A shift of 7 days is not a whole number of 27 s steps: an aligned answer's times are
        // moved to the nearest of the range's.
        let r = PrometheusRange(start: Self.now - 270, end: Self.now, step: 27, relative: false)
        let shift = CompareShift(milliseconds: 604_800_000)
        let aligned = stride(from: ((r.start - Self.week) / 27).rounded(.down) * 27, through: r.end - Self.week, by: 27).map { Int64($0 * 1000) }
        let m = PrometheusMatrix(series: [.init(labels: [], times: aligned, values: aligned.map { Double($0) })])
        let moved = m.moved(forward: shift, onto: r)
        let grid = stride(from: r.start, through: r.end, by: 27).map { Int64($0 * 1000) }
        #expect(Set(moved.series[0].times).isSubset(of: Set(grid)) && moved.series[0].times.count >= grid.count - 1)
    }
}
