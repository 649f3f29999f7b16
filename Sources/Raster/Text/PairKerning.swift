/// Pair kerning from the OpenType `GPOS` table (lookup type 2, pair adjustment, formats 1 and 2,
/// also behind type 9 extensions) of the `kern` feature: the horizontal advance adjustment of the
/// first glyph of a pair. Used for fonts that have no legacy `kern` table.
struct PairKerning: Sendable {
    /// Format 1 pairs from every subtable, `left << 16 | right`, sorted, first subtable winning.
    private var pairKeys: [UInt32] = []
    private var pairValues: [Int16] = []
    /// Format 2 subtables, in lookup order.
    private var classTables: [ClassTable] = []

    /// One class-based subtable.
    struct ClassTable: Sendable {
        /// Coverage: whether a glyph is a first glyph of this subtable.
        var covered: [Bool]
        var firstClass: [UInt16]
        var secondClass: [UInt16]
        var secondCount: Int
        var values: [Int16]
    }

    var isEmpty: Bool { pairKeys.isEmpty && classTables.isEmpty }

    /// The adjustment for a pair, in font units (0 when none).
    func value(_ left: Int, _ right: Int) -> Int {
        if !pairKeys.isEmpty {
            let key = UInt32(left) << 16 | UInt32(right)
            var lo = 0, hi = pairKeys.count
            while lo < hi {
                let mid = (lo &+ hi) >> 1
                if pairKeys[mid] < key { lo = mid &+ 1 } else { hi = mid }
            }
            if lo < pairKeys.count && pairKeys[lo] == key { return Int(pairValues[lo]) }
        }
        for t in classTables where left < t.covered.count && t.covered[left] {
            let c1 = Int(t.firstClass[left]), c2 = right < t.secondClass.count ? Int(t.secondClass[right]) : 0
            let i = c1 * t.secondCount + c2
            return i < t.values.count ? Int(t.values[i]) : 0
        }
        return 0
    }

    /// Reads the `kern` feature's pair adjustments. Malformed data throws; the caller then goes
    /// without GPOS kerning.
    init(_ r: FontReader, glyphCount: Int) throws(FontError) {
        let features = Int(try r.u16(6)), lookups = Int(try r.u16(8))
        var indices: [Int] = []
        let featureCount = Int(try r.u16(features))
        for i in 0 ..< featureCount where try r.u32(features + 2 + 6 * i) == 0x6B65_726E {   // 'kern'
            let feature = features + Int(try r.u16(features + 2 + 6 * i + 4))
            let n = Int(try r.u16(feature + 2))
            for j in 0 ..< n { indices.append(Int(try r.u16(feature + 4 + 2 * j))) }
        }
        var seen = Set<Int>()
        var pairs: [(UInt32, Int16)] = []
        // Bounds on the work a hostile table can ask for (offsets may all point at the same data).
        var subtablesLeft = 512
        let maxPairs = 1 << 20, maxClassTables = 64
        var pairSeen = Set<UInt32>()
        let lookupCount = Int(try r.u16(lookups))
        for index in indices.sorted() where index < lookupCount && seen.insert(index).inserted {
            let lookup = lookups + Int(try r.u16(lookups + 2 + 2 * index))
            let type = try r.u16(lookup)
            let subtables = Int(try r.u16(lookup + 4))
            for s in 0 ..< subtables {
                subtablesLeft -= 1
                guard subtablesLeft >= 0 else { throw .invalidTable("GPOS", "too many kerning subtables") }
                var sub = lookup + Int(try r.u16(lookup + 6 + 2 * s))
                var subType = type
                if type == 9 {
                    subType = try r.u16(sub + 2)
                    sub += Int(try r.u32(sub + 4))
                }
                guard subType == 2 else { continue }
                let format = try r.u16(sub)
                let format1 = try r.u16(sub + 4), format2 = try r.u16(sub + 6)
                let size1 = 2 * (format1 & 0xFF).nonzeroBitCount, size2 = 2 * (format2 & 0xFF).nonzeroBitCount
                guard format1 & 0x0004 != 0 else { continue }   // no x advance of the first glyph
                let advanceAt = 2 * (format1 & 0x0003).nonzeroBitCount
                let coverage = try PairKerning.coverage(r, at: sub + Int(try r.u16(sub + 2)), glyphCount: glyphCount)
                if format == 1 {
                    let setCount = Int(try r.u16(sub + 8))
                    for (glyph, ci) in coverage where ci < setCount {
                        let set = sub + Int(try r.u16(sub + 10 + 2 * ci))
                        let count = Int(try r.u16(set))
                        let record = 2 + size1 + size2
                        try r.require(set + 2, count * record)
                        guard pairs.count + count <= maxPairs else { throw .invalidTable("GPOS", "more than \(maxPairs) kerning pairs") }
                        for k in 0 ..< count {
                            let at = set + 2 + k * record
                            let key = UInt32(glyph) << 16 | UInt32(try r.u16(at))
                            if pairSeen.insert(key).inserted { pairs.append((key, try r.i16(at + 2 + advanceAt))) }
                        }
                    }
                } else if format == 2 {
                    let class1Count = Int(try r.u16(sub + 12)), class2Count = Int(try r.u16(sub + 14))
                    let record = size1 + size2
                    try r.require(sub + 16, class1Count * class2Count * record)
                    guard classTables.count < maxClassTables else { throw .invalidTable("GPOS", "too many class kerning tables") }
                    var table = ClassTable(covered: [Bool](repeating: false, count: glyphCount),
                                           firstClass: try PairKerning.classes(r, at: sub + Int(try r.u16(sub + 8)), glyphCount: glyphCount),
                                           secondClass: try PairKerning.classes(r, at: sub + Int(try r.u16(sub + 10)), glyphCount: glyphCount),
                                           secondCount: class2Count, values: [])
                    for (glyph, _) in coverage where glyph < glyphCount { table.covered[glyph] = true }
                    table.values.reserveCapacity(class1Count * class2Count)
                    for i in 0 ..< class1Count * class2Count {
                        table.values.append(try r.i16(sub + 16 + i * record + advanceAt))
                    }
                    classTables.append(table)
                }
            }
        }
        pairs.sort { $0.0 < $1.0 }
        pairKeys = pairs.map(\.0)
        pairValues = pairs.map(\.1)
    }

    /// The glyphs a coverage table lists, with their coverage indices.
    static func coverage(_ r: FontReader, at offset: Int, glyphCount: Int) throws(FontError) -> [(Int, Int)] {
        var result: [(Int, Int)] = []
        let format = try r.u16(offset), count = Int(try r.u16(offset + 2))
        if format == 1 {
            try r.require(offset + 4, 2 * count)
            for i in 0 ..< count { result.append((Int(try r.u16(offset + 4 + 2 * i)), i)) }
        } else if format == 2 {
            try r.require(offset + 4, 6 * count)
            for i in 0 ..< count {
                let at = offset + 4 + 6 * i
                let start = Int(try r.u16(at)), end = Int(try r.u16(at + 2)), base = Int(try r.u16(at + 4))
                guard start <= end, end < glyphCount else { throw .invalidTable("GPOS", "coverage range \(start)…\(end)") }
                guard result.count + end - start < 4 * glyphCount else { throw .invalidTable("GPOS", "coverage lists too many glyphs") }
                for g in start ... end { result.append((g, base + g - start)) }
            }
        } else {
            throw .invalidTable("GPOS", "coverage format \(format)")
        }
        return result
    }

    /// A class definition table as a class per glyph (0 for glyphs it does not list).
    static func classes(_ r: FontReader, at offset: Int, glyphCount: Int) throws(FontError) -> [UInt16] {
        var classes = [UInt16](repeating: 0, count: glyphCount)
        let format = try r.u16(offset)
        if format == 1 {
            let start = Int(try r.u16(offset + 2)), count = Int(try r.u16(offset + 4))
            try r.require(offset + 6, 2 * count)
            for i in 0 ..< count where start + i < glyphCount { classes[start + i] = try r.u16(offset + 6 + 2 * i) }
        } else if format == 2 {
            let count = Int(try r.u16(offset + 2))
            try r.require(offset + 4, 6 * count)
            for i in 0 ..< count {
                let at = offset + 4 + 6 * i
                let start = Int(try r.u16(at)), end = Int(try r.u16(at + 2)), c = try r.u16(at + 4)
                guard start <= end else { throw .invalidTable("GPOS", "class range \(start)…\(end)") }
                // A range past the last glyph (found by fuzzing: it trapped) classifies nothing.
                if start < glyphCount { for g in start ... min(end, glyphCount - 1) { classes[g] = c } }
            }
        } else {
            throw .invalidTable("GPOS", "class definition format \(format)")
        }
        return classes
    }
}
