import Charts
import SeriesData
import Testing
@testable import Sources

/// A Prometheus source without a server: its requests go to a fake transport that answers from
/// `PrometheusFake`, its timers run on a hand-driven clock. What it asks for (range, step, the
/// query), when (refreshes, the view's rest, back-off) and what it hands on.
@Suite struct PrometheusSourceTests {
    /// On a multiple of 27 s and of 60 s.
    static let now = 1_800_000_000.0 - 1_800_000_000.0.truncatingRemainder(dividingBy: 540)
    static let server = "http://prom:9090"

    struct Rig {
        let transport = FakeTransport()
        let clock = ManualScheduler(now: 1000, wallClock: PrometheusSourceTests.now)
        let warnings = WarningLog()
        let source: PrometheusSource

        init(range: PrometheusSource.Options.RangeSpec = .last(6 * 3600), refresh: Double? = nil) {
            source = PrometheusSource(options: .init(server: PrometheusSourceTests.server, queries: ["up"], range: range,
                                                     refresh: refresh, columns: 800),
                                      transport: transport, scheduler: clock, warn: warnings.warn)
        }

        /// Answers the open request as the server would and delivers it; returns what it asked.
        @discardableResult
        func answer() -> PrometheusRangeParameters? {
            let asked = transport.open.first?.range
            transport.answer(PrometheusFake.answer)
            #expect(clock.deliver() == 1)
            return asked
        }

        /// Fails the open request with "connection refused" and delivers it.
        func fail() {
            transport.fail("connection refused")
            #expect(clock.deliver() == 1)
        }

        /// Runs the clock to the next timer.
        func nextTimer() {
            guard let t = clock.timerTimes.first else { Issue.record("no timer"); return }
            clock.advance(to: t)
        }
    }

    /// A view `seconds` wide ending at `end` (seconds), `columns` wide.
    static func view(_ seconds: Double, endingAt end: Double, columns: Int = 800, following: Bool) -> LiveView {
        LiveView(lower: (end - seconds) * 1000, upper: end * 1000, columns: columns, following: following)
    }

    @Test func theFirstRequestIsTheWholeRangeAtAboutOneSamplePerColumn() throws {
        let rig = Rig()
        rig.source.start()
        let request = try #require(rig.transport.open.first)
        #expect(request.url.hasPrefix("\(Self.server)/api/v1/query_range?") && request.parameter("query") == "up")
        // Six hours over 800 columns: 27 s; the end on the step's grid.
        #expect(request.range == PrometheusRangeParameters(start: Self.now - 21_600, end: Self.now, step: 27))
        rig.answer()
        let u = rig.source.take()
        let chart = try #require(u.charts?.first)
        #expect(chart.title == "up" && chart.series.map(\.id) == ["up"] && chart.x.count == 801)
        #expect(chart.series[0].values[800] == PrometheusFake.value(at: Self.now))
        #expect(u.failure == nil && u.receivedAt == Int64(Self.now * 1000))
        #expect(rig.clock.timerTimes == [1027], "the next refresh a step later")
    }

    @Test func refreshesAskOnlyForWhatIsNewSinceTheLastAnswer() throws {
        let rig = Rig()
        rig.source.start()
        rig.answer()
        _ = rig.source.take()
        for i in 1 ... 3 {
            rig.nextTimer()
            let end = Self.now + Double(27 * i)
            let new = PrometheusRangeParameters(start: end - 27, end: end, step: 27)
            #expect(rig.transport.open.first?.range == new, "the last step again, then the new one")
            rig.answer()
            var u = rig.source.take()
            #expect(u.charts == nil && u.confirmed && u.samples.x == [Int64((end - 27) * 1000), Int64(end * 1000)])
            // A step of the strip passed too: its own data gets the same new range.
            #expect(rig.transport.open.first?.range == new)
            rig.answer()
            u = rig.source.take()
            #expect(u.overview.map(\.upper) == [Int64(end * 1000)] && u.samples.isEmpty)
        }
        #expect(rig.source.plan.spans.count == 1, "the refreshes extend one span")
        #expect(rig.transport.sent.count == 7 && rig.clock.timerTimes == [1000 + 4 * 27])
    }

    @Test func aFixedRangeIsFetchedOnce() {
        let rig = Rig(range: .fixed(Self.now - 7200, Self.now))
        rig.source.start()
        #expect(rig.transport.open.first?.range == PrometheusRangeParameters(start: Self.now - 7200, end: Self.now, step: 9))
        rig.answer()
        #expect(rig.clock.timerTimes.isEmpty, "no refresh")
    }

    @Test func panAndZoomAskForTheViewOnceItRestedTheNewestViewWinning() throws {
        let rig = Rig()
        rig.source.start()
        rig.answer()
        _ = rig.source.take()
        let s = rig.source
        // Two quick moves: one request, for the last view, after it rested 0.3 s.
        s.viewChanged(Self.view(600, endingAt: Self.now - 7200, following: false))
        rig.clock.advance(to: 1000.1)
        let last = Self.view(600, endingAt: Self.now - 3600, following: false)
        s.viewChanged(last)
        rig.clock.advance(to: 1000.35)
        #expect(rig.transport.open.isEmpty, "the view has not rested")
        rig.clock.advance(to: 1000.5)
        let bounds = s.bounds
        let expected = try #require(PrometheusViewPlan.range(for: last, within: bounds))
        #expect(rig.transport.open.first?.range == PrometheusRangeParameters(start: expected.start, end: expected.end, step: expected.step))
        #expect(expected.step == 1 && rig.transport.sent.count == 2, "600 s over 800 columns: 1 s")
        rig.answer()
        let ranges = rig.source.take().ranges
        #expect(ranges.map(\.lower) == [Int64(expected.start * 1000)] && ranges.map(\.upper) == [Int64(expected.end * 1000)])
        #expect(ranges.first?.chart.x.count == Int(expected.end - expected.start) + 1)

        // The user moves on while an answer travels: it is dropped, the new view asked once it rested.
        s.viewChanged(Self.view(600, endingAt: Self.now - 1800, following: false))
        rig.clock.advance(to: 1001)
        #expect(rig.transport.open.count == 1)
        let far = Self.view(600, endingAt: Self.now - 14_400, following: false)
        s.viewChanged(far)
        rig.answer()
        #expect(s.droppedAnswers == 1 && rig.source.take().ranges.isEmpty)
        rig.clock.advance(to: 1001.31)
        let next = try #require(rig.transport.open.first?.range)
        #expect(next.end == Self.now - 14_400 + 300, "the far view and half of it after")
        // A view already fetched at its step costs nothing.
        rig.answer()
        s.viewChanged(Self.view(300, endingAt: Self.now - 14_400, following: false))
        rig.clock.advance(to: 1003)
        #expect(rig.transport.open.isEmpty && rig.transport.sent.count == 4)
    }

    @Test func failuresBackOffSaidOnceAndTheNextAnswerRecovers() throws {
        let rig = Rig()
        rig.source.start()
        rig.answer()
        _ = rig.source.take()
        rig.nextTimer()
        var waits: [Double] = []
        for _ in 0 ..< 7 {
            let t = rig.clock.now
            rig.fail()
            let u = rig.source.take()
            #expect(u.failure == "\(Self.server): connection refused" && u.charts == nil && u.samples.isEmpty)
            waits.append(try #require(rig.clock.timerTimes.first) - t)
            rig.nextTimer()
        }
        #expect(waits == [1, 2, 4, 8, 16, 27, 27], "1, 2, 4… s, capped at the refresh interval")
        #expect(rig.warnings.said == ["\(Self.server): connection refused — keeping the last good data, retrying"],
                "said once")
        // Back: what is new since the last good answer, and the refresh interval again.
        let asked = try #require(rig.transport.open.first?.range)
        #expect(asked.start == Self.now, "from the end of the last good data")
        let t = rig.clock.now
        rig.answer()
        let u = rig.source.take()
        #expect(u.failure == nil && u.confirmed && !u.samples.isEmpty)
        #expect(rig.clock.timerTimes == [t + 27])
        // The strip catches up, then a new failure is said again.
        rig.answer()
        #expect(rig.source.take().overview.count == 1)
        rig.nextTimer()
        rig.transport.fail("HTTP 503 Service Unavailable")
        rig.clock.deliver()
        #expect(rig.warnings.said.count == 2 && rig.warnings.said[1].hasPrefix("\(Self.server): HTTP 503"))
    }

    @Test func theControllerKeepsTheLastGoodDataWhileTheServerFails() {
        let rig = Rig()
        let c = ChartController(charts: [ChartData(x: [], series: [])])
        c.attach(rig.source, options: rig.source.liveOptions)
        rig.source.start()
        rig.answer()
        c.advance(to: 1)
        #expect(c.model.count == 801 && c.liveStatus?.problem == nil && c.liveStatus?.stale == false)
        rig.nextTimer()
        rig.fail()
        c.advance(to: 2)
        #expect(c.model.count == 801, "the data stays")
        #expect(c.liveStatus?.problem == "\(Self.server): connection refused" && c.liveStatus?.stale == true)
        rig.nextTimer()
        rig.answer()
        c.advance(to: 3)
        #expect(c.liveStatus?.problem == nil && c.liveStatus?.stale == false)
        #expect(c.model.data.x.last == Int64(rig.clock.wallClock * 1000) / 27_000 * 27_000, "and grows again")
    }

    @Test func theOverviewIsAskedApartWhenTheStripsWidthChangesItsStep() throws {
        let rig = Rig()
        rig.source.start()
        rig.answer()
        #expect(rig.source.take().overview.count == 1, "the first answer is the strip's too")
        // A narrower plot: the whole range is fetched finer than it needs, so no view request; the
        // strip's step is 54 s now and it is asked for apart once the view rested.
        rig.source.viewChanged(Self.view(21_600, endingAt: Self.now, columns: 400, following: true))
        rig.nextTimer()
        let asked = try #require(rig.transport.open.first?.range)
        #expect(asked == PrometheusRangeParameters(start: Self.now - 21_600, end: Self.now, step: 54))
        rig.answer()
        let u = rig.source.take()
        #expect(u.overview.count == 1 && u.overview[0].chart.x.count == 401 && u.ranges.isEmpty)
        #expect(rig.transport.sent.count == 2)
    }
}
