import Testing
import Raster
@testable import Charts
@testable import SeriesData

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

    /// A lit preset is saved by name and comes back as that preset over the data there is now:
    /// "5D" on a file that grew is its newest five days, not the five days it was saved on.
    @Test func aPresetComesBackOverTheDataOfNow() {
        let presets = ControllerOptions(presets: true)
        let a = ChartController(charts: [T.lines(400)], options: presets)
        let five = RangePreset.fiveDays.window(in: a.feel.interaction.constraints)
        a.setRange(xMin: five.lower, xMax: five.upper)
        let saved = a.viewState
        #expect(saved.preset == .fiveDays && saved.window == five)

        let grown = ChartController(charts: [T.lines(430)], options: presets)
        grown.restore(saved)
        let now = RangePreset.fiveDays.window(in: grown.feel.interaction.constraints)
        #expect(now.lower == five.lower + 30 * T.day, "30 days later")
        #expect(grown.snapshot.window == now && grown.activePreset == .fiveDays && grown.chosenPreset == .fiveDays)
        #expect(grown.snapshot.activePreset == .fiveDays && !grown.isAnimating)
        #expect(grown.viewState.preset == .fiveDays)

        // Without --presets the saved window stands.
        let plain = ChartController(charts: [T.lines(430)])
        plain.restore(saved)
        #expect(plain.snapshot.window == five && plain.viewState.preset == nil)
        // A window no preset matches saves none.
        a.setRange(xMin: five.lower - 3 * T.day, xMax: five.upper - T.day)
        #expect(a.viewState.preset == nil)
    }

    /// A zoomed day is saved by its start and comes back zoomed at once, the way out leading to
    /// the overview's saved window; a day that lost its chart is left out.
    @Test func aZoomedDayComesBackZoomedAtOnce() {
        let chart = T.lines()
        let jan = Double(chart.x[300])
        let a = ChartController(charts: [chart], days: T.FakeDays(dayStart: jan))
        a.setRange(xMin: jan - 10 * T.day, xMax: jan + 10 * T.day)
        a.setHighlight(index: 300)
        a.adopt(T.frame(a))
        a.handle(.key(.enter, time: 1))
        a.advance(to: 3)
        let saved = a.viewState
        #expect(saved.day == jan && !saved.pie && saved.preset == nil)
        #expect(saved.window == XWindow(jan - 10 * T.day, jan + 10 * T.day), "the overview's window")

        let days = T.FakeDays(dayStart: jan)
        let b = ChartController(charts: [chart], days: days)
        b.restore(saved)
        #expect(days.loads == 1 && b.model.data.title == "Day" && b.snapshot.zoomedIn)
        #expect(b.snapshot.window == XWindow(jan, jan + 23 * 3_600_000), "the day chart's extent, at once")
        #expect(!b.isAnimating && b.feel.dayZoom.amount(at: b.now) == 1)
        #expect(b.viewState == saved)
        b.adopt(T.frame(b))
        b.handle(.key(.escape, time: 1))
        b.advance(to: 3)
        #expect(!b.snapshot.zoomedIn && b.snapshot.window == saved.window, "out to the saved overview window")

        // The day has no chart any more: the overview at the saved window.
        let c = ChartController(charts: [chart], days: T.FakeDays(dayStart: jan + T.day))
        c.restore(saved)
        #expect(!c.snapshot.zoomedIn && c.snapshot.window == saved.window && c.viewState.day == nil)
    }

    /// A percentage chart's pie comes back over its saved window; a slice chosen in it does not
    /// (like the highlight, it is where a finger rested).
    @Test func aPieComesBackOverItsWindow() {
        let a = ReloadKeepsZoomTests.pie()   // over points 100…200, a slice chosen
        let x = a.model.data.x
        let saved = a.viewState
        #expect(saved.pie && saved.day == nil && saved.window == XWindow(Double(x[100]), Double(x[200])))

        let b = ChartController(charts: [T.lines(400, percentage: true)])
        b.restore(saved)
        #expect(b.snapshot.pie != nil && b.snapshot.zoomedIn && b.snapshot.window == saved.window && !b.isAnimating)
        let shares = { (c: ChartController) in c.snapshot.pie?.shares.map { $0.value(at: c.now) } }
        #expect(shares(b) == shares(a), "the same averages")
        #expect(b.snapshot.pie?.selected == nil && a.snapshot.pie?.selected != nil)
        #expect(b.viewState == saved)
    }
}
