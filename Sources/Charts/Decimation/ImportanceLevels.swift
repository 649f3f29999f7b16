/// Levels of detail of one series by importance: the iterative Ramer–Douglas–Peucker of the contest
/// article, for the overview strip and for smooth curves.
///
/// A max-heap holds ranges between kept points, keyed by the distance of their most important
/// point (the farthest from the chord, in coordinates normalised to the series' x and y extent).
/// Popping a range keeps that point and pushes the two halves; the order in which points are kept
/// is their rank. All levels come from that one ranking: level `k` keeps the points of rank
/// `< budgets[k]`, so each level includes every point of the coarser levels after it.
/// No recursion: the heap is an array.
///
/// Gaps (`.nan`) are never kept; the boundaries of the runs between gaps are kept before any other
/// interior point, so lines break where the data does.
public struct ImportanceLevels: Sendable {
    /// The point budgets of the levels, decreasing (level 0 is the finest).
    public let budgets: [Int]
    /// Per level, the kept indices in increasing order (`levels[k].count ≤ budgets[k]`).
    public let levels: [[Int]]
    /// The gaps of the series (to break interpolation across them).
    public let gaps: GapRuns

    /// Ranks the points of `values` (at `x`) and cuts one level per budget.
    ///
    /// - Parameter budgets: points per level, in any order; sorted decreasing, and duplicates removed.
    /// - Complexity: O(n log n) for typical data, O(n · max budget) at worst (each kept point scans
    ///   its range once); memory O(n).
    public init(x: [Int64], values: [Double], budgets: [Int]) {
        precondition(x.count == values.count, "x and values differ in length")
        let budgets = Array(Set(budgets.map { Swift.max($0, 0) })).sorted(by: >)
        self.budgets = budgets
        let gaps = GapRuns(values)
        self.gaps = gaps
        let maxBudget = budgets.first ?? 0
        let n = values.count
        var rank = [Int32](repeating: .max, count: n)
        var nextRank: Int32 = 0
        let first = gaps.firstValue(from: 0)
        let last = gaps.lastValue(atOrBefore: n - 1)
        if first < n && maxBudget > 0 {
            let extrema = RangeExtrema(values).minMax(0..<n)!
            let xSpan = Swift.max(Double(x[last] - x[first]), 1)
            let ySpan = Swift.max(extrema.max - extrema.min, .leastNormalMagnitude)
            var heap = RangeHeap()
            x.withUnsafeBufferPointer { xs in
                values.withUnsafeBufferPointer { v in
                    /// The most important interior point of (a, b) and its key, or nil.
                    func best(_ a: Int, _ b: Int) -> RangeHeap.Entry? {
                        guard b - a >= 2 else { return nil }
                        if let g = gaps.firstGap(after: a), g < b {
                            // The end of a's run, or (when a ends its run) the start of the next run.
                            let p = g - 1 > a ? g - 1 : gaps.firstValue(from: g)
                            guard p < b else { return nil }
                            // Keep run boundaries first: an infinite key (wider ranges first on ties).
                            return RangeHeap.Entry(key: .infinity, tie: b - a, a: a, b: b, p: p)
                        }
                        let x0 = Double(xs[a]) / xSpan, y0 = v[a] / ySpan
                        let dx = Double(xs[b]) / xSpan - x0, dy = v[b] / ySpan - y0
                        let length = (dx * dx + dy * dy).squareRoot()
                        var bestD = -1.0, bestI = a + 1
                        for i in (a + 1)..<b {
                            let d = abs(dx * (v[i] / ySpan - y0) - dy * (Double(xs[i]) / xSpan - x0))
                            if d > bestD { bestD = d; bestI = i }
                        }
                        // Collinear points (a flat run): split in the middle, so that flat data
                        // stays O(n log n) and the points kept are evenly spread.
                        if bestD <= 0 { bestI = (a + b) >> 1 }
                        return RangeHeap.Entry(key: length > 0 ? bestD / length : bestD, tie: b - a, a: a, b: b, p: bestI)
                    }
                    rank[first] = nextRank; nextRank += 1
                    if last != first && Int(nextRank) < maxBudget { rank[last] = nextRank; nextRank += 1 }
                    if let e = best(first, last) { heap.push(e) }
                    while Int(nextRank) < maxBudget, let e = heap.pop() {
                        rank[e.p] = nextRank; nextRank += 1
                        if let l = best(e.a, e.p) { heap.push(l) }
                        if let r = best(e.p, e.b) { heap.push(r) }
                    }
                }
            }
        }
        // All levels in one pass over the ranks.
        var levels = budgets.map { b -> [Int] in var a = [Int](); a.reserveCapacity(Swift.min(b, n)); return a }
        for i in 0..<n where rank[i] != .max {
            let r = Int(rank[i])
            for k in 0..<budgets.count {
                guard r < budgets[k] else { break }
                levels[k].append(i)
            }
        }
        self.levels = levels
    }

    /// The value at data x `x` on the line through level `level`'s points (linear between kept
    /// points); `nil` outside the data or across a gap.
    /// - Complexity: O(log n).
    public func value(atX x: Double, level: Int, xs: [Int64], values: [Double]) -> Double? {
        let kept = levels[level]
        guard let firstIndex = kept.first, let lastIndex = kept.last else { return nil }
        guard x >= Double(xs[firstIndex]), x <= Double(xs[lastIndex]) else { return nil }
        var lo = 0, hi = kept.count - 1       // find kept[lo] ≤ x < kept[lo+1]
        while hi - lo > 1 {
            let mid = (lo + hi) >> 1
            if Double(xs[kept[mid]]) <= x { lo = mid } else { hi = mid }
        }
        let a = kept[lo]
        if Double(xs[a]) == x || kept.count == 1 { return values[a] }
        let b = kept[hi]
        if gaps.containsGap(between: a, b) { return nil }
        let t = (x - Double(xs[a])) / Double(xs[b] - xs[a])
        return values[a] + (values[b] - values[a]) * t
    }
}

/// A binary max-heap of ranges keyed by importance (ties: wider ranges first).
struct RangeHeap {
    struct Entry {
        var key: Double
        var tie: Int
        var a: Int, b: Int, p: Int
        @inline(__always) func above(_ o: Entry) -> Bool { key > o.key || (key == o.key && tie > o.tie) }
    }
    private var items: [Entry] = []

    mutating func push(_ e: Entry) {
        items.append(e)
        var i = items.count - 1
        while i > 0 {
            let parent = (i - 1) >> 1
            guard items[i].above(items[parent]) else { break }
            items.swapAt(i, parent); i = parent
        }
    }

    mutating func pop() -> Entry? {
        guard let top = items.first else { return nil }
        let lastItem = items.removeLast()
        if !items.isEmpty {
            items[0] = lastItem
            var i = 0
            while true {
                let l = 2 * i + 1, r = l + 1
                var m = i
                if l < items.count && items[l].above(items[m]) { m = l }
                if r < items.count && items[r].above(items[m]) { m = r }
                if m == i { break }
                items.swapAt(i, m); i = m
            }
        }
        return top
    }
}
