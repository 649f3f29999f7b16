/// The bottoms and tops of stacked series for one set of series weights (1 shown, 0 hidden, in
/// between while a toggle animates). For percentage charts the tops are shares of 100.
///
/// `tops[s][i]` is the upper edge of series `s` at point `i`; its lower edge is the top of the
/// previous series (or 0 for the first). Gaps count as 0 so that stacks stay closed.
package struct StackedLayers: Sendable, Equatable {
    /// Upper edges, one array per series of the chart (hidden series have zero height).
    package var tops: [[Double]]
    /// Per x, the top of the whole stack (100 for percentage charts, unless every series is 0 there).
    public var total: [Double]

    /// The lower edge of series `s` at point `i`.
    @inlinable
    public func bottom(_ s: Int, _ i: Int) -> Double { s == 0 ? 0 : tops[s - 1][i] }
}

/// Where a stack is written (`StackedLayers.stack(_:count:weight:percentage:range:)`): kept
/// across frames by its drawer, so restacking the points drawn while a series fades reuses the
/// memory of the frame before (sized once, grown only when the data grows).
package struct StackBuffers {
    /// Upper edges, one array per series; element 0 is the point at the range's lower bound.
    package private(set) var tops: [[Double]] = []
    /// The top of the whole stack per point.
    package private(set) var total: [Double] = []
    /// The sums a percentage stack divides by.
    private var sums: [Double] = []

    package init() {}

    /// Stacks `count` columns (`column(s)`, weighted `weight(s)`) over the points `range`: the
    /// tops of each and of the whole stack, shares of 100 for a `percentage` chart. Gaps count
    /// as 0. Allocates only when a buffer must grow.
    /// - Complexity: O(points · series).
    package mutating func stack(count: Int, column: (Int) -> [Double], weight: (Int) -> Double, percentage: Bool,
                                range: Range<Int>) {
        let n = range.count, lo = range.lowerBound
        if percentage { ChartData.sums(count: count, column: column, weight: weight, range: range, into: &sums) }
        total.removeAll(keepingCapacity: true)
        total.append(contentsOf: repeatElement(0, count: n))
        if tops.count > count { tops.removeLast(tops.count - count) }
        while tops.count < count { tops.append([]) }
        for c in 0 ..< count {
            let w = weight(c)
            column(c).withUnsafeBufferPointer { v in
                sums.withUnsafeBufferPointer { t in
                    total.withUnsafeMutableBufferPointer { r in
                        for i in 0..<n {
                            let value = v[lo + i].isNaN ? 0 : w * v[lo + i]
                            if percentage {
                                let sum = t[i]
                                r[i] += (sum.isNaN || sum == 0) ? 0 : value / sum * 100
                            } else {
                                r[i] += value
                            }
                        }
                    }
                }
            }
            tops[c].removeAll(keepingCapacity: true)
            tops[c].append(contentsOf: total)
        }
    }
}

extension StackedLayers {
    /// The tops of `columns` stacked with `weights` over the points `range` (element 0 is the
    /// point at `range.lowerBound`), and the top of the whole stack (`StackBuffers`, new arrays).
    /// - Complexity: O(points · series).
    package static func stack(_ columns: [[Double]], weights: [Double], percentage: Bool,
                      range: Range<Int>) -> (tops: [[Double]], total: [Double]) {
        var buffers = StackBuffers()
        buffers.stack(count: min(columns.count, weights.count), column: { columns[$0] }, weight: { weights[$0] },
                      percentage: percentage, range: range)
        return (buffers.tops, buffers.total)
    }

    /// Takes in the points `from...` of `data` (appended, or a replaced last point at `from`),
    /// stacked with `weights`; returns the new part of `total`.
    /// - Complexity: O(new points · series).
    @discardableResult
    mutating func extend(_ data: ChartData, weights: [Double], from: Int) -> ArraySlice<Double> {
        let part = StackedLayers.stack(data.series.map(\.values), weights: weights, percentage: data.percentage,
                                       range: from ..< data.count)
        for s in tops.indices {
            tops[s].removeLast(tops[s].count - from)
            tops[s].append(contentsOf: part.tops[s])
        }
        total.removeLast(total.count - from)
        total.append(contentsOf: part.total)
        return total[from...]
    }

    /// Forgets the first `k` points; the copies ahead in `ahead` are forgotten with them.
    /// - Complexity: O(n · series) moves.
    mutating func removeFirst(_ k: Int, ahead: inout [ColumnAhead<Double>]) {
        Self.match(&ahead, tops.count + 1)
        for s in tops.indices { ahead[s].drop(from: tops[s].count); tops[s].removeFirst(k) }
        ahead[tops.count].drop(from: total.count)
        total.removeFirst(k)
    }

    // MARK: Growing columns (``ColumnGrowth``)

    /// Makes room for `needed` points in every layer and the total like a line chart's columns:
    /// layer `s` at the capacities of slot `firstSlot + s`, the total at the next one, each copied
    /// ahead into its entry of `ahead` (one per layer, then the total's) while it fills — one
    /// append never copies a whole layer. Call it before `extend(_:weights:from:)`. Returns the
    /// elements copied. - Complexity: O(k · series) for k new points (amortized O(1) a value).
    @discardableResult
    mutating func reserve(_ needed: Int, ahead: inout [ColumnAhead<Double>], firstSlot: Int, of slots: Int) -> Int {
        Self.match(&ahead, tops.count + 1)
        var copied = 0
        for s in tops.indices {
            copied += ColumnGrowth.reserve(&tops[s], ahead: &ahead[s], for: needed, slot: firstSlot + s, of: slots)
        }
        copied += ColumnGrowth.reserve(&total, ahead: &ahead[tops.count], for: needed, slot: firstSlot + tops.count, of: slots)
        return copied
    }

    /// Room for a third more in every layer and the total (a stack built at exact capacity whose
    /// chart will grow), at the slots of `reserve(_:ahead:firstSlot:of:)`. Returns the elements copied.
    @discardableResult
    mutating func reserveHeadroom(ahead: inout [ColumnAhead<Double>], firstSlot: Int, of slots: Int) -> Int {
        Self.match(&ahead, tops.count + 1)
        var copied = 0
        for s in tops.indices {
            copied += ColumnGrowth.reserveHeadroom(&tops[s], ahead: &ahead[s], slot: firstSlot + s, of: slots)
        }
        copied += ColumnGrowth.reserveHeadroom(&total, ahead: &ahead[tops.count], slot: firstSlot + tops.count, of: slots)
        return copied
    }

    /// Where each layer (`layerN`) and the total keep their elements and their copies ahead.
    func columnStorages(_ ahead: [ColumnAhead<Double>]) -> [String: ColumnStorage] {
        var out: [String: ColumnStorage] = [:]
        for s in tops.indices { out["layer\(s)"] = ColumnGrowth.storage(tops[s], s < ahead.count ? ahead[s] : ColumnAhead()) }
        out["total"] = ColumnGrowth.storage(total, tops.count < ahead.count ? ahead[tops.count] : ColumnAhead())
        return out
    }

    /// One copy ahead per layer and one for the total.
    private static func match(_ ahead: inout [ColumnAhead<Double>], _ count: Int) {
        if ahead.count > count { ahead.removeLast(ahead.count - count) }
        while ahead.count < count { ahead.append(ColumnAhead()) }
    }
}

extension ChartData {
    /// Stacks the series with the given weights (one per series, usually 0…1).
    ///
    /// Call it when the weights change (a toggle and its animation), not on every pan: the result
    /// does not depend on the visible range.
    /// - Complexity: O(n · series).
    func stackedLayers(weights: [Double]) -> StackedLayers {
        precondition(weights.count == series.count, "one weight per series")
        let (tops, total) = StackedLayers.stack(series.map(\.values), weights: weights, percentage: percentage,
                                                range: 0 ..< count)
        return StackedLayers(tops: tops, total: total)
    }

    /// `stackedLayers(weights:)` for shown (`true`) and hidden series.
    func stackedLayers(visible: [Bool]) -> StackedLayers {
        stackedLayers(weights: visible.map { $0 ? 1 : 0 })
    }
}
