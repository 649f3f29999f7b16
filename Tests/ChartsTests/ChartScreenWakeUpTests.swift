import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// A live chart screen asks for a frame only when something is there to draw: data waiting, an
/// animation, or its stale mark falling due (``ChartScreen/nextChange``); asking changes nothing.
@Suite(.enabled(if: SceneFixtures.fontAvailable, SceneFixtures.examplesMissingNote))
@MainActor
struct ChartScreenWakeUpTests {
    static func frame(_ screen: ChartScreen, at time: Double) {
        screen.advance(to: time)
        screen.render(into: Bitmap(width: 640, height: 400))
    }

    @Test func aRestingLiveScreenWaitsForItsStaleMarkOrData() throws {
        let t0 = LiveControllerTests.t0
        let feed = StreamFeed(source: "test")
        feed.receive(Array((0 ..< 20).map { "{\"t\": \(t0 + Int64($0) * 1000), \"cpu\": 5}\n" }.joined().utf8), at: t0)
        let screen = ChartScreen(charts: [ChartData(x: [], series: [])], textRenderer: try SceneFixtures.textRenderer())
        screen.controller.attach(feed, options: LiveOptions(staleAfter: 5))
        screen.resize(width: 640, height: 400, scale: 1)
        Self.frame(screen, at: 0)
        var t = 0.0
        while screen.needsRender && t < 5 { t += 1.0 / 60; Self.frame(screen, at: t) }
        #expect(!screen.needsRender, "the first animations end")
        #expect(screen.nextChange == 5, "the stale mark, 5 s after the arrival")
        let now = screen.controller.now
        #expect(!screen.needsFrame(at: 4.9))
        #expect(!screen.needsFrame(at: 4.9) && screen.controller.now == now && screen.controller.liveStatus?.stale == false,
                "asking changes nothing")
        #expect(screen.needsFrame(at: 5))
        Self.frame(screen, at: 5)
        #expect(screen.controller.liveStatus?.stale == true && screen.nextChange == nil, "stale: nothing more is due")

        // Data arriving is a frame's worth, before any time passes.
        #expect(!screen.controller.hasNews)
        feed.receive(Array("{\"t\": \(t0 + 20_000), \"cpu\": 6}\n".utf8), at: t0)
        #expect(screen.controller.hasNews && screen.needsFrame(at: 5))
        Self.frame(screen, at: 5.1)
        #expect(!screen.controller.hasNews && screen.controller.liveStatus?.stale == false)
    }
}
