import Raster

/// Night mode without a blink: one eased amount (0 = day, 1 = night) that every colour of the
/// theme is mixed by, so grid, text, fills and backgrounds all cross-fade together.
///
/// - Complexity: O(1) per colour, no allocation.
public struct ColorCrossFade: Hashable, Sendable {
    /// 0 = the first (day) palette, 1 = the second (night) palette.
    public private(set) var amount: AnimatedValue
    /// Seconds a switch takes.
    package var duration: Double

    public init(night: Bool = false, duration: Double = 0.3) {
        amount = AnimatedValue(night ? 1 : 0, easing: .cubicInOut)
        self.duration = duration
    }

    /// Whether the target is the night palette.
    package var isNight: Bool { amount.target == 1 }

    /// Switches to the night (`true`) or day palette, easing from wherever the fade is now.
    mutating func setNight(_ night: Bool, at time: Double) {
        amount.animate(to: night ? 1 : 0, at: time, duration: duration)
    }

    /// Flips between day and night.
    public mutating func toggle(at time: Double) { setNight(!isNight, at: time) }

    /// The colour at `time` between its `day` and `night` variants.
    @inlinable
    public func color(day: Color, night: Color, at time: Double) -> Color {
        let t = amount.value(at: time)
        if t <= 0 { return day }
        if t >= 1 { return night }
        return day.mixed(with: night, t)
    }

    public func isAnimating(at time: Double) -> Bool { !amount.isFinished(at: time) }
}
