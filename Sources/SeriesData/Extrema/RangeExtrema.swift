/// Minimum and maximum of any index range of a series, for y auto-scaling on every frame of a pan
/// and for M4 decimation.
///
/// A min/max pyramid: level 1 holds the min and max of blocks of `fanout` values, level 2 of blocks
/// of `fanout` level-1 blocks, and so on. A query scans at most `fanout − 1` entries at each end
/// of each level. Gaps (`.nan`) are ignored.
///
/// It grows at the end (live data): each level is its own growable array, an appended value
/// recomputes only the last block of each level, and a level is added when the top one outgrows
/// a block. It shrinks at the front (a bounded history) by whole blocks where it can.
///
/// - Complexity: build O(n) time and about n/7 pairs of extra memory; query O(log n)
///   (≤ 2 · 7 · log₈ n comparisons: 112 for 10 M points); appending k values O(k + log n)
///   (amortized O(1) per value when values come in batches); dropping k values from the front
///   O(n) memory moves, done rarely (amortized O(1) per appended value).
public struct RangeExtrema: Sendable {
    /// Values per block at every level.
    static let fanout = 8
    private static let shift = 3

    /// The values (level 0).
    public private(set) var values: [Double]
    /// Levels 1…: interleaved (min, max) per block; an all-gap block holds (+∞, −∞).
    private var levels: [[Double]]
    /// The values' and each level's next storage while they grow (`ColumnGrowth`).
    private var valuesAhead = ColumnAhead<Double>()
    private var levelsAhead: [ColumnAhead<Double>] = []

    /// - Complexity: O(n).
    public init(_ values: [Double]) {
        self.values = values
        levels = []
        rebuildLevels(from: 0)
    }

    /// The number of values.
    @inlinable public var count: Int { values.count }

    // MARK: Growing and shrinking

    /// Appends `newValues` at the end.
    /// - Complexity: O(k + log n) for k values.
    public mutating func append<C: Collection>(contentsOf newValues: C) where C.Element == Double {
        guard !newValues.isEmpty else { return }
        let old = values.count
        values.append(contentsOf: newValues)
        refresh(from: old)
    }

    /// Appends one value. - Complexity: O(log n) worst case, O(1) typical.
    public mutating func append(_ v: Double) {
        values.append(v)
        refresh(from: values.count - 1)
    }

    /// Replaces the last value (a repeated time replaces its sample). - Complexity: O(log n).
    mutating func replaceLast(_ v: Double) {
        guard !values.isEmpty else { return }
        values[values.count - 1] = v
        refresh(from: values.count - 1)
    }

    /// Makes room for `needed` values and their levels at the capacities of column `slot` of
    /// `slots` (`ColumnGrowth`), so that a chart's columns do not all grow at the same append.
    /// Each column is copied ahead into its next storage while it fills (one append never copies
    /// a whole column). Returns the number of elements copied.
    @discardableResult
    mutating func reserve(_ needed: Int, slot: Int, of slots: Int) -> Int {
        var copied = ColumnGrowth.reserve(&values, ahead: &valuesAhead, for: needed, slot: slot, of: slots)
        if levelsAhead.count > levels.count { levelsAhead.removeLast(levelsAhead.count - levels.count) }
        while levelsAhead.count < levels.count { levelsAhead.append(ColumnAhead()) }
        var below = needed
        for l in levels.indices {
            below = (below + RangeExtrema.fanout - 1) >> RangeExtrema.shift
            copied += ColumnGrowth.reserve(&levels[l], ahead: &levelsAhead[l], for: 2 * below, slot: slot, of: slots)
        }
        return copied
    }

    /// Gives the values and every level room to grow by a third (`ColumnGrowth.reserveHeadroom(_:ahead:slot:of:)`):
    /// a pyramid built at exact capacity whose chart will grow. Returns the elements copied.
    /// - Complexity: O(n) when it copies, O(log n) otherwise.
    @discardableResult
    mutating func reserveHeadroom(slot: Int, of slots: Int) -> Int {
        var copied = ColumnGrowth.reserveHeadroom(&values, ahead: &valuesAhead, slot: slot, of: slots)
        if levelsAhead.count > levels.count { levelsAhead.removeLast(levelsAhead.count - levels.count) }
        while levelsAhead.count < levels.count { levelsAhead.append(ColumnAhead()) }
        for l in levels.indices {
            copied += ColumnGrowth.reserveHeadroom(&levels[l], ahead: &levelsAhead[l], slot: slot, of: slots)
        }
        return copied
    }

    /// Where the values and each level keep their elements and their copies ahead, named
    /// `name.values`, `name.level1`… (`ChartModel.columnStorages`).
    func columnStorages(_ name: String) -> [String: ColumnStorage] {
        var out = ["\(name).values": ColumnGrowth.storage(values, valuesAhead)]
        for l in levels.indices {
            out["\(name).level\(l + 1)"] = ColumnGrowth.storage(levels[l], l < levelsAhead.count ? levelsAhead[l] : ColumnAhead())
        }
        return out
    }

    /// Removes the first `k` values. Levels whose blocks `k` does not split are shifted; the ones
    /// above are rebuilt from the highest aligned level (a few entries for aligned drops).
    /// - Complexity: O(n) moves.
    package mutating func removeFirst(_ k: Int) {
        let k = Swift.min(Swift.max(k, 0), values.count)
        guard k > 0 else { return }
        valuesAhead.drop(from: values.count)
        for l in levelsAhead.indices { levelsAhead[l].drop(from: levels[l].count) }
        values.removeFirst(k)
        var aligned = k
        var level = 0
        while level < levels.count && aligned & (RangeExtrema.fanout - 1) == 0 {
            aligned >>= RangeExtrema.shift
            levels[level].removeFirst(Swift.min(2 * aligned, levels[level].count))
            level += 1
        }
        rebuildLevels(from: level)
    }

    /// Recomputes the blocks that cover values `from…` at every level, adding levels as needed.
    private mutating func refresh(from start: Int) {
        let f = RangeExtrema.fanout, shift = RangeExtrema.shift
        var first = start >> shift          // first block of the level being refreshed
        var below = values.count            // entries in the level below
        var level = 0
        while below > f || level < levels.count {
            let blocks = (below + f - 1) >> shift
            if level == levels.count { levels.append([]); first = 0 }
            let source: [Double]? = level == 0 ? nil : levels[level - 1]
            Self.fill(&levels[level], blocks: blocks, from: first, below: below, source: source, values: values)
            below = blocks
            first >>= shift
            level += 1
        }
    }

    /// Rebuilds levels `level…` from the level below them (or the values).
    private mutating func rebuildLevels(from level: Int) {
        levels.removeSubrange(Swift.min(level, levels.count)...)
        let f = RangeExtrema.fanout
        var below = level == 0 ? values.count : levels[level - 1].count / 2
        var l = level
        while below > f {
            let blocks = (below + f - 1) >> RangeExtrema.shift
            levels.append([])
            let source: [Double]? = l == 0 ? nil : levels[l - 1]
            Self.fill(&levels[l], blocks: blocks, from: 0, below: below, source: source, values: values)
            below = blocks
            l += 1
        }
    }

    /// Writes blocks `from..<blocks` of a level (resizing it to `blocks` pairs) from the level
    /// `source` (`nil`: the values) of `below` entries.
    private static func fill(_ out: inout [Double], blocks: Int, from: Int, below: Int, source: [Double]?,
                             values: [Double]) {
        let f = fanout
        if out.count > 2 * blocks { out.removeLast(out.count - 2 * blocks) }
        while out.count < 2 * blocks { out.append(0) }
        out.withUnsafeMutableBufferPointer { o in
            if let source {
                source.withUnsafeBufferPointer { p in
                    for b in from ..< blocks {
                        var mn = Double.infinity, mx = -Double.infinity
                        for i in (b << shift) ..< Swift.min((b << shift) + f, below) {
                            mn = Swift.min(mn, p[2 * i]); mx = Swift.max(mx, p[2 * i + 1])
                        }
                        o[2 * b] = mn; o[2 * b + 1] = mx
                    }
                }
            } else {
                values.withUnsafeBufferPointer { src in
                    for b in from ..< blocks {
                        var mn = Double.infinity, mx = -Double.infinity
                        for i in (b << shift) ..< Swift.min((b << shift) + f, below) {
                            let v = src[i]
                            if v < mn { mn = v }   // false for NaN: gaps are skipped
                            if v > mx { mx = v }
                        }
                        o[2 * b] = mn; o[2 * b + 1] = mx
                    }
                }
            }
        }
    }

    // MARK: Queries

    /// The smallest and largest value with index in `range` (clamped to the values), or `nil` when
    /// the range is empty or holds only gaps.
    /// - Complexity: O(log n).
    public func minMax(_ range: Range<Int>) -> (min: Double, max: Double)? {
        var lo = Swift.max(range.lowerBound, 0), hi = Swift.min(range.upperBound, values.count)
        guard lo < hi else { return nil }
        var mn = Double.infinity, mx = -Double.infinity
        let f = RangeExtrema.fanout, m = f - 1, shift = RangeExtrema.shift
        let levelCount = levels.count
        values.withUnsafeBufferPointer { v in
            // Level 0: raw values at both ends (or all of them for a short range).
            if levelCount == 0 || hi - lo < 2 * f {
                for i in lo..<hi { let x = v[i]; if x < mn { mn = x }; if x > mx { mx = x } }
                lo = hi
                return
            }
            let loUp = (lo + m) & ~m, hiDown = hi & ~m
            for i in lo..<loUp { let x = v[i]; if x < mn { mn = x }; if x > mx { mx = x } }
            for i in hiDown..<hi { let x = v[i]; if x < mn { mn = x }; if x > mx { mx = x } }
            lo = loUp >> shift
            hi = hiDown >> shift
        }
        var level = 0
        while lo < hi {
            levels[level].withUnsafeBufferPointer { l in
                if level == levelCount - 1 || hi - lo < 2 * f {
                    for b in lo..<hi { mn = Swift.min(mn, l[2 * b]); mx = Swift.max(mx, l[2 * b + 1]) }
                    lo = hi
                    return
                }
                let loUp = (lo + m) & ~m, hiDown = hi & ~m
                for b in lo..<loUp { mn = Swift.min(mn, l[2 * b]); mx = Swift.max(mx, l[2 * b + 1]) }
                for b in hiDown..<hi { mn = Swift.min(mn, l[2 * b]); mx = Swift.max(mx, l[2 * b + 1]) }
                lo = loUp >> shift
                hi = hiDown >> shift
            }
            level += 1
        }
        return mn <= mx ? (mn, mx) : nil
    }
}
