import Raster
import SeriesData

/// The render stage of a chart screen: layers, renderers and their buffers. It holds no view
/// state: each frame it is given a ``ChartSnapshot`` (from the ``ChartController``), lays it out
/// (`layOut(_:)`, whose `FrameLayout` the controller reads back for hit-testing) and draws it
/// (``render(_:into:)``), redrawing only the layers whose part of the snapshot changed and
/// compositing every layer into the target.
public final class ChartRenderer {
    public let textRenderer: TextRenderer
    /// The bold face: the title, the info board's date, the pie's shares.
    public let boldTextRenderer: TextRenderer
    /// The regular face grown into a halo, drawn in the background colour behind y labels (so
    /// they read over bars, areas and a dense chart's lines).
    let haloTextRenderer: TextRenderer
    /// Whether the layout has the presets row (``ControllerOptions/presets``).
    let presetsEnabled: Bool
    /// The zone times are shown in (`ControllerOptions.timeZone`); see `labelZone(for:)`.
    package let timeZone: TimeZoneOffsets

    /// Buffer size and display scale (``resize(width:height:scale:)``).
    public private(set) var width = 0
    public private(set) var height = 0
    private(set) var displayScale = 1.0
    /// The screen's layout (valid after the first `layOut(_:)`).
    public private(set) var layout: ScreenLayout
    /// What the last `layOut(_:)` computed.
    package internal(set) var geometry = FrameGeometry()

    /// The layers in compositing order.
    public let layers: [RenderLayer]
    /// The rasterizer every layer draws with: its scratch (≈ 0.5 MiB at 1920 px wide) can be
    /// shared by scenes drawn one after another (a wall's panels), see `init`.
    let rasterizer: Rasterizer
    let seriesRenderer: SeriesRenderer
    let axesRenderer: AxesRenderer
    let controlsRenderer: ControlsRenderer
    let highlightRenderer: HighlightRenderer
    let pieRenderer: PieRenderer
    let annotationRenderer: AnnotationRenderer
    /// The median step of the model shown, for the default missing-data threshold.
    var missingStep = MissingStepCache()
    let playControlRenderer: PlayControlRenderer
    let liveRenderer: LiveRenderer
    let stateRenderer: ChartStateRenderer
    let eventLayer: EventLayer
    let legendValues: LegendValuesRenderer
    let legendListRenderer: LegendListRenderer
    /// The list the `+7` pill opens, laid out with the screen (`nil` without one), and the
    /// toggles while it is open: the pills', the collapsed series' being the list's rows.
    var legendList: LegendListLayout?
    var legendListToggles: [Rect] = []

    /// The model the layout was made for (another one lays the screen out again).
    private(set) weak var laidOutModel: ChartModel?
    /// What the layers show now (to tell which ones a new snapshot changes).
    var shown: ShownState?
    /// The whole target is damaged at the next render (a new size, model or theme).
    var fullDamage = true
    /// Whether layers that did not change are kept in bitmaps and composited (the window: a pan
    /// composites the overview instead of drawing it), or every layer is drawn straight into
    /// every frame and no layer holds memory (a kiosk wall, whose frames redraw only the panels
    /// that changed: `ChartScreen.renderChanges(into:)`). Set it before the first frame.
    public var cachesLayers = true
    /// The rectangles of a frame drawn in parts (`ChartRenderer+Changes.swift`; reused).
    var parts = Damage()
    /// The header's range text, rebuilt only when the visible days change (panning allocates no
    /// strings once every day was seen).
    var rangeText = RangeText()
    /// The play control after the title and after the zoom-out label (`ControllerOptions.playControl`).
    var playControlPlaces: (title: PlayControlPlace, zoomOut: PlayControlPlace)?

    /// A scene drawing with `textRenderer`'s font and `boldTextRenderer`'s for bold text (by
    /// default the same font, emboldened); `presets` adds the presets row to the layout; times
    /// show in `timeZone`. `haloTextRenderer` draws the halo behind y labels (by default the
    /// font emboldened by ``haloWidth``): pass one to share its glyph cache between scenes.
    /// `rasterizer` (by default its own) may be shared with scenes that never draw at the same
    /// time: it keeps no state between drawings, only buffers.
    public init(textRenderer: TextRenderer, boldTextRenderer: TextRenderer? = nil, presets: Bool = false,
                timeZone: TimeZoneOffsets = .utc, haloTextRenderer: TextRenderer? = nil, rasterizer: Rasterizer = Rasterizer()) {
        self.rasterizer = rasterizer
        self.textRenderer = textRenderer
        self.boldTextRenderer = boldTextRenderer ?? TextRenderer(font: textRenderer.font, embolden: ChartRenderer.syntheticBold)
        self.haloTextRenderer = haloTextRenderer ?? TextRenderer(font: textRenderer.font, embolden: ChartRenderer.haloWidth)
        presetsEnabled = presets
        self.timeZone = timeZone
        layers = RenderLayer.Kind.allCases.map { RenderLayer(kind: $0) }
        seriesRenderer = SeriesRenderer(rasterizer: rasterizer)
        axesRenderer = AxesRenderer(rasterizer: rasterizer, text: textRenderer, bold: self.boldTextRenderer, halo: self.haloTextRenderer)
        controlsRenderer = ControlsRenderer(rasterizer: rasterizer, text: textRenderer)
        highlightRenderer = HighlightRenderer(rasterizer: rasterizer, text: textRenderer, bold: self.boldTextRenderer)
        pieRenderer = PieRenderer(rasterizer: rasterizer, text: self.boldTextRenderer)
        annotationRenderer = AnnotationRenderer(rasterizer: rasterizer, text: textRenderer)
        playControlRenderer = PlayControlRenderer(rasterizer: rasterizer)
        liveRenderer = LiveRenderer(rasterizer: rasterizer, text: textRenderer, zone: timeZone)
        stateRenderer = ChartStateRenderer(rasterizer: rasterizer, bold: self.boldTextRenderer)
        eventLayer = EventLayer(rasterizer: rasterizer, text: textRenderer, bold: self.boldTextRenderer)
        legendValues = LegendValuesRenderer(rasterizer: rasterizer, text: textRenderer, bold: self.boldTextRenderer)
        legendListRenderer = LegendListRenderer(rasterizer: rasterizer, text: textRenderer)
        layout = ScreenLayout(width: 1, height: 1, scale: 1, title: "", range: "", pillLabels: [], measure: { _, _ in 0 })
    }

    /// The zone `model`'s dates and times show in: UTC for calendar-day data (its points are
    /// dates), else `timeZone`.
    func labelZone(for model: ChartModel) -> TimeZoneOffsets { model.calendarDays ? .utc : timeZone }

    /// The widest likely range text: the layout keeps room for it beside the title.
    static let widestRange = "30 September 2019 – 30 September 2019"

    /// How much a font without a bold face is emboldened for bold text, in ems on each side.
    public static let syntheticBold = 0.03
    /// How far the halo behind y labels reaches, in ems.
    public static let haloWidth = 0.14

    /// The layer of a kind.
    public func layer(_ kind: RenderLayer.Kind) -> RenderLayer { layers[kind.rawValue] }

    /// Sets the buffer size (pixels) and the display scale; the next frame lays the screen out again.
    public func resize(width: Int, height: Int, scale: Double) {
        guard width != self.width || height != self.height || scale != displayScale else { return }
        self.width = max(width, 1); self.height = max(height, 1); displayScale = scale
        for l in layers { l.resize(width: self.width, height: self.height) }
        laidOutModel = nil
    }

    /// Forces every layer to be redrawn at the next render (benchmarks, full repaints).
    public func invalidateAllLayers() {
        shown = nil
    }

    /// Lays the screen out for `model`: header, plot, overview, pills; every layer's region.
    func relayout(for snapshot: ChartSnapshot) {
        let model = snapshot.model
        laidOutModel = model
        let text = textRenderer, bold = boldTextRenderer, title = snapshot.title
        layout = ScreenLayout(width: width, height: height, scale: displayScale, title: title,
                              range: Self.widestRange,
                              pillLabels: model.data.series.map(\.label),
                              presetCount: presetsEnabled && model.data.xKind == .time ? RangePreset.all.rawValue + 1 : 0,
                              titleTrailing: (snapshot.audioControl == nil ? 0 : PlayControlPlace.trailing)
                                  + (snapshot.style.thresholds.isEmpty ? 0 : ChartStateRenderer.trailing),
                              measure: { s, size in (s == title ? bold : text).measure(s, size: size).advance })
        if !snapshot.style.legendValues.isEmpty { layout.addLegendStrip(large: snapshot.style.legendLarge) }
        if !snapshot.events.isEmpty { layout.addEventStrip() }
        layout.addAxisStrips(left: snapshot.axes.reduce(0) { $1.side == .left ? max($0, $1.slot) : $0 },
                             right: snapshot.axes.reduce(0) { $1.side == .right ? max($0, $1.slot) : $0 })
        layOutLegendList(model)
        // The title and the zoom-out label are drawn bold, cut to their room in the header.
        let widest = text.measure(Self.widestRange, size: layout.px(ScreenLayout.Metrics.rangeSize)).advance
        func after(_ title: String) -> PlayControlPlace {
            let w = bold.measure(title, size: layout.px(ScreenLayout.Metrics.titleSize)).advance
            return PlayControlPlace(after: header(titleWidth: w, rangeWidth: widest, snapshot).title.width, in: layout)
        }
        playControlPlaces = snapshot.audioControl == nil ? nil : (after(snapshot.title), after(AxesRenderer.zoomOutLabel))
        placeLayers()
    }

    /// Each outer axis strip shows as much as its axis (``AxesRenderer/weight(of:opacity:axes:)``):
    /// hiding every series of an axis narrows its strip to nothing as they fade, and the plot
    /// widens smoothly into it (every layer redrawn while it moves); showing one brings it back.
    func fitAxisStrips(_ s: ChartSnapshot) {
        guard layout.axisStripWidth > 0 else { return }
        var moved = false
        for axis in s.axes where axis.slot > 0 {
            let share = AxesRenderer.weight(of: axis, opacity: s.opacity, axes: s.axes.count)
            if layout.setAxisStripShare(left: axis.side == .left, slot: axis.slot, share) { moved = true }
        }
        if moved { placeLayers() }
    }

    /// Gives every layer its region and cover in the layout; the next frame redraws them all.
    private func placeLayers() {
        for (kind, l) in zip(RenderLayer.Kind.allCases, layers) {
            l.region = region(of: kind)
            l.cover = cover(of: kind).intersection(l.region)
        }
        shown = nil
    }

    /// What a layer is expected to draw in, whose rows get memory when it is cached: the
    /// overview strip; the controls from the overview's frame down to the pills; the labels
    /// above the overview; nothing for the highlight and its board (empty without a highlight).
    /// A cached draw that reaches further grows the layer's memory (`RenderLayer.finishDrawing()`),
    /// so this only has to be right for the usual frame, never for every pixel.
    private func cover(of kind: RenderLayer.Kind) -> PixelRect {
        let all = PixelRect(x: 0, y: 0, width: width, height: height)
        switch kind {
        case .grid, .series, .overview: return region(of: kind)
        case .controls:
            // The window's frame stands up to `max(1, 1.5 px)` and 2 px of marking above the strip.
            let top = layout.overview.minY - layout.px(2) - 3
            return Rect(x: 0, y: top, width: Double(width), height: Double(height) - top).enclosingPixels.intersection(all)
        case .labels:
            return Rect(x: 0, y: 0, width: Double(width), height: layout.xLabels.maxY + 2).enclosingPixels.intersection(all)
        case .highlight, .board: return PixelRect(x: 0, y: 0, width: 0, height: 0)
        }
    }

    /// Where a layer may draw.
    private func region(of kind: RenderLayer.Kind) -> PixelRect {
        let all = PixelRect(x: 0, y: 0, width: width, height: height)
        let grow = layout.px(ScreenLayout.Metrics.lineWidth) * 2
        switch kind {
        case .grid: return layout.plot.insetBy(dx: 0, dy: -2).enclosingPixels.intersection(all)
        case .series: return layout.plot.insetBy(dx: 0, dy: -grow).enclosingPixels.intersection(all)
        case .overview: return layout.overview.enclosingPixels.intersection(all)
        case .controls, .labels, .highlight, .board: return all
        }
    }
}
