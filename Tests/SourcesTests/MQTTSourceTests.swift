import SeriesData
import Testing
@testable import Sources

/// The MQTT source over a fake client and a hand-driven clock: topics matched by wildcards become
/// series as they come, payloads of every form, retained messages, reconnects with back-off while
/// the last data stays (marked by the failure), and the history kept across a restart.
@Suite struct MQTTSourceTests {
    static let start = 1_795_767_500.0   // wall clock at monotonic 0
    static let t0: Int64 = 1_795_767_500_000

    struct Rig {
        let client = FakeMQTTClient()
        let clock = ManualScheduler(wallClock: MQTTSourceTests.start)
        let warnings = WarningLog()
        let source: MQTTSource

        init(topics: [String] = ["home/+/temp"], legend: String? = nil, field: String? = nil, states: [String: Double] = [:],
             history: MemoryHistory? = nil, keep: HistoryLimit? = .milliseconds(24 * 3_600_000)) throws {
            let options = try MQTTSource.Options(broker: "mqtt://broker:1883", topics: topics, legend: legend,
                                                 payload: try MQTTPayload(field: field, states: states), keep: keep)
            source = MQTTSource(options: options, client: client, history: history, scheduler: clock, warn: warnings.warn)
        }

        /// Starts and connects.
        func connect() {
            source.start()
            client.send(.connected)
        }
    }

    @Test func wildcardsMatchTheirLevels() throws {
        let plus = try MQTTTopicFilter("home/+/temp"), hash = try MQTTTopicFilter("home/#"), all = try MQTTTopicFilter("#")
        #expect(plus.matches("home/kitchen/temp") && !plus.matches("home/kitchen/temp/x") && !plus.matches("home/temp"))
        #expect(hash.matches("home") && hash.matches("home/a/b/c") && !hash.matches("homes/a"))
        #expect(all.matches("a/b") && !all.matches("$SYS/broker/uptime"), "$ topics only by name")
        #expect(try MQTTTopicFilter("$SYS/#").matches("$SYS/broker/uptime"))
        for bad in ["", "home/#/x", "home/a+", "ho#me"] { #expect(throws: MQTTTopicFilterError.self) { try MQTTTopicFilter(bad) } }
    }

    @Test func everyMatchingTopicIsASeriesAndLateOnesJoin() throws {
        let rig = try Rig()
        rig.connect()
        #expect(rig.client.subscriptions.map(\.0) == [["home/+/temp"]] && rig.client.subscriptions[0].1 == 1)
        rig.client.publish("home/kitchen/temp", "21.5")
        rig.client.publish("home/attic/temp", "17")
        rig.client.publish("office/temp", "30")   // not subscribed: ignored
        var u = rig.source.take()
        #expect(u.seriesIDs == ["home/kitchen/temp", "home/attic/temp"])
        // Same millisecond, different series: one sample.
        #expect(u.samples.x == [Self.t0] && u.samples.columns == [[21.5], [17]])
        #expect(u.confirmed && u.failure == nil)
        rig.clock.advance(to: 60)
        rig.client.publish("home/cellar/temp", "12")
        u = rig.source.take()
        #expect(u.seriesIDs == ["home/kitchen/temp", "home/attic/temp", "home/cellar/temp"])
        #expect(u.samples.x == [Self.t0 + 60_000])
        #expect(u.samples.columns[0][0].isNaN && u.samples.columns[1][0].isNaN && u.samples.columns[2] == [12])
        // A second message of one series in the same millisecond is a new sample a millisecond on.
        rig.client.publish("home/cellar/temp", "13")
        #expect(rig.source.take().samples.x == [Self.t0 + 60_001])
    }

    @Test func legendTemplatesTakeTopicLevels() throws {
        let rig = try Rig(legend: "{{2}} ({{topic}})")
        rig.connect()
        rig.client.publish("home/kitchen/temp", "{\"t\": 1, \"h\": 2}")
        #expect(rig.source.take().seriesIDs == ["kitchen (home/kitchen/temp)/t", "kitchen (home/kitchen/temp)/h"])
    }

    @Test func payloadsOfEveryForm() throws {
        let plain = try MQTTPayload()
        func read(_ p: MQTTPayload, _ text: String) throws -> [MQTTReading] { try p.read(Array(text.utf8), topic: "a/b") }
        #expect(try read(plain, " 21.5\n") == [MQTTReading(time: nil, values: [MQTTValue(field: nil, value: 21.5)])])
        // JSON: every numeric field, nested ones by path, booleans as 1/0, the time from `ts`.
        let all = try read(plain, #"{"ts": 1795767507, "temp": 21.5, "ok": true, "name": "x", "sensor": {"rh": 40}, "v": [1]}"#)
        #expect(all == [MQTTReading(time: 1_795_767_507_000, values: [
            MQTTValue(field: "temp", value: 21.5), MQTTValue(field: "ok", value: 1),
            MQTTValue(field: "sensor.rh", value: 40), MQTTValue(field: "v[0]", value: 1)])])
        // --field by name or path; an ISO time.
        let path = try MQTTPayload(field: "sensor.rh")
        #expect(try read(path, #"{"time": "2026-11-27T10:00:00Z", "sensor": {"rh": 40}}"#)
            == [MQTTReading(time: 1_795_773_600_000, values: [MQTTValue(field: nil, value: 40)])])
        // Line protocol: one sample per line, the fields named as in streams.
        #expect(try read(plain, "cpu,host=a usage=0.5,n=3i 1795767507000000000\ncpu,host=a usage=0.7")
            == [MQTTReading(time: 1_795_767_507_000, values: [MQTTValue(field: "cpu host=a usage", value: 0.5),
                                                               MQTTValue(field: "cpu host=a n", value: 3)]),
                MQTTReading(time: nil, values: [MQTTValue(field: "cpu host=a usage", value: 0.7)])])
        // States, any case, also inside JSON.
        let states = try MQTTPayload(states: MQTTPayload.states("on=1, off=0"))
        #expect(try read(states, "ON") == [MQTTReading(time: nil, values: [MQTTValue(field: nil, value: 1)])])
        #expect(try read(states, #"{"state": "off"}"#) == [MQTTReading(time: nil, values: [MQTTValue(field: "state", value: 0)])])
    }

    /// Home Assistant publishes `unavailable`, `unknown` or `none` on a state topic when it cannot
    /// read a sensor: a gap in that series (the CSV reader's gap words), not an error line.
    @Test func homeAssistantsGapWordsAreGaps() throws {
        func read(_ p: MQTTPayload, _ text: String) throws -> [MQTTReading] { try p.read(Array(text.utf8), topic: "a/b") }
        let plain = try MQTTPayload(), field = try MQTTPayload(field: "temp")
        for word in ["unavailable", "unknown", "none", "None", " NaN\n"] {
            let readings = try read(plain, word)
            #expect(readings.count == 1 && readings[0].time == nil && readings[0].values.count == 1, "\(word)")
            #expect(readings.first?.values.first.map { $0.field == nil && $0.value.isNaN } == true, "\(word)")
        }
        #expect(try read(field, #"{"temp": "unavailable"}"#).first?.values.first?.value.isNaN == true)
        // Whole words, in the case written; a word the user mapped keeps its value.
        #expect(throws: MQTTPayloadError.self) { try read(plain, "Unavailable") }
        #expect(throws: MQTTPayloadError.self) { try read(plain, "unavailable!") }
        #expect(try read(MQTTPayload(states: ["unknown": -1]), "unknown") == [MQTTReading(time: nil, values: [MQTTValue(field: nil, value: -1)])])

        let file = MemoryHistory()
        let rig = try Rig(history: file)
        rig.connect()
        for (second, payload) in [(0, "21.5"), (60, "unavailable"), (120, "unknown"), (180, "22")] {
            rig.clock.advance(to: Double(second))
            rig.client.publish("home/kitchen/temp", payload)
        }
        let u = rig.source.take()
        #expect(rig.warnings.said.isEmpty)
        #expect(u.seriesIDs == ["home/kitchen/temp"])
        #expect(u.samples.x == [0, 60, 120, 180].map { Self.t0 + $0 * 1000 })
        let column = try #require(u.samples.columns.first)
        #expect(column[0] == 21.5 && column[1].isNaN && column[2].isNaN && column[3] == 22)
        rig.source.stop()
        // The history keeps values only: the gaps write no line.
        #expect(MQTTHistory.decode(file.bytes).samples.x == [Self.t0, Self.t0 + 180_000])
    }

    @Test func badPayloadsAreOneLineNamingTheTopic() throws {
        let plain = try MQTTPayload(), field = try MQTTPayload(field: "temp")
        func problem(_ p: MQTTPayload, _ text: String) -> String {
            do { _ = try p.read(Array(text.utf8), topic: "a/b"); return "no error" } catch { return error.description }
        }
        #expect(problem(plain, "ON") == "a/b: payload \"ON\" is not a number, JSON or InfluxDB line protocol (words such as ON need --states on=1,off=0)")
        #expect(problem(plain, "") == "a/b: empty payload")
        #expect(problem(plain, "{\"a\": 1,") .hasPrefix("a/b: JSON payload at byte"))
        #expect(problem(field, "{\"rh\": 1}") == "a/b: no --field temp in an object with keys rh")
        #expect(problem(field, "{\"temp\": \"hot\"}") == "a/b: --field temp is a string, not a number")
        #expect(problem(plain, "{\"name\": \"x\"}") == "a/b: no numbers in the payload (an object with keys name)")
        #expect(problem(plain, "cpu usage=x") .hasPrefix("a/b: line protocol payload: field value \"x\""))
        #expect(problem(plain, "\u{1B}[2J") == "a/b: payload \"\\u{1B}[2J\" is not a number, JSON or InfluxDB line protocol (words such as ON need --states on=1,off=0)")
        #expect(throws: MQTTPayloadError.self) { try MQTTPayload(field: "a..b") }
        #expect(throws: MQTTPayloadError.self) { try MQTTPayload.states("on") }
    }

    @Test func aBadPayloadIsSaidOncePerTopicAndDropped() throws {
        let rig = try Rig()
        rig.connect()
        rig.client.publish("home/a/temp", "hot")
        rig.client.publish("home/a/temp", "hot")
        rig.client.publish("home/a/temp", "20")
        rig.client.publish("home/a/temp", "hot")
        #expect(rig.warnings.said.count == 2 && rig.warnings.said[0].hasPrefix("mqtt://broker:1883: home/a/temp: payload \"hot\""))
        #expect(rig.source.take().samples.columns == [[20]])
    }

    @Test func retainedMessagesShowAtOnceAndNotTwice() throws {
        let rig = try Rig()
        rig.connect()
        rig.client.publish("home/a/temp", "20", retained: true)
        #expect(rig.source.hasNews && rig.source.take().samples.columns == [[20]])
        // The broker goes away; after the reconnect it sends the same retained message again.
        rig.client.send(.disconnected("connection lost"))
        rig.clock.advance(to: 1)
        rig.client.send(.connected)
        rig.client.publish("home/a/temp", "20", retained: true)
        #expect(rig.source.take().samples.isEmpty, "the same retained message is no new sample")
        rig.client.publish("home/a/temp", "21", retained: true)
        #expect(rig.source.take().samples.columns == [[21]])
    }

    @Test func theRetainedBurstIsOneMomentAndLiveMessagesAreNot() throws {
        let rig = try Rig()
        rig.connect()
        rig.client.publish("home/a/temp", "20", retained: true)
        rig.clock.advance(to: 0.003)   // the burst spread over milliseconds: still the state on subscribing
        rig.client.publish("home/b/temp", "7", retained: true)
        var u = rig.source.take()
        #expect(u.samples.x == [Self.t0] && u.samples.columns == [[20], [7]])
        rig.clock.advance(to: 0.006)
        rig.client.publish("home/c/temp", "3")
        rig.clock.advance(to: 0.009)
        rig.client.publish("home/b/temp", "8", retained: true)   // after a live one: a moment of its own
        u = rig.source.take()
        #expect(u.samples.x == [Self.t0 + 6, Self.t0 + 9], "\(u.samples.x)")
    }

    @Test func timesOfTheirOwnAreSortedUntilTakenThenOldOnesDropped() throws {
        let rig = try Rig(topics: ["s/#"])
        rig.connect()
        rig.client.publish("s/a", #"{"ts": 1795767400, "v": 2}"#, retained: true)
        rig.client.publish("s/b", #"{"ts": 1795767300, "v": 1}"#, retained: true)
        var u = rig.source.take()
        #expect(u.samples.x == [1_795_767_300_000, 1_795_767_400_000])
        #expect(u.samples.columns[0][1] == 2 && u.samples.columns[1][0] == 1)
        rig.client.publish("s/b", #"{"ts": 1795767350, "v": 5}"#)
        u = rig.source.take()
        #expect(u.samples.isEmpty && rig.source.droppedLate == 1)
        #expect(rig.warnings.said.last?.contains("older than the newest shown; dropped") == true)
    }

    @Test func aLostConnectionBacksOffKeepsTheDataAndMarksItStale() throws {
        let rig = try Rig()
        rig.connect()
        rig.client.publish("home/a/temp", "20")
        _ = rig.source.take()
        rig.client.send(.disconnected("connection lost (broker gone)"))
        var u = rig.source.take()
        #expect(u.failure == "mqtt://broker:1883: connection lost (broker gone)" && u.samples.isEmpty && u.charts == nil)
        #expect(rig.warnings.said == ["mqtt://broker:1883: connection lost (broker gone) — keeping the last good data, retrying"])
        // Back-off 1, 2, 4 s: each attempt fails the same way and is not said again.
        var attempts: [Double] = []
        for _ in 0 ..< 3 {
            let next = try #require(rig.clock.timerTimes.first)
            rig.clock.advance(to: next)
            attempts.append(next)
            #expect(rig.client.connects == attempts.count + 1)
            rig.client.send(.disconnected("connection lost (broker gone)"))
        }
        #expect(attempts == [1, 3, 7] && rig.warnings.said.count == 1)
        #expect(rig.source.take().failure != nil, "still stale while away")
        rig.clock.advance(to: 15)
        rig.client.send(.connected)
        u = rig.source.take()
        #expect(u.failure == nil && u.confirmed && rig.client.subscriptions.count == 2)
        // The back-off starts again from 1 s.
        rig.client.send(.disconnected("connection refused"))
        #expect(rig.clock.timerTimes == [16])
    }

    @Test func historyIsWrittenInBatchesAndShownAgainAtTheNextStart() throws {
        let file = MemoryHistory()
        do {
            let rig = try Rig(history: file)
            rig.connect()
            rig.client.publish("home/a/temp", "20")
            rig.clock.advance(to: 1)
            rig.client.publish("home/b/temp", "{\"v\": 5}")
            #expect(file.appends == 0 && rig.clock.timerTimes == [5], "one batch after the interval")
            rig.clock.advance(to: 5)
            #expect(file.appends == 1)
            rig.clock.advance(to: 6)
            rig.client.publish("home/a/temp", "21")
            rig.source.stop()   // writes what is not saved yet
            #expect(file.appends == 2)
        }
        let rig = try Rig(history: file)
        let u = rig.source.take()
        #expect(u.seriesIDs == ["home/a/temp", "home/b/temp/v"])
        #expect(u.samples.x == [Self.t0, Self.t0 + 1000, Self.t0 + 6000])
        #expect(u.samples.columns[0][0] == 20 && u.samples.columns[1][1] == 5 && u.samples.columns[0][2] == 21)
        #expect(u.samples.columns[0][1].isNaN && u.samples.columns[1][0].isNaN)
        // A new message after the restart goes after what the history had.
        rig.connect()
        rig.clock.advance(to: 10)
        rig.client.publish("home/a/temp", "22")
        #expect(rig.source.take().samples.x == [Self.t0 + 10_000])
    }

    @Test func aTornTailIsDroppedAndNothingElse() throws {
        var contents = MQTTHistory.Contents(ids: ["a", "b"], samples: SampleBatch(x: [1000, 2000], columns: [[1, 2], [.nan, 3]]))
        var (bytes, writer) = MQTTHistory.encode(contents)
        writer.sample(at: 3000, [("a", 4), ("c", 5)], into: &bytes)
        let whole = bytes
        // Cut at every byte of the last line: the lines before always load.
        let lastLine = whole.dropLast().lastIndex(of: 0x0A)! + 1
        for cut in lastLine ..< whole.count {
            let torn = MQTTHistory.decode(Array(whole[..<cut]))
            #expect(torn.samples.x.prefix(2) == [1000, 2000] && torn.ids.prefix(2) == ["a", "b"])
            #expect(torn.samples.x.count == 2 && torn.damagedLines == (cut == lastLine ? 0 : 1))
        }
        let full = MQTTHistory.decode(whole)
        contents.ids.append("c")
        #expect(full.ids == contents.ids && full.samples.x == [1000, 2000, 3000] && full.damagedLines == 0)
        #expect(full.samples.columns[0] == [1, 2, 4] && full.samples.columns[2][2] == 5)
        // A flipped byte in the middle loses that line only.
        var flipped = whole
        let second = whole.firstIndex(of: 0x0A)! + 3
        flipped[second] ^= 1
        #expect(MQTTHistory.decode(flipped).damagedLines == 1)
        // Names with tabs and newlines come back as they were.
        let odd = MQTTHistory.encode(MQTTHistory.Contents(ids: ["a\tb\nc\\"], samples: SampleBatch(x: [1], columns: [[1]])))
        #expect(MQTTHistory.decode(odd.bytes).ids == ["a\tb\nc\\"])
        #expect(MQTTHistory.decode(Array("not ours\n".utf8)).ids.isEmpty)
    }

    @Test func theHistoryKeepsWhatKeepHoldsAndIsCompactedAsItGrows() throws {
        // A file two days long: a restart keeps the last 24 h of it and rewrites it without the rest.
        var old = MQTTHistory.Contents(ids: ["home/a/temp"], samples: SampleBatch(series: 1))
        for h in 0 ... 48 { old.samples.append(x: Self.t0 - Int64(48 - h) * 3_600_000, values: [Double(h)]) }
        let file = MemoryHistory(MQTTHistory.encode(old).bytes)
        let rig = try Rig(history: file)
        let u = rig.source.take()
        #expect(u.samples.count == 25 && u.samples.x.first == Self.t0 - 24 * 3_600_000)
        #expect(MQTTHistory.decode(file.bytes).samples.count == 25 && file.replaces == 1)
        // Appending until the file has doubled compacts it.
        rig.connect()
        let before = file.bytes.count
        var second = 0.0
        while file.replaces == 1 && second < 10_000 {
            second += 1
            rig.clock.advance(to: second)
            rig.client.publish("home/a/temp", "\(second)")
        }
        #expect(file.replaces == 2 && file.bytes.count > before)
        #expect(MQTTHistory.decode(file.bytes).damagedLines == 0)
    }
}
