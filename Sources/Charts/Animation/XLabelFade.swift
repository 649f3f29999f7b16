import SeriesData

/// Opacity of x labels on the nested `XTimeLadder`: when the step gets finer the new labels
/// fade in between the old ones, when it gets coarser the labels no longer on it fade out — the
/// labels that stay never move to a different value (the contest article's rule, for any
/// nested steps rather than only powers of two).
///
/// Level ℓ holds the opacity of "labels of ladder step ℓ"; a label of rank r (the coarsest step
/// holding it) shows at the highest opacity among levels 0…r, so multi-step jumps and reversals
/// mid-fade stay continuous.
///
/// - Complexity: O(levels) per label at worst (a visible label stops at the first fully opaque
/// level), no allocation after `init`.
package struct XLabelFade: Hashable, Sendable {
    /// One level per ladder step (of the longer ladder: times' or numbers').
    package static let levelCount = max(XTimeLadder.steps.count, XNumberLadder.steps.count)
    /// The target step (an index into `XTimeLadder.steps`).
    public private(set) var step: Int
    private var levels: [AnimatedValue]
    /// Seconds a fade takes.
    package var duration: Double

    /// Labels of ladder step `step`, fully shown.
    public init(step: Int, duration: Double = 0.25) {
        let l = XLabelFade.level(of: step)
        self.step = l
        self.duration = duration
        levels = (0..<XLabelFade.levelCount).map { AnimatedValue($0 >= l ? 1 : 0, easing: .linear) }
    }

    /// Labels of `step`, fully shown at once, keeping the storage (no allocation).
    public mutating func reset(step: Int) {
        let l = XLabelFade.level(of: step)
        self.step = l
        for i in 0..<XLabelFade.levelCount { levels[i] = AnimatedValue(i >= l ? 1 : 0, easing: .linear) }
    }

    /// Changes the step at `time`: labels no longer on it fade out, new ones fade in; a change
    /// back mid-fade reverses from where the opacities are.
    mutating func setStep(_ step: Int, at time: Double) {
        let l = XLabelFade.level(of: step)
        guard l != self.step else { return }
        self.step = l
        for i in 0..<XLabelFade.levelCount {
            levels[i].animate(to: i >= l ? 1 : 0, at: time, duration: duration)
        }
    }

    /// Opacity at `time` of a label of rank `rank` (`XAxisLabel.rank`).
    @inlinable
    public func opacity(ofRank rank: Int, at time: Double) -> Double {
        let v = min(max(rank, 0), XLabelFade.levelCount - 1)
        var best = 0.0
        for l in 0...v {
            let o = levelOpacity(l, at: time)
            if o > best { best = o; if best >= 1 { break } }
        }
        return best
    }

    /// The finest step with any label still visible at `time`: the scene walks the labels of this
    /// step and asks ``opacity(ofRank:at:)`` for each.
    func finestVisibleStep(at time: Double) -> Int {
        for l in 0..<XLabelFade.levelCount where levelOpacity(l, at: time) > 0 { return l }
        return step
    }

    /// Opacity at `time` of the numeric label at `value`. The `XNumberLadder` is not nested,
    /// so a rank cannot say: how much step ℓ is the one shown is level ℓ less level ℓ−1 (the
    /// levels rise with ℓ, all 1 from the target step up), and a number shows by the sum of that
    /// over the steps holding it — a label of the step going and of the one coming stays whole.
    /// - Complexity: O(levels up to the value's magnitude), no allocation.
    public func opacity(ofNumber value: Int64, at time: Double) -> Double {
        var sum = 0.0, below = 0.0
        for (l, s) in XNumberLadder.steps.enumerated() {
            if value != 0 && UInt64(s) > value.magnitude { break }
            let level = levelOpacity(l, at: time)
            if value % s == 0 { sum += max(level - below, 0) }
            below = level
        }
        return min(sum, 1)
    }

    public func isAnimating(at time: Double) -> Bool { levels.contains { !$0.isFinished(at: time) } }

    @usableFromInline
    func levelOpacity(_ l: Int, at time: Double) -> Double { min(max(levels[l].value(at: time), 0), 1) }

    static func level(of step: Int) -> Int { min(max(step, 0), levelCount - 1) }
}
