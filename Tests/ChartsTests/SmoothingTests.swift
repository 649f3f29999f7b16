import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// The curves of ``Smoothing``: the monotone cubic never leaves the range of a segment's two
/// points (property test), passes through every point; the quadratic passes through the
/// midpoints and its point by a control lies on it.
struct SmoothingTests {
    static func randomRun(_ rng: inout SeededRandom, count: Int) -> [Point] {
        var x = 0.0
        return (0 ..< count).map { _ in
            x += 0.5 + rng.double() * 40   // some segments shorter than a step, some long
            let y = rng.double() < 0.2 ? 100.0 : rng.double() * 200   // plateaus too
            return Point(x, y)
        }
    }

    @Test func monotoneNeverLeavesItsNeighboursRange() {
        var rng = SeededRandom(seed: 15)
        for _ in 0 ..< 300 {
            let pts = Self.randomRun(&rng, count: 2 + Int(rng.double() * 40))
            var out: [Point] = []
            pts.withUnsafeBufferPointer { Smoothing.smooth($0, .monotone, into: &out) }
            // Every output point lies in the segment of the input it belongs to, inside its y range.
            var k = 0
            for p in out {
                while k + 1 < pts.count - 1 && p.x > pts[k + 1].x { k += 1 }
                let a = pts[k], b = pts[k + 1]
                #expect(p.x >= a.x - 1e-9 && p.x <= b.x + 1e-9)
                #expect(p.y >= min(a.y, b.y) - 1e-9 && p.y <= max(a.y, b.y) + 1e-9, "\(p) between \(a) and \(b)")
            }
            // It passes through every input point, in order.
            var j = 0
            for p in pts {
                while j < out.count && out[j] != p { j += 1 }
                #expect(j < out.count, "\(p) is on the curve")
            }
        }
    }

    @Test func monotoneSlopesAreZeroAtExtremaAndBounded() {
        let pts = [Point(0, 0), Point(10, 10), Point(20, 0), Point(30, 5), Point(40, 30)]
        pts.withUnsafeBufferPointer { p in
            #expect(Smoothing.monotoneSlope(p, 1) == 0)   // a peak
            #expect(Smoothing.monotoneSlope(p, 2) == 0)   // a valley
            let m = Smoothing.monotoneSlope(p, 3)
            #expect(m > 0 && m <= 2 * 0.5)                 // at most twice the smaller secant (0.5)
            #expect(Smoothing.monotoneSlope(p, 0) == 1)    // the secant at the ends
        }
    }

    @Test func gapsAreKeptAndLinearIsACopy() {
        let pts = [Point(0, 0), Point(10, 5), Point(.nan, .nan), Point(30, 1), Point(40, 2), Point(50, 0)]
        for kind in ChartStyle.Smoothing.allCases {
            var out: [Point] = []
            pts.withUnsafeBufferPointer { Smoothing.smooth($0, kind, into: &out) }
            #expect(out.filter { !$0.x.isFinite }.count == 1, "\(kind)")
            if kind == .linear { #expect(out.count == pts.count) }
        }
    }

    @Test func quadraticPassesThroughMidpointsAndItsControlPoints() {
        let pts = [Point(0, 0), Point(20, 40), Point(40, 0), Point(60, 40), Point(80, 10)]
        var out: [Point] = []
        pts.withUnsafeBufferPointer { Smoothing.smooth($0, .quadratic, into: &out) }
        #expect(out.first == pts[0] && out.last == pts[4])
        for m in [Point(30, 20), Point(50, 20)] { #expect(out.contains(m)) }
        // The circle of point 2 sits on the curve: the curve's middle between the two midpoints.
        let c = Smoothing.quadraticPoint(pts[2], previous: pts[1], next: pts[3], runStartsAtPrevious: false, runEndsAtNext: false)
        #expect(c == Point(40, 10))
        let onCurve = out.contains { abs($0.x - c.x) < 1e-9 && abs($0.y - c.y) < 1e-9 }
        #expect(onCurve)
        // Point 1's piece starts at the run's first point.
        let c1 = Smoothing.quadraticPoint(pts[1], previous: pts[0], next: pts[2], runStartsAtPrevious: true, runEndsAtNext: false)
        #expect(c1 == Point(0.25 * 0 + 0.5 * 20 + 0.25 * 30, 0.25 * 0 + 0.5 * 40 + 0.25 * 20))
    }
}
