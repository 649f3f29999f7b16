import Raster
import SeriesData

/// The highlight of one point: a vertical line, a circle on each shown line series (bars get a
/// veil over the other bars instead), and the info board with the date and the values — shares
/// for percentage charts, a total for stacked ones — placed where it covers no circle.
final class HighlightRenderer {
    private let rasterizer: Rasterizer
    private let text: TextRenderer
    /// The board's date.
    private let bold: TextRenderer
    private var path = Path()
    /// The highlight's circles of the last placement (the event card keeps clear of them too).
    private(set) var circles: [BoardPlacement.Circle] = []
    /// The series of each circle in `circles`.
    private var circleSeries: [Int] = []
    /// The board's date and the one it cross-fades from, as the last placement wrote them: kept
    /// here alone and rewritten in place (`XText.point(_:into:)`), so a moving highlight makes no
    /// string.
    private(set) var title = LabelText.storage()
    private var previousTitle = LabelText.storage()
    /// The board's value of each series (by index; shown ones written) and the values it
    /// cross-fades from, kept and rewritten in place as the titles are.
    private var values: [String] = []
    private var previousValues: [String] = []

    init(rasterizer: Rasterizer, text: TextRenderer, bold: TextRenderer) {
        self.rasterizer = rasterizer
        self.text = text
        self.bold = bold
        circles.reserveCapacity(16)
    }

    /// How the lines are drawn, where it moves the circles: a quadratic curve passes beside its
    /// points, so the circles go onto the curve (`Smoothing.quadraticPoint`); its runs end at
    /// gaps, at steps longer than `missingAfter` and at the ends of the drawn `range`.
    struct Curve {
        var smoothing: ChartStyle.Smoothing
        var missingAfter: Double
        var range: Range<Int>
    }

    /// The circles of a highlight at point `index` (screen positions), for placement and tests.
    func circles(_ model: ChartModel, index: Int, frame: PlotFrame, layout: ScreenLayout,
                 curve: Curve? = nil) -> [BoardPlacement.Circle] {
        var out: [BoardPlacement.Circle] = [], series: [Int] = []
        collectCircles(model, index: index, frame: frame, layout: layout, curve: curve, into: &out, series: &series)
        return out
    }

    /// Where the drawn line of series `s` passes point `i` (screen): the point, or for a quadratic
    /// curve the middle of the piece the point controls.
    private func onCurve(_ model: ChartModel, series s: Int, index i: Int, frame: PlotFrame, curve: Curve?) -> Point {
        let v = model.data.series[s].values, xs = model.xs
        let p = Point(frame.screenX(xs[i]), frame.screenY(v[i], series: s))
        guard let curve, curve.smoothing == .quadratic else { return p }
        /// Whether points `a` and `a + 1` are joined on the drawn line.
        func joined(_ a: Int) -> Bool {
            a >= curve.range.lowerBound && a + 1 < curve.range.upperBound && !v[a].isNaN && !v[a + 1].isNaN
                && xs[a + 1] - xs[a] <= curve.missingAfter
        }
        guard joined(i - 1), joined(i) else { return p }
        let previous = Point(frame.screenX(xs[i - 1]), frame.screenY(v[i - 1], series: s))
        let next = Point(frame.screenX(xs[i + 1]), frame.screenY(v[i + 1], series: s))
        return Smoothing.quadraticPoint(p, previous: previous, next: next, runStartsAtPrevious: !joined(i - 2),
                                        runEndsAtNext: !joined(i + 1))
    }

    private func collectCircles(_ model: ChartModel, index i: Int, frame: PlotFrame, layout: ScreenLayout, curve: Curve?,
                                into out: inout [BoardPlacement.Circle], series: inout [Int]) {
        out.removeAll(keepingCapacity: true)
        series.removeAll(keepingCapacity: true)
        let x = frame.screenX(model.xs[i])
        let radius = layout.px(ScreenLayout.Metrics.circleRadius)
        switch model.style {
        case .lines, .scaledLines:
            // On a decimated line the pixel column keeps its minimum and maximum, so the true value
            // lies on the drawn vertical run: the circle sits on the drawn line.
            for s in model.data.series.indices where model.weights[s] > 0 {
                guard !model.data.series[s].values[i].isNaN else { continue }
                out.append(.init(center: onCurve(model, series: s, index: i, frame: frame, curve: curve), radius: radius))
                series.append(s)
            }
        case .bars, .areas, .percentage:
            // No circles are drawn, but the whole highlighted column (the bar, or the line through
            // the areas) is kept free of the board: a chain of obstacles from its top to the bottom.
            guard let top = model.stack?.total[i], !top.isNaN else { break }
            let half = model.style == .bars ? Double(model.unit) * frame.xTransform.a / 2 : 0
            let r = max(half, radius)
            var y = max(frame.screenY(top, series: 0), frame.rect.minY)
            repeat {
                out.append(.init(center: Point(x + half, y), radius: r))
                series.append(0)
                y += r
            } while y < frame.rect.maxY
        }
    }

    /// The screen x the board keeps clear of: the point's x, or the bar's middle.
    private func lineX(_ model: ChartModel, index i: Int, frame: PlotFrame) -> Double {
        let x = frame.screenX(model.xs[i])
        return model.style == .bars ? x + Double(model.unit) * frame.xTransform.a / 2 : x
    }

    /// Draws the marks of the highlight of point `index`: the line and circles, or the bar veil.
    func drawMarks(index i: Int, _ ctx: DrawContext) {
        let model = ctx.model, frame = ctx.main, layout = ctx.layout, theme = ctx.theme, target = ctx.target
        let s = layout.scale
        let plot = frame.rect
        let x = frame.screenX(model.xs[i])
        let curve = Curve(smoothing: ctx.snapshot.style.smoothing, missingAfter: ctx.missingAfter,
                          range: ctx.geometry.visibleRange)
        collectCircles(model, index: i, frame: frame, layout: layout, curve: curve, into: &circles, series: &circleSeries)
        if model.style == .bars {
            // Veil everything but the highlighted bar.
            let x1 = x + Double(model.unit) * frame.xTransform.a
            let veil = Paint.solid(theme.barVeil)
            if x > plot.minX { rasterizer.fillRect(Rect(x: plot.minX, y: plot.minY, width: x - plot.minX, height: plot.height), paint: veil, in: target) }
            if x1 < plot.maxX { rasterizer.fillRect(Rect(x: x1, y: plot.minY, width: plot.maxX - x1, height: plot.height), paint: veil, in: target) }
            ctx.markDrawn(plot)
        } else if x >= plot.minX - 1 && x <= plot.maxX + 1 {
            let line = Rect(x: (x - s / 2).rounded(), y: plot.minY, width: max(1, s.rounded()), height: plot.height)
            // Over filled areas the faint grid-like line would vanish: use the text colour.
            let lineColor = model.zeroBased ? theme.text.withOpacity(0.5) : theme.highlightLine
            rasterizer.fillRect(line, paint: .solid(lineColor), in: target)
            ctx.markDrawn(line)
            let ring = StrokeStyle(width: 2 * s)
            for (k, c) in circles.enumerated() where model.decimators.count > 0 && c.center.y >= plot.minY - c.radius && c.center.y <= plot.maxY + c.radius {
                let series = circleSeries[k]
                path.removeAll()
                Shapes.addCircle(center: c.center, radius: c.radius, to: &path)
                rasterizer.fill(path, paint: .solid(theme.background), in: target)
                rasterizer.stroke(path, style: ring, paint: .solid(ctx.color(of: series)), in: target)
                ctx.markDrawn(Rect(x: c.center.x - c.radius - 2 * s, y: c.center.y - c.radius - 2 * s,
                                     width: 2 * c.radius + 4 * s, height: 2 * c.radius + 4 * s))
            }
        }
    }

    // MARK: The board

    /// Where the info board of point `index` goes: placed where it covers no circle (and for bars
    /// and areas not the highlighted column), shrunk only when nothing else fits.
    func placeBoard(_ model: ChartModel, index i: Int, frame: PlotFrame, layout: ScreenLayout, curve: Curve? = nil,
                    zone: TimeZoneOffsets = .utc, units: ChartUnits = ChartUnits(), axes: [ChartFeel.YAxis] = [],
                    previous: Int? = nil) -> BoardPlan {
        collectCircles(model, index: i, frame: frame, layout: layout, curve: curve, into: &circles, series: &circleSeries)
        let lineX = lineX(model, index: i, frame: frame)
        let base = layout.scale
        let content = BoardContent(model, index: i)
        let xText = model.xText(zone: zone)
        xText.point(model.data.x[i], into: &title)
        let axes = Self.markedAxes(axes)
        writeValues(model, index: i, units: units, into: &values)
        let full = measure(content, model, index: i, base: base, factor: 1, units: units, axes: axes)
        let (rect, factor) = BoardPlacement.placeShrinking(size: (full.w, full.h), lineX: lineX, circles: circles,
                                                           plot: frame.rect, screen: layout.bounds.insetBy(dx: 4 * base, dy: 4 * base), margin: 6 * base)
        let before = previous.flatMap { model.data.x.indices.contains($0) ? $0 : nil }
        if let before {
            xText.point(model.data.x[before], into: &previousTitle)
            writeValues(model, index: before, units: units, into: &previousValues)
        }
        return BoardPlan(rect: rect, factor: factor, size: factor == 1 ? full : measure(content, model, index: i, base: base, factor: factor, units: units, axes: axes),
                         content: content, crossFades: before != nil)
    }

    /// The board's size at `factor` of its full size: the widest row or title, the rows' height,
    /// and the room of the axis marks on each side.
    private func measure(_ c: BoardContent, _ model: ChartModel, index i: Int, base: Double, factor f: Double,
                         units: ChartUnits, axes: [ChartFeel.YAxis]) -> BoardPlan.Size {
        let size = ScreenLayout.Metrics.boardSize * base * f
        var nameW = 0.0, valueW = 0.0, pctW = 0.0, leftMarks = 0.0, rightMarks = 0.0
        for sIdx in model.data.series.indices where model.weights[sIdx] > 0 {
            nameW = max(nameW, text.measure(model.data.series[sIdx].name, size: size).advance)
            valueW = max(valueW, text.measure(values[sIdx], size: size).advance)
            if let axis = AxisPlace(of: sIdx, in: axes, shown: { model.weights[$0] > 0 }) {
                let w = Self.axisMarkWidth(place: axis.place, size: size)
                if axis.side == .left { leftMarks = max(leftMarks, w) } else { rightMarks = max(rightMarks, w) }
            }
        }
        if model.style == .percentage { pctW = text.measure("100%", size: size).advance + 6 * base * f }
        if c.showTotal {
            nameW = max(nameW, text.measure("All", size: size).advance)
            valueW = max(valueW, text.measure(units.totalText(c.sumShown, of: model.data.series), size: size).advance)
        }
        let titleW = bold.measure(title, size: size).advance
        let pad = 10 * base * f
        let w = max(titleW, leftMarks + pctW + nameW + 16 * base * f + valueW + rightMarks) + 2 * pad
        let h = 2 * pad + size * 1.4 + Double(c.rowCount) * size * 1.55
        return BoardPlan.Size(w: w, h: h, pct: pctW, leftMarks: leftMarks, rightMarks: rightMarks)
    }

    /// Draws the info board of point `index` as the frame placed it, its top-left corner where
    /// the snapshot has it (sliding there), or where it was placed. Moved from another point,
    /// its date and values cross-fade from that point's (`DrawnHighlight`).
    func drawBoard(index i: Int, _ ctx: DrawContext) {
        guard let plan = ctx.geometry.board else { return }
        let model = ctx.model, theme = ctx.theme, target = ctx.target
        let content = plan.content, units = ctx.snapshot.style.units
        let title = self.title, total = content.total, sumShown = content.sumShown, showTotal = content.showTotal
        let m = plan.size
        let board = plan.drawn(at: ctx.snapshot.board)
        let base = ctx.layout.scale, factor = plan.factor
        let s = base * factor
        let size = ScreenLayout.Metrics.boardSize * s
        let pad = 10 * s

        ctx.fillCard(board, scale: s, path: &path, rasterizer: rasterizer)
        ctx.markDrawn(board.insetBy(dx: -3 * s, dy: -3 * s))

        // The point the board moved from, while its text cross-fades (`p` of the new text shows).
        let h = ctx.snapshot.drawnHighlight
        let from = h?.previous.flatMap { model.data.x.indices.contains($0) && plan.crossFades ? $0 : nil }
        let p = from == nil ? 1 : h?.progress ?? 1
        var baseline = board.minY + pad + size
        let titleAt = Point(board.minX + pad, baseline.rounded())
        if from != nil {
            bold.draw(previousTitle, size: size, at: titleAt, alignment: .left, color: theme.text, opacity: 1 - p, maxWidth: nil, moving: true, in: target)
        }
        bold.draw(title, size: size, at: titleAt, alignment: .left, color: theme.text, opacity: p, maxWidth: nil, moving: true, in: target)
        baseline += size * 0.4
        for sIdx in model.data.series.indices where model.weights[sIdx] > 0 {
            baseline += size * 1.55
            let series = model.data.series[sIdx]
            let value = series.values[i]
            var nameX = board.minX + pad + m.leftMarks
            if let axis = AxisPlace(of: sIdx, in: Self.markedAxes(ctx.snapshot.axes), shown: { model.weights[$0] > 0 }) {
                let left = axis.side == .left
                drawAxisMark(axis, at: Point(left ? board.minX + pad : board.maxX - pad, baseline), left: left, size: size, ctx)
            }
            if model.style == .percentage {
                let share = total.isNaN || total == 0 || value.isNaN ? 0 : value / sumShown
                text.draw(NumberFormat.percent(share), size: size, at: Point(nameX + m.pct - 6 * s, baseline.rounded()),
                          alignment: .right, color: theme.text, opacity: 1, maxWidth: nil, moving: true, in: target)
                nameX += m.pct
            }
            text.draw(series.name, size: size, at: Point(nameX, baseline.rounded()), alignment: .left,
                      color: theme.text, opacity: 1, maxWidth: nil, moving: true, in: target)
            let valueAt = Point(board.maxX - pad - m.rightMarks, baseline.rounded())
            if let j = from {
                text.draw(previousValues[sIdx], size: size, at: valueAt, alignment: .right,
                          color: Self.valueColor(series: sIdx, value: series.values[j], ctx), opacity: 1 - p, maxWidth: nil, moving: true, in: target)
            }
            text.draw(values[sIdx], size: size, at: valueAt,
                      alignment: .right, color: Self.valueColor(series: sIdx, value: value, ctx), opacity: p, maxWidth: nil, moving: true, in: target)
        }
        if showTotal {
            baseline += size * 1.55
            text.draw("All", size: size, at: Point(board.minX + pad, baseline.rounded()), alignment: .left,
                      color: theme.text, opacity: 1, maxWidth: nil, moving: true, in: target)
            text.draw(units.totalText(sumShown, of: model.data.series), size: size, at: Point(board.maxX - pad, baseline.rounded()),
                      alignment: .right, color: theme.text, opacity: 1, maxWidth: nil, moving: true, in: target)
        }
    }
}

extension HighlightRenderer {
    /// The axes the board marks its values with: grouped ones (by unit or `--axis`); none for the
    /// contest's `y_scaled` pair, whose labels are in their series' colours as the values are.
    static func markedAxes(_ axes: [ChartFeel.YAxis]) -> [ChartFeel.YAxis] { axes.first?.marked == true ? axes : [] }

    /// The room of an axis mark for an axis `place` places from the plot's edge (`AxisPlace`), at
    /// text `size`: one small triangle per place (`◂`, `◂◂`… pointing to the axis' side) and a gap
    /// to the text.
    static func axisMarkWidth(place: Int, size: Double) -> Double {
        Double(place + 1) * size * 0.45 + size * 0.35
    }

    /// Draws the axis mark of a board row whose baseline is at `p.y`, from `p.x` inward (the row's
    /// left edge for a left axis, its right edge for a right one): triangles pointing to the side.
    private func drawAxisMark(_ axis: AxisPlace, at p: Point, left: Bool, size: Double, _ ctx: DrawContext) {
        let h = size * 0.6, w = size * 0.36, step = size * 0.45
        let mid = p.y - size * 0.35
        path.removeAll()
        for k in 0 ... axis.place {
            // The k-th triangle from the row's edge: its point toward the edge.
            let tip = left ? p.x + Double(k) * step : p.x - Double(k) * step
            let back = left ? tip + w : tip - w
            path.moveTo(Point(tip, mid))
            path.lineTo(Point(back, mid - h / 2))
            path.lineTo(Point(back, mid + h / 2))
            path.close()
        }
        rasterizer.fill(path, paint: .solid(ctx.theme.axisText), in: ctx.target)
    }

    /// The colour of series `s`'s value on the board: the series' (the trend's for the first
    /// series while presets colour it); in the presets view the first series' value is green at
    /// or above the preset's baseline and red below it, as much as the series is alone.
    static func valueColor(series s: Int, value: Double, _ ctx: DrawContext) -> Color {
        guard s == 0, let trend = ctx.snapshot.trend, trend.solo > 0, !value.isNaN else { return ctx.color(of: s) }
        let side = value >= trend.baseline ? ChartRenderer.trendUp : ChartRenderer.trendDown
        return ctx.model.data.series[0].color.mixed(with: side, trend.solo)
    }

    /// What the board writes for series `s` at point `i`: its value in its unit; a comparison's
    /// (`--compare`) with the difference from the series it compares, `38 % (+3 %)` (now less then).
    static func valueText(_ model: ChartModel, series s: Int, index i: Int, units: ChartUnits) -> String {
        var text = ""
        valueText(model, series: s, index: i, units: units, into: &text)
        return text
    }

    /// `valueText(_:series:index:units:)` written into `text` in place (`ChartUnits.text(_:of:difference:into:)`).
    static func valueText(_ model: ChartModel, series s: Int, index i: Int, units: ChartUnits, into text: inout String) {
        let series = model.data.series[s], value = series.values[i]
        var difference: Double?
        if let c = series.comparison, !value.isNaN,
           let source = model.data.series.first(where: { $0.id == c.source }), !source.values[i].isNaN {
            difference = source.values[i] - value
        }
        units.text(value, of: series, difference: difference, into: &text)
    }

    /// Writes the board's value of every shown series at point `i` into `texts` (one kept string
    /// per series, made when the series are more than before).
    private func writeValues(_ model: ChartModel, index i: Int, units: ChartUnits, into texts: inout [String]) {
        while texts.count < model.data.series.count { texts.append(LabelText.storage()) }
        for s in model.data.series.indices where model.weights[s] > 0 {
            Self.valueText(model, series: s, index: i, units: units, into: &texts[s])
        }
    }
}

/// Where a frame put the info board: the placed rectangle, the factor it was shrunk by, its size
/// at that factor, and what it says.
struct BoardPlan {
    /// The board's width and height, its shares column's width, and the room of the axis marks
    /// on each side of the rows (0 with one axis).
    struct Size { var w: Double, h: Double, pct: Double, leftMarks = 0.0, rightMarks = 0.0 }
    var rect: Rect
    var factor: Double
    var size: Size
    var content: BoardContent
    /// Whether the board's text cross-fades from the point the highlight moved from (whose date
    /// the renderer keeps beside the board's, `HighlightRenderer.title`).
    var crossFades = false

    /// The board as drawn: its top-left corner at `origin` (the snapshot's, sliding there), or
    /// where it was placed.
    func drawn(at origin: Point?) -> Rect {
        let o = origin ?? Point(rect.minX, rect.minY)
        return Rect(x: o.x, y: o.y, width: size.w, height: size.h)
    }
}

/// What the info board of one point says: whether a total row shows, the sums, and its date when
/// asked for with a zone (the board draws the date its renderer keeps, `HighlightRenderer.title`).
struct BoardContent {
    private(set) var title: String? = nil
    let showTotal: Bool
    let rowCount: Int
    let total: Double
    let sumShown: Double

    /// With the date in `zone`.
    init(_ model: ChartModel, index i: Int, zone: TimeZoneOffsets) {
        self.init(model, index: i)
        title = model.xText(zone: zone).point(model.data.x[i])
    }

    init(_ model: ChartModel, index i: Int) {
        var shown = 0, sum = 0.0
        for s in model.data.series.indices where model.weights[s] > 0 {
            shown += 1
            let v = model.data.series[s].values[i]
            sum += v.isNaN ? 0 : v
        }
        showTotal = (model.style == .bars || model.style == .areas) && shown > 1
        rowCount = shown + (showTotal ? 1 : 0)
        total = model.stack.map { $0.total[i] } ?? 0
        sumShown = sum
    }
}

extension Rect {
    /// The rectangle moved down by `dy`.
    func offsetBy(dy: Double) -> Rect { Rect(x: x, y: y + dy, width: width, height: height) }
}
