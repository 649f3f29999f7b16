import Testing
@testable import Raster

/// Our glyph masks against FreeType's unhinted anti-aliased rendering of the same outlines.
@Suite(.enabled(if: TestFont.available, "needs \(TestFont.path) (fonts-dejavu-core)"))
struct GlyphRenderingTests {
    let font = TestFont.font!
    let oracle = FreeTypeOracle(path: TestFont.path)!

    /// Differences between our mask and FreeType's for one glyph, over the pixels either inks.
    struct Comparison {
        var max = 0, total = 0, pixels = 0
        mutating func add(_ other: Comparison) { max = Swift.max(max, other.max); total += other.total; pixels += other.pixels }
        var mean: Double { pixels == 0 ? 0 : Double(total) / Double(pixels) }
    }

    func compare(_ renderer: TextRenderer, glyph: Int, size: Double, quarter: Int) -> Comparison {
        let image = renderer.glyphImage(glyph, size: size, quarter: quarter)
        let m = 3
        let w = image.mask.width + 2 * m, h = image.mask.height + 2 * m
        // FreeType renders at the same pen position: our mask's (left, top) lands at (m, m).
        let ft = oracle.render(glyph, size: Double(TextRenderer.size64(size)) / 64,
                               originX: Double(m - image.left) + Double(quarter) / 4, baselineY: m - image.top, width: w, height: h)
        var c = Comparison()
        for y in 0 ..< h {
            for x in 0 ..< w {
                let mx = x - m, my = y - m
                let ours = mx >= 0 && my >= 0 && mx < image.mask.width && my < image.mask.height ? Int(image.mask[mx, my]) : 0
                let theirs = Int(ft[y * w + x])
                guard ours != 0 || theirs != 0 else { continue }
                let d = abs(ours - theirs)
                c.max = max(c.max, d); c.total += d; c.pixels += 1
            }
        }
        return c
    }

    static let characters = (0x21 ... 0x7E).map { Character(Unicode.Scalar(UInt8($0))) } + Array("éÅüñ€…°µß")

    @Test(arguments: [11.0, 13, 16, 24, 48])
    func glyphsMatchFreeTypeUnhinted(size: Double) {
        let renderer = TextRenderer(font: font)
        var all = Comparison()
        var worst = (Comparison(), Character(" "), 0)
        for ch in Self.characters {
            let glyph = font.glyph(for: ch.unicodeScalars.first!)
            for quarter in 0 ..< 4 {
                let c = compare(renderer, glyph: glyph, size: size, quarter: quarter)
                all.add(c)
                if c.max > worst.0.max { worst = (c, ch, quarter) }
            }
        }
        print("glyphs vs FreeType at \(size) px: mean \(all.mean) over \(all.pixels) inked pixels, max \(all.max) ('\(worst.1)' quarter \(worst.2))")
        // Measured (flattening tolerance 0.02 px): mean 0.76…1.76, max 14…18 of 255 over the
        // inked pixels at 11…48 px; bounds leave room for rounding, not for a wrong outline
        // (a coarse 0.2 px flattening already gives mean 4.5…8.6, max ~100).
        #expect(all.mean <= 2.5, "mean difference \(all.mean) at \(size) px")
        #expect(all.max <= 28, "max difference \(all.max) at \(size) px ('\(worst.1)' quarter \(worst.2))")
    }
}
