import Testing
@testable import Raster

/// Malformed fonts: every problem is a ``FontError``, never a crash, a hang or a wild read.
@Suite(.enabled(if: TestFont.available, "needs \(TestFont.path) (fonts-dejavu-core)"))
struct FontMalformedTests {
    let bytes = TestFont.bytes!
    let font = TestFont.font!

    func table(_ tag: String) -> Int { font.tables[tag]!.offset }

    func glyphData(_ c: Unicode.Scalar) -> Int { table("glyf") + Int(font.glyphOffsets[font.glyph(for: c)]) }

    func patched(_ edits: [(offset: Int, bytes: [UInt8])]) -> [UInt8] {
        var b = bytes
        for e in edits { b.replaceSubrange(e.offset ..< e.offset + e.bytes.count, with: e.bytes) }
        return b
    }

    static func be16(_ v: Int) -> [UInt8] { [UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)] }
    static func be32(_ v: Int) -> [UInt8] { be16(v >> 16) + be16(v) }

    func expectFontError(_ b: [UInt8], _ expected: FontError? = nil, _ comment: Comment? = nil,
                         sourceLocation: SourceLocation = #_sourceLocation) {
        do {
            _ = try Font(bytes: b)
            Issue.record("font was accepted: \(comment ?? "")", sourceLocation: sourceLocation)
        } catch {
            if let expected { #expect(error == expected, comment, sourceLocation: sourceLocation) }
            #expect(!error.description.isEmpty)
        }
    }

    @Test func truncatedFilesAreErrors() {
        expectFontError([], .notAFont("only 0 bytes"))
        expectFontError(Array(bytes.prefix(11)), .notAFont("only 11 bytes"))
        expectFontError(Array(bytes.prefix(12)), .truncated(table: "(table directory)", offset: 12))
        for length in [100, 400, 5_000, 50_000, 300_000, 614_200, bytes.count - 1] {
            expectFontError(Array(bytes.prefix(length)), nil, "truncated to \(length) bytes")
        }
    }

    @Test func otherFormatsAreNamed() {
        expectFontError(patched([(0, Array("OTTO".utf8))]), .unsupported("CFF (PostScript) outlines ('OTTO')"))
        expectFontError(patched([(0, Array("ttcf".utf8))]),
                        .unsupported("font collections ('ttcf'); give one font of the collection"))
        expectFontError(patched([(0, [0x12, 0x34, 0x56, 0x78])]), .notAFont("unknown sfnt version 0x12345678"))
    }

    @Test func badHeaderValuesAreErrors() {
        expectFontError(patched([(table("head") + 12, [0, 0, 0, 0])]), .invalidTable("head", "bad magic number"))
        expectFontError(patched([(table("head") + 18, Self.be16(0))]), .invalidTable("head", "unitsPerEm 0 outside 16…16384"))
        expectFontError(patched([(table("head") + 50, Self.be16(7))]), .invalidTable("head", "indexToLocFormat 7"))
        expectFontError(patched([(table("hhea") + 34, Self.be16(0))]), .invalidTable("hhea", "numberOfHMetrics is 0"))
        expectFontError(patched([(table("maxp") + 4, Self.be16(0))]), .invalidTable("maxp", "the font has no glyphs"))
    }

    @Test func absurdCountsAreErrors() {
        // More glyphs than loca and hmtx can hold.
        expectFontError(patched([(table("maxp") + 4, Self.be16(0xFFFF))]), nil, "numGlyphs 65535")
        // A table directory claiming 65535 tables.
        expectFontError(patched([(4, Self.be16(0xFFFF))]), nil, "numTables 65535")
        // A table whose length runs past the end of the file.
        let record = 12 + 16 * 10   // the 'glyf' record (tables are sorted; glyf is the 11th)
        #expect(FontReader.tag(UInt32(bytes[record]) << 24 | UInt32(bytes[record + 1]) << 16 |
                               UInt32(bytes[record + 2]) << 8 | UInt32(bytes[record + 3])) == "glyf")
        expectFontError(patched([(record + 12, Self.be32(0x7FFF_FFFF))]), nil, "glyf length")
        // cmap format 12 with a huge group count; format 4 with a huge segment count.
        let cmap = table("cmap")
        expectFontError(patched([(cmap + 3146 + 12, Self.be32(0x0FFF_FFFF))]),
                        .invalidTable("cmap", "format 12 claims 268435455 groups in a 7056-byte table"))
        let noFormat12 = patched([(cmap + 3146, Self.be16(99))])   // hide format 12: format 4 is used
        #expect((try? Font(bytes: noFormat12)) != nil)
        expectFontError(patched([(cmap + 3146, Self.be16(99)), (cmap + 44 + 6, Self.be16(0xFFFE))]), nil, "segCountX2")
        // kern: 65535 pairs do not fit.
        expectFontError(patched([(table("kern") + 4 + 6, Self.be16(0xFFFF))]), .truncated(table: "kern", offset: 18))
    }

    @Test func badGlyphDataIsAnErrorWhenTheGlyphIsLoaded() throws {
        // loca offsets past the end of glyf fail at load time.
        let loca = table("loca")
        let h = font.glyph(for: "H")
        expectFontError(patched([(loca + 4 * h, Self.be32(0x7FFF_FFF0))]), nil, "loca past glyf")
        // loca running backwards: the font loads, the glyph is an error.
        let backwards = try Font(bytes: patched([(loca + 4 * (h + 1), Self.be32(Int(font.glyphOffsets[h]) - 2))]))
        #expect(throws: FontError.self) { try backwards.outline(glyph: h) }
        #expect((try? backwards.outline(glyph: font.glyph(for: "e"))) != nil, "other glyphs still load")

        // A simple glyph claiming 32767 contours / 65536 points runs out of data.
        let huge = try Font(bytes: patched([(glyphData("H"), Self.be16(0x7FFF))]))
        #expect(throws: FontError.self) { try huge.outline(glyph: h) }
        let contours = Int(bytes[glyphData("H")]) << 8 | Int(bytes[glyphData("H") + 1])
        let points = try Font(bytes: patched([(glyphData("H") + 10 + 2 * (contours - 1), Self.be16(0xFFFF))]))
        #expect(throws: FontError.self) { try points.outline(glyph: h) }
        // Decreasing contour ends.
        let o = font.glyph(for: "O")
        let order = try Font(bytes: patched([(glyphData("O") + 10, Self.be16(0xFFF0))]))
        #expect(throws: FontError.self) { try order.outline(glyph: o) }
        if case .badGlyph(_, let why)? = (Result { () throws(FontError) in try order.outline(glyph: o) }).failure {
            #expect(why.hasPrefix("contour ends are not increasing (65520, then"))
        }
        #expect(throws: FontError.badGlyph(glyph: -1, "index outside 0..<\(font.glyphCount)")) { try font.outline(glyph: -1) }
        #expect(throws: FontError.self) { try font.outline(glyph: font.glyphCount) }
    }

    @Test func compositeLoopsAreErrors() throws {
        let eAcute = font.glyph(for: "é"), aRing = font.glyph(for: "ü")
        for c: Unicode.Scalar in ["é", "ü"] {
            #expect(Int16(bitPattern: UInt16(bytes[glyphData(c)]) << 8 | UInt16(bytes[glyphData(c) + 1])) < 0, "\(c) is a composite")
        }
        // é's first component (bytes 12–13 of its data) made to be é itself.
        let selfLoop = try Font(bytes: patched([(glyphData("é") + 12, Self.be16(eAcute))]))
        #expect(throws: FontError.compositeLoop(glyph: eAcute)) { try selfLoop.outline(glyph: eAcute) }
        // é → ü → é.
        let mutual = try Font(bytes: patched([(glyphData("é") + 12, Self.be16(aRing)), (glyphData("ü") + 12, Self.be16(eAcute))]))
        #expect(throws: FontError.compositeLoop(glyph: eAcute)) { try mutual.outline(glyph: eAcute) }
        #expect(throws: FontError.compositeLoop(glyph: aRing)) { try mutual.outline(glyph: aRing) }
        // Point matching with points that do not exist.
        var flags = Int(bytes[glyphData("é") + 10]) << 8 | Int(bytes[glyphData("é") + 11])
        flags &= ~0x0002
        let matching = try Font(bytes: patched([(glyphData("é") + 10, Self.be16(flags))]))
        #expect(throws: FontError.self) { try matching.outline(glyph: eAcute) }
    }

    @Test func randomDamageNeverCrashes() {
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next() -> Int { seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return Int(seed >> 33) }
        var rejected = 0, glyphErrors = 0
        let sampleGlyphs = "Hé Å0,1g…".unicodeScalars.map { font.glyph(for: $0) }
        for round in 0 ..< 150 {
            var b = bytes
            for _ in 0 ..< 1 + round % 8 {
                // Damage the directory and the small tables most of the time, glyph data otherwise.
                let at = round % 3 == 0 ? table("glyf") + Int(font.glyphOffsets[sampleGlyphs[next() % sampleGlyphs.count]]) + next() % 40
                                        : next() % 1024 < 512 ? next() % 400 : [table("head"), table("hhea"), table("maxp"), table("cmap"), table("kern"), table("loca")][next() % 6] + next() % 64
                b[at] = UInt8(truncatingIfNeeded: next())
            }
            guard let damaged = try? Font(bytes: b) else { rejected += 1; continue }
            for g in sampleGlyphs where (try? damaged.outline(glyph: g)) == nil { glyphErrors += 1 }
            _ = damaged.glyph(for: "x")
            _ = damaged.kerning(1, 2)
        }
        #expect(rejected + glyphErrors > 0, "some damage must be detected")
    }

    @Test func damagedGPOSKerningNeverCrashesOrHangs() {
        // The kern table hidden, so GPOS pair kerning is read; its bytes damaged at random.
        var base = bytes
        let record = (0 ..< 20).map { 12 + 16 * $0 }.first { Array(base[$0 ..< $0 + 4]) == Array("kern".utf8) }!
        base[record] = UInt8(ascii: "x")
        let gpos = table("GPOS"), length = font.tables["GPOS"]!.length
        var seed: UInt64 = 42
        func next() -> Int { seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407; return Int(seed >> 33) }
        var kerned = 0
        for round in 0 ..< 60 {
            var b = base
            for _ in 0 ..< 1 + round % 6 {
                // Mostly the headers, feature and lookup lists near the start, sometimes anywhere.
                let at = gpos + (round % 2 == 0 ? next() % 256 : next() % length)
                b[at] = UInt8(truncatingIfNeeded: next())
            }
            guard let damaged = try? Font(bytes: b) else { continue }
            if damaged.kerning(damaged.glyph(for: "A"), damaged.glyph(for: "V")) != 0 { kerned += 1 }
        }
        #expect(kerned > 0, "undamaged lookups still kern")
    }

    /// Found by `fuzz-font` (docs/reliability.md): a GPOS class range that starts past the last
    /// glyph trapped building `start ... min(end, glyphCount - 1)`. The input's essence: a format-2
    /// class definition of one range 900…950 in a font of 10 glyphs.
    @Test func classRangesPastTheLastGlyphClassifyNothing() throws {
        let table = Self.be16(2) + Self.be16(1) + Self.be16(900) + Self.be16(950) + Self.be16(3)
        let r = FontReader(bytes: table, table: "GPOS", start: 0, count: table.count)
        #expect(try PairKerning.classes(r, at: 0, glyphCount: 10) == [UInt16](repeating: 0, count: 10))
        let partly = Self.be16(2) + Self.be16(1) + Self.be16(8) + Self.be16(950) + Self.be16(3)
        let classes = try PairKerning.classes(FontReader(bytes: partly, table: "GPOS", start: 0, count: partly.count),
                                              at: 0, glyphCount: 10)
        #expect(classes == [0, 0, 0, 0, 0, 0, 0, 0, 3, 3])
    }

    @Test func errorsNameTheTableAndTheProblem() {
        #expect(FontError.truncated(table: "kern", offset: 18).description == "font table 'kern' is truncated (read past its end at offset 18)")
        #expect(FontError.compositeLoop(glyph: 7).description == "composite glyph 7 refers back to itself")
        #expect(FontError.missingTable("glyf").description == "font has no 'glyf' table")
    }
}

extension Result {
    /// The error, if this is a failure.
    var failure: Failure? { if case .failure(let e) = self { e } else { nil } }
}
