#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Raster

/// Chart 5 zoomed in: a pie of each series' average over the selected range, with slices that
/// ease to new sizes when the range or the visible series change, and a selected slice that
/// pops out.
///
/// Angles start at the top (−π/2) and run clockwise on screen (y down). Shares are normalised by
/// their current animated sum, so the slices always fill the circle mid-animation.
///
/// - Complexity: O(series) per frame; `averages(of:range:)` is O(series × points).
package struct PieOfAverages: Hashable, Sendable {
    /// Each series' share of the total (eased).
    package private(set) var shares: [AnimatedValue]
    /// Each slice's pop-out (0 … 1, eased).
    private(set) var popOut: [AnimatedValue]
    package private(set) var selected: Int?
    package var duration: Double

    public init(count: Int, duration: Double = 0.35) {
        shares = Array(repeating: AnimatedValue(0), count: count)
        popOut = Array(repeating: AnimatedValue(0), count: count)
        self.duration = duration
    }

    /// The mean of each series over `range` of its values (NaN gaps skipped; 0 when none).
    static func averages(of series: [[Double]], range: Range<Int>) -> [Double] {
        series.map { values in
            var sum = 0.0, n = 0.0
            for i in range.clamped(to: values.indices) where values[i].isFinite { sum += values[i]; n += 1 }
            return n > 0 ? sum / n : 0
        }
    }

    /// New averages (hidden series count as 0) at `time`; slices ease to their new shares.
    public mutating func update(averages: [Double], visible: [Bool], at time: Double) {
        precondition(averages.count == shares.count && visible.count == shares.count)
        var total = 0.0
        for i in averages.indices where visible[i] { total += max(averages[i], 0) }
        for i in averages.indices {
            let s = visible[i] && total > 0 ? max(averages[i], 0) / total : 0
            shares[i].animate(to: s, at: time, duration: duration)
        }
        if let s = selected, !visible[s] { select(nil, at: time) }
    }

    /// Sets the shares at once (the first frame).
    public mutating func set(averages: [Double], visible: [Bool]) {
        update(averages: averages, visible: visible, at: 0)
        for i in shares.indices { shares[i].set(shares[i].target) }
    }

    /// Selects a slice (it pops out) or clears the selection; selecting the selected one clears it.
    package mutating func select(_ index: Int?, at time: Double) {
        let new = index == selected ? nil : index
        if let old = selected { popOut[old].animate(to: 0, at: time, duration: duration) }
        if let n = new { popOut[n].animate(to: 1, at: time, duration: duration) }
        selected = new
    }

    /// Start and end angle of slice `i` at `time` (equal when the slice has no share).
    func angles(of i: Int, at time: Double) -> (start: Double, end: Double) {
        var total = 0.0, before = 0.0
        for k in shares.indices {
            let v = max(shares[k].value(at: time), 0)
            total += v
            if k < i { before += v }
        }
        guard total > 0 else { return (-.pi / 2, -.pi / 2) }
        let mine = max(shares[i].value(at: time), 0)
        let a0 = -Double.pi / 2 + 2 * .pi * before / total
        return (a0, a0 + 2 * .pi * mine / total)
    }

    /// The share of slice `i` at `time` as shown (normalised), 0…1.
    public func share(of i: Int, at time: Double) -> Double {
        let a = angles(of: i, at: time)
        return (a.end - a.start) / (2 * .pi)
    }

    /// The slice under screen point `p` for a pie at `center` with `radius`, or `nil`.
    package func slice(at p: Point, center: Point, radius: Double, at time: Double) -> Int? {
        let dx = p.x - center.x, dy = p.y - center.y
        guard dx * dx + dy * dy <= radius * radius else { return nil }
        var a = atan2(dy, dx)
        if a < -Double.pi / 2 { a += 2 * .pi }
        for i in shares.indices {
            let s = angles(of: i, at: time)
            if s.end > s.start && a >= s.start && a < s.end { return i }
        }
        return nil
    }

    /// How far slice `i` is pushed out along its bisector at `time`, as a fraction of `maxOffset`.
    public func offset(of i: Int, maxOffset: Double, at time: Double) -> Point {
        let o = popOut[i].value(at: time) * maxOffset
        guard o != 0 else { return .zero }
        let s = angles(of: i, at: time)
        let mid = (s.start + s.end) / 2
        return Point(cos(mid) * o, sin(mid) * o)
    }

    public func isAnimating(at time: Double) -> Bool {
        shares.contains { !$0.isFinished(at: time) } || popOut.contains { !$0.isFinished(at: time) }
    }
}
