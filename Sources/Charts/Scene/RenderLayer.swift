import Raster

/// One surface of the render stage: a premultiplied bitmap in the screen's coordinates, the
/// region its renderers may draw in, a dirty flag, and the rectangles they actually drew (only
/// those are composited, so sparse layers such as y labels cost little).
///
/// The bitmap is allocated the first time the layer is drawn into it rather than straight into
/// the target: a frame where every layer changes (the first one, `--png`) needs no layer memory,
/// and a layer that never stays still between frames never gets any. It has memory only for the
/// rows the layer covers (`cover`, from the layout — the overview and the controls are strips),
/// grown to the rows a draw actually reached (`finishDrawing()`): drawn and composited in the
/// screen's coordinates, with the pixels a full-size bitmap would hold in those rows.
public final class RenderLayer {
    /// The layers of a chart screen, in compositing order (bottom first).
    public enum Kind: Int, CaseIterable, Sendable {
        /// Horizontal grid lines.
        case grid
        /// Series strokes and fills of the main chart.
        case series
        /// The overview's series.
        case overview
        /// The overview's mask, window and handles, and the toggle pills.
        case controls
        /// The highlight line, circles and bar veil (under the labels, so y labels stay readable).
        case highlight
        /// Title, date range, x and y labels.
        case labels
        /// The info board of the highlight (over everything).
        case board
    }

    public let kind: Kind
    /// Whether the layer is drawn straight into every frame and never cached. The grid (a few
    /// lines) and the labels (glyphs from the glyph caches, no path) cost about as much to draw
    /// as their cache costs to composite, so a bitmap for them would only spend memory: two
    /// plot-sized layers, ≈ 16 MB at 1920 × 1080 and 60 MB at 3840 × 2160.
    let drawsEveryFrame: Bool
    /// The layer's pixels: once the layer was cached, a frame of the target's size with memory
    /// for the rows it covers (`Bitmap.rowsWithMemory`), else empty; transparent where nothing
    /// is drawn.
    public private(set) var bitmap: Bitmap
    /// The size the bitmap takes when the layer is first cached (``resize(width:height:)``).
    private var size = (width: 0, height: 0)
    /// Where the layer's renderers draw (the bitmap's clip while drawing).
    public var region: PixelRect
    /// The part of the target the layer is expected to draw in (the scene's layout): its rows
    /// get memory when the layer is cached. Setting it forgets rows grown beyond it.
    var cover = PixelRect(x: 0, y: 0, width: 0, height: 0) {
        didSet { grownRows = 0 ..< 0 }
    }
    /// Rows a cached draw reached outside `cover` (`finishDrawing()`); they keep memory
    /// until the layout changes.
    private var grownRows: Range<Int> = 0 ..< 0
    /// Whether the bitmap gets memory for every row (the layers before region-sized memory;
    /// tests compare the two).
    var fullFrameMemory = false
    /// The rows the bitmap has memory for at the next cached draw.
    var memoryRows: Range<Int> {
        if fullFrameMemory { return 0 ..< size.height }
        return RenderLayer.union(cover.isEmpty ? 0 ..< 0 : cover.y ..< cover.maxY, grownRows).clamped(to: 0 ..< size.height)
    }
    /// Whether the layer must be redrawn before the next composite.
    var isDirty = true
    /// Opacity of the whole layer when composited (the feel helper fades layers with it).
    public var opacity: Double = 1
    /// What the last draw covered (composited; cleared before the next draw).
    public private(set) var drawn: [PixelRect] = []
    /// Whether ``bitmap`` holds the layer's current content. A layer redrawn in consecutive frames
    /// (a pan, an animation) is drawn straight into the target instead — no clear, no composite —
    /// and catches its bitmap up in the first frame it is not dirty.
    var cacheValid = false

    init(kind: Kind) {
        self.kind = kind
        drawsEveryFrame = kind == .grid || kind == .labels
        bitmap = Bitmap(width: 0, height: 0)
        region = PixelRect(x: 0, y: 0, width: 0, height: 0)
        drawn.reserveCapacity(RenderLayer.maxRecords)
    }

    /// Sizes the layer for a `width × height` target and marks it dirty; a bitmap of another size
    /// is released (the next cached draw allocates the new one).
    func resize(width: Int, height: Int) {
        size = (width, height)
        grownRows = 0 ..< 0
        if bitmap.width != width || bitmap.height != height {
            if bitmap.width != 0 { bitmap = Bitmap(width: 0, height: 0) }
            drawn.removeAll(keepingCapacity: true)
            staleRects.removeAll(keepingCapacity: true)
            cacheValid = false
        }
        isDirty = true
    }

    /// Starts drawing straight into `target` (clipped to ``region``): forgets the drawn record
    /// (the bitmap's stale pixels are cleared by the next `beginDrawing()`).
    func beginDirect(into target: Bitmap) -> Bitmap {
        // Only a cached draw left pixels in the bitmap; a direct draw's record is of the target.
        if cacheValid { staleRects.append(contentsOf: drawn) }
        drawn.removeAll(keepingCapacity: true)
        cacheValid = false
        var t = target
        t.clip = region.intersection(target.clip)
        return t
    }

    /// Rectangles of the bitmap drawn before a direct draw (cleared by the next `beginDrawing()`);
    /// at most one draw's worth (``drawn`` stays short), so it never grows while panning.
    private var staleRects: [PixelRect] = []

    /// Clears what was drawn last time and returns the bitmap clipped to ``region`` for drawing;
    /// call `finishDrawing()` after drawing.
    func beginDrawing() -> Bitmap {
        let rows = memoryRows
        if bitmap.width != size.width || bitmap.height != size.height || bitmap.rowsWithMemory != rows {
            // First cached draw at this size or these rows: a fresh (transparent) bitmap, nothing
            // stale in it.
            bitmap = Bitmap(width: size.width, height: size.height, rows: rows)
            staleRects.removeAll(keepingCapacity: true)
            drawn.removeAll(keepingCapacity: true)
            cacheValid = false
        }
        // The bitmap's old pixels: the last cached draw (`drawn`, when the cache is valid), or
        // the cached draw before direct draws (`staleRects`).
        func clear(_ r: PixelRect) {
            var b = bitmap
            b.clip = r
            b.clear()
        }
        if cacheValid { drawn.forEach(clear) } else { staleRects.forEach(clear) }
        staleRects.removeAll(keepingCapacity: true)
        drawn.removeAll(keepingCapacity: true)
        cacheValid = true
        var b = bitmap
        b.clip = region
        return b
    }

    /// Whether everything the draw since `beginDrawing()` recorded lies in rows with memory.
    /// If not, those rows are added to the layer's memory and the draw must be repeated (from
    /// `beginDrawing()`, which then allocates them): only drawn rows are composited, so this
    /// keeps every composited pixel the one a full-size bitmap would hold.
    func finishDrawing() -> Bool {
        let reached = drawnBounds
        guard !reached.isEmpty else { return true }
        let memory = bitmap.rowsWithMemory
        if reached.y >= memory.lowerBound && reached.maxY <= memory.upperBound { return true }
        grownRows = RenderLayer.union(grownRows, reached.y ..< reached.maxY)
        drawn.removeAll(keepingCapacity: true)
        staleRects.removeAll(keepingCapacity: true)
        cacheValid = false
        return false
    }

    /// The smallest range holding both (an empty one adds nothing).
    static func union(_ a: Range<Int>, _ b: Range<Int>) -> Range<Int> {
        if a.isEmpty { return b }
        if b.isEmpty { return a }
        return min(a.lowerBound, b.lowerBound) ..< max(a.upperBound, b.upperBound)
    }

    /// Records that `rect` (clipped to the region) was drawn. The records never overlap: each is
    /// composited on its own, so a pixel in two of them would be blended twice (a translucent
    /// mask drawn once would show twice as dark). A rectangle that meets records is merged with
    /// them, and past `maxRecords` with the last one, until none overlap.
    /// - Complexity: O(`maxRecords`²), no allocation (the list keeps its capacity).
    func markDrawn(_ rect: Rect) {
        Damage.merge(rect.enclosingPixels.intersection(region), into: &drawn, limit: RenderLayer.maxRecords)
    }

    /// The most rectangles ``drawn`` keeps (a layer of many small marks composites a few larger
    /// rectangles instead).
    static let maxRecords = 12

    /// Records that `rect` was drawn (pixels).
    func markDrawn(_ r: PixelRect) { markDrawn(Rect(x: Double(r.x), y: Double(r.y), width: Double(r.width), height: Double(r.height))) }

    /// The union of everything drawn (the layer's damage when it changes).
    var drawnBounds: PixelRect { drawn.reduce(PixelRect(x: 0, y: 0, width: 0, height: 0)) { $0.union($1) } }

    /// Composites the drawn parts over `target` (src-over).
    func composite(into target: Bitmap) {
        guard opacity > 0 else { return }
        for r in drawn {
            let clipped = r.intersection(target.clip)
            guard !clipped.isEmpty else { continue }
            target.composite(bitmap.view(clipped), at: (clipped.x, clipped.y), opacity: opacity)
        }
    }
}
