import Raster
import SeriesData

extension ChartRenderer {
    /// Draws `snapshot` into `target` (which must be `width × height`): redraws the layers whose
    /// part of the snapshot changed since the last frame, clears the target to the background and
    /// composites every layer. Returns the damaged rectangle (what changed since the previous
    /// frame). Lay the frame out first (`layOut(_:)`) for the same snapshot.
    /// - Complexity: O(pixels of the layers' drawn parts + visible points).
    @discardableResult
    public func render(_ snapshot: ChartSnapshot, into target: Bitmap) -> PixelRect {
        if laidOutModel !== snapshot.model || (layout.eventStrip == nil) != snapshot.events.isEmpty { layOut(snapshot) }
        let dirty = changes(snapshot)
        if dirty.whole { fullDamage = true }
        for l in layers where dirty.layers.contains(l.kind) { l.isDirty = true }
        shown = ShownState(snapshot, scene: self)
        // The highlight and its board fade in and out as one.
        let highlightOpacity = snapshot.drawnHighlight?.opacity ?? 1
        layer(.highlight).opacity = highlightOpacity
        layer(.board).opacity = highlightOpacity
        var damage = PixelRect(x: 0, y: 0, width: 0, height: 0)
        target.clear(to: snapshot.theme.background)
        let model = snapshot.model
        var ctx = DrawContext(snapshot: snapshot, layout: layout, geometry: geometry, layer: layers[0], target: target,
                              trendColor: ChartRenderer.trendColor(snapshot),
                              missingAfter: missingStep.threshold(snapshot))
        // Grid lines go over filled bars and areas (as in the contest design), under lines.
        let gridOnTop = model.zeroBased
        func show(_ l: RenderLayer) {
            ctx.layer = l
            if l.isDirty || l.drawsEveryFrame || !cachesLayers {
                // Changed this frame: draw straight into the target (no clear, no composite);
                // the layer's bitmap catches up in the first frame the layer is not dirty. A
                // layer drawn every frame draws the same pixels again unless it is dirty: no damage.
                let changed = l.isDirty
                if changed { damage = damage.union(l.drawnBounds) }
                if l.opacity >= 1 {
                    ctx.target = l.beginDirect(into: target)
                    draw(ctx)
                } else {
                    drawCached()
                    l.composite(into: target)
                }
                if changed { damage = damage.union(l.drawnBounds) }
                l.isDirty = false
            } else {
                if !l.cacheValid { drawCached() }
                l.composite(into: target)
            }
        }
        // Into the layer's bitmap, again when the draw reached rows it had no memory for (the
        // next draw has them: at most once per layer and layout in practice).
        func drawCached() {
            repeat {
                ctx.target = ctx.layer.beginDrawing()
                draw(ctx)
            } while !ctx.layer.finishDrawing()
        }
        for l in layers where !(gridOnTop && l.kind == .grid) {
            show(l)
            if gridOnTop && l.kind == .series { show(layer(.grid)) }
        }
        if fullDamage {
            damage = target.bounds
            fullDamage = false
        }
        return damage
    }

    /// Whether `snapshot` differs from what the layers show (a frame is needed).
    package func needsRender(_ snapshot: ChartSnapshot) -> Bool {
        laidOutModel !== snapshot.model || (layout.eventStrip == nil) != snapshot.events.isEmpty || !changes(snapshot).layers.isEmpty
    }

    /// The layers whose part of `s` differs from what they show, and whether all of the target
    /// changes (a first frame, another chart, another theme).
    func changes(_ s: ChartSnapshot) -> (layers: LayerSet, whole: Bool) {
        guard let old = shown else { return (.all, true) }
        return changes(from: old, to: ShownState(s, scene: self))
    }

    /// The layers whose part differs between `old` and `new`, and whether all of the target changes.
    func changes(from old: ShownState, to new: ShownState) -> (layers: LayerSet, whole: Bool) {
        if old.model != new.model || old.theme != new.theme { return (.all, true) }
        var dirty: LayerSet = []
        if old.window != new.window {
            dirty.formUnion([.grid, .series, .labels, .controls])
            if new.highlight != nil { dirty.formUnion([.highlight, .board]) }
        }
        if old.highlight != new.highlight || old.board != new.board { dirty.formUnion([.highlight, .board]) }
        if !old.opacity.matches(new.opacity) { dirty.formUnion([.grid, .series, .overview, .controls, .labels, .highlight, .board]) }
        if old.trendRising != new.trendRising || old.trendBaseline != new.trendBaseline { dirty.formUnion([.series, .controls, .highlight, .board]) }
        if old.preset != new.preset { dirty.formUnion([.controls, .series]) }
        if old.pie != new.pie || old.zoomedIn != new.zoomedIn {
            dirty.formUnion([.series, .grid, .labels, .highlight, .board])
        }
        if old.rangeDays != new.rangeDays { dirty.insert(.labels) }
        if old.audioControl != new.audioControl || old.zoomedIn != new.zoomedIn || (old.pie == nil) != (new.pie == nil) {
            dirty.insert(.controls)
        }
        // Live data: new points redraw what shows the data; the live marks their layers.
        // The overview has its own view of the data (a live chart's catches up a few times a second).
        if old.version != new.version { dirty.formUnion([.grid, .series, .controls, .labels, .highlight, .board]) }
        if old.overview != new.overview { dirty.formUnion([.overview, .controls]) }
        if old.events != new.events { dirty.formUnion([.series, .labels, .board]) }
        if old.live != new.live { dirty.formUnion([.labels, .series, .controls]) }
        if old.legendList != new.legendList { dirty.formUnion([.controls, .board]) }
        // While the scale or its labels move, and in the frame after they stop.
        if old.moving || new.moving { dirty.formUnion([.grid, .series, .labels, .highlight, .board]) }
        return (dirty, false)
    }

    /// Draws the layer of `ctx` from its snapshot: one renderer per layer.
    func draw(_ ctx: DrawContext) {
        let s = ctx.snapshot
        switch ctx.layer.kind {
        case .grid:
            if s.pie == nil { axesRenderer.drawGrid(ctx) }
        case .series:
            if let pie = s.pie {
                pieRenderer.draw(pie, ctx)
            } else {
                // Event markers under lines, over filled charts (as the grid).
                if !s.model.zeroBased { eventLayer.drawMarks(ctx) }
                seriesRenderer.drawMain(ctx)
                if s.model.zeroBased { eventLayer.drawMarks(ctx) }
                annotationRenderer.draw(ctx)
            }
        case .overview:
            let m = s.overview.model ?? ctx.model
            seriesRenderer.draw(m, opacity: s.opacity, frame: ctx.geometry.overview, range: s.overview.points.clamped(to: 0 ..< m.count),
                                lineWidth: ctx.layout.px(ScreenLayout.Metrics.overviewLineWidth), in: ctx.target)
            ctx.markDrawn(ctx.layer.region)
        case .controls:
            controlsRenderer.drawWindow(ctx)
            controlsRenderer.drawPills(ctx)
            controlsRenderer.drawPresets(ctx)
            playControlRenderer.draw(ctx)
            liveRenderer.drawControl(ctx)
            legendValues.draw(ctx)
            legendListRenderer.drawMorePill(ctx)
        case .labels:
            let header = self.header(s)
            axesRenderer.drawHeader(from: rangeText.from, to: rangeText.to, header: header, ctx)
            if s.pie == nil { eventLayer.drawStrip(ctx) }
            liveRenderer.drawStatus(ctx, room: header.status)
            stateRenderer.draw(ctx, in: header.badge)
            if s.pie == nil {
                axesRenderer.drawXLabels(ctx)
                // Several axes: the right-hand labels stand left of the value tags.
                let tags = s.axes.count > 1 ? annotationRenderer.tagColumnWidth(ctx) : 0
                axesRenderer.drawYLabels(ctx, rightInset: tags)
            }
        case .highlight:
            if s.pie == nil, let i = s.drawnHighlight?.index, ctx.geometry.visibleRange.contains(i) {
                highlightRenderer.drawMarks(index: i, ctx)
            }
        case .board:
            if s.pie == nil, let i = s.drawnHighlight?.index, ctx.geometry.visibleRange.contains(i) {
                highlightRenderer.drawBoard(index: i, ctx)
                eventLayer.drawCard(ctx, zone: labelZone(for: s.model), circles: highlightRenderer.circles)
            }
            legendListRenderer.drawList(ctx, legendList)
        }
    }
}

/// A set of layer kinds (no allocation).
struct LayerSet: OptionSet {
    let rawValue: UInt8
    init(rawValue: UInt8) { self.rawValue = rawValue }
    init(_ kind: RenderLayer.Kind) { rawValue = 1 << UInt8(kind.rawValue) }
    static let grid = LayerSet(.grid), series = LayerSet(.series), overview = LayerSet(.overview)
    static let controls = LayerSet(.controls), highlight = LayerSet(.highlight), labels = LayerSet(.labels)
    static let board = LayerSet(.board)
    static let all = LayerSet(rawValue: 0x7F)
    func contains(_ kind: RenderLayer.Kind) -> Bool { contains(LayerSet(kind)) }
}

/// The parts of a snapshot the layers show, as last drawn.
struct ShownState {
    var model: ObjectIdentifier
    var opacity: SeriesOpacity
    var window: XWindow
    var highlight: DrawnHighlight?
    var theme: Theme
    var board: Point?
    var trendRising: Double?
    var trendBaseline: Double?
    var preset: RangePreset?
    var pie: PieOfAverages?
    var zoomedIn: Bool
    var audioControl: AudioControlState?
    var rangeDays: (Int64, Int64)
    var version: Int
    var overview: OverviewView
    var live: LiveStatus?
    var events: EventList
    var legendList: LegendListState?
    /// Whether the y scale, its labels, the x labels or the pie move.
    var moving: Bool
    /// What a frame of new samples at the right edge compares (`ChartRenderer+Changes.swift`):
    /// the x of the first point drawn and of the last two, the y windows (hashed), the missing-data
    /// threshold and whether the lines are drawn as column envelopes (dense).
    var firstX: Double
    var lastTwoX: (Double, Double)
    var yKey: Int
    var missingAfter: Double
    var dense: Bool
    /// The same for the overview strip: the x of its first point drawn and of its last two, its
    /// x and y fit (hashed).
    var overviewFirstX: Double
    var overviewLastTwoX: (Double, Double)
    var overviewKey: Int

    init(_ s: ChartSnapshot, scene: ChartRenderer) {
        model = ObjectIdentifier(s.model)
        opacity = s.opacity
        window = s.window
        highlight = s.drawnHighlight
        theme = s.theme
        board = s.board
        trendRising = s.trend?.rising
        trendBaseline = s.trend?.baseline
        preset = s.activePreset
        pie = s.pie
        zoomedIn = s.zoomedIn
        audioControl = s.audioControl
        rangeDays = scene.rangeText.days
        version = s.model.version
        overview = s.overview
        live = s.live
        events = s.events
        legendList = s.legendList
        let t = s.time
        var moving = s.xLabels.isAnimating(at: t) || (s.pie?.isAnimating(at: t) ?? false)
        for axis in s.axes where !axis.lower.isFinished(at: t) || !axis.upper.isFinished(at: t)
            || axis.labels.isAnimating(at: t) { moving = true }
        self.moving = moving
        let xs = s.model.xs, n = xs.count, r = scene.geometry.visibleRange
        firstX = r.isEmpty || r.lowerBound >= n ? .nan : xs[r.lowerBound]
        lastTwoX = (n > 1 ? xs[n - 2] : .nan, n > 0 ? xs[n - 1] : .nan)
        var h = Hasher()
        for (lo, hi) in scene.geometry.main.y { h.combine(lo); h.combine(hi) }
        for y in scene.geometry.yScales { h.combine(y.min); h.combine(y.step); h.combine(y.rows) }
        yKey = h.finalize()
        missingAfter = scene.missingStep.threshold(s)
        dense = r.count > 3 * max(Int(saturating: scene.layout.plot.width, rounding: .toNearestOrAwayFromZero), 1)
        let o = s.overview, oxs = (o.model ?? s.model).xs, on = min(o.points.upperBound, oxs.count)
        overviewFirstX = o.points.isEmpty || o.points.lowerBound >= on ? .nan : oxs[o.points.lowerBound]
        overviewLastTwoX = (on - o.points.lowerBound > 1 ? oxs[on - 2] : .nan, on > o.points.lowerBound ? oxs[on - 1] : .nan)
        var g = Hasher()
        let frame = scene.geometry.overview
        g.combine(frame.xMin); g.combine(frame.xMax)
        for (lo, hi) in frame.y { g.combine(lo); g.combine(hi) }
        g.combine(o.points.count > 3 * max(Int(saturating: frame.rect.width, rounding: .toNearestOrAwayFromZero), 1))
        overviewKey = g.finalize()
    }
}
