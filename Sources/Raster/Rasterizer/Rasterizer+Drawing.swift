extension Rasterizer {
    /// Fills `path` (every contour closed) with `paint`, anti-aliased by exact area coverage and
    /// composited source-over into `target` inside its clip.
    /// - Parameters:
    ///   - path: The shape; open contours are closed with a straight line.
    ///   - rule: Which overlapping areas count as inside.
    ///   - paint: A solid colour or a gradient.
    ///   - opacity: Multiplies the paint's alpha (0 … 1).
    ///   - target: The bitmap drawn into (its ``Bitmap/clip`` limits the drawing).
    ///   - background: When given, the target's drawable area is cleared to it first — the pixels
    ///     `target.clear(to: background)` before the call would give — in the same pass as the
    ///     drawing: each pixel is stored once and none is read back (a solid paint; a gradient
    ///     clears first). The fast way to start a frame.
    /// - Complexity: O(flattened points + edge length in cells + covered pixels), plus the
    ///   drawable area with a `background`.
    public func fill(_ path: Path, rule: FillRule = .nonZero, paint: Paint, opacity: Double = 1, in target: Bitmap,
                     clearingTo background: Color? = nil) {
        guard begin(target) else { return }
        addFill(path)
        composite(rule, paint, opacity, target, clearingTo: background)
    }

    /// Fills the polygon through `points` (closed implicitly) without building a ``Path``.
    ///
    /// The buffer must stay valid for the call; overloads take a `[Point]` or a `Span<Point>`.
    /// - Parameters:
    ///   - points: The corners, in order; fewer than three draw nothing.
    ///   - rule: Which overlapping areas count as inside.
    ///   - paint: A solid colour or a gradient.
    ///   - opacity: Multiplies the paint's alpha (0 … 1).
    ///   - target: The bitmap drawn into.
    ///   - background: When given, the target's drawable area is cleared to it first — the pixels
    ///     `target.clear(to: background)` before the call would give — in the same pass as the
    ///     drawing: each pixel is stored once and none is read back (a solid paint; a gradient
    ///     clears first). The fast way to start a frame.
    /// - Complexity: O(points + edge length in cells + covered pixels), plus the drawable area
    ///   with a `background`.
    public func fillPolygon(_ points: UnsafeBufferPointer<Point>, rule: FillRule = .nonZero, paint: Paint,
                            opacity: Double = 1, in target: Bitmap, clearingTo background: Color? = nil) {
        guard begin(target) else { return }
        addPolygon(points)
        composite(rule, paint, opacity, target, clearingTo: background)
    }

    /// Fills a rectangle: anti-aliased where its edges fall inside pixels, plain stores inside.
    /// - Parameters:
    ///   - r: The rectangle, fractional edges allowed.
    ///   - paint: A solid colour or a gradient.
    ///   - opacity: Multiplies the paint's alpha (0 … 1).
    ///   - target: The bitmap drawn into.
    /// - Complexity: O(area).
    public func fillRect(_ r: Rect, paint: Paint, opacity: Double = 1, in target: Bitmap) {
        guard !r.isEmpty, begin(target) else { return }
        edges.addLine(r.minX, r.minY, r.maxX, r.minY)
        edges.addLine(r.maxX, r.minY, r.maxX, r.maxY)
        edges.addLine(r.maxX, r.maxY, r.minX, r.maxY)
        edges.addLine(r.minX, r.maxY, r.minX, r.minY)
        composite(.nonZero, paint, opacity, target)
    }

    /// Strokes `path`: each contour open unless closed with `close()`, curves flattened to
    /// ``tolerance``, with the style's joins, caps and dashes.
    /// - Parameters:
    ///   - path: The contours to stroke.
    ///   - style: Width, joins, miter limit, caps and dashes.
    ///   - paint: A solid colour or a gradient.
    ///   - opacity: Multiplies the paint's alpha (0 … 1).
    ///   - target: The bitmap drawn into.
    ///   - background: When given, the target's drawable area is cleared to it first — the pixels
    ///     `target.clear(to: background)` before the call would give — in the same pass as the
    ///     drawing: each pixel is stored once and none is read back (a solid paint; a gradient
    ///     clears first). The fast way to start a frame.
    /// - Complexity: O(flattened points + joins + edge length in cells + covered pixels), plus the
    ///   drawable area with a `background`.
    public func stroke(_ path: Path, style: StrokeStyle, paint: Paint, opacity: Double = 1, in target: Bitmap,
                       clearingTo background: Color? = nil) {
        guard let (stroker, o) = prepareStroke(style, opacity, target, clearingTo: background) else { return }
        let dasher = Dasher(dash: style.dash, offset: style.dashOffset)
        path.flatten(tolerance: tolerance, buffer: &flat) { pts, closed in
            strokeContour(pts, closed: closed, stroker, dasher)
        }
        composite(.nonZero, paint, o, target, clearingTo: background)
    }

    /// Strokes the open polyline through `points` straight into the rasterizer (no path is built).
    /// Non-finite points break the line into separate pieces (gaps in the data).
    ///
    /// The fastest way to draw a data series: one call per series, whatever its length. The
    /// buffer must stay valid for the call; overloads take a `[Point]` or a `Span<Point>`.
    /// - Parameters:
    ///   - points: The vertices in order; NaN or infinite coordinates leave a gap.
    ///   - style: Width, joins, miter limit, caps and dashes.
    ///   - paint: A solid colour or a gradient.
    ///   - opacity: Multiplies the paint's alpha (0 … 1).
    ///   - target: The bitmap drawn into.
    ///   - background: When given, the target's drawable area is cleared to it first — the pixels
    ///     `target.clear(to: background)` before the call would give — in the same pass as the
    ///     drawing: each pixel is stored once and none is read back (a solid paint; a gradient
    ///     clears first). The fast way to start a frame.
    /// - Complexity: O(points + edge length in cells + covered pixels), plus the drawable area with
    ///   a `background`.
    public func strokePolyline(_ points: UnsafeBufferPointer<Point>, style: StrokeStyle, paint: Paint,
                               opacity: Double = 1, in target: Bitmap, clearingTo background: Color? = nil) {
        guard let (stroker, o) = prepareStroke(style, opacity, target, clearingTo: background) else { return }
        let dasher = Dasher(dash: style.dash, offset: style.dashOffset)
        var start = 0
        let n = points.count
        while start < n {
            var end = start
            while end < n && points[end].x.isFinite && points[end].y.isFinite { end += 1 }
            if end > start {
                let run = UnsafeBufferPointer(rebasing: points[start ..< end])
                if banded && dasher.isSolid {
                    strokeVisiblePieces(run, style: style, stroker, dasher)
                } else {
                    strokeContour(run, closed: false, stroker, dasher)
                }
            }
            start = end + 1
        }
        composite(.nonZero, paint, o, target, clearingTo: background)
    }

    /// Strokes the pieces of an open polyline that can reach this drawing's rows (a band): each
    /// stretch of segments within reach, plus the nearest non-degenerate segment on either side,
    /// so that every corner inside the stretch is joined exactly as in the whole line. Segments
    /// out of reach — and the caps a piece gets at its ends — only make edges more than the
    /// stroke's reach (half the width times the miter limit, plus a pixel) above or below the rows,
    /// where they change no pixel the band writes.
    /// - Complexity: O(points), stroking only the pieces in reach.
    private func strokeVisiblePieces(_ pts: UnsafeBufferPointer<Point>, style: StrokeStyle, _ stroker: Stroker,
                                     _ dasher: Dasher) {
        let reach = stroker.hw * max(style.miterLimit, 2) + 1
        let top = Double(clip.y + rows.lowerBound) - reach, bottom = Double(clip.y + rows.upperBound) + reach
        let n = pts.count
        guard n > 1 else { strokeContour(pts, closed: false, stroker, dasher); return }
        @inline(__always) func inReach(_ j: Int) -> Bool {
            let a = pts[j].y, b = pts[j &+ 1].y
            return !(a < top && b < top) && !(a > bottom && b > bottom)
        }
        @inline(__always) func degenerate(_ j: Int) -> Bool { stroker.normal(pts[j], pts[j &+ 1]) == nil }
        // The pending piece: points pieceStart ... pieceEnd.
        var pieceStart = -1, pieceEnd = -1
        var j = 0
        while j < n - 1 {
            if !inReach(j) { j &+= 1; continue }
            var k = j
            while k + 1 < n - 1 && inReach(k + 1) { k &+= 1 }
            // Context: the nearest non-degenerate segment before and after the stretch.
            var s = j - 1
            while s >= 0 && degenerate(s) { s -= 1 }
            var e = k + 1
            while e < n - 1 && degenerate(e) { e += 1 }
            let first = max(s, 0), last = min(e + 1, n - 1)
            if pieceEnd >= 0 && first < pieceEnd {
                pieceEnd = last   // shares segments with the pending piece: one piece
            } else {
                if pieceEnd >= 0 {
                    strokeContour(UnsafeBufferPointer(rebasing: pts[pieceStart ... pieceEnd]), closed: false, stroker, dasher)
                }
                pieceStart = first; pieceEnd = last
            }
            j = k + 1
        }
        if pieceEnd >= 0 {
            strokeContour(UnsafeBufferPointer(rebasing: pts[pieceStart ... pieceEnd]), closed: false, stroker, dasher)
        }
    }

    /// Fills `path` into `mask` (coverage only, mask coordinates), as a union with what is there.
    ///
    /// Render a shape once and stamp it many times with ``Bitmap/blend(_:at:color:opacity:)``.
    /// - Parameters:
    ///   - path: The shape, in the mask's pixel coordinates.
    ///   - rule: Which overlapping areas count as inside.
    ///   - mask: The mask to add coverage to.
    /// - Complexity: O(flattened points + edge length in cells + covered pixels).
    public func fill(_ path: Path, rule: FillRule = .nonZero, into mask: inout CoverageMask) {
        let width = mask.width
        begin(PixelRect(x: 0, y: 0, width: width, height: mask.height))
        addFill(path)
        mask.coverage.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var sink = MaskWriter(base: base, width: width)
            render(rule, into: &sink)
        }
    }

    /// The stroker for a style and the opacity after hairline scaling; nil when nothing draws (the
    /// target then cleared to `background`, if one is given).
    private func prepareStroke(_ style: StrokeStyle, _ opacity: Double, _ target: Bitmap,
                               clearingTo background: Color?) -> (Stroker, Double)? {
        guard style.width > 0, style.width.isFinite, opacity > 0, begin(target) else {
            if let background { target.clear(to: background) }
            return nil
        }
        // Hairlines: a 1 px line whose coverage is scaled by the width.
        let width = max(style.width, 1)
        let o = style.width < 1 ? opacity * style.width : opacity
        let stroker = Stroker(halfWidth: width / 2, join: style.join, miterLimit: style.miterLimit,
                              cap: style.cap, tolerance: tolerance)
        return (stroker, o)
    }

    private func strokeContour(_ pts: UnsafeBufferPointer<Point>, closed: Bool, _ stroker: Stroker, _ dasher: Dasher) {
        if dasher.isSolid {
            stroker.stroke(pts, closed: closed, into: &edges)
            return
        }
        dasher.dash(pts, closed: closed, piece: &piece, firstPiece: &firstPiece) { dash, closedDash in
            stroker.stroke(dash, closed: closedDash, into: &edges)
        }
    }
}
