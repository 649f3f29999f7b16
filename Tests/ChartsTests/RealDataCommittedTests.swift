import Foundation
import Testing
@testable import SeriesData

/// Real files committed with their source and licence (`Tests/RealData/committed/README.md`):
/// forms no PyPI package ships. Expected values from pandas.
@Suite struct RealDataCommittedTests {
    static let directory = DataPaths.packageRoot + "/Tests/RealData/committed"

    /// UCI's Air Quality: `;` and decimal commas, `Date;Time` in two columns (`18.00.00`), `-200`
    /// as data (the data set's missing marker, kept unless the user says so), trailing `;;`.
    @Test func airQualityUCIJoinsItsDateAndTimeColumns() throws {
        let r = try ChartLoader.read(path: Self.directory + "/AirQualityUCI-excerpt.csv", options: LoadOptions())
        let chart = try #require(r.charts.first)
        #expect(chart.xKind == .time)
        #expect(chart.x.count == 336)
        #expect(chart.x.first == 1_078_941_600_000)   // 2004-03-10 18:00
        #expect(chart.x.last == 1_080_147_600_000)    // 2004-03-24 17:00
        #expect(zip(chart.x, chart.x.dropFirst()).allSatisfy { $1 - $0 == 3_600_000 })
        #expect(chart.series.count == 13)   // CO(GT) … AH; the two unnamed empty columns ignored
        #expect(chart.series.allSatisfy { $0.values.count == 336 && !$0.values.contains(where: \.isNaN) })
        // CO(GT), NMHC(GT), NOx(GT): the -200s pandas counts.
        #expect([0, 2, 5, 7].map { c in chart.series[c].values.filter { $0 == -200 }.count } == [16, 103, 15, 15])
        let at4 = try #require(chart.x.firstIndex(of: 1_078_977_600_000))   // 2004-03-11 04:00
        #expect(chart.series.map { $0.values[at4] } == [-200, 1011, 14, 1.3, 527, 21, 1818, 34, 1197, 445, 10.1, 60.5, 0.7465])
        let noon = try #require(chart.x.firstIndex(of: 1_079_784_000_000))  // 2004-03-20 12:00
        #expect(chart.series[0].values[noon] == 2.6 && chart.series[12].values[noon] == 0.9158)
        #expect(r.understood.first?.contains("time \"Date\" + \"Time\" (day/month/year with times") == true)
        #expect(r.warnings.contains { $0.contains("3 rows without a time skipped") })
    }
}
