import Foundation
import Testing
@testable import SeriesData

/// Long tables pivoted while read (`LongTablePivot`), and the same rows in any order giving the
/// same chart through the sorting path.
@Suite struct LongTablePivotTests {
    func pivot(_ rows: [(String, Int64, Double)]) -> (ok: Bool, times: [Int64], columns: [[Double]], keys: [String], repeats: Int) {
        var p = LongTablePivot(perKey: 1)
        var ok = true
        for (key, t, v) in rows where ok {
            ok = Array(key.utf8).withUnsafeBufferPointer { k in [v].withUnsafeBufferPointer { p.add(key: k, time: t, values: $0) } }
        }
        let keys = p.names, repeats = p.repeats
        let (times, columns) = p.finish()
        return (ok, times, columns, keys, repeats)
    }

    /// NaN-aware equality of columns.
    func same(_ a: [[Double]], _ b: [[Double]]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { x, y in x.count == y.count && zip(x, y).allSatisfy { $0 == $1 || ($0.isNaN && $1.isNaN) } }
    }

    @Test func keysSharingTheirTimesKeepTheirColumns() {
        let r = pivot([("a", 1, 10), ("b", 1, 20), ("a", 2, 11), ("b", 2, 21)])
        #expect(r.ok && r.times == [1, 2] && r.keys == ["a", "b"] && r.columns == [[10, 11], [20, 21]])
    }

    @Test func keyMajorRowsWithDifferentTimesAreMergedWithGaps() {
        let r = pivot([("a", 1, 10), ("a", 3, 13), ("b", 2, 22), ("b", 3, 23), ("b", 3, 33)])
        #expect(r.ok && r.times == [1, 2, 3] && r.repeats == 1)
        #expect(same(r.columns, [[10, .nan, 13], [.nan, 22, 33]]))
    }

    /// Keys found by guessing the next one (the key after the last, or the last again) or else by
    /// the table: any order of keys lands in the right columns.
    @Test func keysInChangingOrdersLandInTheirColumns() {
        let r = pivot([("a", 1, 10), ("b", 1, 20), ("c", 1, 30), ("c", 2, 31), ("a", 2, 11), ("b", 2, 21),
                       ("b", 3, 22), ("b", 4, 23), ("a", 3, 12), ("c", 3, 32), ("ab", 3, 40)])
        #expect(r.ok && r.keys == ["a", "b", "c", "ab"] && r.times == [1, 2, 3, 4])
        #expect(same(r.columns, [[10, 11, 12, .nan], [20, 21, 22, 23], [30, 31, 32, .nan], [.nan, .nan, 40, .nan]]))
    }

    /// Rows the fast row path reads (plain cells) and rows it leaves to the cell reader (quoted,
    /// spaced, CRLF, gap words, no time, a bad cell) give the same chart, warnings and errors as
    /// the same rows read by the sorting path (newest first).
    @Test(arguments: [
        ["2019-01-01,a,1", "2019-01-01,\"b\",2", " 2019-01-02 , a , 3 ", "2019-01-02,b,\r", "2019-01-03,a,NA",
         ",b,9", "2019-01-03,b,-.5", "2019-01-04,a,1e3", "2019-01-04,b,\"7\""],
        ["2019-01-01,a,1", "2019-01-01,b,2", "2019-01-02,a,x", "2019-01-02,b,4"],
        ["2019-01-01,a,1", "2019-01-01,b,2", "2019-01-02,a,1e999", "2019-01-02,b,4"],
        ["2019-01-01,a,1", "2019-01-01,b,2", "2019-13-02,a,3", "2019-01-02,b,4"],
        ["2019-01-01,a,1", "2019-01-01,b,2", "2019-01-02,a,3,4", "2019-01-02,b,4"],
        ["2019-01-01,a,1", "2019-01-01,b,2", "2019-01-02,a", "2019-01-02,b,4"],
    ])
    func theFastRowsReadAsTheCellReaderReads(_ rows: [String]) {
        func outcome(_ rows: [String]) -> String {
            let text = "date,key,value\n" + rows.joined(separator: "\n")
            var shown: String
            do {
                let r = try loadText(text)
                let c = r.charts[0], series = c.series.sorted { $0.name < $1.name }   // named in order of first row
                shown = "\(c.x) \(series.map(\.name)) \(series.map { $0.values.map { $0.isNaN ? "-" : "\($0)" } }) \(r.warnings)"
            } catch {
                shown = "\(error)"
            }
            // The orders put a row on different lines.
            return shown.replacingOccurrences(of: #"(t\.csv:|line )\d+"#, with: "$1N", options: .regularExpression)
        }
        let inOrder = outcome(rows), newestFirst = outcome(rows.reversed())
        #expect(inOrder == newestFirst)
        #expect(!inOrder.isEmpty)
    }

    @Test func aTimeGoingBackEndsThePivot() {
        #expect(!pivot([("a", 2, 1), ("a", 1, 2)]).ok)
    }

    /// The same long table in time order, in key order (pandas' `melt`) and shuffled, with a
    /// repeated time and key, a key missing at one time and a row without a time.
    @Test func everyRowOrderGivesTheSameChartAndWarnings() throws {
        let rows = ["2019-01-01,a,1", "2019-01-01,b,2", "2019-01-02,a,3", "2019-01-02,a,4", "2019-01-03,a,5",
                    "2019-01-03,b,6", ",b,7"]
        let keyMajor = rows.filter { $0.contains(",a,") } + rows.filter { $0.contains(",b,") }
        let shuffled = [rows[4], rows[1], rows[6], rows[0], rows[2], rows[5], rows[3]]
        var results: [LoadResult] = []
        for order in [rows, keyMajor, shuffled] {
            let text = "date,key,value\n" + order.joined(separator: "\n") + "\n"
            results.append(try loadText(text))
        }
        let first = results[0].charts[0]
        #expect(first.series.map(\.name) == ["a", "b"] && first.count == 3)
        #expect(same(first.series.map(\.values), [[1, 4, 5], [2, .nan, 6]]))
        for r in results {
            let chart = r.charts[0]
            #expect(chart.x == first.x && chart.series.map(\.name) == ["a", "b"])
            #expect(same(chart.series.map(\.values), first.series.map(\.values)))
            #expect(r.warnings.count == 2 && r.warnings[0].hasPrefix("t.csv: 1 row without a time skipped"))
            #expect(r.warnings.last == "t.csv: 1 repeated time and key; the last row of each is kept")
        }
    }
}
