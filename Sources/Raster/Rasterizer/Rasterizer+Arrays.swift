extension Rasterizer {
    /// Fills the polygon through `points` (closed implicitly), like the buffer-pointer version.
    /// - Parameters:
    ///   - points: The corners, in order; fewer than three draw nothing.
    ///   - rule: Which overlapping areas count as inside.
    ///   - paint: A solid colour or a gradient.
    ///   - opacity: Multiplies the paint's alpha (0 … 1).
    ///   - target: The bitmap drawn into.
    ///   - background: When given, the drawable area is cleared to it in the same pass (see the
    ///     buffer-pointer version).
    /// - Complexity: O(points + edge length in cells + covered pixels); no copy of the array.
    public func fillPolygon(_ points: [Point], rule: FillRule = .nonZero, paint: Paint, opacity: Double = 1,
                            in target: Bitmap, clearingTo background: Color? = nil) {
        points.withUnsafeBufferPointer { fillPolygon($0, rule: rule, paint: paint, opacity: opacity, in: target, clearingTo: background) }
    }

    /// Strokes the open polyline through `points`, like the buffer-pointer version: no path is
    /// built, and non-finite points leave gaps.
    /// - Parameters:
    ///   - points: The vertices in order; NaN or infinite coordinates leave a gap.
    ///   - style: Width, joins, miter limit, caps and dashes.
    ///   - paint: A solid colour or a gradient.
    ///   - opacity: Multiplies the paint's alpha (0 … 1).
    ///   - target: The bitmap drawn into.
    ///   - background: When given, the drawable area is cleared to it in the same pass (see the
    ///     buffer-pointer version).
    /// - Complexity: O(points + edge length in cells + covered pixels); no copy of the array.
    public func strokePolyline(_ points: [Point], style: StrokeStyle, paint: Paint, opacity: Double = 1,
                               in target: Bitmap, clearingTo background: Color? = nil) {
        points.withUnsafeBufferPointer { strokePolyline($0, style: style, paint: paint, opacity: opacity, in: target, clearingTo: background) }
    }

    #if compiler(>=6.2)
    /// Fills the polygon through `points` (closed implicitly), like the buffer-pointer version,
    /// for any contiguous storage (`array.span`, `slice.span`, an `InlineArray`'s span).
    /// - Parameters:
    ///   - points: The corners, in order; fewer than three draw nothing.
    ///   - rule: Which overlapping areas count as inside.
    ///   - paint: A solid colour or a gradient.
    ///   - opacity: Multiplies the paint's alpha (0 … 1).
    ///   - target: The bitmap drawn into.
    ///   - background: When given, the drawable area is cleared to it in the same pass (see the
    ///     buffer-pointer version).
    /// - Complexity: O(points + edge length in cells + covered pixels); no copy.
    public func fillPolygon(_ points: Span<Point>, rule: FillRule = .nonZero, paint: Paint, opacity: Double = 1,
                            in target: Bitmap, clearingTo background: Color? = nil) {
        points.withUnsafeBufferPointer { fillPolygon($0, rule: rule, paint: paint, opacity: opacity, in: target, clearingTo: background) }
    }

    /// Strokes the open polyline through `points`, like the buffer-pointer version, for any
    /// contiguous storage (`array.span`, `slice.span`: a window of a long series without a copy).
    /// - Parameters:
    ///   - points: The vertices in order; NaN or infinite coordinates leave a gap.
    ///   - style: Width, joins, miter limit, caps and dashes.
    ///   - paint: A solid colour or a gradient.
    ///   - opacity: Multiplies the paint's alpha (0 … 1).
    ///   - target: The bitmap drawn into.
    ///   - background: When given, the drawable area is cleared to it in the same pass (see the
    ///     buffer-pointer version).
    /// - Complexity: O(points + edge length in cells + covered pixels); no copy.
    public func strokePolyline(_ points: Span<Point>, style: StrokeStyle, paint: Paint, opacity: Double = 1,
                               in target: Bitmap, clearingTo background: Color? = nil) {
        points.withUnsafeBufferPointer { strokePolyline($0, style: style, paint: paint, opacity: opacity, in: target, clearingTo: background) }
    }
    #endif
}
