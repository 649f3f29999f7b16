import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// A live chart's overview strip has its own view (``OverviewView``): while samples pour in it
/// catches up at most four times a second, with `--keep` it spans the points kept (its left edge
/// moves with the data instead of jumping at each batch drop), and the range selector maps
/// through it.
@Suite struct LiveOverviewTests {
    typealias L = LiveControllerTests

    @Test func theOverviewCatchesUpAtMostFourTimesASecondAndThenShowsEverything() {
        let (c, feed) = L.live(100)
        #expect(c.snapshot.overview == .whole(c.model), "the first samples show at once")
        var changes: [Double] = []
        var shown = c.snapshot.overview
        var time = 0.0, i = 100
        for _ in 0 ..< 60 {   // about a second of frames, 10 samples each
            feed.receive(L.ndjson(i ..< i + 10), at: L.t0)
            i += 10
            time += 0.016
            c.advance(to: time)
            let o = c.snapshot.overview
            #expect(o.points.upperBound <= c.model.count)
            if o != shown { changes.append(time); shown = o }
        }
        #expect(c.model.count == 700)
        #expect(changes.count >= 3 && changes.count <= 4, "\(changes)")
        for (a, b) in zip(changes, changes.dropFirst()) { #expect(b - a >= OverviewView.liveInterval - 1e-9) }
        #expect(c.snapshot.overview.dataVersion != c.model.version, "the last frames' samples wait for the next turn")
        let due = c.nextLiveChange
        #expect(due.map { $0 <= changes.last! + OverviewView.liveInterval + 1e-9 } == true, "the window wakes for it")
        c.advance(to: time + OverviewView.liveInterval)
        #expect(c.snapshot.overview == .whole(c.model), "caught up without new samples")
        #expect(c.feel.interaction.rangeSelector.domain == c.model.data.viewDomain)
    }

    @Test func theRangeSelectorMapsThroughTheOverviewsDomain() {
        let (c, feed) = L.live(100)
        feed.receive(L.ndjson(100 ..< 150), at: L.t0)
        c.advance(to: 1)   // caught up at 1 s
        feed.receive(L.ndjson(150 ..< 200), at: L.t0)
        c.advance(to: 1.01)   // samples taken, the overview not caught up yet
        let o = c.snapshot.overview
        #expect(o.domain.upper == Double(L.t0 + 149_000) && c.model.data.viewDomain.upper == Double(L.t0 + 199_000))
        let sel = c.feel.interaction.rangeSelector
        #expect(abs(sel.screenX(o.domain.upper) - sel.rect.maxX) < 1e-9, "the handles land where the strip draws that x")
        #expect(abs(sel.screenX(o.domain.lower) - sel.rect.minX) < 1e-9)
        #expect(abs(sel.dataX(sel.rect.midX) - o.domain.center) < 1e-6)
        #expect(c.feel.interaction.constraints.upper == Double(L.t0 + 199_000), "the window may still reach the newest sample")
    }

    @Test func withKeepTheOverviewsLeftEdgeFollowsTheKeptPointsWithoutJumps() {
        let keep = 1000
        let (c, feed) = L.live(10, options: LiveOptions(keep: .points(keep)))
        var i = 10, time = 0.0
        var lowers: [Double] = []
        var held = 0
        for _ in 0 ..< 40 {
            feed.receive(L.ndjson(i ..< i + 100), at: L.t0)
            i += 100
            time += 0.3   // every turn catches the overview up
            c.advance(to: time)
            let o = c.snapshot.overview
            held = max(held, c.model.count)
            #expect(o.dataVersion == c.model.version)
            #expect(o.domain.upper == Double(L.t0 + Int64(i - 1) * 1000))
            if i >= keep {
                #expect(o.domain.lower == Double(L.t0 + Int64(i - keep) * 1000), "exactly the newest \(keep) points")
                #expect(c.model.xs[o.points.lowerBound] <= o.domain.lower, "lines reach the left edge")
                #expect(c.model.xs[o.points.lowerBound + 1] >= o.domain.lower)
                #expect(c.snapshot.window == o.domain, "a whole view shows what is kept")
                lowers.append(o.domain.lower)
            }
        }
        #expect(held > keep, "the history holds more than it shows between drops")
        for (a, b) in zip(lowers, lowers.dropFirst()) { #expect(b - a == 100_000, "a steady step, no jump by a dropped batch") }
        #expect(c.feel.interaction.constraints.lower == c.snapshot.overview.domain.lower, "no panning into dropped history")
    }

    @Test func aDurationKeepSpansTheDuration() {
        let (c, feed) = L.live(10, options: LiveOptions(keep: .milliseconds(60_000)))
        feed.receive(L.ndjson(10 ..< 500), at: L.t0)
        c.advance(to: 1)
        let o = c.snapshot.overview
        #expect(o.domain == XWindow(Double(L.t0 + 439_000), Double(L.t0 + 499_000)))
        #expect(c.model.xs[o.points.lowerBound] <= o.domain.lower && c.model.xs[o.points.lowerBound + 1] > o.domain.lower)
    }

    /// The scene redraws the overview layer only when the overview changes, not for every append.
    @Test(.enabled(if: SceneFixtures.fontAvailable, SceneFixtures.missingNote))
    func framesWhileGrowingLeaveTheOverviewLayerAlone() throws {
        let feed = StreamFeed(source: "test")
        feed.receive(L.ndjson(0 ..< 100), at: L.t0)
        let s = ChartScreen(charts: [ChartData(x: [], series: [])], textRenderer: try SceneFixtures.textRenderer())
        s.controller.attach(feed)
        s.resize(width: 800, height: 600, scale: 1)
        let b = Bitmap(width: 800, height: 600)
        s.render(into: b)
        feed.receive(L.ndjson(100 ..< 110), at: L.t0)
        s.advance(to: 0.1)
        var dirty = s.scene.changes(s.controller.snapshot)
        #expect(dirty.layers.contains(.series) && dirty.layers.contains(.controls))
        #expect(!dirty.layers.contains(.overview), "new samples alone do not redraw the overview")
        s.render(into: b)
        s.advance(to: 0.3)
        dirty = s.scene.changes(s.controller.snapshot)
        #expect(dirty.layers.contains(.overview), "it catches up a quarter second later")
        s.render(into: b)
        #expect(s.scene.geometry.overview.xMax == Double(L.t0 + 109_000))
    }
}
