/// The bottoms and tops of stacked series for one set of series weights (1 shown, 0 hidden, in
/// between while a toggle animates). For percentage charts the tops are shares of 100.
///
/// `tops[s][i]` is the upper edge of series `s` at point `i`; its lower edge is the top of the
/// previous series (or 0 for the first). Gaps count as 0 so that stacks stay closed.
public struct StackedLayers: Sendable, Equatable {
    /// Upper edges, one array per series of the chart (hidden series have zero height).
    public var tops: [[Double]]
    /// Per x, the top of the whole stack (100 for percentage charts, unless every series is 0 there).
    public var total: [Double]

    /// The lower edge of series `s` at point `i`.
    @inlinable
    public func bottom(_ s: Int, _ i: Int) -> Double { s == 0 ? 0 : tops[s - 1][i] }
}

extension ChartData {
    /// Stacks the series with the given weights (one per series, usually 0…1).
    ///
    /// Call it when the weights change (a toggle and its animation), not on every pan: the result
    /// does not depend on the visible range.
    /// - Complexity: O(n · series).
    public func stackedLayers(weights: [Double]) -> StackedLayers {
        precondition(weights.count == series.count, "one weight per series")
        let n = count
        let totals = ChartData.sums(series, weights: weights, count: n)
        var tops: [[Double]] = []
        tops.reserveCapacity(series.count)
        var running = [Double](repeating: 0, count: n)
        for (s, w) in zip(series, weights) {
            s.values.withUnsafeBufferPointer { v in
                totals.withUnsafeBufferPointer { t in
                    running.withUnsafeMutableBufferPointer { r in
                        for i in 0..<n {
                            let value = v[i].isNaN ? 0 : w * v[i]
                            if percentage {
                                let total = t[i]
                                r[i] += (total.isNaN || total == 0) ? 0 : value / total * 100
                            } else {
                                r[i] += value
                            }
                        }
                    }
                }
            }
            tops.append(running)
        }
        return StackedLayers(tops: tops, total: running)
    }

    /// ``stackedLayers(weights:)`` for shown (`true`) and hidden series.
    public func stackedLayers(visible: [Bool]) -> StackedLayers {
        stackedLayers(weights: visible.map { $0 ? 1 : 0 })
    }
}
