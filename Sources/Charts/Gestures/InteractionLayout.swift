import Raster

/// Where the interactive parts of a chart screen are, as the scene's layout placed them; the
/// gesture recogniser hit-tests presses against these.
public struct InteractionLayout: Hashable, Sendable {
    /// The main chart's plot area.
    public var plot: Rect
    /// The overview strip with the range selector.
    public var overview: Rect
    /// The series toggles, in series order.
    package var toggles: [Rect]
    /// The range preset buttons, in ``RangePreset`` order (empty unless `--presets`).
    public var presets: [Rect]
    /// The info board while a highlight shows it.
    var infoBoard: Rect?
    /// The "zoom out" control while zoomed into a day or a pie.
    var backControl: Rect?
    /// The control that plays and stops the audio graph, when the screen shows one.
    package var playControl: Rect?
    /// Display scale: distances such as the touch slop are in points times this.
    public var scale: Double
    /// The `+7` pill (`ScreenLayout.morePill`) and the series behind it.
    var morePill: Rect? = nil
    var collapsed: Range<Int> = 0 ..< 0
    /// The open legend list's panel (`LegendListLayout`): its rows are the collapsed series'
    /// `toggles`, and a press outside it closes it.
    var legendPanel: Rect? = nil

    public init(plot: Rect, overview: Rect, toggles: [Rect] = [], presets: [Rect] = [],
                infoBoard: Rect? = nil, backControl: Rect? = nil, playControl: Rect? = nil, scale: Double = 1,
                morePill: Rect? = nil, collapsed: Range<Int> = 0 ..< 0, legendPanel: Rect? = nil) {
        self.plot = plot; self.overview = overview; self.toggles = toggles; self.presets = presets
        self.infoBoard = infoBoard; self.backControl = backControl; self.playControl = playControl; self.scale = scale
        self.morePill = morePill; self.collapsed = collapsed; self.legendPanel = legendPanel
    }

    /// What a press at `p` lands on. Floating controls (info board, back control) come first.
    public func region(at p: Point, overviewSlop: Double) -> InteractionRegion {
        if let m = morePill, m.contains(p) { return .legendList }
        if let panel = legendPanel {
            guard panel.contains(p) else { return .legendList }
            for i in collapsed where i < toggles.count && toggles[i].contains(p) { return .toggle(i) }
            return .none
        }
        if let b = infoBoard, b.contains(p) { return .infoBoard }
        if let b = backControl, b.contains(p) { return .backControl }
        if let b = playControl, b.contains(p) { return .playControl }
        for (i, r) in toggles.enumerated() where r.contains(p) { return .toggle(i) }
        for (i, r) in presets.enumerated() where r.contains(p) { return .preset(i) }
        if plot.contains(p) { return .plot }
        let o = overview
        if p.y >= o.minY - overviewSlop / 2 && p.y < o.maxY + overviewSlop / 2
            && p.x >= o.minX - overviewSlop && p.x < o.maxX + overviewSlop { return .overview }
        return .none
    }
}

/// The part of the screen a press landed on.
public enum InteractionRegion: Hashable, Sendable {
    case plot, overview, infoBoard, backControl
    /// The audio graph's play/stop control.
    case playControl
    case toggle(Int)
    /// The `+7` pill, or anywhere outside the open legend list.
    case legendList
    case preset(Int)
    case none
}

/// Something the recogniser asks its ``ChartFeel`` to do beyond moving the window or the highlight.
public enum InteractionAction: Hashable, Sendable {
    /// A tap on a series toggle.
    case toggleSeries(Int)
    /// A long press on a series toggle: show only that one (or all again).
    case isolateSeries(Int)
    /// Zoom into the day at data x (a tap on the info board, or Enter with a highlight).
    case zoomIntoDay(x: Double)
    /// Leave the day or pie view (back control, Esc, pinching out past the day).
    case zoomOut
    /// A tap in the plot while it shows a pie (the feel hit-tests the slices).
    case pieTap(Point)
    case preset(RangePreset)
    case toggleNightMode
    case nextChart, previousChart
    /// A tap on the play control: play the audio graph, or stop it.
    case toggleAudioGraph
    /// A tap on the `+7` pill (or outside the open list): open or close the legend list.
    case legendList
}

/// What the plot shows, which decides what a press in it does.
enum PlotMode: Hashable, Sendable {
    /// A time series: pan, pinch, highlight.
    case series
    /// A pie of averages: taps pick slices; the range selector still changes the range.
    case pie
}
