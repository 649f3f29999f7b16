import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// New data rebinds the feel to the new model (`ChartFeel.rebind(to:…)`) instead of building
/// another feel and copying fields over: everything it holds goes on by construction — a drag
/// under way, the y scale easing, even a setting no transplant ever copied.
@Suite struct FeelRebindTests {
    typealias R = RemoteLiveControllerTests

    /// `chart(n)` of the remote tests with every value times `factor` (another y fit).
    static func chart(_ n: Int, times factor: Double) -> ChartData {
        var c = R.chart(n)
        c.series[0].values = c.series[0].values.map { $0 * factor }
        return c
    }

    @Test func aRefetchMidDragKeepsTheFeelItsDragAndItsEasingAxes() {
        let (c, source) = R.attached([R.chart(100)])
        let feel = c.feel, interaction = c.feel.interaction
        feel.yDuration = 0.9              // set on this feel only: a rebuilt feel would have 0.35
        interaction.stepDuration = 0.7
        c.setRange(xMin: Double(R.t0 + 20 * 60_000), xMax: Double(R.t0 + 60 * 60_000))
        c.advance(to: 1)
        c.handle(.touchDown(id: 1, Point(600, 300), time: 1))
        c.handle(.touchMove(id: 1, Point(500, 300), time: 1.05))
        let dragged = c.snapshot.window
        let upper = c.feel.axes[0].upper.target
        source.next.charts = [Self.chart(130, times: 2)]
        c.advance(to: 1.1)
        #expect(c.model.count == 130, "the new data is shown")
        #expect(c.feel === feel && c.feel.interaction === interaction, "the same feel, rebound")
        #expect(feel.yDuration == 0.9 && interaction.stepDuration == 0.7)
        #expect(c.snapshot.window == dragged, "the window stays under the finger")
        #expect(c.feel.axes[0].upper.target > upper, "the y scale heads for the new data's fit")
        #expect(!c.feel.axes[0].upper.isFinished(at: 1.1 + 0.8), "and eases there over this feel's 0.9 s")
        c.handle(.touchMove(id: 1, Point(400, 300), time: 1.15))
        let w = c.snapshot.window
        #expect(w.lower > dragged.lower && abs(w.span - dragged.span) < 1e-6, "the drag goes on: \(w)")
        c.handle(.touchUp(id: 1, time: 1.2))
        #expect(!c.feel.interaction.isInteracting)
    }

    @Test func aNewSeriesOfAStreamKeepsTheFeel() {
        let (c, feed) = LiveControllerTests.live(10)
        let feel = c.feel
        feel.yDuration = 0.9
        let t = LiveControllerTests.t0 + 10_000
        feed.receive(Array("{\"t\": \(t), \"cpu\": 1, \"mem\": 5}\n".utf8), at: t)
        c.advance(to: 1)
        #expect(c.model.data.series.map(\.id) == ["cpu", "mem"], "the new series is shown")
        #expect(c.feel === feel && feel.yDuration == 0.9)
    }
}
