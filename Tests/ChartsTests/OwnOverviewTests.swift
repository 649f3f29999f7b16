import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// A source that fetches the overview strip on its own (Prometheus: the whole range at a coarse
/// step): its answers change the strip only, the main chart's re-queried fine data never reaches
/// the strip, and the strip draws them with the chart's series, colours and visibility.
@Suite struct OwnOverviewTests {
    typealias V = ViewedSourceControllerTests
    static let t0 = V.t0

    /// The whole 100 minutes every 5 minutes, values 50 + i (not the chart's i mod 7).
    static func coarse(from: Int = 0, to: Int = 99) -> RangeData {
        let x = stride(from: from, through: to, by: 5).map { t0 + Int64($0) * 60_000 }
        let chart = ChartData(x: x, series: [Series(id: "a", name: "a (server)", color: Series.palette[3], kind: .line,
                                                    values: x.indices.map { 50 + Double($0) })])
        return RangeData(lower: x[0], upper: x.last!, chart: chart)
    }

    @Test func theOverviewDrawsItsOwnDataAndARangeAnswerDoesNotReachIt() throws {
        let source = V.FakeViewed()
        let screen = ChartScreen(charts: [ChartData(x: [], series: [])], textRenderer: try SceneFixtures.textRenderer())
        let c = screen.controller
        source.next.charts = [RemoteLiveControllerTests.chart(100)]
        c.attach(source)
        screen.resize(width: 800, height: 600, scale: 1)
        #expect(c.snapshot.overview.model == nil, "without own data the strip draws the chart")
        source.next.overview = [Self.coarse()]
        c.advance(to: 1)
        let o = c.snapshot.overview
        let m = try #require(o.model)
        #expect(m.count == 20 && m.data.series[0].values.first == 50)
        #expect(m.data.series.map(\.id) == ["a"] && m.data.series[0].color == c.model.data.series[0].color
                && m.data.series[0].name == c.model.data.series[0].name, "the chart's series, not the answer's look")
        #expect(o.domain == c.model.data.viewDomain && o.points == 0 ..< 20)
        #expect(c.model.count == 100, "the main chart is untouched")

        // A zoomed view's fine answer: spliced into the main chart only.
        c.setRange(xMin: Double(Self.t0 + 20 * 60_000), xMax: Double(Self.t0 + 30 * 60_000))
        let x = (0 ... 60).map { Self.t0 + 20 * 60_000 + Int64($0) * 10_000 }
        source.next.ranges = [RangeData(lower: x[0], upper: x.last!, chart: ChartData(x: x, series: [
            Series(id: "a", name: "a", color: Series.palette[0], kind: .line, values: x.map { _ in 1000 })]))]
        c.advance(to: 2)
        #expect(c.model.count == 100 - 11 + 61)
        let after = try #require(c.snapshot.overview.model)
        #expect(after.count == 20 && !after.data.series[0].values.contains(1000), "the strip keeps its coarse data")

        // The scene fits the strip to its own data (50…69), not the chart's (0…6 and 1000).
        screen.render(into: Bitmap(width: 800, height: 600))
        #expect(screen.scene.geometry.overview.y[0] == (50, 69))

        // What is new of the range replaces the strip's points there; hiding a series hides it there too.
        source.next.overview = [Self.coarse(from: 95, to: 99)]
        c.advance(to: 3)
        #expect(c.snapshot.overview.model?.count == 20)
        #expect(c.snapshot.overview.model !== after, "a new answer is a new strip")
        c.setSeriesShown(0, false)   // the only series: refused
        #expect(c.snapshot.overview.model?.weights == c.model.weights)
    }

    @Test func aNewSeriesInTheChartShowsAsAGapInTheStripUntilTheOverviewHasIt() throws {
        let (c, source) = V.start()
        source.next.overview = [Self.coarse()]
        c.advance(to: 1)
        var two = RemoteLiveControllerTests.chart(100)
        two.series.append(Series(id: "b", name: "b", color: Series.palette[1], kind: .line, values: Array(repeating: 3, count: 100)))
        source.next.charts = [two]
        c.advance(to: 2)
        let m = try #require(c.snapshot.overview.model)
        #expect(m.data.series.map(\.id) == ["a", "b"] && m.data.series[1].values.allSatisfy(\.isNaN))
        c.setSeriesShown(1, false)
        #expect(c.snapshot.overview.model?.weights == [1, 0], "the strip hides what the chart hides")
    }
}
