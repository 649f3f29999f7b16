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

    @Test func borrowsForeignMemoryWithoutCopying() {
        let memory = UnsafeMutableRawPointer.allocate(byteCount: 64 * 4, alignment: 4)
        defer { memory.deallocate() }
        memory.initializeMemory(as: UInt8.self, repeating: 0, count: 64 * 4)
        let bitmap = Bitmap(borrowing: memory, width: 5, height: 4, strideBytes: 64)
        bitmap[4, 3] = 0xFF11_2233
        #expect(memory.load(fromByteOffset: 3 * 64 + 16, as: UInt32.self) == 0xFF11_2233)
    }
}
