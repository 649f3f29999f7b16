import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// A reload (the file rewritten or replaced, a refetch) keeps the pie and a zoomed day where they
/// still make sense — the chart still zooms into a pie; the day is still in the new data and its
/// source still has it (loaded again: it may have changed too) — and otherwise leaves the zoom
/// cleanly, showing the window the zoom would have returned to.
@Suite struct ReloadKeepsZoomTests {
    typealias T = ChartControllerTests

    /// A percentage chart zoomed into its pie over points 100…200, slice 1 selected.
    static func pie() -> ChartController {
        let c = ChartController(charts: [T.lines(400, percentage: true)])
        let x = c.model.data.x
        c.setRange(xMin: Double(x[100]), xMax: Double(x[200]))
        c.setHighlight(index: 150)
        c.adopt(T.frame(c))
        c.handle(.key(.enter, time: 1))
        c.advance(to: 2)
        c.handle(.pointerDown(button: .primary, Point(640 + 150, 340), time: 2.1))
        c.handle(.pointerUp(button: .primary, Point(640 + 150, 340), time: 2.15))
        c.advance(to: 3)
        return c
    }

    @Test func aReloadKeepsThePieOverTheNewData() throws {
        let c = Self.pie()
        let window = c.snapshot.window
        let selected = try #require(c.snapshot.pie?.selected)
        // The new file: 500 points, the first series three times larger.
        var data = T.lines(500, percentage: true)
        data.series[0].values = data.series[0].values.map { $0 * 3 }
        data = ChartData(title: data.title, x: data.x, series: data.series, stacked: true, percentage: true)
        c.reload([data])
        #expect(c.snapshot.zoomedIn && c.feel.dayZoom.phase == .pie)
        #expect(c.snapshot.window == window && c.model.count == 500)
        let pie = try #require(c.snapshot.pie)
        #expect(pie.selected == selected, "the chosen slice stays chosen")
        c.advance(to: 5)
        let r = data.indexRange(xMin: window.lower, xMax: window.upper, margin: 0)
        let avg = PieOfAverages.averages(of: data.series.map(\.values), range: r)
        let share = try #require(c.snapshot.pie).share(of: 0, at: 5)
        #expect(abs(share - avg[0] / (avg[0] + avg[1])) < 1e-9, "the shares are the new data's: \(share)")
        // Back leaves to the window the pie was opened from.
        c.handle(.key(.escape, time: 6))
        c.advance(to: 8)
        #expect(!c.snapshot.zoomedIn && c.snapshot.pie == nil && c.snapshot.window == window)
    }

    @Test func aReloadThatIsNoLongerAPercentageChartLeavesThePie() {
        let c = Self.pie()
        let window = c.snapshot.window
        c.reload([T.lines(500)])
        #expect(!c.snapshot.zoomedIn && c.snapshot.pie == nil && c.feel.dayZoom.phase == .overview)
        #expect(c.snapshot.window == window && c.feel.interaction.plotMode == .series)
        c.setHighlight(index: 150)
        #expect(c.snapshot.highlightIndex == 150, "the lines take a highlight again")
    }

    /// Zoomed into the day at point 300 of a daily chart, the day's view moved to its hours 6…18.
    static func inDay() -> (ChartController, T.FakeDays, XWindow, Double) {
        let chart = T.lines()
        let jan = Double(chart.x[300])
        let days = T.FakeDays(dayStart: jan)
        let c = ChartController(charts: [chart], days: days)
        c.setRange(xMin: jan - 10 * T.day, xMax: jan + 10 * T.day)
        let overviewWindow = c.snapshot.window
        c.setHighlight(index: 300)
        c.adopt(T.frame(c))
        c.handle(.key(.enter, time: 1))
        c.advance(to: 3)
        c.setRange(xMin: jan + 6 * 3_600_000, xMax: jan + 18 * 3_600_000)
        return (c, days, overviewWindow, jan)
    }

    @Test func aReloadKeepsAZoomedDayThatIsStillThere() {
        let (c, days, overviewWindow, jan) = Self.inDay()
        #expect(days.loads == 1 && c.model.data.title == "Day")
        c.setHighlight(index: 12)
        c.reload([T.lines(500)])
        #expect(days.loads == 2, "the day is read again for the new file")
        #expect(c.snapshot.zoomedIn && c.model.data.title == "Day")
        #expect(c.snapshot.window == XWindow(jan + 6 * 3_600_000, jan + 18 * 3_600_000), "the day's view is kept")
        #expect(c.highlightIndex == 12)
        c.advance(to: 4)
        #expect(c.snapshot.zoomedIn && c.snapshot.window == XWindow(jan + 6 * 3_600_000, jan + 18 * 3_600_000))
        // Back (the first Esc clears the highlight) goes to the new overview (500 points), at the
        // window the day was opened from.
        c.handle(.key(.escape, time: 5))
        #expect(c.highlightIndex == nil && c.snapshot.zoomedIn)
        c.handle(.key(.escape, time: 5))
        #expect(c.model.data.title == "Synthetic" && c.model.count == 500)
        c.advance(to: 7)
        #expect(!c.snapshot.zoomedIn && c.snapshot.window == overviewWindow)
    }

    @Test func aReloadWithoutTheDayLeavesTheZoomCleanly() {
        let (c, days, overviewWindow, jan) = Self.inDay()
        let short = T.lines(200)   // ends months before the day zoomed into
        #expect(Double(short.x.last!) < jan)
        c.reload([short])
        #expect(days.loads == 1, "a day the new data does not reach is not loaded")
        #expect(!c.snapshot.zoomedIn && c.model.data.title == "Synthetic" && c.model.count == 200)
        let expected = c.feel.interaction.constraints.clamp(overviewWindow)
        #expect(c.snapshot.window == expected, "the overview at the window the day would have returned to, clamped")
        c.handle(.key(.escape, time: 5))
        c.advance(to: 7)
        #expect(c.model.count == 200 && !c.snapshot.zoomedIn, "back has nothing stale to return to")
    }

    @Test func aReloadWhoseDaySourceLostTheDayLeavesTheZoom() {
        let (c, days, overviewWindow, _) = Self.inDay()
        days.failing = true
        c.reload([T.lines(500)])
        #expect(!c.snapshot.zoomedIn && c.model.count == 500 && c.snapshot.window == overviewWindow)
    }
}
