import Testing
@testable import Charts
@testable import SeriesData

/// The shapes of JSON APIs that files do not have: Home Assistant's history (an array of arrays
/// of records, one per entity) and Glances' history (an object of `[time, value]` pair series).
@Suite struct JSONAPIShapesTests {
    static func read(_ text: String, options: LoadOptions = LoadOptions()) throws -> LoadResult {
        try Array(text.utf8).withUnsafeBufferPointer { (b) throws(LoadError) in
            try ChartLoader.read(b, path: "api.json", options: options)
        }
    }

    @Test func arraysOfRecordsAreOneTable() throws {
        let text = """
        [[{"entity_id":"a","state":"1.5","last_changed":"2026-11-27T10:00:00+00:00"},{"entity_id":"a","state":"2","last_changed":"2026-11-27T10:01:00+00:00"}],
         [],
         [{"entity_id":"b","state":"7","last_changed":"2026-11-27T10:00:30+00:00"}]]
        """
        let r = try Self.read(text, options: LoadOptions(x: "last_changed", seriesFrom: "entity_id"))
        let chart = try #require(r.charts.first)
        #expect(chart.series.map(\.id) == ["a", "b"])
        #expect(chart.x.count == 3)
        #expect(chart.series[0].values.filter { !$0.isNaN } == [1.5, 2] && chart.series[1].values.filter { !$0.isNaN } == [7])
        #expect(r.understood.contains("JSON: 3 records in 3 arrays"), "\(r.understood)")
        #expect(throws: LoadError.self) { try Self.read("[[1, 2], [3]]") }
    }

    @Test func pairSeriesShareTheirTimes() throws {
        let text = """
        {"user": [["2026-11-27T10:00:00", 10], ["2026-11-27T10:00:03", 12]],
         "system": [["2026-11-27T10:00:00", 2], ["2026-11-27T10:00:03", 3], ["2026-11-27T10:00:06", 4]]}
        """
        let r = try Self.read(text)
        let chart = try #require(r.charts.first)
        #expect(chart.series.map(\.id) == ["user", "system"])
        #expect(chart.x.count == 3)
        #expect(chart.series[0].values[0 ..< 2] == [10, 12] && chart.series[0].values[2].isNaN)
        #expect(chart.series[1].values == [2, 3, 4])
        #expect(r.understood.contains("JSON: 2 series of [time, value] pairs, 3 rows"), "\(r.understood)")
    }
}
