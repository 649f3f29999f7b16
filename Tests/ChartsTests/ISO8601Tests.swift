import Testing
@testable import Charts
@testable import SeriesData

@Suite struct ISO8601Tests {
    func parse(_ s: String) -> Int64? {
        Array(s.utf8).withUnsafeBufferPointer { ISO8601.parse($0) }
    }

    @Test func acceptsDatesTimesFractionsAndZones() {
        let day = CivilDate(year: 2019, month: 4, day: 7).milliseconds
        #expect(parse("2019-04-07") == day)
        #expect(parse("2019-04-07T13:05") == day + 13 * 3_600_000 + 5 * 60_000)
        #expect(parse("2019-04-07 13:05:09") == day + 13 * 3_600_000 + 5 * 60_000 + 9_000)
        #expect(parse("2019-04-07T13:05:09.25Z") == day + 13 * 3_600_000 + 5 * 60_000 + 9_250)
        #expect(parse("2019-04-07T13:05:09,5z") == day + 13 * 3_600_000 + 5 * 60_000 + 9_500)
        #expect(parse("2019-04-07T13:05+02:00") == day + 11 * 3_600_000 + 5 * 60_000)
        #expect(parse("2019-04-07T13:05-0530") == day + 18 * 3_600_000 + 35 * 60_000)
        #expect(parse("2020-02-29") == CivilDate(year: 2020, month: 2, day: 29).milliseconds)
    }

    @Test(arguments: ["2019-02-29", "2019-13-01", "2019-04-31", "2019-4-7", "2019-04-07T25:00", "2019-04-07T13:60",
                      "2019-04-07T13:05:09.", "2019-04-07T13:05Q", "2019-04-07 ", "20190407", "", "yesterday"])
    func rejectsEverythingElse(text: String) {
        #expect(parse(text) == nil)
    }

    @Test func csvAcceptsGapWordsQuotedNumbersAndSemicolons() throws {
        let csv = "date;\"a\";b\n2019-04-07;\"1.5\";NaN\n2019-04-08;null;NA\n2019-04-09;nan;\" 3 \"\n"
        let chart = try ChartLoader.parse(Array(csv.utf8), path: "x.txt")[0]
        #expect(chart.series.map(\.name) == ["a", "b"])
        #expect(chart.series[0].values[0] == 1.5)
        #expect(chart.series[0].values[1].isNaN && chart.series[0].values[2].isNaN)
        #expect(chart.series[1].values[0].isNaN && chart.series[1].values[1].isNaN && chart.series[1].values[2] == 3)
    }
}
