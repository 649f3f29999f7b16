import Testing
@testable import SeriesData

/// Events files (`--events`, issue 33): CSV and NDJSON, times as the data readers read them,
/// broken lines named by file and line while the rest is kept.
@Suite struct EventReaderTests {
    static func read(_ text: String, path: String = "ev.csv") -> EventReader.Reading {
        EventReader.read(Array(text.utf8), path: path)
    }

    static let t0 = Int64(1_700_000_000_000)   // 2023-11-14T22:13:20Z

    @Test func csvWithHeaderReadsColumnsByName() {
        let r = Self.read("""
        text,start,end,tags
        Deploy v2,2023-11-14T22:13:20Z,,deploy
        "Outage, db",2023-11-14T23:00:00Z,2023-11-14T23:30:00Z,incident;db
        """)
        #expect(r.problems.isEmpty)
        #expect(r.events == [
            ChartEvent(start: Self.t0, text: "Deploy v2", tags: ["deploy"]),
            ChartEvent(start: Self.t0 + 2_800_000, end: Self.t0 + 4_600_000, text: "Outage, db", tags: ["incident", "db"]),
        ])
    }

    @Test func csvWithoutHeaderIsTimeThenText() {
        let r = Self.read("1700000000,restart\n1700000060,\"said \"\"hi\"\"\"\n")
        #expect(r.problems.isEmpty)
        #expect(r.events.map(\.start) == [Self.t0, Self.t0 + 60_000])
        #expect(r.events.map(\.text) == ["restart", "said \"hi\""])
    }

    @Test func crlfLinesAndABOMAreRead() {
        let r = EventReader.read([0xEF, 0xBB, 0xBF] + Array("time;text\r\n1700000000;a\r\n\r\n1700000060;b\r\n".utf8), path: "ev.csv")
        #expect(r.problems.isEmpty)
        #expect(r.events.map(\.text) == ["a", "b"])
    }

    @Test func ndjsonReadsKeysAndTagArrays() {
        let r = Self.read("""
        {"time": 1700000000000, "text": "deploy", "tags": ["web", "v2"]}
        {"start": "2023-11-14T22:14:20Z", "end": "2023-11-14T22:15:20Z", "title": "maintenance", "tags": "ops"}
        """, path: "ev.ndjson")
        #expect(r.problems.isEmpty)
        #expect(r.events == [
            ChartEvent(start: Self.t0, text: "deploy", tags: ["web", "v2"]),
            ChartEvent(start: Self.t0 + 60_000, end: Self.t0 + 120_000, text: "maintenance", tags: ["ops"]),
        ])
    }

    @Test func aBrokenLineIsNamedAndTheRestKept() {
        let r = Self.read("time,text\n2023-11-14T22:13:20Z,a\nyesterday,b\n2023-11-14T22:13:21Z,\n2023-11-14T22:13:22Z,c\n")
        #expect(r.events.map(\.text) == ["a", "c"])
        #expect(r.problems.map(\.line) == [3, 4])
        #expect(r.problems.first?.description == "ev.csv:3: 'yesterday' is not a time (the file's times are ISO-8601 date-times)")
        #expect(r.problems.last?.description == "ev.csv:4: an event without text")
    }

    @Test func brokenJSONAndBackwardSpansAreProblems() {
        let r = Self.read("""
        {"time": "2023-11-14T22:13:20Z", "text": "ok"}
        {"time": "2023-11-14T22:13:20Z", "text": "oops"
        [1, 2]
        {"time": "2023-11-14T22:13:20Z", "end": "2023-11-14T22:00:00Z", "text": "back"}
        """, path: "ev.ndjson")
        #expect(r.events.map(\.text) == ["ok"])
        #expect(r.problems.map(\.line) == [2, 3, 4])
        #expect(r.problems[2].problem == .endBeforeStart)
        #expect(r.problems.allSatisfy { $0.description.hasPrefix("ev.ndjson:") && !$0.description.contains("\n") })
    }

    @Test func aHeaderWithoutATimeColumnIsRefused() {
        let r = Self.read("what,text\nx,y\n")
        #expect(r.events.isEmpty)
        #expect(r.problems.map(\.description) == ["ev.csv:1: no time column among 'what', 'text' (name one time, start or timestamp)"])
    }

    @Test func controlCharactersNeverReachTheText() {
        let r = Self.read("{\"time\": 1700000000, \"text\": \"a\\u001b[31mb\\tc\"}\n", path: "ev.ndjson")
        #expect(r.events.first?.text == "a [31mb c")
    }

    @Test func binaryAndEmptyFiles() {
        #expect(EventReader.read([0x00, 0x01, 0x02], path: "x").problems.map(\.problem) == [.binary])
        let empty = Self.read("\n  \n")
        #expect(empty.events.isEmpty && empty.problems.isEmpty)
    }

    @Test func listMergesWithoutRepeatsAndSteps() {
        var list = EventList([ChartEvent(start: 30, text: "c"), ChartEvent(start: 10, text: "a")])
        #expect(list.version == 0)
        #expect(list.merge([ChartEvent(start: 10, text: "a"), ChartEvent(start: 20, end: 40, text: "b")]) == 1)
        #expect(list.version == 1)
        #expect(list.events.map(\.text) == ["a", "b", "c"])
        #expect(list.merge([ChartEvent(start: 30, text: "c")]) == 0)
        #expect(list.version == 1)
        #expect(Array(list.indices(touching: 35, 100)) == [1], "the span reaches in, c is before")
        #expect(Array(list.indices(touching: 25, 100)) == [1, 2])
        #expect(list.next(after: 10) == 1)
        #expect(list.next(after: 30) == nil)
        #expect(list.previous(before: 30) == 1)
        #expect(list.previous(before: 10) == nil)
        // An ongoing span (an alert still firing) grows: the same event, its later end.
        #expect(list.merge([ChartEvent(start: 20, end: 60, text: "b")]) == 0)
        #expect(list.version == 2 && list.count == 3 && list[1].end == 60)
        #expect(list.merge([ChartEvent(start: 20, end: 50, text: "b")]) == 0)
        #expect(list.version == 2 && list[1].end == 60, "an older reading changes nothing")
    }
}
