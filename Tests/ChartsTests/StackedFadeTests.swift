import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// A toggle's fade is read where the series is drawn (`ChartSnapshot.opacity`): the model stacks
/// shown and hidden series only, so a stacked chart restacks when a fade starts or ends, never
/// in the frames between.
@Suite struct StackedFadeTests {
    @Test func aFadingStackedSeriesRestacksNoModelMidFade() throws {
        let c = ChartController(charts: [ChartControllerTests.lines(400, percentage: true)])
        c.adopt(ChartControllerTests.frame(c))
        c.advance(to: 1)
        let before = try #require(c.model.stack)
        let pill = ChartControllerTests.frameLayout.toggles[0]
        c.handle(.touchDown(id: 1, Point(pill.midX, pill.midY), time: 1))
        c.handle(.touchUp(id: 1, time: 1.05))
        for t in [1.1, 1.15, 1.2] {
            c.advance(to: t)
            let o = c.snapshot.opacity[0]
            #expect(o > 0 && o < 1, "a fades out: \(o) at \(t)")
            #expect(c.model.weights == [1, 1] && c.model.stack == before, "no restack mid-fade at \(t)")
        }
        c.advance(to: 2)
        #expect(c.snapshot.opacity[0] == 0 && c.model.weights == [0, 1], "faded out: restacked without a")
        #expect(c.model.stack != before)
    }
}
