extension GlyphOutline {
    /// The outline grown by `strength` font units on every side (FreeType's outline emboldening:
    /// each point, control points too, moves outwards along the bisector of its two edges, so
    /// straight edges move by exactly `strength` and corners keep their angle; holes shrink).
    /// A synthetic bold face, or with a larger strength a halo around the text. Advances are not
    /// changed. Sharp spikes are limited to three times the strength.
    /// - Complexity: O(points).
    public func emboldened(by strength: Float) -> GlyphOutline {
        guard strength != 0, !isEmpty else { return self }
        // Outer contours turn one way (clockwise in TrueType); outwards is to that side.
        var area: Float = 0
        forEachContour { range in
            var a: Float = 0
            for i in range {
                let p = points[i], q = points[i + 1 == range.upperBound ? range.lowerBound : i + 1]
                a += p.x * q.y - q.x * p.y
            }
            area += a
        }
        let side: Float = area < 0 ? 1 : -1
        var out = self
        forEachContour { range in
            let n = range.count
            guard n >= 2 else { return }
            for i in range {
                let p = points[i]
                // The nearest distinct neighbours along the contour (its last point often repeats
                // the first).
                var j = i, k = i
                var before = p, after = p
                for _ in 0 ..< n {
                    j = j == range.lowerBound ? range.upperBound - 1 : j - 1
                    if points[j] != p { before = points[j]; break }
                }
                for _ in 0 ..< n {
                    k = k + 1 == range.upperBound ? range.lowerBound : k + 1
                    if points[k] != p { after = points[k]; break }
                }
                guard before != p, after != p else { continue }
                let din = normalized(p - before), dout = normalized(after - p)
                let nin = SIMD2(-din.y, din.x) * side, nout = SIMD2(-dout.y, dout.x) * side
                let d = 1 + (din * dout).sum()
                var shift: SIMD2<Float>
                if d < 1.0 / 16 {
                    shift = nin * strength   // a U-turn: no bisector
                } else {
                    shift = (nin + nout) * (strength / d)
                    let length = (shift * shift).sum().squareRoot()
                    if length > 3 * strength { shift *= 3 * strength / length }
                }
                out.points[i] = p + shift
            }
        }
        if let p0 = out.points.first {
            var lo = p0, hi = p0
            for p in out.points { lo = pointwiseMin(lo, p); hi = pointwiseMax(hi, p) }
            out.xMin = lo.x; out.yMin = lo.y; out.xMax = hi.x; out.yMax = hi.y
        }
        return out
    }

    /// Calls `body` with the range of ``points`` of each contour.
    private func forEachContour(_ body: (Range<Int>) -> Void) {
        var p = 0, start = 0
        for verb in verbs {
            switch verb {
            case .move: start = p; p += 1
            case .line: p += 1
            case .quad: p += 2
            case .close: if p > start { body(start ..< p) }
            }
        }
    }

    private func normalized(_ v: SIMD2<Float>) -> SIMD2<Float> {
        let l = (v * v).sum().squareRoot()
        return l > 0 ? v / l : v
    }
}
