import SeriesData

/// What a reader chose to look at, in the words that survive a restart: the chart of the file,
/// the visible window, the range preset chosen, a day (or pie) zoomed into, the hidden series (by
/// id, so a file that gains or loses series keeps the rest) and the skin. Not the highlight: it
/// is where a finger or the pointer rests now, not a choice (docs/kiosk.md, "State across restarts"). `ChartController.viewState` reads it from the controller (the one owner
/// of all of it); `ChartController.restore(_:)` puts it back. Nothing else keeps a copy: the
/// executable saves it under `$XDG_STATE_HOME/wlcharts/` (docs/kiosk.md, "State").
package struct ChartViewState: Equatable, Sendable {
    /// The chart of the file, 0-based.
    public var chartIndex: Int
    /// The visible x window (ms since the epoch) the view shows or is heading to — the overview's
    /// while a day or pie is zoomed into; `nil` while a live chart follows its newest samples.
    public var window: XWindow?
    /// The ids of the series hidden.
    public var hidden: Set<String>
    /// The skin shown (or being faded to).
    public var theme: Theme.Kind
    /// The range preset lit (`--presets`): restored as that preset over the data of the day — a
    /// "1D" on a growing chart is the newest day again, not the day it was saved on.
    package var preset: RangePreset?
    /// The start of the day zoomed into (ms since the epoch), restored when that day still has a chart.
    public var day: Double?
    /// Whether a percentage chart's pie is shown (over ``window``).
    package var pie: Bool

    public init(chartIndex: Int, window: XWindow?, hidden: Set<String>, theme: Theme.Kind,
                preset: RangePreset? = nil, day: Double? = nil, pie: Bool = false) {
        self.chartIndex = chartIndex; self.window = window; self.hidden = hidden; self.theme = theme
        self.preset = preset; self.day = day; self.pie = pie
    }
}
