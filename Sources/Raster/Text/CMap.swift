/// A font's character map (`cmap`): Unicode scalar → glyph index, from a format 12 (full Unicode)
/// or format 4 (Basic Multilingual Plane) subtable, with a direct table for ASCII.
struct CharacterMap: Sendable {
    /// Glyphs of U+0000…U+007F.
    private var ascii = [UInt16](repeating: 0, count: 128)
    // Format 4 segments.
    private var endCodes: [UInt16] = [], startCodes: [UInt16] = [], deltas: [UInt16] = [], rangeOffsets: [UInt16] = []
    private var glyphIDs: [UInt16] = []
    // Format 12 groups, sorted by start.
    private var groupStarts: [UInt32] = [], groupEnds: [UInt32] = [], groupGlyphs: [UInt32] = []
    private let glyphCount: Int
    /// The format read (4 or 12).
    let format: Int

    init(_ r: FontReader, glyphCount: Int) throws(FontError) {
        self.glyphCount = glyphCount
        let count = Int(try r.u16(2))
        try r.require(4, 8 * count)
        // Preference: full-Unicode format 12, then BMP format 4 (Unicode, then Windows symbol).
        var best: (score: Int, offset: Int)? = nil
        for i in 0 ..< count {
            let platform = try r.u16(4 + 8 * i), encoding = try r.u16(6 + 8 * i)
            let offset = Int(try r.u32(8 + 8 * i))
            guard let format = try? r.u16(offset) else { continue }
            let score: Int
            switch (platform, encoding, format) {
            case (3, 10, 12): score = 6
            case (0, _, 12): score = 5
            case (3, 1, 4): score = 4
            case (0, _, 4): score = 3
            case (3, 0, 4): score = 1
            default: continue
            }
            if score > (best?.score ?? 0) { best = (score, offset) }
        }
        guard let best else { throw .invalidTable("cmap", "no Unicode subtable of format 4 or 12") }
        let format = Int(try r.u16(best.offset))
        self.format = format
        if format == 12 {
            try readFormat12(r, at: best.offset)
        } else {
            try readFormat4(r, at: best.offset)
        }
        for c in 0 ..< 128 { ascii[c] = UInt16(lookup(UInt32(c))) }
    }

    private mutating func readFormat4(_ r: FontReader, at offset: Int) throws(FontError) {
        let declared = Int(try r.u16(offset + 2))
        // Some fonts understate or overstate the length: bound it by the table.
        let length = min(max(declared, 16), r.count - offset)
        let sub = try r.slice(offset, length, as: "cmap")
        let segX2 = Int(try sub.u16(6))
        guard segX2 % 2 == 0, segX2 > 0 else { throw .invalidTable("cmap", "format 4 segCountX2 \(segX2)") }
        let n = segX2 / 2
        try sub.require(14, 4 * segX2 + 2)
        let ends = 14, starts = 16 + segX2, deltasAt = 16 + 2 * segX2, ranges = 16 + 3 * segX2
        for i in 0 ..< n {
            endCodes.append(try sub.u16(ends + 2 * i))
            startCodes.append(try sub.u16(starts + 2 * i))
            deltas.append(try sub.u16(deltasAt + 2 * i))
            rangeOffsets.append(try sub.u16(ranges + 2 * i))
            if i > 0 && endCodes[i] < endCodes[i - 1] { throw .invalidTable("cmap", "format 4 segments out of order") }
        }
        var o = ranges + segX2
        while o + 2 <= sub.count { glyphIDs.append(try sub.u16(o)); o += 2 }
    }

    private mutating func readFormat12(_ r: FontReader, at offset: Int) throws(FontError) {
        let groups = Int(try r.u32(offset + 12))
        guard groups <= (r.count - offset) / 12 else {
            throw .invalidTable("cmap", "format 12 claims \(groups) groups in a \(r.count)-byte table")
        }
        try r.require(offset + 16, 12 * groups)
        for i in 0 ..< groups {
            let g = offset + 16 + 12 * i
            let start = try r.u32(g), end = try r.u32(g + 4)
            guard start <= end, end <= 0x10FFFF else { throw .invalidTable("cmap", "format 12 group \(i) is \(start)…\(end)") }
            if let last = groupEnds.last, start <= last { throw .invalidTable("cmap", "format 12 groups overlap or are unsorted") }
            groupStarts.append(start); groupEnds.append(end); groupGlyphs.append(try r.u32(g + 8))
        }
    }

    /// The glyph for a Unicode scalar value (0 when unmapped or out of range).
    @inline(__always)
    func glyph(for c: UInt32) -> Int {
        c < 128 ? Int(ascii[Int(c)]) : lookup(c)
    }

    private func lookup(_ c: UInt32) -> Int {
        let g: Int
        if format == 12 {
            var lo = 0, hi = groupEnds.count
            while lo < hi {
                let mid = (lo + hi) >> 1
                if groupEnds[mid] < c { lo = mid + 1 } else { hi = mid }
            }
            guard lo < groupEnds.count, groupStarts[lo] <= c else { return 0 }
            g = Int(groupGlyphs[lo]) + Int(c - groupStarts[lo])
        } else {
            guard c <= 0xFFFF else { return 0 }
            let code = UInt16(c)
            var lo = 0, hi = endCodes.count
            while lo < hi {
                let mid = (lo + hi) >> 1
                if endCodes[mid] < code { lo = mid + 1 } else { hi = mid }
            }
            guard lo < endCodes.count, startCodes[lo] <= code else { return 0 }
            if rangeOffsets[lo] == 0 {
                g = Int(code &+ deltas[lo])
            } else {
                // Index into glyphIdArray, counted from the segment's idRangeOffset word.
                let index = Int(rangeOffsets[lo]) / 2 + Int(code - startCodes[lo]) - (endCodes.count - lo)
                guard index >= 0, index < glyphIDs.count, glyphIDs[index] != 0 else { return 0 }
                g = Int(glyphIDs[index] &+ deltas[lo])
            }
        }
        return g < glyphCount ? g : 0
    }
}

extension Font {
    /// The single substitutions of the GSUB `tnum` feature for the glyphs in `digits`.
    /// A malformed GSUB yields no substitutions (the font stays usable).
    static func readTabularSubstitutions(_ r: FontReader, digits: Set<Int>) throws(FontError) -> [UInt16: UInt16] {
        let features = Int(try r.u16(6)), lookups = Int(try r.u16(8))
        var lookupIndices: [Int] = []
        let featureCount = Int(try r.u16(features))
        for i in 0 ..< featureCount where try r.u32(features + 2 + 6 * i) == 0x746E_756D {   // 'tnum'
            let feature = features + Int(try r.u16(features + 2 + 6 * i + 4))
            let n = Int(try r.u16(feature + 2))
            for j in 0 ..< n { lookupIndices.append(Int(try r.u16(feature + 4 + 2 * j))) }
        }
        var result: [UInt16: UInt16] = [:]
        let lookupCount = Int(try r.u16(lookups))
        var subtablesLeft = 64   // a hostile table cannot make this loop long
        for index in Set(lookupIndices) where index < lookupCount {
            let lookup = lookups + Int(try r.u16(lookups + 2 + 2 * index))
            var type = try r.u16(lookup)
            let subtables = Int(try r.u16(lookup + 4))
            for s in 0 ..< subtables {
                subtablesLeft -= 1
                guard subtablesLeft >= 0 else { return result }
                var sub = lookup + Int(try r.u16(lookup + 6 + 2 * s))
                if type == 7 {   // extension: the real type and a 32-bit offset
                    type = try r.u16(sub + 2)
                    sub += Int(try r.u32(sub + 4))
                }
                guard type == 1 else { continue }
                let format = try r.u16(sub)
                let covered = try coverage(r, at: sub + Int(try r.u16(sub + 2)), digits: digits)
                for (glyph, coverageIndex) in covered {
                    let target: Int
                    if format == 1 {
                        target = (glyph + Int(try r.i16(sub + 4))) & 0xFFFF
                    } else if format == 2, coverageIndex < Int(try r.u16(sub + 4)) {
                        target = Int(try r.u16(sub + 6 + 2 * coverageIndex))
                    } else { continue }
                    result[UInt16(glyph)] = UInt16(target)
                }
            }
        }
        return result
    }

    /// The glyphs of `digits` that a coverage table lists, with their coverage indices.
    static func coverage(_ r: FontReader, at offset: Int, digits: Set<Int>) throws(FontError) -> [(Int, Int)] {
        var found: [(Int, Int)] = []
        let format = try r.u16(offset), count = Int(try r.u16(offset + 2))
        for i in 0 ..< count {
            if format == 1 {
                let g = Int(try r.u16(offset + 4 + 2 * i))
                if digits.contains(g) { found.append((g, i)) }
            } else if format == 2 {
                let rec = offset + 4 + 6 * i
                let start = Int(try r.u16(rec)), end = Int(try r.u16(rec + 2)), base = Int(try r.u16(rec + 4))
                for g in digits where g >= start && g <= end { found.append((g, base + g - start)) }
            }
        }
        return found
    }
}
