/// Which series are shown, each fading in or out when toggled; a long press shows only one series.
///
/// The last visible series cannot be hidden (``toggle(_:at:)`` refuses and returns `false`, the
/// scene may shake the toggle), so the chart never goes empty.
///
/// - Complexity: O(1) per toggle and per opacity; O(n) for `isolate(_:at:)`.
public struct SeriesVisibility: Hashable, Sendable {
    public private(set) var visible: [Bool]
    private var opacities: [AnimatedValue]
    /// Seconds a fade takes.
    package var duration: Double

    /// `count` series, all visible except those in `hidden`.
    public init(count: Int, hidden: Set<Int> = [], duration: Double = 0.25) {
        visible = (0..<count).map { !hidden.contains($0) }
        if count > 0 && !visible.contains(true) { visible[0] = true }
        opacities = visible.map { AnimatedValue($0 ? 1 : 0) }
        self.duration = duration
    }

    public var count: Int { visible.count }
    var visibleCount: Int { visible.reduce(0) { $0 + ($1 ? 1 : 0) } }

    /// Shows or hides series `index`.
    /// - Returns: `false` (and changes nothing) when it is the last visible one.
    @discardableResult
    public mutating func toggle(_ index: Int, at time: Double) -> Bool {
        precondition(visible.indices.contains(index), "no series \(index)")
        if visible[index] && visibleCount == 1 { return false }
        set(index, !visible[index], at: time)
        return true
    }

    /// Shows only series `index`; if it already is the only one shown, shows all again.
    mutating func isolate(_ index: Int, at time: Double) {
        precondition(visible.indices.contains(index), "no series \(index)")
        let alreadyAlone = visible[index] && visibleCount == 1
        for i in visible.indices { set(i, alreadyAlone || i == index, at: time) }
    }

    /// Shows or hides series `index` (eased, or at once), without the last-series rule: for state
    /// set from outside (a command line, a restored session).
    mutating func setVisible(_ index: Int, _ on: Bool, at time: Double, animated: Bool) {
        if animated { set(index, on, at: time) } else { visible[index] = on; opacities[index].set(on ? 1 : 0) }
    }

    /// Opacity of series `index` at `time` (0 hidden … 1 shown).
    public func opacity(_ index: Int, at time: Double) -> Double { opacities[index].value(at: time) }

    /// Whether series `index` contributes to the scale and stacks at `time` (visible or still fading).
    func isDrawn(_ index: Int, at time: Double) -> Bool { visible[index] || opacity(index, at: time) > 0 }

    public func isAnimating(at time: Double) -> Bool { opacities.contains { !$0.isFinished(at: time) } }

    private mutating func set(_ i: Int, _ on: Bool, at time: Double) {
        visible[i] = on
        opacities[i].animate(to: on ? 1 : 0, at: time, duration: duration)
    }
}
