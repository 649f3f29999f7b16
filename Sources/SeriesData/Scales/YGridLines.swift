/// The horizontal grid lines of one generation of y labels, and which of them carry a label.
///
/// A fitted span (`YScale`: the visible data, or all of it) starts and ends on grid lines, so
/// its `rows` equal divisions are round values. A **fixed** span (`y_extent MIN..MAX`) is shown
/// exactly, and its equal divisions are not round (`-50..150` would read 16.7, 83.3): there the
/// lines are the multiples of a nice step (`roundStep(lower:upper:rows:)`) that lie inside
/// it, and the bottom edge gets a baseline of its own, unlabelled unless it is such a multiple.
/// A value (no allocation): the renderers make one per generation and frame.
package struct YGridLines {
    /// One line: its value, whether it is the plot's baseline (drawn stronger), whether it is labelled.
    package struct Line: Equatable {
        package var value: Double
        package var baseline: Bool
        package var labelled: Bool
    }

    let lower: Double, upper: Double, rows: Int
    /// The distance between lines (what the labels' decimals must tell apart).
    package let step: Double
    /// For round lines: the first and last multiple of ``step`` inside the span; `nil` for divisions.
    private let multiples: (first: Double, last: Double)?

    /// The lines of `lower…upper`: `rows + 1` equal divisions for a fitted span, the round values
    /// inside it for a `fixed` one.
    package init(lower: Double, upper: Double, rows: Int, fixed: Bool) {
        self.lower = lower; self.upper = upper; self.rows = rows
        let width = upper - lower
        if fixed, width > 0, width.isFinite {
            let step = Self.roundStep(lower: lower, upper: upper, rows: rows)
            let first = (lower / step - 1e-9).rounded(.up), last = (upper / step + 1e-9).rounded(.down)
            // Steps that lose their digits against the values (or too many lines) fall back to divisions.
            if step > 0, first <= last, last - first <= Double(2 * rows + 2), abs(first) < 1e15, abs(last) < 1e15 {
                self.step = step
                multiples = (first, last)
                return
            }
        }
        // (A span wider than the largest Double divides without overflowing.)
        step = upper / Double(rows) - lower / Double(rows)
        multiples = nil
    }

    /// Calls `body` for each line, bottom to top. Allocation-free.
    /// - Complexity: O(rows) — round lines are at most `2 · rows + 3`.
    package func forEach(_ body: (Line) -> Void) {
        guard let (first, last) = multiples else {
            let width = upper - lower
            for i in 0 ... rows {
                let t = Double(i) / Double(rows)
                let v = width.isFinite ? lower + Double(i) * step : lower * (1 - t) + upper * t
                body(Line(value: i == rows ? upper : v, baseline: i == 0, labelled: true))
            }
            return
        }
        let onGrid = abs(first * step - lower) <= step * 1e-9
        if !onGrid { body(Line(value: lower, baseline: true, labelled: false)) }
        var k = first
        while k <= last {
            body(Line(value: k == 0 ? 0 : k * step, baseline: onGrid && k == first, labelled: true))
            k += 1
        }
    }

    /// The step of a fixed span's lines: of the nice steps (`YScale.niceStep(atLeast:)`) from a
    /// `rows`-th of the span up to a third of it, the one that puts the most of the span's two
    /// ends on lines, the finest among equals (`-50..150`: 50, lines at both ends; `-3..17`: 4).
    static func roundStep(lower: Double, upper: Double, rows: Int) -> Double {
        let width = upper - lower
        var step = YScale.niceStep(atLeast: width / Double(rows))
        var best = step, bestScore = -1
        for _ in 0 ..< 12 {
            let score = (onGrid(lower, step) ? 1 : 0) + (onGrid(upper, step) ? 1 : 0)
            if score > bestScore { best = step; bestScore = score }
            let next = YScale.niceStep(atLeast: step * 1.0001)
            guard next * 3 <= width * (1 + 1e-12), next > step else { break }
            step = next
        }
        return best
    }

    /// Whether `v` is a multiple of `step` (within rounding).
    private static func onGrid(_ v: Double, _ step: Double) -> Bool {
        abs(v / step - (v / step).rounded()) <= 1e-9
    }
}
