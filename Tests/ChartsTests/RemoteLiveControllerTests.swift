import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// A source on a server through the state owner: whole charts anew (a refetched file) keep the
/// view or follow the edge, a confirmation (304) counts as fresh data, a failure keeps the data
/// and marks it stale with the reason until data comes again.
@Suite struct RemoteLiveControllerTests {
    final class FakeRemote: LiveSource {
        var next = PendingUpdate()
        var hasNews: Bool { next.charts != nil || !next.samples.isEmpty || next.confirmed }
        func take() -> [LiveUpdate] { next.take() }
    }

    static let t0: Int64 = 1_700_000_000_000

    static func chart(_ n: Int) -> ChartData {
        let x = (0 ..< n).map { t0 + Int64($0) * 60_000 }
        return ChartData(title: "remote", x: x, series: [Series(id: "a", name: "a", color: Series.palette[0], kind: .line,
                                                                 values: (0 ..< n).map { Double($0 % 7) })])
    }

    /// A controller that started empty, attached to a fake remote source whose first answer is
    /// `charts` (received at `receivedAt`, if given) and laid out once: what the window has after
    /// a server's first answer.
    static func attached(_ charts: [ChartData], receivedAt: Int64? = nil) -> (ChartController, FakeRemote) {
        let source = FakeRemote()
        let c = ChartController(charts: [ChartData(x: [], series: [])])
        source.next.charts = charts
        if let receivedAt { source.next.receivedAt = receivedAt }
        c.attach(source)
        c.adopt(ChartControllerTests.frame(c))
        return (c, source)
    }

    @Test func refetchedChartsReplaceTheDataAndFollowTheEdge() {
        let (c, source) = Self.attached([Self.chart(100)], receivedAt: Self.t0)
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

/// A source that fetches for the view (Prometheus): the controller tells it the view after
/// frames that changed it, and splices its answers in once the view rests, without a jump.
@Suite struct ViewedSourceControllerTests {
    final class FakeViewed: ViewedSource {
        var next = PendingUpdate()
        var views: [LiveView] = []
        var hasNews: Bool { next.charts != nil || !next.samples.isEmpty || !next.ranges.isEmpty }
        func take() -> [LiveUpdate] { next.take() }
        func viewChanged(_ view: LiveView) { views.append(view) }
    }

    static let t0 = RemoteLiveControllerTests.t0

    /// A line a minute for 100 minutes: i mod 7.
    static func start() -> (ChartController, FakeViewed) {
        let source = FakeViewed()
        let c = ChartController(charts: [ChartData(x: [], series: [])])
        source.next.charts = [RemoteLiveControllerTests.chart(100)]
        c.attach(source)
        c.adopt(ChartControllerTests.frame(c))
        return (c, source)
    }

    @Test func theViewAndThePlotsWidthAreToldWhenTheyChange() throws {
        let (c, source) = Self.start()
        let first = try #require(source.views.last)
        #expect(first == LiveView(lower: Double(Self.t0), upper: Double(Self.t0 + 99 * 60_000), columns: 1248, following: true))
        c.adopt(ChartControllerTests.frame(c))
        #expect(source.views.count == 1, "an unchanged view is not told again")
        c.setRange(xMin: Double(Self.t0), xMax: Double(Self.t0 + 30 * 60_000))
        c.adopt(ChartControllerTests.frame(c))
        #expect(source.views.last == LiveView(lower: Double(Self.t0), upper: Double(Self.t0 + 30 * 60_000), columns: 1248,
                                             following: false))
    }

    @Test func anAnswerReplacesItsRangeKeepingTheViewAndEasingTheScale() throws {
        let (c, source) = Self.start()
        let window = XWindow(Double(Self.t0 + 20 * 60_000), Double(Self.t0 + 40 * 60_000))
        c.setRange(xMin: window.lower, xMax: window.upper)
        c.advance(to: 1)
        let yBefore = c.snapshot.yWindow(0)
        // Every 10 s for minutes 20…40, values 100 + i: finer and higher.
        let x = (0 ... 120).map { Self.t0 + 20 * 60_000 + Int64($0) * 10_000 }
        let part = ChartData(x: x, series: [Series(id: "a", name: "a", color: Series.palette[0], kind: .line,
                                                   values: (0 ... 120).map { 100 + Double($0) })])
        source.next.ranges = [RangeData(lower: x[0], upper: x.last!, chart: part)]
        source.next.confirmed = true
        // Mid-drag it waits: the gesture keeps its chart.
        c.handle(.pointerDown(button: .primary, Point(600, 300), time: 1.5))
        c.advance(to: 2)
        #expect(c.model.count == 100, "not while a finger or button holds the view")
        c.handle(.pointerUp(button: .primary, Point(600, 300), time: 2.1))
        c.advance(to: 2.2)
        #expect(c.model.count == 100 - 21 + 121, "minutes 20…40 are the answer's 121 points")
        #expect(c.model.data.series[0].values[20 ..< 141].elementsEqual((0 ... 120).map { 100 + Double($0) }))
        #expect(c.model.data.series[0].values[19] == Double(19 % 7) && c.model.data.series[0].values[141] == Double(41 % 7))
        #expect(c.snapshot.window == window, "the view does not move")
        #expect(c.snapshot.yWindow(0) == yBefore, "the y scale starts where it was…")
        c.advance(to: 3)
        #expect(c.snapshot.yWindow(0).max > 200, "…and eases to the new data")
    }
}
