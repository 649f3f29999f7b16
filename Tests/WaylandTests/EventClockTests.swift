import Testing
@testable import Wayland

@Suite struct EventClockTests {
    @Test func aBurstReadAtOnceKeepsTheSpacingItHappenedWith() {
        var clock = EventClock()
        #expect(clock.seconds(forEventAt: 5_000, readAt: 100) == 100)   // anchored when read
        // A flick read late, all at once: its events were 16 ms apart when they happened.
        let times = [5_016, 5_032, 5_048, 5_064].map { clock.seconds(forEventAt: UInt32($0), readAt: 100.2) }
        for (i, t) in times.enumerated() { #expect(abs(t - (100.016 + 0.016 * Double(i))) < 1e-9) }
    }

    @Test func theCompositorsMillisecondsWrapWithoutAJump() {
        var clock = EventClock()
        let start = UInt32.max - 10
        #expect(clock.seconds(forEventAt: start, readAt: 50) == 50)
        let after = clock.seconds(forEventAt: start &+ 30, readAt: 50.03)     // wrapped past 0
        #expect(abs(after - 50.03) < 1e-9)
    }

    @Test func aClockThatJumpsReanchorsAndTimeNeverGoesBack() {
        var clock = EventClock()
        _ = clock.seconds(forEventAt: 1_000, readAt: 10)
        // The compositor's clock jumps back 5 s: far behind its reading, so re-anchored at it.
        #expect(clock.seconds(forEventAt: UInt32(1_000) &- 4_900, readAt: 10.1) == 10.1)
        // A jump far ahead re-anchors too.
        #expect(clock.seconds(forEventAt: 60_000, readAt: 10.2) == 10.2)
        // A small step back stays at the latest time instead of going back.
        let t = clock.seconds(forEventAt: 59_990, readAt: 10.21)
        #expect(t == 10.2)
    }

    @Test func aLateFirstAnchorFadesOut() {
        var clock = EventClock()
        // The first event was read 80 ms after it happened, so the offset holds 80 ms too much:
        // later events, read promptly, land ahead of their reading, and the offset moves back.
        _ = clock.seconds(forEventAt: 0, readAt: 1.08)
        var ahead = 0.0
        for k in 1 ... 40 {
            let happened = 1.0 + Double(k) * 0.01
            ahead = clock.seconds(forEventAt: UInt32(k * 10), readAt: happened) - happened
        }
        #expect(ahead < 0.002, "still \(ahead) s ahead after 40 events")
        #expect(ahead >= 0)
    }

    @Test func eventsWithoutAStampTakeTheRecentStampedTimeElseNow() {
        var clock = EventClock()
        #expect(clock.seconds(readAt: 7) == 7)
        _ = clock.seconds(forEventAt: 0, readAt: 7)
        _ = clock.seconds(forEventAt: 16, readAt: 7.5)
        #expect(abs(clock.seconds(readAt: 7.5) - 7.016) < 1e-9, "a frame closes the events before it")
        #expect(clock.seconds(readAt: 60) == 60, "an enter after a long quiet is now")
    }
}
