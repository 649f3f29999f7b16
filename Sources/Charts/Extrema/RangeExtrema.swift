/// Minimum and maximum of any index range of a series, for y auto-scaling on every frame of a pan
/// and for M4 decimation.
///
/// A min/max pyramid: level 1 holds the min and max of blocks of ``fanout`` values, level 2 of blocks
/// of ``fanout`` level-1 blocks, and so on. A query scans at most `fanout − 1` entries at each end
/// of each level. Gaps (`.nan`) are ignored.
///
/// - Complexity: build O(n) time and about n/7 pairs of extra memory; query O(log n)
///   (≤ 2 · 7 · log₈ n comparisons: 112 for 10 M points).
public struct RangeExtrema: Sendable {
    /// Values per block at every level.
    public static let fanout = 8
    private static let shift = 3

    /// The values (level 0).
    public let values: [Double]
    /// Levels 1… back to back: interleaved (min, max) per block; an all-gap block holds (+∞, −∞).
    private let storage: [Double]
    /// Where each level starts in `storage` (in pairs), and its block count.
    private let offsets: [Int]
    private let counts: [Int]

    /// - Complexity: O(n).
    public init(_ values: [Double]) {
        self.values = values
        let f = RangeExtrema.fanout, shift = RangeExtrema.shift
        var offsets: [Int] = [], counts: [Int] = []
        var count = values.count, total = 0
        while count > f {
            count = (count + f - 1) >> shift
            offsets.append(total); counts.append(count)
            total += count
        }
        var storage = [Double](repeating: 0, count: 2 * total)
        storage.withUnsafeMutableBufferPointer { out in
            values.withUnsafeBufferPointer { src in
                for level in 0..<offsets.count {
                    let o = 2 * offsets[level]
                    if level == 0 {
                        for b in 0..<counts[0] {
                            var mn = Double.infinity, mx = -Double.infinity
                            let s = b << shift, e = Swift.min(s + f, src.count)
                            for i in s..<e {
                                let v = src[i]
                                if v < mn { mn = v }   // false for NaN: gaps are skipped
                                if v > mx { mx = v }
                            }
                            out[o + 2 * b] = mn; out[o + 2 * b + 1] = mx
                        }
                    } else {
                        let p = 2 * offsets[level - 1], below = counts[level - 1]
                        for b in 0..<counts[level] {
                            var mn = Double.infinity, mx = -Double.infinity
                            let s = b << shift, e = Swift.min(s + f, below)
                            for i in s..<e {
                                mn = Swift.min(mn, out[p + 2 * i]); mx = Swift.max(mx, out[p + 2 * i + 1])
                            }
                            out[o + 2 * b] = mn; out[o + 2 * b + 1] = mx
                        }
                    }
                }
            }
        }
        self.storage = storage; self.offsets = offsets; self.counts = counts
    }

    /// The number of values.
    @inlinable public var count: Int { values.count }

    /// The smallest and largest value with index in `range` (clamped to the values), or `nil` when
    /// the range is empty or holds only gaps.
    /// - Complexity: O(log n).
    public func minMax(_ range: Range<Int>) -> (min: Double, max: Double)? {
        var lo = Swift.max(range.lowerBound, 0), hi = Swift.min(range.upperBound, values.count)
        guard lo < hi else { return nil }
        var mn = Double.infinity, mx = -Double.infinity
        let f = RangeExtrema.fanout, m = f - 1, shift = RangeExtrema.shift
        let levelCount = offsets.count
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
        guard lo < hi else { return mn <= mx ? (mn, mx) : nil }
        storage.withUnsafeBufferPointer { l in
            var level = 0
            while lo < hi {
                let o = 2 * offsets[level]
                if level == levelCount - 1 || hi - lo < 2 * f {
                    for b in lo..<hi { mn = Swift.min(mn, l[o + 2 * b]); mx = Swift.max(mx, l[o + 2 * b + 1]) }
                    break
                }
                let loUp = (lo + m) & ~m, hiDown = hi & ~m
                for b in lo..<loUp { mn = Swift.min(mn, l[o + 2 * b]); mx = Swift.max(mx, l[o + 2 * b + 1]) }
                for b in hiDown..<hi { mn = Swift.min(mn, l[o + 2 * b]); mx = Swift.max(mx, l[o + 2 * b + 1]) }
                lo = loUp >> shift
                hi = hiDown >> shift
                level += 1
            }
        }
        return mn <= mx ? (mn, mx) : nil
    }
}
