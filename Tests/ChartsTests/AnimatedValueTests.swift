import Testing
@testable import Charts
@testable import SeriesData

@Suite struct AnimatedValueTests {
    @Test func easingCurvesStartAtZeroEndAtOne() {
        for e in [Easing.linear, .quadOut, .cubicOut, .quintOut, .cubicIn, .cubicInOut] {
            #expect(e.value(0) == 0)
            #expect(e.value(1) == 1)
            // Derivative matches a finite difference.
            for t in stride(from: 0.05, through: 0.95, by: 0.1) {
                let fd = (e.value(t + 1e-6) - e.value(t - 1e-6)) / 2e-6
                #expect(abs(fd - e.derivative(t)) < 1e-4, "\(e) at \(t)")
            }
        }
        #expect(Easing.cubicOut.value(0.5) == 0.875)
    }

    @Test func easesFromStartToTargetAndRests() {
        var v = AnimatedValue(10)
        v.animate(to: 20, at: 1, duration: 0.5)
        #expect(v.value(at: 1) == 10)
        #expect(v.value(at: 1.25) == 10 + 10 * 0.875)
        #expect(v.value(at: 1.5) == 20)
        #expect(v.value(at: 9) == 20)
        #expect(v.isFinished(at: 1.5))
        #expect(!v.isFinished(at: 1.4))
        #expect(v.velocity(at: 1.5) == 0)
        #expect(abs(v.velocity(at: 1) - 10 * 3 / 0.5) < 1e-9)
    }

    @Test func sameTargetDoesNotRestartTheCurve() {
        var v = AnimatedValue(0)
        v.animate(to: 100, at: 0, duration: 1)
        let mid = v.value(at: 0.5)
        v.animate(to: 100, at: 0.5, duration: 1)
        #expect(v.value(at: 0.5) == mid)
        #expect(v.value(at: 1) == 100)
    }

    @Test func retargetKeepsValueContinuousAndLandsOnTarget() {
        var rng = SeededRandom(seed: 7)
        for _ in 0..<200 {
            var v = AnimatedValue(Double.random(in: -100...100, using: &rng))
            v.animate(to: Double.random(in: -100...100, using: &rng), at: 0, duration: 0.3)
            let t = Double.random(in: 0...0.35, using: &rng)
            let before = v.value(at: t)
            let newTarget = Double.random(in: -100...100, using: &rng)
            v.animate(to: newTarget, at: t, duration: 0.3)
            #expect(abs(v.value(at: t) - before) < 1e-9)
            #expect(v.value(at: t + 0.3) == newTarget)
            #expect(v.velocity(at: t + 0.3) == 0)
        }
    }

    @Test func retargetFurtherInTheSameDirectionKeepsSpeedWithoutJerk() {
        // A repeated key press: the value is moving towards 100 at speed; a new target of 200 must
        // not slow it down (velocity continuous) and must not overshoot.
        var v = AnimatedValue(0)
        v.animate(to: 100, at: 0, duration: 0.3)
        let speed = v.velocity(at: 0.01)
        v.animate(to: 200, at: 0.01, duration: 0.3)
        #expect(v.velocity(at: 0.01) >= speed - 1e-6)
        var t = 0.01
        while t < 0.32 {
            #expect(v.value(at: t) <= 200 + 1e-9)
            t += 0.005
        }
    }

    @Test func retargetAgainstTheMotionTurnsSmoothly() {
        var v = AnimatedValue(0)
        v.animate(to: 100, at: 0, duration: 0.3)
        let vel = v.velocity(at: 0.1)
        v.animate(to: 0, at: 0.1, duration: 0.3)
        // The old motion carries on, superposed on a fresh ease-out towards 0, then the value
        // comes back and rests at 0.
        let fresh = (0 - v.value(at: 0.1)) * 3 / 0.3
        #expect(abs(v.velocity(at: 0.1) - (vel + fresh)) < 1e-6)
        #expect(v.value(at: 0.4) == 0)
    }

    @Test func shiftMovesTheWholeCurve() {
        var v = AnimatedValue(0)
        v.animate(to: 10, at: 0, duration: 1)
        let a = v.value(at: 0.3)
        v.shift(by: 5)
        #expect(abs(v.value(at: 0.3) - (a + 5)) < 1e-12)
        #expect(v.target == 15)
    }
}
