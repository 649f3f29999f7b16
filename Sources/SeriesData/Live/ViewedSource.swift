/// What a chart's view shows, told to a source that fetches for the view (Prometheus: the
/// server downsamples, so a zoomed-in view asks for a finer step).
package struct LiveView: Sendable, Equatable {
    /// The visible x range the view is at or heading to, ms since the epoch.
    public var lower: Double, upper: Double
    /// The plot's width in buffer pixels (one sample per column is enough).
    public var columns: Int
    /// The view touches the newest sample (it scrolls with the data).
    public var following: Bool

    public init(lower: Double, upper: Double, columns: Int, following: Bool) {
        self.lower = lower; self.upper = upper; self.columns = columns; self.following = following
    }
}

/// Data for one x range that replaces what the chart has there (a re-query's answer): points
/// outside `lower…upper` stay, the ones inside are these.
public struct RangeData: Sendable {
    /// The range the answer covers, ms since the epoch (inclusive).
    public var lower: Int64, upper: Int64
    /// The answer's points (its series matched to the chart's by id).
    public var chart: ChartData

    public init(lower: Int64, upper: Int64, chart: ChartData) {
        self.lower = lower; self.upper = upper; self.chart = chart
    }
}

/// A ``LiveSource`` that wants to know what the view shows: the `ChartController` tells it
/// after every frame whose visible range or plot width changed (from `ChartController.adopt(_:)`);
/// its answers come back as ``LiveUpdate/ranges(_:)`` and replace the data of their range.
package protocol ViewedSource: LiveSource {
    /// The view now shows (or is heading to) `view`. Called on the window's thread, often:
    /// debouncing is the source's.
    func viewChanged(_ view: LiveView)
}
