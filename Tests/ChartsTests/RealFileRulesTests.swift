import Foundation
import Testing
@testable import SeriesData

/// The rules the session-19 real files called for, each on a small synthetic file: PVGIS'
/// `20130101:0010`, ten digits that are hours and epoch seconds alike, a saved Prometheus
/// `result` list, a pandas orient's time index beside datetime columns, an identifier column,
/// missing markers, a one-letter subscript that is no unit.
@Suite struct RealFileRulesTests {
    func ms(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0, _ s: Int = 0) -> Int64 {
        CivilDate(year: y, month: m, day: d).milliseconds + Int64(((h * 60 + mi) * 60 + s) * 1000)
    }

    func detect(_ cells: [String]) -> TimeReading? { TimeReading.detect(name: "time", samples: cells, context: TimeContext()) }

    func read(_ text: String, _ path: String = "t.csv", jsonPath: String? = nil, missingValues: [Double] = []) throws -> LoadResult {
        try ChartLoader.read(Array(text.utf8), path: path, options: LoadOptions(jsonPath: jsonPath, missingValues: missingValues))
    }

    @Test func pvgisCompactDateTimes() throws {
        let r = try #require(detect(["20130101:0010", "20130101:0110", "20131231:2310"]))
        #expect(r.description == "YYYYMMDD:HHMM date-times" && !r.isCalendar)
        #expect(r.parse("20130101:0010") == ms(2013, 1, 1, 0, 10) && r.parse("20131231:2310") == ms(2013, 12, 31, 23, 10))
        #expect(r.parse("20130101:2410") == nil && r.parse("20130101 0010") == nil)
        #expect(detect(["20130101:0010", "20130132:0010"]) == nil)   // 32 January: no date
    }

    @Test func tenDigitsHourlyDatesStepEvenlyAcrossDayEnds() throws {
        // Hourly data of 1850 (DWD's historic stations): as seconds it steps 1, 77, 1 — uneven.
        let hours = try #require(detect(["1850010122", "1850010123", "1850010200", "1850010201"]))
        #expect(hours.description == "YYYYMMDDHH date-times" && hours.parse("1850010200") == ms(1850, 1, 2))
        // Two rows of 2023 (the DWD case): hours, as before.
        #expect(detect(["2023010100", "2023010101"])?.description == "YYYYMMDDHH date-times")
    }

    @Test func tenDigitsEpochSecondsOf2027AreNotDatesOf1801() throws {
        // 1801011200 s is 2027-01-27 UTC; as hours, 12 January 1801 00:00. Both readings
        // step evenly: the years decide, and 1801 is no year hourly data is written for.
        let seconds = try #require(detect(["1801011200", "1801011201", "1801011202"]))
        #expect(seconds.form == .epoch(.seconds) && seconds.parse("1801011200") == 1_801_011_200_000)
        #expect(detect(["1801011200"])?.form == .epoch(.seconds))          // a stream's first row
        #expect(detect(["2101011200", "2101011210"])?.form == .epoch(.seconds))  // 2036, not 2101
        #expect(RealFileRulesTests.evenness([0, 1, 78, 79]) == 2.0 / 3 && RealFileRulesTests.evenness([5, 10, 15]) == 1)
    }

    static func evenness(_ t: [Int64]) -> Double { TimeReading.evenness(t) }

    @Test func aSavedPrometheusResultListIsOneSeriesPerResult() throws {
        let text = #"""
        [{"metric": {"__name__": "up", "job": "a"}, "values": [[1564308009.804, "1"], [1564308029.804, "0"]]},
         {"metric": {"__name__": "up", "job": "b"}, "values": [[1564308009.804, "1"]]}]
        """#
        let r = try read(text, "up.json")
        let chart = try #require(r.charts.first)
        #expect(chart.series.count == 2 && chart.x == [1_564_308_009_804, 1_564_308_029_804])
        #expect(chart.series[0].values == [1, 0] && chart.series[1].values[0] == 1 && chart.series[1].values[1].isNaN)
        #expect(r.understood.first == "JSON: a Prometheus query_range answer, 2 series")
        // Series sampled at their own times hold their latest sample for up to 5 minutes.
        let own = #"[{"metric": {"job": "a"}, "values": [[1000, "1"], [1020, "2"], [1400, "3"]]},"#
            + #" {"metric": {"job": "b"}, "values": [[1010.5, "5"], [1030.5, "NaN"], [1040.5, "6"]]}]"#
        let held = try read(own, "own.json")
        #expect(held.charts[0].x == [1_000_000, 1_010_500, 1_020_000, 1_030_500, 1_040_500, 1_400_000])
        let a = held.charts[0].series[0].values, b = held.charts[0].series[1].values
        #expect(a == [1, 1, 2, 2, 2, 3])                                   // 1 400 s: its own sample
        #expect(b[0].isNaN && b[1] == 5 && b[2] == 5 && b[3].isNaN && b[4] == 6 && b[5].isNaN)   // NaN stays; 359.5 s > 5 min
        #expect(held.understood.last?.contains("Prometheus' lookback") == true)
        // Series on common times, gaps and all, are kept as answered.
        let steps = #"[{"metric": {"job": "a"}, "values": [[1000, "1"], [1060, "2"]]},"#
            + #" {"metric": {"job": "b"}, "values": [[1030, "5"], [1060, "6"]]}]"#
        let kept = try read(steps, "steps.json")
        #expect(kept.charts[0].series[0].values[1].isNaN && kept.charts[0].series[1].values[0].isNaN)
        #expect(kept.understood.count == 1)
        // Records whose first key is `metric` but without `values` stay records.
        #expect(JSONShape.of(bytes: #"[{"metric": {"a": 1}, "time": 1}]"#) == .table)
        #expect(JSONShape.of(bytes: #"[{"metric": {"a": "b"}, "values": []}]"#) == .prometheus)
    }

    @Test func aPandasOrientsTimeIndexIsTheTimeAndItsDatetimeColumnsAreSkipped() throws {
        let text = #"""
        {"v":{"946857600000":1.5,"946944000000":2.5},"date":{"946857600000":694722092120,"946944000000":1356998400000}}
        """#
        let r = try read(text, "frame.json")
        let chart = try #require(r.charts.first)
        #expect(chart.x == [ms(2000, 1, 3), ms(2000, 1, 4)])
        #expect(chart.series.map(\.name) == ["v"] && chart.series[0].values == [1.5, 2.5])
        #expect(r.understood.contains(#"time "index" (epoch milliseconds)"#), "\(r.understood)")
        #expect(r.understood.contains(#"skipped "date" (times)"#), "\(r.understood)")
        // A column named `date` of records is still the time where no index is.
        let records = try read(#"[{"date": "2000-01-03", "v": 1}, {"date": "2000-01-04", "v": 2}]"#, "r.json")
        #expect(records.charts[0].x.first == ms(2000, 1, 3))
    }

    @Test func aConstantIdentifierColumnIsNoSeries() throws {
        let r = try read("STATIONS_ID;MESS_DATUM;TT_TU\n433;2023010100;-2.4\n433;2023010101;-2.8\n433;2023010102;-3.0\n")
        #expect(r.charts[0].series.map(\.name) == ["TT_TU"])
        #expect(r.understood.contains { $0.contains(#"skipped "STATIONS_ID" (an identifier: 433 in every row)"#) }, "\(r.understood)")
        // Not `id` alone (vmstat's idle share), not an identifier that changes, not a name without `id`.
        #expect(!TableLayout.isIdentifier(name: "id", cells: ["99", "99"]))
        #expect(!TableLayout.isIdentifier(name: "station_id", cells: ["433", "434"]))
        #expect(!TableLayout.isIdentifier(name: "stations", cells: ["433", "433"]))
        #expect(TableLayout.isIdentifier(name: "sensorId", cells: ["7", "7", ""]))
        #expect(!TableLayout.isIdentifier(name: "device_id", cells: ["7"]))   // one row says nothing
    }

    @Test func missingMarkersArePointedAtNeverGuessed() throws {
        let temps: [Double] = [-3, 12.5, -9999, 20, -9999, 35, -9999, -20]
        #expect(MissingMarkers.candidates(temps).map(\.0) == [-9999] && MissingMarkers.candidates(temps).map(\.1) == [3])
        #expect(MissingMarkers.candidates([0, 0, 0, 5, 7, 0]).isEmpty)                       // 0: no marker
        #expect(MissingMarkers.candidates([-150, -150, 20, 30, 1000]).isEmpty)               // twice only
        #expect(MissingMarkers.candidates([-200, -200, -200, 7, 1189, 500]).map(\.0) == [-200])   // negative among positives
        #expect(MissingMarkers.candidates([5000, 5000, 5000, 0, 2000]).map(\.0) == [5000])    // far above: a clipped or marker value
        #expect(MissingMarkers.candidates([-999, -999, -999, -1000, 500]).isEmpty)           // among its neighbours: data
        let r = try read("time,t,p\n2020-01-01,-999,5\n2020-01-02,4,-999\n2020-01-03,-999,6\n2020-01-04,-999,7\n",
                         jsonPath: nil, missingValues: [-999, -9999])
        #expect(r.charts[0].series[0].values.filter(\.isNaN).count == 3 && r.charts[0].series[1].values[1].isNaN)
        #expect(r.understood.suffix(2) == ["--missing-value -999: 4 cells are gaps", "--missing-value -9999: no cell holds it"])
        let plain = try read("time,t\n2020-01-01,-999\n2020-01-02,4\n2020-01-03,-999\n2020-01-04,-999\n2020-01-05,6\n")
        #expect(plain.charts[0].series[0].values.contains(-999))   // nothing changes without --missing-value
        #expect(MissingMarkers.suspects(in: plain.charts[0]) == ["-999 in 3 cells of 1 series (t) looks like a missing marker: --missing-value -999"])
        #expect(MissingMarkers.suspects(in: plain.charts[0], known: [-999]).isEmpty)
    }

    @Test func aOneLetterSubscriptIsNoUnit() {
        #expect(TableLayout.splitUnit("G(i)") == ("G(i)", nil))
        #expect(TableLayout.splitUnit("Gb(n)") == ("Gb(n)", nil))
        #expect(TableLayout.splitUnit("G (i)") == ("G", "i"))       // spaced: as before
        #expect(TableLayout.splitUnit("Depth(m)") == ("Depth", "m"))   // a known unit
    }
}

extension JSONShape {
    static func of(bytes text: String) -> JSONShape {
        Array(text.utf8).withUnsafeBufferPointer { JSONShape.of($0) }
    }
}
