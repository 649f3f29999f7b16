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
            results.append(try ChartLoader.read(Array(text.utf8), path: "t.csv", options: LoadOptions()))
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
