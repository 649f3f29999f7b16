extension Rasterizer {
    /// Fills `path` (every contour closed) with `paint`.
    /// - Complexity: O(flattened points + edge length in cells + covered pixels).
    public func fill(_ path: Path, rule: FillRule = .nonZero, paint: Paint, opacity: Double = 1, in target: Bitmap) {
        begin(target.clip)
        addFill(path)
        composite(rule, paint, opacity, target)
    }

    /// Fills the polygon through `points` (closed implicitly).
    /// - Complexity: O(points + edge length in cells + covered pixels).
    public func fillPolygon(_ points: UnsafeBufferPointer<Point>, rule: FillRule = .nonZero, paint: Paint,
                            opacity: Double = 1, in target: Bitmap) {
        begin(target.clip)
        addPolygon(points)
        composite(rule, paint, opacity, target)
    }

    /// Fills a rectangle: anti-aliased where its edges fall inside pixels, plain stores inside.
    /// - Complexity: O(area).
    public func fillRect(_ r: Rect, paint: Paint, opacity: Double = 1, in target: Bitmap) {
        guard !r.isEmpty else { return }
        begin(target.clip)
        edges.addLine(r.minX, r.minY, r.maxX, r.minY)
        edges.addLine(r.maxX, r.minY, r.maxX, r.maxY)
        edges.addLine(r.maxX, r.maxY, r.minX, r.maxY)
        edges.addLine(r.minX, r.maxY, r.minX, r.minY)
        composite(.nonZero, paint, opacity, target)
    }

    /// Strokes `path`: each contour open unless closed with `close()`, curves flattened to
    /// ``tolerance``, with the style's joins, caps and dashes.
    /// - Complexity: O(flattened points + joins + edge length in cells + covered pixels).
    public func stroke(_ path: Path, style: StrokeStyle, paint: Paint, opacity: Double = 1, in target: Bitmap) {
        guard let (stroker, o) = prepareStroke(style, opacity, target) else { return }
        let dasher = Dasher(dash: style.dash, offset: style.dashOffset)
        path.flatten(tolerance: tolerance, buffer: &flat) { pts, closed in
            strokeContour(pts, closed: closed, stroker, dasher)
        }
        composite(.nonZero, paint, o, target)
    }

    /// Strokes the open polyline through `points` straight into the rasterizer (no path is built).
    /// Non-finite points break the line into separate pieces (gaps in the data).
    /// - Complexity: O(points + edge length in cells + covered pixels).
    public func strokePolyline(_ points: UnsafeBufferPointer<Point>, style: StrokeStyle, paint: Paint,
                               opacity: Double = 1, in target: Bitmap) {
        guard let (stroker, o) = prepareStroke(style, opacity, target) else { return }
        let dasher = Dasher(dash: style.dash, offset: style.dashOffset)
        var start = 0
        let n = points.count
        while start < n {
            var end = start
            while end < n && points[end].x.isFinite && points[end].y.isFinite { end += 1 }
            if end > start {
                strokeContour(UnsafeBufferPointer(rebasing: points[start ..< end]), closed: false, stroker, dasher)
            }
            start = end + 1
        }
        composite(.nonZero, paint, o, target)
    }

    /// Fills `path` into `mask` (coverage only, mask coordinates), as a union with what is there.
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

    /// The stroker for a style and the opacity after hairline scaling; nil when nothing draws.
    private func prepareStroke(_ style: StrokeStyle, _ opacity: Double, _ target: Bitmap) -> (Stroker, Double)? {
        guard style.width > 0, style.width.isFinite, opacity > 0 else { return nil }
        begin(target.clip)
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
