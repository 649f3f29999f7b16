import Testing
@testable import Charts
@testable import SeriesData

/// The CSV reader's dialects and tables, end to end through ``ChartLoader/read(_:path:options:)``.
@Suite struct CSVReaderTests {
    static func day(_ y: Int, _ m: Int, _ d: Int) -> Int64 { CivilDate(year: y, month: m, day: d).milliseconds }

    func read(_ text: String, _ path: String = "t.csv", _ options: LoadOptions = LoadOptions()) throws -> LoadResult {
        try loadText(text, path: path, options: options)
    }

    func error(_ text: String, _ options: LoadOptions = LoadOptions()) -> String? {
        do { _ = try read(text, "t.csv", options) } catch { return "\(error)" }
        return nil
    }

    // MARK: Dialects

    @Test func semicolonsWithDecimalCommaUnitsAndATextColumn() throws {
        let r = try read("Datum;Wind (km/h);Temp [°C];Wetter\n2019-02-01;3,5;1.234,5;Regen\n2019-02-02;4,0;-2,5;Sonne\n")
        let chart = r.charts[0]
        #expect(chart.x == [Self.day(2019, 2, 1), Self.day(2019, 2, 2)])
        #expect(chart.series.map(\.name) == ["Wind", "Temp"])
        #expect(chart.series.map(\.unit) == ["km/h", "°C"])
        #expect(chart.series.map(\.label) == ["Wind (km/h)", "Temp (°C)"])
        #expect(chart.series[0].values == [3.5, 4] && chart.series[1].values == [1234.5, -2.5])
        #expect(r.understood == [#"';'-separated, decimal comma; time "Datum" (ISO-8601 dates); 2 series (Wind (km/h), Temp (°C)); skipped "Wetter" (text)"#])
        #expect(r.warnings.isEmpty)
    }

    @Test func semicolonsWithDecimalPointsKeepThem() throws {
        let r = try read("time;a\n2019-02-01;3.25\n2019-02-02;1000\n")
        #expect(r.charts[0].series[0].values == [3.25, 1000])
        #expect(r.understood[0].hasPrefix("';'-separated; time"))
    }

    @Test func tabsPipesAndAlignedSpaces() throws {
        for (text, dialect) in [("time\ta\tb\n2019-01-01\t1\t2\n2019-01-02\t3\t4\n", "tab-separated"),
                                ("time|a|b\n2019-01-01|1|2\n2019-01-02|3|4\n", "'|'-separated"),
                                ("  time        a   b\n2019-01-01    1   2\n2019-01-02    3   4  \n", "space-aligned")] {
            let r = try read(text)
            #expect(r.charts[0].series.map(\.values) == [[1, 3], [2, 4]], "\(dialect)")
            #expect(r.understood[0].hasPrefix(dialect + ";"), "\(r.understood)")
        }
    }

    @Test func separatorIsSniffedFromRowsNotTheHeaderAlone() throws {
        // The header has a comma inside a name; the rows decide for ';'.
        let chart = try read("time;\"Views, total\";b\n2019-01-01;1;2\n2019-01-02;3;4\n").charts[0]
        #expect(chart.series.map(\.name) == ["Views, total", "b"])
    }

    @Test func bomCommentsQuotedHeadersAndQuotedThousands() throws {
        let text = "\u{FEFF}# exported by a logger\n\"time\",\"Energy (kWh)\"\n# a comment between rows\n2019-01-01,\"1,234,567\"\n2019-01-02,\"2,000.5\"\n"
        let r = try read(text)
        #expect(r.charts[0].series[0].values == [1_234_567, 2000.5])
        #expect(r.charts[0].series[0].unit == "kWh")
        #expect(r.understood[0].hasPrefix("','-separated, thousands with ','"))
    }

    @Test func aUnitsRowBecomesTheUnits() throws {
        let chart = try read("time,power,temp,wind\n,kW,°C,(m/s)\n2019-01-01,1,2,3\n2019-01-02,4,5,6\n").charts[0]
        #expect(chart.count == 2)
        #expect(chart.series.map(\.unit) == ["kW", "°C", "(m/s)"])
        #expect(chart.series.map(\.name) == ["power", "temp", "wind"])
    }

    // MARK: The time column

    @Test func timeColumnByNameInAnyPositionAndLanguage() throws {
        for name in ["date", "Datum", "fecha", "date_heure", "дата", "tijd", "Zeit", "Timestamp (UTC)"] {
            let chart = try read("temp,\(name),hum\n1.5,2019-01-01,3\n2.5,2019-01-02,4\n").charts[0]
            #expect(chart.x == [Self.day(2019, 1, 1), Self.day(2019, 1, 2)], "\(name)")
            #expect(chart.series.map(\.name) == ["temp", "hum"], "\(name)")
        }
    }

    @Test func timeColumnByContent() throws {
        let r = try read("a,b\n1.5,2019-01-01\n2.5,2019-01-02\n")
        #expect(r.charts[0].x == [Self.day(2019, 1, 1), Self.day(2019, 1, 2)])
        #expect(r.understood[0].contains(#"time "b" (ISO-8601 dates)"#))
    }

    @Test func xOptionChoosesByNameNumberOrRow() throws {
        let text = "start,end,v\n2019-01-01,2019-02-01,1\n2019-01-02,2019-02-02,2\n"
        #expect(try read(text).charts[0].x[0] == Self.day(2019, 1, 1))
        #expect(try read(text, "t.csv", LoadOptions(x: "END")).charts[0].x[0] == Self.day(2019, 2, 1))
        #expect(try read(text, "t.csv", LoadOptions(x: "2")).charts[0].x[0] == Self.day(2019, 2, 1))
        let rows = try read(text, "t.csv", LoadOptions(x: "row")).charts[0]
        #expect(rows.x == [1, 2] && rows.xKind == .number && rows.series.map(\.name) == ["v"])
    }

    @Test func noTimeColumnNumbersTheRows() throws {
        let r = try read("a,b\n0.5,1.5\n0.25,2.5\n0.75,\n")
        #expect(r.charts[0].x == [1, 2, 3] && r.charts[0].xKind == .number)
        #expect(r.charts[0].series[1].values[2].isNaN)
        #expect(r.understood[0] == "','-separated; no time column: x is the row number; 2 series (a, b)")
    }

    @Test func errorsSayWhatToDo() {
        #expect(error("name,score\nalice,3\nbob,4\n")
                == "t.csv:1: no time column found (columns: name, score); say which with --x NAME, or none with --x row")
        #expect(error("a,b\n1,2\n", LoadOptions(x: "c")) == #"t.csv:1: --x: no column "c" (columns: a, b)"#)
        #expect(error("a,b\n1,2\n", LoadOptions(x: "3")) == #"t.csv:1: --x: no column "3" (columns: a, b)"#)
        #expect(error("time,b\n2019-01-01,2\n", LoadOptions(seriesFrom: "k")) == #"t.csv:1: --series-from: no column "k" (columns: time, b)"#)
        #expect(error("name,v\nalice,3\n", LoadOptions(x: "name"))
                == #"t.csv:1: column "name" holds no times wlcharts reads (text such as 'alice'); give its format with --time-format, or use --x row"#)
        #expect(error("time,v\n2019-01-01,1\nlater,2\n2019-01-03,3\n") == #"t.csv:3:1: time "later" is not ISO-8601 or epoch seconds or milliseconds"#)
    }

    // MARK: Text columns

    @Test func longTableOneSeriesPerKey() throws {
        let text = "symbol,date,price\nMSFT,2019-01-01,1\nMSFT,2019-01-02,2\nAMZN,2019-01-01,3\nAMZN,2019-01-03,4\n"
        let r = try read(text)
        let chart = r.charts[0]
        #expect(chart.x == [Self.day(2019, 1, 1), Self.day(2019, 1, 2), Self.day(2019, 1, 3)])
        #expect(chart.series.map(\.name) == ["MSFT", "AMZN"])
        #expect(chart.series[0].values[0] == 1 && chart.series[0].values[1] == 2 && chart.series[0].values[2].isNaN)
        #expect(chart.series[1].values[0] == 3 && chart.series[1].values[1].isNaN && chart.series[1].values[2] == 4)
        #expect(r.understood[0].contains(#"one series per "symbol"; 2 series (MSFT, AMZN)"#))
    }

    @Test func longTableWithSeveralValueColumns() throws {
        let text = "date,city,temp,rain\n2019-01-01,Oslo,1,0.5\n2019-01-01,Rome,9,0\n2019-01-02,Oslo,2,0\n2019-01-02,Rome,10,1\n"
        let chart = try read(text).charts[0]
        #expect(chart.series.map(\.name) == ["Oslo temp", "Oslo rain", "Rome temp", "Rome rain"])
        #expect(chart.series.map(\.values) == [[1, 2], [0.5, 0], [9, 10], [0, 1]])
    }

    @Test func seriesFromChoosesTheKey() throws {
        let text = "date,region,city,v\n2019-01-01,N,Oslo,1\n2019-01-01,S,Rome,2\n2019-01-02,N,Oslo,3\n2019-01-02,S,Rome,4\n"
        let chart = try read(text, "t.csv", LoadOptions(seriesFrom: "city")).charts[0]
        #expect(chart.series.map(\.name) == ["Oslo", "Rome"])
        #expect(chart.series.map(\.values) == [[1, 3], [2, 4]])
    }

    @Test func keyFoundWhenTheSampleShowsNoRepeatedTime() throws {
        // Sorted by key, longer than the sample: the repeated times show only when all is read.
        var text = "symbol,date,price\n"
        for s in ["A", "B"] {
            for d in 0 ..< 150 { text += "\(s),\(CivilDate(milliseconds: Self.day(2019, 1, 1) + Int64(d) * 86_400_000).isoDate),\(d)\n" }
        }
        let chart = try read(text).charts[0]
        #expect(chart.series.map(\.name) == ["A", "B"] && chart.count == 150)
    }

    // MARK: Rows

    @Test func rowsAreSortedRepeatsKeepTheLastAndMissingTimesAreCounted() throws {
        let r = try read("time,v\n2019-01-03,3\n2019-01-02,2\n,9\n2019-01-02,20\n2019-01-01,1\n,8\n")
        #expect(r.charts[0].x == [Self.day(2019, 1, 1), Self.day(2019, 1, 2), Self.day(2019, 1, 3)])
        #expect(r.charts[0].series[0].values == [1, 20, 3])
        #expect(r.warnings == ["t.csv: 2 rows without a time skipped (the first on line 4)",
                               "t.csv: 1 repeated time; the last row of each is kept"])
    }

    @Test func yearAndQuarterOrMonthColumnsMakeOneTime() throws {
        let q = try read("year,quarter,gdp\n2019,3,5\n2019,4,6\n2020,1,7\n")
        #expect(q.charts[0].x == [Self.day(2019, 7, 1), Self.day(2019, 10, 1), Self.day(2020, 1, 1)])
        #expect(q.charts[0].series.map(\.name) == ["gdp"])
        #expect(q.understood[0].contains(#"time "year" + "quarter" (quarters (2019-Q3))"#))
        let m = try read("Year,Month,v\n2019,12,1\n2020,1,2\n")
        #expect(m.charts[0].x == [Self.day(2019, 12, 1), Self.day(2020, 1, 1)])
    }

    /// NREL's PSM3/NSRDB form: hour and minute columns belong to the time (before, the day alone was
    /// the time, every row of a day repeated it, and the date-time column became a long table's key:
    /// 3 168 series of one point for pvlib's `test_psm3_2019_5min.csv`).
    @Test func hourAndMinuteColumnsJoinYearMonthAndDay() throws {
        let r = try read(",Year,Month,Day,Hour,Minute,GHI\n2019-01-01 00:00:00-07:00,2019,1,1,0,0,0\n"
                         + "2019-01-01 00:05:00-07:00,2019,1,1,0,5,1\n2019-01-01 13:10:00-07:00,2019,1,1,13,10,2\n")
        #expect(r.charts[0].x == [Self.day(2019, 1, 1), Self.day(2019, 1, 1) + 300_000, Self.day(2019, 1, 1) + 47_400_000])
        #expect(r.charts[0].series.map(\.name) == ["GHI"])
        #expect(r.understood[0].contains(#"time "Year" + "Month" + "Day" + "Hour" + "Minute""#))
        let hours = try read("year,month,day,hour,v\n2020,2,29,23,1\n2020,3,1,0,2\n")
        #expect(hours.charts[0].x == [Self.day(2020, 2, 29) + 82_800_000, Self.day(2020, 3, 1)])
    }

    @Test func aBigFileIsSampledThroughout() throws {
        // "note" is empty in the first rows: rows spread through the file show it is text.
        var text = "time,a,note\n"
        for i in 0 ..< 3000 { text += "\(1_554_595_200 + i),\(i),\(i >= 1500 ? "calibrated" : "")\n" }
        let r = try read(text)
        #expect(r.charts[0].count == 3000 && r.charts[0].series.map(\.name) == ["a"])
        #expect(r.understood[0].hasSuffix(#"skipped "note" (text)"#))
    }
}
