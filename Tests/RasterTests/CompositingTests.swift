import Testing
@testable import Raster

@Suite struct CompositingTests {
    @Test func pixelMathRoundsExactly() {
        for c: UInt32 in [0, 1, 127, 128, 254, 255] {
            for f: UInt32 in [0, 1, 2, 127, 128, 200, 254, 255] {
                let p = c << 24 | c << 16 | c << 8 | c
                let e = (c * f + 127) / 255
                let want = e << 24 | e << 16 | e << 8 | e
                let got = PixelMath.mul(p, f)
                // Rounded to nearest; ties (never hit for /255) aside, within one of c·f/255.
                #expect(abs(Int(got & 0xFF) - Int(Double(c * f) / 255 + 0.5)) == 0, "\(c)·\(f)")
                #expect(got >> 24 == want >> 24 || abs(Int(got >> 24) - Int(want >> 24)) <= 1)
            }
        }
    }

    @Test func layersCompositeSourceOver() {
        let base = Bitmap(width: 4, height: 2)
        base.clear(to: .white)
        let layer = Bitmap(width: 2, height: 2)
        layer[0, 0] = 0xFF00_00FF            // opaque blue: stored
        layer[1, 0] = 0x8000_0080            // half-transparent blue, premultiplied
        layer[0, 1] = 0                      // transparent: skipped
        layer[1, 1] = 0xFFFF_0000
        base.composite(layer, at: (x: 1, y: 0))
        #expect(base[0, 0] == 0xFFFF_FFFF)
        #expect(base[1, 0] == 0xFF00_00FF)
        #expect(base[2, 0] == 0xFF7F_7FFF)   // 0x80 + 255·127/255 = 255 for blue; red/green 127
        #expect(base[1, 1] == 0xFFFF_FFFF)
        #expect(base[2, 1] == 0xFFFF_0000)
        // Opacity and clipping.
        var clipped = Bitmap(width: 4, height: 2)
        clipped.clip = PixelRect(x: 0, y: 0, width: 2, height: 2)
        clipped.composite(layer, at: (x: 1, y: 0), opacity: 0.5)
        #expect(clipped[1, 0] == 0x8000_0080)
        #expect(clipped[2, 0] == 0)
    }

    @Test func masksBlendAColour() {
        var mask = CoverageMask(width: 3, height: 1)
        mask.coverage = [0, 128, 255]
        let target = Bitmap(width: 5, height: 1)
        target.clear(to: .white)
        target.blend(mask, at: (x: -1, y: 0), color: .black)
        #expect(target[0, 0] == 0xFF7F_7F7F)
        #expect(target[1, 0] == 0xFF00_0000)
        #expect(target[2, 0] == 0xFFFF_FFFF)
        target.blend(mask, at: (x: 2, y: 0), color: Color(rgb: 0xFF0000), opacity: 0)
        #expect(target[4, 0] == 0xFFFF_FFFF)
    }

    @Test func gradientRunsFromStartToEndAndPads() {
        let target = Bitmap(width: 256, height: 1)
        let g = LinearGradient(start: Point(0, 0), end: Point(256, 0),
                               stops: [(0, .black), (1, Color(rgb: 0xFFFFFF))])
        Rasterizer().fillRect(Rect(x: 0, y: 0, width: 256, height: 1), paint: .linearGradient(g), in: target)
        #expect(target[0, 0] == 0xFF00_0000 || target[0, 0] & 0xFF <= 1)
        #expect(abs(Int(target[128, 0] & 0xFF) - 128) <= 1)
        #expect(target[255, 0] & 0xFF >= 254)
        #expect(target[100, 0] >> 24 == 255)
    }
}
