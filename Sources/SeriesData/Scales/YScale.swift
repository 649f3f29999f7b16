/// Nice y-axis ticks: a range that starts and ends on grid lines with a step of 1, 2, 2.5 or 5
/// (or 3, 4, 6, 8) times a power of ten, split into a fixed number of rows (6 by default).
///
/// The scale is computed for the **target** extrema of an animation, so y labels lay out once
/// for where the chart is going (the feel helper animates the viewport towards ``min``…``max``).
package struct YScale: Hashable, Sendable {
    /// The value of the lowest grid line (the bottom of the viewport).
    public var min: Double
    /// The distance between grid lines.
    public var step: Double
    /// Rows between the lowest and the highest grid line.
    public var rows: Int

    /// The value of the highest grid line (the top of the viewport).
    public var max: Double { min + step * Double(rows) }

    /// The value of grid line `i` (0 = bottom … `rows` = top).
    public func value(at i: Int) -> Double {
        let v = min + step * Double(i)
        // Snap tiny floating noise (e.g. 1e-13 instead of 0) to the step grid.
        return abs(v) < step * 1e-9 ? 0 : v
    }

    public init(min: Double, step: Double, rows: Int) {
        self.min = min; self.step = step; self.rows = rows
    }

    /// A scale holding `lo…hi`: line charts start at the lowest visible value (`zeroBased` false),
    /// bars and areas at zero (`zeroBased` true). Degenerate input (equal or non-finite bounds)
    /// gives a small scale around the value.
    ///
    /// Total over all Doubles: ``min``, ``max`` and their difference are always finite. Bounds
    /// near the largest Double, where a nice step would overflow, give an evenly divided scale
    /// from `lo` to `hi`; a range wider than the largest Double itself (say -1e308…1e308) shows
    /// its middle, the largest Double wide, and the data beyond clips at the plot's edges. ±∞ are
    /// read as the largest finite magnitudes, NaN as "no bound".
    public init(fitting lo: Double, _ hi: Double, zeroBased: Bool, rows: Int = 6) {
        self.init(fitting: lo, hi, zeroBased: zeroBased, rows: rows, ladder: YScale.niceStep(atLeast:))
    }

    /// A scale holding `lo…hi` whose step is one of `ladder`'s (the smallest step of the ladder
    /// at least as large as its argument): `niceStep(atLeast:)`, or a unit's (durations).
    init(fitting lo: Double, _ hi: Double, zeroBased: Bool, rows: Int, ladder: (Double) -> Double) {
        precondition(rows > 0, "a scale needs at least one row")
        let big = Double.greatestFiniteMagnitude
        var lo = lo.isNaN ? 0 : Swift.min(Swift.max(lo, -big), big)
        var hi = hi.isNaN ? (lo < 1 ? 1 : lo) : Swift.min(Swift.max(hi, -big), big)
        if lo > hi { swap(&lo, &hi) }
        if zeroBased { lo = Swift.min(lo, 0); hi = Swift.max(hi, 0) }
        if hi - lo <= Swift.max(abs(hi) * 1e-12, 1e-300) {
            // A flat line: centre it in a range of about ±10 % (or ±1 at zero). Ranges narrower
            // than 1e-300 count as flat: a plot maps them with a factor beyond the largest Double.
            let pad = hi == 0 ? 1 : Swift.max(abs(hi) * 0.1, 1e-300)
            lo = zeroBased && lo >= 0 ? 0 : Swift.max(lo - pad, -big)
            hi = Swift.min(hi + pad, big)
        }
        var step = ladder((hi - lo) / Double(rows))
        var start = YScale.snapDown(lo, step: step, zeroBased: zeroBased)
        // Snapping the bottom down can leave the top short: grow the step until it fits.
        var guardCount = 0
        while start + step * Double(rows) < hi * (1 - 1e-12) - 1e-300 && guardCount < 64 {
            step = ladder(step * 1.0001)
            start = YScale.snapDown(lo, step: step, zeroBased: zeroBased)
            guardCount += 1
        }
        // Overflowing nice steps, or steps among the subnormals where they lose their digits.
        if !(start + step * Double(rows) - start).isFinite || (hi - lo).isInfinite || !(step >= Double.leastNormalMagnitude) {
            (start, step) = YScale.plain(lo, hi, rows: rows)
        }
        self.init(min: start, step: step, rows: rows)
    }

    /// An evenly divided scale from `lo` to `hi` (finite, `lo ≤ hi`) for bounds where nice steps
    /// overflow; wider than the largest Double, its middle, `0.98 ×` the largest Double wide.
    static func plain(_ lo: Double, _ hi: Double, rows: Int) -> (start: Double, step: Double) {
        var lo = lo, hi = hi
        let half = Double.greatestFiniteMagnitude * 0.49
        if (hi - lo).isInfinite {
            let mid = lo / 2 + hi / 2
            lo = Swift.max(lo, mid - half)
            hi = Swift.min(hi, mid + half)
        }
        var step = Swift.max(hi / Double(rows) - lo / Double(rows), Double.leastNonzeroMagnitude)
        // Rounding may carry lo + step·rows just past the largest Double.
        while !(lo + step * Double(rows)).isFinite { step *= 1 - 1e-12 }
        return (lo, step)
    }

    /// The grid line at or below `lo` (zero for zero-based scales of non-negative data), safe
    /// against rounding above `lo`.
    static func snapDown(_ lo: Double, step: Double, zeroBased: Bool) -> Double {
        if zeroBased && lo >= 0 { return 0 }
        var start = (lo / step).rounded(.down) * step
        if start > lo { start -= step }
        return start
    }

    /// The mantissas of nice steps.
    private static let multipliers: [Double] = [1, 2, 2.5, 3, 4, 5, 6, 8, 10]

    /// The smallest value of the form {1, 2, 2.5, 3, 4, 5, 6, 8} × 10ⁿ that is ≥ `raw` (> 0); the
    /// in-between steps keep a range from wasting up to half the plot when 2.5 just misses.
    static func niceStep(atLeast raw: Double) -> Double {
        guard raw > 0, raw.isFinite else { return 1 }
        var power = 1.0
        while power * 10 <= raw { power *= 10 }
        while power > raw { power /= 10 }
        for m in YScale.multipliers where m * power >= raw * (1 - 1e-12) {
            return m * power
        }
        return 10 * power
    }
}
