/// A TrueType font (`glyf` outlines) read from the bytes of a `.ttf` file.
///
/// Reading checks the table directory and parses `head`, `hhea`, `maxp`, `hmtx`, `loca`, `cmap`
/// (formats 4 and 12), `kern` (format 0) and `OS/2` up front, so a malformed file fails at once
/// with a ``FontError``; glyph outlines are read on demand by ``outline(glyph:)``, which checks
/// each glyph's bytes as it goes. All metrics are in font units (``unitsPerEm`` to the em).
///
/// A `Font` is immutable and may be shared between threads.
public final class Font: Sendable {
    /// The file's bytes.
    let bytes: [UInt8]
    /// Table name → (offset, length) in `bytes`, each checked to lie inside the file.
    let tables: [String: (offset: Int, length: Int)]

    /// Font units per em (16…16384).
    public let unitsPerEm: Int
    /// Number of glyphs (from `maxp`).
    public let glyphCount: Int
    /// Distance from the baseline to the top of the line box, in font units (positive).
    public let ascender: Int
    /// Distance from the baseline to the bottom of the line box, in font units (positive below).
    public let descender: Int
    /// Extra space between lines, in font units.
    public let lineGap: Int
    /// Height of capital letters (`OS/2` `sCapHeight`, else the height of "H"), in font units.
    public let capHeight: Int
    /// Height of lower-case letters (`OS/2` `sxHeight`, else the height of "x"), in font units.
    public let xHeight: Int
    /// The font-wide bounding box from `head` (xMin, yMin, xMax, yMax), in font units.
    public let boundingBox: (xMin: Int, yMin: Int, xMax: Int, yMax: Int)

    /// Advance widths and left side bearings per glyph (`hmtx`, extended to every glyph).
    let advances: [UInt16]
    let leftSideBearings: [Int16]
    /// Start of each glyph's data in `glyf` (glyphCount + 1 entries, from `loca`).
    let glyphOffsets: [UInt32]
    /// The character map.
    let cmap: CharacterMap
    /// `kern` format 0 pairs: `left << 16 | right`, sorted, with their values.
    let kernKeys: [UInt32]
    let kernValues: [Int16]
    /// `GPOS` pair kerning, used when the font has no `kern` table.
    let pairKerning: PairKerning?
    /// Glyph substitutions of the `tnum` feature (proportional digit → tabular digit), if any.
    let tabularSubstitutions: [UInt16: UInt16]

    /// How deeply composite glyphs may nest before ``FontError/compositeTooDeep(glyph:)``.
    public static let maxComponentDepth = 16

    /// Reads a font from the bytes of a TrueType file.
    ///
    /// Raster does no file I/O: read the file yourself, for example with Foundation's
    /// `FileManager.default.contents(atPath:)` and `[UInt8](data)`.
    /// - Parameter bytes: The whole `.ttf` file.
    /// - Throws: ``FontError`` naming the table and the problem when the file is malformed.
    /// - Complexity: O(number of glyphs + size of `cmap` and `kern`); outlines are read lazily.
    public init(bytes: [UInt8]) throws(FontError) {
        let tables = try Font.readDirectory(bytes)
        self.bytes = bytes
        self.tables = tables
        func table(_ tag: String) throws(FontError) -> FontReader {
            guard let t = tables[tag] else { throw .missingTable(tag) }
            return FontReader(bytes: bytes, table: tag, start: t.offset, count: t.length)
        }
        func optionalTable(_ tag: String) -> FontReader? {
            tables[tag].map { FontReader(bytes: bytes, table: tag, start: $0.offset, count: $0.length) }
        }
        guard tables["glyf"] != nil else {
            if tables["CFF "] != nil || tables["CFF2"] != nil { throw .unsupported("CFF (PostScript) outlines") }
            throw .missingTable("glyf")
        }
        let head = try Font.readHead(try table("head"))
        let maxp = try table("maxp")
        let numGlyphs = Int(try maxp.u16(4))
        guard numGlyphs >= 1 else { throw .invalidTable("maxp", "the font has no glyphs") }
        let hhea = try Font.readHhea(try table("hhea"), glyphCount: numGlyphs)
        let metrics = try Font.readHmtx(try table("hmtx"), metricCount: hhea.metricCount, glyphCount: numGlyphs)
        let glyf = try table("glyf")
        let offsets = try Font.readLoca(try table("loca"), longOffsets: head.longOffsets, glyphCount: numGlyphs,
                                        glyfLength: glyf.count)
        let cmap = try CharacterMap(try table("cmap"), glyphCount: numGlyphs)
        let kern = try optionalTable("kern").map { r throws(FontError) in try Font.readKern(r) } ?? ([], [])
        let os2 = try optionalTable("OS/2").map { r throws(FontError) in try Font.readOS2(r) }
        let digits = Set((0x30 ... 0x39).map { cmap.glyph(for: UInt32($0)) })
        let tnum = optionalTable("GSUB").flatMap { try? Font.readTabularSubstitutions($0, digits: digits) } ?? [:]

        unitsPerEm = head.unitsPerEm
        glyphCount = numGlyphs
        boundingBox = head.box
        if let os2, os2.useTypoMetrics {
            ascender = os2.typoAscender; descender = -os2.typoDescender; lineGap = os2.typoLineGap
        } else {
            ascender = hhea.ascender; descender = -hhea.descender; lineGap = hhea.lineGap
        }
        advances = metrics.advances
        leftSideBearings = metrics.bearings
        glyphOffsets = offsets
        self.cmap = cmap
        kernKeys = kern.0
        kernValues = kern.1
        pairKerning = kern.0.isEmpty ? optionalTable("GPOS").flatMap { try? PairKerning($0, glyphCount: numGlyphs) }.flatMap { $0.isEmpty ? nil : $0 } : nil
        tabularSubstitutions = tnum
        // Cap and x heights: OS/2 v2+ has them; otherwise measure "H" and "x".
        var cap = os2?.capHeight ?? 0, x = os2?.xHeight ?? 0
        if cap <= 0 { cap = Font.height(ofGlyph: cmap.glyph(for: 0x48), bytes: bytes, glyf: glyf, offsets: offsets) }
        if x <= 0 { x = Font.height(ofGlyph: cmap.glyph(for: 0x78), bytes: bytes, glyf: glyf, offsets: offsets) }
        capHeight = cap
        xHeight = x
    }

    /// The glyph for a character (0, the "missing" glyph, when the font has none).
    /// - Complexity: O(1) for ASCII, O(log segments) otherwise.
    public func glyph(for scalar: Unicode.Scalar) -> Int { cmap.glyph(for: scalar.value) }

    /// Whether the font has a glyph of its own for `scalar`.
    public func hasGlyph(for scalar: Unicode.Scalar) -> Bool { glyph(for: scalar) != 0 }

    /// The advance width of a glyph in font units (0 for an invalid glyph index).
    @inline(__always)
    public func advance(ofGlyph glyph: Int) -> Int {
        glyph >= 0 && glyph < glyphCount ? Int(advances[glyph]) : 0
    }

    /// The left side bearing of a glyph (from `hmtx`) in font units.
    public func leftSideBearing(ofGlyph glyph: Int) -> Int {
        glyph >= 0 && glyph < glyphCount ? Int(leftSideBearings[glyph]) : 0
    }

    /// The kerning adjustment between two glyphs, in font units (0 when none): from the `kern`
    /// table, or, for fonts without one, from the `GPOS` `kern` feature's pair adjustments.
    /// - Complexity: O(log pairs).
    @inline(__always)
    public func kerning(_ left: Int, _ right: Int) -> Int {
        guard left >= 0, right >= 0, left < glyphCount, right < glyphCount else { return 0 }
        guard !kernKeys.isEmpty else { return pairKerning?.value(left, right) ?? 0 }
        let key = UInt32(left) << 16 | UInt32(right)
        var lo = 0, hi = kernKeys.count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            if kernKeys[mid] < key { lo = mid &+ 1 } else { hi = mid }
        }
        return lo < kernKeys.count && kernKeys[lo] == key ? Int(kernValues[lo]) : 0
    }

    /// Whether the font kerns at all (a `kern` table or `GPOS` pair adjustments).
    public var hasKerning: Bool { !kernKeys.isEmpty || pairKerning != nil }

    /// The `GPOS` pair kerning, whether or not a `kern` table takes precedence (for tests).
    func gposKerning() -> PairKerning? {
        tables["GPOS"].flatMap { try? PairKerning(FontReader(bytes: bytes, table: "GPOS", start: $0.offset, count: $0.length), glyphCount: glyphCount) }
    }

    /// The number of pairs in the `kern` table.
    var kerningPairCount: Int { kernKeys.count }

    /// The glyph to use for `glyph` when digits should be tabular: the font's `tnum` substitute if
    /// it has one, else `glyph` itself.
    @inline(__always)
    public func tabularGlyph(_ glyph: Int) -> Int {
        guard !tabularSubstitutions.isEmpty, glyph >= 0, glyph < 0x10000 else { return glyph }
        return tabularSubstitutions[UInt16(glyph)].map(Int.init) ?? glyph
    }

    /// Whether the font's digits 0–9 all advance by the same width (after `tnum` substitution).
    public var hasTabularDigits: Bool {
        let widths = Set((0x30 ... 0x39).map { advance(ofGlyph: tabularGlyph(cmap.glyph(for: UInt32($0)))) })
        return widths.count == 1
    }

    /// Reads the table directory and checks every table lies inside the file.
    static func readDirectory(_ bytes: [UInt8]) throws(FontError) -> [String: (offset: Int, length: Int)] {
        let file = FontReader(bytes: bytes, table: "(table directory)", start: 0, count: bytes.count)
        guard bytes.count >= 12 else { throw .notAFont("only \(bytes.count) bytes") }
        let version = try file.u32(0)
        switch version {
        case 0x0001_0000, 0x7472_7565: break                      // 1.0, 'true'
        case 0x4F54_544F: throw .unsupported("CFF (PostScript) outlines ('OTTO')")
        case 0x7474_6366: throw .unsupported("font collections ('ttcf'); give one font of the collection")
        default: throw .notAFont("unknown sfnt version 0x\(String(version, radix: 16))")
        }
        let count = Int(try file.u16(4))
        guard count > 0 else { throw .notAFont("the table directory is empty") }
        try file.require(12, count * 16)
        var tables: [String: (offset: Int, length: Int)] = [:]
        for i in 0 ..< count {
            let record = 12 + 16 * i
            let tag = FontReader.tag(try file.u32(record))
            let offset = Int(try file.u32(record + 8)), length = Int(try file.u32(record + 12))
            guard offset <= bytes.count, length <= bytes.count - offset else {
                throw .invalidTable(tag, "it lies outside the file (offset \(offset), length \(length), file \(bytes.count) bytes)")
            }
            tables[tag] = (offset, length)
        }
        return tables
    }
}
