import Raster
import Testing
@testable import Charts
@testable import SeriesData

@Suite struct XSearchTests {
    let chart = ChartData(x: [10, 20, 30, 40], series: [Series(id: "y", name: "y", color: .black, kind: .line, values: [1, 2, 3, 4])])

    @Test func boundsAndNearest() {
        #expect(chart.lowerBound(x: 20) == 1 && chart.upperBound(x: 20) == 2)
        #expect(chart.lowerBound(x: 5) == 0 && chart.lowerBound(x: 45) == 4)
        #expect(chart.nearestIndex(x: 24) == 1 && chart.nearestIndex(x: 26) == 2 && chart.nearestIndex(x: 25) == 1)
        #expect(chart.nearestIndex(x: -100) == 0 && chart.nearestIndex(x: 1e9) == 3)
        #expect(chart.indexRange(xMin: 15, xMax: 32) == 0..<4)
        #expect(chart.indexRange(xMin: 15, xMax: 32, margin: 0) == 1..<3)
    }

    @Test func civilDatesRoundTrip() {
        for ms: Int64 in [0, -1, 951_782_400_000, 1_554_595_200_000, 4_102_444_800_123] {
            #expect(CivilDate(milliseconds: ms).milliseconds == ms)
        }
        #expect(CivilDate(milliseconds: 951_782_400_000).isoDate == "2000-02-29")
        #expect(CivilDate(milliseconds: -1).isoDateTime == "1969-12-31 23:59")
    }
}
