/// The average and median lines' values, read from a series' values when a frame is drawn (so
/// they follow the visible range and data that grows). Gaps (`.nan`) are skipped everywhere.
package enum SeriesStatistics {
    /// The mean of the values at `range`, summed in index order; `nil` when all are gaps.
    /// - Complexity: O(range).
    package static func mean(_ v: UnsafeBufferPointer<Double>, _ range: Range<Int>) -> Double? {
        var sum = 0.0, n = 0
        for i in range where !v[i].isNaN { sum += v[i]; n += 1 }
        return n > 0 ? sum / Double(n) : nil
    }

    /// The running mean at point `i`: the mean of the last `window` samples up to and including
    /// `i` (positions `i − window + 1 … i`, gaps skipped); `nil` when `i` itself is a gap.
    /// - Complexity: O(window).
    package static func runningMean(_ v: UnsafeBufferPointer<Double>, at i: Int, window: Int) -> Double? {
        guard !v[i].isNaN else { return nil }
        return mean(v, Swift.max(0, i - window + 1) ..< i + 1)
    }

    /// The running median at point `i`: the median of the last `window` samples up to and
    /// including `i` (the mean of the middle two for an even count); `nil` when `i` is a gap.
    /// `scratch` is reused (it grows to `window` once).
    /// - Complexity: O(window) expected (selection, not sorting).
    package static func runningMedian(_ v: UnsafeBufferPointer<Double>, at i: Int, window: Int, scratch: inout [Double]) -> Double? {
        guard !v[i].isNaN else { return nil }
        scratch.removeAll(keepingCapacity: true)
        for j in Swift.max(0, i - window + 1) ... i where !v[j].isNaN { scratch.append(v[j]) }
        return median(&scratch)
    }

    /// The median of `values` (reordered); `nil` when empty.
    /// - Complexity: O(n) expected.
    static func median(_ values: inout [Double]) -> Double? {
        let n = values.count
        guard n > 0 else { return nil }
        return values.withUnsafeMutableBufferPointer { b -> Double in
            let upper = select(b, n / 2)
            guard n % 2 == 0 else { return upper }
            // The lower middle is the largest value left of the upper one after selection.
            var lower = b[0]
            for k in 1 ..< n / 2 where b[k] > lower { lower = b[k] }
            let m = (lower + upper) / 2
            return m.isFinite ? m : lower / 2 + upper / 2
        }
    }

    /// Reorders `b` so that `b[k]` is the k-th smallest, smaller ones before it; returns it.
    /// Hoare's selection with a median-of-three pivot.
    private static func select(_ b: UnsafeMutableBufferPointer<Double>, _ k: Int) -> Double {
        var lo = 0, hi = b.count - 1
        while lo < hi {
            let m = lo + (hi - lo) / 2
            if b[m] < b[lo] { b.swapAt(m, lo) }
            if b[hi] < b[lo] { b.swapAt(hi, lo) }
            if b[hi] < b[m] { b.swapAt(hi, m) }
            let pivot = b[m]
            var i = lo, j = hi
            while i <= j {
                while b[i] < pivot { i += 1 }
                while b[j] > pivot { j -= 1 }
                if i <= j { b.swapAt(i, j); i += 1; j -= 1 }
            }
            if k <= j { hi = j } else if k >= i { lo = i } else { return b[k] }
        }
        return b[k]
    }
}
