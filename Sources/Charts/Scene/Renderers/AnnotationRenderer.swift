import Raster
import SeriesData

/// What the main plot writes over its lines (`ChartStyle`): the average and median lines with
/// their values at the right edge, a value tag at the right edge for each series' rightmost
/// visible point, and a chart of a single point drawn as that point with its value. Everything is
/// read from the model's data when the frame is drawn, so it follows the range and growing data.
/// Its buffers are reused: a warm frame allocates nothing but the (small, inline) value texts.
final class AnnotationRenderer {
    let rasterizer: Rasterizer
    let text: TextRenderer
    private var points: [Point] = []
    private var scratch: [Double] = []
    private var path = Path()
    private var dashed = StrokeStyle(width: 1, cap: .butt)
    /// Labels at the right edge waiting to be placed: their wanted centre y, value and series
    /// (value tags, and the statistics' labels).
    private(set) var tags: [Tag] = []
    private var statLabels: [Tag] = []

    /// A label placed at the right edge (`placeTags(_:in:height:)` keeps them apart).
    struct Tag {
        var y: Double
        var value: Double
        var series: Int
        /// What a statistics label names.
        var name: Name = .value
        /// The value as written: in its series' unit, or exact and grouped.
        var text = ""
    }

    enum Name {
        case value, average, median
        var text: String {
            switch self {
            case .value: ""
            case .average: "avg"
            case .median: "median"
            }
        }
    }

    init(rasterizer: Rasterizer, text: TextRenderer) {
        self.rasterizer = rasterizer
        self.text = text
        points.reserveCapacity(4096)
        scratch.reserveCapacity(ChartStyle.maxWindow)
        tags.reserveCapacity(16)
        statLabels.reserveCapacity(32)
    }

    /// Draws the annotations of the main plot of `ctx`.
    func draw(_ ctx: DrawContext) {
        let model = ctx.model, style = ctx.snapshot.style
        if model.count == 1 { drawSinglePoint(ctx) }
        guard model.style == .lines || model.style == .scaledLines else { return }
        // Tags first in layout (the statistics' labels stay left of them), last in drawing.
        let tagsWidth = style.valueTags ? collectTags(ctx) : 0
        if style.average != nil || style.median != nil { drawStatistics(ctx, rightInset: tagsWidth) }
        if style.valueTags { drawTags(ctx) }
    }

    /// The width the value tags take at the plot's right edge, with their gap (0 without tags):
    /// what the right-hand y labels of a two-axis chart keep clear of.
    func tagColumnWidth(_ ctx: DrawContext) -> Double {
        let style = ctx.model.style
        guard ctx.snapshot.style.valueTags, style == .lines || style == .scaledLines else { return 0 }
        return collectTags(ctx)
    }

    /// Value `v` of series `s` as a tag or label writes it.
    private static func text(_ v: Double, _ s: Int, _ ctx: DrawContext) -> String {
        ctx.snapshot.style.units.text(v, of: ctx.model.data.series[s])
    }

    /// The points whose x lies in the visible window.
    private func visible(_ ctx: DrawContext) -> Range<Int> { ctx.model.data.indices(in: ctx.snapshot.window) }

    // MARK: Average and median

    private func drawStatistics(_ ctx: DrawContext, rightInset: Double) {
        let model = ctx.model, style = ctx.snapshot.style, layout = ctx.layout, plot = layout.plot
        let inside = visible(ctx)
        guard !inside.isEmpty else { return }
        let dash = layout.px(4)
        if dashed.dash.count != 2 || dashed.dash[0] != dash { dashed.dash = [dash, dash * 0.75] }
        dashed.width = max(1, layout.px(1))
        statLabels.removeAll(keepingCapacity: true)
        let size = layout.px(ScreenLayout.Metrics.axisSize)
        let lift = size * 0.65 + layout.px(3)   // a label's centre above (or below) its line
        for s in model.data.series.indices where model.weights[s] > 0 {
            let color = ctx.color(of: s), opacity = min(ctx.opacity(s), 1)
            model.data.series[s].values.withUnsafeBufferPointer { v in
                switch style.average {
                case let average? where average == .visible || average == .all:
                    if let m = average == .all ? model.received.mean(s) : SeriesStatistics.mean(v, inside) {
                        let y = ctx.main.screenY(m, series: s)
                        points.removeAll(keepingCapacity: true)
                        points.append(Point(plot.minX, y)); points.append(Point(plot.maxX, y))
                        strokeDashed(color: color, opacity: opacity, ctx)
                        statLabels.append(Tag(y: y - lift, value: m, series: s, name: .average, text: Self.text(m, s, ctx)))
                    }
                case let .running(n)?:
                    if let (last, y) = runningLine(v, series: s, inside: inside, ctx, evaluate: { i in
                        SeriesStatistics.runningMean(v, at: i, window: n)
                    }) {
                        strokeDashed(color: color, opacity: opacity, ctx)
                        statLabels.append(Tag(y: y - lift, value: last, series: s, name: .average, text: Self.text(last, s, ctx)))
                    }
                case .visible?, .all?, nil: break
                }
                if let n = style.median, let (last, y) = runningLine(v, series: s, inside: inside, ctx, evaluate: { i in
                    SeriesStatistics.runningMedian(v, at: i, window: n, scratch: &scratch)
                }) {
                    strokeDashed(color: color, opacity: opacity, ctx)
                    statLabels.append(Tag(y: y + lift, value: last, series: s, name: .median, text: Self.text(last, s, ctx)))
                }
            }
        }
        let height = (size * 1.3).rounded()
        Self.placeTags(&statLabels, in: plot, height: height)
        for t in statLabels {
            label(t, height: height, inset: rightInset, ctx)
        }
    }

    /// Collects the running statistic `evaluate` along the visible points (and one beyond each
    /// edge, so the line runs off the plot) into ``points``, one point per pixel column (the
    /// column's last point) with breaks where it has no value; returns the value at the last
    /// visible point that has one and its screen y.
    /// - Complexity: O(visible points) plus one evaluation per pixel column.
    private func runningLine(_ v: UnsafeBufferPointer<Double>, series s: Int, inside: Range<Int>, _ ctx: DrawContext,
                             evaluate: (Int) -> Double?) -> (Double, Double)? {
        points.removeAll(keepingCapacity: true)
        let xs = ctx.model.xs
        let (ax, bx) = ctx.main.xTransform
        let (ay, by) = ctx.main.yTransform(s)
        let lo = max(inside.lowerBound - 1, 0), hi = min(inside.upperBound + 1, xs.count)
        var last: (Double, Double)?
        var i = lo
        while i < hi {
            // The last point of this pixel column.
            let column = (xs[i] * ax + bx).rounded(.down)
            var j = i
            while j + 1 < hi && (xs[j + 1] * ax + bx).rounded(.down) == column { j += 1 }
            if let value = evaluate(j) {
                let y = ctx.main.mapped(value, series: s) * ay + by
                points.append(Point(xs[j] * ax + bx, y))
                if inside.contains(j) { last = (value, y) }
            } else if let p = points.last, p.x.isFinite {
                points.append(Point(.nan, .nan))
            }
            i = j + 1
        }
        return last
    }

    private func strokeDashed(color: Color, opacity: Double, _ ctx: DrawContext) {
        points.withUnsafeBufferPointer { p in
            rasterizer.strokePolyline(p, style: dashed, paint: .solid(color), opacity: opacity, in: ctx.target)
        }
    }

    /// `name value` of a statistics label at the plot's right edge (`inset` to its left), centred
    /// on its placed y, on a veil of the background so that it reads over lines.
    private func label(_ t: Tag, height: Double, inset: Double, _ ctx: DrawContext) {
        let layout = ctx.layout, plot = layout.plot
        let size = layout.px(ScreenLayout.Metrics.axisSize), pad = layout.px(3)
        let color = ctx.color(of: t.series), opacity = min(ctx.opacity(t.series), 1)
        // Name and value drawn apart: no string is joined per frame.
        let number = t.text, name = t.name.text
        let valueWidth = text.measure(number, size: size).advance
        let w = valueWidth + text.measure(name, size: size).advance + size * 0.3
        let x = plot.maxX - inset - pad
        let veil = Rect(x: x - w - pad, y: (t.y - height / 2).rounded(), width: w + 2 * pad, height: height)
        rasterizer.fillRect(veil, paint: .solid(ctx.theme.background), opacity: 0.75 * opacity, in: ctx.target)
        let b = (t.y + size * 0.36).rounded()
        text.draw(number, size: size, at: Point(x, b), alignment: .right, color: color, opacity: opacity, in: ctx.target)
        text.draw(name, size: size, at: Point(x - w, b), color: color, opacity: opacity, in: ctx.target)
    }

    // MARK: Value tags

    /// Collects a tag for each shown series: the value of its rightmost visible point, centred on
    /// that value's height (tags pushed apart where they would overlap); returns the widest tag's
    /// width and gap (what the statistics' labels keep clear of).
    private func collectTags(_ ctx: DrawContext) -> Double {
        let model = ctx.model, layout = ctx.layout
        let inside = visible(ctx)
        tags.removeAll(keepingCapacity: true)
        for s in model.data.series.indices where model.weights[s] > 0 {
            let values = model.data.series[s].values
            var i = inside.upperBound - 1
            while i >= inside.lowerBound && values[i].isNaN { i -= 1 }
            guard i >= inside.lowerBound else { continue }
            let y = ctx.main.screenY(values[i], series: s)
            guard y.isFinite else { continue }
            tags.append(Tag(y: y, value: values[i], series: s, text: Self.text(values[i], s, ctx)))
        }
        Self.placeTags(&tags, in: layout.plot, height: tagHeight(layout))
        var widest = 0.0
        for t in tags { widest = max(widest, tagWidth(t, layout)) }
        return widest > 0 ? widest + layout.px(4) : 0
    }

    private func tagHeight(_ layout: ScreenLayout) -> Double { (layout.px(ScreenLayout.Metrics.axisSize) * 1.6).rounded() }

    private func tagWidth(_ t: Tag, _ layout: ScreenLayout) -> Double {
        (text.measure(t.text, size: layout.px(ScreenLayout.Metrics.axisSize)).advance
            + 2 * layout.px(5)).rounded()
    }

    /// Where tag `t` is drawn: at the plot's right edge, centred on its placed y.
    func tagRect(_ t: Tag, _ layout: ScreenLayout) -> Rect {
        let w = tagWidth(t, layout), height = tagHeight(layout)
        return Rect(x: (layout.plot.maxX - w).rounded(), y: (t.y - height / 2).rounded(), width: w, height: height)
    }

    /// Draws the collected tags: rounded in the series colour, the value in the checked pill's text colour.
    private func drawTags(_ ctx: DrawContext) {
        let layout = ctx.layout
        let size = layout.px(ScreenLayout.Metrics.axisSize), pad = layout.px(5)
        for t in tags {
            let r = tagRect(t, layout)
            let opacity = min(ctx.opacity(t.series), 1)
            path.removeAll()
            Shapes.addRoundedRect(r, radius: layout.px(4), to: &path)
            rasterizer.fill(path, paint: .solid(ctx.color(of: t.series)), opacity: opacity, in: ctx.target)
            text.draw(t.text, size: size, at: Point(r.maxX - pad, (r.midY + size * 0.36).rounded()),
                      alignment: .right, color: ctx.theme.pillCheckedText, opacity: opacity, in: ctx.target)
        }
    }

    /// Keeps tags of `height` apart and inside `plot`: sorted by y, each pushed below the one
    /// above it, then the stack pushed back up from the bottom edge.
    /// - Complexity: O(tags²) (a handful of series).
    static func placeTags(_ tags: inout [Tag], in plot: Rect, height: Double) {
        // Insertion sort: no allocation.
        for i in tags.indices.dropFirst() {
            var j = i
            while j > 0 && tags[j - 1].y > tags[j].y { tags.swapAt(j - 1, j); j -= 1 }
        }
        let top = plot.minY + height / 2, bottom = plot.maxY - height / 2
        for i in tags.indices {
            tags[i].y = min(max(tags[i].y, top), bottom)
            if i > 0 { tags[i].y = max(tags[i].y, tags[i - 1].y + height) }
        }
        for i in tags.indices.reversed() {
            if tags[i].y > bottom { tags[i].y = bottom }
            if i + 1 < tags.count { tags[i].y = min(tags[i].y, tags[i + 1].y - height) }
        }
    }

    // MARK: A single point

    /// A chart of one point: each shown series' point as a circle in its colour with its value
    /// beside it (the labels kept apart like tags).
    private func drawSinglePoint(_ ctx: DrawContext) {
        let model = ctx.model, layout = ctx.layout, frame = ctx.main
        let x = frame.screenX(model.xs[0]) + (model.style == .bars ? Double(model.unit) * frame.xTransform.a / 2 : 0)
        let radius = layout.px(ScreenLayout.Metrics.circleRadius)
        tags.removeAll(keepingCapacity: true)
        for s in model.data.series.indices where model.weights[s] > 0 {
            let v = model.data.series[s].values[0]
            guard !v.isNaN else { continue }
            let top = model.stack.map { $0.tops[s][0] } ?? v
            let y = frame.screenY(top, series: s)
            guard y.isFinite else { continue }
            if model.style != .bars {
                path.removeAll()
                Shapes.addCircle(center: Point(x, y), radius: radius, to: &path)
                rasterizer.fill(path, paint: .solid(ctx.color(of: s)), opacity: min(ctx.opacity(s), 1), in: ctx.target)
            }
            tags.append(Tag(y: y, value: v, series: s, text: Self.text(v, s, ctx)))
        }
        let size = layout.px(ScreenLayout.Metrics.boardSize)
        Self.placeTags(&tags, in: layout.plot, height: size * 1.4)
        for t in tags {
            text.draw(t.text, size: size, at: Point(x + radius + layout.px(6), (t.y + size * 0.36).rounded()),
                      color: ctx.color(of: t.series), opacity: min(ctx.opacity(t.series), 1), in: ctx.target)
        }
    }
}
