import Testing
@testable import Charts
@testable import SeriesData

/// Wide tables longer than one batch of the fast row path (`CSVReader.wideRows`), with rows that
/// only the general path reads (quoted cells, comments, blank lines, a missing time, spaces) among
/// them: the chart is the one the general path alone gives, and errors name their line.
@Suite struct CSVReaderWideRowsTests {
    static let rows = 2 * CSVReader.wideBatch + 500

    static func sameValues(_ a: [Double], _ b: [Double]) -> Bool {
        a.elementsEqual(b) { $0 == $1 || ($0.isNaN && $1.isNaN) }
    }

    static func time(_ i: Int) -> String {
        "2019-01-01T\(i / 3600 < 10 ? "0" : "")\(i / 3600):\(i / 60 % 60 < 10 ? "0" : "")\(i / 60 % 60):\(i % 60 < 10 ? "0" : "")\(i % 60)Z"
    }

    @Test func rowsThatLeaveTheFastPathKeepTheirPlaceAndValues() throws {
        var text = "time,a,b\n"
        var x: [Int64] = [], a: [Double] = [], b: [Double] = []
        let t0 = CivilDate(year: 2019, month: 1, day: 1).milliseconds
        for i in 0 ..< Self.rows {
            let va = Double(i) * 0.25, vb = i % 7 == 0 ? Double.nan : Double(i)
            var cells = [Self.time(i), "\(va)", vb.isNaN ? "" : "\(i)"]
            switch i {
            case 1100: cells[1] = "\"\(va)\""
            case 1101: text += "# a comment\n"
            case 1500: text += "\n"
            case 2050: cells[2] = "NaN"
            case 2100: cells[0] = ""
            case 2200: cells[0] = " " + cells[0]
            case 2300: cells[2] = "-.5"
            default: break
            }
            text += cells.joined(separator: ",") + (i == 2000 ? "\r\n" : "\n")
            if i == 2100 { continue }
            x.append(t0 + Int64(i) * 1000)
            a.append(va)
            b.append(i == 2050 ? .nan : i == 2300 ? -0.5 : vb)
        }
        let r = try loadText(text)
        let chart = r.charts[0]
        #expect(chart.x == x)
        #expect(Self.sameValues(chart.series[0].values, a))
        #expect(Self.sameValues(chart.series[1].values, b))
        #expect(r.warnings == ["t.csv: 1 row without a time skipped (the first on line 2104)"])
    }

    @Test func rowNumbersCountAcrossBatches() throws {
        var text = "a,b\n"
        for i in 0 ..< Self.rows { text += i == 1500 ? "\"\(i)\",1\n" : "\(i),2\n" }
        let chart = try loadText(text, options: LoadOptions(x: "row")).charts[0]
        #expect(chart.x == (1 ... Int64(Self.rows)).map { $0 })
        #expect(chart.series[0].values == (0 ..< Self.rows).map(Double.init))
    }

    @Test func aBadCellAfterSomeBatchesNamesItsLine() {
        var text = "time,a\n"
        for i in 0 ..< Self.rows { text += Self.time(i) + (i == 2500 ? ",abc\n" : ",1.5\n") }
        do {
            _ = try loadText(text)
            Issue.record("read a file with a bad cell")
        } catch {
            #expect("\(error)".hasPrefix("t.csv:2502:22: "), "\(error)")
        }
    }
}
