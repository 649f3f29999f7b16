import SeriesData

/// The highlight as drawn (issue 34): it fades in and out instead of appearing, and when it moves
/// to another point the info board's text cross-fades from the point it left. The interaction
/// owns which point is highlighted; this follows it (``follow(_:at:animated:)``).
///
/// - Complexity: O(1), no allocation.
public struct HighlightFade: Sendable {
    /// How long a fade takes, seconds.
    public static let duration = 0.2
    /// The data x drawn: the highlight's, or while it fades out the one it had.
    public private(set) var x: Double?
    /// The data x the highlight moved from, while the board's text cross-fades from it.
    public private(set) var previousX: Double?
    /// How much the highlight shows, 0…1.
    private var shown = AnimatedValue(0)
    /// How far the board's text has cross-faded from ``previousX`` to ``x``, 0…1.
    private var crossFade = AnimatedValue(1)

    public init() {}

    /// How much the highlight shows at `time`.
    public func opacity(at time: Double) -> Double { x == nil ? 0 : min(max(shown.value(at: time), 0), 1) }

    /// How far the board's text has gone from ``previousX`` to ``x`` at `time` (1: only ``x``'s).
    public func textProgress(at time: Double) -> Double { previousX == nil ? 1 : min(max(crossFade.value(at: time), 0), 1) }

    /// Whether a fade still runs at `time`.
    public func isAnimating(at time: Double) -> Bool {
        x != nil && (!shown.isFinished(at: time) || (previousX != nil && !crossFade.isFinished(at: time)))
    }

    /// Follows the highlight `target` (a data x; `nil` for none) from `time`: fading (an input
    /// moved it) or at once (a direct change: a restored view, a command, a test).
    public mutating func follow(_ target: Double?, at time: Double, animated: Bool) {
        guard animated else {
            x = target; previousX = nil
            shown.set(target == nil ? 0 : 1); crossFade.set(1)
            return
        }
        guard let target else {
            if x != nil && shown.target != 0 { shown.animate(to: 0, at: time, duration: Self.duration) }
            return
        }
        if target != x {
            // From a point still showing, the board's text cross-fades; from none it just fades in.
            if x != nil && opacity(at: time) > 0 {
                previousX = x
                crossFade.set(0)
                crossFade.animate(to: 1, at: time, duration: Self.duration)
            } else {
                previousX = nil
            }
            x = target
        }
        if shown.target != 1 { shown.animate(to: 1, at: time, duration: Self.duration) }
    }
}

extension HighlightFade {
    /// The highlight as a frame draws it in `model` at `time`; `nil` when nothing of it shows.
    /// - Complexity: O(log n).
    func drawn(in model: ChartModel, at time: Double) -> DrawnHighlight? {
        let o = opacity(at: time)
        guard o > 0, let x, let i = model.nearestIndex(to: x) else { return nil }
        let p = textProgress(at: time)
        return DrawnHighlight(index: i, opacity: o, previous: p < 1 ? previousX.flatMap { model.nearestIndex(to: $0) } : nil,
                              progress: p)
    }
}

/// The highlight a frame draws: its point, how much it shows (fading in and out), and the
/// point the info board's text cross-fades from with how far it has gone (``HighlightFade``).
public struct DrawnHighlight: Equatable, Sendable {
    public var index: Int
    public var opacity: Double
    public var previous: Int?
    public var progress: Double
}
