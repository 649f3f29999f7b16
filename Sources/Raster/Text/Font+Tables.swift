/// Parsers of the fixed tables, each checking sizes and values.
extension Font {
    struct Head {
        var unitsPerEm: Int
        var longOffsets: Bool
        var box: (xMin: Int, yMin: Int, xMax: Int, yMax: Int)
    }

    static func readHead(_ r: FontReader) throws(FontError) -> Head {
        try r.require(0, 54)
        guard try r.u32(12) == 0x5F0F_3CF5 else { throw .invalidTable("head", "bad magic number") }
        let upem = Int(try r.u16(18))
        guard (16 ... 16384).contains(upem) else { throw .invalidTable("head", "unitsPerEm \(upem) outside 16…16384") }
        let box = (Int(try r.i16(36)), Int(try r.i16(38)), Int(try r.i16(40)), Int(try r.i16(42)))
        let format = try r.i16(50)
        guard format == 0 || format == 1 else { throw .invalidTable("head", "indexToLocFormat \(format)") }
        return Head(unitsPerEm: upem, longOffsets: format == 1, box: box)
    }

    struct Hhea {
        var ascender: Int, descender: Int, lineGap: Int, metricCount: Int
    }

    static func readHhea(_ r: FontReader, glyphCount: Int) throws(FontError) -> Hhea {
        try r.require(0, 36)
        let count = Int(try r.u16(34))
        guard count >= 1 else { throw .invalidTable("hhea", "numberOfHMetrics is 0") }
        return Hhea(ascender: Int(try r.i16(4)), descender: Int(try r.i16(6)), lineGap: Int(try r.i16(8)),
                    metricCount: min(count, glyphCount))
    }

    /// Advances and left side bearings for every glyph; glyphs past `numberOfHMetrics` share the
    /// last advance and read their bearing from the trailing array (0 where the table is short).
    static func readHmtx(_ r: FontReader, metricCount: Int, glyphCount: Int) throws(FontError)
        -> (advances: [UInt16], bearings: [Int16]) {
        guard r.count >= 4 * metricCount else {
            throw .invalidTable("hmtx", "\(r.count) bytes cannot hold \(metricCount) metrics")
        }
        var advances = [UInt16](repeating: 0, count: glyphCount)
        var bearings = [Int16](repeating: 0, count: glyphCount)
        for g in 0 ..< metricCount {
            advances[g] = try r.u16(4 * g)
            bearings[g] = try r.i16(4 * g + 2)
        }
        let last = advances[metricCount - 1]
        for g in metricCount ..< glyphCount {
            advances[g] = last
            let o = 4 * metricCount + 2 * (g - metricCount)
            bearings[g] = o + 2 <= r.count ? try r.i16(o) : 0
        }
        return (advances, bearings)
    }

    /// Glyph data offsets (glyphCount + 1), checked to be ordered and inside `glyf`.
    static func readLoca(_ r: FontReader, longOffsets: Bool, glyphCount: Int, glyfLength: Int) throws(FontError) -> [UInt32] {
        let entry = longOffsets ? 4 : 2
        guard r.count >= entry * (glyphCount + 1) else {
            throw .invalidTable("loca", "\(r.count) bytes cannot hold \(glyphCount + 1) offsets")
        }
        var offsets = [UInt32](repeating: 0, count: glyphCount + 1)
        for i in 0 ... glyphCount {
            offsets[i] = longOffsets ? try r.u32(4 * i) : UInt32(try r.u16(2 * i)) * 2
        }
        for i in 0 ... glyphCount where Int(offsets[i]) > glyfLength {
            throw .invalidTable("loca", "offset \(offsets[i]) of glyph \(i) is past the end of 'glyf' (\(glyfLength) bytes)")
        }
        return offsets
    }

    /// `kern` version 0: horizontal format-0 subtables merged into sorted pairs. Other formats and
    /// Apple's version-1 table are ignored (no kerning rather than an error).
    static func readKern(_ r: FontReader) throws(FontError) -> ([UInt32], [Int16]) {
        guard try r.u16(0) == 0 else { return ([], []) }
        let tableCount = Int(try r.u16(2))
        var pairs: [(key: UInt32, value: Int16)] = []
        var offset = 4
        for _ in 0 ..< tableCount {
            guard offset + 6 <= r.count else { break }
            let length = Int(try r.u16(offset + 2))
            let coverage = try r.u16(offset + 4)
            let format = coverage >> 8, horizontal = coverage & 1 != 0, minimum = coverage & 2 != 0, crossStream = coverage & 4 != 0
            if format == 0 && horizontal && !minimum && !crossStream {
                let count = Int(try r.u16(offset + 6))
                // The 16-bit subtable length overflows for big tables: trust nPairs, bounded by the table.
                try r.require(offset + 14, count * 6)
                pairs.reserveCapacity(pairs.count + count)
                for i in 0 ..< count {
                    let p = offset + 14 + 6 * i
                    pairs.append((try r.u32(p), try r.i16(p + 4)))
                }
                offset += max(length, 14 + 6 * count)
            } else {
                guard length >= 6 else { break }
                offset += length
            }
        }
        if !pairs.indices.dropLast().allSatisfy({ pairs[$0].key < pairs[$0 + 1].key }) {
            pairs.sort { $0.key < $1.key }
        }
        return (pairs.map(\.key), pairs.map(\.value))
    }

    struct OS2 {
        var typoAscender = 0, typoDescender = 0, typoLineGap = 0, useTypoMetrics = false
        var xHeight = 0, capHeight = 0
    }

    static func readOS2(_ r: FontReader) throws(FontError) -> OS2 {
        var o = OS2()
        guard r.count >= 78 else { return o }   // version 0 of Apple fonts may be shorter
        let version = try r.u16(0)
        o.typoAscender = Int(try r.i16(68))
        o.typoDescender = Int(try r.i16(70))
        o.typoLineGap = Int(try r.i16(72))
        o.useTypoMetrics = try r.u16(62) & 0x80 != 0 && o.typoAscender > 0
        if version >= 2 && r.count >= 90 {
            o.xHeight = Int(try r.i16(86))
            o.capHeight = Int(try r.i16(88))
        }
        return o
    }

    /// The yMax of a glyph's header (0 if missing or malformed); used for cap/x height fallbacks.
    static func height(ofGlyph glyph: Int, bytes: [UInt8], glyf: FontReader, offsets: [UInt32]) -> Int {
        guard glyph > 0, glyph + 1 < offsets.count, offsets[glyph + 1] >= offsets[glyph] + 10 else { return 0 }
        return (try? glyf.i16(Int(offsets[glyph]) + 8)).map(Int.init) ?? 0
    }
}
