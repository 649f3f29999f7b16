import Testing
@testable import Kiosk

/// The kiosk's own state on a deterministic clock: rotation, dwell, cross-fade, idle reset,
/// the night schedule and the burn-in path.
struct KioskStateTests {
    @Test func rotationDwellsThenCrossFades() {
        var s = KioskState(file: .testWall())
        #expect(s.advance(to: 100, secondOfDay: 0).redrawAll)   // the first frame
        #expect(s.current == 0 && s.fadingOut == nil)
        _ = s.advance(to: 129.9, secondOfDay: 0)
        #expect(s.current == 0 && !s.isAnimating && s.nextChange == 130)
        #expect(s.advance(to: 130, secondOfDay: 0).redrawAll)
        #expect(s.current == 1 && s.fadingOut == 0 && s.fadeProgress == 0)
        _ = s.advance(to: 130.5, secondOfDay: 0)
        #expect(s.fadeProgress == 0.5)   // smoothstep at the middle
        _ = s.advance(to: 130.25, secondOfDay: 0)   // time never runs back
        #expect(s.now == 130.5)
        _ = s.advance(to: 131, secondOfDay: 0)
        #expect(s.fadingOut == nil && s.fadeProgress == 1)
        _ = s.advance(to: 160, secondOfDay: 0)
        _ = s.advance(to: 190, secondOfDay: 0)
        #expect(s.current == 0)   // 0 → 1 → 2 → 0
    }

    @Test func aRestoredWallStartsOnItsPanelWithAWholeDwell() {
        var s = KioskState(file: KioskFile.testWall(), startingAt: 2)
        _ = s.advance(to: 50, secondOfDay: 0)
        #expect(s.current == 2 && s.fadingOut == nil)
        _ = s.advance(to: 79.9, secondOfDay: 0)
        #expect(s.current == 2)
        _ = s.advance(to: 80, secondOfDay: 0)
        #expect(s.current == 0 && s.fadingOut == 2, "then on round the panels")
        #expect(KioskState(file: KioskFile.testWall(), startingAt: 3).current == 0, "out of range: the first panel")
        #expect(KioskState(file: KioskFile.testWall(), startingAt: -1).current == 0)
        #expect(KioskState(file: KioskFile.testWall(layout: .grid(rows: 2, columns: 2)), startingAt: 1).current == 0, "a grid shows them all")
    }

    @Test func aWeekOfRotationStaysOnTheBeat() {
        var s = KioskState(file: KioskFile.testWall(panels: 4))
        var switches = 0, last = 0
        var t = 0.0
        _ = s.advance(to: 0, secondOfDay: 0)
        while t < 7 * 86400 {
            t += 0.25
            _ = s.advance(to: t, secondOfDay: 0)
            if s.current != last { switches += 1; last = s.current }
        }
        #expect(switches == 7 * 86400 / 30)
        #expect(s.current == (7 * 86400 / 30) % 4)
    }

    @Test func inputPausesRotationAndTheIdleResetResumesIt() {
        var s = KioskState(file: .testWall())
        _ = s.advance(to: 0, secondOfDay: 0)
        s.noteInput(at: 10)
        #expect(!s.advance(to: 100, secondOfDay: 0).resetPanels)
        #expect(s.current == 0)   // no rotation while someone uses the wall
        s.noteInput(at: 100)
        #expect(s.nextChange == 220)
        #expect(!s.advance(to: 219.9, secondOfDay: 0).resetPanels)
        let c = s.advance(to: 220, secondOfDay: 0)
        #expect(c.resetPanels && s.lastInput == nil && s.current == 0)
        _ = s.advance(to: 249.9, secondOfDay: 0)
        #expect(s.current == 0)   // a whole dwell after the reset
        _ = s.advance(to: 250, secondOfDay: 0)
        #expect(s.current == 1)
    }

    @Test func aGridNeverRotatesButResetsAfterIdle() {
        var s = KioskState(file: KioskFile.testWall(panels: 4, layout: .grid(rows: 2, columns: 2)))
        _ = s.advance(to: 0, secondOfDay: 0)
        _ = s.advance(to: 1000, secondOfDay: 0)
        #expect(s.current == 0 && s.nextChange == nil)
        s.noteInput(at: 1000)
        #expect(s.advance(to: 1120, secondOfDay: 0).resetPanels)
    }

    @Test func nightFollowsTheClockAndCrossFadesAfterTheFirstAnswer() {
        var f = KioskFile.testWall()
        f.night = NightSchedule("20:00-07:00")
        var s = KioskState(file: f)
        let first = s.advance(to: 0, secondOfDay: 19 * 3600)
        #expect(first.night == false && !first.nightAnimated)
        #expect(s.advance(to: 1, secondOfDay: 19 * 3600 + 1).night == nil)   // no change, no news
        let dusk = s.advance(to: 2, secondOfDay: 20 * 3600)
        #expect(dusk.night == true && dusk.nightAnimated)
        let dawn = s.advance(to: 3, secondOfDay: 7 * 3600)
        #expect(dawn.night == false && dawn.nightAnimated)
    }

    @Test func burnInStepsOnePixelAtMostAndVisitsTheWholeSquare() {
        var seen = Set<[Int]>()
        var previous = BurnInShift.offset(step: 0)
        #expect(previous == (0, 0))
        for step in 1 ... BurnInShift.cycle {
            let o = BurnInShift.offset(step: step)
            #expect(abs(o.x - previous.x) <= 1 && abs(o.y - previous.y) <= 1, "step \(step)")
            #expect(abs(o.x) <= BurnInShift.maxShift && abs(o.y) <= BurnInShift.maxShift)
            seen.insert([o.x, o.y])
            previous = o
        }
        #expect(seen.count == 49)
        #expect(BurnInShift.offset(step: BurnInShift.cycle) == (0, 0))
        #expect(BurnInShift.offset(at: 59.9, period: 60) == (0, 0) && BurnInShift.offset(at: 60, period: 60) == (1, 1))
    }

    @Test func burnInMovesThePictureOnItsPeriod() {
        var f = KioskFile.testWall(panels: 1)
        f.burnIn = 60
        var s = KioskState(file: f)
        _ = s.advance(to: 500, secondOfDay: 0)
        #expect(s.shift == (0, 0) && s.nextChange == 560)
        #expect(!s.advance(to: 559, secondOfDay: 0).redrawAll)
        #expect(s.advance(to: 560, secondOfDay: 0).redrawAll)
        #expect(s.shift == (1, 1))
        _ = s.advance(to: 500 + 60 * 4, secondOfDay: 0)
        #expect(s.shift == (2, 2))   // step 4: both triangles at 0, 1, 2, 3, 2
    }
}
