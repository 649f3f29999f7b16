import Charts
import Testing
@testable import Sources
import SeriesData

/// When a Prometheus source asks again, decided from the times it is given (no server, no
/// clock): the refresh interval follows the step of what is shown — zoomed in at the live edge a
/// finer step refreshes more often, never below 5 s — a refresh scheduled for the old, longer
/// interval is brought forward, and the overview's coarse strip is asked for what is new of a
/// moving range only once a step of it has passed.
@Suite struct PrometheusRefreshTests {
    /// Six hours before `now`, 800 columns: 27 s.
    static let now = 1_800_000_000.0
    static func source(refresh: Double? = nil, range: PrometheusSource.Options.RangeSpec = .last(6 * 3600)) -> PrometheusSource {
        PrometheusSource(options: .init(server: "http://127.0.0.1:9", queries: ["up"], range: range, refresh: refresh,
                                         columns: 800),
                         transport: FakeTransport(), scheduler: ManualScheduler(wallClock: now), warn: { _ in })
    }

    /// A view of the last `seconds` before `end` (seconds), 800 columns wide.
    static func view(last seconds: Double, before end: Double, following: Bool = true) -> LiveView {
        LiveView(lower: (end - seconds) * 1000, upper: end * 1000, columns: 800, following: following)
    }

    static func chart(_ from: Double, _ to: Double, step: Double) -> ChartData {
        let x = stride(from: from, through: to, by: step).map { Int64($0 * 1000) }
        return ChartData(x: x, series: [Series(id: "up", name: "up", color: Series.palette[0], kind: .line,
                                               values: x.map { _ in 1 })])
    }

    @Test func theRefreshIntervalFollowsTheStepShownWithAFloor() {
        let s = Self.source()
        let end = s.firstRange.end
        #expect(s.firstRange.step == 27 && s.pacing.refresh == 27, "the whole range's step at first")
        s.viewChanged(Self.view(last: 2 * 3600, before: end))
        #expect(s.appendStep == 9 && s.pacing.refresh == 9, "two hours at the edge: 9 s")
        s.viewChanged(Self.view(last: 600, before: end))
        #expect(s.appendStep == 1 && s.pacing.refresh == 5, "ten minutes: 1 s, refreshed every 5 s (the floor)")
        s.viewChanged(Self.view(last: 600, before: end - 3600, following: false))
        #expect(s.pacing.refresh == 27, "looking back only the strip moves: its step")
        s.viewChanged(Self.view(last: 6 * 3600, before: end))
        #expect(s.pacing.refresh == 27, "the whole range again")
        var back = s.pacing
        #expect(back.next(after: "x: connection refused") == 1 && back.next(after: "x: connection refused") == 2,
                "the back-off is capped by the interval now")

        let fixed = Self.source(refresh: 10)
        fixed.viewChanged(Self.view(last: 600, before: end))
        #expect(fixed.pacing.refresh == 10, "--refresh wins")
        fixed.viewChanged(Self.view(last: 6 * 3600, before: end))
        #expect(fixed.pacing.refresh == 10)
    }

    @Test func aRefreshScheduledForALongerIntervalIsBroughtForward() {
        let s = Self.source()
        let end = s.firstRange.end
        s.refreshAt = 1000 + 27   // scheduled at t = 1000 for 27 s
        #expect(s.soonerRefresh(at: 1001) == nil, "nothing changed")
        s.viewChanged(Self.view(last: 2 * 3600, before: end))
        #expect(s.soonerRefresh(at: 1001) == 9, "26 s away, the interval is 9 s now")
        #expect(s.soonerRefresh(at: 1020) == nil, "7 s away: sooner than the interval already")
        let fixed = Self.source(range: .fixed(Self.now - 3600, Self.now))
        fixed.refreshAt = 1027
        #expect(fixed.soonerRefresh(at: 1001) == nil, "a fixed range does not refresh")
    }

    /// A series that first appears in a refresh brings its query's unit to the live update
    /// (the controller gives it to the new series; issue 33).
    @Test func aNewSeriesOfARefreshBringsItsUnit() throws {
        let s = Self.source()
        let r = s.firstRange
        s.receive(.full(Self.chart(r.start, r.end, step: r.step), end: r.end, ids: ["up"]))
        _ = s.take()
        s.receive(.append(SampleBatch(series: 2), end: r.end + 5, step: 1, ids: ["up", "mem"], units: ["mem": "bytes"]))
        let u = s.take()
        #expect(u.seriesIDs == ["up", "mem"])
        #expect(u.units["mem"]?.quantity == .bytes && u.units["up"] == nil)
    }

    @Test func theOverviewOfAMovingRangeIsAskedForWhatIsNewOnceAStepPassed() throws {
        let s = Self.source()
        let r = s.firstRange
        #expect(s.nextOverviewRange(at: 0) == nil, "nothing before the first answer")
        s.receive(.full(Self.chart(r.start, r.end, step: r.step), end: r.end, ids: ["up"]))
        #expect(s.take().overview.count == 1, "the first answer is the strip's too")
        #expect(s.nextOverviewRange(at: 0) == nil, "the strip has the whole range at its step")
        // Refreshes at the edge, zoomed in: 5 s apart.
        s.viewChanged(Self.view(last: 600, before: r.end))
        #expect(s.nextOverviewRange(at: 0) == nil, "the strip's width did not change")
        var end = r.end
        for _ in 0 ..< 5 {
            end += 5
            s.receive(.append(SampleBatch(series: 1), end: end, step: 1, ids: ["up"]))
            #expect(s.nextOverviewRange(at: 0) == nil, "less than a step of the strip: \(end - r.end) s")
        }
        end += 5   // 30 s on: one 27 s step of the strip passed
        s.receive(.append(SampleBatch(series: 1), end: end, step: 1, ids: ["up"]))
        let next = try #require(s.nextOverviewRange(at: 0))
        #expect(next == PrometheusRange(start: r.end, end: r.end + 27, step: 27, relative: false))
        // A failure waits for the back-off.
        s.overviewFailed("x: connection refused", at: 100)
        #expect(s.nextOverviewRange(at: 100.5) == nil, "the first back-off is 1 s")
        #expect(s.nextOverviewRange(at: 101) == next)
        s.pending.failure = "x: connection refused"   // as the failure's event leaves it
        s.receive(.overview(Self.chart(next.start, next.end, step: 27), next))
        let u = s.take()
        #expect(u.overview.map(\.upper) == [Int64(next.end * 1000)])
        #expect(u.confirmed && u.failure == nil, "the server answered: no longer failing")
        #expect(s.nextOverviewRange(at: .infinity) == nil, "caught up")
    }
}
