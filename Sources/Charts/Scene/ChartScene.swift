import Raster

/// The render stage of a chart screen: it owns the layers (grid, series, overview, controls,
/// labels, highlight), the state they show (chart, visible range, shown series, highlight,
/// theme), and turns input into state changes. A frame redraws only the dirty layers and
/// composites all of them into the target.
///
/// Every state change goes through the transition methods in `ChartScene+State.swift`
/// (``setRange(xMin:xMax:)``, ``setHighlight(index:)``, ``setSeriesShown(_:_:)``, …), so the feel
/// helper can animate them in one place.
public final class ChartScene {
    /// Every chart of the file (shown one at a time).
    public let charts: [ChartData]
    public let textRenderer: TextRenderer

    /// The chart being shown (index into ``charts``).
    public internal(set) var chartIndex: Int
    /// The prepared current chart.
    public internal(set) var model: ChartModel
    /// The colours in use (set ``themeKind`` to switch skins; the feel helper may set mixes).
    public var theme: Theme { didSet { if theme != oldValue { invalidateAll() } } }
    /// The visible x range, ms since the epoch.
    public internal(set) var xMin: Double
    public internal(set) var xMax: Double
    /// The highlighted point, if any.
    public internal(set) var highlightIndex: Int?

    /// Buffer size and display scale (``resize(width:height:scale:)``).
    public internal(set) var width = 0
    public internal(set) var height = 0
    public internal(set) var displayScale = 1.0
    /// The current layout (valid after the first resize).
    public internal(set) var layout: ScreenLayout

    /// The layers in compositing order.
    public let layers: [RenderLayer]
    let rasterizer = Rasterizer()
    let seriesRenderer: SeriesRenderer
    let axesRenderer: AxesRenderer
    let controlsRenderer: ControlsRenderer
    let highlightRenderer: HighlightRenderer

    // Geometry of the current frame (recomputed when the state changes).
    var geometryDirty = true
    var mainFrame = PlotFrame(rect: Rect(x: 0, y: 0, width: 1, height: 1), xMin: 0, xMax: 1, y: [(0, 1)])
    var overviewFrame = PlotFrame(rect: Rect(x: 0, y: 0, width: 1, height: 1), xMin: 0, xMax: 1, y: [(0, 1)])
    var visibleRange: Range<Int> = 0 ..< 0
    /// Target y scales (one, or one per series for scaled lines).
    public internal(set) var yScales: [YScale] = []
    var xLabels = XAxisLabels(unit: UTCDate.millisecondsPerDay, step: 1, gap: 8)
    var fullDamage = true
    /// The header's range as its first and last day (nil when one day), the day numbers they were
    /// made for, and a cache of day texts so that panning allocates no strings once every day
    /// was seen.
    var rangeFrom = ""
    var rangeTo: String?
    var rangeTextDays: (Int64, Int64) = (.min, .min)
    var dayTexts: [Int64: String] = [:]
    /// The title shown for the current chart (the file's, or "Chart N").
    public var title: String { model.data.title ?? "Chart \(chartIndex + 1)" }
    /// The feel (animations and gestures; `ChartScene+Feel.swift`), made on the first input.
    var feel: SceneFeel?
    /// Whether the presets layout is on (`--presets`; `ChartScene+Presets.swift`).
    public let presetsEnabled: Bool

    /// A scene showing `charts[options.chartIndex]` (clamped) with the given options.
    public init(charts: [ChartData], textRenderer: TextRenderer, options: SceneOptions = SceneOptions()) {
        precondition(!charts.isEmpty, "a scene needs at least one chart")
        self.charts = charts
        self.textRenderer = textRenderer
        presetsEnabled = options.presets
        chartIndex = min(max(options.chartIndex, 0), charts.count - 1)
        model = ChartModel(data: charts[chartIndex], hidden: options.hidden)
        theme = Theme.of(options.theme)
        xMin = 0; xMax = 1
        layers = RenderLayer.Kind.allCases.map { RenderLayer(kind: $0) }
        seriesRenderer = SeriesRenderer(rasterizer: rasterizer)
        axesRenderer = AxesRenderer(rasterizer: rasterizer, text: textRenderer)
        controlsRenderer = ControlsRenderer(rasterizer: rasterizer, text: textRenderer)
        highlightRenderer = HighlightRenderer(rasterizer: rasterizer, text: textRenderer)
        layout = ScreenLayout(width: 1, height: 1, scale: 1, title: "", range: "", pillLabels: [], measure: { _, _ in 0 })
        let (lo, hi) = defaultRange()
        if let r = options.range { setRange(xMin: r.lowerBound, xMax: r.upperBound) } else { setRange(xMin: lo, xMax: hi) }
        if let hx = options.highlightX { setHighlight(index: model.nearestIndex(to: hx)) }
    }

    /// The layer of a kind.
    public func layer(_ kind: RenderLayer.Kind) -> RenderLayer { layers[kind.rawValue] }

    /// Whether something changed since the last ``render(into:)``, or an animation of the feel
    /// still runs (the window keeps asking for frames, and calling ``advance(to:)``, until it ends).
    public var needsRender: Bool {
        fullDamage || geometryDirty || layers.contains { $0.isDirty } || (feel.map { $0.root.isAnimating(at: $0.now) } ?? false)
    }

    /// Sets the buffer size (pixels) and the display scale; lays the screen out again.
    public func resize(width: Int, height: Int, scale: Double) {
        guard width != self.width || height != self.height || scale != displayScale else { return }
        self.width = max(width, 1); self.height = max(height, 1); displayScale = scale
        for l in layers { l.resize(width: self.width, height: self.height) }
        relayout()
    }

    /// Drives animations (the feel's, see `ChartScene+Feel.swift`) to `time` (monotonic seconds).
    public func advance(to time: Double) { advanceFeel(to: time) }

    /// Lays out the screen for the current size, chart and range text; all layers become dirty.
    func relayout() {
        updateRangeText(force: true)
        let text = textRenderer
        layout = ScreenLayout(width: width, height: height, scale: displayScale, title: title,
                              range: longestRangeText(), pillLabels: model.data.series.map(\.name),
                              presetCount: presetsEnabled ? RangePreset.all.rawValue + 1 : 0, measure: { s, size in text.measure(s, size: size).advance })
        for (kind, l) in zip(RenderLayer.Kind.allCases, layers) { l.region = region(of: kind) }
        invalidateAll()
    }

    /// The header range text of the widest likely date (so the layout does not jump as the
    /// range moves).
    private func longestRangeText() -> String {
        "30 September 2019 – 30 September 2019"
    }

    /// Where a layer may draw.
    func region(of kind: RenderLayer.Kind) -> PixelRect {
        let all = PixelRect(x: 0, y: 0, width: width, height: height)
        let grow = layout.px(ScreenLayout.Metrics.lineWidth) * 2
        switch kind {
        case .grid: return layout.plot.insetBy(dx: 0, dy: -2).enclosingPixels.intersection(all)
        case .series: return layout.plot.insetBy(dx: 0, dy: -grow).enclosingPixels.intersection(all)
        case .overview: return layout.overview.enclosingPixels.intersection(all)
        case .controls, .labels, .highlight, .board: return all
        }
    }

    /// Forces every layer to be redrawn at the next ``render(into:)`` (benchmarks, full repaints).
    public func invalidateAllLayers() { invalidateAll() }

    /// Marks every layer dirty and the whole target damaged.
    func invalidateAll() {
        geometryDirty = true
        fullDamage = true
        for l in layers { l.isDirty = true }
    }

    /// Marks some layers dirty.
    func invalidate(_ kinds: RenderLayer.Kind...) {
        for k in kinds { layers[k.rawValue].isDirty = true }
    }
}
