import Testing
@testable import SeriesData

/// The rules the weather- and solar-station files called for (the German weather service's
/// station files, NREL MIDC), each on a small synthetic file: a station number is no year, a
/// year + day-of-year + HHMM time, a labelled units row and a second row of names, `---` gaps,
/// `W/m^2` units, PVGIS' records nested beside a shorter array.
@Suite struct StationFileRulesTests {
    func ms(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0) -> Int64 {
        CivilDate(year: y, month: m, day: d).milliseconds + Int64((h * 60 + mi) * 60_000)
    }

    func read(_ text: String, _ path: String = "t.csv") throws -> LoadResult {
        try ChartLoader.read(Array(text.utf8), path: path, options: LoadOptions())
    }

    @Test func aColumnHoldingOneYearInEveryRowIsNoTime() throws {
        // 1766 reads as a year; the next column is the time.
        let r = try read("STATION;WHEN;v\n1766;202306090000;1\n1766;202306090010;2\n1766;202306090020;3\n")
        #expect(r.charts[0].x == [ms(2023, 6, 9), ms(2023, 6, 9, 0, 10), ms(2023, 6, 9, 0, 20)])
        #expect(r.charts[0].series.map(\.name) == ["STATION", "v"])
        // A column of years that change is still the time; one row says nothing.
        #expect(try read("a,v\n1766,1\n1767,2\n").charts[0].x == [ms(1766, 1, 1), ms(1767, 1, 1)])
        #expect(try read("a,v\n1766,1\n").charts[0].x == [ms(1766, 1, 1)])
        #expect(TableLayout.isConstant(["7", "", "7"]) && !TableLayout.isConstant(["7"]) && !TableLayout.isConstant(["7", "8"]))
        // One date in every sampled row (a long table's first time) is still the time.
        #expect(try read("a,k,v\n2020-01-01,x,1\n2020-01-01,y,2\n").charts[0].x == [ms(2020, 1, 1)])
    }

    @Test func yearDayOfYearAndHHMMMakeOneTime() throws {
        let r = try read("Year,DOY,MST,GHI [W/m^2]\n2018,291,0,-2.5\n2018,291,1,-2.4\n2018,291,1359,400\n2018,292,2359,-1\n")
        #expect(r.charts[0].x == [ms(2018, 10, 18), ms(2018, 10, 18, 0, 1), ms(2018, 10, 18, 13, 59), ms(2018, 10, 19, 23, 59)])
        #expect(r.charts[0].series.map(\.name) == ["GHI"] && r.charts[0].series[0].unit?.written == "W/m^2")
        #expect(r.understood[0].contains(#"time "Year" + "DOY" + "MST" (year, day of the year and HHMM)"#), "\(r.understood)")
        // Without a time of day: days; 29 February only in a leap year.
        #expect(try read("year,doy,v\n2020,60,1\n2020,366,2\n").charts[0].x == [ms(2020, 2, 29), ms(2020, 12, 31)])
        #expect(TableLayout.ordinalTime(year: 2019, day: 366, hhmm: nil) == nil)
        #expect(TableLayout.ordinalTime(year: 2019, day: 1, hhmm: 930) == "2019-01-01 09:30")
        #expect(TableLayout.isHHMM("0") && TableLayout.isHHMM("2359") && !TableLayout.isHHMM("2360") && !TableLayout.isHHMM("2400"))
        // The column beside is a time of day only when named so (a time or a zone), else a series.
        #expect(TableLayout.namesClock("MST") && TableLayout.namesClock("CEST") && TableLayout.namesClock("time"))
        #expect(!TableLayout.namesClock("v") && !TableLayout.namesClock("GHI") && !TableLayout.namesClock("WEST wind"))
    }

    @Test func aLabelledUnitsRowAndASecondRowOfNames() throws {
        let text = "date;clock;temp;rain\n01049;Unit;Grad C;mm\nDatum;Uhrzeit;Temperatur;Niederschlag\n"
            + "06.04.20;08:00;-3,1;---\n06.04.20;07:00;-4,5;0,2\n"
        let r = try read(text)
        let chart = try #require(r.charts.first)
        #expect(chart.x == [ms(2020, 4, 6, 7), ms(2020, 4, 6, 8)])   // newest first in the file: sorted
        #expect(chart.series.map(\.name) == ["temp", "rain"])
        #expect(chart.series.map { $0.unit?.written } == ["Grad C", "mm"])
        #expect(chart.series[0].values == [-4.5, -3.1] && chart.series[1].values[0] == 0.2 && chart.series[1].values[1].isNaN)
        #expect(r.understood[0].contains("a second row of names under the header skipped"), "\(r.understood)")
        #expect(TableLayout.unitsRowStart(["01049", "Unit", "%", "W/m2"]) == 2)
        #expect(TableLayout.unitsRowStart(["°C", "%"]) == 0)
        #expect(TableLayout.unitsRowStart(["x", "Unit", "3", "4"]) == nil)   // numbers after the label: data
        // A row of text over a row of text is no second header: it is the data's text.
        #expect(!TableLayout.isNamesRow(["a", "b"], over: [["c", "d"]]))
        #expect(TableLayout.isNamesRow(["Datum", "Temperatur"], over: [["06.04.20", "3,5"]]))
    }

    @Test func runsOfDashesAreGaps() throws {
        let r = try read("time,v\n2020-01-01,1\n2020-01-02,---\n2020-01-03,--\n")
        #expect(r.charts[0].series[0].values[0] == 1 && r.charts[0].series[0].values.dropFirst().allSatisfy(\.isNaN))
        // One dash is no gap: a bad cell, named.
        #expect(throws: LoadError.self) { try read("time,v\n2020-01-01,1\n2020-01-02,-\n") }
        do {
            _ = try read("time,v\n2020-01-01,1\n2020-01-02,-\n", "d.csv")
        } catch {
            #expect("\(error)".hasPrefix("d.csv:3:"), "\(error)")
        }
    }

    @Test func squaresOfMetresAreUnits() {
        #expect(TableLayout.splitUnit("Direct Normal [W/m^2]") == ("Direct Normal", "W/m^2"))
        #expect(TableLayout.splitUnit("GHI (W/m2)") == ("GHI", "W/m2"))
        #expect(TableLayout.splitUnit("flow (m3/s)") == ("flow", "m3/s"))
        #expect(TableLayout.splitUnit("Sales (Q1)") == ("Sales (Q1)", nil))   // no unit: a quarter
        #expect(TableLayout.splitUnit("x (m22)") == ("x (m22)", nil))
        #expect(TableLayout.splitUnit("Temp CHP1 [deg C]") == ("Temp CHP1", "deg C"))
        // PVGIS' symbols with a subscript that is also a unit's letter: `G(h)`, `IR(h)` (horizontal).
        #expect(TableLayout.splitUnit("G(h)") == ("G(h)", nil) && TableLayout.splitUnit("IR(h)") == ("IR(h)", nil))
        #expect(TableLayout.splitUnit("Duration(h)") == ("Duration", "h") && TableLayout.splitUnit("P(W)") == ("P", "W"))
        #expect(TableLayout.splitUnit("Direction [deg from N]") == ("Direction [deg from N]", nil))   // a space in a long one: no unit
    }

    @Test func theLongestArrayOfRecordsOneLevelDown() throws {
        let text = #"{"inputs": {"lat": 45}, "outputs": {"months_selected": [{"month": 1, "year": 2018}],"#
            + #" "tmy_hourly": [{"time(UTC)": "20180101:0000", "T2m": 2.04}, {"time(UTC)": "20180101:0100", "T2m": 1.98}]}}"#
        let r = try read(text, "tmy.json")
        #expect(r.charts[0].x == [ms(2018, 1, 1), ms(2018, 1, 1, 1)] && r.charts[0].series.map(\.name) == ["T2m"])
        #expect(r.understood.contains { $0.hasPrefix(#"JSON: 2 records under "outputs.tmy_hourly" (the longest of 2 arrays of records"#) }, "\(r.understood)")
        // Two arrays alike: no guess, the error says to choose.
        let even = #"{"a": [{"t": 1, "v": 1}, {"t": 2, "v": 2}], "b": [{"t": 1, "w": 3}, {"t": 2, "w": 4}, {"t": 3, "w": 5}]}"#
        #expect(throws: LoadError.self) { try read(even, "even.json") }
        do {
            _ = try read(even, "even.json")
        } catch {
            #expect("\(error)".contains("say where with --json-path"), "\(error)")
        }
    }
}
