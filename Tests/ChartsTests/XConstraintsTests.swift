import Testing
@testable import Charts
@testable import SeriesData

@Suite struct XConstraintsTests {
    let c = XConstraints(lower: 0, upper: 1000, minSpan: 50)

    @Test func clampShiftsInsideAndKeepsSpan() {
        #expect(c.clamp(XWindow(-20, 80)) == XWindow(0, 100))
        #expect(c.clamp(XWindow(950, 1050)) == XWindow(900, 1000))
        #expect(c.clamp(XWindow(500, 510)) == XWindow(480, 530))      // widened about its centre
        #expect(c.clamp(XWindow(-500, 2000)) == XWindow(0, 1000))
        #expect(c.pan(XWindow(100, 200), by: -150) == XWindow(0, 100))
    }

    @Test func zoomKeepsTheAnchorInPlace() {
        let w = c.zoom(XWindow(200, 400), by: 0.5, anchor: 250)
        #expect(w == XWindow(225, 325))
        #expect(c.zoom(XWindow(200, 400), by: 0.01, anchor: 250).span == 50)
        #expect(c.zoom(XWindow(200, 400), by: 100, anchor: 250) == XWindow(0, 1000))
    }

    @Test func minimumSpanFromPoints() {
        let x: [Int64] = [0, 10, 20, 30, 40, 50, 60]
        let k = XConstraints(x: x, points: 4)
        #expect(k.minSpan == 30)
        #expect(k.full == XWindow(0, 60))
        let one = XConstraints(x: [5])
        #expect(one.full == XWindow(5, 5))
        #expect(one.clamp(XWindow(0, 10)) == XWindow(5, 5))
    }

    @Test func velocityTrackerFitsRecentSamples() {
        var v = VelocityTracker()
        for k in 0..<10 { v.add(Double(k) * 5, at: Double(k) * 0.01) }  // 500 units/s
        #expect(abs(v.velocity(at: 0.09) - 500) < 1e-6)
        #expect(v.velocity(at: 0.2) == 0)                                 // stopped before release
        v.reset()
        #expect(v.velocity(at: 0.2) == 0)
    }

    @Test func momentumDecaysAndStops() {
        var m = Momentum()
        let r1 = m.start(velocity: 30, at: 0)                           // too slow to glide
        #expect(!r1)
        let r2 = m.start(velocity: 2000, at: 0)
        #expect(r2)
        #expect(abs(m.duration - 0.7) < 1e-12)
        #expect(abs(m.speed(at: 0) - 2000) < 1e-9)                        // starts at the finger's speed
        var last = m.speed(at: 0)
        for k in 1...70 {
            let s = m.speed(at: Double(k) * 0.01)
            #expect(s <= last)
            last = s
        }
        #expect(m.speed(at: 0.7) == 0)
        #expect(m.isFinished(at: 0.7))
        #expect(abs(m.offset(at: 5) - 2000 * 0.7 / 3) < 1e-9)
    }
}
