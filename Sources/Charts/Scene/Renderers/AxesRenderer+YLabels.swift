import Raster
import SeriesData

/// The y labels of every axis and the colour marks of grouped axes.
extension AxesRenderer {
    /// One line of a y axis: its value (in the data's units), whether it is the baseline, whether
    /// it is labelled, and the step its label must tell apart.
    struct TickLine {
        var value: Double
        var baseline: Bool
        var labelled: Bool
        var step: Double
    }

    /// The most lines a log axis draws (`LogTicks`).
    static func logLines(rows: Int) -> Int { rows + 3 }

    /// Calls `body` for each line of an axis showing `span` (log10 of the bounds for a `log`
    /// axis), bottom to top. Allocation-free.
    static func forEachLine(_ span: YLabelTransitions.Span, log: Bool, rows: Int, fixed: Bool, _ body: (TickLine) -> Void) {
        if log {
            var first = true
            LogTicks(lower: span.lower, upper: span.upper, maxLines: logLines(rows: rows)).forEach { l in
                body(TickLine(value: l.value, baseline: first, labelled: true, step: l.step))
                first = false
            }
            return
        }
        let lines = YGridLines(lower: span.lower, upper: span.upper, rows: rows, fixed: fixed || span.cut)
        lines.forEach { body(TickLine(value: $0.value, baseline: $0.baseline, labelled: $0.labelled, step: lines.step)) }
    }

    /// How much axis `axis` shows now: the most opaque of its series (an axis whose series are
    /// all hidden fades out with them); 1 for a chart's only axis.
    static func weight(of axis: ChartFeel.YAxis, opacity: SeriesOpacity, axes: Int) -> Double {
        guard axes > 1 else { return 1 }
        var w = 0.0
        for s in axis.series { w = max(w, opacity[s]) }
        return w
    }

    /// Y labels above their grid lines for every live label generation, riding the animated
    /// scale: at the left in the axis colour, or with several axes each in its series' colour
    /// (an axis of several series in the axis colour), faded with its series. The first axis on
    /// each side stands at the plot's edge (the right one `rightInset` left of it, clear of value
    /// tags), further ones outward in their strips (`ScreenLayout/axisStrip(left:slot:)`). Each
    /// label stands on a halo of the background colour, so it reads over any series colour in
    /// both themes and over a dense chart's lines: a light one over bars and areas (the bar shows
    /// through), a stronger one over lines. Grouped axes carry a colour mark (`drawMark(_:at:_:alignment:)`).
    func drawYLabels(_ ctx: DrawContext, rightInset: Double = 0) {
        let layout = ctx.layout, model = ctx.model
        let size = layout.px(ScreenLayout.Metrics.axisSize)
        let lift = layout.px(5)
        let plot = layout.plot
        let rows = Self.rows(model)
        let multi = ctx.snapshot.axes.count > 1, fixed = Self.fixedExtent(ctx)
        let overColour = Self.labelsOverColour(model)
        let haloOpacity = overColour ? Self.haloOpacity : Self.haloOverLinesOpacity
        let series = model.data.series, units = ctx.snapshot.style.units
        let markRoom = layout.px(ScreenLayout.axisMarkWidth + ScreenLayout.axisMarkGap)
        for axis in ctx.snapshot.axes {
            let weight = Self.weight(of: axis, opacity: ctx.snapshot.opacity, axes: ctx.snapshot.axes.count)
            guard weight > 0 else { continue }
            let unit = model.style == .percentage ? nil : multi ? units.axisUnit(of: series, indices: axis.series) : units.axisUnit(of: series)
            // Over colour the label takes the text's tone (dark by day, light by night) on its halo.
            let color = multi && axis.series.count == 1 ? series[axis.series[0]].color
                : overColour ? ctx.theme.text.withOpacity(Self.textOverColourOpacity) : ctx.theme.axisText
            let left = axis.side == .left
            // The labels' x and alignment: at the plot's edge, or against the plot's side of a strip.
            let mark = axis.marked ? markRoom : 0
            let x: Double, alignment: TextAlignment
            if axis.slot == 0 {
                x = left ? plot.minX + mark : plot.maxX - rightInset - mark
                alignment = left ? .left : .right
            } else {
                let strip = layout.axisStrip(left: left, slot: axis.slot)
                // Clear of the plot's edge (and of the mark of the axis there).
                let inset = markRoom + layout.px(ScreenLayout.axisMarkGap * 2)
                x = left ? strip.maxX - inset : strip.minX + inset
                alignment = left ? .right : .left
            }
            if axis.marked { drawMark(axis, at: x, ctx, alignment: alignment) }
            let ref = axis.series.first ?? 0
            for g in axis.labels.generations {
                let opacity = axis.labels.opacity(of: g, at: ctx.time) * weight
                guard opacity > 0.004 else { continue }
                Self.forEachLine(g.span, log: axis.log, rows: rows, fixed: fixed) { line in
                    let y = ctx.main.screenY(line.value, series: ref) - lift
                    guard line.labelled, y >= plot.minY - size, y <= plot.maxY,
                          !touchesLimitLabel(y, axis: axis, size: size, lift: lift, ctx) else { return }
                    let label = axis.log ? (unit.map { $0.text(line.value) } ?? NumberFormat.short(line.value, step: line.step))
                        : unit.map { $0.axisLabel(line.value, step: line.step, lower: g.span.lower, upper: g.span.upper) }
                            ?? NumberFormat.short(line.value, step: line.step)
                    let haloRect = halo.draw(label, size: size, at: Point(x, y.rounded()), alignment: alignment,
                                             color: ctx.theme.background, opacity: opacity * haloOpacity, maxWidth: nil,
                                             in: ctx.target)
                    ctx.markDrawn(haloRect)
                    let r = text.draw(label, size: size, at: Point(x, y.rounded()),
                                      alignment: alignment, color: color, opacity: opacity,
                                      maxWidth: nil, in: ctx.target)
                    ctx.markDrawn(r)
                }
            }
            drawLimitLabels(axis, x: x, alignment: alignment, size: size, lift: lift, opacity: weight, haloOpacity: haloOpacity, ctx)
        }
    }

    /// The colour mark of a grouped axis: a bar the plot's height beside its labels (on the plot's
    /// side of them), in one segment per series of the axis in the series' colour, each faded
    /// with its series.
    private func drawMark(_ axis: ChartFeel.YAxis, at labelX: Double, _ ctx: DrawContext, alignment: TextAlignment) {
        let layout = ctx.layout, plot = layout.plot
        let w = max(1, layout.px(ScreenLayout.axisMarkWidth).rounded()), gap = layout.px(ScreenLayout.axisMarkGap)
        // Labels left-aligned: the mark left of them; right-aligned: right of them.
        let x = (alignment == .left ? labelX - gap - w : labelX + gap).rounded()
        let n = Double(max(axis.series.count, 1)), h = plot.height / n
        for (k, s) in axis.series.enumerated() {
            let opacity = ctx.opacity(s)
            guard opacity > 0 else { continue }
            let r = Rect(x: x, y: (plot.minY + Double(k) * h).rounded(), width: w, height: h.rounded())
            rasterizer.fillRect(r, paint: .solid(ctx.model.data.series[s].color), opacity: opacity, in: ctx.target)
            ctx.markDrawn(r)
        }
    }
}
