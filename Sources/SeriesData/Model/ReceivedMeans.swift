/// The mean of every sample each series has received (`--average all`): a running sum and count
/// per series, grown by appends and kept when old samples are dropped (a stream's `--keep`), so
/// the line stays the average since the stream began. Owned by the `ChartModel`.
package struct ReceivedMeans: Sendable, Equatable {
    private var sums: [Double]
    private var counts: [Int]

    /// The sums and counts of the finite values of `series`.
    /// - Complexity: O(points · series), once per model.
    package init(_ series: [Series]) {
        sums = Array(repeating: 0, count: series.count)
        counts = Array(repeating: 0, count: series.count)
        for s in series.indices {
            for v in series[s].values where v.isFinite { sums[s] += v; counts[s] += 1 }
        }
    }

    /// Takes in `rows` values of `columns` (one per series); `replaced` holds, per series, the
    /// value the first of them replaces (a sample at the same time as the last one), if any.
    /// - Complexity: O(rows · series), no allocation.
    package mutating func add(_ columns: [[Double]], replaced: (Int) -> Double?) {
        for s in columns.indices where s < sums.count {
            if let old = replaced(s), old.isFinite { sums[s] -= old; counts[s] -= 1 }
            for v in columns[s] where v.isFinite { sums[s] += v; counts[s] += 1 }
        }
    }

    /// The mean of series `s`'s received values; `nil` before any.
    package func mean(_ s: Int) -> Double? {
        guard sums.indices.contains(s), counts[s] > 0 else { return nil }
        return sums[s] / Double(counts[s])
    }
}
