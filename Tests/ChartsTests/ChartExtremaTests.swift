import Testing
@testable import Charts
@testable import SeriesData

@Suite struct ChartExtremaTests {
    func chart(_ kind: SeriesKind, _ columns: [[Double]], stacked: Bool = false, percentage: Bool = false) -> ChartData {
        ChartData(x: (0..<columns[0].count).map { Int64($0) },
                  series: columns.enumerated().map { Series(id: "y\($0)", name: "\($0)", color: .black, kind: kind, values: $1) },
                  stacked: stacked, percentage: percentage)
    }

    @Test func linesStartAtTheLowestVisibleValue() {
        let e = ChartExtrema(chart: chart(.line, [[5, 7, 9, 3], [6, 8, .nan, 20]]))
        #expect(e.yRange(0..<3, visible: [true, true])! == (5, 9))
        #expect(e.yRange(0..<4, visible: [true, false])! == (3, 9))
        #expect(e.yRange(0..<3, visible: [false, false]) == nil)
        #expect(e.yRange(0..<2, visible: [true, true], mode: .static)! == (3, 20))
        #expect(e.yRange(0..<2, visible: [true, true], mode: .fixed(min: -1, max: 1))! == (-1, 1))
        #expect(e.seriesRange(1, 1..<3)! == (8, 8))   // two axes: each series alone
    }

    @Test func barsAndAreasStartAtZero() {
        let e = ChartExtrema(chart: chart(.bar, [[5, 7, 9], [6, 8, 2]]))
        #expect(e.yRange(0..<3, visible: [true, true])! == (0, 9))
        #expect(e.seriesRange(1, 0..<3)! == (0, 8))
    }

    @Test func stackedChartsUseTheSumsOfShownSeries() {
        let data = chart(.bar, [[5, 7, 9], [6, 8, .nan], [1, 1, 1]], stacked: true)
        #expect(data.stackTotals == [12, 16, 10])
        let e = ChartExtrema(chart: data)
        #expect(e.yRange(0..<3, visible: [true, true, true])! == (0, 16))
        #expect(e.yRange(2..<3, visible: [true, true, true])! == (0, 10))
        #expect(e.yRange(0..<3, visible: [true, false, true])! == (0, 10))
        #expect(e.yRange(0..<3, visible: [true, true, true])! == (0, 16))
        let layers = data.stackedLayers(visible: [true, false, true])
        #expect(layers.tops[0] == [5, 7, 9] && layers.tops[1] == [5, 7, 9] && layers.tops[2] == [6, 8, 10])
        #expect(layers.bottom(2, 1) == 7)
    }

    @Test func percentageChartsShareOneHundred() {
        let data = chart(.area, [[1, 3], [3, 1]], percentage: true)
        #expect(data.stacked)
        #expect(ChartExtrema(chart: data).yRange(0..<2, visible: [true, true])! == (0, 100))
        let layers = data.stackedLayers(weights: [1, 1])
        #expect(layers.tops[0] == [25, 75] && layers.total == [100, 100])
        let half = data.stackedLayers(weights: [1, 0])
        #expect(half.tops[0] == [100, 100])
    }
}
