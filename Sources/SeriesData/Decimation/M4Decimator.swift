/// One pixel column of M4 decimation: the first, lowest, highest and last of the points whose x
/// falls in the column. Columns are pixel indices counted from the view's left edge; the points just
/// outside the view (which lines need to reach the edges) land in columns -1 and `width`.
public struct M4Column: Sendable, Equatable {
    /// The pixel column (-1 … width).
    public var column: Int
    /// Index and value of the first and last non-gap points in the column.
    public var firstIndex: Int
    public var lastIndex: Int
    public var first: Double
    public var last: Double
    /// The lowest and highest values in the column.
    public var min: Double
    public var max: Double
    /// A gap lies between the previous output column's last point and this column's first point:
    /// the line must break before this column.
    package var breakBefore: Bool
    /// A gap lies between this column's first and last points (narrower than a pixel).
    var gapInside: Bool

    public init(column: Int, firstIndex: Int, lastIndex: Int, first: Double, last: Double,
                min: Double, max: Double, breakBefore: Bool, gapInside: Bool) {
        self.column = column; self.firstIndex = firstIndex; self.lastIndex = lastIndex
        self.first = first; self.last = last; self.min = min; self.max = max
        self.breakBefore = breakBefore; self.gapInside = gapInside
    }
}

/// M4 decimation of one series: per pixel column, first / min / max / last of the visible points,
/// exact at pixel level, written into a caller-owned buffer.
///
/// Build it once per series (or per stacked layer); every frame call ``decimate(x:range:xMin:xMax:width:into:)``
/// with the same output array, which keeps its capacity (no allocation once it has grown to `width + 2`).
/// Views with few points per column are scanned directly; dense views use binary search for the column
/// boundaries and the min/max pyramid (``RangeExtrema``) for each column.
public struct M4Decimator: Sendable {
    /// The min/max pyramid of the values.
    public internal(set) var extrema: RangeExtrema
    /// The gaps of the values.
    public internal(set) var gaps: GapRuns

    /// - Complexity: O(n).
    public init(values: [Double]) { self.init(extrema: RangeExtrema(values)) }

    /// A decimator over the values of an existing pyramid (shared, not rebuilt).
    /// - Complexity: O(n) for the gaps.
    public init(extrema: RangeExtrema) {
        self.init(extrema: extrema, gaps: GapRuns(extrema.values))
    }

    /// A decimator over a pyramid and the gaps of its values, both kept by the caller (a growing
    /// chart extends them and hands them over again).
    public init(extrema: RangeExtrema, gaps: GapRuns) {
        precondition(gaps.ends.last.map { $0 <= extrema.count } ?? true, "gaps beyond the values")
        self.extrema = extrema
        self.gaps = gaps
    }

    /// The values being decimated.
    @inlinable public var values: [Double] { extrema.values }

    /// The pixel column of data x `x` in a view of `width` columns over `xMin…xMax`, clamped to
    /// -1…width. Monotone in `x`.
    @inline(__always)
    public static func column(of x: Double, xMin: Double, scale: Double, width: Int) -> Int {
        column(of: x, xMin: xMin, scale: scale, lowest: 0, width: width)
    }

    /// The pixel column of data x `x` in the grid of a view over `xMin…` with `scale` columns per
    /// unit of x, clamped to `lowest - 1`…`width`. Monotone in `x`.
    @inline(__always)
    static func column(of x: Double, xMin: Double, scale: Double, lowest: Int, width: Int) -> Int {
        let c = ((x - xMin) * scale).rounded(.down)
        if !(c >= Double(lowest - 1)) { return lowest - 1 }   // also NaN (x or scale not finite)
        if c >= Double(width) { return width }
        return Int(c)
    }

    /// Decimates the points `range` (usually `ChartData.indexRange(xMin:xMax:margin:)`) of a view of
    /// `width` pixel columns over data x `xMin…xMax` into `out` (cleared first, capacity kept).
    ///
    /// - Complexity: O(min(points, columns · log n)) — O(columns · log n) when zoomed out over many
    ///   points (boundaries by galloping search, extrema from the pyramid).
    public func decimate(x: [Int64], range: Range<Int>, xMin: Double, xMax: Double, width: Int,
                         into out: inout [M4Column]) {
        out.removeAll(keepingCapacity: true)
        precondition(x.count == values.count, "x and values differ in length")
        let lo = Swift.max(range.lowerBound, 0), hi = Swift.min(range.upperBound, x.count)
        guard lo < hi, width > 0, xMax > xMin else { return }
        decimate(x: x, lo: lo, hi: hi, xMin: xMin, scale: Double(width) / (xMax - xMin), lowest: 0, width: width, into: &out)
    }

    /// Decimates the points `range` in the column grid of a view over `xMin…` with `scale`
    /// columns per unit of x, columns `lowest ..< width` exact and the points left and right of
    /// them in columns `lowest - 1` and `width` (``decimate(x:range:xMin:xMax:width:into:)`` is
    /// `lowest` 0): the columns of a view's grid left of the view (a comparison drawn from its
    /// series' own columns, `ChartModel.shiftedCopies`).
    /// - Complexity: as ``decimate(x:range:xMin:xMax:width:into:)`` for `width - lowest` columns.
    package func decimate(x: [Int64], range: Range<Int>, xMin: Double, scale: Double, columns: Range<Int>,
                          into out: inout [M4Column]) {
        out.removeAll(keepingCapacity: true)
        precondition(x.count == values.count, "x and values differ in length")
        let lo = Swift.max(range.lowerBound, 0), hi = Swift.min(range.upperBound, x.count)
        guard lo < hi, !columns.isEmpty, scale > 0, scale.isFinite else { return }
        decimate(x: x, lo: lo, hi: hi, xMin: xMin, scale: scale, lowest: columns.lowerBound, width: columns.upperBound, into: &out)
    }

    private func decimate(x: [Int64], lo: Int, hi: Int, xMin: Double, scale: Double, lowest: Int, width: Int,
                          into out: inout [M4Column]) {
        x.withUnsafeBufferPointer { xs in
            values.withUnsafeBufferPointer { v in
                if hi - lo <= 4 * (width - lowest + 2) {
                    scan(xs, v, lo, hi, xMin: xMin, scale: scale, lowest: lowest, width: width, into: &out)
                } else {
                    pyramid(xs, v, lo, hi, xMin: xMin, scale: scale, lowest: lowest, width: width, into: &out)
                }
            }
        }
    }

    /// Direct scan: O(points).
    private func scan(_ xs: UnsafeBufferPointer<Int64>, _ v: UnsafeBufferPointer<Double>, _ lo: Int, _ hi: Int,
                      xMin: Double, scale: Double, lowest: Int, width: Int, into out: inout [M4Column]) {
        var current = M4Column(column: Int.min, firstIndex: -1, lastIndex: -1, first: 0, last: 0,
                               min: 0, max: 0, breakBefore: false, gapInside: false)
        var open = false          // `current` holds at least one point
        var pendingGap = false    // a gap since the last point
        var previousLast = -1
        for i in lo..<hi {
            let y = v[i]
            if y.isNaN { pendingGap = true; continue }
            let c = M4Decimator.column(of: Double(xs[i]), xMin: xMin, scale: scale, lowest: lowest, width: width)
            if open && c == current.column {
                if pendingGap { current.gapInside = true }
                current.lastIndex = i; current.last = y
                if y < current.min { current.min = y }
                if y > current.max { current.max = y }
            } else {
                if open { out.append(current); previousLast = current.lastIndex }
                current = M4Column(column: c, firstIndex: i, lastIndex: i, first: y, last: y, min: y, max: y,
                                   breakBefore: previousLast >= 0 && pendingGap, gapInside: false)
                open = true
            }
            pendingGap = false
        }
        if open { out.append(current) }
    }

    /// Column boundaries by interpolation and galloping search, extrema from the pyramid:
    /// O(columns · log n).
    ///
    /// Zoomed out over millions of points the cost is memory, not arithmetic: every probe of `xs`
    /// far from the last one is a cache miss, and a search's probes depend on each other. So each
    /// column's boundary is first guessed from the x spacing of the whole range (exact for evenly
    /// spaced x), then found by galloping from the guess: one or two probes where x is even, never
    /// more than O(log(points per column)) where it is not.
    private func pyramid(_ xs: UnsafeBufferPointer<Int64>, _ v: UnsafeBufferPointer<Double>, _ lo: Int, _ hi: Int,
                         xMin: Double, scale: Double, lowest: Int, width: Int, into out: inout [M4Column]) {
        var start = lo
        var previousLast = -1
        var c = M4Decimator.column(of: Double(xs[lo]), xMin: xMin, scale: scale, lowest: lowest, width: width)
        // Indices per unit of x over the range (0: no guess, the search gallops from `start`).
        let x0 = Double(xs[lo]), x1 = Double(xs[hi - 1])
        let perX = x1 > x0 ? Double(hi - 1 - lo) / (x1 - x0) : 0
        while start < hi {
            // The first index of a later column, on the monotone column function. Invariant:
            // indices < a are in columns ≤ c, indices ≥ b in later ones.
            var a = start + 1, b = hi
            var g = a
            if perX > 0 && a < hi - 1 {
                // The first point at or right of column c + 1's left edge, if x were even.
                let edge = xMin + Double(c + 1) / scale
                let guess = lo + Int(saturating: (edge - x0) * perX, rounding: .up, nan: a)
                g = Swift.min(Swift.max(guess, a), hi - 1)
            }
            if g > a && M4Decimator.column(of: Double(xs[g]), xMin: xMin, scale: scale, lowest: lowest, width: width) > c {
                // Past the boundary: gallop back towards `a`.
                b = g
                var step = 1
                while true {
                    let probe = g - step
                    if probe < a { break }
                    if M4Decimator.column(of: Double(xs[probe]), xMin: xMin, scale: scale, lowest: lowest, width: width) <= c {
                        a = probe + 1; break
                    }
                    b = probe
                    step <<= 1
                }
            } else {
                // At or before the boundary: gallop forward from the guess.
                if g > a { a = g + 1 }
                var step = 1
                let from = a - 1
                while a < hi {
                    let probe = Swift.min(from + step, hi - 1)
                    if M4Decimator.column(of: Double(xs[probe]), xMin: xMin, scale: scale, lowest: lowest, width: width) > c {
                        b = probe; break
                    }
                    a = probe + 1
                    step <<= 1
                }
            }
            while a < b {
                let mid = (a + b) >> 1
                if M4Decimator.column(of: Double(xs[mid]), xMin: xMin, scale: scale, lowest: lowest, width: width) <= c { a = mid + 1 } else { b = mid }
            }
            let end = a
            let f = gaps.firstValue(from: start)
            if f < end {
                let l = gaps.lastValue(atOrBefore: end - 1)
                let mm = extrema.minMax(f..<(l + 1))!
                out.append(M4Column(column: c, firstIndex: f, lastIndex: l, first: v[f], last: v[l],
                                    min: mm.min, max: mm.max,
                                    breakBefore: previousLast >= 0 && f > previousLast + 1,
                                    gapInside: gaps.containsGap(between: f, l)))
                previousLast = l
            }
            start = end
            if start < hi { c = M4Decimator.column(of: Double(xs[start]), xMin: xMin, scale: scale, lowest: lowest, width: width) }
        }
    }
}
