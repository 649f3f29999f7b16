/// How a y axis follows the data (AnalyticsChart's modes).
public enum ExtremaMode: Sendable, Equatable {
    /// The range of the visible points: the axis rescales as the view pans and zooms (the default).
    case dynamic
    /// The range of all points, whatever is visible: the axis never moves with the view.
    case `static`
    /// A range given by the user.
    case fixed(min: Double, max: Double)
}
