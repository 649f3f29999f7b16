import Raster

/// X-axis label placement: labels sit on multiples of a **power-of-two** step in the data's time
/// unit, counted from the epoch, so when the step halves or doubles every label that stays keeps
/// its place (the contest article's rule); the step is the smallest one whose labels do not
/// overlap, measured with the real text widths.
///
/// Total for any data: x anywhere in `Int64` (differences that overflow are skipped, label times
/// saturate), any width, and at most ``maxLabels`` labels per call, so a huge range never hangs.
public struct XAxisLabels: Sendable {
    /// The most labels ``forEachLabel(xMin:xMax:extra:_:)`` visits and ``fit`` tries per step
    /// (far more than fit on the widest screen).
    public static let maxLabels = 4096

    /// The time unit of the data (its typical point spacing: 5 min, 1 h, 1 day), milliseconds.
    public var unit: Int64
    /// The label step in units: a power of two.
    public var step: Int64

    /// Minimum horizontal gap between two labels, in pixels.
    public var gap: Double

    public init(unit: Int64, step: Int64, gap: Double) {
        precondition(unit > 0 && step > 0 && step & (step - 1) == 0, "step must be a power of two")
        self.unit = unit; self.step = step; self.gap = gap
    }

    /// The unit of `x` (ms): the most common spacing of consecutive points, rounded to a minute,
    /// an hour or a day when close; one day when there are fewer than two points.
    public static func unit(of x: [Int64]) -> Int64 {
        guard x.count >= 2 else { return UTCDate.millisecondsPerDay }
        // The minimum positive spacing among the first few hundred steps is robust to gaps.
        var best = Int64.max
        for i in 1 ..< min(x.count, 512) {
            let (d, overflow) = x[i].subtractingReportingOverflow(x[i - 1])
            if !overflow && d > 0 && d < best { best = d }
        }
        if best == Int64.max { return UTCDate.millisecondsPerDay }
        for u: Int64 in [86_400_000, 3_600_000, 60_000, 1000] where best >= u {
            let q = best / u + (best % u >= u / 2 ? 1 : 0)
            let (rounded, overflow) = q.multipliedReportingOverflow(by: u)
            return overflow ? best / u * u : rounded
        }
        return best
    }

    /// Chooses the smallest power-of-two step for the visible range `xMin…xMax` (ms) drawn into
    /// `width` pixels so that no two labels overlap, measuring each candidate label with
    /// `measure` (pixels). - Complexity: O(labels × log(steps)).
    public static func fit(xMin: Double, xMax: Double, width: Double, unit: Int64, gap: Double,
                           format: (Int64) -> String, measure: (String) -> Double) -> XAxisLabels {
        var step: Int64 = 1
        let span = max(xMax - xMin, 1)
        let pixelsPerUnit = width / span * Double(unit)
        while step < (1 << 62) {
            let candidate = XAxisLabels(unit: unit, step: step, gap: gap)
            let spacing = pixelsPerUnit * Double(step)
            // More labels than could ever fit: the next step, without visiting them.
            if spacing > 0 && span / (Double(unit) * Double(step)) < Double(maxLabels) {
                // A quick lower bound first: no label is narrower than a digit or two.
                var fits = true
                var previousRight = -Double.infinity
                var count = 0
                candidate.forEachLabel(xMin: xMin, xMax: xMax, extra: 0) { ms in
                    guard fits else { return }
                    count += 1
                    let w = measure(format(ms))
                    let cx = (Double(ms) - xMin) / span * width
                    if cx - w / 2 < previousRight + gap { fits = false }
                    previousRight = cx + w / 2
                }
                if fits { return candidate }
            }
            step <<= 1
        }
        return XAxisLabels(unit: unit, step: step, gap: gap)
    }

    /// Calls `body` with the time (ms) of every label inside `xMin…xMax`, widened by `extra`
    /// milliseconds each side (so labels half off screen still draw), in increasing order; at most
    /// ``maxLabels`` of them (the first ones), each time saturated to the `Int64` range.
    public func forEachLabel(xMin: Double, xMax: Double, extra: Double, _ body: (Int64) -> Void) {
        let period = Double(unit) * Double(step)
        guard period > 0, xMax >= xMin else { return }
        let first = ((xMin - extra) / period).rounded(.up)
        let last = ((xMax + extra) / period).rounded(.down)
        guard first <= last else { return }   // also NaN
        // Count with an integer: beyond 2⁵³, `k += 1` on a Double would not move.
        let count = Int(saturating: last - first) < XAxisLabels.maxLabels ? Int(saturating: last - first) + 1 : XAxisLabels.maxLabels
        for i in 0 ..< count {
            body(Int64(saturating: (first + Double(i)) * period))
        }
    }
}
