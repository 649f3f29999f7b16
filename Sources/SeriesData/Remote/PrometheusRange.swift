/// The time range and step of a Prometheus chart: `--range 6h` (the last six hours, moving with
/// now) or `--range FROM..TO` (fixed), and a step of about one sample per pixel column of the plot.
public struct PrometheusRange: Sendable, Equatable {
    /// Seconds since the epoch.
    public var start: Double, end: Double
    /// Seconds between samples (whole seconds, at least 1).
    public var step: Double
    /// The range moves with now (`--range 6h`): refreshes append what is new.
    public var relative: Bool

    public init(start: Double, end: Double, step: Double, relative: Bool) {
        self.start = start; self.end = end; self.step = step; self.relative = relative
    }

    /// Prometheus refuses more than 11 000 points per series.
    static let maxPoints = 11_000

    /// The step for `seconds` of data over `columns` pixel columns: the span divided by the
    /// columns, rounded up to a whole second (a step finer than a pixel draws nothing more), at
    /// least 1 s and never more than `maxPoints` samples.
    public static func step(seconds: Double, columns: Int) -> Double {
        let cols = Double(min(max(columns, 1), maxPoints - 1))
        return max(1, (seconds / cols).rounded(.up), (seconds / Double(maxPoints - 1)).rounded(.up))
    }

    /// The last `seconds` before `now`, its ends on the step's grid (multiples of the step since
    /// the epoch, so refreshes and other queries land on the same times).
    public static func last(_ seconds: Double, now: Double, columns: Int) -> PrometheusRange {
        let step = step(seconds: seconds, columns: columns)
        let end = (now / step).rounded(.down) * step
        return PrometheusRange(start: end - (seconds / step).rounded(.up) * step, end: end, step: step, relative: true)
    }

    /// A fixed range, its start on the step's grid.
    public static func fixed(from: Double, to: Double, columns: Int) -> PrometheusRange {
        let step = step(seconds: to - from, columns: columns)
        return PrometheusRange(start: (from / step).rounded(.down) * step, end: to, step: step, relative: false)
    }

    /// The number of samples per series.
    public var points: Int { Int(saturating: ((end - start) / step).rounded(.down), nan: 0) + 1 }
}
