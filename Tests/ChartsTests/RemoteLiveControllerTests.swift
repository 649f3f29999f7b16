import Testing
@testable import Charts

/// A source on a server through the state owner: whole charts anew (a refetched file) keep the
/// view or follow the edge, a confirmation (304) counts as fresh data, a failure keeps the data
/// and marks it stale with the reason until data comes again.
@Suite struct RemoteLiveControllerTests {
    final class FakeRemote: LiveSource {
        var next = LiveUpdate(seriesIDs: [], samples: SampleBatch(series: 0))
        func take() -> LiveUpdate {
            let u = next
            next = LiveUpdate(seriesIDs: u.seriesIDs, samples: SampleBatch(series: u.seriesIDs.count), failure: u.failure)
            return u
        }
    }

    static let t0: Int64 = 1_700_000_000_000

    static func chart(_ n: Int) -> ChartData {
        let x = (0 ..< n).map { t0 + Int64($0) * 60_000 }
        return ChartData(title: "remote", x: x, series: [Series(id: "a", name: "a", color: Series.palette[0], kind: .line,
                                                                 values: (0 ..< n).map { Double($0 % 7) })])
    }

    @Test func refetchedChartsReplaceTheDataAndFollowTheEdge() {
        let source = FakeRemote()
        let c = ChartController(charts: [ChartData(x: [], series: [])])
        source.next.charts = [Self.chart(100)]
        source.next.receivedAt = Self.t0
        c.attach(source)
        c.adopt(ChartControllerTests.frame(c))
        #expect(c.model.count == 100)
        #expect(c.snapshot.window.upper == Double(Self.t0 + 99 * 60_000))
        let span = c.snapshot.window.span
        source.next.charts = [Self.chart(120)]
        c.advance(to: 1)
        #expect(c.model.count == 120)
        #expect(c.snapshot.window.upper == Double(Self.t0 + 119 * 60_000), "at the edge: follows")
        #expect(c.snapshot.window.span == span)
        // Panned back: a refetch keeps the view.
        c.setRange(xMin: Double(Self.t0), xMax: Double(Self.t0 + 30 * 60_000))
        source.next.charts = [Self.chart(130)]
        c.advance(to: 2)
        #expect(c.model.count == 130)
        #expect(c.snapshot.window == XWindow(Double(Self.t0), Double(Self.t0 + 30 * 60_000)))
    }

    @Test func aFailureKeepsTheDataStaleWithItsReasonUntilDataOrAConfirmationComes() {
        let source = FakeRemote()
        let c = ChartController(charts: [ChartData(x: [], series: [])])
        source.next.charts = [Self.chart(50)]
        source.next.receivedAt = Self.t0
        c.attach(source)
        c.advance(to: 1)
        #expect(c.liveStatus?.stale == false && c.liveStatus?.problem == nil)
        source.next.failure = "http://h/x.json: connection refused"
        c.advance(to: 2)
        #expect(c.model.count == 50, "the last good data stays")
        #expect(c.liveStatus?.stale == true)
        #expect(c.liveStatus?.problem == "http://h/x.json: connection refused")
        #expect(c.liveStatus?.updatedAt == Self.t0, "the time of the last success")
        c.advance(to: 3)
        #expect(c.liveStatus?.stale == true, "still failing")
        source.next.failure = nil
        source.next.confirmed = true
        source.next.receivedAt = Self.t0 + 60_000
        c.advance(to: 4)
        #expect(c.liveStatus?.stale == false && c.liveStatus?.problem == nil)
        #expect(c.liveStatus?.updatedAt == Self.t0 + 60_000, "a 304 is fresh data")
    }
}
