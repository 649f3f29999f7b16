/// A glyph's outline in font units, y up: closed contours of lines and quadratic Béziers,
/// as TrueType stores them (implied on-curve points made explicit).
public struct GlyphOutline: Sendable {
    /// One drawing step; ``points`` holds one point for `move` and `line`, two (control, end) for
    /// `quad`, none for `close`.
    public enum Verb: UInt8, Sendable {
        /// Starts a contour at one point.
        case move
        /// A straight line to one point.
        case line
        /// A quadratic Bézier through one control point to an end point.
        case quad
        /// Closes the contour back to its start.
        case close
    }

    /// The drawing steps, in order.
    public internal(set) var verbs: [Verb] = []
    /// The points the verbs consume, in font units (x right, y up).
    public internal(set) var points: [SIMD2<Float>] = []
    /// The control box (all points, control points included); zero for an empty glyph.
    public internal(set) var xMin: Float = 0, yMin: Float = 0, xMax: Float = 0, yMax: Float = 0

    /// Whether the glyph draws nothing (a space).
    public var isEmpty: Bool { verbs.isEmpty }

    /// The number of contours.
    public var contourCount: Int { verbs.lazy.filter { $0 == .move }.count }

    /// An empty outline.
    init() {}

    /// Builds the outline from TrueType points (on- and off-curve) and contour ends.
    init(_ raw: RawGlyph) {
        var start = 0
        verbs.reserveCapacity(raw.x.count + 2 * raw.ends.count)
        points.reserveCapacity(raw.x.count + raw.ends.count)
        for end in raw.ends {
            defer { start = end + 1 }
            guard end - start >= 1 else { continue }   // a single point draws nothing
            @inline(__always) func p(_ i: Int) -> SIMD2<Float> { SIMD2(raw.x[i], raw.y[i]) }
            let first: SIMD2<Float>
            var from = start, to = end
            if raw.on[start] {
                first = p(start); from = start + 1
            } else if raw.on[end] {
                first = p(end); to = end - 1
            } else {
                first = (p(start) + p(end)) * 0.5
            }
            verbs.append(.move); points.append(first)
            var control: SIMD2<Float>? = nil
            if from <= to {
                for i in from ... to {
                    let q = p(i)
                    if raw.on[i] {
                        if let c = control { verbs.append(.quad); points.append(c); points.append(q); control = nil }
                        else { verbs.append(.line); points.append(q) }
                    } else {
                        if let c = control { verbs.append(.quad); points.append(c); points.append((c + q) * 0.5) }
                        control = q
                    }
                }
            }
            if let c = control { verbs.append(.quad); points.append(c); points.append(first) }
            else if points.last != first { verbs.append(.line); points.append(first) }
            verbs.append(.close)
        }
        if let p0 = points.first {
            var lo = p0, hi = p0
            for p in points { lo = pointwiseMin(lo, p); hi = pointwiseMax(hi, p) }
            xMin = lo.x; yMin = lo.y; xMax = hi.x; yMax = hi.y
        }
    }
}

/// TrueType points of a glyph before contour conversion (composites concatenate these).
struct RawGlyph {
    var x: [Float] = [], y: [Float] = [], on: [Bool] = []
    /// Index of the last point of each contour.
    var ends: [Int] = []

    mutating func append(_ other: RawGlyph, transform m: (a: Float, b: Float, c: Float, d: Float), offset: SIMD2<Float>) {
        let base = x.count
        for i in other.x.indices {
            let px = other.x[i], py = other.y[i]
            x.append(m.a * px + m.c * py + offset.x)
            y.append(m.b * px + m.d * py + offset.y)
        }
        on += other.on
        ends += other.ends.map { $0 + base }
    }
}

/// The composites being expanded (to find loops) and the components read so far (to bound work).
struct CompositeContext {
    var path: [Int] = []
    var components = 0
    static let maxComponents = 4096
}

extension Font {
    /// The outline of glyph `glyph` in font units (y up), composites resolved with their transforms.
    /// - Throws: ``FontError`` when the glyph's data is malformed, a composite refers back to
    ///   itself, or composites nest deeper than ``maxComponentDepth``.
    /// - Complexity: O(points of the glyph and its components).
    public func outline(glyph: Int) throws(FontError) -> GlyphOutline {
        var context = CompositeContext()
        return GlyphOutline(try rawGlyph(glyph, stack: &context))
    }

    /// The glyph's points in its own units; `stack` holds the composites being expanded.
    func rawGlyph(_ glyph: Int, stack: inout CompositeContext) throws(FontError) -> RawGlyph {
        guard glyph >= 0, glyph < glyphCount else {
            throw .badGlyph(glyph: glyph, "index outside 0..<\(glyphCount)")
        }
        let start = Int(glyphOffsets[glyph]), end = Int(glyphOffsets[glyph + 1])
        guard end >= start else { throw .badGlyph(glyph: glyph, "'loca' offsets run backwards (\(start) > \(end))") }
        if end == start { return RawGlyph() }
        let glyf = tables["glyf"]!
        let r = FontReader(bytes: bytes, table: "glyf", start: glyf.offset + start, count: end - start)
        do {
            let contours = Int(try r.i16(0))
            return contours >= 0 ? try simpleGlyph(r, contours: contours, glyph: glyph)
                                 : try compositeGlyph(r, glyph: glyph, stack: &stack)
        } catch {
            if case .truncated(_, let offset) = error {
                throw .badGlyph(glyph: glyph, "its data ends early (read at byte \(offset) of \(end - start))")
            }
            throw error
        }
    }

    private func simpleGlyph(_ r: FontReader, contours: Int, glyph: Int) throws(FontError) -> RawGlyph {
        var raw = RawGlyph()
        try r.require(10, 2 * contours + 2)
        raw.ends.reserveCapacity(contours)
        for i in 0 ..< contours {
            let e = Int(try r.u16(10 + 2 * i))
            if let last = raw.ends.last, e <= last {
                throw .badGlyph(glyph: glyph, "contour ends are not increasing (\(last), then \(e))")
            }
            raw.ends.append(e)
        }
        let count = (raw.ends.last ?? -1) + 1
        let instructions = Int(try r.u16(10 + 2 * contours))
        var p = 12 + 2 * contours + instructions
        // Every point needs at least one flag byte (repeats only shorten that): check up front so an
        // absurd point count fails before anything is allocated.
        guard count <= r.count - min(p, r.count) || count == 0 else {
            throw .badGlyph(glyph: glyph, "\(count) points cannot fit in \(r.count) bytes")
        }
        var flags = [UInt8]()
        flags.reserveCapacity(count)
        while flags.count < count {
            let f = try r.u8(p); p += 1
            flags.append(f)
            if f & 8 != 0 {
                let repeats = Int(try r.u8(p)); p += 1
                for _ in 0 ..< min(repeats, count - flags.count) { flags.append(f) }
            }
        }
        raw.x.reserveCapacity(count); raw.y.reserveCapacity(count); raw.on.reserveCapacity(count)
        var v = 0
        for f in flags {
            if f & 2 != 0 {
                let d = Int(try r.u8(p)); p += 1
                v += f & 16 != 0 ? d : -d
            } else if f & 16 == 0 {
                v += Int(try r.i16(p)); p += 2
            }
            raw.x.append(Float(v))
            raw.on.append(f & 1 != 0)
        }
        v = 0
        for f in flags {
            if f & 4 != 0 {
                let d = Int(try r.u8(p)); p += 1
                v += f & 32 != 0 ? d : -d
            } else if f & 32 == 0 {
                v += Int(try r.i16(p)); p += 2
            }
            raw.y.append(Float(v))
        }
        return raw
    }

    private func compositeGlyph(_ r: FontReader, glyph: Int, stack: inout CompositeContext) throws(FontError) -> RawGlyph {
        if stack.path.contains(glyph) { throw .compositeLoop(glyph: glyph) }
        guard stack.path.count < Font.maxComponentDepth else { throw .compositeTooDeep(glyph: stack.path.first ?? glyph) }
        stack.path.append(glyph)
        defer { stack.path.removeLast() }
        var raw = RawGlyph()
        var p = 10
        var more = true
        while more {
            let flags = try r.u16(p)
            let component = Int(try r.u16(p + 2))
            p += 4
            let arg1: Int, arg2: Int
            let xy = flags & 0x0002 != 0
            if flags & 0x0001 != 0 {
                arg1 = xy ? Int(try r.i16(p)) : Int(try r.u16(p))
                arg2 = xy ? Int(try r.i16(p + 2)) : Int(try r.u16(p + 2))
                p += 4
            } else {
                arg1 = xy ? Int(try r.i8(p)) : Int(try r.u8(p))
                arg2 = xy ? Int(try r.i8(p + 1)) : Int(try r.u8(p + 1))
                p += 2
            }
            var m: (a: Float, b: Float, c: Float, d: Float) = (1, 0, 0, 1)
            if flags & 0x0008 != 0 {
                let s = try r.f2dot14(p); m = (s, 0, 0, s); p += 2
            } else if flags & 0x0040 != 0 {
                m = (try r.f2dot14(p), 0, 0, try r.f2dot14(p + 2)); p += 4
            } else if flags & 0x0080 != 0 {
                m = (try r.f2dot14(p), try r.f2dot14(p + 2), try r.f2dot14(p + 4), try r.f2dot14(p + 6)); p += 8
            }
            stack.components += 1
            guard stack.components <= CompositeContext.maxComponents else {
                throw .badGlyph(glyph: stack.path.first ?? glyph, "more than \(CompositeContext.maxComponents) components")
            }
            let child = try rawGlyph(component, stack: &stack)
            var offset: SIMD2<Float>
            if xy {
                offset = SIMD2(Float(arg1), Float(arg2))
                // Apple-style scaled offsets only when asked for (FreeType's default is unscaled).
                if flags & 0x0800 != 0 && flags & 0x1000 == 0 {
                    offset = SIMD2(m.a * offset.x + m.c * offset.y, m.b * offset.x + m.d * offset.y)
                }
            } else {
                // Point matching: child point arg2 (transformed) lands on parent point arg1.
                guard arg1 < raw.x.count, arg2 < child.x.count else {
                    throw .badGlyph(glyph: glyph, "component \(component) matches points \(arg1)/\(arg2) that do not exist")
                }
                let cx = m.a * child.x[arg2] + m.c * child.y[arg2], cy = m.b * child.x[arg2] + m.d * child.y[arg2]
                offset = SIMD2(raw.x[arg1] - cx, raw.y[arg1] - cy)
            }
            raw.append(child, transform: m, offset: offset)
            guard raw.x.count <= 0xFFFF * 4 else { throw .badGlyph(glyph: glyph, "composite has too many points") }
            more = flags & 0x0020 != 0
        }
        return raw
    }
}
