import Raster
import SeriesData

/// The range buttons of the presets layout (`--presets`): 1D, 5D, 1M, 6M, 1Y, All.
public enum RangePreset: Int, CaseIterable, Hashable, Sendable {
    case oneDay, fiveDays, oneMonth, sixMonths, oneYear, all

    /// The button's title.
    public var title: String {
        switch self {
        case .oneDay: "1D"
        case .fiveDays: "5D"
        case .oneMonth: "1M"
        case .sixMonths: "6M"
        case .oneYear: "1Y"
        case .all: "All"
        }
    }

    /// The span in milliseconds (a month is 30 days, six months 182, a year 365); `nil` for All.
    public var span: Double? {
        let day = 86_400_000.0
        switch self {
        case .oneDay: return day
        case .fiveDays: return 5 * day
        case .oneMonth: return 30 * day
        case .sixMonths: return 182 * day
        case .oneYear: return 365 * day
        case .all: return nil
        }
    }

    /// The key that selects the preset: `1`…`5` for 1D…1Y, `6` or `0` for All.
    public init?(key: Character) {
        switch key {
        case "1": self = .oneDay
        case "2": self = .fiveDays
        case "3": self = .oneMonth
        case "4": self = .sixMonths
        case "5": self = .oneYear
        case "6", "0": self = .all
        default: return nil
        }
    }

    /// The window the preset shows: its span ending at the last x (the whole data for All, and
    /// never below the minimum span).
    public func window(in c: XConstraints) -> XWindow {
        guard let s = span else { return c.full }
        return c.clamp(XWindow(c.upper - s, c.upper))
    }
}

/// The presets layout's reading aid: a dashed baseline at the first visible value and the line in
/// green when the last visible value is at or above it, red when below — both eased, so a range
/// change morphs instead of blinking.
///
/// - Complexity: O(log n) to locate the window's ends in sorted x; O(1) otherwise.
package struct PresetTrend: Hashable, Sendable {
    /// The baseline value (first visible value), easing to each new one.
    public private(set) var baseline: AnimatedValue
    /// 1 = rising (green) … 0 = falling (red), eased so the colour cross-fades.
    package private(set) var rising: AnimatedValue
    package var duration: Double

    public init(baseline: Double = 0, rising: Bool = true, duration: Double = 0.35) {
        self.baseline = AnimatedValue(baseline)
        self.rising = AnimatedValue(rising ? 1 : 0, easing: .cubicInOut)
        self.duration = duration
    }

    /// First and last finite values of `values` whose x lies in `window` (`x` sorted ascending).
    public static func ends(x: [Int64], values: [Double], window: XWindow) -> (first: Double, last: Double)? {
        precondition(x.count == values.count, "x and values differ in length")
        var first: Double?
        var i = XSearch.partitionPoint(x.count) { Double(x[$0]) < window.lower }
        while i < x.count && Double(x[i]) <= window.upper {
            if values[i].isFinite { first = values[i]; break }
            i += 1
        }
        guard let f = first else { return nil }
        var j = XSearch.partitionPoint(x.count) { Double(x[$0]) <= window.upper } - 1
        while j >= i { if values[j].isFinite { return (f, values[j]) }; j -= 1 }
        return (f, f)
    }

    /// The green/red rule: rising when the last value is at or above the baseline.
    static func isRising(first: Double, last: Double) -> Bool { last >= first }

    /// Takes the visible window's first and last values at `time`.
    public mutating func update(first: Double, last: Double, at time: Double) {
        baseline.animate(to: first, at: time, duration: duration)
        rising.animate(to: PresetTrend.isRising(first: first, last: last) ? 1 : 0, at: time, duration: duration)
    }

    /// The line colour at `time`, between `down` (red) and `up` (green).
    func lineColor(up: Color, down: Color, at time: Double) -> Color {
        down.mixed(with: up, rising.value(at: time))
    }

    public func isAnimating(at time: Double) -> Bool {
        !(baseline.isFinished(at: time) && rising.isFinished(at: time))
    }
}
