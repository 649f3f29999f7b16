#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Raster

/// Drawing what the feel animates: grid lines and y labels of every live label generation at
/// their values on the animated scale, x labels with their fades, the zoom-out control, and the
/// pie of averages.
extension ChartScene {
    /// Draws `layer` for the feel when the feel changes how it looks.
    /// - Returns: whether it drew the layer (otherwise the scene's own drawing runs).
    func drawWithFeel(_ layer: RenderLayer, in b: Bitmap) -> Bool {
        guard let f = feel, f.modelID == ObjectIdentifier(model) else { return false }
        let a = f.active, t = f.now
        switch layer.kind {
        case .grid:
            if !f.showsPie { drawGenerationsGrid(a, at: t, layer: layer, in: b) }
            return true
        case .labels:
            drawFeelHeader(f, layer: layer, in: b)
            if !f.showsPie {
                drawFadingXLabels(a, at: t, layer: layer, in: b)
                drawGenerationsYLabels(a, at: t, layer: layer, in: b)
            }
            return true
        case .series:
            guard let pie = f.root.pie else { return false }
            drawPie(pie, f, at: t, layer: layer, in: b)
            return true
        case .highlight:
            return f.showsPie                          // the pie has no highlight marks
        case .board:
            f.board = nil
            if !f.showsPie, let i = highlightIndex, visibleRange.contains(i) {
                // The board slides from where it was to where the placement puts it now.
                f.board = highlightRenderer.drawBoard(model, index: i, frame: mainFrame, layout: layout, theme: theme,
                                                      layer: layer, in: b, place: { r in
                    a.moveBoard(to: Point(r.minX, r.minY), at: t)
                    return a.board.point(at: t)
                })
            } else {
                a.moveBoard(to: nil, at: t)
            }
            return true
        case .overview, .controls:
            return false
        }
    }

    private func drawGenerationsGrid(_ a: ChartFeel, at t: Double, layer: RenderLayer, in b: Bitmap) {
        guard let axis = a.axes.first else { return }
        let plot = layout.plot
        let thickness = max(1, layout.scale.rounded(.down))
        let rows = feelRows
        for g in axis.labels.generations {
            let opacity = axis.labels.opacity(of: g, at: t)
            guard opacity > 0.004 else { continue }
            let step = (g.span.upper - g.span.lower) / Double(rows)
            for i in 0 ... rows {
                let y = mainFrame.screenY(g.span.lower + Double(i) * step, series: 0)
                guard y >= plot.minY - 1, y <= plot.maxY + 1 else { continue }
                let r = Shapes.hairline(y: min(y, plot.maxY), x0: plot.minX, x1: plot.maxX, thickness: thickness)
                rasterizer.fillRect(r, paint: .solid(i == 0 ? theme.baseline : theme.gridLine), opacity: opacity, in: b)
                layer.markDrawn(r)
            }
        }
    }

    private func drawGenerationsYLabels(_ a: ChartFeel, at t: Double, layer: RenderLayer, in b: Bitmap) {
        let size = layout.px(ScreenLayout.Metrics.axisSize)
        let lift = layout.px(5)
        let plot = layout.plot
        let rows = feelRows
        let scaled = model.style == .scaledLines
        for (k, axis) in a.axes.enumerated() where k < 2 {
            let weight = scaled ? model.weights[k] : 1
            guard weight > 0 else { continue }
            let color = scaled ? model.data.series[k].color : theme.axisText
            let right = k == 1
            let x = right ? plot.maxX : plot.minX
            for g in axis.labels.generations {
                let opacity = axis.labels.opacity(of: g, at: t) * weight
                guard opacity > 0.004 else { continue }
                let step = (g.span.upper - g.span.lower) / Double(rows)
                for i in 0 ... rows {
                    let v = g.span.lower + Double(i) * step
                    let y = mainFrame.screenY(v, series: k) - lift
                    guard y >= plot.minY - size, y <= plot.maxY else { continue }
                    let r = textRenderer.draw(NumberFormat.short(v), size: size, at: Point(x, y.rounded()),
                                              alignment: right ? .right : .left, color: color, opacity: opacity,
                                              maxWidth: nil, in: b)
                    layer.markDrawn(r)
                }
            }
        }
    }

    private func drawFadingXLabels(_ a: ChartFeel, at t: Double, layer: RenderLayer, in b: Bitmap) {
        let size = layout.px(ScreenLayout.Metrics.axisSize)
        let baseline = (layout.xLabels.minY + size * 1.3).rounded()
        let unit = model.unit
        let fine = XAxisLabels(unit: unit, step: Int64(a.xLabels.finestVisibleStep(at: t)), gap: xLabels.gap)
        let barOffset = model.style == .bars ? Double(unit) / 2 : 0
        let color = theme.axisText
        fine.forEachLabel(xMin: xMin - barOffset, xMax: xMax - barOffset, extra: 0) { ms in
            let opacity = a.xLabels.opacity(ofIndex: Int(ms / unit), at: t)
            guard opacity > 0.004 else { return }
            textRenderer.draw(DateFormat.axisLabel(ms, stepMilliseconds: unit), size: size,
                              at: Point(mainFrame.screenX(Double(ms) + barOffset), baseline), alignment: .center,
                              color: color, opacity: opacity, maxWidth: nil, in: b)
        }
        layer.markDrawn(Rect(x: 0, y: layout.xLabels.minY, width: layout.bounds.width, height: layout.xLabels.height))
    }

    /// The header: the title, or the zoom-out control while zoomed into a day or a pie.
    private func drawFeelHeader(_ f: SceneFeel, layer: RenderLayer, in b: Bitmap) {
        let zoomed = f.root.dayZoom.isZoomed
        let label = "< Zoom Out"
        axesRenderer.drawHeader(title: zoomed ? label : title, from: rangeFrom, to: rangeTo, layout: layout, theme: theme,
                                layer: layer, in: b)
        if zoomed {
            let size = layout.px(ScreenLayout.Metrics.titleSize)
            let w = textRenderer.measure(label, size: size).advance
            let p = layout.titleBaseline
            f.backControl = Rect(x: p.x - size * 0.5, y: p.y - size * 1.3, width: w + size, height: size * 1.9)
        } else {
            f.backControl = nil
        }
    }

    private func drawPie(_ pie: PieOfAverages, _ f: SceneFeel, at t: Double, layer: RenderLayer, in b: Bitmap) {
        let plot = layout.plot
        let radius = min(plot.width, plot.height) * 0.42
        let center = Point(plot.midX, plot.midY)
        f.root.pieCenter = center
        f.root.pieRadius = radius
        let series = model.data.series
        var path = Path()
        for i in series.indices {
            let s = pie.angles(of: i, at: t)
            guard s.end - s.start > 1e-4 else { continue }
            let c = center + pie.offset(of: i, maxOffset: radius * 0.08, at: t)
            path.removeAll()
            Self.addWedge(center: c, radius: radius, from: s.start, to: s.end, to: &path)
            rasterizer.fill(path, paint: .solid(series[i].color), in: b)
        }
        // Shares written inside slices big enough to hold them.
        for i in series.indices {
            let share = pie.share(of: i, at: t)
            guard share >= 0.04 else { continue }
            let s = pie.angles(of: i, at: t)
            let mid = (s.start + s.end) / 2
            let c = center + pie.offset(of: i, maxOffset: radius * 0.08, at: t)
            let size = layout.px(12 + 14 * min(share * 2, 1))
            let p = Point(c.x + cos(mid) * radius * 0.62, c.y + sin(mid) * radius * 0.62 + size * 0.35)
            textRenderer.draw(NumberFormat.percent(share), size: size, at: p, alignment: .center,
                              color: .white, opacity: 1, maxWidth: nil, in: b)
        }
        layer.markDrawn(layer.region)
    }

    /// A pie slice from angle `a0` to `a1` (radians, clockwise on screen), arcs as cubic Béziers
    /// of at most a quarter turn each.
    static func addWedge(center c: Point, radius r: Double, from a0: Double, to a1: Double, to path: inout Path) {
        let sweep = a1 - a0
        path.moveTo(c)
        if sweep < 2 * .pi - 1e-9 { path.lineTo(Point(c.x + cos(a0) * r, c.y + sin(a0) * r)) }
        else { path.moveTo(Point(c.x + cos(a0) * r, c.y + sin(a0) * r)) }
        let n = min(max(1, Int(saturating: sweep / (.pi / 2), rounding: .up)), 8)
        let step = sweep / Double(n)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = a0
        for _ in 0 ..< n {
            let b = a + step
            let p0 = Point(c.x + cos(a) * r, c.y + sin(a) * r)
            let p1 = Point(c.x + cos(b) * r, c.y + sin(b) * r)
            path.cubicTo(Point(p0.x - sin(a) * r * k, p0.y + cos(a) * r * k),
                         Point(p1.x + sin(b) * r * k, p1.y - cos(b) * r * k), p1)
            a = b
        }
        path.close()
    }
}
