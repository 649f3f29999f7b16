/// Premultiplied ARGB8888 pixels (`WL_SHM_FORMAT_ARGB8888`, `0xAARRGGBB` per `UInt32`) in rows of
/// `stride` pixels, over memory the bitmap owns or borrows (a `wl_shm` mapping) without copying.
///
/// `Bitmap` is a view: copies share their pixels, like an `UnsafeMutableBufferPointer`. Owned
/// memory lives as long as any view of it; borrowed memory must outlive every view.
/// Drawing is limited to ``clip`` (the whole bitmap unless narrowed) and, in a view handed out by
/// ``ParallelRenderer``, to that view's ``band`` of rows.
public struct Bitmap {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Distance from one row to the next, in pixels (≥ `width`).
    public let stride: Int
    /// The first pixel (top left) of this view: for handing the memory to other code (a
    /// compositor, a file); drawing goes through ``Rasterizer``, ``TextRenderer`` and the methods
    /// here.
    public let pixels: UnsafeMutablePointer<UInt32>
    /// Where drawing may change pixels, in this view's coordinates; always inside the bounds.
    public var clip: PixelRect {
        didSet { clip = clip.intersection(bounds) }
    }
    /// The rows drawing may change: every row, except in the views ``ParallelRenderer`` gives each
    /// thread, where it is that thread's band. Unlike ``clip`` it cannot be widened. Drawing into
    /// a band changes exactly the pixels of those rows that drawing into the whole bitmap with the
    /// same clip would change, to the same values; ``clip`` still shapes the geometry (a rasterizer
    /// clips and anchors its fixed-point grid to it), the band only limits the rows written.
    public internal(set) var band: Range<Int>
    /// The rows that have memory: every row, except in a strip of a taller frame
    /// (``PNG/encode(width:height:rowsPerStrip:draw:to:)``), where it is the strip's rows (its band).
    @usableFromInline var memoryRows: Range<Int>
    /// Keeps owned memory alive; `nil` for borrowed memory.
    @usableFromInline let storage: PixelStorage?

    /// A new bitmap of `width × height` pixels that owns its memory, cleared to transparent.
    /// - Parameters:
    ///   - width: Pixels per row (0 or more).
    ///   - height: Rows (0 or more).
    /// - Complexity: O(width × height).
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        let storage = PixelStorage(count: width * height)
        self.init(pixels: storage.base, width: width, height: height, stride: width, storage: storage)
    }

    /// A bitmap over memory it does not own, such as a `wl_shm` buffer mapping, a framebuffer or
    /// another library's image, without copying.
    ///
    /// The memory must hold `strideBytes × height` bytes, stay valid and not move while any view
    /// of the bitmap is used; nothing is freed when the bitmap goes. ``init(width:height:)`` owns
    /// its memory instead (no lifetime to manage).
    /// - Parameters:
    ///   - pixels: The top-left pixel, 4-byte aligned, premultiplied ARGB8888.
    ///   - width: Pixels per row.
    ///   - height: Rows.
    ///   - strideBytes: Bytes from one row to the next: a multiple of 4, at least `4 × width`.
    /// - Complexity: O(1).
    public init(borrowing pixels: UnsafeMutableRawPointer, width: Int, height: Int, strideBytes: Int) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        precondition(strideBytes % 4 == 0 && strideBytes >= width * 4, "stride must hold a row of 32-bit pixels")
        self.init(pixels: pixels.bindMemory(to: UInt32.self, capacity: strideBytes / 4 * height),
                  width: width, height: height, stride: strideBytes / 4, storage: nil)
    }

    @usableFromInline
    init(pixels: UnsafeMutablePointer<UInt32>, width: Int, height: Int, stride: Int, storage: PixelStorage?) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.stride = stride
        self.storage = storage
        self.clip = PixelRect(x: 0, y: 0, width: width, height: height)
        self.band = 0 ..< height
        self.memoryRows = 0 ..< height
    }

    /// ``clip`` limited to ``band``: the pixels drawing may change.
    @inlinable public var drawableArea: PixelRect {
        clip.intersection(PixelRect(x: clip.x, y: band.lowerBound, width: clip.width, height: band.count))
    }

    /// The rectangle `0, 0, width, height`.
    @inlinable public var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }

    /// Bytes from one row to the next.
    @inlinable public var strideBytes: Int { stride * 4 }

    /// A view of a sub-rectangle sharing these pixels (clamped to the bounds); its clip is this
    /// view's clip, moved into its coordinates. Drawing into the view at (0, 0) draws at
    /// `rect`'s corner here.
    /// - Parameter rect: The part to view, in this view's coordinates.
    /// - Complexity: O(1); no pixels are copied.
    public func view(_ rect: PixelRect) -> Bitmap {
        let r = rect.intersection(bounds)
        var v = Bitmap(pixels: pixels + (r.y * stride + r.x), width: r.width, height: r.height,
                       stride: stride, storage: storage)
        v.clip = PixelRect(x: clip.x - r.x, y: clip.y - r.y, width: clip.width, height: clip.height)
        v.band = min(max(band.lowerBound - r.y, 0), r.height) ..< min(max(band.upperBound - r.y, 0), r.height)
        v.memoryRows = min(max(memoryRows.lowerBound - r.y, 0), r.height) ..< min(max(memoryRows.upperBound - r.y, 0), r.height)
        return v
    }

    /// The premultiplied pixel value at column `x`, row `y` (``Color/init(premultiplied:)``
    /// turns it into a colour).
    /// - Precondition: inside the bounds (and, in a strip of a taller frame, inside its rows).
    @inlinable
    public subscript(x: Int, y: Int) -> UInt32 {
        get {
            precondition(x >= 0 && x < width && memoryRows.contains(y), "pixel outside the bitmap")
            return pixels[y * stride + x]
        }
        nonmutating set {
            precondition(x >= 0 && x < width && memoryRows.contains(y), "pixel outside the bitmap")
            pixels[y * stride + x] = newValue
        }
    }

    /// One row as a buffer of `width` pixels, valid as long as the bitmap's memory is (for bulk
    /// access; `bitmap[x, y]` is the checked way).
    /// - Precondition: `0 ≤ y < height` (in a strip of a taller frame: one of its rows).
    @inlinable
    public func row(_ y: Int) -> UnsafeMutableBufferPointer<UInt32> {
        precondition(memoryRows.contains(y), "row outside the bitmap")
        return UnsafeMutableBufferPointer(start: pixels + y * stride, count: width)
    }

    /// Sets every pixel inside the clip (and band) to `color`, premultiplied — a store, not a blend.
    ///
    /// To clear and then fill or stroke, pass the colour to the drawing instead, as the
    /// `clearingTo:` argument of ``Rasterizer``'s fills and strokes: the same pixels, each stored once.
    /// - Parameter color: The new colour of those pixels (transparent by default).
    /// - Complexity: O(clip area).
    public func clear(to color: Color = .clear) {
        let colors = PixelMath.Pixels8(repeating: color.premultiplied)
        let area = drawableArea
        if area.x == 0 && area.width == stride {
            // Whole rows: one run.
            PixelMath.store(colors, pixels + area.y * stride, count: area.width * area.height)
            return
        }
        for y in area.y ..< area.maxY {
            PixelMath.store(colors, pixels + y * stride + area.x, count: area.width)
        }
    }
}

/// Owned pixel memory, freed when the last ``Bitmap`` view of it goes.
@usableFromInline
final class PixelStorage {
    /// Cache-line alignment of the first pixel: a row that starts on a line boundary is stored in
    /// whole lines (a 32-byte store that straddles two lines costs two).
    static let alignment = 64
    @usableFromInline let base: UnsafeMutablePointer<UInt32>
    init(count: Int) {
        let count = max(count, 1)
        base = UnsafeMutableRawPointer.allocate(byteCount: count * 4, alignment: PixelStorage.alignment)
            .bindMemory(to: UInt32.self, capacity: count)
        base.initialize(repeating: 0, count: count)
    }
    deinit { UnsafeMutableRawPointer(base).deallocate() }
}
