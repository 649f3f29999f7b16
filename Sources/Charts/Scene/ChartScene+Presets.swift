import Raster

/// The presets layout (`--presets`, ``SceneOptions/presets``): a row of range buttons under the
/// overview, the first series drawn green or red by its last visible value against the first,
/// and a dashed baseline at that first value. Without the feel (`--png`) the trend is read from
/// the visible range; with it, ``ChartFeel/trend`` eases colour and baseline as the window morphs.
extension ChartScene {
    /// The line colour of a rising trend (last visible value at or above the first).
    public static let trendUp = Color(rgb: 0x1FA65A)
    /// The line colour of a falling trend.
    public static let trendDown = Color(rgb: 0xE0464E)

    /// The preset whose window the view shows (or is animating to): the one last chosen while
    /// its window still holds, else the widest whose window matches; `nil` when presets are off or
    /// no preset matches.
    public var activePreset: RangePreset? {
        guard presetsEnabled else { return nil }
        let d = domain
        let c = XConstraints(lower: d.min, upper: d.max, minSpan: minimumSpan)
        var w = XWindow(xMin, xMax)
        var chosen: RangePreset?
        if let f = feel, f.modelID == ObjectIdentifier(model) {
            w = f.active.interaction.targetWindow
            chosen = f.chosenPreset
        }
        let tolerance = max((c.upper - c.lower) * 1e-9, 1)
        func matches(_ p: RangePreset) -> Bool {
            let pw = p.window(in: c)
            return abs(pw.lower - w.lower) <= tolerance && abs(pw.upper - w.upper) <= tolerance
        }
        if let p = chosen, matches(p) { return p }
        // Short data makes several windows the whole extent: the widest name (All) is the true one.
        for i in stride(from: RangePreset.all.rawValue, through: 0, by: -1) {
            if let p = RangePreset(rawValue: i), matches(p) { return p }
        }
        return nil
    }

    /// The trend drawn now, for line charts with presets on: `rising` 1 (green) … 0 (red), eased
    /// in the feel, and the baseline value (the first visible value of the first series).
    public var presetTrend: (rising: Double, baseline: Double)? {
        guard presetsEnabled, model.style == .lines || model.style == .scaledLines,
              let first = model.data.series.first else { return nil }
        if let f = feel, f.modelID == ObjectIdentifier(model), let tr = f.active.trend {
            return (tr.rising.value(at: f.now), tr.baseline.value(at: f.now))
        }
        guard let e = PresetTrend.ends(x: model.data.x, values: first.values, window: XWindow(xMin, xMax)) else { return nil }
        return (PresetTrend.isRising(first: e.first, last: e.last) ? 1 : 0, e.first)
    }

    /// The trend's line colour for `rising` (1 green … 0 red).
    public static func trendColor(rising: Double) -> Color { trendDown.mixed(with: trendUp, rising) }

    /// Draws the series layer of the presets layout: the first series in the trend's colour,
    /// then the dashed baseline. - Returns: `false` when the layout has no trend (normal drawing).
    func drawPresetSeries(_ layer: RenderLayer, in b: Bitmap) -> Bool {
        guard let tr = presetTrend else { return false }
        seriesRenderer.trendSeries = 0
        seriesRenderer.trendColor = Self.trendColor(rising: tr.rising)
        seriesRenderer.draw(model, frame: mainFrame, range: visibleRange,
                            lineWidth: layout.px(ScreenLayout.Metrics.lineWidth), in: b)
        seriesRenderer.trendSeries = -1
        let y = mainFrame.screenY(tr.baseline, series: 0)
        let plot = layout.plot
        if y >= plot.minY - 1 && y <= plot.maxY + 1 {
            seriesRenderer.drawBaseline(y: y, plot: plot, lineWidth: max(1, layout.px(1)), dash: layout.px(5),
                                        color: theme.axisText, opacity: min(model.weights[0], 1), in: b)
        }
        layer.markDrawn(layer.region)
        return true
    }

    /// Shows the trend's series in the trend's colour in the highlight circles and the board.
    func preparePresetHighlight() {
        if let tr = presetTrend {
            highlightRenderer.trendSeries = 0
            highlightRenderer.trendColor = Self.trendColor(rising: tr.rising)
        } else {
            highlightRenderer.trendSeries = -1
        }
    }

    /// Draws the preset buttons on the controls layer (when presets are on).
    func drawPresetButtons(_ layer: RenderLayer, in b: Bitmap) {
        guard presetsEnabled, !layout.presets.isEmpty else { return }
        let accent = presetTrend.map { Self.trendColor(rising: $0.rising) } ?? theme.axisText
        controlsRenderer.drawPresets(active: activePreset, accent: accent, layout: layout, theme: theme,
                                     layer: layer, in: b)
    }
}
