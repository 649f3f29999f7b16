import Raster

extension ChartScreen {
    /// The current state as a PNG file at the size of the last ``resize(width:height:scale:)``,
    /// drawn and encoded a strip of rows at a time (`PNG.encode(width:height:rowsPerStrip:draw:to:)`):
    /// only one strip of pixels is held, not the frame. Each strip is a whole frame drawn again —
    /// every layer straight into the strip, as in a first frame — and the bytes are those of
    /// rendering the frame once (``render(into:)``) and encoding it (`PNG.encode(_:to:)`).
    /// - Parameters:
    ///   - rowsPerStrip: Rows drawn at a time (default `PNG.rowsPerStrip(width:)`, about 1 MiB).
    ///   - write: Receives the file's bytes in order.
    /// - Throws: What `write` throws.
    /// - Complexity: one frame's drawing per strip (the layout and decimation are repeated; the
    ///   rasterizers sweep only the strip's rows) plus the encoding.
    package func encodePNG<E: Error>(rowsPerStrip: Int? = nil, to write: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        let width = scene.width, height = scene.height
        try PNG.encode(width: width, height: height, rowsPerStrip: rowsPerStrip ?? PNG.rowsPerStrip(width: width),
                       draw: { (strip: Bitmap) throws(E) in
                           scene.invalidateAllLayers()
                           render(into: strip)
                       }, to: write)
    }
}
