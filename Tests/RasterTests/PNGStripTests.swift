import Testing
@testable import Raster

/// `PNG.encode(width:height:rowsPerStrip:draw:to:)`: a frame drawn and encoded a strip of rows at a
/// time must give the bytes of the whole frame drawn once and encoded, at any strip height.
@Suite struct PNGStripTests {
    static func encoded(_ bitmap: Bitmap) -> [UInt8] { PNG.encode(bitmap) }

    static func encodedInStrips(width: Int, height: Int, rows: Int, _ draw: (Bitmap) -> Void) -> [UInt8] {
        var out: [UInt8] = []
        PNG.encode(width: width, height: height, rowsPerStrip: rows, draw: draw) { (b: UnsafeRawBufferPointer) throws(Never) in
            out.append(contentsOf: b)
        }
        return out
    }

    /// Strokes, fills, gradients, clips, a composited layer, a blended mask (ParallelRendererTests'
    /// scene) and text (cached glyphs and large outlines; where DejaVu Sans is installed), at strip
    /// heights that cut the rasterizer's 32-row bands anywhere.
    @Test(arguments: [(97, 61), (333, 200)])
    func stripsOfOddHeightsGiveTheWholeFramesBytes(size: (Int, Int)) throws {
        let (width, height) = size
        let lines = ParallelRendererTests.lines(width, height)
        let text = TestFont.font.map { TextRenderer(font: $0) }
        func draw(_ r: Rasterizer, _ target: Bitmap) {
            ParallelRendererTests.drawScene(r, target, lines)
            guard let text else { return }
            _ = text.draw("Strips 0123 — ÅÉ", size: 19, at: Point(4.3, Double(height) * 0.55), color: .black, in: target)
            _ = text.draw("big", size: 150, at: Point(20, Double(height) - 3), color: Color(red: 200, green: 0, blue: 0, alpha: 160), in: target)
        }
        let whole = Bitmap(width: width, height: height)
        draw(Rasterizer(), whole)
        let expected = Self.encoded(whole)
        for rows in [1, 7, 31, 33, 37, height - 1, height, height + 5] {
            var strips = 0
            let r = Rasterizer()
            let bytes = Self.encodedInStrips(width: width, height: height, rows: rows) { strip in
                #expect(strip.width == width && strip.height == height)
                #expect(strip.band.count <= rows && strip.band == strip.memoryRows)
                // Each strip starts transparent, like a new bitmap.
                #expect(strip.row(strip.band.lowerBound).allSatisfy { $0 == 0 })
                strips += 1
                draw(r, strip)
            }
            #expect(strips == (height + rows - 1) / rows)
            #expect(bytes == expected, "\(rows) rows a strip at \(width)×\(height)")
            #expect(try PNG.decode(bytes).width == width)
        }
    }

    /// Only one strip's memory exists: the same memory is handed out strip after strip.
    @Test func oneStripOfMemoryIsReused() {
        var bases: Set<UnsafeMutablePointer<UInt32>> = []
        _ = Self.encodedInStrips(width: 50, height: 100, rows: 16) { strip in
            bases.insert(strip.pixels + strip.band.lowerBound * strip.stride)
            strip.clear(to: .white)
        }
        #expect(bases.count == 1)
    }

    @Test func aViewOfAStripKeepsItsRows() {
        let memory = Bitmap.StripMemory(width: 40, height: 90, rows: 20)
        let strip = memory.strip(40 ..< 60)
        let v = strip.view(PixelRect(x: 3, y: 50, width: 20, height: 30))
        #expect(v.memoryRows == 0 ..< 10 && v.band == 0 ..< 10)
        #expect(strip.view(PixelRect(x: 0, y: 0, width: 10, height: 30)).memoryRows.isEmpty)
    }

    @Test func theStripHeightIsAboutAMebibyteInWholeBands() {
        #expect(PNG.rowsPerStrip(width: 1920) == 128)
        #expect(PNG.rowsPerStrip(width: 3840) == 64)
        #expect(PNG.rowsPerStrip(width: 100_000) == 32)
        #expect(PNG.rowsPerStrip(width: 1) % 32 == 0)
    }

    /// The empty frame and a frame of one row.
    @Test func degenerateFrames() {
        for (w, h) in [(0, 0), (5, 0), (3, 1)] {
            let whole = Bitmap(width: w, height: h)
            whole.clear(to: .white)
            #expect(Self.encodedInStrips(width: w, height: h, rows: 2) { $0.clear(to: .white) } == Self.encoded(whole))
        }
    }
}
