import Foundation
import Testing
@testable import Raster

/// Stroke geometry measured through coverage: areas of stroked shapes against their analytic
/// values (tolerance as in RasterizerTests: perimeter/256 px², plus flattening where arcs occur).
@Suite struct StrokerTests {
    /// Strokes a polyline on a transparent bitmap in opaque black and returns the covered area.
    static func strokedArea(_ pts: [Point], _ style: StrokeStyle, size: Int = 100, tolerance: Double = 0.2) -> Double {
        let bitmap = Bitmap(width: size, height: size)
        let r = Rasterizer()
        r.tolerance = tolerance
        pts.withUnsafeBufferPointer { r.strokePolyline($0, style: style, paint: .solid(.black), in: bitmap) }
        return Coverage.alphaArea(bitmap)
    }

    static func tol(_ perimeter: Double) -> Double { perimeter / 256 + 0.01 }

    @Test func straightLineIsARectangle() {
        let a = Self.strokedArea([Point(10.3, 20.7), Point(80.1, 60.2)], StrokeStyle(width: 6))
        let length = Point(10.3, 20.7).distance(to: Point(80.1, 60.2))
        #expect(abs(a - length * 6) < Self.tol(2 * length + 12))
    }

    @Test func rightAngleJoinsAddTheirCornerPieces() {
        let pts = [Point(10, 20), Point(50, 20), Point(50, 60)]
        let w = 8.0, hw = 4.0, L = 40.0
        let miter = Self.strokedArea(pts, StrokeStyle(width: w, join: .miter))
        let bevel = Self.strokedArea(pts, StrokeStyle(width: w, join: .bevel))
        let round = Self.strokedArea(pts, StrokeStyle(width: w, join: .round), tolerance: 0.01)
        let perimeter = 4 * L + 2 * w
        #expect(abs(miter - 2 * L * w) < Self.tol(perimeter))
        #expect(abs(bevel - (2 * L * w - hw * hw / 2)) < Self.tol(perimeter))
        #expect(abs(round - (2 * L * w - hw * hw + Double.pi * hw * hw / 4)) < Self.tol(perimeter) + 0.05)
    }

    /// The arc step is worked out only when something round is drawn (a round join or cap), and
    /// then it is the same step either way: a rotation of at most π/4 that flattens the arc.
    @Test func arcStepOnlyForRoundJoinsAndCaps() {
        func stroker(_ join: LineJoin, _ cap: LineCap) -> Stroker {
            Stroker(halfWidth: 3, join: join, miterLimit: 4, cap: cap, tolerance: 0.2)
        }
        for (join, cap) in [(LineJoin.miter, LineCap.butt), (.bevel, .square), (.miter, .square)] {
            let s = stroker(join, cap)
            #expect(s.stepCos == 1 && s.stepSin == 0)
        }
        let byJoin = stroker(.round, .butt), byCap = stroker(.bevel, .round)
        #expect(byJoin.stepCos == byCap.stepCos && byJoin.stepSin == byCap.stepSin)
        #expect(byJoin.stepSin > 0 && byJoin.stepSin <= sin(Double.pi / 4) + 1e-12)
        #expect(abs(byJoin.stepCos * byJoin.stepCos + byJoin.stepSin * byJoin.stepSin - 1) < 1e-9)
    }

    @Test func capsExtendTheEnds() {
        let pts = [Point(20, 50), Point(70, 50)]
        let butt = Self.strokedArea(pts, StrokeStyle(width: 10, cap: .butt))
        let square = Self.strokedArea(pts, StrokeStyle(width: 10, cap: .square))
        let round = Self.strokedArea(pts, StrokeStyle(width: 10, cap: .round), tolerance: 0.01)
        #expect(abs(butt - 500) < Self.tol(120))
        #expect(abs(square - 600) < Self.tol(140))
        #expect(abs(round - (500 + Double.pi * 25)) < Self.tol(140) + 0.3)
    }

    /// A V with interior angle α: the miter tip adds hw²·(tan(θ/2) − sin θ / 2) over a bevel (θ =
    /// 180° − α, the turn). With limit 4 the miter holds down to α = 2·asin(1/4) ≈ 28.96°.
    @Test func miterTipsAndTheLimitFallbackAngle() {
        func vee(_ alpha: Double) -> [Point] {
            let p = Point(60, 30), half = alpha / 2 * Double.pi / 180
            return [p + Point(-40 * sin(half), 40 * cos(half)), p, p + Point(40 * sin(half), 40 * cos(half))]
        }
        let hw = 4.0
        for (alpha, mitered) in [(30.0, true), (29.2, true), (28.7, false), (20.0, false), (90.0, true)] {
            let miter = Self.strokedArea(vee(alpha), StrokeStyle(width: 2 * hw, join: .miter, miterLimit: 4), size: 120)
            let bevel = Self.strokedArea(vee(alpha), StrokeStyle(width: 2 * hw, join: .bevel), size: 120)
            let theta = (180 - alpha) * Double.pi / 180
            let extra = mitered ? hw * hw * (tan(theta / 2) - sin(theta) / 2) : 0
            #expect(abs((miter - bevel) - extra) < 0.5, "α = \(alpha)°: \(miter - bevel) vs \(extra)")
        }
    }

    /// Pixels of a round join lie on the right side of its circle: centres closer than hw − 0.75
    /// to the vertex are fully covered, farther than hw + 0.75 (outside the segments) empty.
    @Test func roundJoinsFollowTheCircle() {
        let p = Point(50.3, 50.6), hw = 15.0
        let bitmap = Bitmap(width: 100, height: 100)
        // A sharp turn: the round join is the whole cap-like end around p on the right.
        [Point(10, 50.6), p, Point(10, 60)].withUnsafeBufferPointer {
            Rasterizer().strokePolyline($0, style: StrokeStyle(width: 2 * hw, join: .round), paint: .solid(.black), in: bitmap)
        }
        for y in 0 ..< 100 {
            for x in 51 ..< 100 {
                let d = Point(Double(x) + 0.5, Double(y) + 0.5).distance(to: p)
                let a = bitmap[x, y] >> 24
                if d < hw - 0.75 { #expect(a == 255, "(\(x), \(y)) at \(d)") }
                if d > hw + 0.75 { #expect(a == 0, "(\(x), \(y)) at \(d)") }
            }
        }
    }

    /// Dashes on a pixel row: on and off exactly where the pattern and offset say.
    @Test func dashesHaveTheRightLengths() {
        func row(_ dash: [Double], _ offset: Double) -> [Bool] {
            let bitmap = Bitmap(width: 100, height: 3)
            [Point(0, 1.5), Point(100, 1.5)].withUnsafeBufferPointer {
                Rasterizer().strokePolyline($0, style: StrokeStyle(width: 1, dash: dash, dashOffset: offset),
                                            paint: .solid(.black), in: bitmap)
            }
            return (0 ..< 100).map { x in
                let a = bitmap[x, 1] >> 24
                #expect(a == 0 || a == 255, "x = \(x): partial coverage \(a)")
                return a == 255
            }
        }
        let plain = row([10, 5], 0)
        #expect(plain == (0 ..< 100).map { $0 % 15 < 10 })
        let shifted = row([10, 5], 3)
        #expect(shifted == (0 ..< 100).map { ($0 + 3) % 15 < 10 })
        let odd = row([4, 2, 6], 0)  // odd patterns repeat twice: 4 on, 2 off, 6 on, 4 off, 2 on, 6 off
        #expect(odd == (0 ..< 100).map(Self.oddPattern))
        let negative = row([-1, 5], 0)  // invalid: solid
        #expect(negative.allSatisfy { $0 })
    }

    /// A corner of two long segments, turning left or right by 20–120°, off the pixel grid: the
    /// inner side ends where the offset lines cross (well within both segments), so the outline is
    /// the simple polygon `start ± n0`, crossing, `end ± n1`, miter tip — and every pixel's coverage
    /// is that polygon's, filled on its own. Before, the inner corner's triangle between the
    /// crossing and `p + n0`, `p + n1` was covered twice, which over-covered the pixels along its
    /// edges (exact-area accumulation counts a pixel half covered twice as full).
    @Test(arguments: [20.0, 45, 60, 90, 120, -30, -75, -110])
    func innerCornersEndWhereTheOffsetsCross(turnDegrees: Double) {
        let (worst, area, exact) = Self.cornerAgainstItsOutline(turnDegrees: turnDegrees, first: 35, second: 30)
        #expect(worst <= 2, "turn \(turnDegrees)°: a pixel differs by \(worst)/255 from the exact outline")
        #expect(abs(area - exact) < Self.tol(130 + 14))
    }

    /// A corner of half width 3.5 turning by `turnDegrees`, from a segment of length `first` to one
    /// of length `second`, stroked with miter joins, against its outline filled on its own (the
    /// simple polygon `start ± n0`, inner crossing, `end ± n1`, miter tip): the largest difference
    /// in a pixel's alpha, the stroke's covered area and the outline's.
    static func cornerAgainstItsOutline(turnDegrees: Double, first: Double, second: Double)
        -> (worst: Int, area: Double, exact: Double) {
        let c = Corner(hw: 3.5, at: Point(50.3, 50.45), along: Point(1, 0.1), turnDegrees: turnDegrees,
                       first: first, second: second)
        let towardsN = c.p + (c.n0 + c.n1) * c.k
        let awayFromN = c.p - (c.n0 + c.n1) * c.k
        // Whichever way it turns, one of the two points is the inner crossing and the other the
        // miter tip, which alone replaces p ± n0, p ± n1 on the outer side (they lie on its sides).
        let outline = [c.start + c.n0, towardsN, c.end + c.n1, c.end - c.n1, awayFromN, c.start - c.n0]
        let worst = Self.worstDifference(c.bitmap, fromFilling: outline)
        return (worst, Coverage.alphaArea(c.bitmap), abs(Self.shoelace(outline)))
    }

    /// A corner of half width `hw` at `p`: a segment of length `first` along `direction`, then one
    /// of length `second` turned by `turnDegrees`, stroked in black with miter joins (limit 4) on
    /// a 100 × 100 bitmap.
    struct Corner {
        let start: Point, p: Point, end: Point
        /// The segments' left offsets, (−dy, dx)·hw as the stroker's.
        let n0: Point, n1: Point
        /// hw²/(hw² + n0·n1): the corner's crossing and miter tip are p ± k·(n0 + n1).
        let k: Double
        let bitmap = Bitmap(width: 100, height: 100)

        init(hw: Double, at p: Point, along direction: Point, turnDegrees: Double, first: Double, second: Double) {
            let theta = turnDegrees * Double.pi / 180, l = direction.distance(to: Point(0, 0))
            let u0 = Point(direction.x / l, direction.y / l)
            let u1 = Point(u0.x * cos(theta) - u0.y * sin(theta), u0.x * sin(theta) + u0.y * cos(theta))
            self.p = p
            start = p - u0 * first
            end = p + u1 * second
            n0 = Point(-u0.y * hw, u0.x * hw)
            n1 = Point(-u1.y * hw, u1.x * hw)
            k = hw * hw / (hw * hw + n0.x * n1.x + n0.y * n1.y)
            [start, p, end].withUnsafeBufferPointer {
                Rasterizer().strokePolyline($0, style: StrokeStyle(width: 2 * hw, join: .miter, miterLimit: 4),
                                            paint: .solid(.black), in: bitmap)
            }
        }
    }

    /// The largest difference between a 100 × 100 bitmap's alpha and the coverage of `outline`
    /// filled on its own (non-zero).
    static func worstDifference(_ bitmap: Bitmap, fromFilling outline: [Point]) -> Int {
        let exact = Coverage.mask(outline)
        var worst = 0
        for y in 0 ..< 100 {
            for x in 0 ..< 100 { worst = max(worst, abs(Int(bitmap[x, y] >> 24) - Int(exact.coverage[y * 100 + x]))) }
        }
        return worst
    }

    /// The inner crossing (hw·tan(θ/2) from the corner along both segments) is taken while it lies
    /// within what earlier crossings left of the first segment's side and within half of the
    /// second segment: then the corner adds one inner edge fewer. Otherwise the inner side goes on
    /// to `p + n0` and then straight across (`miterTipsAndTheLimitFallbackAngle` measures the area
    /// of such corners).
    @Test func theInnerCrossingOnlyWhereTheSegmentsHaveRoom() {
        func edges(_ pts: [Point]) -> Int {
            var e = EdgeStorage()
            defer { e.deallocate() }
            e.reset(clip: PixelRect(x: 0, y: 0, width: 100, height: 32))
            let s = Stroker(halfWidth: 2, join: .miter, miterLimit: 4, cap: .butt, tolerance: 0.2)
            pts.withUnsafeBufferPointer { s.stroke($0, closed: false, into: &e) }
            #expect(e.minBand == 0 && e.maxBand == 0)
            return e.bands[0].count / 4
        }
        func rotated(_ u: Point, _ degrees: Double) -> Point {
            let a = degrees * Double.pi / 180
            return Point(u.x * cos(a) - u.y * sin(a), u.x * sin(a) + u.y * cos(a))
        }
        // Nothing horizontal (a horizontal edge is not stored): the corner's sides are tilted.
        // A 90° corner with half width 2: its crossing lies 2 along each segment.
        let p = Point(50.2, 16.3), u0 = Point(0.96, 0.28), u1 = rotated(u0, 90)
        func corner(_ first: Double, _ second: Double) -> [Point] {
            [Point(p.x - first * u0.x, p.y - first * u0.y), p, Point(p.x + second * u1.x, p.y + second * u1.y)]
        }
        // Cap, inner edge to the crossing, miter edge, the last segment's two sides, cap.
        #expect(edges(corner(10, 10)) == 6)
        #expect(edges(corner(10, 4.05)) == 6)
        #expect(edges(corner(2.05, 10)) == 6)   // the whole first segment: no corner before it
        // Cap, inner edge to p + n0, across to p + n1, miter edge, two sides, cap.
        #expect(edges(corner(10, 3.95)) == 7)
        // A first segment of 1.95 is shorter than hw·sin θ = 2 as well: through p, one edge more.
        #expect(edges(corner(1.95, 10)) == 8)
        // Two left turns, 90° then 120° (crossing 2·tan 60° ≈ 3.46 along its segments), 4.5 apart:
        // the first crossing takes 2 of the middle segment, so the second no longer fits (it would
        // pass the first) and goes through p + n0 and straight across: 9 edges, not 8.
        let a = Point(40, 10), b = a + Point(8 * u0.x, 8 * u0.y), c = b + Point(4.5 * u1.x, 4.5 * u1.y)
        let u2 = rotated(u1, 120)
        #expect(edges([a, b, c, c + Point(8 * u2.x, 8 * u2.y)]) == 9)
        // With a longer middle segment both fit.
        let c6 = b + Point(6 * u1.x, 6 * u1.y)
        #expect(edges([a, b, c6, c6 + Point(8 * u2.x, 8 * u2.y)]) == 8)
        // A short first segment lends all of its side: the corner is still its exact outline.
        let (worst, _, _) = Self.cornerAgainstItsOutline(turnDegrees: 90, first: 4, second: 30)
        #expect(worst <= 2, "a pixel differs by \(worst)/255 from the exact outline")
    }

    /// A closed triangle (turns of 73–147°, all mitered), started at each corner in turn: every
    /// corner's inner side ends at its crossing — the closing corner's too, which shares the first
    /// side with the first corner (half of it each) — so the stroke is the ring between the two
    /// offset triangles, filled on its own (even-odd), pixel for pixel.
    @Test(arguments: [0, 1, 2])
    func aClosedContourIsTheRingBetweenItsOffsets(firstCorner: Int) {
        let hw = 3.0
        let triangle = [Point(20.3, 70.6), Point(20.3 + 36 * 0.96, 70.6 - 36 * 0.28), Point(55.1, 18.4)]
        let corners = (0 ..< 3).map { triangle[(firstCorner + $0) % 3] }
        var path = Path()
        path.addPolygon(corners, closed: true)
        let stroked = Bitmap(width: 100, height: 100)
        Rasterizer().stroke(path, style: StrokeStyle(width: 2 * hw, join: .miter, miterLimit: 4),
                            paint: .solid(.black), in: stroked)
        // The offset lines of neighbouring sides cross at v ± (n0 + n1)·hw²/(hw² + n0·n1).
        var plus: [Point] = [], minus: [Point] = []
        for i in 0 ..< 3 {
            let v = corners[i], u = corners[(i + 2) % 3], w = corners[(i + 1) % 3]
            func offset(_ p: Point, _ q: Point) -> Point {
                let l = p.distance(to: q)
                return Point(-(q.y - p.y) / l * hw, (q.x - p.x) / l * hw)
            }
            let n0 = offset(u, v), n1 = offset(v, w)
            let k = hw * hw / (hw * hw + n0.x * n1.x + n0.y * n1.y)
            plus.append(Point(v.x + (n0.x + n1.x) * k, v.y + (n0.y + n1.y) * k))
            minus.append(Point(v.x - (n0.x + n1.x) * k, v.y - (n0.y + n1.y) * k))
        }
        var ring = Path()
        ring.addPolygon(plus, closed: true)
        ring.addPolygon(minus, closed: true)
        let exact = Bitmap(width: 100, height: 100)
        Rasterizer().fill(ring, rule: .evenOdd, paint: .solid(.black), in: exact)
        var worst = 0
        for y in 0 ..< 100 {
            for x in 0 ..< 100 { worst = max(worst, abs(Int(stroked[x, y] >> 24) - Int(exact[x, y] >> 24))) }
        }
        #expect(worst <= 2, "first corner \(firstCorner): a pixel differs by \(worst)/255 from the ring")
        #expect(Coverage.alphaArea(stroked) > 100)
    }

    /// A spike: thin arms 40 px long meeting at a 170° turn (a chart's sharp peak; the miter limit
    /// bevels it). The arms overlap from the apex down to the inner crossing, 8.6 px away; the
    /// stroke covers that overlap once, so every pixel is the exact outline's — the arms' inner
    /// offsets up to the crossing, the bevel outside — filled on its own. Before, the overlap was
    /// covered twice and its anti-aliased pixels were drawn as full (up to 69/255 off in a kiosk
    /// golden).
    @Test(arguments: [170.0, -170, 165])
    func aSpikesArmsOverlapOnce(turnDegrees: Double) {
        let c = Corner(hw: 0.75, at: Point(70.35, 20.6), along: Point(0.998, 0.0632), turnDegrees: turnDegrees,
                       first: 40, second: 40)
        // Inner side (+n when turning towards it) up to the crossing; the bevel on the other side.
        let sign: Double = c.n0.x * c.n1.y - c.n0.y * c.n1.x > 0 ? 1 : -1
        let m0 = c.n0 * sign, m1 = c.n1 * sign
        let crossing = c.p + (m0 + m1) * c.k
        let outline = [c.start + m0, crossing, c.end + m1, c.end - m1, c.p - m1, c.p - m0, c.start - m0]
        let worst = Self.worstDifference(c.bitmap, fromFilling: outline)
        #expect(worst <= 2, "turn \(turnDegrees)°: a pixel differs by \(worst)/255 from the exact outline")
    }

    static func shoelace(_ pts: [Point]) -> Double {
        var sum = 0.0
        for i in pts.indices {
            let a = pts[i], b = pts[(i + 1) % pts.count]
            sum += a.x * b.y - b.x * a.y
        }
        return sum / 2
    }

    static func oddPattern(_ x: Int) -> Bool {
        let t = x % 24
        return t < 4 || (t >= 6 && t < 12) || (t >= 16 && t < 18)
    }

    /// Dashes along a diagonal cover (on-length × width).
    @Test func dashesOnADiagonalCoverTheirLength() {
        let a = Point(10.2, 10.7), b = Point(90.4, 70.1)
        let length = a.distance(to: b)
        let area = Self.strokedArea([a, b], StrokeStyle(width: 3, dash: [7, 3]))
        let full = (length / 10).rounded(.down)
        let on = full * 7 + min(7, length - full * 10)
        #expect(abs(area - on * 3) < Self.tol(2 * length + 6 * (full + 1)))
    }

    /// Hairlines: a 0.5 px line is a 1 px line at half coverage; 0 draws nothing.
    @Test func hairlinesScaleCoverage() {
        let bitmap = Bitmap(width: 40, height: 8)
        let r = Rasterizer()
        [Point(5, 3.5), Point(35, 3.5)].withUnsafeBufferPointer {
            r.strokePolyline($0, style: StrokeStyle(width: 0.5), paint: .solid(.black), in: bitmap)
            r.strokePolyline($0, style: StrokeStyle(width: 0), paint: .solid(.black), in: bitmap)
        }
        #expect(bitmap[20, 3] == 0x8000_0000)
        #expect(bitmap[20, 2] == 0 && bitmap[20, 4] == 0)
        #expect(abs(Coverage.alphaArea(bitmap) - 15) < 0.1)
    }

    /// Non-finite points split a polyline into pieces (gaps in the data), each with its caps.
    @Test func nonFinitePointsBreakThePolyline() {
        let a = Self.strokedArea([Point(10, 20.5), Point(40, 20.5), Point(.nan, 0), Point(50, 20.5), Point(80, 20.5)],
                                 StrokeStyle(width: 1))
        #expect(abs(a - 60) < 0.1)
    }
}

