import Testing
import Raster
@testable import Charts

/// The view state that survives a restart, read from the controller and restored into a new
/// one: the chart, the window, hidden series and the skin come back; what no longer fits the
/// data is left alone.
@Suite struct ChartViewStateTests {
    typealias T = ChartControllerTests

    /// Two charts: the second with series "c" and "d".
    static func charts() -> [ChartData] {
        var second = T.lines(300)
        second.title = "Second"
        second.series[0].id = "c"
        second.series[1].id = "d"
        return [T.lines(), second]
    }

    @Test func aChangedViewComesBackInANewController() {
        let a = ChartController(charts: Self.charts())
        let initial = a.viewState
        #expect(initial == ChartViewState(chartIndex: 0, window: a.snapshot.window, hidden: [], theme: .day))
        a.selectChart(1)
        let x = a.model.data.x
        a.setRange(xMin: Double(x[20]), xMax: Double(x[80]))
        a.setSeriesShown(1, false)
        a.setThemeKind(.night)
        let saved = a.viewState
        #expect(saved == ChartViewState(chartIndex: 1, window: XWindow(Double(x[20]), Double(x[80])), hidden: ["d"], theme: .night))

        let b = ChartController(charts: Self.charts())
        b.restore(saved)
        #expect(b.viewState == saved)
        let s = b.snapshot
        #expect(s.chartIndex == 1 && s.window == XWindow(Double(x[20]), Double(x[80])) && s.theme == Theme.night)
        #expect(b.model.weights == [1, 0] && !b.isAnimating, "restored at once, not eased")
    }

    @Test func aGestureCountsItsTargetAndAZoomedDayTheOverviewsWindow() {
        let chart = T.lines()
        let jan = Double(chart.x[300])
        let c = ChartController(charts: [chart], days: T.FakeDays(dayStart: jan))
        c.setRange(xMin: jan - 10 * T.day, xMax: jan + 10 * T.day)
        c.adopt(T.frame(c))
        c.handle(.key(.zoomIn, time: 1))   // eases: the state is where it is heading
        let heading = c.feel.interaction.targetWindow
        #expect(c.isAnimating && c.viewState.window == heading && c.snapshot.window != heading)
        c.advance(to: 3)
        c.setHighlight(index: 300)
        c.handle(.key(.enter, time: 4))
        c.advance(to: 6)
        #expect(c.snapshot.zoomedIn && c.viewState.window == heading, "the overview's window, not the day's")
    }

    @Test func whatNoLongerFitsIsLeftAlone() {
        let c = ChartController(charts: [T.lines()])
        let start = c.viewState
        // A chart the file no longer has, a window outside the data, unknown ids: ignored.
        c.restore(ChartViewState(chartIndex: 5, window: XWindow(0, 1000), hidden: ["zz"], theme: .day))
        #expect(c.viewState == start)
        // Every series hidden: the last one stays.
        c.restore(ChartViewState(chartIndex: 0, window: nil, hidden: ["a", "b"], theme: .night))
        #expect(c.viewState.hidden == ["a"] && c.viewState.theme == .night && c.model.weights == [0, 1])
        // A window reaching past the data: kept inside it, like --range.
        let d = c.domain
        c.restore(ChartViewState(chartIndex: 0, window: XWindow(d.min - 1e12, d.min + 20 * T.day), hidden: [], theme: .day))
        let w = c.snapshot.window
        #expect(w.lower >= d.min && w.upper <= d.max && w != start.window && c.model.weights == [1, 1], "\(w)")
        c.restore(ChartViewState(chartIndex: 0, window: XWindow(d.min + 10 * T.day, d.min + 30 * T.day), hidden: [], theme: .day))
        #expect(c.snapshot.window == XWindow(d.min + 10 * T.day, d.min + 30 * T.day))
    }

    @Test func aLiveChartFollowingItsSamplesSavesNoWindowAndFollowsAgain() {
        let (c, feed) = LiveControllerTests.live(400)
        #expect(c.viewState.window == nil, "following the newest samples")
        let t0 = Double(LiveControllerTests.t0)
        c.setRange(xMin: t0, xMax: t0 + 100_000)
        c.advance(to: 1)
        #expect(c.viewState.window == XWindow(t0, t0 + 100_000), "panned back: a window")

        let (d, _) = LiveControllerTests.live(400)
        d.restore(c.viewState)
        #expect(d.snapshot.window == XWindow(t0, t0 + 100_000) && d.liveStatus?.following == false)
        let (e, _) = LiveControllerTests.live(400)
        e.restore(ChartViewState(chartIndex: 0, window: nil, hidden: [], theme: .day))
        #expect(e.liveStatus?.following == true && e.viewState.window == nil)
        _ = feed
    }
}
