/// The opacity of each series at a frame's time: the feel's visibility, read where a series is
/// drawn. The model's weights only say which series its stack holds (shown, or still fading), so
/// a fade changes no model: the stacked layers of a fading series are stacked where they are drawn.
///
/// - Complexity: O(1) per series.
public struct SeriesOpacity: Sendable {
    /// Which series show and how far each has faded.
    package var visibility: SeriesVisibility
    /// The frame time the opacities are read at.
    public var time: Double

    public init(_ visibility: SeriesVisibility, at time: Double) {
        self.visibility = visibility
        self.time = time
    }

    /// Series `s`'s opacity: 0 hidden … 1 shown (1 for a series the visibility does not count).
    public subscript(_ s: Int) -> Double { s < visibility.count ? visibility.opacity(s, at: time) : 1 }

    /// Whether a series is between hidden and shown (a toggle fades).
    var isFading: Bool { visibility.isAnimating(at: time) }

    /// Whether every series has the same opacity in `other`.
    package func matches(_ other: SeriesOpacity) -> Bool {
        visibility.count == other.visibility.count && (0 ..< visibility.count).allSatisfy { self[$0] == other[$0] }
    }
}
