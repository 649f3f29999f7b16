import Raster
import SeriesData

/// Everything a frame shows, read from the ``ChartController`` at one time: the value the scene
/// draws. Building one allocates nothing (the arrays are the feel's own, shared).
public struct ChartSnapshot {
    /// The frame time, seconds.
    public var time: Double
    /// The chart on screen (the day's while zoomed into one), series weights at ``time``.
    public var model: ChartModel
    /// Which chart of the file it is, and its title.
    public var chartIndex: Int
    public var title: String
    /// The visible x window, ms since the epoch.
    public var window: XWindow
    /// Each y axis: its animated range and its label generations (read at ``time``).
    public var axes: [ChartFeel.YAxis]
    /// The x labels' step and fades (read at ``time``).
    var xLabels: XLabelFade
    /// The highlighted point, if any.
    package var highlightIndex: Int?
    /// Each series' opacity now (the model's weights only say which series its stack holds).
    public var opacity: SeriesOpacity
    /// The colours (mixed while day and night cross-fade).
    public var theme: Theme
    /// Zoomed into a day or a pie: the header offers the way back.
    var zoomedIn: Bool
    /// The pie of averages while the plot shows one.
    package var pie: PieOfAverages?
    /// The presets' trend of the first series: 1 rising (green) … 0 falling (red), its baseline,
    /// and how alone the first series is (`solo`: 1 when no other series shows … 0 when another
    /// is fully visible). The trend recolours the line and shows its baseline only as much as
    /// the series is alone: beside other series the line keeps its own colour, so a falling
    /// first series never takes a red neighbour's colour.
    package var trend: (rising: Double, baseline: Double, solo: Double)?
    /// The preset button lit, and whether the presets row exists at all.
    package var activePreset: RangePreset?
    public var presets: Bool
    /// Where the info board's top-left corner is now (sliding to the place the last frame laid
    /// out); `nil` when it was not placed yet.
    public var board: Point?
    /// The audio graph's play control: the series it plays and whether it plays now; `nil`
    /// when the screen has none (`ControllerOptions.playControl`). The scene hides it while a pie shows.
    var audioControl: AudioControlState? = nil
    /// A live chart's state (when data came, stale, ended, following); `nil` for a file.
    public var live: LiveStatus?
    /// What the overview strip shows (the whole chart, or a live chart's own overview).
    public var overview: OverviewView
    /// How the chart's lines are drawn (symbols, smoothing, fill, average and median lines,
    /// missing data, value tags).
    public var style = ChartStyle()
    /// The events drawn over the chart (`--events`; `EventLayer`).
    public var events = EventList()
    /// The legend list of the series behind the `+7` pill, while it is open.
    var legendList: LegendListState? = nil
    /// The highlight as drawn (fading in and out, the board's text cross-fading); `highlightIndex`
    /// is the point highlighted now.
    public var drawnHighlight: DrawnHighlight? = nil
    /// With `--elapsed`, the first sample's time (ms): the x labels are durations since it.
    package var elapsedOrigin: Int64? = nil

    /// The y window of axis `a` at ``time``.
    @inlinable
    package func yWindow(_ a: Int) -> (min: Double, max: Double) {
        let axis = axes[min(a, axes.count - 1)]
        return (axis.lower.value(at: time), axis.upper.value(at: time))
    }
}
