import Testing
@testable import SeriesData

/// Shapes pandas reads that need a rule of their own: numbers without a digit before the point,
/// a table of one column, a column named like a time (`data`: Italian, Portuguese) holding
/// values.
@Suite struct CSVReaderShapesTests {
    @Test func numbersWithoutADigitBeforeThePoint() throws {
        let r = try loadText("duration,iprod\n7, .01138\n9,-.5\n13,+.25\n")
        #expect(r.charts[0].series.map(\.name) == ["duration", "iprod"])
        #expect(r.charts[0].series[1].values == [0.01138, -0.5, 0.25])
        #expect(CSVReader.parseNumber(UnsafeBufferPointer(start: nil, count: 0)) == nil)
        for bad in [".", "-.", ".e5", "..5", "-.5.", "- .5"] {
            #expect(Array(bad.utf8).withUnsafeBufferPointer { CSVReader.parseNumber($0) } == nil, "\(bad)")
        }
    }

    @Test func aTableOfOneColumnIsOneSeriesOverRowNumbers() throws {
        let r = try loadText("SCHWERTSP500\n15.66\n15.43\n15.17\n")
        let chart = r.charts[0]
        #expect(chart.xKind == .number && chart.x == [1, 2, 3])
        #expect(chart.series.map(\.name) == ["SCHWERTSP500"] && chart.series[0].values == [15.66, 15.43, 15.17])
        #expect(r.understood == ["','-separated; no time column: x is the row number; 1 series (SCHWERTSP500)"])
    }

    @Test func aColumnNamedLikeATimeHoldingFractionsIsASeries() throws {
        let r = try loadText("data,label\n-0.195,0\n-0.21,0\n-0.21,1\n")
        #expect(r.charts[0].xKind == .number && r.charts[0].series.map(\.name) == ["data", "label"])
        #expect(r.charts[0].series[0].values == [-0.195, -0.21, -0.21])
    }

    @Test func aColumnNamedLikeATimeHoldingSmallIntegersIsStillRefused() {
        #expect(throws: LoadError.self) { try loadText("date,v\n3,1\n17,2\n145,3\n") }
    }
}
