import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// A stale live line chart draws its newest segment dashed — marked, never hidden — and leaves
/// everything before it as it was.
@Suite(.enabled(if: SceneFixtures.fontAvailable, SceneFixtures.examplesMissingNote))
struct SeriesRendererStaleTailTests {
    static let t0 = LiveControllerTests.t0

    /// A 640×400 screen over 20 samples a second apart: flat at 5, the newest at 15 (a long,
    /// steep newest segment), stale after 5 s.
    static func screen() throws -> ChartScreen {
        let feed = StreamFeed(source: "test")
        let lines = (0 ..< 20).map { "{\"t\": \(t0 + Int64($0) * 1000), \"cpu\": \($0 == 19 ? 15 : 5)}\n" }
        feed.receive(Array(lines.joined().utf8), at: t0)
        let screen = ChartScreen(charts: [ChartData(x: [], series: [])], textRenderer: try SceneFixtures.textRenderer(),
                                 boldTextRenderer: SceneFixtures.boldTextRenderer())
        screen.controller.attach(feed, options: LiveOptions(staleAfter: 5))
        screen.resize(width: 640, height: 400, scale: 1)
        return screen
    }

    /// Whether a pixel carries ink (a line colour), not the day background or the light grid.
    static func inked(_ p: UInt32) -> Bool {
        let r = Int((p >> 16) & 0xFF), g = Int((p >> 8) & 0xFF), b = Int(p & 0xFF)
        return (255 - r) + (255 - g) + (255 - b) > 150
    }

    /// Of 80 points along the newest segment's middle 80 %, how many are inked.
    static func inkAlongNewestSegment(_ b: Bitmap, _ screen: ChartScreen) -> Int {
        let g = screen.scene.geometry, m = screen.controller.model
        let a = Point(g.screenX(m.xs[18]), g.screenY(m.data.series[0].values[18], series: 0))
        let z = Point(g.screenX(m.xs[19]), g.screenY(m.data.series[0].values[19], series: 0))
        var count = 0
        for k in 0 ..< 80 {
            let t = 0.1 + 0.8 * Double(k) / 79
            let x = Int((a.x + (z.x - a.x) * t).rounded(.down)), y = Int((a.y + (z.y - a.y) * t).rounded(.down))
            if inked(b[x, y]) { count += 1 }
        }
        return count
    }

    @Test func theNewestSegmentTurnsDashedWhenStaleAndTheRestStays() throws {
        let screen = try Self.screen()
        screen.advance(to: 1)
        screen.advance(to: 3)            // the y scale settled, still fresh
        #expect(screen.controller.liveStatus?.stale == false)
        let fresh = SceneFixtures.render(screen)
        let solid = Self.inkAlongNewestSegment(fresh, screen)
        #expect(solid >= 78, "fresh: the newest segment is drawn solid (\(solid) of 80 points inked)")

        screen.advance(to: 10)           // nothing for 9 s, limit 5 s
        #expect(screen.controller.liveStatus?.stale == true)
        let stale = SceneFixtures.render(screen)
        let dashed = Self.inkAlongNewestSegment(stale, screen)
        #expect(dashed >= 24 && dashed <= 64, "stale: dashes and gaps along the newest segment (\(dashed) of 80 inked)")

        // Left of the newest segment's start, the plot is unchanged (the solid part, grid, axes).
        let g = screen.scene.geometry, m = screen.controller.model
        let left = Int(g.screenX(m.xs[18]).rounded(.down)) - 3
        var changed = 0
        for y in 60 ..< 300 { for x in 0 ..< left where stale[x, y] != fresh[x, y] { changed += 1 } }
        #expect(changed == 0, "\(changed) pixels changed before the newest segment")
    }
}
