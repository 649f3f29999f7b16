#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// The lines of a logarithmic y axis over `10^lower … 10^upper` (the axis' span in log10):
/// 1-2-5 × 10ⁿ; powers of ten when those are too many (every second, third… power when even
/// those are); 1…9 × 10ⁿ when a span inside about a decade has fewer than three; round linear
/// steps when even those are too few (a span like 310…390).
///
/// Allocation-free: `forEach(_:)` computes each line as it goes.
package struct LogTicks {
    package enum Mode: Equatable {
        /// Mantissas 1, 2, 5 of each decade.
        case oneTwoFive
        /// Mantissas 1…9 of each decade.
        case allDigits
        /// Powers of ten, every `stride`-th.
        case powers(stride: Int)
        /// Multiples of `step` (a narrow span).
        case linear(step: Double)
    }

    /// One line: its value, its place (log10 of the value) and the step its label must tell apart.
    package struct Line: Equatable {
        package var value: Double
        package var position: Double
        package var step: Double
    }

    package let lower: Double, upper: Double
    package let mode: Mode

    /// The lines of the span `lower…upper` (log10), at most `maxLines` of them (powers of ten may
    /// be fewer: at least one per `stride` decades).
    package init(lower: Double, upper: Double, maxLines: Int) {
        self.lower = lower; self.upper = upper
        guard lower.isFinite, upper.isFinite, upper > lower else { mode = .powers(stride: 1); return }
        let count125 = Self.count(lower, upper, Self.oneTwoFive)
        if count125 > maxLines {
            let decades = Int(upper.rounded(.down) - lower.rounded(.up)) + 1
            mode = .powers(stride: max(1, (decades + maxLines - 1) / max(maxLines, 1)))
        } else if count125 >= 3 {
            mode = .oneTwoFive
        } else if (3 ... max(maxLines, 3)).contains(Self.count(lower, upper, Self.digits)) {
            mode = .allDigits
        } else {
            let lo = pow(10, lower), hi = pow(10, upper)
            mode = .linear(step: YScale.niceStep(atLeast: (hi - lo) / Double(max(maxLines - 2, 2))))
        }
    }

    private static let oneTwoFive: [Double] = [1, 2, 5]
    private static let digits: [Double] = [1, 2, 3, 4, 5, 6, 7, 8, 9]

    /// Calls `body` for each line, bottom to top. - Complexity: O(decades + lines).
    package func forEach(_ body: (Line) -> Void) {
        guard lower.isFinite, upper.isFinite, upper > lower else { return }
        let lo = pow(10, lower) * (1 - 1e-9), hi = pow(10, upper) * (1 + 1e-9)
        switch mode {
        case .oneTwoFive, .allDigits:
            let mantissas = mode == .oneTwoFive ? Self.oneTwoFive : Self.digits
            var n = lower.rounded(.down)
            while n <= upper.rounded(.up) {
                let p = pow(10, n)
                for m in mantissas {
                    let v = m * p
                    if v >= lo && v <= hi { body(Line(value: v, position: log10(v), step: p)) }
                }
                n += 1
            }
        case let .powers(stride):
            // Powers on a multiple of the stride, so panning keeps the same lines.
            let s = Double(stride)
            var n = (lower / s).rounded(.up) * s
            while n <= upper + 1e-9 {
                let v = pow(10, n)
                body(Line(value: v, position: n, step: v))
                n += s
            }
        case let .linear(step):
            var k = (lo / step).rounded(.up)
            while k * step <= hi {
                let v = k * step
                if v > 0 { body(Line(value: v, position: log10(v), step: step)) }
                k += 1
            }
        }
    }

    /// How many 10ⁿ × `mantissas` lie in `10^lower … 10^upper`.
    private static func count(_ lower: Double, _ upper: Double, _ mantissas: [Double]) -> Int {
        let lo = pow(10, lower) * (1 - 1e-9), hi = pow(10, upper) * (1 + 1e-9)
        var c = 0, n = lower.rounded(.down)
        while n <= upper.rounded(.up) {
            let p = pow(10, n)
            for m in mantissas where m * p >= lo && m * p <= hi { c += 1 }
            n += 1
        }
        return c
    }

    /// The span (log10) a log axis shows for positive values `min…max`: from the 1-2-5 line at or
    /// below `min` to the one at or above `max`, from a whole decade when they span three or more (a
    /// decade around a single value).
    package static func fit(min: Double, max: Double) -> (lower: Double, upper: Double) {
        guard min > 0, max >= min, min.isFinite, max.isFinite else { return (0, 1) }
        if max / min >= 1000 { return (log10(min).rounded(.down), log10(roundUp(max))) }
        var lo = log10(roundDown(min)), hi = log10(roundUp(max))
        if hi <= lo { lo -= 0.5; hi += 0.5 }
        return (lo, hi)
    }

    /// The largest 1-2-5 × 10ⁿ ≤ `v` (> 0).
    static func roundDown(_ v: Double) -> Double {
        let p = pow(10, log10(v).rounded(.down))
        for m in Self.oneTwoFive.reversed() where m * p <= v * (1 + 1e-9) { return m * p }
        return p
    }

    /// The smallest 1-2-5 × 10ⁿ ≥ `v` (> 0).
    static func roundUp(_ v: Double) -> Double {
        let p = pow(10, log10(v).rounded(.down))
        for m in Self.oneTwoFive where m * p >= v * (1 - 1e-9) { return m * p }
        return 10 * p
    }
}
