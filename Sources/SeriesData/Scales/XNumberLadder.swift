/// The steps numeric x labels (``XKind/number``) can be placed at: 1, 2, 5 × 10ⁿ up to 5 × 10¹⁸.
///
/// Unlike the `XTimeLadder` this ladder is not nested (a label of step 5 is not one of step 2),
/// so a label's opacity while the step changes comes from every level whose step holds it
/// (`XLabelFade/opacity(ofNumber:at:)`), and the labels of a fade are walked at the decade
/// below the finest visible step (`walkStep(_:)`), which holds every label of every coarser step.
package enum XNumberLadder {
    /// Every step, finest first.
    public static let steps: [Int64] = {
        var s: [Int64] = []
        var p: Int64 = 1
        while true {
            s += [p, 2 * p, 5 * p]
            guard let next = p.multipliedChecked(by: 10) else { return s }
            p = next
        }
    }()

    /// The finest step no finer than `unit` (the data's spacing).
    package static func firstStep(forUnit unit: Int64) -> Int {
        steps.firstIndex { $0 >= unit } ?? steps.count - 1
    }

    /// The coarsest step holding `value` (every step holds 0).
    /// - Complexity: O(steps), no allocation.
    package static func rank(_ value: Int64) -> Int {
        var r = 0
        for (i, s) in steps.enumerated() {
            if value != 0 && UInt64(s) > value.magnitude { break }
            if value % s == 0 { r = i }
        }
        return r
    }

    /// The step whose labels hold those of step `i` and of every coarser step: its decade's 1 × 10ⁿ.
    package static func walkStep(_ i: Int) -> Int { min(max(i, 0), steps.count - 1) / 3 * 3 }

    /// Calls `body` with every multiple of step `i` in `lower…upper`, increasing, until `body`
    /// returns `false`.
    /// - Complexity: O(labels), no allocation.
    package static func forEach(step i: Int, from lower: Int64, to upper: Int64, _ body: (Int64) -> Bool) {
        guard lower <= upper else { return }
        XTimeLadder.forEachMultiple(of: steps[i], from: lower, to: upper, body)
    }
}
