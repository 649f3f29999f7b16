import Testing
@testable import Charts
@testable import SeriesData

/// The string API (JSON records) and what every reader shares: sorting, repeats, pivots, notes.
@Suite struct TableAssemblerTests {
    static func day(_ d: Int) -> Int64 { CivilDate(year: 2019, month: 1, day: d).milliseconds }

    func assembled(_ names: [String], _ rows: [[String?]], _ options: TableOptions = TableOptions()) throws -> TableAssembler.Assembled {
        let layout = try TableLayout.detect(names: names, samples: rows, options: options)
        var a = TableAssembler(layout: layout, path: "r.json")
        for (i, row) in rows.enumerated() { try a.add(row: row, line: i + 2) }
        return try a.assemble()
    }

    @Test func wideRowsNewestFirstAreSorted() throws {
        let a = try assembled(["date", "sales"], [["2019-01-03", "3"], ["2019-01-02", "2"], ["2019-01-01", nil]])
        #expect(a.chart.x == [Self.day(1), Self.day(2), Self.day(3)])
        #expect(a.chart.series[0].values[0].isNaN && a.chart.series[0].values[1 ... 2] == [2, 3])
        #expect(a.notes == [#"time "date" (ISO-8601 dates)"#, "1 series (sales)"])
        #expect(a.warnings.isEmpty)
    }

    @Test func repeatedTimeKeepsTheLastRowCountedOnce() throws {
        let a = try assembled(["date", "v"], [["2019-01-01", "1"], ["2019-01-02", "2"], ["2019-01-02", "5"], ["2019-01-01", "7"]])
        #expect(a.chart.series[0].values == [7, 5])
        #expect(a.warnings == ["r.json: 2 repeated times; the last row of each is kept"])
    }

    @Test func missingTimesAreSkippedAndCounted() throws {
        let a = try assembled(["date", "v"], [["2019-01-01", "1"], ["", "2"], [nil, "3"]])
        #expect(a.chart.x == [Self.day(1)])
        #expect(a.warnings == ["r.json: 2 rows without a time skipped (the first on line 3)"])
    }

    @Test func pivotOfALongTableWithRepeatedKeys() throws {
        let rows: [[String?]] = [["2019-01-01", "A", "1"], ["2019-01-01", "B", "2"], ["2019-01-02", "A", "3"], ["2019-01-02", "A", "4"]]
        let a = try assembled(["date", "k", "v"], rows)
        #expect(a.chart.series.map(\.name) == ["A", "B"])
        #expect(a.chart.series[0].values == [1, 4])
        #expect(a.chart.series[1].values[0] == 2 && a.chart.series[1].values[1].isNaN)
        #expect(a.notes.contains(#"one series per "k""#))
        #expect(a.warnings == ["r.json: 1 repeated time and key; the last row of each is kept"])
    }

    @Test func attributesAreSkippedWithANote() throws {
        let a = try assembled(["date", "temp", "weather"], [["2019-01-01", "1", "rain"], ["2019-01-02", "2", "sun"]])
        #expect(a.chart.series.map(\.name) == ["temp"])
        #expect(a.notes.last == #"skipped "weather" (text)"#)
    }

    @Test func rowNumbersWithoutATimeColumn() throws {
        let a = try assembled(["a"], [["0.5"], ["0.25"]])
        #expect(a.chart.x == [1, 2] && a.chart.xKind == .number)
        #expect(a.notes.first == "no time column: x is the row number")
    }

    @Test func badCellsAndTimesNameTheLine() throws {
        let layout = try TableLayout.detect(names: ["date", "v"], samples: [["2019-01-01", "1"]], options: TableOptions())
        var a = TableAssembler(layout: layout, path: "r.json")
        #expect(throws: LoadError(path: "r.json", place: .line(4), problem: .badCell(column: "v", text: "high"))) {
            try a.add(row: ["2019-01-01", "high"], line: 4)
        }
        #expect(throws: LoadError(path: "r.json", place: .line(5), problem: .badTime("soon"))) { try a.add(row: ["soon", "1"], line: 5) }
        #expect(a.x.isEmpty && a.values[0].isEmpty)
        #expect(throws: LoadError(path: "r.json", place: .file, problem: .emptyChart("a header but no rows"))) { try a.finish() }
    }

    @Test func unitsCarryIntoSeriesAndLabels() throws {
        let a = try assembled(["date", "Power (kW)"], [["2019-01-01", "1"]])
        #expect(a.chart.series[0].unit == "kW" && a.chart.series[0].label == "Power (kW)")
    }
}
