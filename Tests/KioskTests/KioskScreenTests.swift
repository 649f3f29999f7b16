import GoldenTesting
import Raster
import Testing
@testable import Charts
@testable import Kiosk

/// The wall with real chart screens: the 2 × 2 picture, input to the panel under the finger,
/// the cross-fade's pixels, idle reset and night on a deterministic clock.
@Suite(.enabled(if: KioskFixtures.fontAvailable, KioskFixtures.missingNote))
struct KioskScreenTests {
    private func grid(burnIn: Double? = nil) -> KioskFile {
        var f = KioskFile(layout: .grid(rows: 2, columns: 2), panels: [])
        f.burnIn = burnIn
        return f
    }

    /// The golden was looked at: four whole panels (lines, night stacked bars, percentage areas,
    /// CSV lines with presets), each with its header, plot, overview and pills, separated by
    /// 6 px light blue-grey gaps. Tolerance: max 8 levels per channel, mean 0.05 (text and
    /// anti-aliasing may round differently across builds; anything moved breaks it).
    @Test func aTwoByTwoWallLooksRight() throws {
        var night = ControllerOptions()
        night.theme = .night
        var presets = ControllerOptions()
        presets.presets = true
        let wall = try KioskFixtures.wall(grid(), files: KioskFixtures.wallFiles, options: [ControllerOptions(), night, ControllerOptions(), presets])
        wall.advance(to: 0)
        let bitmap = Bitmap(width: 1280, height: 800)
        let damage = wall.render(into: bitmap)
        #expect(damage == bitmap.bounds)
        KioskFixtures.goldens.check(bitmap, named: "kiosk-grid-2x2-1280x800", tolerance: .init(max: 8, mean: 0.05))
        // Each cell holds what its panel draws alone at the cell's size (up to the scene's own ±2
        // between a layer drawn straight into the target and one composited from its cache).
        let alone = Bitmap(width: 637, height: 397)
        wall.panels[1].render(into: alone)
        #expect(GoldenImages.compare(bitmap.view(PixelRect(x: 643, y: 0, width: 637, height: 397)), alone).max <= 2)
    }

    @Test func aDragPansOnlyThePanelUnderTheFinger() throws {
        let wall = try KioskFixtures.wall(grid(), files: KioskFixtures.wallFiles)
        wall.advance(to: 0)
        wall.render(into: Bitmap(width: 1280, height: 800))
        let before = wall.panels.map { ($0.controller.xMin, $0.controller.xMax) }
        // Panel 3 (bottom left, cell from 0, 403): drag its plot to the right, past its cell's edge.
        let y = 403.0 + 150
        wall.handle(.touchDown(id: 7, Point(x: 300, y: y), time: 1))
        for i in 1 ... 10 { wall.handle(.touchMove(id: 7, Point(x: 300 + Double(i) * 40, y: y), time: 1 + Double(i) * 0.016)) }
        wall.handle(.touchUp(id: 7, time: 1.2))
        wall.advance(to: 5)
        let after = wall.panels.map { ($0.controller.xMin, $0.controller.xMax) }
        for i in [0, 1, 3] { #expect(after[i] == before[i], "panel \(i + 1) untouched") }
        #expect(after[2].0 < before[2].0, "panel 3 panned back in time")
        #expect(wall.state.lastInput == 1.2)
        // A touch in the gap goes nowhere; a tap in panel 1 does not move panel 4.
        wall.handle(.touchDown(id: 8, Point(x: 640, y: 100), time: 6))
        wall.handle(.touchUp(id: 8, time: 6.05))
        wall.advance(to: 8)
        #expect(wall.panels.map { ($0.controller.xMin, $0.controller.xMax) }.elementsEqual(after, by: ==))
    }

    @Test func rotationCrossFadesThePanels() throws {
        var f = KioskFile(layout: .rotate, panels: [])
        (f.dwell, f.fade, f.burnIn) = (30, 1, nil)
        let files = ["daily-joined-left.json", "messages-stacked-bars.json"]
        var night = ControllerOptions()
        night.theme = .night
        let wall = try KioskFixtures.wall(f, files: files, options: [ControllerOptions(), night], width: 480, height: 300)
        let a = Bitmap(width: 480, height: 300), b = Bitmap(width: 480, height: 300), mid = Bitmap(width: 480, height: 300)
        wall.advance(to: 0)
        wall.render(into: a)
        #expect(wall.visiblePanels == [0] && wall.title == wall.panels[0].title)
        wall.advance(to: 30)
        wall.advance(to: 30.5)
        #expect(wall.visiblePanels == [0, 1] && wall.state.fadeProgress == 0.5 && wall.needsRender)
        wall.render(into: mid)
        wall.advance(to: 31)
        wall.render(into: b)
        #expect(wall.visiblePanels == [1] && wall.title == wall.panels[1].title)
        // The top-left background pixel: white, then half way to the night blue, then night blue.
        let white = a[2, 2], blue = b[2, 2], half = mid[2, 2]
        #expect(white == 0xFFFF_FFFF && blue == Color(rgb: 0x242F3E).premultiplied)
        for shift in [0, 8, 16] {
            let (w, n, m) = (Int(white >> shift & 0xFF), Int(blue >> shift & 0xFF), Int(half >> shift & 0xFF))
            #expect(abs(m - (w + n) / 2) <= 1, "channel at \(shift): \(m) between \(w) and \(n)")
        }
    }

    @Test func theIdleResetEasesEveryPanelBack() throws {
        var f = grid()
        f.idleReset = 120
        let wall = try KioskFixtures.wall(f, files: KioskFixtures.wallFiles)
        wall.advance(to: 0)
        wall.render(into: Bitmap(width: 1280, height: 800))
        let start = wall.panels.map { ($0.controller.xMin, $0.controller.xMax) }
        wall.handle(.scroll(dx: 0, dy: -3, at: Point(x: 300, y: 150), zoomModifier: true, time: 10))   // zoom panel 1
        wall.handle(.key(.nightMode, time: 10))   // … and switch it to night (keys go to the panel touched last)
        wall.advance(to: 20)
        #expect(wall.panels[0].controller.xMax - wall.panels[0].controller.xMin < start[0].1 - start[0].0)
        #expect(wall.panels[0].controller.themeKind == .night)
        wall.advance(to: 129)
        #expect(wall.panels[0].controller.xMin != start[0].0)   // not yet
        wall.advance(to: 130)
        wall.advance(to: 135)
        #expect(abs(wall.panels[0].controller.xMin - start[0].0) < 1 && abs(wall.panels[0].controller.xMax - start[0].1) < 1)
        // The theme is the panel's own business (night mode by key stays), the view is reset.
        #expect(wall.state.lastInput == nil)
    }

    @Test func nightComesByTheClockWithACrossFade() throws {
        var f = grid()
        f.night = NightSchedule("20:00-07:00")
        nonisolated(unsafe) var clock = 19.0 * 3600
        let wall = try KioskFixtures.wall(f, files: KioskFixtures.wallFiles, secondOfDay: { _ in clock })
        wall.advance(to: 0)
        #expect(wall.panels.allSatisfy { $0.controller.themeKind == .day })
        clock = 20 * 3600
        wall.advance(to: 1)
        #expect(wall.panels.allSatisfy { $0.controller.themeKind == .night })
        wall.advance(to: 1.1)
        let bg = wall.panels[0].controller.theme.background
        #expect(bg != Theme.day.background && bg != Theme.night.background, "cross-fading")
        wall.advance(to: 5)
        #expect(wall.panels[0].controller.theme.background == Theme.night.background)
        clock = 7 * 3600
        wall.advance(to: 6)
        wall.advance(to: 10)
        #expect(wall.panels[0].controller.theme.background == Theme.day.background)
    }

    @Test func burnInShiftsTheWholePicture() throws {
        var f = KioskFile(layout: .rotate, panels: [])
        f.burnIn = 60
        let wall = try KioskFixtures.wall(f, files: ["daily-joined-left.json"], width: 480, height: 300)
        let a = Bitmap(width: 480, height: 300), b = Bitmap(width: 480, height: 300)
        wall.advance(to: 0)
        wall.render(into: a)
        wall.advance(to: 60)
        #expect(wall.needsRender && wall.state.shift == (1, 1))
        #expect(wall.render(into: b) == b.bounds)
        // b is a moved one pixel right and down (inside the content, away from the margins).
        let inner = PixelRect(x: 10, y: 10, width: 400, height: 250)
        #expect(GoldenImages.compare(a.view(inner), b.view(PixelRect(x: 11, y: 11, width: 400, height: 250))).max <= 2)
        #expect(GoldenImages.compare(a.view(inner), b.view(inner)).max > 64)
    }
}
