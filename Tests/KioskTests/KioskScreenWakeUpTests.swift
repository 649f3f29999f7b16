import Charts
import SeriesData
import Kiosk
import Raster
import Testing

/// ``KioskScreen/nextChange`` and ``KioskScreen/needsFrame(at:)`` on a fixed clock: a wall at rest
/// needs no frame until its next change, and every change of its own — the end of a dwell, the
/// idle reset, a burn-in step, the night schedule — is a next change at its time.
@MainActor
struct KioskScreenWakeUpTests {
    @Test func aRestingWallWaitsForTheEndOfTheDwell() throws {
        var f = KioskFile(layout: .rotate, panels: [])
        f.dwell = 30
        f.fade = 0
        f.burnIn = nil
        let wall = try KioskFixtures.wall(f, files: ["daily-joined-left.json", "power-hourly.csv"], width: 480, height: 300)
        wall.advance(to: 100)
        wall.render(into: Bitmap(width: 480, height: 300))
        #expect(wall.nextChange == 130)
        #expect(!wall.needsFrame(at: 129.9), "nothing to draw while the panel dwells")
        #expect(!wall.needsFrame(at: 129.9) && wall.state.current == 0, "asking changes nothing")
        #expect(wall.needsFrame(at: 130))
        wall.advance(to: 130)
        #expect(wall.state.current == 1 && wall.nextChange == 160)
    }

    @Test func inputPausesTheRotationUntilTheIdleReset() throws {
        var f = KioskFile(layout: .rotate, panels: [])
        f.dwell = 30
        f.idleReset = 60
        f.burnIn = nil
        let wall = try KioskFixtures.wall(f, files: ["daily-joined-left.json", "power-hourly.csv"], width: 480, height: 300)
        wall.advance(to: 0)
        wall.render(into: Bitmap(width: 480, height: 300))
        wall.handle(.key(.right, time: 10))
        wall.advance(to: 10)
        wall.render(into: Bitmap(width: 480, height: 300))
        while wall.needsRender { wall.advance(to: wall.state.now + 0.1); wall.render(into: Bitmap(width: 480, height: 300)) }
        #expect(wall.nextChange == 70, "the idle reset, not the dwell, while someone reads")
    }

    @Test func burnInStepsAreNextChanges() throws {
        var f = KioskFile(layout: .rotate, panels: [])
        f.burnIn = 60
        let wall = try KioskFixtures.wall(f, files: ["daily-joined-left.json"], width: 480, height: 300)
        wall.advance(to: 5)
        wall.render(into: Bitmap(width: 480, height: 300))
        #expect(wall.nextChange == 65)
        #expect(!wall.needsFrame(at: 64.9) && wall.needsFrame(at: 65))
    }

    @Test func theNightScheduleWakesTheWallAtItsSwitch() throws {
        var f = KioskFile(layout: .rotate, panels: [])
        f.burnIn = nil
        f.night = NightSchedule("20:00-07:00")
        // Monotonic 0 is 19:00 local.
        let wall = try KioskFixtures.wall(f, files: ["daily-joined-left.json"], width: 480, height: 300,
                                          secondOfDay: { t in (19 * 3600 + t).truncatingRemainder(dividingBy: 86_400) })
        wall.advance(to: 0)
        wall.render(into: Bitmap(width: 480, height: 300))
        let night = try #require(wall.nextChange)
        #expect(abs(night - (3600 + 0.5)) < 1e-9, "20:00, half a second in")
        #expect(!wall.needsFrame(at: 3599))
        wall.advance(to: night)
        #expect(wall.panels[0].controller.themeKind == .night)
        while wall.needsRender { wall.advance(to: wall.state.now + 0.1); wall.render(into: Bitmap(width: 480, height: 300)) }
        let morning = try #require(wall.nextChange)
        #expect(abs(morning - (12 * 3600 + 0.5)) < 1e-9, "07:00")
    }

    @Test func aClockChangeBeforeTheSwitchIsCorrected() throws {
        var f = KioskFile(layout: .rotate, panels: [])
        f.burnIn = nil
        f.night = NightSchedule("20:00-07:00")
        // 01:00 local at monotonic 0; the clock springs forward an hour at monotonic 3600 (02:00 → 03:00).
        let wall = try KioskFixtures.wall(f, files: ["daily-joined-left.json"], width: 480, height: 300,
                                          secondOfDay: { t in (3600 + t + (t >= 3600 ? 3600 : 0)).truncatingRemainder(dividingBy: 86_400) })
        wall.advance(to: 0)
        wall.render(into: Bitmap(width: 480, height: 300))
        let switchAt = try #require(wall.nextChange)
        #expect(abs(switchAt - (5 * 3600 + 0.5)) < 1e-9, "07:00 local is 5 h away, not 6")
    }
}
