import SeriesData

/// What a ``ChartController`` starts with: the skin, the chart of a multi-chart file, the visible
/// range, hidden series, a highlighted point, the presets row, the play control, style settings
/// and the zone times are shown in. `SceneSetup` (Screens) fills it from a `ViewSpec`.
public struct ControllerOptions: Sendable, Equatable {
    /// Day or night skin.
    public var theme: Theme.Kind
    /// The chart shown, 0-based (`--chart 1` is index 0).
    public var chartIndex: Int
    /// The visible x range in milliseconds since the epoch; `nil` shows the default (the last
    /// quarter of the data, at least a few points, as the contest entries did).
    public var range: ClosedRange<Double>?
    /// Series ids that start hidden.
    public var hidden: Set<String>
    /// An x (ms) to highlight; snapped to the nearest point.
    public var highlightX: Double?
    /// The presets layout (`--presets`): a row of range buttons (1D 5D 1M 6M 1Y All), the line in
    /// green or red against a dashed baseline at the first visible value.
    public var presets: Bool
    /// The audio graph's play control after the title (the executable's window and `--png`
    /// show it; `ChartListening` says where the sound goes).
    package var playControl: Bool
    /// Style settings (`--smoothing`, `--points`…) applied over every chart's own `"style"`.
    public var style: [ChartStyle.Setting]
    /// The zone times are shown in (x labels, the info board, the header's dates): the reader's,
    /// resolved by the executable, or UTC (`--utc`, and the default). Calendar-day data keeps its
    /// UTC dates in any zone (`ChartModel.calendarDays`).
    package var timeZone: TimeZoneOffsets
    /// How far back each comparison looks (`--compare 7d`): every series of a chart of lines
    /// gets a thinner, faded copy of itself that long before (`ChartData.comparing(_:)`).
    public var compare: [CompareShift] = []
    /// X labels as durations since the first sample (`--elapsed`: `3m35s`), for streams; times
    /// only (a numeric x keeps its numbers).
    public var elapsed = false

    public init(theme: Theme.Kind = .day, chartIndex: Int = 0, range: ClosedRange<Double>? = nil,
                hidden: Set<String> = [], highlightX: Double? = nil, presets: Bool = false, playControl: Bool = false,
                style: [ChartStyle.Setting] = [], timeZone: TimeZoneOffsets = .utc) {
        self.theme = theme; self.chartIndex = chartIndex; self.range = range
        self.hidden = hidden; self.highlightX = highlightX; self.presets = presets; self.playControl = playControl
        self.style = style
        self.timeZone = timeZone
    }
}
