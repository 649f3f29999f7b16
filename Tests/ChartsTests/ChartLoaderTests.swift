import Foundation
import Testing
@testable import Charts
import Raster
@testable import SeriesData

@Suite struct ChartLoaderTests {
    static let day: Int64 = 86_400_000

    // MARK: Real contest files

    @Test(.enabled(if: DataPaths.telegramAvailable, DataPaths.telegramNote))
    func roundOneLoadsFiveChartsExactly() throws {
        let charts = try ChartLoader.load(path: DataPaths.telegram + "/round1/chart_data.json")
        #expect(charts.count == 5)
        for chart in charts.prefix(4) {
            #expect(chart.count == 112)
            #expect(chart.series.map(\.id) == ["y0", "y1"])
            #expect(chart.series.map(\.name) == ["#0", "#1"])
            #expect(chart.series.map(\.color) == [Color(rgb: 0x3DC23F), Color(rgb: 0xF34C44)])
            #expect(chart.series.allSatisfy { $0.kind == .line && $0.values.count == 112 })
            #expect(CivilDate(milliseconds: chart.x.first!).isoDate == "2018-11-17")
            #expect(CivilDate(milliseconds: chart.x.last!).isoDate == "2019-03-08")
            #expect(!chart.yScaled && !chart.stacked && !chart.percentage)
        }
        let fifth = charts[4]
        #expect(fifth.count == 372)
        #expect(fifth.series.map(\.id) == ["y0", "y1", "y2", "y3"])
        #expect(fifth.series[0].color == Color(rgb: 0xCB513A))   // lower-case hex in the file
        #expect(CivilDate(milliseconds: fifth.x.first!).isoDate == "2018-03-03")
        #expect(CivilDate(milliseconds: fifth.x.last!).isoDate == "2019-03-09")
        #expect(fifth.x.first! > Int64(Int32.max))
    }

    @Test(.enabled(if: DataPaths.telegramAvailable, DataPaths.telegramNote))
    func roundTwoOverviewsHaveTheirTypesAndFlags() throws {
        struct Expected { var ids: Int; var kind: SeriesKind; var yScaled = false; var stacked = false; var percentage = false }
        let expected: [Expected] = [
            Expected(ids: 2, kind: .line), Expected(ids: 2, kind: .line, yScaled: true),
            Expected(ids: 7, kind: .bar, stacked: true), Expected(ids: 1, kind: .bar),
            Expected(ids: 6, kind: .area, stacked: true, percentage: true),
        ]
        for (n, e) in expected.enumerated() {
            let path = DataPaths.telegram + "/round2/\(n + 1)/overview.json"
            let charts = try ChartLoader.load(path: path)
            #expect(charts.count == 1)
            let chart = charts[0]
            #expect(chart.count == 365, "\(path)")
            #expect(chart.series.count == e.ids, "\(path)")
            #expect(chart.series.allSatisfy { $0.kind == e.kind && $0.values.count == 365 }, "\(path)")
            #expect(chart.yScaled == e.yScaled && chart.stacked == e.stacked && chart.percentage == e.percentage, "\(path)")
            #expect(CivilDate(milliseconds: chart.x.first!).isoDate == "2018-04-07")
            #expect(CivilDate(milliseconds: chart.x.last!).isoDate == "2019-04-06")
            #expect(zip(chart.x, chart.x.dropFirst()).allSatisfy { $1 - $0 == ChartLoaderTests.day })
            #expect(chart.sourcePath == path)
        }
        let two = try ChartLoader.load(path: DataPaths.telegram + "/round2/2/overview.json")[0]
        #expect(two.series.map(\.name) == ["Views", "Shares"])
        let three = try ChartLoader.load(path: DataPaths.telegram + "/round2/3/overview.json")[0]
        #expect(three.series.map(\.name) == ["Apples", "Oranges", "Lemons", "Apricots", "Kiwi", "Mango", "Pears"])
        #expect(three.stackTotals.count == 365)
        #expect(three.stackTotals[0] == three.series.reduce(0) { $0 + $1.values[0] })
    }

    @Test(.enabled(if: DataPaths.telegramAvailable, DataPaths.telegramNote))
    func dayFilesResolveFromTheOverviewPath() throws {
        let overview = try ChartLoader.load(path: DataPaths.telegram + "/round2/1/overview.json")[0]
        let april7 = CivilDate(year: 2018, month: 4, day: 7, hour: 13).milliseconds
        #expect(ChartLoader.dayFilePath(for: overview, x: april7) == DataPaths.telegram + "/round2/1/2018-04/07.json")
        #expect(ChartLoader.dayFilePath(for: overview, x: april7 + ChartLoaderTests.day) == nil)
        let day = try #require(try ChartLoader.loadDay(for: overview, x: april7))
        #expect(day.count == 168)   // 7 days of hours: 04 … 10 April
        #expect(CivilDate(milliseconds: day.x.first!).isoDateTime == "2018-04-04")
        #expect(CivilDate(milliseconds: day.x.last!).isoDateTime == "2018-04-10 23:00")
        #expect(day.series.map(\.name) == ["Joined", "Left"])

        let views = try ChartLoader.load(path: DataPaths.telegram + "/round2/4/overview.json")[0]
        let newYear = try #require(try ChartLoader.loadDay(for: views, x: CivilDate(year: 2019, month: 1, day: 1).milliseconds))
        #expect(newYear.count == 288)   // 5-minute steps of one day, three lines named by date
        #expect(newYear.series.map(\.name) == ["01 January", "31 December", "25 December"])
        #expect(newYear.x[1] - newYear.x[0] == 300_000)
        #expect(newYear.kind == .line)
    }

    @Test(.enabled(if: DataPaths.telegramAvailable, DataPaths.telegramNote))
    func everyRealFileLoads() throws {
        let files = FileManager.default.enumerator(atPath: DataPaths.telegram)!.compactMap { $0 as? String }
            .filter { $0.hasSuffix(".json") }
        #expect(files.count == 14)
        for file in files {
            let charts = try ChartLoader.load(path: DataPaths.telegram + "/" + file)
            #expect(!charts.isEmpty)
            for chart in charts {
                #expect(chart.series.allSatisfy { $0.values.count == chart.count && !$0.values.contains(where: \.isNaN) })
            }
        }
    }

    @Test func everyExampleLoadsWithItsFlags() throws {
        let dir = DataPaths.packageRoot + "/Examples"
        let files = try FileManager.default.contentsOfDirectory(atPath: dir).filter { $0.hasSuffix(".json") || $0.hasSuffix(".csv") }
        #expect(files.count == 7)
        var flags: [String: String] = [:]
        for file in files {
            let charts = try ChartLoader.load(path: dir + "/" + file)
            #expect(charts.count == 1)
            flags[file] = charts[0].typeDescription
        }
        #expect(flags["views-shares-two-axes.json"] == "line y_scaled")
        #expect(flags["messages-stacked-bars.json"] == "bar stacked")
        #expect(flags["platform-share-percentage.json"] == "area stacked percentage")
        #expect(flags["power-hourly.csv"] == "line")
        let gap = try ChartLoader.load(path: dir + "/sensor-with-gap.json")[0]
        #expect(gap.series[0].values.filter(\.isNaN).count == 3)
        #expect(gap.series[0].name == "Outdoor °C")
        let csv = try ChartLoader.load(path: dir + "/power-hourly.csv")[0]
        #expect(csv.count == 720 && csv.series[0].values.filter(\.isNaN).count == 12)
    }

    // MARK: Malformed files

    @Test func everyFixtureGivesItsExpectedError() throws {
        let text = try String(contentsOfFile: DataPaths.fixtures + "/expected-errors.txt", encoding: .utf8)
        let lines = text.split(separator: "\n").filter { !$0.hasPrefix("#") }
        let fixtures = try FileManager.default.contentsOfDirectory(atPath: DataPaths.fixtures)
            .filter { $0 != "expected-errors.txt" }.sorted()
        #expect(lines.count == fixtures.count)
        for name in fixtures {
            let expected = lines.first { $0.hasPrefix(name + ":") }
            do {
                _ = try ChartLoader.load(path: DataPaths.fixtures + "/" + name)
                Issue.record("\(name) loaded without an error")
            } catch {
                var e = error
                e.path = name
                #expect(e.description == expected.map(String.init), "\(name)")
                #expect(!e.description.contains("\n"))
            }
        }
    }

    @Test func missingAndUnreadableFilesNameTheFile() {
        #expect(throws: LoadError(path: "/no/such/file.json", place: .file, problem: .unreadable("No such file or directory"))) {
            try ChartLoader.load(path: "/no/such/file.json")
        }
        #expect(throws: LoadError(path: DataPaths.fixtures, place: .file, problem: .unreadable("it is a directory"))) {
            try ChartLoader.load(path: DataPaths.fixtures)
        }
    }

    @Test func garbageFailsAtItsStart() throws {
        // 8 MB of printable garbage without a newline: not CSV (header too long), not JSON.
        let garbage = [UInt8](repeating: UInt8(ascii: "q"), count: 8 << 20)
        #expect(throws: LoadError.self) { try ChartLoader.parse(garbage, path: "garbage") }
        let deep = [UInt8](repeating: UInt8(ascii: "["), count: 1 << 20)
        #expect(throws: LoadError(path: "deep.json", place: .text(line: 1, column: 1 << 20 + 1),
                                  problem: .syntax("the data is not closed (truncated?): the file ends with an array, expected ']'"))) {
            try ChartLoader.parse(deep, path: "deep.json")
        }
        var closedDeep = deep
        closedDeep.append(UInt8(ascii: "]"))
        #expect(throws: LoadError(path: "deep.json", place: .text(line: 1, column: 2), problem: .notAChart("an array"))) {
            try ChartLoader.parse(closedDeep, path: "deep.json")
        }
    }

    // MARK: JSON details

    @Test func nullsAreGapsAndKeysComeInAnyOrder() throws {
        let json = #"""
        {"types":{"y0":"line","x":"x"},"unknown":{"a":[1,{"b":null}],"c":"\u00e9"},
         "names":{"y0":"Caf\u00e9 \"A\"\n"},"colors":{"y0":"#abcdef"},"y_scaled":false,
         "columns":[["y0",1.5,null,-2e3],["x",1000,2000,3000]]}
        """#
        let chart = try ChartLoader.parse(Array(json.utf8), path: "t.json")[0]
        #expect(chart.x == [1000, 2000, 3000])
        #expect(chart.series[0].values[0] == 1.5)
        #expect(chart.series[0].values[1].isNaN)
        #expect(chart.series[0].values[2] == -2000)
        #expect(chart.series[0].name == "Café \"A\"\n")
        #expect(chart.series[0].color == Color(rgb: 0xABCDEF))
        #expect(!chart.yScaled)
        // Gaps compare equal to gaps: a chart with gaps equals itself.
        #expect(chart == (try ChartLoader.parse(Array(json.utf8), path: "t.json")[0]))
    }

    @Test func numbersParseLikeTheStandardLibrary() throws {
        var rng = SeededRandom(seed: 7)
        var texts: [String] = ["0", "-0", "1e22", "1e23", "123456789012345678901234", "0.1", "2.2250738585072014e-308",
                               "9007199254740993", "1E+2", "3.14159265358979323846", "0.000000000000000000001",
                               "123456789012345678", "1234567890123456789", "99999999", "-12345678901234567", "7", "-0.0"]
        for _ in 0..<2000 {
            let v = Double(bitPattern: rng.next() >> 2) * (rng.next() % 2 == 0 ? 1 : -1)
            texts.append("\(v)")
            texts.append("\(Int64.random(in: -1_000_000_000_000...1_000_000_000_000, using: &rng))")
            texts.append(String(format: "%.6f", Double.random(in: -1e6...1e6, using: &rng)))
        }
        for text in texts where Double(text)?.isFinite == true {
            let bytes = Array(text.utf8)
            let parsed: Double = try bytes.withUnsafeBufferPointer { (b) throws(LoadError) in
                var reader = JSONReader(b, path: "n")
                return try reader.readNumber()
            }
            #expect(parsed == Double(text)!, "\(text)")
        }
    }

    // MARK: CSV

    @Test func csvDetectsIsoTimesQuotesAndGaps() throws {
        let csv = "\u{FEFF}time,\"Views, total\",Shares\r\n2019-04-07,10,1.5\r\n2019-04-08T12:30:00Z,,2\r\n\r\n2019-04-09 06:00+02:00,12, \r\n"
        let chart = try ChartLoader.parse(Array(csv.utf8), path: "v.csv")[0]
        #expect(chart.x == [CivilDate(year: 2019, month: 4, day: 7).milliseconds,
                            CivilDate(year: 2019, month: 4, day: 8, hour: 12, minute: 30).milliseconds,
                            CivilDate(year: 2019, month: 4, day: 9, hour: 4).milliseconds])
        #expect(chart.series.map(\.name) == ["Views, total", "Shares"])
        #expect(chart.series[0].values[0] == 10 && chart.series[0].values[1].isNaN && chart.series[0].values[2] == 12)
        #expect(chart.series[1].values[2].isNaN)
        #expect(chart.series.allSatisfy { $0.kind == .line })
    }

    @Test func csvDetectsEpochSecondsAndMilliseconds() throws {
        let seconds = try ChartLoader.parse(Array("t;v\n1554595200;1\n1554595260.5;2\n".utf8), path: "s.csv")[0]
        #expect(seconds.x == [1_554_595_200_000, 1_554_595_260_500])
        let millis = try ChartLoader.parse(Array("t\tv\n1554595200000\t1\n1554595200001\t2\n".utf8), path: "m.tsv")[0]
        #expect(millis.x == [1_554_595_200_000, 1_554_595_200_001])
        #expect(millis.series[0].values == [1, 2])
    }

    @Test func summaryLineNamesTypeFlagsSeriesPointsAndDates() throws {
        let chart = ChartData(x: [CivilDate(year: 2019, month: 4, day: 1).milliseconds, CivilDate(year: 2019, month: 4, day: 2).milliseconds],
                              series: [Series(id: "y0", name: "A", color: .black, kind: .area, values: [1, 2]),
                                       Series(id: "y1", name: "B", color: .black, kind: .area, values: [3, 4])],
                              stacked: true, percentage: true)
        #expect(chart.summary(index: 3) == "chart 3: area stacked percentage, 2 series (A, B), 2 points, 2019-04-01 – 2019-04-02")
    }
}
