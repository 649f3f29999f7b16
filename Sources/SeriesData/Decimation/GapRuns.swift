/// The runs of gaps (`.nan`) of a series, as sorted half-open index ranges, for O(log g) questions
/// about gaps in any index range.
public struct GapRuns: Sendable, Equatable {
    /// Run starts and ends (exclusive), sorted; runs never touch.
    public private(set) var starts: [Int] = []
    public private(set) var ends: [Int] = []

    /// - Complexity: O(n).
    public init(_ values: [Double]) {
        extend(values, from: 0)
    }

    /// Takes in `values[from...]`, appended after the `from` values already described (the last
    /// run extends, or new runs append). - Complexity: O(values appended).
    package mutating func extend(_ values: [Double], from: Int) {
        let n = values.count
        guard from < n else { return }
        values.withUnsafeBufferPointer { v in
            var i = from
            while i < n {
                if v[i].isNaN {
                    let s = i
                    while i < n && v[i].isNaN { i += 1 }
                    if let e = ends.last, e == s { ends[ends.count - 1] = i } else { starts.append(s); ends.append(i) }
                } else {
                    i += 1
                }
            }
        }
    }

    /// Forgets everything at index `count` and after (before a replaced last value is taken in
    /// again). - Complexity: O(1) amortized.
    package mutating func truncate(to count: Int) {
        while let s = starts.last, s >= count { starts.removeLast(); ends.removeLast() }
        if let e = ends.last, e > count { ends[ends.count - 1] = count }
    }

    /// The runs after the first `k` values were removed (indices shift down by `k`).
    /// - Complexity: O(runs).
    package mutating func removeFirst(_ k: Int) {
        guard k > 0 else { return }
        var drop = 0
        while drop < ends.count && ends[drop] <= k { drop += 1 }
        starts.removeFirst(drop); ends.removeFirst(drop)
        for r in starts.indices {
            starts[r] = Swift.max(starts[r] - k, 0); ends[r] -= k
        }
    }

    /// Whether the series has no gaps.
    @inlinable public var isEmpty: Bool { starts.isEmpty }

    /// Index of the last run that starts at or before `i`, or -1.
    @inline(__always)
    private func runAtOrBefore(_ i: Int) -> Int {
        XSearch.partitionPoint(starts.count) { starts[$0] <= i } - 1
    }

    /// The first index ≥ `i` that is not a gap (may be ≥ the series' count).
    /// - Complexity: O(log g).
    package func firstValue(from i: Int) -> Int {
        if starts.isEmpty { return i }
        let r = runAtOrBefore(i)
        return r >= 0 && ends[r] > i ? ends[r] : i
    }

    /// The last index ≤ `i` that is not a gap (may be -1).
    /// - Complexity: O(log g).
    package func lastValue(atOrBefore i: Int) -> Int {
        if starts.isEmpty { return i }
        let r = runAtOrBefore(i)
        return r >= 0 && ends[r] > i ? starts[r] - 1 : i
    }

    /// Whether a gap lies strictly between indices `a` and `b` (`a < b`).
    /// - Complexity: O(log g).
    func containsGap(between a: Int, _ b: Int) -> Bool {
        if starts.isEmpty || b - a < 2 { return false }
        let r = runAtOrBefore(a)
        if r >= 0 && ends[r] > a + 1 { return true }   // a run covering a+1 that started at or before a
        let next = r + 1
        return next < starts.count && starts[next] < b
    }
}
