import SeriesData
import Testing
@testable import Kiosk

/// The wall and its panels' states on a deterministic clock: a rotate wall turns to a panel
/// that goes to crit and holds on it until it recovers or is touched; a grid panel pulses once.
struct KioskStateAlertTests {
    @Test func rotationTurnsToACritPanelAndHoldsUntilItRecovers() {
        var s = KioskState(file: .testWall())
        _ = s.advance(to: 100, secondOfDay: 0)
        #expect(s.noteStates([.ok, .ok, .crit], at: 110).redrawAll)
        #expect(s.current == 2 && s.fadingOut == 0 && s.holding)
        // Held: no dwell ends, however long.
        _ = s.advance(to: 500, secondOfDay: 0)
        #expect(s.current == 2 && s.nextChange == nil)
        // Another panel going to crit does not take the wall from the one held.
        _ = s.noteStates([.crit, .ok, .crit], at: 510)
        #expect(s.current == 2)
        // Recovered: a whole dwell from then, then on.
        _ = s.noteStates([.crit, .ok, .ok], at: 600)
        #expect(!s.holding && s.nextChange == 630)
        _ = s.advance(to: 630, secondOfDay: 0)
        #expect(s.current == 0 && s.holding)   // on to panel 0, which is in crit: held there
    }

    @Test func aTouchReleasesTheHoldUntilTheNextCrit() {
        var s = KioskState(file: .testWall())
        _ = s.advance(to: 0, secondOfDay: 0)
        _ = s.noteStates([.crit, .ok, .ok], at: 5)
        #expect(s.current == 0 && s.holding)
        s.noteInput(at: 10)
        #expect(!s.holding)
        // Rotation resumes after the idle time, and a dwell later moves on though panel 0 is still crit.
        _ = s.advance(to: 130, secondOfDay: 0)
        _ = s.advance(to: 160, secondOfDay: 0)
        #expect(s.current == 1)
        // Panel 0 recovers and goes to crit again: the wall turns back to it.
        _ = s.noteStates([.ok, .ok, .ok], at: 170)
        _ = s.noteStates([.crit, .ok, .ok], at: 175)
        #expect(s.current == 0 && s.holding)
    }

    @Test func warnDoesNotHold() {
        var s = KioskState(file: .testWall())
        _ = s.advance(to: 0, secondOfDay: 0)
        _ = s.noteStates([.warn, .stale, .noData], at: 1)
        #expect(s.current == 0 && !s.holding && s.nextChange == 30)
    }

    @Test func aGridPanelInCritPulsesOnceAndStaysMarked() {
        var s = KioskState(file: KioskFile.testWall(layout: .grid(rows: 1, columns: 3)))
        _ = s.advance(to: 0, secondOfDay: 0)
        #expect(!s.isAnimating)
        _ = s.noteStates([.ok, .crit, .ok], at: 10)
        #expect(s.isAnimating && s.pulse(of: 1) == 0 && s.nextChange == 10 + KioskState.pulseDuration)
        _ = s.advance(to: 10 + KioskState.pulseDuration / 2, secondOfDay: 0)
        #expect(abs(s.pulse(of: 1) - 1) < 1e-9 && s.pulse(of: 0) == 0)
        _ = s.advance(to: 10 + KioskState.pulseDuration, secondOfDay: 0)
        #expect(!s.isAnimating && s.pulse(of: 1) == 0 && s.panelStates[1] == .crit)
        #expect(s.current == 0 && !s.holding)   // a grid neither turns nor holds
    }
}
