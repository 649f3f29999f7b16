import Testing
@testable import Charts
@testable import SeriesData

@Suite struct TableLayoutTests {
    func detect(_ names: [String], _ rows: [[String?]], _ options: TableOptions = TableOptions()) throws(LoadError.Problem) -> TableLayout {
        try TableLayout.detect(names: names, samples: rows, options: options)
    }

    static let iso = TimeReading.detect(name: "date", samples: ["2019-01-01"], context: TimeContext())!

    @Test func timeByNameValuesAndAttributes() throws {
        let layout = try detect(["temp (°C)", "Datum", "weather"], [["1.5", "2019-01-01", "rain"], ["2", "2019-01-02", "sun"]])
        #expect(layout.roles == [.value, .time(Self.iso), .attribute])
        #expect(layout.names == ["temp", "Datum", "weather"])
        #expect(layout.units == ["°C", nil, nil])
        #expect(layout.timeColumn == 1)
    }

    @Test func repeatedTimesMakeAFewValuedTextColumnTheKey() throws {
        let rows: [[String?]] = [["2019-01-01", "A", "x1", "1"], ["2019-01-01", "B", "x2", "2"], ["2019-01-02", "A", "x3", "3"], ["2019-01-02", "B", "x4", "4"]]
        let layout = try detect(["date", "symbol", "comment", "v"], rows)
        #expect(layout.roles == [.time(Self.iso), .key, .attribute, .value])
        let chosen = try detect(["date", "symbol", "comment", "v"], rows, TableOptions(seriesFrom: "comment"))
        #expect(chosen.roles == [.time(Self.iso), .attribute, .key, .value])
    }

    /// R's `write.csv` row names and pandas' `to_csv` index: an unnamed column of whole numbers
    /// rising from 1 or 0 is left out; a named one, or one that does not start at 0 or 1, is a series.
    @Test func anUnnamedColumnOfRowNumbersIsAnIndexLeftOut() throws {
        let rows: [[String?]] = [["1", "2019-01-01", "5"], ["2", "2019-01-02", "6"], ["3", "2019-01-03", "7"]]
        #expect(try detect(["", "date", "v"], rows).roles == [.skipped, .time(Self.iso), .value])
        #expect(try detect(["Unnamed: 0", "date", "v"], rows.map { ["\(Int($0[0]!)! - 1)"] + $0.dropFirst() }).roles
                == [.skipped, .time(Self.iso), .value])
        #expect(try detect(["id", "date", "v"], rows).roles == [.value, .time(Self.iso), .value])
        #expect(try detect(["", "date", "v"], rows.map { ["\(Int($0[0]!)! + 4)"] + $0.dropFirst() }).roles
                == [.value, .time(Self.iso), .value])
    }

    @Test func unitsRowAndHeaderSuffixes() throws {
        let layout = try detect(["time", "P", "wind [m/s]", "share"], [["", "kW", "", "%"], ["2019-01-01", "1", "2", "3"]])
        #expect(layout.unitsRow)
        #expect(layout.units == [nil, "kW", "m/s", "%"])
        #expect(TableLayout.splitUnit("Power (kW)") == ("Power", "kW"))
        #expect(TableLayout.splitUnit("Views (total count of them)") == ("Views (total count of them)", nil))
        #expect(TableLayout.splitUnit("(kW)") == ("(kW)", nil))
        #expect(!TableLayout.isUnitsRow(["2019-01-01", "1", "2"]))
    }

    @Test func timeByContentWhenNoNameSaysSo() throws {
        let layout = try detect(["a", "b"], [["1.5", "2019-01-01"], ["2.5", "2019-01-02"]])
        #expect(layout.roles == [.value, .time(Self.iso)])
    }

    @Test func aReadingOfTheFirstCellServesWhenMostCellsFitIt() throws {
        // "later" is named by the reader as a bad time, at its row.
        let layout = try detect(["time", "v"], [["2019-01-01", "1"], ["later", "2"], ["2019-01-03", "3"]])
        #expect(layout.roles == [.time(Self.iso), .value])
    }

    @Test func yearAndQuarterAndMonthAndDay() throws {
        let q = try detect(["year", "quarter", "v"], [["2019", "3", "1"], ["2019", "4", "2"]])
        #expect(q.timeParts == [0, 1])
        #expect(q.partsTime { ["2019", "3", "1"][$0] } == "2019-Q3")
        let d = try detect(["v", "Year", "Month", "Day"], [["1", "2019", "3", "5"], ["2", "2019", "3", "6"]])
        #expect(d.timeParts == [1, 2, 3])
        #expect(d.partsTime { ["1", "2019", "3", "5"][$0] } == "2019-03-05")
        #expect(d.roles[0] == .value)
        // A "month" column of text is not a part: then no time fits and x is the row.
        let notParts = try detect(["year", "month", "v"], [["2019", "March", "1"]], TableOptions(x: .row))
        #expect(notParts.timeParts.isEmpty && notParts.timeColumn == nil)
    }

    @Test func rowOrAnError() throws {
        let numbers = try detect(["a", "b"], [["0.5", "1"], ["0.25", "2"]])
        #expect(numbers.timeColumn == nil && numbers.roles == [.value, .value])
        #expect(throws: LoadError.Problem.noTimeColumn(columns: ["name", "v"])) { try detect(["name", "v"], [["alice", "1"]]) }
        #expect(throws: LoadError.Problem.badTime("soon")) { try detect(["time", "v"], [["soon", "1"]]) }
        #expect(throws: LoadError.Problem.noSuchColumn(option: "--x", name: "t", columns: ["a", "b"])) {
            try detect(["a", "b"], [["1", "2"]], TableOptions(x: .name("t")))
        }
    }

    @Test func namesInManyLanguages() {
        for name in ["time", "Date", "DateTime", "timestamp", "ts", "Datum", "Zeit", "fecha", "hora", "date_heure", "data", "tijd", "дата", "Date (UTC)", "time_utc"] {
            #expect(TableLayout.isTimeName(name), "\(name)")
        }
        for name in ["temperature", "value", "t2", "index", "update"] {
            #expect(!TableLayout.isTimeName(name), "\(name)")
        }
    }
}
