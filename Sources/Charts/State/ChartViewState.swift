/// What a reader chose to look at, in the words that survive a restart: the chart of the file,
/// the visible window, the hidden series (by id, so a file that gains or loses series keeps the
/// rest) and the skin. ``ChartController/viewState`` reads it from the controller (the one owner
/// of all of it); ``ChartController/restore(_:)`` puts it back. Nothing else keeps a copy: the
/// executable saves it under `$XDG_STATE_HOME/wlcharts/` (docs/kiosk.md, "State").
public struct ChartViewState: Equatable, Sendable {
    /// The chart of the file, 0-based.
    public var chartIndex: Int
    /// The visible x window (ms since the epoch) the view shows or is heading to — the overview's
    /// while a day or pie is zoomed into; `nil` while a live chart follows its newest samples.
    public var window: XWindow?
    /// The ids of the series hidden.
    public var hidden: Set<String>
    /// The skin shown (or being faded to).
    public var theme: Theme.Kind

    public init(chartIndex: Int, window: XWindow?, hidden: Set<String>, theme: Theme.Kind) {
        self.chartIndex = chartIndex; self.window = window; self.hidden = hidden; self.theme = theme
    }
}
