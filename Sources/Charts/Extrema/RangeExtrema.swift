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
    /// Levels 1…: interleaved (min, max) per block; an all-gap block holds (+∞, −∞).
    private var levels: [[Double]] = []

    /// - Complexity: O(n).
    public init(_ values: [Double]) {
        self.values = values
        var count = values.count
        var previous: [Double]? = nil
        while count > RangeExtrema.fanout {
            let blocks = (count + RangeExtrema.fanout - 1) >> RangeExtrema.shift
            var level = [Double](repeating: 0, count: blocks * 2)
            level.withUnsafeMutableBufferPointer { out in
                if let previous {
                    previous.withUnsafeBufferPointer { src in
                        for b in 0..<blocks {
                            var mn = Double.infinity, mx = -Double.infinity
                            let s = b << RangeExtrema.shift, e = min(s + RangeExtrema.fanout, count)
                            for i in s..<e {
                                mn = Swift.min(mn, src[2 * i]); mx = Swift.max(mx, src[2 * i + 1])
                            }
                            out[2 * b] = mn; out[2 * b + 1] = mx
                        }
                    }
                } else {
                    values.withUnsafeBufferPointer { src in
                        for b in 0..<blocks {
                            var mn = Double.infinity, mx = -Double.infinity
                            let s = b << RangeExtrema.shift, e = min(s + RangeExtrema.fanout, count)
                            for i in s..<e {
                                let v = src[i]
                                if v < mn { mn = v }   // false for NaN: gaps are skipped
                                if v > mx { mx = v }
                            }
                            out[2 * b] = mn; out[2 * b + 1] = mx
                        }
                    }
                }
            }
            levels.append(level)
            previous = level
            count = blocks
        }
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
        let f = RangeExtrema.fanout, m = f - 1
        values.withUnsafeBufferPointer { v in
            // Level 0: raw values at both ends.
            let loUp = Swift.min((lo + m) & ~m, hi)
            let hiDown = levels.isEmpty ? loUp : Swift.max(hi & ~m, loUp)
            if levels.isEmpty || hi - lo < 2 * f {
                for i in lo..<hi { let x = v[i]; if x < mn { mn = x }; if x > mx { mx = x } }
                lo = hi
                return
            }
            for i in lo..<loUp { let x = v[i]; if x < mn { mn = x }; if x > mx { mx = x } }
            for i in hiDown..<hi { let x = v[i]; if x < mn { mn = x }; if x > mx { mx = x } }
            lo = loUp >> RangeExtrema.shift
            hi = hiDown >> RangeExtrema.shift
        }
        var level = 0
        while lo < hi {
            levels[level].withUnsafeBufferPointer { l in
                if level == levels.count - 1 || hi - lo < 2 * f {
                    for b in lo..<hi { mn = Swift.min(mn, l[2 * b]); mx = Swift.max(mx, l[2 * b + 1]) }
                    lo = hi
                    return
                }
                let loUp = Swift.min((lo + m) & ~m, hi)
                let hiDown = Swift.max(hi & ~m, loUp)
                for b in lo..<loUp { mn = Swift.min(mn, l[2 * b]); mx = Swift.max(mx, l[2 * b + 1]) }
                for b in hiDown..<hi { mn = Swift.min(mn, l[2 * b]); mx = Swift.max(mx, l[2 * b + 1]) }
                lo = loUp >> RangeExtrema.shift
                hi = hiDown >> RangeExtrema.shift
            }
            level += 1
        }
        return mn <= mx ? (mn, mx) : nil
    }
}
