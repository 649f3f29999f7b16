import Raster

/// Where the interactive parts of a chart screen are, as the scene's layout placed them; the
/// gesture recogniser hit-tests presses against these.
public struct InteractionLayout: Hashable, Sendable {
    /// The main chart's plot area.
    public var plot: Rect
    /// The overview strip with the range selector.
    public var overview: Rect
    /// The series toggles, in series order.
    public var toggles: [Rect]
    /// The range preset buttons, in ``RangePreset`` order (empty unless `--presets`).
    public var presets: [Rect]
    /// The info board while a highlight shows it.
    public var infoBoard: Rect?
    /// The "zoom out" control while zoomed into a day or a pie.
    public var backControl: Rect?
    /// The control that plays and stops the audio graph, when the screen shows one.
    public var playControl: Rect?
    /// Display scale: distances such as the touch slop are in points times this.
    public var scale: Double

    public init(plot: Rect, overview: Rect, toggles: [Rect] = [], presets: [Rect] = [],
                infoBoard: Rect? = nil, backControl: Rect? = nil, playControl: Rect? = nil, scale: Double = 1) {
        self.plot = plot; self.overview = overview; self.toggles = toggles; self.presets = presets
        self.infoBoard = infoBoard; self.backControl = backControl; self.playControl = playControl; self.scale = scale
    }

    /// What a press at `p` lands on. Floating controls (info board, back control) come first.
    public func region(at p: Point, overviewSlop: Double) -> InteractionRegion {
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
}

/// What the plot shows, which decides what a press in it does.
public enum PlotMode: Hashable, Sendable {
    /// A time series: pan, pinch, highlight.
    case series
    /// A pie of averages: taps pick slices; the range selector still changes the range.
    case pie
}
