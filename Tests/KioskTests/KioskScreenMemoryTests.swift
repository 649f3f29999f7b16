import Raster
import Testing
@testable import Charts
@testable import Kiosk

/// What a wall keeps in pixels between frames: its panels hold no layer bitmaps, the one shown,
/// the one fading in or out, or one hidden, and a cross-fade holds one strip of rows while it
/// runs — so a rotating wall costs the buffers it draws into, not a frame per panel and layer.
@Suite(.enabled(if: KioskFixtures.fontAvailable, KioskFixtures.missingNote))
struct KioskScreenMemoryTests {
    @Test func noPanelKeepsLayerBitmapsAndAFadeOneStrip() throws {
        var f = KioskFile(layout: .rotate, panels: [])
        (f.dwell, f.fade, f.burnIn) = (2, 1, nil)
        let files = ["daily-joined-left.json", "messages-stacked-bars.json", "power-hourly.csv"]
        let wall = try KioskFixtures.wall(f, files: files, width: 960, height: 300)
        let target = Bitmap(width: 960, height: 300)
        // A fade's strip: 256 of the 300 rows.
        let stripBytes = PNG.rowsPerStrip(width: 960) * 960 * 4
        #expect(PNG.rowsPerStrip(width: 960) == 256)
        var fades = 0, shown: Set<Int> = []
        // Two rotations (at 2 s and 4 s): before, in and after each fade.
        for time in [0, 2, 2.5, 3, 4, 4.5, 5] {
            wall.advance(to: time)
            if wall.visiblePanels.count == 2 { fades += 1 }
            shown.formUnion(wall.visiblePanels)
            wall.renderChanges(into: target)
            #expect(wall.heldPixelBytes == (wall.visiblePanels.count == 2 ? stripBytes : 0), "at \(time) s, showing \(wall.visiblePanels)")
        }
        #expect(fades == 4 && shown == [0, 1, 2])
        // The count sees a hidden panel's layers when it keeps them (as a window's screen does).
        let hidden = (wall.state.current + 1) % 3
        wall.panels[hidden].scene.cachesLayers = true
        wall.panels[hidden].render(into: target)
        wall.panels[hidden].render(into: target)
        #expect(wall.heldPixelBytes > 0)
    }
}
