import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// Tab to the next chart with a transition (issue 34): the chart arrives — its series fade in
/// while the window eases from the whole chart to its default window — instead of jumping;
/// a direct change (`selectChart`, a restored view) stays at once.
@Suite struct ChartArrivalTests {
    typealias Fixture = ChartControllerTests

    @Test func tabFadesTheNextChartInAndEasesToItsWindow() {
        let c = ChartController(charts: [Fixture.lines(), Fixture.lines(2000)])
        c.advance(to: 1)
        c.handle(.key(.nextChart, time: 1))
        #expect(c.chartIndex == 1 && c.isAnimating)
        let start = c.snapshot
        #expect((0 ..< 2).allSatisfy { start.opacity[$0] < 0.05 }, "faded out at first")
        let whole = c.domain
        #expect(c.active.interaction.defaultWindow.span < (whole.max - whole.min) / 2, "a window inside the chart")
        #expect(abs(start.window.lower - whole.min) < 1 && abs(start.window.upper - whole.max) < 1, "from the whole chart")
        c.advance(to: 1.15)
        let mid = c.snapshot
        #expect((0 ..< 2).allSatisfy { mid.opacity[$0] > 0.05 && mid.opacity[$0] < 1 })
        #expect(mid.window.span < start.window.span)
        c.advance(to: 3)
        let end = c.snapshot
        #expect(!c.isAnimating && (0 ..< 2).allSatisfy { end.opacity[$0] == 1 })
        #expect(end.window == c.active.interaction.defaultWindow, "at the chart's default window")
    }

    @Test func aDirectChoiceStaysAtOnce() {
        let c = ChartController(charts: [Fixture.lines(), Fixture.lines(200)])
        c.selectChart(1)
        #expect(!c.isAnimating && (0 ..< 2).allSatisfy { c.snapshot.opacity[$0] == 1 })
    }
}
