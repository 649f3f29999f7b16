import Testing
@testable import Raster

/// The glyph-sized path (``GlyphRasterizer``, ``TextRenderer``'s uncached glyphs) must give byte for
/// byte the masks of building the glyph's ``Path`` and filling it with the general rasterizer:
/// odd sizes, one cell band tall and taller, all quarter-pixel offsets, masks cut too small for the
/// glyph (contours reaching outside take the clipping path), masks it must overwrite, glyphs too
/// large for it (they fall back) and empty ones.
@Suite(.enabled(if: TestFont.available, "needs \(TestFont.path) (fonts-dejavu-core)"))
struct GlyphRasterizerTests {
    let font = TestFont.font!

    /// The general path's mask: the outline as a ``Path`` filled non-zero into an empty mask.
    func pathFill(_ renderer: TextRenderer, _ o: GlyphOutline, scale: Double, dx: Double, dy: Double,
                  width: Int, height: Int) -> CoverageMask {
        let general = Rasterizer()
        general.tolerance = TextRenderer.flatteningTolerance
        var mask = CoverageMask(width: width, height: height)
        renderer.buildPath(o, scale: scale, dx: dx, dy: dy)
        general.fill(renderer.path, rule: .nonZero, into: &mask)
        return mask
    }

    /// Every glyph of the font at 9, 13 and 24.5 px (every seventh at the other sizes, to keep the
    /// suite fast), four
    /// quarter offsets, the glyph's own box and one cut 2 px smaller on every side; the mask starts
    /// full of stale bytes (the path overwrites every byte).
    @Test(arguments: [6.5, 9.0, 11.0, 13.0, 17.75, 24.5, 33.3, 48.0, 90.0])
    func masksEqualPathFills(size: Double) {
        let renderer = TextRenderer(font: font)
        var glyphPath = GlyphRasterizer(), general = Rasterizer()
        defer { glyphPath.deallocate() }
        general.tolerance = TextRenderer.flatteningTolerance
        let scale = Double(TextRenderer.size64(size)) / 64 / Double(font.unitsPerEm)
        var differing: [Int] = []
        var drawn = 0, tall = 0
        for glyph in stride(from: 0, to: font.glyphCount, by: [9.0, 13.0, 24.5].contains(size) ? 1 : 7) {
            let o = renderer.outline(glyph)
            guard !o.isEmpty else { continue }
            for quarter in 0 ..< 4 {
                let dx = Double(quarter) * 0.25
                let x0 = (Double(o.xMin) * scale + dx).rounded(.down), x1 = (Double(o.xMax) * scale + dx).rounded(.up)
                let y0 = (-Double(o.yMax) * scale).rounded(.down), y1 = (-Double(o.yMin) * scale).rounded(.up)
                for inset in [0, 2] {
                    let w = max(1, Int(x1 - x0) - 2 * inset), h = max(1, Int(y1 - y0) - 2 * inset)
                    guard GlyphRasterizer.fits(width: w, height: h) else { continue }
                    let ox = dx - x0 - Double(inset), oy = -y0 - Double(inset)
                    var a = CoverageMask(width: w, height: h)
                    for i in a.coverage.indices { a.coverage[i] = UInt8(truncatingIfNeeded: i &* 37 | 1) }
                    glyphPath.fill(o, scale: scale, dx: ox, dy: oy, tolerance: TextRenderer.flatteningTolerance, into: &a)
                    var b = CoverageMask(width: w, height: h)
                    renderer.buildPath(o, scale: scale, dx: ox, dy: oy)
                    general.fill(renderer.path, rule: .nonZero, into: &b)
                    if a.coverage != b.coverage { differing.append(glyph) }
                    if b.coverage.contains(where: { $0 != 0 }) { drawn += 1 }
                    if h > CellBuffer.rows { tall += 1 }
                }
            }
        }
        #expect(differing.isEmpty, "glyphs whose masks differ at \(size) px: \(differing.prefix(20))")
        #expect(drawn > 800, "the comparison drew glyphs (\(drawn) masks with ink)")
        if size >= 48 { #expect(tall > 50, "masks taller than one cell band were compared (\(tall))") }
    }

    /// Through ``TextRenderer/glyphImage(_:size:quarter:)`` with a tiny cache, so every mask is
    /// built on the stale memory of the one it evicts: the alphabet at sizes whose masks fit the
    /// glyph path and at 250 px, where glyphs fall back to the ``Rasterizer``.
    @Test func rendererImagesEqualPathFills() {
        let renderer = TextRenderer(font: font, cacheCapacity: 3)
        let text = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789@&%?!.,;:()[]{}éÅüñ€…°µß "
        var fell = 0, fit = 0, differing: [String] = []
        for size in [5.25, 12.0, 13.0, 21.4, 250.0] {
            let scale = Double(TextRenderer.size64(size)) / 64 / Double(font.unitsPerEm)
            for quarter in 0 ..< 4 {
                for c in text.unicodeScalars {
                    let glyph = font.glyph(for: c)
                    let image = renderer.glyphImage(glyph, size: size, quarter: quarter)
                    let o = renderer.outline(glyph)
                    if o.isEmpty {
                        if image.mask.width != 0 { differing.append("\(c) \(size) px not empty") }
                        continue
                    }
                    let m = image.mask
                    if GlyphRasterizer.fits(width: m.width, height: m.height) { fit += 1 } else { fell += 1 }
                    let expected = pathFill(renderer, o, scale: scale, dx: Double(quarter) * 0.25 - Double(image.left),
                                            dy: -Double(image.top), width: m.width, height: m.height)
                    if m.coverage != expected.coverage { differing.append("\(c) \(size) px q\(quarter)") }
                }
            }
        }
        #expect(differing.isEmpty, "\(differing.prefix(20))")
        #expect(fell > 100 && fit > 1000, "both paths were taken (\(fit) fit, \(fell) fell back)")
        #expect(renderer.cacheStatistics.evictions > 1000)
    }

    /// Glyphs that draw nothing: a space has no image; a contour enclosing no area, and a contour
    /// lying wholly outside the mask, leave every byte of a stale mask 0.
    @Test func emptyGlyphsGiveEmptyMasks() {
        let renderer = TextRenderer(font: font)
        #expect(renderer.glyphImage(font.glyph(for: " "), size: 13).mask.width == 0)
        var glyphPath = GlyphRasterizer()
        defer { glyphPath.deallocate() }
        var flat = GlyphOutline()
        flat.verbs = [.move, .line, .line, .close]
        flat.points = [SIMD2(0, 0), SIMD2(500, 500), SIMD2(0, 0)]
        var away = GlyphOutline()
        away.verbs = [.move, .line, .line, .close]
        away.points = [SIMD2(5000, 0), SIMD2(6000, 0), SIMD2(6000, 1000)]
        for (o, height) in [(flat, 8), (flat, 40), (away, 8), (away, 40)] {
            var mask = CoverageMask(width: 9, height: height)
            for i in mask.coverage.indices { mask.coverage[i] = 0xA5 }
            glyphPath.fill(o, scale: 0.01, dx: 1, dy: 7, tolerance: TextRenderer.flatteningTolerance, into: &mask)
            #expect(mask.coverage.allSatisfy { $0 == 0 }, "a glyph without area, mask 9×\(height)")
        }
    }

    /// Rows are stored eight values at a time and may spill into the rows below, never past the
    /// mask: narrow glyphs (masks 1 to 8 pixels wide, up to three bands tall) built on a larger
    /// array leave the bytes after the mask untouched, and equal the path fill.
    @Test func narrowMasksStayInsideTheirBytes() {
        let renderer = TextRenderer(font: font)
        var glyphPath = GlyphRasterizer()
        defer { glyphPath.deallocate() }
        var checked = 0
        for c in "l.,:;|!i'1".unicodeScalars {
            let o = renderer.outline(font.glyph(for: c))
            for size in [4.0, 9.0, 13.0, 17.0, 40.0, 70.0] {
                let scale = Double(TextRenderer.size64(size)) / 64 / Double(font.unitsPerEm)
                let x0 = (Double(o.xMin) * scale).rounded(.down), x1 = (Double(o.xMax) * scale).rounded(.up)
                let y0 = (-Double(o.yMax) * scale).rounded(.down), y1 = (-Double(o.yMin) * scale).rounded(.up)
                let w = max(1, Int(x1 - x0)), h = max(1, Int(y1 - y0))
                guard w <= 8 else { continue }
                var mask = CoverageMask(width: w, height: h, reusing: [UInt8](repeating: 0x5A, count: w * h + 64))
                glyphPath.fill(o, scale: scale, dx: -x0, dy: -y0, tolerance: TextRenderer.flatteningTolerance, into: &mask)
                let after = mask.coverage.withUnsafeBufferPointer { b in
                    (0 ..< 64).map { UnsafeRawPointer(b.baseAddress!).load(fromByteOffset: w * h + $0, as: UInt8.self) }
                }
                #expect(after.allSatisfy { $0 == 0x5A }, "bytes after the \(w)×\(h) mask of '\(c)' at \(size) px")
                let expected = pathFill(renderer, o, scale: scale, dx: -x0, dy: -y0, width: w, height: h)
                #expect(mask.coverage == expected.coverage, "'\(c)' at \(size) px")
                checked += 1
            }
        }
        #expect(checked > 30)
    }

    /// Masks built on recycled memory take its capacity when it suffices and grow when not.
    @Test func masksReuseStorage() {
        let storage = [UInt8](repeating: 7, count: 100)
        let smaller = CoverageMask(width: 5, height: 6, reusing: storage)
        #expect(smaller.coverage.count == 30)
        let larger = CoverageMask(width: 20, height: 10, reusing: smaller.coverage)
        #expect(larger.coverage.count == 200 && larger.coverage.capacity >= 256)
        #expect(larger.coverage[150...].allSatisfy { $0 == 0 }, "grown bytes start at 0")
    }
}
