/// Sums and means of a series over any index range in O(1), from prefix sums — for the pie of
/// averages a percentage chart shows when zoomed (round 2, chart 5) and for info boards over a range.
/// Gaps (`.nan`) are left out of both the sum and the count.
public struct RangeSums: Sendable {
    /// prefix[i] = sum of the non-gap values before index i; counts likewise.
    private let prefix: [Double]
    private let counts: [Int32]

    /// - Complexity: O(n).
    public init(_ values: [Double]) {
        var prefix = [Double](repeating: 0, count: values.count + 1)
        var counts = [Int32](repeating: 0, count: values.count + 1)
        var s = 0.0, c: Int32 = 0
        for (i, v) in values.enumerated() {
            if !v.isNaN { s += v; c += 1 }
            prefix[i + 1] = s; counts[i + 1] = c
        }
        self.prefix = prefix; self.counts = counts
    }

    /// The sum of the values in `range` (clamped), gaps left out.
    /// - Complexity: O(1).
    public func sum(_ range: Range<Int>) -> Double {
        let lo = max(range.lowerBound, 0), hi = min(range.upperBound, prefix.count - 1)
        return lo < hi ? prefix[hi] - prefix[lo] : 0
    }

    /// The mean of the values in `range` (clamped), or `nil` when it holds no value.
    /// - Complexity: O(1).
    public func mean(_ range: Range<Int>) -> Double? {
        let lo = max(range.lowerBound, 0), hi = min(range.upperBound, counts.count - 1)
        guard lo < hi else { return nil }
        let n = counts[hi] - counts[lo]
        return n > 0 ? (prefix[hi] - prefix[lo]) / Double(n) : nil
    }
}
