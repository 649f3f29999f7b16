import Testing
@testable import Raster

@Suite(.enabled(if: TestFont.available, "needs \(TestFont.path) (fonts-dejavu-core)"))
struct TextRendererTests {
    let font = TestFont.font!
    let oracle = FreeTypeOracle(path: TestFont.path)!

    /// Advance of a string from the font's tables alone (hmtx + kern), in font units.
    func tableAdvance(_ s: String) -> Int {
        var total = 0, previous = -1
        for c in s.unicodeScalars {
            let g = font.glyph(for: c)
            if previous >= 0 { total += font.kerning(previous, g) }
            total += font.advance(ofGlyph: g)
            previous = g
        }
        return total
    }

    @Test(arguments: ["Hello, World", "AVATAR Type", "Wave P. Yolk", "Température: −3 °C", "Jan 12"])
    func advancesEqualTheTablesAndFreeType(text: String) {
        let renderer = TextRenderer(font: font)
        renderer.tabularDigits = false
        let m = renderer.measure(text, size: 16)
        #expect(abs(m.advance - Double(tableAdvance(text)) * 16 / 2048) < 1e-9)
        // FreeType's unscaled advances and kerning give the same sum.
        var ft = 0, previous = -1
        for c in text.unicodeScalars {
            let g = oracle.glyphIndex(c.value)
            if previous >= 0 { ft += oracle.kerning(previous, g) }
            ft += oracle.advance(g)
            previous = g
        }
        #expect(ft == tableAdvance(text))
        #expect(m.ascent == Double(font.ascender) * 16 / 2048 && m.descent == Double(font.descender) * 16 / 2048)
        #expect(!m.truncated)
    }

    @Test func kerningTightensPairsAndCanBeTurnedOff() {
        let renderer = TextRenderer(font: font)
        let kerned = renderer.measure("AVAV", size: 20).advance
        renderer.kerning = false
        let plain = renderer.measure("AVAV", size: 20).advance
        #expect(kerned < plain - 1)
        let a = font.advance(ofGlyph: font.glyph(for: "A")), v = font.advance(ofGlyph: font.glyph(for: "V"))
        #expect(plain == Double(2 * (a + v)) * 20 / 2048)
    }

    @Test func digitsAreTabular() {
        // DejaVu Sans's default digits are already tabular (no `tnum` substitution, no digit kerning).
        let renderer = TextRenderer(font: font)
        let w = renderer.measure("0", size: 13).advance
        for s in ["1111", "0000", "7171", "2024", "9.876"] where !s.contains(".") {
            #expect(abs(renderer.measure(s, size: 13).advance - 4 * w) < 1e-9, "\(s)")
        }
        #expect(renderer.measure("1,234", size: 13).advance == Double(tableAdvance("1,234")) * 13 / 2048)
    }

    @Test func tabularDigitsAreNotKernedEvenWhenTheFontKernsThem() throws {
        // DejaVu Sans kerns no digit pair, so its first kern pair is rewritten to 1–1 = −150 units.
        var bytes = TestFont.bytes!
        let one = font.glyph(for: "1")
        let pair = font.tables["kern"]!.offset + 18
        bytes.replaceSubrange(pair ..< pair + 6, with: [UInt8(one >> 8), UInt8(one & 0xFF), UInt8(one >> 8), UInt8(one & 0xFF), 0xFF, 0x6A])
        let kerned = try Font(bytes: bytes)
        #expect(kerned.kerning(one, one) == -150)
        let renderer = TextRenderer(font: kerned)
        let w = renderer.measure("1", size: 20).advance
        #expect(abs(renderer.measure("111", size: 20).advance - 3 * w) < 1e-9, "tabular: no kerning between digits")
        renderer.tabularDigits = false
        #expect(abs(renderer.measure("111", size: 20).advance - (3 * w - 300 * 20 / 2048)) < 1e-9, "proportional: kerned twice by 150 units")
    }

    @Test func measureGivesTheInkBox() {
        let renderer = TextRenderer(font: font)
        let m = renderer.measure("Hxg", size: 20)
        let s = 20.0 / 2048
        let h = try! font.outline(glyph: font.glyph(for: "H")), g = try! font.outline(glyph: font.glyph(for: "g"))
        #expect(abs(m.box.minX - Double(h.xMin) * s) < 1e-6)
        #expect(abs(m.box.minY + Double(h.yMax) * s) < 1e-6, "top of the box is the top of H")
        #expect(abs(m.box.maxY + Double(g.yMin) * s) < 1e-6, "bottom is the descender of g")
        #expect(renderer.measure("   ", size: 20).box.isEmpty)
        #expect(renderer.measure("", size: 20).advance == 0)
    }

    @Test func truncationEndsWithAnEllipsisInsideTheWidth() {
        let renderer = TextRenderer(font: font)
        let full = renderer.measure("Daily active users (millions)", size: 13)
        for width in [30.0, 57.5, 80, 120, full.advance - 0.5] {
            let m = renderer.measure("Daily active users (millions)", size: 13, maxWidth: width)
            #expect(m.truncated && m.advance <= width + 1e-9 && m.advance > width - 13, "width \(width): \(m.advance)")
            #expect(renderer.layout.glyphs.last == Int32(font.glyph(for: "…")))
        }
        #expect(!renderer.measure("Daily active users (millions)", size: 13, maxWidth: full.advance).truncated)
        // Trailing spaces are dropped before the ellipsis: "Daily …" never happens.
        let cut = renderer.measure("Daily active", size: 13, maxWidth: renderer.measure("Daily a…", size: 13).advance - 0.1)
        #expect(cut.truncated)
        #expect(!renderer.layout.glyphs.dropLast().contains(Int32(font.glyph(for: " "))))
        // Too narrow even for the ellipsis: nothing.
        let none = renderer.measure("Daily", size: 13, maxWidth: 2)
        #expect(none.truncated && none.advance == 0 && renderer.layout.count == 0)
    }

    @Test func alignmentMovesTheTextByItsAdvance() {
        let renderer = TextRenderer(font: font)
        let text = "Sep 2024", size = 13.0
        let advance = renderer.measure(text, size: size).advance
        func render(_ alignment: TextAlignment, _ x: Double) -> Bitmap {
            let b = Bitmap(width: 120, height: 30)
            renderer.draw(text, size: size, at: Point(x, 20), alignment: alignment, color: .black, in: b)
            return b
        }
        let left = render(.left, 20), right = render(.right, 20 + advance), center = render(.center, 20 + advance / 2)
        #expect(Golden.compare(left, right).max == 0)
        #expect(Golden.compare(left, center).max == 0)
        #expect(Golden.compare(left, render(.left, 21)).max > 0)
    }

    @Test func drawingReportsWhatItCoversAndRespectsTheClip() {
        let renderer = TextRenderer(font: font)
        var b = Bitmap(width: 100, height: 40)
        let drawn = renderer.draw("Hg", size: 20, at: Point(10, 25), color: .black, in: b)
        let box = renderer.measure("Hg", size: 20).box
        #expect(drawn.x <= Int(10 + box.minX) && drawn.maxX >= Int((10 + box.maxX).rounded(.up)))
        #expect(drawn.y <= 25 + Int(box.minY.rounded(.down)) && drawn.maxY >= 25 + Int(box.maxY.rounded(.up)))
        var inked = 0
        for y in 0 ..< 40 { for x in 0 ..< 100 where b[x, y] != 0 { inked += 1; #expect(drawn.contains(x: x, y: y)) } }
        #expect(inked > 50)
        // Clipped: nothing outside the clip changes.
        let c = Bitmap(width: 100, height: 40)
        b = c
        b.clip = PixelRect(x: 0, y: 0, width: 15, height: 40)
        renderer.draw("Hg", size: 20, at: Point(10, 25), color: .black, in: b)
        for y in 0 ..< 40 { for x in 15 ..< 100 { #expect(c[x, y] == 0) } }
        // Nonsense input draws nothing and does not trap.
        for size in [0.0, -3, .nan, .infinity] {
            #expect(renderer.draw("x", size: size, at: Point(5, 5), color: .black, in: c).isEmpty)
        }
        #expect(renderer.draw("x", size: 12, at: Point(.nan, 5), color: .black, in: c).isEmpty)
    }

    @Test func largeTextIsFilledDirectlyAndMatchesTheCachedPath() {
        let renderer = TextRenderer(font: font)
        let big = Bitmap(width: 400, height: 400)
        let drawn = renderer.draw("W", size: 300, at: Point(20, 320), color: .black, in: big)
        #expect(renderer.cacheStatistics.count == 0, "not cached above \(TextRenderer.maxCachedSize) px")
        var inked = 0
        for y in 0 ..< 400 { for x in 0 ..< 400 where big[x, y] >> 24 > 128 { inked += 1 } }
        #expect(inked > 10_000 && drawn.width > 250)
        // 256 px (cached) and 256.02 px (direct) differ only by rounding.
        let a = Bitmap(width: 300, height: 300), b = Bitmap(width: 300, height: 300)
        renderer.draw("e", size: 256, at: Point(10, 250), color: .black, in: a)
        renderer.draw("e", size: 256.01, at: Point(10, 250), color: .black, in: b)
        let diff = Golden.compare(a, b)
        #expect(diff.max <= 40 && diff.mean < 0.5, "\(diff)")
    }

    @Test func absurdlyLargeGlyphsOfAMalformedFontAreNotDrawn() throws {
        // unitsPerEm patched from 2048 to 16: every glyph becomes ~75 em wide, far outside any
        // sane em box; drawing must not allocate masks of millions of pixels.
        var bytes = TestFont.bytes!
        let head = font.tables["head"]!.offset
        bytes[head + 18] = 0; bytes[head + 19] = 16
        let broken = try Font(bytes: bytes)
        #expect(broken.unitsPerEm == 16)
        let renderer = TextRenderer(font: broken)
        #expect(renderer.glyphImage(broken.glyph(for: "H"), size: 48).mask.width == 0, "not drawn")
        let target = Bitmap(width: 64, height: 64)
        renderer.draw("Hé", size: 200, at: Point(2, 60), color: .black, in: target)
        #expect(renderer.cacheStatistics.count == 3, "H at 48 px, H and é at 200 px: cached as empty")
        // A sane font at the same size draws.
        #expect(TextRenderer(font: font).glyphImage(font.glyph(for: "H"), size: 48).mask.width > 0)
    }

    @Test func cacheServesRepeatsAndIsKeyedByQuarterPixel() {
        let renderer = TextRenderer(font: font)
        let b = Bitmap(width: 200, height: 30)
        renderer.draw("abcabc", size: 13, at: Point(5, 20), color: .black, in: b)
        let first = renderer.cacheStatistics
        renderer.draw("abcabc", size: 13, at: Point(5, 20), color: .black, in: b)
        let second = renderer.cacheStatistics
        #expect(second.misses == first.misses && second.hits == first.hits + 6)
        let q0 = renderer.glyphImage(font.glyph(for: "l"), size: 13, quarter: 0)
        let q2 = renderer.glyphImage(font.glyph(for: "l"), size: 13, quarter: 2)
        #expect(q0.mask.coverage != q2.mask.coverage, "a half-pixel shift changes the mask")
    }
}

@Suite struct GlyphCacheTests {
    static func image(_ n: Int) -> GlyphImage { GlyphImage(mask: CoverageMask(width: n, height: 1), left: n, top: 0) }

    @Test func evictsTheLeastRecentlyUsed() {
        var cache = GlyphCache(capacity: 3)
        for k: UInt64 in [1, 2, 3] { cache.insert(k, Self.image(Int(k))) }
        #expect(cache.lookup(1) != nil)            // order now 1, 3, 2
        cache.insert(4, Self.image(4))             // evicts 2
        #expect(cache.lookup(2) == nil)
        #expect(cache.keysByRecency == [4, 1, 3])
        #expect(cache.count == 3 && cache.evictions == 1)
        #expect(cache.image(cache.lookup(3)!).left == 3)
    }

    @Test func staysConsistentUnderRandomUse() {
        var cache = GlyphCache(capacity: 37)
        var model: [UInt64] = []   // most recent first
        var seed: UInt64 = 7
        for _ in 0 ..< 20_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let key = GlyphCache.key(glyph: Int(seed >> 40) % 60, size64: 13 * 64 + Int(seed >> 50) % 2, quarter: Int(seed >> 60) % 4)
            if let e = cache.lookup(key) {
                #expect(cache.image(e).left == Int(key % 1000))
                model.removeAll { $0 == key }
                model.insert(key, at: 0)
            } else {
                #expect(!model.contains(key))
                cache.insert(key, GlyphImage(mask: CoverageMask(width: 0, height: 0), left: Int(key % 1000), top: 0))
                model.insert(key, at: 0)
                if model.count > 37 { model.removeLast() }
            }
        }
        #expect(cache.keysByRecency == model)
    }

    @Test func keysSeparateGlyphSizeAndQuarter() {
        let keys = Set([(1, 64, 0), (1, 64, 1), (1, 65, 0), (2, 64, 0), (1, 64, 3)].map { GlyphCache.key(glyph: $0.0, size64: $0.1, quarter: $0.2) })
        #expect(keys.count == 5)
    }
}
