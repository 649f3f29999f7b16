import Testing
@testable import Charts
@testable import SeriesData

/// Monitor mode on a deterministic clock: what a live chart says as its data comes in — a new
/// high, a threshold crossed, the source gone stale and back — at most one sentence every 5 s,
/// the most important first, with the count of what it skipped.
@Suite struct ChartMonitorTests {
    static let t0 = LiveControllerTests.t0

    /// One NDJSON line per value, a second apart from `first` seconds after t0.
    static func samples(_ values: [Double], from first: Int) -> [UInt8] {
        Array(values.enumerated().map { "{\"t\": \(t0 + Int64(first + $0.offset) * 1000), \"cpu\": \($0.element)}\n" }.joined().utf8)
    }

    /// A live chart with a critical limit at 90, stale after 5 s without data, monitored.
    static func monitored() -> (ChartController, StreamFeed, RecordingSpeaker) {
        let feed = StreamFeed(source: "test")
        feed.receive(samples([10, 20, 30, 20, 10], from: 0), at: t0 + 5_000)
        let c = ChartController(charts: [ChartData(x: [], series: [])], options: ControllerOptions(style: [.init("threshold", "crit=90")]))
        c.attach(feed, options: LiveOptions(staleAfter: 5))
        c.adopt(ChartControllerTests.frame(c))
        let speaker = RecordingSpeaker()
        c.listening.speaker = speaker
        c.listening.monitor = ChartMonitor(interval: 5)
        c.advance(to: 0.5)   // the first look: where things stand, nothing said
        return (c, feed, speaker)
    }

    @Test func aStreamThatRisesCrossesALimitAndGoesStaleIsAnnouncedRateLimited() {
        let (c, feed, speaker) = Self.monitored()
        #expect(speaker.said.isEmpty)
        #expect(c.nextMonitorAnnouncement == nil)

        feed.receive(Self.samples([50], from: 5), at: Self.t0 + 6_000)
        c.advance(to: 1)
        #expect(speaker.said == ["cpu: new high, 50 at 22:13:25."], "the first change is said at once")

        feed.receive(Self.samples([95], from: 6), at: Self.t0 + 7_000)
        c.advance(to: 2)
        #expect(speaker.said.count == 1, "a second later: it waits")
        #expect(c.nextMonitorAnnouncement == 6)
        c.advance(to: 5.9)
        #expect(speaker.said.count == 1)
        c.advance(to: 6)
        #expect(speaker.said.last == "Chart 1 on cpu above 90, critical since 22:13. And 1 more change.",
                "the crossing outranks the new high it came with")

        // Nothing since t = 2: stale from 7 on, said at once (the last sentence was 5 s before).
        c.advance(to: 7.5)
        #expect(c.liveStatus?.stale == true)
        #expect(speaker.said.count == 2, "within 5 s of the last sentence: waits")
        c.advance(to: 11)
        #expect(speaker.said.last == "Chart 1 stale: nothing new since 22:13:27.")

        // Data again, back under the limit: both wait for the next turn, the newest said.
        feed.receive(Self.samples([40], from: 7), at: Self.t0 + 20_000)
        c.advance(to: 12)
        #expect(speaker.said.count == 3)
        c.advance(to: 16)
        #expect(speaker.said.last == "Chart 1 live again. And 1 more change.")
        #expect(c.listening.monitorSaid == speaker.said.last, "the live region's text")
        #expect(speaker.said.count == 4)
        #expect(c.nextMonitorAnnouncement == nil)
    }

    @Test func manyChangesInOneTurnAreOneSentenceWithTheCountSkipped() {
        var m = ChartMonitor(interval: 4)
        func look(_ values: [Double], stale: Bool = false) -> ChartMonitor.Look {
            let s = Series(id: "v", name: "Views", color: Series.palette[0], kind: .line, values: values)
            let data = ChartData(x: values.indices.map { Int64($0) * 1000 }, series: [s])
            return ChartMonitor.Look(data: data, visible: 0 ..< values.count, shown: [true], reading: ChartState.Reading(state: .ok),
                                     live: LiveStatus(updatedAt: 0, stale: stale, ended: false, following: true), title: "Views")
        }
        m.observe(look([1, 2, 3]), at: 0)
        #expect(m.announcement(at: 0) == nil, "the first look says nothing")
        m.observe(look([1, 2, 3, 4]), at: 1)
        #expect(m.announcement(at: 1) == "Views: new high, 4 at 00:00:03.")
        m.observe(look([1, 2, 3, 4, 5]), at: 2)
        m.observe(look([1, 2, 3, 4, 5, 0]), at: 3)
        m.observe(look([1, 2, 3, 4, 5, 0, 6]), at: 4)
        #expect(m.announcement(at: 4.9) == nil)
        #expect(m.nextAnnouncement == 5)
        #expect(m.announcement(at: 5) == "Views: new high, 6 at 00:00:06. And 2 more changes.")
        m.observe(look([1, 2, 3, 4, 5, 0, 6], stale: true), at: 6)
        m.observe(look([1, 2, 3, 4, 5, 0, 6, 6]), at: 7)
        #expect(m.announcement(at: 9) == "Views live again. And 1 more change.")
        #expect(m.announcement(at: 20) == nil)
    }

    @Test func theMonitorKeyTurnsItOnAndOff() {
        let (c, _, speaker) = Self.monitored()
        c.toggleMonitoring()
        #expect(!c.isMonitoring)
        #expect(speaker.said == ["Monitor off."])
        c.toggleMonitoring()
        #expect(c.isMonitoring)
        #expect(speaker.said.last == "Monitor on.")
        c.listening.monitorSpeaks = false
        c.toggleMonitoring()
        #expect(speaker.said.count == 2, "a screen reader reads the live region instead")
        #expect(c.listening.monitorSaid == "Monitor off.")
    }
}
