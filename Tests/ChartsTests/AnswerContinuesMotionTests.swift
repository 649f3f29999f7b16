import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// New data from a remote source (a re-query's answer, a refetched file) replaces the model but
/// not what is moving: a theme cross-fade, the window's eased step and a series fading out go on
/// from where they were to where they were heading, at the same times as without the answer.
@Suite struct AnswerContinuesMotionTests {
    typealias V = ViewedSourceControllerTests
    static let t0 = V.t0

    /// A finer answer for minutes 20…40 (every 10 s).
    static func answer() -> RangeData {
        let x = (0 ... 120).map { t0 + 20 * 60_000 + Int64($0) * 10_000 }
        return RangeData(lower: x[0], upper: x.last!, chart: ChartData(x: x, series: [
            Series(id: "a", name: "a", color: Series.palette[0], kind: .line, values: x.map { _ in 3 })]))
    }

    /// The theme's mix a fade started at `start` reaches at `t` (no answer in between).
    static func mix(start: Double, at t: Double) -> Double {
        var fade = ColorCrossFade()
        fade.setNight(true, at: start)
        return fade.amount.value(at: t)
    }

    @Test func anAnswerMidFadeKeepsTheThemeMixGoing() {
        let (c, source) = V.start()
        c.setRange(xMin: Double(Self.t0 + 20 * 60_000), xMax: Double(Self.t0 + 40 * 60_000))
        c.advance(to: 1)
        c.handle(.key(.nightMode, time: 1))
        c.advance(to: 1.1)
        let before = c.feel.theme.amount.value(at: 1.1)
        #expect(before > 0 && before < 1, "fading")
        source.next.ranges = [Self.answer()]
        c.advance(to: 1.15)
        #expect(c.model.count == 100 - 21 + 121, "the answer is shown")
        let mid = c.feel.theme.amount.value(at: 1.15)
        #expect(mid == Self.mix(start: 1, at: 1.15) && mid > before && mid < 1, "the mix goes on: \(mid)")
        #expect(c.theme != Theme.night && c.theme != Theme.day)
        #expect(c.isAnimating)
        c.advance(to: 1.5)
        #expect(c.feel.theme.amount.value(at: 1.5) == 1 && c.theme == Theme.night)
    }

    @Test func aRefetchMidStepKeepsTheWindowEasingAndASeriesFading() {
        var two = RemoteLiveControllerTests.chart(100)
        two.series.append(Series(id: "b", name: "b", color: Series.palette[1], kind: .line, values: Array(repeating: 2, count: 100)))
        let (c, source) = RemoteLiveControllerTests.attached([two])
        let start = XWindow(Double(Self.t0 + 20 * 60_000), Double(Self.t0 + 40 * 60_000))
        c.setRange(xMin: start.lower, xMax: start.upper)
        c.advance(to: 2)
        c.handle(.key(.right, time: 2))   // an eased step to the right
        c.feel.setSeriesVisible(1, false, at: 2, animated: true)
        let target = c.feel.interaction.targetWindow
        #expect(target.lower > start.lower)
        c.advance(to: 2.1)
        let w1 = c.snapshot.window
        #expect(w1.lower > start.lower && w1.lower < target.lower, "under way")
        var refetched = two
        refetched.series[0].values = refetched.series[0].values.map { $0 + 1 }
        source.next.charts = [refetched]
        c.advance(to: 2.15)
        #expect(c.model.data.series[0].values[0] == 1, "the new data is shown")
        let w2 = c.snapshot.window
        #expect(w2.lower > w1.lower && w2.lower < target.lower, "the step goes on: \(w2) → \(target)")
        #expect(c.feel.interaction.targetWindow == target)
        let weight = c.snapshot.opacity[1]
        #expect(weight > 0 && weight < 1, "b still fading out: \(weight)")
        c.advance(to: 3)
        #expect(c.snapshot.window == target && c.model.weights[1] == 0)
    }

    @Test func easingBackToTheLiveEdgeGoesOnToTheNewEdge() {
        let (c, source) = RemoteLiveControllerTests.attached([RemoteLiveControllerTests.chart(100)])
        c.setRange(xMin: Double(Self.t0 + 20 * 60_000), xMax: Double(Self.t0 + 40 * 60_000))
        c.advance(to: 1)
        c.returnToLiveEdge()   // eased, 0.3 s
        let target = c.feel.interaction.targetWindow
        #expect(target.upper == Double(Self.t0 + 99 * 60_000))
        c.advance(to: 1.1)
        let w1 = c.snapshot.window
        source.next.charts = [RemoteLiveControllerTests.chart(110)]   // ten minutes more
        c.advance(to: 1.15)
        #expect(c.model.count == 110)
        let moved = XWindow(target.lower + 10 * 60_000, target.upper + 10 * 60_000)
        #expect(c.feel.interaction.targetWindow == moved, "heading for the new edge, same span")
        let w2 = c.snapshot.window
        #expect(w2.upper > w1.upper && w2.upper < moved.upper, "still easing: \(w1) \(w2) → \(moved)")
        c.advance(to: 2)
        #expect(c.snapshot.window == moved && c.liveStatus?.following == true)
    }
}
