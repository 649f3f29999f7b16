/// How a chart's line series are drawn beyond the contest look: symbols at the points, smoothing,
/// a gradient under the line, average and median lines, shaded missing data, value tags at the
/// right edge and how the y axis follows the data.
///
/// One value per chart: the file's per-chart `"style"` object, then the command line's options
/// (``ChartStyle/Setting``) on top. The `ChartController` owns it and hands it to the scene in
/// every `ChartSnapshot`; copying it allocates nothing (its one array, the units of single
/// series, is shared).
public struct ChartStyle: Sendable, Equatable {
    /// The symbol drawn at each point (scatter).
    package enum Symbol: String, Sendable, CaseIterable {
        case circle, square, diamond, triangle, cross
    }

    /// How the line between two points is drawn.
    public enum Smoothing: String, Sendable, CaseIterable {
        /// Straight segments (the contest look).
        case linear
        /// A quadratic B-spline with the points as control points: smooth, may leave the points
        /// (it passes through the midpoints of the segments).
        case quadratic
        /// A cubic through every point that never overshoots between two of them (Steffen's
        /// monotone slopes).
        case monotone
    }

    /// The average line of a series.
    public enum Average: Sendable, Equatable {
        /// The mean of the visible points: one horizontal line that follows the range.
        case visible
        /// The mean of every sample received (a stream's since it began, samples dropped by
        /// `--keep` included): one horizontal line.
        case all
        /// At each point, the mean of the last `n` samples up to it (gaps skipped).
        case running(Int)
    }

    /// What happens where samples are missing.
    public enum Missing: String, Sendable, CaseIterable {
        /// Nothing shown (the line breaks at gaps, as the contest does).
        case off
        /// A translucent band in the theme's warning colour; the line breaks.
        case shade
        /// The band, and the line bridges the gap with a dotted segment.
        case bridge
    }

    /// Symbols at the points (`nil`: none).
    package var symbol: Symbol?
    /// Whether the line is drawn between the points (`false` with a `symbol`: a scatter plot).
    public var lines = true
    public var smoothing = Smoothing.linear
    /// A gradient from the series colour to transparent under each line.
    package var gradientFill = false
    public var average: Average?
    /// The median of a sliding window of the last `n` samples, as a line.
    public var median: Int?
    public var missing = Missing.off
    /// A step between two samples longer than this (ms) is missing data; `nil`: three times the
    /// median step of the data.
    package var missingAfter: Double?
    /// A tag at the right edge with the value of each series' rightmost visible point.
    package var valueTags = false
    /// How the y axis follows the data: the visible range, all of it, or fixed.
    package var yExtent = ExtremaMode.dynamic
    /// The units values are shown in, over the data's own (`--unit`, `--bytes`).
    public var units = ChartUnits()
    /// The limits values are judged by (`--threshold`): lines, bands and the chart's state.
    package var thresholds = ChartThresholds()
    /// Values written beside each series' name in the legend row above the plot
    /// (`--legend-values`; `LegendValue`).
    package var legendValues: [LegendValue] = []
    /// The legend's values large enough to read across a room (a kiosk wall's panels).
    package var legendLarge = false
    /// The y axes: series grouped onto them, their sides, log scales (`--axis`, `--log-y`).
    public var axes = ChartAxes()

    /// The contest look: none of the above.
    public init() {}

    /// The most samples an average or median window may span (each drawn point reads its window).
    package static let maxWindow = 1000

    /// How many median steps make a step missing data when `missingAfter` is not given.
    static let missingStepFactor = 3.0
}
