import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// A live chart through the state owner with a deterministic clock: samples come through a
/// ``StreamFeed`` (bytes, as the executable hands them over) and are taken at frame times.
@Suite struct LiveControllerTests {
    static let t0: Int64 = 1_700_000_000_000

    /// A controller over `lines` NDJSON samples (one a second from t0), attached to a feed.
    static func live(_ lines: Int, options: LiveOptions = LiveOptions()) -> (ChartController, StreamFeed) {
        let feed = StreamFeed(source: "test")
        feed.receive(ndjson(0 ..< lines), at: t0)
        // As the executable starts: an empty chart that the first samples replace.
        let c = ChartController(charts: [ChartData(x: [], series: [])])
        c.attach(feed, options: options)
        c.adopt(ChartControllerTests.frame(c))
        return (c, feed)
    }

    static func ndjson(_ r: Range<Int>, key: String = "cpu") -> [UInt8] {
        Array(r.map { "{\"t\": \(t0 + Int64($0) * 1000), \"\(key)\": \(Double($0 % 17))}\n" }.joined().utf8)
    }

    @Test func newSamplesAppearAtTheRightEdgeAndTheViewFollows() {
        let (c, feed) = Self.live(100)
        #expect(c.model.count == 100)
        let before = c.snapshot.window
        #expect(before.upper == Double(Self.t0 + 99_000))
        feed.receive(Self.ndjson(100 ..< 110), at: Self.t0 + 110_000)
        c.advance(to: 1)
        #expect(c.model.count == 110)
        let after = c.snapshot.window
        #expect(after.upper == Double(Self.t0 + 109_000), "the view reaches the newest sample")
        #expect(c.liveStatus?.following == true)
        #expect(c.liveStatus?.updatedAt == Self.t0 + 110_000)
    }

    @Test func aViewPannedBackStaysPutAndEndReturnsEased() {
        let (c, feed) = Self.live(400)
        c.setRange(xMin: Double(Self.t0), xMax: Double(Self.t0 + 100_000))
        feed.receive(Self.ndjson(400 ..< 420), at: Self.t0)
        c.advance(to: 1)
        #expect(c.snapshot.window == XWindow(Double(Self.t0), Double(Self.t0 + 100_000)), "panned back: stays")
        #expect(c.liveStatus?.following == false)
        c.handle(.key(.end, time: 2))
        c.advance(to: 2.1)
        let mid = c.snapshot.window
        #expect(mid.upper < Double(Self.t0 + 419_000) && mid.upper > Double(Self.t0 + 100_000), "eased, not a jump")
        c.advance(to: 3)
        #expect(c.snapshot.window.upper == Double(Self.t0 + 419_000))
        #expect(c.snapshot.window.span == 100_000, "the span is kept")
        #expect(c.liveStatus?.following == true)
    }

    @Test func theLiveControlReturnsToTheEdge() {
        let (c, _) = Self.live(400)
        c.setRange(xMin: Double(Self.t0), xMax: Double(Self.t0 + 100_000))
        c.advance(to: 1)
        var f = ChartControllerTests.frame(c)
        f.liveControl = Rect(x: 1200, y: 90, width: 50, height: 20)
        c.adopt(f)
        c.handle(.pointerDown(button: .primary, Point(1210, 100), time: 1.1))
        c.handle(.pointerUp(button: .primary, Point(1210, 100), time: 1.15))
        c.advance(to: 2)
        #expect(c.snapshot.window.upper == Double(Self.t0 + 399_000))
    }

    @Test func staleAfterTheLimitAndEndedAtEOF() {
        let (c, feed) = Self.live(10, options: LiveOptions(staleAfter: 5))
        #expect(c.liveStatus?.stale == false)
        #expect(c.nextLiveChange == 5)
        c.advance(to: 4.9)
        #expect(c.liveStatus?.stale == false)
        c.advance(to: 5.1)
        #expect(c.liveStatus?.stale == true)
        feed.receive(Self.ndjson(10 ..< 11), at: Self.t0 + 11_000)
        c.advance(to: 6)
        #expect(c.liveStatus?.stale == false, "new data clears the mark")
        feed.end()
        c.advance(to: 60)
        #expect(c.liveStatus?.ended == true)
        #expect(c.liveStatus?.stale == false, "ended data is not stale")
        #expect(c.model.count == 11)
    }

    @Test func theDefaultStaleLimitIsThreeMedianIntervalsAtLeastTenSeconds() {
        let (c, feed) = Self.live(2)
        for i in 0 ..< 5 {
            feed.receive(Self.ndjson((2 + i) ..< (3 + i)), at: Self.t0)
            c.advance(to: Double(i + 1) * 6)   // one arrival every 6 s
        }
        #expect(abs(c.nextLiveChange! - 48) < 1e-9)
        c.advance(to: 47.9)
        #expect(c.liveStatus?.stale == false)
        c.advance(to: 48.1)
        #expect(c.liveStatus?.stale == true)
    }

    @Test func lateKeysBecomeSeriesThatFadeIn() {
        let (c, feed) = Self.live(50)
        feed.receive(Array("{\"t\": \(Self.t0 + 50_000), \"cpu\": 1, \"mem\": 512}\n".utf8), at: Self.t0)
        c.advance(to: 1)
        #expect(c.model.data.series.map(\.id) == ["cpu", "mem"])
        #expect(c.model.data.series[1].values.prefix(50).allSatisfy { $0.isNaN }, "gaps before the key appeared")
        #expect(c.model.data.series[1].values.last == 512)
        #expect(c.snapshot.opacity[1] < 1, "fading in")
        c.advance(to: 2)
        #expect(c.model.weights[1] == 1)
        #expect(c.snapshot.window.upper == Double(Self.t0 + 50_000))
    }

    /// While following, a sample above everything shown raises the y scale's target at once
    /// and the scale eases to it (the usual animation), never jumping in the frame it arrives.
    @Test func followingANewHighEasesTheYScale() {
        let (c, feed) = Self.live(100)
        c.advance(to: 1)
        c.advance(to: 3)
        let before = c.snapshot.axes[0].upper.value(at: 3)
        #expect(before < 100, "values 0…16 shown: \(before)")
        feed.receive(Array("{\"t\": \(Self.t0 + 100_000), \"cpu\": 1000}\n".utf8), at: Self.t0 + 100_000)
        c.advance(to: 4)
        let axis = c.snapshot.axes[0]
        #expect(c.liveStatus?.following == true)
        #expect(axis.upper.target >= 1000, "the target takes the new high: \(axis.upper.target)")
        let first = axis.upper.value(at: 4)
        #expect(first < 1000 && first >= before, "eased from \(before), not jumped: \(first)")
        c.advance(to: 4.1)
        let mid = c.snapshot.axes[0].upper.value(at: 4.1)
        #expect(mid > first && mid < c.snapshot.axes[0].upper.target, "still easing: \(first) → \(mid)")
        for k in 1 ... 60 { c.advance(to: 4.1 + Double(k) / 30) }
        #expect(c.snapshot.axes[0].upper.value(at: 6.1) == c.snapshot.axes[0].upper.target, "settled on the target")
    }

    /// One sample a second: each one costs a short animation's frames, then nothing asks for
    /// a frame until the next sample — not animating, no overview catch-up due, and the only timed
    /// wake is the stale mark, seconds away (the window sleeps in `poll` until data comes).
    @Test func aTrickleLeavesNothingToDoBetweenSamples() {
        let (c, feed) = Self.live(30)
        for i in 30 ..< 40 {
            let t = Double(i - 29)
            feed.receive(Self.ndjson(i ..< i + 1), at: Self.t0 + Int64(i) * 1000)
            c.advance(to: t)
            var now = t, frames = 1
            while (c.isAnimating || (c.nextLiveChange ?? .infinity) < t + 1) && now < t + 0.99 {
                now += 1.0 / 60
                c.advance(to: now)
                frames += 1
            }
            #expect(!c.isAnimating, "sample \(i): settled within its second")
            #expect(frames <= 40, "sample \(i): \(frames) frames of 60")
            #expect((c.nextLiveChange ?? .infinity) >= t + 9.99, "sample \(i): the next timed wake is the stale mark: \(String(describing: c.nextLiveChange))")
        }
        #expect(c.model.count == 40)
    }

    @Test func keepBoundsTheHistory() {
        let (c, feed) = Self.live(10, options: LiveOptions(keep: .points(1000)))
        var i = 10
        for step in 0 ..< 40 {
            feed.receive(Self.ndjson(i ..< i + 100), at: Self.t0)
            i += 100
            c.advance(to: Double(step))
            #expect(c.model.count <= 1000 + 1000 / 8)
        }
        #expect(c.model.count >= 1000)
        #expect(c.model.data.x.last == Self.t0 + Int64(i - 1) * 1000)
        let (d, feed2) = Self.live(10, options: LiveOptions(keep: .milliseconds(60_000)))
        feed2.receive(Self.ndjson(10 ..< 500), at: Self.t0)
        d.advance(to: 1)
        #expect(d.model.data.x.first! >= Self.t0 + 439_000 - 60_000 / 8 * 2)
        #expect(d.model.data.x.first! <= Self.t0 + 439_000)
    }

    @Test func aReloadKeepsRangeHiddenSeriesAndHighlight() {
        let c = ChartController(charts: [ChartControllerTests.lines(400)])
        let x = c.model.data.x
        c.setRange(xMin: Double(x[100]), xMax: Double(x[200]))
        c.setSeriesShown(1, false)
        c.setHighlight(index: 150)
        c.reload([ChartControllerTests.lines(500)])
        #expect(c.model.count == 500)
        #expect(c.snapshot.window == XWindow(Double(x[100]), Double(x[200])))
        #expect(c.model.hiddenIDs == ["b"])
        #expect(c.highlightIndex == 150)
    }

    @Test func aRestartedSourceShowsOnlyTheNewSamples() {
        let (c, feed) = Self.live(100)
        feed.restart()
        c.advance(to: 1)
        #expect(c.model.count == 100, "a restart without samples keeps the chart")
        feed.receive(Self.ndjson(500 ..< 520), at: Self.t0)
        c.advance(to: 2)
        #expect(c.model.count == 20)
        #expect(c.snapshot.window.upper == Double(Self.t0 + 519_000))
    }
}
