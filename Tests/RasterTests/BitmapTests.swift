import Testing
@testable import Raster

@Suite struct BitmapTests {
    @Test func viewsShareMemoryAndKeepTheClip() {
        let bitmap = Bitmap(width: 8, height: 6)
        var inner = bitmap.view(PixelRect(x: 2, y: 1, width: 4, height: 3))
        #expect(inner.width == 4 && inner.height == 3 && inner.stride == 8)
        inner.clip = PixelRect(x: 1, y: 1, width: 10, height: 10)
        #expect(inner.clip == PixelRect(x: 1, y: 1, width: 3, height: 2))
        inner.clear(to: .white)
        #expect(bitmap[3, 2] == 0xFFFF_FFFF)
        #expect(bitmap[2, 1] == 0)
        #expect(bitmap[6, 3] == 0)
    }

    /// A frame with memory for some rows draws, in those rows, exactly what a whole frame does
    /// with the same clip, and composites from them at their place.
    @Test func rowsWithMemoryDrawAndCompositeAsTheWholeFrame() {
        let (width, height) = (97, 61)
        let lines = ParallelRendererTests.lines(width, height)
        let whole = Bitmap(width: width, height: height)
        var clipped = whole
        clipped.clip = PixelRect(x: 3, y: 5, width: 90, height: 50)
        ParallelRendererTests.drawScene(Rasterizer(), clipped, lines)
        for rows in [0 ..< 0, 0 ..< 1, 17 ..< 45, 31 ..< 61, 0 ..< 61] {
            var part = Bitmap(width: width, height: height, rows: rows)
            #expect(part.rowsWithMemory == rows && part.band == rows && part.width == width && part.height == height)
            part.clip = clipped.clip
            ParallelRendererTests.drawScene(Rasterizer(), part, lines)
            for y in rows { #expect(Array(part.row(y)) == Array(whole.row(y)), "row \(y) of \(rows)") }
            // Composited at its place from a view of its rows.
            guard !rows.isEmpty else { continue }
            let area = PixelRect(x: 0, y: rows.lowerBound, width: width, height: rows.count)
            let a = Bitmap(width: width, height: height), b = Bitmap(width: width, height: height)
            a.composite(whole.view(area), at: (0, rows.lowerBound))
            b.composite(part.view(area), at: (0, rows.lowerBound))
            #expect((0 ..< height).allSatisfy { Array(a.row($0)) == Array(b.row($0)) })
        }
    }

    @Test func borrowsForeignMemoryWithoutCopying() {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 64 * 4, alignment: 4)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: 64 * 4)
        let bitmap = Bitmap(borrowing: memory, width: 5, height: 4, strideBytes: 64)
        bitmap[4, 3] = 0xFF11_2233
        #expect(memory.load(fromByteOffset: 3 * 64 + 16, as: UInt32.self) == 0xFF11_2233)
    }
}

/// `PixelMath.store` (128, 64 and 8 pixels a turn, then an overlapping last 8) and `clear`'s
/// whole-row run must write exactly the pixels asked for.
@Suite struct PixelStoreTests {
    @Test func storeWritesExactlyCountPixels() {
        let colors = PixelMath.Pixels8(repeating: 0xFF12_3456)
        let p = UnsafeMutablePointer<UInt32>.allocate(capacity: 400)
        defer { p.deallocate() }
        for count in [0, 1, 7, 8, 9, 63, 64, 71, 72, 73, 127, 128, 135, 136, 137, 199, 200, 263, 264, 265, 391, 392, 397] {
            p.initialize(repeating: 7, count: 400)
            PixelMath.store(colors, p + 3, count: count)
            let written = (0 ..< 400).filter { p[$0] == 0xFF12_3456 }
            #expect(written == Array(3 ..< 3 + count), "count \(count)")
            #expect((0 ..< 400).allSatisfy { p[$0] == 0xFF12_3456 || p[$0] == 7 })
        }
    }

    @Test func clearOfWholeRowsAndOfAClip() {
        let b = Bitmap(width: 37, height: 9)
        b.clear(to: .white)
        #expect((0 ..< 9).allSatisfy { y in b.row(y).allSatisfy { $0 == 0xFFFF_FFFF } })
        let inner = b.view(PixelRect(x: 0, y: 2, width: 37, height: 3))
        inner.clear()
        #expect((0 ..< 9).allSatisfy { y in b.row(y).allSatisfy { $0 == ((2 ..< 5).contains(y) ? 0 : 0xFFFF_FFFF) } })
        let side = b.view(PixelRect(x: 3, y: 0, width: 30, height: 9))
        side.clear(to: .white)
        #expect((0 ..< 9).allSatisfy { y in (0 ..< 37).allSatisfy { x in
            b.row(y)[x] == ((2 ..< 5).contains(y) && (x < 3 || x >= 33) ? 0 : 0xFFFF_FFFF) } })
    }

    /// Owned pixels start on a cache line (a frame's stores then never straddle two lines), small
    /// and frame-sized alike; malloc alone gives 16 bytes.
    @Test func ownedPixelsStartOnACacheLine() {
        for (w, h) in [(1, 1), (3, 7), (640, 480), (1920, 1080)] {
            let bitmaps = (0 ..< 4).map { _ in Bitmap(width: w, height: h) }
            for b in bitmaps { #expect(Int(bitPattern: b.pixels) % 64 == 0, "\(w)×\(h)") }
            #expect(bitmaps.allSatisfy { $0[0, 0] == 0 && $0[w - 1, h - 1] == 0 })
        }
    }
}
