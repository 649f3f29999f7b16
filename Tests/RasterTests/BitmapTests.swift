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
