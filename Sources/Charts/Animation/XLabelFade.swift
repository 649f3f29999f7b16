/// Opacity of x labels whose step (in points or time units) is a power of two, so that when the
/// step halves the new labels fade in between the old ones, and when it doubles every other label
/// fades out — the labels that stay never move to a different value (the contest article's rule).
///
/// Level ℓ holds the opacity of "labels at multiples of 2^ℓ"; a label at index `i` shows at the
/// highest opacity among the levels that divide it, so multi-level jumps and reversals mid-fade
/// stay continuous.
///
/// - Complexity: O(levels) = O(63) per label at worst (a visible label stops at the first fully
/// opaque level), no allocation after `init`.
public struct XLabelFade: Hashable, Sendable {
    /// Steps up to 2⁶², the largest ``XAxisLabels/fit`` tries (x spanning all of `Int64`).
    public static let levelCount = 63
    /// log₂ of the target step.
    public private(set) var level: Int
    private var levels: [AnimatedValue]
    /// Seconds a fade takes.
    public var duration: Double

    /// Labels every `step` (a power of two ≥ 1), fully shown.
    public init(step: Int, duration: Double = 0.25) {
        let l = XLabelFade.level(of: step)
        level = l
        self.duration = duration
        levels = (0..<XLabelFade.levelCount).map { AnimatedValue($0 >= l ? 1 : 0, easing: .linear) }
    }

    /// Labels every `step`, fully shown at once, keeping the storage (no allocation).
    public mutating func reset(step: Int) {
        let l = XLabelFade.level(of: step)
        level = l
        for i in 0..<XLabelFade.levelCount { levels[i] = AnimatedValue(i >= l ? 1 : 0, easing: .linear) }
    }

    /// The target step.
    public var step: Int { 1 << level }

    /// Changes the step (a power of two) at `time`: labels no longer on the grid fade out, new ones
    /// fade in; a change back mid-fade reverses from where the opacities are.
    public mutating func setStep(_ step: Int, at time: Double) {
        let l = XLabelFade.level(of: step)
        guard l != level else { return }
        level = l
        for i in 0..<XLabelFade.levelCount {
            levels[i].animate(to: i >= l ? 1 : 0, at: time, duration: duration)
        }
    }

    /// Opacity at `time` of the label at index `index` (a multiple of the step grid, any integer).
    @inlinable
    public func opacity(ofIndex index: Int, at time: Double) -> Double {
        let v = index == 0 ? XLabelFade.levelCount - 1 : min(index.trailingZeroBitCount, XLabelFade.levelCount - 1)
        var best = 0.0
        for l in 0...v {
            let o = levelOpacity(l, at: time)
            if o > best { best = o; if best >= 1 { break } }
        }
        return best
    }

    /// The finest step with any label still visible at `time`: the scene walks indices at this step
    /// and asks ``opacity(ofIndex:at:)`` for each.
    public func finestVisibleStep(at time: Double) -> Int {
        for l in 0..<XLabelFade.levelCount where levelOpacity(l, at: time) > 0 { return 1 << l }
        return step
    }

    public func isAnimating(at time: Double) -> Bool { levels.contains { !$0.isFinished(at: time) } }

    @usableFromInline
    func levelOpacity(_ l: Int, at time: Double) -> Double { min(max(levels[l].value(at: time), 0), 1) }

    static func level(of step: Int) -> Int {
        precondition(step >= 1 && step & (step - 1) == 0, "x label step must be a power of two, got \(step)")
        return min(step.trailingZeroBitCount, levelCount - 1)
    }
}
