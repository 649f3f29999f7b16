extension Bitmap {
    /// A `width × height` frame that owns memory for only `rows` of it, cleared to transparent:
    /// a layer that covers a strip of a larger frame (a chart's overview, its controls) at the
    /// strip's cost, drawn and composited in the frame's coordinates.
    ///
    /// Its ``band`` is `rows`, so drawing into it changes exactly the pixels, and to the same
    /// values, that drawing into a whole `width × height` bitmap with the same ``clip`` would
    /// change in those rows. ``view(_:)`` and ``composite(_:at:opacity:)`` take its rows as
    /// usual. Rows outside have no memory: reading or compositing them is a precondition failure.
    /// - Parameters:
    ///   - width: Pixels per row (0 or more).
    ///   - height: Rows of the frame (0 or more).
    ///   - rows: The rows that get memory, inside `0 ..< height` (may be empty).
    /// - Complexity: O(width × rows.count).
    public init(width: Int, height: Int, rows: Range<Int>) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        precondition(rows.lowerBound >= 0 && rows.upperBound <= height, "rows outside the frame")
        self.init(storage: PixelStorage(count: width * rows.count), width: width, height: height, rows: rows)
    }

    /// The frame over `storage` (at least `width × rows.count` pixels) with memory only for
    /// `rows`: row 0 lies `rows.lowerBound` rows before the memory; only `rows` are ever reached
    /// through it.
    init(storage: PixelStorage, width: Int, height: Int, rows: Range<Int>) {
        self.init(pixels: storage.base - rows.lowerBound * width, width: width, height: height, stride: width, storage: storage)
        band = rows
        memoryRows = rows
    }

    /// The rows that have memory: every row, except in a bitmap made by
    /// ``init(width:height:rows:)`` (or a strip of a taller frame being encoded), where it is
    /// those rows.
    @inlinable public var rowsWithMemory: Range<Int> { memoryRows }

    /// Memory for strips of `rows` rows of a `width × height` frame, reused strip after strip
    /// (``PNG/encode(width:height:rowsPerStrip:draw:to:)``, a kiosk's cross-fade): a frame drawn
    /// a strip at a time costs one strip of memory, allocated once.
    public final class StripMemory {
        /// The frame's width, pixels.
        public let width: Int
        /// The frame's height, rows.
        public let height: Int
        /// The most rows a strip has.
        public let rows: Int
        private let storage: PixelStorage

        /// Memory for strips of at most `rows` rows (fewer when the frame is shorter) of a
        /// `width × height` frame.
        /// - Complexity: O(width × rows).
        public init(width: Int, height: Int, rows: Int) {
            precondition(rows > 0, "a strip has at least one row")
            self.width = width
            self.height = height
            self.rows = min(rows, max(height, 1))
            storage = PixelStorage(count: width * self.rows)
        }

        /// The frame with memory only for `rows` (at most ``rows`` of them), cleared to
        /// transparent: the view's ``Bitmap/band`` is those rows, so drawing into it changes
        /// exactly the pixels, and to the same values, that drawing into the whole frame would
        /// change in them. Rows outside have no memory; nothing may read or write them (drawing
        /// does not: it respects the band).
        /// - Complexity: O(width × rows.count) to clear.
        public func strip(_ rows: Range<Int>) -> Bitmap {
            precondition(rows.lowerBound >= 0 && rows.upperBound <= height && rows.count <= self.rows, "strip outside the frame")
            storage.base.update(repeating: 0, count: width * rows.count)
            return Bitmap(storage: storage, width: width, height: height, rows: rows)
        }
    }
}
