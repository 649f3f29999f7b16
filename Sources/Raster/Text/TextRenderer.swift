/// Draws and measures single-line labels in one font through the ``Rasterizer``.
///
/// Glyph outlines are scaled to the pixel size, filled non-zero with anti-aliasing into coverage
/// masks, and kept in an LRU cache keyed by (glyph, size in 1/64 px, sub-pixel x offset in
/// quarters); drawing a cached glyph is a masked blit (``Bitmap/blend(_:at:color:opacity:)``).
/// Baselines are placed on whole pixel rows; pens are placed to a quarter pixel. Once the glyphs
/// of a frame's labels are cached, measuring and drawing allocate nothing.
///
/// Not thread-safe: one renderer per thread (it owns a ``Rasterizer`` and its buffers).
public final class TextRenderer {
    /// The font drawn.
    public let font: Font
    /// Apply the font's pair kerning (default on).
    public var kerning: Bool {
        get { layout.kerning }
        set { layout.kerning = newValue }
    }
    /// Use tabular digits and no kerning between digits (default on), so numbers line up.
    public var tabularDigits: Bool {
        get { layout.tabularDigits }
        set { layout.tabularDigits = newValue }
    }
    /// Sizes above this many pixels per em are filled straight into the target, not cached.
    public static let maxCachedSize = 256.0

    // The state touched for every glyph is `@exclusivity(unchecked)`: the runtime's access checks
    // on a class's stored properties cost ≈ 100 instructions each, five or more a glyph (an uncached
    // glyph costs ≈ 11 k). Nothing re-enters the renderer while one of these is being accessed
    // (no callbacks; each access is one statement on values the call owns).
    @exclusivity(unchecked) var layout = TextLayout()
    @exclusivity(unchecked) var cache: GlyphCache
    let rasterizer = Rasterizer()
    /// Uncached glyphs up to ``GlyphRasterizer/maxSide`` pixels: a dense glyph-sized cell grid.
    @exclusivity(unchecked) var glyphRasterizer = GlyphRasterizer()
    var path = Path()
    /// Outlines read so far, by glyph (a glyph that fails to load is kept as empty).
    @exclusivity(unchecked) var outlines: [GlyphOutline?]

    /// How far every glyph outline is grown on each side, in ems (0: the font as designed). A
    /// synthetic bold where the font has no bold face (about 0.03), or a halo drawn behind text in
    /// the background colour (about 0.15); advances stay the font's.
    public let embolden: Double

    /// A renderer for `font` caching up to `cacheCapacity` glyph images.
    /// - Parameters:
    ///   - font: The font to draw with (one renderer per font).
    ///   - cacheCapacity: The most glyph images kept (each glyph at each size and quarter-pixel
    ///     offset is one); the least recently used goes first.
    ///   - embolden: How far outlines grow on each side, in ems (``GlyphOutline/emboldened(by:)``);
    ///     0 draws the font as designed, a value that is not finite counts as 0.
    /// - Complexity: O(glyphs in the font) for the outline table.
    public init(font: Font, cacheCapacity: Int = 2048, embolden: Double = 0) {
        self.font = font
        self.embolden = embolden.isFinite ? embolden : 0
        cache = GlyphCache(capacity: cacheCapacity)
        outlines = [GlyphOutline?](repeating: nil, count: font.glyphCount)
        rasterizer.tolerance = TextRenderer.flatteningTolerance
    }

    deinit {
        glyphRasterizer.deallocate()
    }

    /// How far flattened glyph curves may stray from the true curve, in pixels. Finer than the
    /// rasterizer's default for charts: small glyphs show coarse flattening as lumpy bowls.
    public static let flatteningTolerance = 0.02

    /// Cache statistics: hits, misses, evictions and images held.
    public var cacheStatistics: (hits: Int, misses: Int, evictions: Int, count: Int) {
        (cache.hits, cache.misses, cache.evictions, cache.count)
    }

    /// Empties the glyph cache and, with `outlines`, forgets the outlines read from the font too
    /// (benchmarks use this to measure uncached drawing).
    public func removeCachedGlyphs(outlines removeOutlines: Bool = false) {
        cache.removeAll()
        if removeOutlines { for i in outlines.indices { outlines[i] = nil } }
    }

    /// The size actually used: quantised to 1/64 pixel.
    @inline(__always)
    static func size64(_ size: Double) -> Int {
        let v = size * 64
        // Every real size: one rounding (the generic saturating conversion costs ≈ 200 instructions).
        if v.magnitude < 1e9 { return Int(v.rounded(.toNearestOrAwayFromZero)) }
        return Int(Int32(saturating: v, rounding: .toNearestOrAwayFromZero))
    }

    /// Measures `text` at `size` pixels per em, cut to `maxWidth` with `…` if given.
    /// - Parameters:
    ///   - text: One line (no line breaking is done).
    ///   - size: Pixels per em, as in CSS `font-size` in pixels.
    ///   - maxWidth: The widest the text may be; longer text is cut and ends in `…`.
    /// - Returns: The advance, the line metrics and the ink box; zero for a non-positive size.
    /// - Complexity: O(characters); outlines are read once per glyph for the ink box.
    public func measure(_ text: String, size: Double, maxWidth: Double? = nil) -> TextMetrics {
        guard size.isFinite, size > 0 else {
            return TextMetrics(advance: 0, ascent: 0, descent: 0, lineGap: 0, box: Rect(x: 0, y: 0, width: 0, height: 0), truncated: false)
        }
        let scale = Double(TextRenderer.size64(size)) / 64 / Double(font.unitsPerEm)
        runLayout(text, scale: scale, maxWidth: maxWidth)
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for i in 0 ..< layout.count {
            let o = outline(Int(layout.glyphs[i]))
            guard !o.isEmpty else { continue }
            let x = Double(layout.positions[i])
            minX = min(minX, (x + Double(o.xMin)) * scale); maxX = max(maxX, (x + Double(o.xMax)) * scale)
            minY = min(minY, -Double(o.yMax) * scale); maxY = max(maxY, -Double(o.yMin) * scale)
        }
        let box = minX <= maxX ? Rect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
                               : Rect(x: 0, y: 0, width: 0, height: 0)
        return TextMetrics(advance: Double(layout.advance) * scale, ascent: Double(font.ascender) * scale,
                           descent: Double(font.descender) * scale, lineGap: Double(font.lineGap) * scale,
                           box: box, truncated: layout.truncated)
    }

    /// Draws `text` at `size` pixels per em with its baseline at `baseline.y` (rounded to a pixel
    /// row) and its start, centre or end at `baseline.x` per `alignment`, in `color` times
    /// `opacity`, cut to `maxWidth` with `…` if given. Drawing is clipped to the target's clip.
    /// - Parameters:
    ///   - text: One line (no line breaking is done).
    ///   - size: Pixels per em.
    ///   - baseline: The pen's start on the baseline (or the centre or end, per `alignment`).
    ///   - alignment: Which part of the text lands on `baseline.x`.
    ///   - color: The text's colour.
    ///   - opacity: Multiplies the colour's alpha (0 … 1).
    ///   - maxWidth: The widest the text may be; longer text is cut and ends in `…`.
    ///   - moving: The text slides by fractions of a pixel from frame to frame (a board following
    ///     the pointer), so each glyph meets every quarter-pixel offset: a glyph not cached yet is
    ///     rendered at all four at once, and the text never misses the cache (a miss allocates
    ///     its image) on a glyph it drew before.
    ///   - target: The bitmap drawn into.
    /// - Returns: the pixels the glyph masks cover (before clipping), for damage tracking.
    /// - Complexity: O(characters) blits once the glyphs are cached; a miss rasterizes one glyph
    ///   (four when `moving`).
    @discardableResult
    public func draw(_ text: String, size: Double, at baseline: Point, alignment: TextAlignment = .left,
                     color: Color, opacity: Double = 1, maxWidth: Double? = nil, moving: Bool = false,
                     in target: Bitmap) -> PixelRect {
        var drawn = PixelRect(x: 0, y: 0, width: 0, height: 0)
        guard size.isFinite, size > 0, baseline.x.isFinite, baseline.y.isFinite, opacity > 0, color.alpha > 0 else { return drawn }
        let size64 = TextRenderer.size64(size)
        let scale = Double(size64) / 64 / Double(font.unitsPerEm)
        runLayout(text, scale: scale, maxWidth: maxWidth)
        let width = Double(layout.advance) * scale
        let startX = baseline.x - (alignment == .center ? width / 2 : alignment == .right ? width : 0)
        let by = Int(Int32(saturating: baseline.y, rounding: .toNearestOrAwayFromZero))
        if Double(size64) / 64 > TextRenderer.maxCachedSize {
            return drawUncached(startX: startX, baselineY: by, scale: scale, color: color, opacity: opacity, in: target)
        }
        for i in 0 ..< layout.count {
            let x = startX + Double(layout.positions[i]) * scale
            let fx = x.rounded(.down)
            var ix = Int(Int32(saturating: fx)), quarter = Int(saturating: (x - fx) * 4, rounding: .toNearestOrAwayFromZero)
            if quarter == 4 { ix += 1; quarter = 0 }
            let glyph = Int(layout.glyphs[i])
            let key = GlyphCache.key(glyph: glyph, size64: size64, quarter: quarter)
            let entry: Int
            if let hit = cache.lookup(key) {
                entry = hit
            } else {
                if moving { cacheOtherQuarters(glyph, size64: size64, scale: scale, besides: quarter) }
                let rendered = renderGlyph(glyph, scale: scale, quarter: quarter)
                entry = cache.insert(key, rendered)
            }
            let image = cache.image(entry)
            guard image.mask.width > 0 else { continue }
            let origin = (x: ix + image.left, y: by + image.top)
            target.blend(image.mask, at: origin, color: color, opacity: opacity)
            drawn = drawn.union(PixelRect(x: origin.x, y: origin.y, width: image.mask.width, height: image.mask.height))
        }
        return drawn
    }

    /// The cached image of one glyph at a size and quarter-pixel offset (rendering it on a miss),
    /// for drawing glyphs yourself with ``Bitmap/blend(_:at:color:opacity:)``.
    /// - Parameters:
    ///   - glyph: A glyph index (``Font/glyph(for:)``).
    ///   - size: Pixels per em.
    ///   - quarter: The pen's sub-pixel x offset in quarter pixels (0 … 3).
    /// - Complexity: O(1) for a cached glyph; a miss rasterizes it.
    public func glyphImage(_ glyph: Int, size: Double, quarter: Int = 0) -> GlyphImage {
        let size64 = TextRenderer.size64(size)
        let key = GlyphCache.key(glyph: glyph, size64: size64, quarter: quarter)
        if let e = cache.lookup(key) { return cache.image(e) }
        let scale = Double(size64) / 64 / Double(font.unitsPerEm)
        let rendered = renderGlyph(glyph, scale: scale, quarter: quarter & 3)
        let entry = cache.insert(key, rendered)
        return cache.image(entry)
    }

    /// Caches `glyph`'s images at the quarter-pixel offsets other than `besides` that are not cached.
    private func cacheOtherQuarters(_ glyph: Int, size64: Int, scale: Double, besides quarter: Int) {
        for q in 0 ..< 4 where q != quarter {
            let key = GlyphCache.key(glyph: glyph, size64: size64, quarter: q)
            if !cache.contains(key) { cache.insert(key, renderGlyph(glyph, scale: scale, quarter: q)) }
        }
    }

    private func runLayout(_ text: String, scale: Double, maxWidth: Double?) {
        let limit = maxWidth.map { w in w.isFinite ? Int(max(0, min(w / scale, Double(Int32.max))).rounded(.down)) : Int(Int32.max) }
        layout.layout(text, font: font, maxWidth: limit)
    }

    /// The outline of a glyph, read once (a malformed glyph draws nothing).
    @inline(__always)
    func outline(_ glyph: Int) -> GlyphOutline {
        guard glyph >= 0, glyph < outlines.count else { return GlyphOutline() }
        if let o = outlines[glyph] { return o }
        var o = (try? font.outline(glyph: glyph)) ?? GlyphOutline()
        if embolden != 0 { o = o.emboldened(by: Float(embolden * Double(font.unitsPerEm))) }
        outlines[glyph] = o
        return o
    }

    /// Rasterizes a glyph at `scale` (pixels per font unit), shifted right by `quarter`/4 pixel:
    /// on the glyph-sized grid of ``GlyphRasterizer`` when the mask fits it, else (huge glyphs, where
    /// building the ``Path`` costs little next to the area) as a path filled by the ``Rasterizer``.
    /// The mask is built on the memory of the cache entry the next insert evicts.
    func renderGlyph(_ glyph: Int, scale: Double, quarter: Int) -> GlyphImage {
        let o = outline(glyph)
        guard !o.isEmpty else { return .empty }
        let dx = Double(quarter) * 0.25
        let x0 = (Double(o.xMin) * scale + dx).rounded(.down), x1 = (Double(o.xMax) * scale + dx).rounded(.up)
        let y0 = (-Double(o.yMax) * scale).rounded(.down), y1 = (-Double(o.yMin) * scale).rounded(.up)
        // A glyph far larger than its em (a malformed font) is not drawn rather than allocating
        // an absurd mask. Past this guard every value is finite and far inside Int32 (outline
        // points are 16-bit font units, scale at most maxCachedSize per em), so plain conversions
        // are exact.
        let limit = 8 * Double(font.unitsPerEm) * scale + 16
        guard x1 - x0 <= limit, y1 - y0 <= limit, abs(x0) <= 1e6, abs(y0) <= 1e6 else { return .empty }
        let w = max(1, Int(x1 - x0)), h = max(1, Int(y1 - y0))
        var mask = CoverageMask(width: w, height: h, reusing: cache.recycledStorage() ?? [])
        if GlyphRasterizer.fits(width: w, height: h) {
            glyphRasterizer.fill(o, scale: scale, dx: dx - x0, dy: -y0, tolerance: TextRenderer.flatteningTolerance, into: &mask)
        } else {
            mask.coverage.withUnsafeMutableBufferPointer { $0.update(repeating: 0) }
            buildPath(o, scale: scale, dx: dx - x0, dy: -y0)
            rasterizer.fill(path, rule: .nonZero, into: &mask)
        }
        return GlyphImage(mask: mask, left: Int(x0), top: Int(y0))
    }

    /// Fills `path` with the outline scaled, flipped (y down) and moved by (`dx`, `dy`) pixels.
    func buildPath(_ o: GlyphOutline, scale: Double, dx: Double, dy: Double) {
        // Build in a local (one exclusive access to the stored path instead of one per element).
        var path = Path()
        swap(&path, &self.path)
        defer { swap(&path, &self.path) }
        path.removeAll()
        var p = 0
        for verb in o.verbs {
            switch verb {
            case .move:
                path.moveTo(Point(Double(o.points[p].x) * scale + dx, dy - Double(o.points[p].y) * scale)); p += 1
            case .line:
                path.lineTo(Point(Double(o.points[p].x) * scale + dx, dy - Double(o.points[p].y) * scale)); p += 1
            case .quad:
                path.quadTo(Point(Double(o.points[p].x) * scale + dx, dy - Double(o.points[p].y) * scale),
                            Point(Double(o.points[p + 1].x) * scale + dx, dy - Double(o.points[p + 1].y) * scale))
                p += 2
            case .close:
                path.close()
            }
        }
    }

    /// Large text: each glyph's outline filled straight into the target.
    private func drawUncached(startX: Double, baselineY: Int, scale: Double, color: Color, opacity: Double,
                              in target: Bitmap) -> PixelRect {
        var drawn = PixelRect(x: 0, y: 0, width: 0, height: 0)
        for i in 0 ..< layout.count {
            let o = outline(Int(layout.glyphs[i]))
            guard !o.isEmpty else { continue }
            let x = startX + Double(layout.positions[i]) * scale
            buildPath(o, scale: scale, dx: x, dy: Double(baselineY))
            rasterizer.fill(path, rule: .nonZero, paint: .solid(color), opacity: opacity, in: target)
            let box = Rect(x: x + Double(o.xMin) * scale, y: Double(baselineY) - Double(o.yMax) * scale,
                           width: Double(o.xMax - o.xMin) * scale, height: Double(o.yMax - o.yMin) * scale)
            drawn = drawn.union(box.enclosingPixels)
        }
        return drawn
    }
}
