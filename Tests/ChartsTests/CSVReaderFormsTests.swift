import Testing
@testable import Charts
@testable import SeriesData

/// Forms people's tools write (issue 30), one synthetic file each, end to end through
/// ``ChartLoader/read(_:path:options:)``: repeated column names, digits grouped by spaces, dotted
/// dates, the time forms of exports, unsorted rows, a units row and lines ending in a lone CR.
@Suite struct CSVReaderFormsTests {
    static func day(_ y: Int, _ m: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0) -> Int64 {
        CivilDate(year: y, month: m, day: d, hour: h, minute: mi).milliseconds
    }

    func read(_ text: String, _ path: String = "t.csv") throws -> LoadResult {
        try loadText(text, path: path)
    }

    // MARK: Repeated column names

    @Test func repeatedNamesAreNumberedNotMerged() throws {
        let r = try read("time,temp,temp,hum\n2020-01-01,1,2,3\n2020-01-02,4,5,6\n")
        let chart = r.charts[0]
        #expect(chart.series.map(\.name) == ["temp", "temp (2)", "hum"])
        #expect(Set(chart.series.map(\.id)).count == 3)
        #expect(chart.series.map(\.values) == [[1, 4], [2, 5], [3, 6]])
        #expect(r.understood[0].hasSuffix("3 series (temp, temp (2), hum)"))
    }

    @Test func repeatedNamesInALongTable() throws {
        let r = try read("date,city,temp,temp\n2020-01-01,Oslo,1,2\n2020-01-01,Rome,10,11\n2020-01-02,Oslo,3,4\n2020-01-02,Rome,12,13\n")
        let chart = r.charts[0]
        #expect(chart.series.map(\.name) == ["Oslo temp", "Oslo temp (2)", "Rome temp", "Rome temp (2)"])
        #expect(chart.series.map(\.values) == [[1, 3], [2, 4], [10, 12], [11, 13]])
    }

    @Test func aNumberedNameTheHeaderHasIsPassedOver() {
        #expect(TableLayout.numberingRepeats(["temp", "temp (2)", "temp", "temp"]) == ["temp", "temp (2)", "temp (3)", "temp (4)"])
        #expect(TableLayout.numberingRepeats(["", "", "a"]) == ["", "", "a"])   // unnamed columns stay unnamed
    }

    // MARK: Digits grouped by spaces

    /// A space, a no-break space (U+00A0) and a narrow no-break space (U+202F, Excel's and CLDR's
    /// French) between digit groups; with a decimal comma (`;`, tab) or a point (`,`).
    @Test(arguments: [("time;v\n2020-01-01;1 234,5\n2020-01-02;3 456\n", "';'-separated, decimal comma, thousands with spaces"),
                      ("time;v\n2020-01-01;1\u{A0}234,5\n2020-01-02;3\u{A0}456\n", "';'-separated, decimal comma, thousands with spaces"),
                      ("time\tv\n2020-01-01\t1\u{202F}234,5\n2020-01-02\t3\u{202F}456\n", "tab-separated, decimal comma, thousands with spaces"),
                      ("time,v\n2020-01-01,1 234.5\n2020-01-02,3 456\n", "','-separated, thousands with spaces")])
    func digitsGroupedBySpaces(_ text: String, _ dialect: String) throws {
        let r = try read(text)
        #expect(r.charts[0].series.map(\.values) == [[1234.5, 3456]])
        #expect(r.understood[0].hasPrefix(dialect + ";"), "\(r.understood)")
    }

    @Test func aSpaceThatGroupsNoDigitsIsNoNumber() throws {
        #expect(CSVDialect.withoutGroupSpaces(Array("12 345 678,5".utf8)[...]) == Array("12345678,5".utf8))
        #expect(CSVDialect.withoutGroupSpaces(Array("2019 01".utf8)[...]) == nil)
        #expect(CSVDialect.withoutGroupSpaces(Array("10 000 Main St".utf8)[...]) == nil)
        #expect(CSVDialect.withoutGroupSpaces(Array("1234".utf8)[...]) == nil)
        // A space grouping two digits is a bad number, named, not a silently other value.
        #expect(throws: LoadError.self) { try read("time;v\n2020-01-01;1 234,5\n2020-01-02;12 34,5\n") }
    }

    // MARK: Times

    /// The time forms of exports and loggers, each through a whole file: the reading `--check`
    /// names and the first time.
    @Test(arguments: [
        ("time,v\n202001011230,1\n202001011245,2\n", "YYYYMMDDHHMM date-times", CSVReaderFormsTests.day(2020, 1, 1, 12, 30)),
        ("time,v\n20200101123000,1\n20200101124500,2\n", "YYYYMMDDHHMMSS date-times", CSVReaderFormsTests.day(2020, 1, 1, 12, 30)),
        // The German weather service's hourly files: `YYYYMMDDHH`, not epoch seconds of 2034.
        ("STATIONS_ID;MESS_DATUM;QN_9;TT_TU;RF_TU;eor\n       433;2023010100;    5;  -2.4;  87.0;eor\n       433;2023010101;    5;  -2.8;  89.0;eor\n",
         "YYYYMMDDHH date-times", CSVReaderFormsTests.day(2023, 1, 1)),
        ("time,v\n1577836800,1\n1577840400,2\n", "epoch seconds", CSVReaderFormsTests.day(2020, 1, 1)),
        ("period,v\n2019-Q3,1\n2019-Q4,2\n", "quarters (2019-Q3)", CSVReaderFormsTests.day(2019, 7, 1)),
        ("period,v\n2019Q3,1\n2019Q4,2\n", "quarters (2019Q3)", CSVReaderFormsTests.day(2019, 7, 1)),
        ("date,v\n1 January 2000,1\n2 February 2000,2\n", "dates with month names (1 January 2000)", CSVReaderFormsTests.day(2000, 1, 1)),
        ("date,v\n1 Jan 2000,1\n2 Feb 2000,2\n", "dates with month names (1 Jan 2000)", CSVReaderFormsTests.day(2000, 1, 1)),
        ("date,v\n2000-Jan-01,1\n2000-Feb-02,2\n", "dates with month names (2000-Jan-01)", CSVReaderFormsTests.day(2000, 1, 1)),
        ("time,v\n1577836800000,1\n1577836860000,2\n", "epoch milliseconds", CSVReaderFormsTests.day(2020, 1, 1)),
        ("time,v\n1577836800000000,1\n1577836860000000,2\n", "epoch microseconds", CSVReaderFormsTests.day(2020, 1, 1)),
        ("time,v\n1577836800000000000,1\n1577836860000000000,2\n", "epoch nanoseconds", CSVReaderFormsTests.day(2020, 1, 1)),
    ])
    func timeForms(_ text: String, _ reading: String, _ first: Int64) throws {
        let r = try read(text)
        #expect(r.charts[0].x.first == first)
        #expect(r.understood[0].contains("(\(reading))"), "\(r.understood)")
    }

    /// Dotted dates are written day first: `01.02.2000` is 1 February even where the locale
    /// (`C`) writes month first; a day above 12 still decides, and the locale's own day first says so.
    @Test func dottedDatesAreDayFirst() throws {
        let dates = try read("Datum;Wert\n01.02.2000;1,5\n02.02.2000;2,5\n")
        #expect(dates.charts[0].x == [Self.day(2000, 2, 1), Self.day(2000, 2, 2)])
        #expect(dates.understood[0].contains("day.month.year (no day above 12: dotted dates are day first"))
        let times = try read("Datum;Wert\n01.02.2000 13:45;1,5\n01.02.2000 14:45;2,5\n")
        #expect(times.charts[0].x == [Self.day(2000, 2, 1, 13, 45), Self.day(2000, 2, 1, 14, 45)])
        #expect(times.understood[0].contains("day.month.year with times"))
        let slashes = try read("date,v\n01/02/2000,1\n02/02/2000,2\n")   // `/` keeps the locale's order (C: month first)
        #expect(slashes.charts[0].x.first == Self.day(2000, 1, 2))
    }

    // MARK: Rows and units

    /// Rows out of order are sorted (newest-first exports), as every table is.
    @Test func unsortedRowsAreSorted() throws {
        let r = try read("time,v\n2020-01-03,3\n2020-01-01,1\n2020-01-02,2\n")
        #expect(r.charts[0].x == [Self.day(2020, 1, 1), Self.day(2020, 1, 2), Self.day(2020, 1, 3)])
        #expect(r.charts[0].series[0].values == [1, 2, 3])
    }

    @Test func aUnitsRowWithAnEmptyTimeCell() throws {
        let r = try read("time,temp,power\n,°C,kW\n2020-01-01,1,2\n2020-01-02,3,4\n")
        let chart = r.charts[0]
        #expect(chart.series.map(\.name) == ["temp", "power"] && chart.series.map(\.unit) == ["°C", "kW"])
        #expect(chart.series.map(\.label) == ["temp (°C)", "power (kW)"])
        #expect(chart.x.count == 2 && chart.series[1].values == [2, 4])
    }

    // MARK: Line ends

    /// Classic Mac line ends (Excel for Mac's "CSV (Macintosh)", old Stata: statsmodels'
    /// `results_wpi1_ar3_stata.csv`): a lone CR ends a line; errors count lines as before.
    @Test func linesEndingInALoneCR() throws {
        let r = try read("wpi,t,v\r30.7,1960q1,\r30.8,1960q2,0.5\r")
        #expect(r.charts[0].x == [Self.day(1960, 1, 1), Self.day(1960, 4, 1)])
        #expect(r.charts[0].series.map(\.name) == ["wpi", "v"] && r.charts[0].series[0].values == [30.7, 30.8])
        #expect(r.charts[0].series[1].values[0].isNaN && r.charts[0].series[1].values[1] == 0.5)
        #expect(throws: LoadError.self) { try read("t,v\r2020-01-01,1\r2020-01-02,x\r") }
        do {
            _ = try read("t,v\r2020-01-01,1\r2020-01-02,x\r", "mac.csv")
        } catch {
            #expect("\(error)".hasPrefix("mac.csv:3:"), "\(error)")
        }
        // CRLF and LF files are read in place, as before.
        func crOnly(_ text: String) -> Bool { Array(text.utf8).withUnsafeBufferPointer { ChartLoader.endsLinesWithCR($0) } }
        #expect(crOnly("a\rb") && !crOnly("a\r\nb") && !crOnly("a\nb"))
        #expect(try read("t,v\r\n2020-01-01,1\r\n").charts[0].series[0].values == [1])
    }
}
