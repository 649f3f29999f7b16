/// Line segments of one drawing, clipped to the target and converted to 24.8 fixed point relative
/// to the clip's top-left corner, bucketed by band of ``CellBuffer/rows`` pixel rows. Segments that
/// cross a band boundary are split there (at a shared point, so bands stay watertight).
///
/// Parts of a segment left or right of the clip become vertical segments on the clip edge: they
/// keep their cover for the pixels to their right and draw nothing themselves. Parts above or
/// below the clip are dropped. Memory grows to a high-water mark and is reused.
struct EdgeStorage {
    /// log2 of the band height in fixed-point units (32 rows × 256).
    static let bandShift = 13

    /// One band's segments: `x0, y0, x1, y1` as consecutive `Int32`s.
    struct Band {
        var edges: UnsafeMutablePointer<Int32>
        var count: Int
        var capacity: Int
    }

    private(set) var bands: UnsafeMutablePointer<Band>
    private var bandCapacity = 0
    /// Bands of the current clip.
    private(set) var bandCount = 0
    /// The bands segments are kept for (all of the clip's unless ``limit(toRows:)`` narrowed them).
    private(set) var firstBand = 0
    private(set) var lastBand = -1
    /// Lowest and highest band that holds segments (`minBand > maxBand` when none).
    private(set) var minBand = Int.max
    private(set) var maxBand = -1
    /// Clip origin in pixels.
    private var originX = 0.0, originY = 0.0
    /// Clip size in fixed-point units.
    private var limitX = 0.0, limitY = 0.0

    init() {
        bands = .allocate(capacity: 1)
    }

    /// Frees all memory; the storage must not be used afterwards.
    func deallocate() {
        for b in 0 ..< bandCapacity { bands[b].edges.deallocate() }
        bands.deallocate()
    }

    /// Starts a drawing clipped to `clip` (pixels), forgetting earlier segments.
    /// - Complexity: O(bands touched by the previous drawing), allocation only when the clip grew.
    mutating func reset(clip: PixelRect) {
        if minBand <= maxBand {
            for b in minBand ... maxBand { bands[b].count = 0 }
        }
        minBand = .max; maxBand = -1
        originX = Double(clip.x); originY = Double(clip.y)
        limitX = Double(clip.width * 256); limitY = Double(clip.height * 256)
        bandCount = (clip.height + CellBuffer.rows - 1) / CellBuffer.rows
        firstBand = 0
        lastBand = bandCount - 1
        if bandCount > bandCapacity {
            let fresh = UnsafeMutablePointer<Band>.allocate(capacity: bandCount)
            fresh.moveInitialize(from: bands, count: bandCapacity)
            for b in bandCapacity ..< bandCount {
                (fresh + b).initialize(to: Band(edges: .allocate(capacity: 256), count: 0, capacity: 256))
            }
            bands.deallocate()
            bands = fresh
            bandCapacity = bandCount
        }
    }

    /// Keeps only the segments of the bands that hold clip rows `rows` (clip coordinates, not
    /// empty); the others are dropped as they arrive. Segments are converted and split exactly as
    /// without the limit, so the kept bands hold the same segments.
    mutating func limit(toRows rows: Range<Int>) {
        firstBand = max(rows.lowerBound / CellBuffer.rows, 0)
        lastBand = min((rows.upperBound - 1) / CellBuffer.rows, bandCount - 1)
    }

    /// Adds the directed segment (`ax`, `ay`) → (`bx`, `by`) in pixel coordinates of the target.
    /// - Complexity: O(1 + bands crossed).
    @inline(__always)
    mutating func addLine(_ ax: Double, _ ay: Double, _ bx: Double, _ by: Double) {
        let x0 = (ax - originX) * 256, y0 = (ay - originY) * 256
        let x1 = (bx - originX) * 256, y1 = (by - originY) * 256
        if x0 >= 0, x0 <= limitX, x1 >= 0, x1 <= limitX, y0 >= 0, y0 <= limitY, y1 >= 0, y1 <= limitY {
            let fx0 = EdgeStorage.round(x0), fy0 = EdgeStorage.round(y0)
            let fx1 = EdgeStorage.round(x1), fy1 = EdgeStorage.round(y1)
            // The common case inline (a stroke's short edges): not horizontal, inside one kept
            // band, and room for it there — what `addFixed` does then, without a call.
            let lo = min(fy0, fy1), hi = max(fy0, fy1)
            let band = lo &>> EdgeStorage.bandShift
            if lo != hi && band == (hi &- 1) &>> EdgeStorage.bandShift && band >= firstBand && band <= lastBand {
                let b = bands + band
                let count = b.pointee.count
                if count &+ 4 <= b.pointee.capacity {
                    let e = b.pointee.edges + count
                    e[0] = Int32(truncatingIfNeeded: fx0); e[1] = Int32(truncatingIfNeeded: fy0)
                    e[2] = Int32(truncatingIfNeeded: fx1); e[3] = Int32(truncatingIfNeeded: fy1)
                    b.pointee.count = count &+ 4
                    if band < minBand { minBand = band }
                    if band > maxBand { maxBand = band }
                    return
                }
            }
            addFixedOutOfLine(fx0, fy0, fx1, fy1)
        } else {
            addClipped(x0, y0, x1, y1)
        }
    }

    /// ``addFixed(_:_:_:_:)`` as a call: the rare cases of ``addLine(_:_:_:_:)`` (band splits,
    /// growth), kept out of its inlined body.
    @inline(never)
    private mutating func addFixedOutOfLine(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 != y1 { addAcrossBands(x0, y0, x1, y1) }
    }

    /// Adds the closed polygon through `pts` (pixel coordinates of the target): the same segments
    /// as ``addLine(_:_:_:_:)`` for each pair of neighbours, but each point is converted to fixed
    /// point once, and segments with both ends inside the clip go straight to the bands.
    ///
    /// Limited to some bands (``limit(toRows:)``, a thread's share of a ``ParallelRenderer`` frame),
    /// a segment whose two ends lie above the first kept band or below the last is dropped before
    /// rounding: it could not add a piece there (rounding is monotone and band edges are integers).
    /// The kept segments are the same.
    /// - Complexity: O(points + bands crossed).
    mutating func addPolygon(_ pts: UnsafeBufferPointer<Point>) {
        guard let last = pts.last else { return }
        let ox = originX, oy = originY, lx = limitX, ly = limitY
        let limited = firstBand > 0 || lastBand < bandCount - 1
        let keptTop = Double(firstBand << EdgeStorage.bandShift), keptBottom = Double((lastBand + 1) << EdgeStorage.bandShift)
        var pxd = (last.x - ox) * 256, pyd = (last.y - oy) * 256
        var pin = pxd >= 0 && pxd <= lx && pyd >= 0 && pyd <= ly
        var px = EdgeStorage.round(pxd), py = EdgeStorage.round(pyd)
        for p in pts {
            let xd = (p.x - ox) * 256, yd = (p.y - oy) * 256
            if limited && ((yd <= keptTop && pyd <= keptTop) || (yd >= keptBottom && pyd >= keptBottom)) {
                // Outside the kept bands; the next segment takes the clipping path, which rounds
                // its ends as the fast path would.
                pxd = xd; pyd = yd; pin = false
                continue
            }
            let isIn = xd >= 0 && xd <= lx && yd >= 0 && yd <= ly
            let x = EdgeStorage.round(xd), y = EdgeStorage.round(yd)
            if isIn && pin {
                addFixed(px, py, x, y)
            } else {
                addClipped(pxd, pyd, xd, yd)
            }
            pxd = xd; pyd = yd; px = x; py = y; pin = isIn
        }
    }

    /// Clips a segment given in fixed-point units (as `Double`) to the clip box.
    private mutating func addClipped(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        guard x0.isFinite, y0.isFinite, x1.isFinite, y1.isFinite, y0 != y1 else { return }
        if (y0 <= 0 && y1 <= 0) || (y0 >= limitY && y1 >= limitY) { return }
        var xa = x0, ya = y0, xb = x1, yb = y1
        // Cut at the top and the bottom.
        if ya < 0 { xa += (xb - xa) * (0 - ya) / (yb - ya); ya = 0 }
        if yb < 0 { xb += (xa - xb) * (0 - yb) / (ya - yb); yb = 0 }
        if ya > limitY { xa += (xb - xa) * (limitY - ya) / (yb - ya); ya = limitY }
        if yb > limitY { xb += (xa - xb) * (limitY - yb) / (ya - yb); yb = limitY }
        clipX(xa, ya, xb, yb)
    }

    /// Splits a segment (already inside vertically) where it leaves the clip sideways and moves the
    /// outside parts onto the clip edge.
    private mutating func clipX(_ xa: Double, _ ya: Double, _ xb: Double, _ yb: Double) {
        if xa < 0 || xb < 0 {
            if xa <= 0 && xb <= 0 { emit(0, ya, 0, yb); return }
            let yc = ya + (yb - ya) * (0 - xa) / (xb - xa)
            if xa < 0 { emit(0, ya, 0, yc); clipX(0, yc, xb, yb) } else { clipX(xa, ya, 0, yc); emit(0, yc, 0, yb) }
            return
        }
        if xa > limitX || xb > limitX {
            if xa >= limitX && xb >= limitX { emit(limitX, ya, limitX, yb); return }
            let yc = ya + (yb - ya) * (limitX - xa) / (xb - xa)
            if xa > limitX {
                emit(limitX, ya, limitX, yc); clipX(limitX, yc, xb, yb)
            } else {
                clipX(xa, ya, limitX, yc); emit(limitX, yc, limitX, yb)
            }
            return
        }
        emit(xa, ya, xb, yb)
    }

    /// Adds a clipped segment, clamping against rounding at the clip's edges (and NaN from
    /// extreme inputs) so that no cell outside the buffer can ever be addressed.
    private mutating func emit(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double) {
        @inline(__always) func clamp(_ v: Double, _ limit: Double) -> Int {
            EdgeStorage.round(v >= 0 ? (v <= limit ? v : limit) : 0)
        }
        addFixed(clamp(x0, limitX), clamp(y0, limitY), clamp(x1, limitX), clamp(y1, limitY))
    }

    /// Rounds a value in 0 … 2³¹ to the nearest integer (ties to even) without the range checks of
    /// `Int(_:)`: adding 1.5·2⁵² leaves the integer in the low mantissa bits.
    @inline(__always)
    static func round(_ v: Double) -> Int {
        Int(Int32(truncatingIfNeeded: (v + 6_755_399_441_055_744.0).bitPattern))
    }

    /// Adds a segment in fixed point (inside the clip), split at band boundaries (only the pieces
    /// in bands `firstBand … lastBand` are kept).
    ///
    /// A segment inside one band (the common case) is told apart without asking which way it goes
    /// (`min`/`max`, no branch on the data's up-and-down, which a wiggly line makes unpredictable).
    @inline(__always)
    mutating func addFixed(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        if y0 == y1 { return }
        let lo = min(y0, y1), hi = max(y0, y1)
        let band = lo &>> EdgeStorage.bandShift
        if band == (hi &- 1) &>> EdgeStorage.bandShift {
            if band >= firstBand && band <= lastBand { append(band, x0, y0, x1, y1) }
            return
        }
        addAcrossBands(x0, y0, x1, y1)
    }

    /// ``addFixed(_:_:_:_:)`` for a segment that is not horizontal, as a call: split at band
    /// boundaries; only the pieces in bands `firstBand … lastBand` are kept.
    @inline(never)
    private mutating func addAcrossBands(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        let shift = EdgeStorage.bandShift
        // x where the segment crosses the boundary at fixed-point row `yb`.
        // (Wrapping arithmetic: every value is a clip coordinate in 24.8, |Δx·Δy| < 2⁴⁴.)
        @inline(__always) func split(_ yb: Int) -> Int { x0 &+ (x1 &- x0) &* (yb &- y0) / (y1 &- y0) }
        if y0 < y1 {
            let b0 = y0 &>> shift, b1 = (y1 &- 1) &>> shift
            if b0 == b1 {
                if b0 >= firstBand && b0 <= lastBand { append(b0, x0, y0, x1, y1) }
                return
            }
            let from = max(b0, firstBand), to = min(b1, lastBand)
            if from > to { return }
            var px = from == b0 ? x0 : split(from &<< shift), py = from == b0 ? y0 : from &<< shift
            for b in from ..< min(to &+ 1, b1) {
                let yb = (b &+ 1) &<< shift
                let xb = split(yb)
                append(b, px, py, xb, yb)
                px = xb; py = yb
            }
            if to == b1 { append(b1, px, py, x1, y1) }
        } else {
            let b0 = (y0 &- 1) &>> shift, b1 = y1 &>> shift
            if b0 == b1 {
                if b0 >= firstBand && b0 <= lastBand { append(b0, x0, y0, x1, y1) }
                return
            }
            let from = min(b0, lastBand), to = max(b1, firstBand)
            if from < to { return }
            var px = from == b0 ? x0 : split((from &+ 1) &<< shift), py = from == b0 ? y0 : (from &+ 1) &<< shift
            var b = from
            while b > max(to &- 1, b1) {
                let yb = b &<< shift
                let xb = split(yb)
                append(b, px, py, xb, yb)
                px = xb; py = yb
                b &-= 1
            }
            if to == b1 { append(b1, px, py, x1, y1) }
        }
    }

    @inline(__always)
    private mutating func append(_ band: Int, _ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) {
        let b = bands + band
        if b.pointee.count &+ 4 > b.pointee.capacity { grow(b) }
        let e = b.pointee.edges + b.pointee.count
        e[0] = Int32(truncatingIfNeeded: x0); e[1] = Int32(truncatingIfNeeded: y0)
        e[2] = Int32(truncatingIfNeeded: x1); e[3] = Int32(truncatingIfNeeded: y1)
        b.pointee.count &+= 4
        if band < minBand { minBand = band }
        if band > maxBand { maxBand = band }
    }

    private func grow(_ b: UnsafeMutablePointer<Band>) {
        let capacity = b.pointee.capacity * 2
        let fresh = UnsafeMutablePointer<Int32>.allocate(capacity: capacity)
        fresh.moveInitialize(from: b.pointee.edges, count: b.pointee.count)
        b.pointee.edges.deallocate()
        b.pointee.edges = fresh
        b.pointee.capacity = capacity
    }
}
