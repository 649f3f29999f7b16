/// One column of a band drawn column by column (``Bitmap/fillColumns(_:left:columnWidth:color:opacity:)``):
/// the rectangle from `top` to `bottom` (pixels, top ≤ bottom) across column `column`.
package struct ColumnSpan: Sendable, Equatable {
    /// The column: it covers x from `left + column · columnWidth` for one column width.
    package var column: Int
    /// The rectangle's top and bottom edge, pixels.
    package var top: Double
    package var bottom: Double

    package init(column: Int, top: Double, bottom: Double) {
        self.column = column; self.top = top; self.bottom = bottom
    }
}

extension Bitmap {
    /// Fills `spans` — rectangles in a row of abutting columns `columnWidth` pixels wide from
    /// `left` — in `color` times `opacity`, each pixel covered by the share of its area the
    /// rectangles cover (a box filter: exact for axis-aligned rectangles), inside ``clip`` and
    /// ``band``. A dense line's envelope (its lowest and highest value in each pixel column)
    /// drawn this way costs a blend per covered pixel, where a polygon of the same outline costs
    /// an edge walk through every row of every column's rise and fall.
    /// - Precondition: `spans` in increasing column order (no column twice), `columnWidth > 0`.
    ///   A span whose `top` is not ≤ its `bottom` (or is NaN) is skipped.
    /// - Complexity: O(spans + covered pixels); a pixel column is visited by the spans that reach
    ///   into it (two or three when columns are about a pixel wide).
    package func fillColumns(_ spans: UnsafeBufferPointer<ColumnSpan>, left: Double, columnWidth: Double,
                             color: Color, opacity: Double) {
        precondition(columnWidth > 0, "columns have a width")
        let src = PixelMath.mul(color.premultiplied, PixelMath.alpha(opacity))
        let area = drawableArea
        guard src != 0, !area.isEmpty, let first = spans.first, let last = spans.last else { return }
        let opaque = src >> 24 == 255
        let x0 = left + Double(first.column) * columnWidth, x1 = left + Double(last.column + 1) * columnWidth
        let pFirst = max(area.x, Int(saturating: x0, rounding: .down)), pEnd = min(area.maxX, Int(saturating: x1, rounding: .up))
        guard pFirst < pEnd else { return }
        let yTop = Double(area.y), yEnd = Double(area.maxY)
        var k = 0   // the first span whose right edge is right of the pixel column's left
        for p in pFirst ..< pEnd {
            let pl = Double(p), pr = pl + 1
            while k < spans.count && left + Double(spans[k].column + 1) * columnWidth <= pl { k += 1 }
            // The spans reaching into this pixel column: their rows and where all cover fully.
            var j = k, rowsTop = yEnd, rowsEnd = yTop, fullTop = yTop, fullEnd = yEnd, share = 0.0
            while j < spans.count {
                let s = spans[j]
                let sl = left + Double(s.column) * columnWidth
                if sl >= pr { break }
                j += 1
                guard s.top <= s.bottom else { fullEnd = yTop; continue }
                share += min(sl + columnWidth, pr) - max(sl, pl)
                rowsTop = min(rowsTop, s.top.rounded(.down)); rowsEnd = max(rowsEnd, s.bottom.rounded(.up))
                fullTop = max(fullTop, s.top.rounded(.up)); fullEnd = min(fullEnd, s.bottom.rounded(.down))
            }
            let r0 = Int(max(rowsTop, yTop)), r1 = Int(min(rowsEnd, yEnd))
            guard r0 < r1 else { continue }
            if j - k == 1 {
                // One span (columns on the pixel grid): its top row, full rows, bottom row.
                let t = spans[k].top, b = spans[k].bottom
                let a = UInt32(min(share, 1) * 255 + 0.5)
                guard a > 0 else { continue }
                let s = a == 255 ? src : PixelMath.mul(src, a), solid = s >> 24 == 255
                let first = rowsTop < yTop ? r0 - 1 : Int(rowsTop), last = rowsEnd > yEnd ? r1 : Int(rowsEnd) - 1
                /// Row `y`'s share of the span's height.
                @inline(__always) func edge(_ y: Int) {
                    let c = share * (min(b, Double(y + 1)) - max(t, Double(y)))
                    let e = UInt32(min(c, 1) * 255 + 0.5)
                    let q = pixels + p + y * stride
                    if e > 0 { q.pointee = e == 255 && opaque ? src : PixelMath.over(PixelMath.mul(src, e), q.pointee) }
                }
                if first >= r0 { edge(first) }
                let lo = max(first + 1, r0), hi = min(last, r1)
                if lo < hi {
                    var q = pixels + p + lo * stride
                    if solid {
                        for _ in lo ..< hi { q.pointee = s; q += stride }
                    } else {
                        for _ in lo ..< hi { q.pointee = PixelMath.over(s, q.pointee); q += stride }
                    }
                }
                if last < r1 && last != first { edge(last) }
                continue
            }
            let f0 = Int(min(max(fullTop, Double(r0)), Double(r1))), f1 = max(Int(min(max(fullEnd, yTop), Double(r1))), f0)
            let d = pixels + p
            /// Blends the pixel of row `y` at coverage `c` (0 … 1).
            @inline(__always) func blend(_ y: Int, _ c: Double) {
                let a = UInt32(min(c, 1) * 255 + 0.5)
                guard a > 0 else { return }
                let q = d + y * stride
                q.pointee = a == 255 && opaque ? src : PixelMath.over(PixelMath.mul(src, a), q.pointee)
            }
            /// Row `y`'s coverage: each span's share of the pixel's width times its share of the row.
            func coverage(_ y: Int) -> Double {
                let rt = Double(y), rb = rt + 1
                var c = 0.0
                for i in k ..< j {
                    let s = spans[i]
                    guard s.top <= s.bottom else { continue }
                    let sl = left + Double(s.column) * columnWidth
                    let w = min(sl + columnWidth, pr) - max(sl, pl)
                    c += w * max(0, min(s.bottom, rb) - max(s.top, rt))
                }
                return c
            }
            for y in r0 ..< f0 { blend(y, coverage(y)) }
            if f0 < f1 {
                // Rows every span covers: one coverage, one source pixel.
                let a = UInt32(min(share, 1) * 255 + 0.5)
                if a > 0 {
                    let s = a == 255 ? src : PixelMath.mul(src, a)
                    var q = d + f0 * stride
                    if s >> 24 == 255 {
                        for _ in f0 ..< f1 { q.pointee = s; q += stride }
                    } else {
                        for _ in f0 ..< f1 { q.pointee = PixelMath.over(s, q.pointee); q += stride }
                    }
                }
            }
            for y in max(f1, f0) ..< r1 { blend(y, coverage(y)) }
        }
    }
}
