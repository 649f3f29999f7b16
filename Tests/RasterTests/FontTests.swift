import Foundation
import Testing
@testable import Raster

/// The test font (DejaVu Sans from fonts-dejavu-core), loaded once; `nil` with a note when missing.
enum TestFont {
    static let path = FreeTypeOracle.dejaVuPath
    static let bytes: [UInt8]? = {
        guard let data = FileManager.default.contents(atPath: path) else {
            print("NOTE: \(path) is missing (install fonts-dejavu-core) — font tests are skipped")
            return nil
        }
        return [UInt8](data)
    }()
    static let font: Font? = bytes.flatMap { try? Font(bytes: $0) }
    static var available: Bool { font != nil }
}

@Suite(.enabled(if: TestFont.available, "needs \(TestFont.path) (fonts-dejavu-core)"))
struct FontTests {
    let font = TestFont.font!
    let oracle = FreeTypeOracle(path: TestFont.path)!

    @Test func headerMetricsMatchFreeType() {
        #expect(font.unitsPerEm == 2048)
        #expect(font.unitsPerEm == oracle.unitsPerEm)
        #expect(font.glyphCount == oracle.glyphCount)
        #expect(font.ascender == oracle.ascender)
        #expect(font.descender == -oracle.descender)
        #expect(font.capHeight == 1493 && font.xHeight == 1120, "OS/2 cap \(font.capHeight), x \(font.xHeight)")
    }

    @Test func characterMapMatchesFreeTypeForTheWholeBMPAndBeyond() {
        var mismatches: [String] = []
        for c in UInt32(0) ... 0x1_FFFF where !(0xD800 ... 0xDFFF).contains(c) {
            let ours = font.glyph(for: Unicode.Scalar(c)!), theirs = oracle.glyphIndex(c)
            if ours != theirs && mismatches.count < 10 { mismatches.append("U+\(String(c, radix: 16)): \(ours) ≠ \(theirs)") }
        }
        #expect(mismatches.isEmpty, "\(mismatches)")
        #expect(font.glyph(for: "A") != 0 && font.glyph(for: "…") != 0)
    }

    @Test func everyAdvanceMatchesFreeType() {
        for g in 0 ..< font.glyphCount where font.advance(ofGlyph: g) != oracle.advance(g) {
            Issue.record("glyph \(g): advance \(font.advance(ofGlyph: g)) ≠ \(oracle.advance(g))")
            return
        }
    }

    @Test func kerningMatchesTheTableAndFreeType() {
        #expect(font.kerningPairCount > 1000)
        let pairs = ["AV", "To", "Ty", "Wa", "LT", "P.", "r,", "Yo", "AT", "FA", "11", "av"]
        var kerned = 0
        for pair in pairs {
            let s = Array(pair.unicodeScalars)
            let l = font.glyph(for: s[0]), r = font.glyph(for: s[1])
            #expect(font.kerning(l, r) == oracle.kerning(l, r), "pair \(pair)")
            if font.kerning(l, r) != 0 { kerned += 1 }
        }
        #expect(kerned >= 6, "DejaVu Sans kerns most of these classic pairs")
        #expect(font.kerning(font.glyph(for: "A"), font.glyph(for: "V")) < 0)
        // All pairs of printable ASCII.
        for a in 0x20 ... 0x7E {
            for b in 0x20 ... 0x7E {
                let l = font.glyph(for: Unicode.Scalar(UInt8(a))), r = font.glyph(for: Unicode.Scalar(UInt8(b)))
                if font.kerning(l, r) != oracle.kerning(l, r) {
                    Issue.record("kerning \(a),\(b): \(font.kerning(l, r)) ≠ \(oracle.kerning(l, r))"); return
                }
            }
        }
    }

    @Test func gposPairKerningAgreesWithTheKernTable() throws {
        // DejaVu Sans carries its kerning twice (kern and GPOS); fonts without a kern table use
        // the GPOS pairs, so they must give the same values here.
        let gpos = try #require(font.gposKerning())
        var pairs = 0, differ: [String] = []
        for a in 0x20 ... 0x7E {
            for b in 0x20 ... 0x7E {
                let l = font.glyph(for: Unicode.Scalar(UInt8(a))), r = font.glyph(for: Unicode.Scalar(UInt8(b)))
                let table = font.kerning(l, r), fromGPOS = gpos.value(l, r)
                if table != 0 { pairs += 1 }
                if table != fromGPOS && differ.count < 8 { differ.append("\(Unicode.Scalar(UInt8(a)))\(Unicode.Scalar(UInt8(b))): kern \(table), GPOS \(fromGPOS)") }
            }
        }
        #expect(pairs > 200)
        #expect(differ.isEmpty, "\(differ)")

        // Without its kern table (tag renamed in the directory) the font kerns from GPOS.
        var bytes = TestFont.bytes!
        let record = try #require((0 ..< 20).map { 12 + 16 * $0 }.first { Array(bytes[$0 ..< $0 + 4]) == Array("kern".utf8) })
        bytes[record] = UInt8(ascii: "x")
        let noKern = try Font(bytes: bytes)
        #expect(noKern.kerningPairCount == 0 && noKern.hasKerning)
        let a = font.glyph(for: "A"), v = font.glyph(for: "V")
        #expect(noKern.kerning(a, v) == font.kerning(a, v) && noKern.kerning(a, v) < 0)
    }

    @Test func outlinesOfEveryGlyphMatchFreeTypePointForPoint() throws {
        var composites = 0
        for g in 0 ..< font.glyphCount {
            var context = CompositeContext()
            let raw = try font.rawGlyph(g, stack: &context)
            if context.components > 0 { composites += 1 }
            guard let ft = oracle.outlinePoints(g) else { Issue.record("FreeType cannot load \(g)"); continue }
            guard raw.x.count == ft.points.count, raw.ends == ft.ends else {
                Issue.record("glyph \(g): \(raw.x.count) points, ends \(raw.ends) ≠ FreeType \(ft.points.count), \(ft.ends)")
                return
            }
            // Exact for plain glyphs; FreeType applies scaled component transforms in 16.16 fixed
            // point and rounds, so allow one font unit (1/2048 em) there.
            for (i, p) in ft.points.enumerated() where abs(raw.x[i] - Float(p.0)) > 1 || abs(raw.y[i] - Float(p.1)) > 1 || raw.on[i] != p.2 {
                Issue.record("glyph \(g) point \(i): (\(raw.x[i]), \(raw.y[i]), \(raw.on[i])) ≠ FreeType \(p)")
                return
            }
        }
        #expect(composites > 500, "DejaVu Sans builds accented letters from components (\(composites) composites)")
    }

    @Test func accentedLettersPlaceTheirComponents() throws {
        // é = e + acute; the e contours of é are the e outline unchanged, the acute sits above x-height.
        let e = try font.outline(glyph: font.glyph(for: "e"))
        let eAcute = try font.outline(glyph: font.glyph(for: "é"))
        #expect(eAcute.contourCount == e.contourCount + 1)
        #expect(Array(eAcute.points.prefix(e.points.count)) == e.points)
        let accent = eAcute.points[e.points.count...]
        #expect(accent.allSatisfy { $0.y > Float(font.xHeight) }, "the acute lies above the x-height")
        let accentMidX = (accent.map(\.x).min()! + accent.map(\.x).max()!) / 2
        #expect(abs(accentMidX - (e.xMin + e.xMax) / 2) < 200, "the acute is roughly centred over the e")
        // Å: the ring above the A, capital height.
        let ring = try font.outline(glyph: font.glyph(for: "Å"))
        #expect(ring.yMax > Float(font.capHeight) + 100)
        #expect(font.advance(ofGlyph: font.glyph(for: "é")) == font.advance(ofGlyph: font.glyph(for: "e")))
    }

    @Test func outlinesCloseEveryContourAndStayInTheFontBox() throws {
        for c in "Hello, wörld! 0123456789 ÀÉÎõü ¿?".unicodeScalars {
            let o = try font.outline(glyph: font.glyph(for: c))
            #expect(o.verbs.filter { $0 == .move }.count == o.verbs.filter { $0 == .close }.count)
            #expect(o.xMin >= Float(font.boundingBox.xMin) && o.yMax <= Float(font.boundingBox.yMax))
        }
        #expect(try font.outline(glyph: font.glyph(for: " ")).isEmpty)
        let o = try font.outline(glyph: font.glyph(for: "O"))
        #expect(o.contourCount == 2)
    }

    @Test func digitsAreTabular() {
        #expect(font.hasTabularDigits)
        let w = font.advance(ofGlyph: font.glyph(for: "0"))
        for d in "123456789".unicodeScalars { #expect(font.advance(ofGlyph: font.tabularGlyph(font.glyph(for: d))) == w) }
    }
}
