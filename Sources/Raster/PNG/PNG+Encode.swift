import CZlib

extension PNG {
    /// The bitmap as a PNG file: 8-bit RGBA, straight alpha, non-interlaced.
    ///
    /// Each row takes the filter (none, sub, up, average, Paeth) whose output has the smallest sum
    /// of absolute signed bytes (the usual heuristic), then zlib compresses at level 6.
    /// - Parameter bitmap: The pixels to encode (its whole bounds; the clip does not matter).
    /// - Returns: The bytes of a `.png` file.
    /// - Complexity: O(width × height); memory: the whole file (see ``encode(_:to:)`` for rows).
    public static func encode(_ bitmap: Bitmap) -> [UInt8] {
        var out: [UInt8] = []
        encode(bitmap) { (bytes: UnsafeRawBufferPointer) throws(Never) in out.append(contentsOf: bytes) }
        return out
    }

    /// Encodes the bitmap like ``encode(_:)``, handing the file to `write` in pieces as they are
    /// made: rows are converted, filtered and compressed one at a time, and the compressed stream
    /// leaves in `IDAT` chunks of at most 64 KiB. Nothing the size of the image is allocated — a
    /// few rows and zlib's state (about 300 KB) — so a large image can go straight to a file.
    /// An error thrown by `write` stops the encoding and is rethrown.
    /// - Parameters:
    ///   - bitmap: The pixels to encode (its whole bounds).
    ///   - write: Receives the file's bytes in order; the buffer is valid only during the call
    ///     (copy it, or write it out). ``encode(_:)`` is the array-returning counterpart.
    /// - Throws: Whatever `write` throws, typed.
    /// - Complexity: O(width × height) time, O(width) memory.
    public static func encode<E: Error>(_ bitmap: Bitmap, to write: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        precondition(bitmap.memoryRows == 0 ..< bitmap.height, "a strip of a frame cannot be encoded as an image")
        try encodeRows(width: bitmap.width, height: bitmap.height, to: write) { (y: Int) throws(E) -> UnsafePointer<UInt32> in
            UnsafePointer(bitmap.pixels + y * bitmap.stride)
        }
    }

    /// Encodes a `width × height` frame that is drawn a strip of rows at a time, so that only one
    /// strip's pixels exist at once: for rows `0 ..< rowsPerStrip`, then the next strip and so on,
    /// `draw` gets the frame as a ``Bitmap`` whose memory holds only that strip's rows (cleared to
    /// transparent) and whose ``Bitmap/band`` is those rows, draws the whole frame into it — the
    /// ``Rasterizer``, ``TextRenderer`` and the bitmap's own methods write only the band, with the
    /// pixels they would give in the whole frame — and the strip's rows are encoded. The file is
    /// byte for byte ``encode(_:to:)``'s of the whole frame drawn once by the same drawing
    /// (``ParallelRenderer``'s rule: the drawing must not depend on which rows it writes).
    /// Rows outside the strip have no memory: `draw` must not read or write them other than by
    /// drawing (``Bitmap/row(_:)`` and the subscript check).
    /// - Parameters:
    ///   - width: Pixels per row.
    ///   - height: Rows of the frame.
    ///   - rowsPerStrip: Rows drawn at a time (≥ 1; ``rowsPerStrip(width:)`` suggests a size).
    ///   - draw: Draws the whole frame into the strip it is given; called once per strip, in order.
    ///   - write: Receives the file's bytes in order, as in ``encode(_:to:)``.
    /// - Throws: Whatever `draw` or `write` throws, typed.
    /// - Complexity: `draw`'s cost times the strips, plus O(width × height); memory: one strip.
    public static func encode<E: Error>(width: Int, height: Int, rowsPerStrip: Int, draw: (Bitmap) throws(E) -> Void,
                                        to write: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        precondition(width >= 0 && height >= 0 && rowsPerStrip > 0, "bad frame or strip size")
        let memory = Bitmap.StripMemory(width: width, height: height, rows: rowsPerStrip)
        var strip = Bitmap(width: 0, height: 0)
        try encodeRows(width: width, height: height, to: write) { (y: Int) throws(E) -> UnsafePointer<UInt32> in
            if y % memory.rows == 0 {
                strip = memory.strip(y ..< min(y + memory.rows, height))
                try draw(strip)
            }
            return UnsafePointer(strip.pixels + y * strip.stride)
        }
    }

    /// A strip height for ``encode(width:height:rowsPerStrip:draw:to:)`` of frames `width` pixels
    /// wide: about 1 MiB of pixels, in whole bands of the rasterizer's 32 rows (a band cut by a strip
    /// is swept twice). 128 rows at 1920, 64 at 3840.
    public static func rowsPerStrip(width: Int) -> Int {
        let rows = (1 << 20) / max(4 * width, 1)
        return max(CellBuffer.rows, rows / CellBuffer.rows * CellBuffer.rows)
    }

    /// The encoder of ``encode(_:to:)``: row `y` of the image is `row(y)`'s `width` pixels, asked
    /// for in order, each once.
    private static func encodeRows<E: Error>(width w: Int, height h: Int, to write: (UnsafeRawBufferPointer) throws(E) -> Void,
                                             row rowAt: (Int) throws(E) -> UnsafePointer<UInt32>) throws(E) {
        let rowBytes = w * 4
        // The signature, then the header's data: size, depth 8, RGBA, deflate, adaptive
        // filtering, no interlace.
        var start = signature
        start.appendBigEndian(UInt32(w))
        start.appendBigEndian(UInt32(h))
        start += [8, 6, 0, 0, 0]
        let head = UnsafeMutablePointer<UInt8>.allocate(capacity: start.count)
        defer { head.deallocate() }
        head.initialize(from: start, count: start.count)
        try write(UnsafeRawBufferPointer(start: head, count: 8))
        try writeChunk("IHDR", UnsafeBufferPointer(start: head + 8, count: start.count - 8), write)

        // Rows: previous and current (straight RGBA), one candidate per filter type being scored,
        // and the best one with its filter byte in front.
        let previous = UnsafeMutablePointer<UInt8>.allocate(capacity: max(rowBytes, 1))
        let current = UnsafeMutablePointer<UInt8>.allocate(capacity: max(rowBytes, 1))
        let candidate = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes + 1)
        let best = UnsafeMutablePointer<UInt8>.allocate(capacity: rowBytes + 1)
        let chunkSize = 1 << 16
        let compressed = UnsafeMutablePointer<UInt8>.allocate(capacity: chunkSize)
        defer {
            previous.deallocate(); current.deallocate(); candidate.deallocate(); best.deallocate()
            compressed.deallocate()
        }
        previous.initialize(repeating: 0, count: max(rowBytes, 1))
        current.initialize(repeating: 0, count: max(rowBytes, 1))

        var stream = z_stream()
        let status = deflateInit_(&stream, 6, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size))
        precondition(status == Z_OK, "zlib deflateInit failed (\(status))")
        defer { deflateEnd(&stream) }

        /// Compresses `count` bytes at `input` (all of them; `finish` ends the stream), writing
        /// every full output buffer as an `IDAT` chunk.
        func compress(_ input: UnsafeMutablePointer<UInt8>?, _ count: Int, finish: Bool) throws(E) {
            stream.next_in = input
            stream.avail_in = uInt(count)
            while true {
                stream.next_out = compressed
                stream.avail_out = uInt(chunkSize)
                let result = deflate(&stream, finish ? Z_FINISH : Z_NO_FLUSH)
                precondition(result == Z_OK || result == Z_STREAM_END || result == Z_BUF_ERROR, "zlib deflate failed (\(result))")
                let produced = chunkSize - Int(stream.avail_out)
                if produced > 0 { try writeChunk("IDAT", UnsafeBufferPointer(start: compressed, count: produced), write) }
                if finish ? result == Z_STREAM_END : (stream.avail_in == 0 && stream.avail_out != 0) { break }
            }
        }

        var prev = previous, cur = current
        for y in 0 ..< h {
            let row = try rowAt(y)
            for x in 0 ..< w {
                let c = Color(premultiplied: row[x])
                cur[4 * x] = c.red; cur[4 * x + 1] = c.green
                cur[4 * x + 2] = c.blue; cur[4 * x + 3] = c.alpha
            }
            var bestScore = Int.max
            for type: UInt8 in 0 ... 4 {
                let score = filter(type, cur, prev, rowBytes, into: candidate + 1)
                if score < bestScore {
                    bestScore = score
                    best[0] = type
                    (best + 1).update(from: candidate + 1, count: rowBytes)
                }
            }
            try compress(best, rowBytes + 1, finish: false)
            swap(&prev, &cur)
        }
        try compress(nil, 0, finish: true)
        try writeChunk("IEND", UnsafeBufferPointer(start: nil, count: 0), write)
    }

    /// Filters one row of `n` bytes with PNG filter `type` (bytes per pixel 4) into `out`; returns
    /// the heuristic score.
    static func filter(_ type: UInt8, _ cur: UnsafePointer<UInt8>, _ prev: UnsafePointer<UInt8>, _ n: Int,
                       into out: UnsafeMutablePointer<UInt8>) -> Int {
        var score = 0
        for i in 0 ..< n {
            let a = i >= 4 ? cur[i - 4] : 0, b = prev[i], c = i >= 4 ? prev[i - 4] : 0
            let predictor: UInt8
            switch type {
            case 0: predictor = 0
            case 1: predictor = a
            case 2: predictor = b
            case 3: predictor = UInt8((Int(a) + Int(b)) / 2)
            default: predictor = paeth(a, b, c)
            }
            let v = cur[i] &- predictor
            out[i] = v
            score += Int(v < 128 ? v : 0 &- v)
        }
        return score
    }

    /// The Paeth predictor of the PNG specification.
    @inline(__always)
    static func paeth(_ a: UInt8, _ b: UInt8, _ c: UInt8) -> UInt8 {
        let p = Int(a) + Int(b) - Int(c)
        let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
        if pa <= pb && pa <= pc { return a }
        return pb <= pc ? b : c
    }

    /// Writes one chunk: length, type, data, CRC.
    static func writeChunk<E: Error>(_ type: StaticString, _ data: UnsafeBufferPointer<UInt8>,
                                     _ write: (UnsafeRawBufferPointer) throws(E) -> Void) throws(E) {
        let tag = type.withUTF8Buffer { b in
            UInt32(b[0]) << 24 | UInt32(b[1]) << 16 | UInt32(b[2]) << 8 | UInt32(b[3])
        }
        // Length, type and (after the data) CRC, big-endian, from one small buffer.
        let word = UnsafeMutablePointer<UInt32>.allocate(capacity: 3)
        defer { word.deallocate() }
        word[0] = UInt32(data.count).bigEndian
        word[1] = tag.bigEndian
        word[2] = crc(tag, data).bigEndian
        try write(UnsafeRawBufferPointer(start: word, count: 8))
        if data.count > 0 { try write(UnsafeRawBufferPointer(data)) }
        try write(UnsafeRawBufferPointer(start: word + 2, count: 4))
    }
}

extension [UInt8] {
    mutating func appendBigEndian(_ v: UInt32) {
        append(UInt8(truncatingIfNeeded: v >> 24)); append(UInt8(truncatingIfNeeded: v >> 16))
        append(UInt8(truncatingIfNeeded: v >> 8)); append(UInt8(truncatingIfNeeded: v))
    }
}
