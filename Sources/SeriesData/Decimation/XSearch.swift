import Raster

/// Binary searches from x (milliseconds) to indices of a strictly increasing x column, over the
/// one binary search of the project (`partitionPoint`).
package enum XSearch {
    /// The first index of `0 ..< count` where `isBefore` is false, for an `isBefore` that is true
    /// on a prefix and false after it (`count` when it is true everywhere): every binary search
    /// of sorted x, run starts, time zone transitions… is this one.
    /// - Complexity: O(log count) calls of `isBefore`.
    @inlinable
    package static func partitionPoint(_ count: Int, _ isBefore: (Int) -> Bool) -> Int {
        var lo = 0, hi = count
        while lo < hi {
            let mid = (lo &+ hi) >> 1
            if isBefore(mid) { lo = mid &+ 1 } else { hi = mid }
        }
        return lo
    }

    /// The first index whose x is ≥ `x` (`xs.count` when none is).
    /// - Complexity: O(log n).
    @inlinable
    public static func lowerBound(_ xs: UnsafeBufferPointer<Int64>, _ x: Double) -> Int {
        partitionPoint(xs.count) { Double(xs[$0]) < x }
    }

    /// The first index whose x is > `x` (`xs.count` when none is).
    /// - Complexity: O(log n).
    @inlinable
    public static func upperBound(_ xs: UnsafeBufferPointer<Int64>, _ x: Double) -> Int {
        partitionPoint(xs.count) { Double(xs[$0]) <= x }
    }

    /// The index whose x is nearest to `x` (the earlier one on a tie); `nil` when `xs` is empty.
    /// - Complexity: O(log n).
    @inlinable
    package static func nearest(_ xs: UnsafeBufferPointer<Int64>, _ x: Double) -> Int? {
        guard !xs.isEmpty else { return nil }
        let i = lowerBound(xs, x)
        if i == 0 { return 0 }
        if i == xs.count { return xs.count - 1 }
        return x - Double(xs[i - 1]) <= Double(xs[i]) - x ? i - 1 : i
    }
}

extension ChartData {
    /// The first index whose x is ≥ `x`.
    /// - Complexity: O(log n).
    public func lowerBound(x: Double) -> Int { self.x.withUnsafeBufferPointer { XSearch.lowerBound($0, x) } }

    /// The first index whose x is > `x`.
    /// - Complexity: O(log n).
    public func upperBound(x: Double) -> Int { self.x.withUnsafeBufferPointer { XSearch.upperBound($0, x) } }

    /// The indices whose x lies in `xMin…xMax`, widened by one point on each side (when there is one)
    /// so that lines run to the edges of the view.
    /// - Complexity: O(log n).
    package func indexRange(xMin: Double, xMax: Double, margin: Int = 1) -> Range<Int> {
        let lo = Swift.max(lowerBound(x: xMin) - margin, 0)
        let hi = Swift.min(upperBound(x: xMax) + margin, count)
        return lo..<Swift.max(lo, hi)
    }

    /// The index of the point nearest to data x `x`.
    /// - Complexity: O(log n).
    package func nearestIndex(x: Double) -> Int? { self.x.withUnsafeBufferPointer { XSearch.nearest($0, x) } }
}
