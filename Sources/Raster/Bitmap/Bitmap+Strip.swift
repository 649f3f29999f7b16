extension Bitmap {
    /// Memory for strips of `rows` rows of a `width × height` frame, reused strip after strip
    /// (``PNG/encode(width:height:rowsPerStrip:draw:to:)``).
    final class StripMemory {
        let width: Int, height: Int, rows: Int
        private let storage: PixelStorage

        init(width: Int, height: Int, rows: Int) {
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
        func strip(_ rows: Range<Int>) -> Bitmap {
            precondition(rows.lowerBound >= 0 && rows.upperBound <= height && rows.count <= self.rows, "strip outside the frame")
            storage.base.update(repeating: 0, count: width * rows.count)
            // The frame's row 0 lies `rows.lowerBound` rows before the memory; only the strip's
            // rows are ever reached through it.
            var b = Bitmap(pixels: storage.base - rows.lowerBound * width, width: width, height: height,
                           stride: width, storage: storage)
            b.band = rows
            b.memoryRows = rows
            return b
        }
    }
}
