import Testing
@testable import SeriesData

/// Home Assistant's history, as its CSV download (`entity_id,state,last_changed`) and its
/// `/api/history/period` JSON (an array of records per entity) write it: a sensor it cannot read
/// is `unavailable` or `unknown` — a gap, not text that fails the file or drops the column.
@Suite struct HomeAssistantHistoryTests {
    static let csv = """
        entity_id,state,last_changed
        sensor.living_room,21.4,2024-01-15T08:00:00.000Z
        sensor.living_room,unavailable,2024-01-15T08:10:00.000Z
        sensor.living_room,unknown,2024-01-15T08:15:00.000Z
        sensor.living_room,22.0,2024-01-15T08:20:00.000Z
        sensor.outdoor,3.5,2024-01-15T08:00:00.000Z
        sensor.outdoor,unavailable,2024-01-15T08:10:00.000Z
        sensor.outdoor,3.9,2024-01-15T08:20:00.000Z

        """

    static let json = """
        [[{"entity_id":"sensor.living_room","state":"21.4","attributes":{"unit_of_measurement":"°C"},"last_changed":"2024-01-15T08:00:00+00:00"},
          {"entity_id":"sensor.living_room","state":"unavailable","attributes":{},"last_changed":"2024-01-15T08:10:00+00:00"},
          {"entity_id":"sensor.living_room","state":"unknown","attributes":{},"last_changed":"2024-01-15T08:15:00+00:00"},
          {"entity_id":"sensor.living_room","state":"22.0","attributes":{},"last_changed":"2024-01-15T08:20:00+00:00"}],
         [{"entity_id":"sensor.outdoor","state":"3.5","attributes":{},"last_changed":"2024-01-15T08:00:00+00:00"},
          {"entity_id":"sensor.outdoor","state":"unavailable","attributes":{},"last_changed":"2024-01-15T08:10:00+00:00"},
          {"entity_id":"sensor.outdoor","state":"3.9","attributes":{},"last_changed":"2024-01-15T08:20:00+00:00"}]]
        """

    @Test(arguments: [(csv, "history.csv"), (json, "history.json")])
    func unavailableAndUnknownStatesAreGaps(text: String, path: String) throws {
        let chart = try #require(try loadText(text, path: path).charts.first)
        let start: Int64 = 1_705_305_600_000   // 2024-01-15 08:00 UTC
        #expect(chart.x == [0, 10, 15, 20].map { start + $0 * 60_000 })
        #expect(chart.series.map(\.name).sorted() == ["sensor.living_room", "sensor.outdoor"])
        let living = try #require(chart.series.first { $0.name == "sensor.living_room" })
        let outdoor = try #require(chart.series.first { $0.name == "sensor.outdoor" })
        #expect(living.values[0] == 21.4 && living.values[1].isNaN && living.values[2].isNaN && living.values[3] == 22)
        #expect(outdoor.values[0] == 3.5 && outdoor.values[1].isNaN && outdoor.values[3] == 3.9)
    }

    @Test func theGapWordsAreWholeCells() {
        for (word, gap) in [("unavailable", true), ("unknown", true), ("none", true), ("None", true), ("NA", true), ("null", true),
                            ("unavailable!", false), ("Unknown", false), ("nul", false)] {
            #expect(Array(word.utf8).withUnsafeBufferPointer { CSVReader.isGapWord($0) } == gap, "\(word)")
            #expect(TableLayout.looksNumeric(word) == gap, "\(word)")
        }
    }
}
