import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// A reloaded file or a refetched answer keeps the y scale moving like an append does: it eases
/// from where it was to the new data's fit (the usual 0.35 s), it does not jump.
@Suite struct ReloadEasesYScaleTests {
    /// `lines(400)` with every value times ten.
    static func tenTimes() -> ChartData {
        var d = ChartControllerTests.lines(400)
        for i in d.series.indices { d.series[i].values = d.series[i].values.map { $0 * 10 } }
        return d
    }

    /// The upper end of the y scale at `t`, and whether its labels are cross-fading then.
    static func top(_ c: ChartController, at t: Double) -> (value: Double, labelsFading: Bool) {
        c.advance(to: t)
        let s = c.snapshot
        return (s.yWindow(0).max, s.axes[0].labels.isAnimating(at: t))
    }

    @Test func aReloadedFileEasesTheYScale() {
        let c = ChartController(charts: [ChartControllerTests.lines(400)])
        c.adopt(ChartControllerTests.frame(c))
        let before = Self.top(c, at: 1)
        #expect(before.value > 0 && before.value < 1000, "fits 2…800: \(before)")
        c.reload([Self.tenTimes()])
        let d = c.feel.yDuration
        let mid = Self.top(c, at: 1 + d / 2)
        let end = Self.top(c, at: 1 + d + 0.01)
        #expect(end.value >= 8 * before.value, "ten times the values: \(before) → \(end)")
        #expect(mid.value > before.value && mid.value < end.value, "eased, not snapped: \(before) → \(mid) → \(end)")
        #expect(mid.labelsFading && !end.labelsFading, "the labels cross-fade to the new fit")
        #expect(c.model.count == 400 && c.model.data.series[0].values[0] == 100, "the new data is shown")
    }

    @Test func aRefetchedAnswerEasesTheYScale() {
        let (c, source) = RemoteLiveControllerTests.attached([ChartControllerTests.lines(400)])
        let first = Self.top(c, at: 1)
        #expect(first.value > 0 && first.value < 1000, "the first answer is not eased from the empty chart: \(first)")
        source.next.charts = [Self.tenTimes()]
        let d = c.feel.yDuration
        c.advance(to: 2)
        let mid = Self.top(c, at: 2 + d / 2)
        let end = Self.top(c, at: 2 + d + 0.01)
        #expect(end.value >= 8 * first.value, "ten times the values: \(first) → \(end)")
        #expect(mid.value > first.value && mid.value < end.value, "eased, not snapped: \(first) → \(mid) → \(end)")
        #expect(mid.labelsFading, "the labels cross-fade to the new fit")
        #expect(c.snapshot.window.upper == Double(ChartControllerTests.lines(400).x.last!), "still at the edge")
    }
}
