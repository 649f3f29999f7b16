import Charts

extension KioskScreen {
    /// The bytes of pixels the wall keeps between frames besides the buffer it draws into: its
    /// panels' layer bitmaps (the rows with memory), shown or not — none, as a wall's panels draw
    /// every layer straight into the frame (`ChartRenderer.cachesLayers` off) — and, while a
    /// cross-fade runs, its one strip of rows. Tests watch it.
    /// - Complexity: O(panels × layers).
    package var heldPixelBytes: Int {
        let strip = fadeStrips.map { $0.width * $0.rows * 4 } ?? 0
        return panels.reduce(strip) { sum, panel in
            panel.scene.layers.reduce(sum) { $0 + $1.bitmap.rowsWithMemory.count * $1.bitmap.width * 4 }
        }
    }
}
