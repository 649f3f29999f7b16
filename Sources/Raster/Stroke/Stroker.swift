/// Turns polylines into the outline of their stroke and adds it, segment by segment, to an
/// ``EdgeStorage`` — no intermediate path.
///
/// The outline is the left offset walked forward and the right offset walked backward (emitted as
/// reversed segments in the same forward pass). At each corner the inner side ends where the two
/// inner offset lines cross, when that lies on both segments clear of the neighbouring corners'
/// crossings (else it goes through the vertex, or straight across where that is provably covered
/// twice), and the outer side gets the join; a miter tip and an inner crossing just extend or
/// shorten the two long sides. Every piece — one rectangle per segment and one wedge per outer join
/// or cap, less the overlaps that inner crossings cut away — is then oriented the same way, so the
/// non-zero rule fills exactly their union, however short the segments. A miter's tip is
/// `P + (n0 + n1)·hw²/(hw² + n0·n1)` for offsets n0, n1 of length hw; it is used while
/// `hw² + n0·n1 ≥ 2·hw²/limit²` (SVG's limit on miter length / width), else the corner is bevelled.
/// 180° turns are bevelled.
struct Stroker {
    /// Half the stroke width.
    let hw: Double
    let hw2: Double
    /// 1 / hw: a crossing's distance from its corner's offset points, t = |n0 × n1|·s/hw.
    let invHw: Double
    let join: LineJoin
    let cap: LineCap
    /// `2·hw²/limit²`: miter while `hw² + n0·n1` is at least this.
    let miterThreshold: Double
    /// Rotation by one arc step (round joins and caps), flattened to the tolerance; no rotation
    /// (never used) when neither the join nor the cap is round.
    let stepCos: Double, stepSin: Double

    init(halfWidth: Double, join: LineJoin, miterLimit: Double, cap: LineCap, tolerance: Double) {
        hw = halfWidth
        hw2 = halfWidth * halfWidth
        invHw = 1 / halfWidth
        self.join = join
        self.cap = cap
        let limit = max(miterLimit, 1)
        miterThreshold = 2 * hw2 / (limit * limit)
        guard join == .round || cap == .round else {
            // Only arcs use the step: computing it (≈ 10 k instructions of series and bisection)
            // would cost a miter- or bevel-joined stroke of a few hundred points several percent.
            stepCos = 1; stepSin = 0
            return
        }
        // The chord of an arc of angle θ deviates hw·(1 − cos(θ/2)) from the circle.
        let c = max(-1, 1 - tolerance / max(halfWidth, 1e-9))
        var step = 2 * c.clamped(to: -1 ... 1).acosApprox
        step = min(max(step, 0.02), Double.pi / 4)
        stepCos = Stroker.cos(step); stepSin = Stroker.sin(step)
    }

    /// Adds the stroke of a contour. Repeated points are skipped; a contour of one point draws a
    /// dot with round or square caps (nothing with butt caps).
    /// - Complexity: O(points + join and cap arcs).
    func stroke(_ pts: UnsafeBufferPointer<Point>, closed: Bool, into e: inout EdgeStorage) {
        let n = pts.count
        guard n > 0 else { return }
        let start = pts[0]
        var k = 1
        // The first segment of non-zero length.
        guard let (p1, first) = segment(after: start, pts, &k) else { dot(start, &e); return }
        // A closed contour's last corner may take half of the first segment from its start.
        let room = closed ? 0.5 * first.length : first.length
        var chain = Chain(a: start + first.n, b: start - first.n, roomA: room, roomB: room)
        if !closed { startCap(start, first.n, &e) }
        var p = p1
        var prev = first
        // The segment after the next is found before the next corner is emitted: its square root
        // and division then run while the corner's branches resolve (a mispredicted turn direction
        // does not wait for them), and the corner finds its second segment ready.
        var next = segment(after: p, pts, &k)
        while let (q, s) = next {
            next = segment(after: q, pts, &k)
            joinAt(p, prev, s, &chain, &e)
            prev = s
            p = q
        }
        if closed {
            if let s = normal(p, start) {
                joinAt(p, prev, s, &chain, &e)
                prev = s
                p = start
            }
            joinAt(start, prev, first, &chain, &e)
            let n0 = first.n
            e.addLine(chain.a.x, chain.a.y, start.x + n0.x, start.y + n0.y)
            e.addLine(start.x - n0.x, start.y - n0.y, chain.b.x, chain.b.y)
        } else {
            let nn = prev.n
            e.addLine(chain.a.x, chain.a.y, p.x + nn.x, p.y + nn.y)
            e.addLine(p.x - nn.x, p.y - nn.y, chain.b.x, chain.b.y)
            endCap(p, nn, &e)
        }
    }

    /// Where the left (`a`, walked forward) and right (`b`, emitted backward) outlines have got to.
    /// A segment's long sides are emitted only at its end, so that a miter tip extends them
    /// instead of adding segments of its own.
    struct Chain {
        var a: Point
        var b: Point
        /// How much of the current segment's left (`roomA`) and right side, back from its end, no
        /// earlier inner crossing has taken: the next corner's crossing must lie within it.
        var roomA: Double
        var roomB: Double
    }

    /// The next point from `pts[k]` on that is not at `p` and the offset of the segment to it;
    /// nil when none is left. `k` moves past that point.
    @inline(__always)
    func segment(after p: Point, _ pts: UnsafeBufferPointer<Point>, _ k: inout Int)
        -> (q: Point, s: (n: Point, length: Double))? {
        while k < pts.count {
            let q = pts[k]
            k &+= 1
            if let s = normal(p, q) { return (q, s) }
        }
        return nil
    }

    /// The left offset of segment a → b (length hw) and the segment's length, or nil when the
    /// points coincide.
    @inline(__always)
    func normal(_ a: Point, _ b: Point) -> (n: Point, length: Double)? {
        let dx = b.x - a.x, dy = b.y - a.y
        let len2 = dx * dx + dy * dy
        guard len2 > 1e-18 else { return nil }
        let length = len2.squareRoot()
        let s = hw / length
        return (Point(-dy * s, dx * s), length)
    }

    /// The corner at `p` from a segment with offset `s0.n` to one with offset `s1.n`: finishes the
    /// first segment's long sides and starts the second's.
    ///
    /// The inner side ends where the two inner offset lines cross, `I = p ± (n0 + n1)·hw²/(hw² +
    /// n0·n1)` (t = hw·tan(θ/2) back from `p ± n0` along the first segment and on from `p ± n1`
    /// along the second), when t is within the first segment's room on that side (what an earlier
    /// crossing left of it, ``Chain``) and within half of the second segment (`hw·|n0 × n1| ≤ room ·
    /// (hw² + n0·n1)`, no division): the next segment's inner side starts there, and the two
    /// rectangles' overlap (the kite `p ± n0`, `I`, `p ± n1`, `p`) is covered once. So two
    /// crossings on one side of a segment never pass each other. Otherwise the inner side goes on
    /// to `p ± n0` and then straight to `p ± n1` when the corner's inner triangle lies inside both
    /// segments' rectangles (`hw·sin θ ≤` both lengths), else through `p`.
    @inline(__always)
    func joinAt(_ p: Point, _ s0: (n: Point, length: Double), _ s1: (n: Point, length: Double),
                _ chain: inout Chain, _ e: inout EdgeStorage) {
        let n0 = s0.n, n1 = s1.n
        let cross = n0.x * n1.y - n0.y * n1.x
        let denom = hw2 + n0.x * n1.x + n0.y * n1.y
        let shorter = min(s0.length, s1.length)
        // Where the crossing may lie: within what is left of the first segment's side, and within
        // half of the second's (the next corner may take the other half).
        let roomA = min(chain.roomA, 0.5 * s1.length), roomB = min(chain.roomB, 0.5 * s1.length)
        chain.roomA = s1.length
        chain.roomB = s1.length
        if cross > 0 {
            // Turning towards the left side: left is inner, right (−n) is outer.
            if hw * cross <= roomA * denom {
                let s = hw2 / denom
                let i = Point(p.x + (n0.x + n1.x) * s, p.y + (n0.y + n1.y) * s)
                e.addLine(chain.a.x, chain.a.y, i.x, i.y)
                chain.a = i
                chain.roomA = s1.length - cross * s * invHw
            } else {
                let a0 = p + n0
                e.addLine(chain.a.x, chain.a.y, a0.x, a0.y)
                inner(p, a0, p + n1, cross, shorter, reversed: false, &e)
                chain.a = p + n1
            }
            chain.b = outer(p, Point(-n0.x, -n0.y), Point(-n1.x, -n1.y), denom, from: chain.b, reversed: true, &e)
        } else if cross < 0 {
            chain.a = outer(p, n0, n1, denom, from: chain.a, reversed: false, &e)
            if 0 - hw * cross <= roomB * denom {
                let s = hw2 / denom
                let i = Point(p.x - (n0.x + n1.x) * s, p.y - (n0.y + n1.y) * s)
                e.addLine(i.x, i.y, chain.b.x, chain.b.y)
                chain.b = i
                chain.roomB = s1.length + cross * s * invHw
            } else {
                let b0 = p - n0
                e.addLine(b0.x, b0.y, chain.b.x, chain.b.y)
                inner(p, b0, p - n1, -cross, shorter, reversed: true, &e)
                chain.b = p - n1
            }
        } else if denom < hw2 {
            // A 180° turn: bevel on both sides (both lines pass through p).
            let a0 = p + n0, a1 = p + n1, b0 = p - n0, b1 = p - n1
            e.addLine(chain.a.x, chain.a.y, a0.x, a0.y)
            e.addLine(a0.x, a0.y, a1.x, a1.y)
            e.addLine(b0.x, b0.y, chain.b.x, chain.b.y)
            e.addLine(b1.x, b1.y, b0.x, b0.y)
            chain.a = a1
            chain.b = b1
        }
        // Straight on: both chains simply continue.
    }

    /// The inner side of a corner from `q0` to `q1` (emitted backward if `reversed`); `cross` is
    /// |n0 × n1| = hw²·sin θ.
    @inline(__always)
    func inner(_ p: Point, _ q0: Point, _ q1: Point, _ cross: Double, _ shorter: Double, reversed: Bool,
               _ e: inout EdgeStorage) {
        if cross <= hw * shorter {
            Stroker.edge(q0, q1, reversed, &e)
        } else {
            Stroker.edge(q0, p, reversed, &e)
            Stroker.edge(p, q1, reversed, &e)
        }
    }

    /// The outer side of a corner, continuing the chain from `from` (the outline's point before the
    /// corner) through the join to `p + m1`, which it returns as the chain's new point (`denom` is
    /// `hw² + m0·m1`). A miter's tip is returned instead, so that the next segment's side starts
    /// there.
    @inline(__always)
    func outer(_ p: Point, _ m0: Point, _ m1: Point, _ denom: Double, from: Point, reversed: Bool,
               _ e: inout EdgeStorage) -> Point {
        let start = p + m0, end = p + m1
        switch join {
        case .miter:
            if denom >= miterThreshold {
                let s = hw2 / denom
                let tip = Point(p.x + (m0.x + m1.x) * s, p.y + (m0.y + m1.y) * s)
                Stroker.edge(from, tip, reversed, &e)
                return tip
            }
            Stroker.edge(from, start, reversed, &e)
            Stroker.edge(start, end, reversed, &e)
        case .bevel:
            Stroker.edge(from, start, reversed, &e)
            Stroker.edge(start, end, reversed, &e)
        case .round:
            Stroker.edge(from, start, reversed, &e)
            arc(p, m0, m1, reversed: reversed, &e)
        }
        return end
    }

    @inline(__always)
    static func edge(_ a: Point, _ b: Point, _ reversed: Bool, _ e: inout EdgeStorage) {
        if reversed { e.addLine(b.x, b.y, a.x, a.y) } else { e.addLine(a.x, a.y, b.x, b.y) }
    }

    /// The shorter circular arc around `c` from `c + u` to `c + v` (|u| = |v| = hw, angle < π),
    /// as chords of at most one arc step.
    func arc(_ c: Point, _ u: Point, _ v: Point, reversed: Bool, _ e: inout EdgeStorage) {
        let sign: Double = u.x * v.y - u.y * v.x >= 0 ? 1 : -1
        let sn = stepSin * sign
        var a = u
        for _ in 0 ..< 1000 {
            let next = Point(a.x * stepCos - a.y * sn, a.x * sn + a.y * stepCos)
            // Stop once the next step would pass v.
            if (next.x * v.y - next.y * v.x) * sign <= 0 { break }
            Stroker.edge(c + a, c + next, reversed, &e)
            a = next
        }
        Stroker.edge(c + a, c + v, reversed, &e)
    }

    /// The cap at the start `a` of a contour whose first offset is `n`: from `a − n` to `a + n`.
    func startCap(_ a: Point, _ n: Point, _ e: inout EdgeStorage) {
        let t = Point(n.y, -n.x)  // the direction of travel, length hw
        let back = Point(-t.x, -t.y)
        let m = Point(-n.x, -n.y)
        switch cap {
        case .butt: e.addLine(a.x - n.x, a.y - n.y, a.x + n.x, a.y + n.y)
        case .square:
            let p0 = a + m, p1 = a + m + back, p2 = a + n + back, p3 = a + n
            e.addLine(p0.x, p0.y, p1.x, p1.y); e.addLine(p1.x, p1.y, p2.x, p2.y); e.addLine(p2.x, p2.y, p3.x, p3.y)
        case .round:
            arc(a, m, back, reversed: false, &e)
            arc(a, back, n, reversed: false, &e)
        }
    }

    /// The cap at the end `b` of a contour whose last offset is `n`: from `b + n` to `b − n`.
    func endCap(_ b: Point, _ n: Point, _ e: inout EdgeStorage) {
        let t = Point(n.y, -n.x)
        let m = Point(-n.x, -n.y)
        switch cap {
        case .butt: e.addLine(b.x + n.x, b.y + n.y, b.x - n.x, b.y - n.y)
        case .square:
            let p0 = b + n, p1 = b + n + t, p2 = b + m + t, p3 = b + m
            e.addLine(p0.x, p0.y, p1.x, p1.y); e.addLine(p1.x, p1.y, p2.x, p2.y); e.addLine(p2.x, p2.y, p3.x, p3.y)
        case .round:
            arc(b, n, t, reversed: false, &e)
            arc(b, t, m, reversed: false, &e)
        }
    }

    /// A zero-length contour: a disc (round caps) or an axis-aligned square (square caps).
    func dot(_ c: Point, _ e: inout EdgeStorage) {
        switch cap {
        case .butt: return
        case .square:
            e.addLine(c.x - hw, c.y - hw, c.x + hw, c.y - hw); e.addLine(c.x + hw, c.y - hw, c.x + hw, c.y + hw)
            e.addLine(c.x + hw, c.y + hw, c.x - hw, c.y + hw); e.addLine(c.x - hw, c.y + hw, c.x - hw, c.y - hw)
        case .round:
            let q = [Point(hw, 0), Point(0, hw), Point(-hw, 0), Point(0, -hw)]
            for i in 0 ..< 4 { arc(c, q[i], q[(i + 1) & 3], reversed: false, &e) }
        }
    }
}

extension Stroker {
    /// cos and sin through the standard library's `Double` (no Foundation).
    static func cos(_ x: Double) -> Double { sin(x + Double.pi / 2) }
    static func sin(_ x: Double) -> Double {
        // Taylor series around 0 after reduction to [−π, π]; |x| ≤ π here is all we need.
        var x = x
        while x > Double.pi { x -= 2 * Double.pi }
        while x < -Double.pi { x += 2 * Double.pi }
        var term = x, sum = x
        let x2 = x * x
        for k in stride(from: 2, through: 30, by: 2) {
            term *= -x2 / Double(k * (k + 1))
            sum += term
        }
        return sum
    }
}

extension Double {
    func clamped(to r: ClosedRange<Double>) -> Double { Swift.min(Swift.max(self, r.lowerBound), r.upperBound) }
    /// arccos by bisection on cos (setup only, not per pixel).
    var acosApprox: Double {
        var lo = 0.0, hi = Double.pi
        for _ in 0 ..< 60 {
            let mid = (lo + hi) / 2
            if Stroker.cos(mid) > self { lo = mid } else { hi = mid }
        }
        return (lo + hi) / 2
    }
}
