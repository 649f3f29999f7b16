import Raster

extension ChartScene {
    /// Redraws the dirty layers and composites every layer over the background into `target`
    /// (which must be `width × height`; a different size lays the screen out for it first).
    /// Returns the damaged rectangle: what changed since the previous frame.
    /// - Complexity: O(pixels of the layers' drawn parts + visible points).
    @discardableResult
    public func render(into target: Bitmap) -> PixelRect {
        if target.width != width || target.height != height {
            resize(width: target.width, height: target.height, scale: displayScale)
        }
        if geometryDirty { computeGeometry() }
        var damage = PixelRect(x: 0, y: 0, width: 0, height: 0)
        target.clear(to: theme.background)
        // Grid lines go over filled bars and areas (as in the contest design), under lines.
        let gridOnTop = model.zeroBased
        func show(_ l: RenderLayer) {
            if l.isDirty {
                // Changed this frame: draw straight into the target (no clear, no composite);
                // the layer's bitmap catches up in the first frame the layer is not dirty.
                damage = damage.union(l.drawnBounds)
                if l.opacity >= 1 {
                    draw(l, into: l.beginDirect(into: target))
                } else {
                    draw(l, into: l.beginDrawing())
                    l.composite(into: target)
                }
                damage = damage.union(l.drawnBounds)
                l.isDirty = false
            } else {
                if !l.cacheValid { draw(l, into: l.beginDrawing()) }
                l.composite(into: target)
            }
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

    /// Draws one layer from the current state.
    func draw(_ layer: RenderLayer, into b: Bitmap) {
        if layer.kind == .highlight || layer.kind == .board { preparePresetHighlight() }
        if drawWithFeel(layer, in: b) { return }
        switch layer.kind {
        case .grid:
            if let scale = yScales.first {
                axesRenderer.drawGrid(scale: scale, frame: mainFrame, layout: layout, theme: theme, layer: layer, in: b)
            }
        case .series:
            if drawPresetSeries(layer, in: b) { return }
            seriesRenderer.draw(model, frame: mainFrame, range: visibleRange,
                                lineWidth: layout.px(ScreenLayout.Metrics.lineWidth), in: b)
            layer.markDrawn(layer.region)
        case .overview:
            seriesRenderer.draw(model, frame: overviewFrame, range: 0 ..< model.count,
                                lineWidth: layout.px(ScreenLayout.Metrics.overviewLineWidth), in: b)
            layer.markDrawn(layer.region)
        case .controls:
            controlsRenderer.drawWindow(x0: overviewFrame.screenX(xMin), x1: overviewFrame.screenX(xMax),
                                        layout: layout, theme: theme, layer: layer, in: b)
            controlsRenderer.drawPills(model, layout: layout, theme: theme, layer: layer, in: b)
            drawPresetButtons(layer, in: b)
        case .labels:
            axesRenderer.drawHeader(title: title, from: rangeFrom, to: rangeTo, layout: layout, theme: theme, layer: layer, in: b)
            axesRenderer.drawXLabels(xLabels, unit: model.unit, barOffset: model.style == .bars ? Double(model.unit) / 2 : 0, frame: mainFrame, layout: layout, theme: theme, layer: layer, in: b)
            drawYLabels(layer, b)
        case .highlight:
            if let i = highlightIndex, visibleRange.contains(i) {
                highlightRenderer.drawMarks(model, index: i, frame: mainFrame, layout: layout, theme: theme, layer: layer, in: b)
            }
        case .board:
            if let i = highlightIndex, visibleRange.contains(i) {
                highlightRenderer.drawBoard(model, index: i, frame: mainFrame, layout: layout, theme: theme, layer: layer, in: b)
            }
        }
    }

    private func drawYLabels(_ layer: RenderLayer, _ b: Bitmap) {
        guard let first = yScales.first else { return }
        if model.style == .scaledLines {
            let series = model.data.series
            axesRenderer.drawYLabels(scale: first, color: series[0].color, opacity: model.weights[0], right: false,
                                     frame: mainFrame, layout: layout, theme: theme, layer: layer, in: b)
            axesRenderer.drawYLabels(scale: yScales[1], color: series[1].color, opacity: model.weights[1], right: true,
                                     frame: mainFrame, layout: layout, theme: theme, layer: layer, in: b)
        } else {
            axesRenderer.drawYLabels(scale: first, color: nil, opacity: 1, right: false,
                                     frame: mainFrame, layout: layout, theme: theme, layer: layer, in: b)
        }
    }

    /// The info board's rectangle and the highlight circles for the current highlight (for tests
    /// of the placement on real data); `nil` without a visible highlight.
    public func highlightGeometry() -> (board: Rect, circles: [BoardPlacement.Circle])? {
        if geometryDirty { computeGeometry() }
        guard let i = highlightIndex, visibleRange.contains(i) else { return nil }
        let l = layer(.board)
        let b = l.beginDrawing()
        let board = highlightRenderer.drawBoard(model, index: i, frame: mainFrame, layout: layout, theme: theme, layer: l, in: b)
        l.isDirty = true
        l.cacheValid = false
        return (board, highlightRenderer.circles(model, index: i, frame: mainFrame, layout: layout))
    }
}
