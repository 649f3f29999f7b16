import Testing
@testable import SeriesData

/// A file without a header (`1700   5`: statsmodels' `sunspots_yearly.dat`): a first row of numbers
/// over rows of its shape is data; the columns are named by place, the time found by content.
@Suite struct CSVReaderHeaderlessTests {
    func read(_ text: String) throws -> LoadResult {
        try ChartLoader.read(Array(text.utf8), path: "t.csv", options: LoadOptions())
    }

    @Test func spaceAlignedYearsAndValues() throws {
        let r = try read("1700   5\n1701  11\n1702  16\n1703   7.5\n")
        let named = try read("year,value\n1700,5\n1701,11\n1702,16\n1703,7.5\n").charts[0]
        let chart = r.charts[0]
        #expect(chart.x == named.x && chart.x.count == 4)
        #expect(chart.series.map(\.name) == ["value"] && chart.series[0].values == [5, 11, 16, 7.5])
        #expect(r.understood[0].hasPrefix("space-aligned; no header: the first row is data; time column 1 (calendar years"))
    }

    @Test func commasWithoutATimeAreNamedByPlace() throws {
        let r = try read("0.5,-2\n0.25,3\n-1.5,4\n")
        let chart = r.charts[0]
        #expect(chart.x == [1, 2, 3])
        #expect(chart.series.map(\.name) == ["1", "2"])
        #expect(chart.series[0].values == [0.5, 0.25, -1.5] && chart.series[1].values == [-2, 3, 4])
        #expect(r.understood[0] == "','-separated; no header: the first row is data; no time column: x is the row number; 2 series (1, 2)")
    }

    @Test func oneColumnOfNumbers() throws {
        let r = try read("5\n11\n16\n")
        #expect(r.charts[0].x == [1, 2, 3])
        #expect(r.charts[0].series.map(\.name) == ["value"] && r.charts[0].series[0].values == [5, 11, 16])
        #expect(r.understood[0].contains("no header"))
    }

    /// Years over values are column names (a table per year), not a first row of data; so are
    /// pandas' default column names `0,1` over decimals.
    @Test func aHeaderOfYearsOrPlacesStaysAHeader() throws {
        let years = try read("2019,2020\n5,7\n6,8\n")
        #expect(years.charts[0].series.map(\.name) == ["2019", "2020"])
        #expect(years.charts[0].series[0].values == [5, 6] && years.charts[0].x == [1, 2])
        #expect(!years.understood[0].contains("no header"))
        let places = try read("0,1\n0.5,1.25\n0.75,2.5\n")
        #expect(places.charts[0].series.map(\.name) == ["0", "1"] && places.charts[0].series[0].values == [0.5, 0.75])
    }

    /// A first column of dates (`2020-01-01,3.5,7`): the first row is data too, the values named by
    /// place as for numbers.
    @Test func aDateColumnFirstWithoutAHeader() throws {
        let r = try read("2020-01-01,3.5,7\n2020-01-02,4.5,8\n2020-01-03,2.5,9\n")
        let chart = r.charts[0]
        #expect(chart.x == [1_577_836_800_000, 1_577_923_200_000, 1_578_009_600_000])
        #expect(chart.series.map(\.name) == ["1", "2"])
        #expect(chart.series[0].values == [3.5, 4.5, 2.5] && chart.series[1].values == [7, 8, 9])
        #expect(r.understood[0] == "','-separated; no header: the first row is data; time column 1 (ISO-8601 dates); 2 series (1, 2)")
        let times = try read("01/02/2020 10:00;3.5\n01/15/2020 11:00;4.5\n").charts[0]
        #expect(times.series.map(\.name) == ["value"] && times.series[0].values == [3.5, 4.5] && times.x.count == 2)
    }

    @Test func theRule() {
        #expect(TableLayout.isDataRow(["1700", "5"], over: [["1701", "11"], ["1702", "16"]]))
        #expect(!TableLayout.isDataRow(["1700", "5"], over: []))                          // nothing below
        #expect(!TableLayout.isDataRow(["1", "2"], over: [["2020-01-01", "3"]]))          // a date column below
        #expect(!TableLayout.isDataRow(["1", "2"], over: [["3", "4", "5"]]))              // another shape
        #expect(!TableLayout.isDataRow(["a", "2"], over: [["3", "4"]]))
        #expect(!TableLayout.isDataRow(["NA", "2"], over: [["3", "4"]]))
        #expect(TableLayout.isDataRow(["2020-01-01", "3.5"], over: [["2020-01-02", "4"]]))       // a time over times
        #expect(!TableLayout.isDataRow(["date", "3.5"], over: [["2020-01-02", "4"]]))
        #expect(!TableLayout.isDataRow(["2020-01-01", "v"], over: [["2020-01-02", "4"]]))
        #expect(!TableLayout.isDataRow(["2020-01-01", "2020-01-02"], over: [["2020-01-03", "2020-01-04"]]))   // no number
        #expect(!TableLayout.isDataRow(["", "3.5"], over: [["2020-01-02", "4"]]))
    }
}
