import Testing
@testable import Charts
@testable import SeriesData

/// `--hidden` for series a stream has not sent yet, and the history limit's first kept point.
@Suite struct LiveOptionsTests {
    typealias L = LiveControllerTests

    @Test func hiddenNamesSeriesThatAppearLater() {
        let (c, feed) = L.live(50, options: LiveOptions(hidden: ["mem"]))
        #expect(c.model.data.series.map(\.id) == ["cpu"])
        #expect(c.model.weights == [1])
        feed.receive(L.ndjson(50 ..< 60, key: "mem") + L.ndjson(60 ..< 70, key: "disk"), at: L.t0)
        c.advance(to: 1)
        #expect((0 ..< 3).map { c.snapshot.opacity[$0] } == [1, 0, 0], "mem hidden from its first sample, disk starts fading in")
        c.advance(to: 5)   // fades are over
        #expect(c.model.data.series.map(\.id) == ["cpu", "mem", "disk"])
        #expect(c.model.weights == [1, 0, 1], "mem stays hidden, disk faded in")
        // Hiding every series is refused (the chart never goes empty): the first one shows.
        let (d, _) = L.live(50, options: LiveOptions(hidden: ["cpu"]))
        #expect(d.model.weights == [1])
    }

    @Test func firstKeptPoint() {
        let x: [Int64] = [0, 1000, 2000, 3000, 4000]
        #expect(HistoryLimit.points(2).firstKept(of: x) == 3)
        #expect(HistoryLimit.points(10).firstKept(of: x) == 0)
        #expect(HistoryLimit.milliseconds(2000).firstKept(of: x) == 2)
        #expect(HistoryLimit.milliseconds(1500).firstKept(of: x) == 3)
        #expect(HistoryLimit.milliseconds(0).firstKept(of: x) == 4, "the newest point stays")
        #expect(HistoryLimit.milliseconds(.max).firstKept(of: [Int64.min, -10]) == 0, "a cutoff before all time")
        #expect(HistoryLimit.points(3).firstKept(of: []) == 0)
    }
}
