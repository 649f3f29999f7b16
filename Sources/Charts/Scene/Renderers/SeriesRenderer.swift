import Raster
import SeriesData

/// Draws a chart's series into a bitmap for a `PlotFrame`: lines (decimated to at most four
/// points per pixel column, min and max kept, so every extreme shows), stacked bars and stacked
/// or percentage areas (one representative point per pixel column when points are denser than
/// pixels). Used for the main chart and the overview; its point buffers are reused, so drawing
/// allocates nothing once they reached their high-water mark.
final class SeriesRenderer {
    let rasterizer: Rasterizer
    var points: [Point] = []
    /// The dashed baseline's style, its pattern made once (`SeriesRenderer+Trend.swift`).
    var baselineStyle = StrokeStyle(width: 1, cap: .butt)
    /// M4 columns of the line being drawn.
    var m4: [M4Column] = []
    /// The smoothed line (`SeriesRenderer+Look.swift`), the dotted bridges over missing data.
    var curve: [Point] = []
    var bridges: [Point] = []
    /// The missing-data bands of the frame (data x).
    var bands: [(lower: Double, upper: Double)] = []
    /// A symbol's outline or the symbols of a series, and the gradient under a line.
    var path = Path()
    var gradient = LinearGradient(start: .zero, end: .zero, stops: [(0, .clear), (1, .clear)])
    /// The dotted bridges' style, made once.
    var dottedStyle = StrokeStyle(width: 1, cap: .round)
    /// Representative point indices for stacked styles (one per bar or pixel column).
    private var columns: [Int] = []
    /// The stack of the points drawn while a series fades (`stackFading(_:opacity:range:)`).
    private var fadingStack = StackBuffers()
    /// Per series: its columns of this frame, kept when a comparison drawn before it took them
    /// (`SeriesRenderer+Comparison.swift`), and whether they are this frame's.
    var decimated: [[M4Column]] = []
    var isDecimated: [Bool] = []
    /// A dense comparison's envelope, column by column.
    var spans: [ColumnSpan] = []

    init(rasterizer: Rasterizer) {
        self.rasterizer = rasterizer
        points.reserveCapacity(8192)
        curve.reserveCapacity(8192)
        bridges.reserveCapacity(64)
        bands.reserveCapacity(64)
        m4.reserveCapacity(4096)
        columns.reserveCapacity(4096)
        spans.reserveCapacity(4096)
    }

    /// What the main plot adds to plain lines: the chart's style and its sizes on this screen
    /// (the overview draws plain lines).
    struct LineLook {
        var style: ChartStyle
        /// A step longer than this (ms) breaks the line (missing data); infinity: never.
        var missingAfter: Double
        /// Half the size of a symbol, pixels.
        var symbolRadius: Double
        /// The opacity of a gradient fill's top.
        var fillOpacity: Double
        /// The plot: gradients run from its top to its bottom.
        var plot: Rect
    }

    /// Draws every series with its `opacity` (0 skips it); a line chart's first series in
    /// `firstLineColor` when given (the presets' trend); lines in the `look` of the main plot.
    /// - Complexity: O(visible points + pixels); while a stacked series fades, O(points in
    ///   `range` · series) more (its layers are stacked here, `stackFading(_:opacity:range:)`).
    func draw(_ model: ChartModel, opacity: SeriesOpacity, frame: PlotFrame, range: Range<Int>, lineWidth: Double,
              firstLineColor: Color? = nil, look: LineLook? = nil, in target: Bitmap) {
        guard !range.isEmpty else { return }
        switch model.style {
        case .lines, .scaledLines:
            forgetColumns(model)
            // Comparisons (`--compare`) first, under the series, thinner and faded.
            for pass in 0 ..< 2 {
                let compared = pass == 0
                for s in model.data.series.indices where model.weights[s] > 0 && opacity[s] > 0
                    && (model.data.series[s].comparison != nil) == compared {
                    let color = s == 0 ? firstLineColor ?? model.data.series[s].color : model.data.series[s].color
                    drawLine(model, series: s, opacity: opacity[s] * (compared ? Self.comparisonOpacity : 1), color: color,
                             frame: frame, range: range, lineWidth: compared ? lineWidth * Self.comparisonWidth : lineWidth,
                             look: look, in: target)
                }
            }
            forgetColumns(model)
        case .bars:
            drawStacked(model, opacity: opacity, frame: frame, range: range, bars: true, in: target)
        case .areas, .percentage:
            drawStacked(model, opacity: opacity, frame: frame, range: range, bars: false, in: target)
        }
    }

    /// A comparison's line (`--compare`): this share of the line width, at this opacity.
    static let comparisonWidth = 0.6, comparisonOpacity = 0.5

    // MARK: Lines

    func drawLine(_ model: ChartModel, series s: Int, opacity: Double, color: Color, frame: PlotFrame,
                          range: Range<Int>, lineWidth: Double, look: LineLook?, in target: Bitmap) {
        let style = StrokeStyle(width: lineWidth, join: .round, cap: .round)
        let width = max(Int(saturating: frame.rect.width, rounding: .toNearestOrAwayFromZero), 1)
        let (ax, bx) = frame.xTransform
        let (ay, by) = frame.yTransform(s)
        let columnWidth = frame.rect.width / Double(width)
        let chartStyle = look?.style ?? ChartStyle()
        let missingAfter = look?.missingAfter ?? .infinity
        let showLine = chartStyle.lines || chartStyle.symbol == nil
        let xs = model.xs
        let comparison = model.data.series[s].comparison != nil, dense = range.count > 3 * width
        // A comparison moved by `shift` columns (its series' columns, `SeriesRenderer+Comparison.swift`).
        var shift = 0.0
        if comparison && dense && showLine && !chartStyle.gradientFill && chartStyle.symbol == nil && !frame.isLog(s),
           let copy = shiftedCopy(model, series: s, range: range) {
            shift = shiftedColumns(model, copy, range: range, frame: frame, width: width)
        } else {
            // Only the points that can reach the clip (a kiosk's damaged strip), unless a comparison
            // drawn before took this series' columns of the whole view.
            takeColumns(model, series: s, range: Self.reaching(target.clip, of: range, xs: xs, ax: ax, bx: bx,
                                                               margin: 2 * columnWidth + lineWidth + 2, style: chartStyle),
                        frame: frame, width: width)
        }
        points.removeAll(keepingCapacity: true)
        if frame.isLog(s) { logColumns(color: color, opacity: opacity, frame: frame, xs: xs, lineWidth: lineWidth, in: target) }
        /// Whether the line breaks before column `k`: a gap, or (shading missing data) a long step.
        func breaks(_ k: Int) -> Bool {
            m4[k].breakBefore || (k > 0 && xs[m4[k].firstIndex] - xs[m4[k - 1].lastIndex] > missingAfter)
        }
        if dense {
            let left = frame.rect.minX
            if let look, chartStyle.gradientFill {
                fillUnderEnvelope(color: color, opacity: opacity * look.fillOpacity, columnWidth: columnWidth,
                                  left: left, ay: ay, by: by, plot: look.plot, breaks: breaks, in: target)
            }
            if showLine && comparison {
                let visible = Int(saturating: -shift, rounding: .down) - 1 ..< Int(saturating: Double(width) - shift, rounding: .up) + 1
                fillColumnLine(color: color, opacity: opacity, lineWidth: lineWidth, left: left + shift * columnWidth,
                               columnWidth: columnWidth, ay: ay, by: by, xs: xs, missingAfter: missingAfter,
                               visible: visible, in: target)
            } else if showLine {
                fillEnvelope(color: color, opacity: opacity, lineWidth: lineWidth, columnWidth: columnWidth,
                             left: left, ay: ay, by: by, breaks: breaks, in: target)
            }
            if let look, let symbol = chartStyle.symbol {
                drawColumnSymbols(symbol, radius: look.symbolRadius, color: color, opacity: opacity,
                                  columnWidth: columnWidth, left: left, ay: ay, by: by, xs: xs, ax: ax, bx: bx, in: target)
            }
            return
        }
        // The polyline of the M4 points, runs separated by a non-finite point; where missing data
        // is bridged, each break's two ends are collected as a dotted segment.
        bridges.removeAll(keepingCapacity: true)
        var runStart = 0
        for k in m4.indices {
            let c = m4[k]
            if k > 0 && breaks(k) {
                if chartStyle.missing == .bridge, let p = points.last {
                    bridges.append(p); bridges.append(Point(xs[c.firstIndex] * ax + bx, c.first * ay + by))
                    bridges.append(Point(.nan, .nan))
                }
                endRun(from: runStart)
                runStart = points.count
            }
            points.append(Point(xs[c.firstIndex] * ax + bx, c.first * ay + by))
            if c.lastIndex != c.firstIndex {
                // The column's extremes at its centre, in the order the line most likely met them.
                let mid = frame.rect.minX + (Double(c.column) + 0.5) * columnWidth
                let (a, b) = c.first <= c.last ? (c.min, c.max) : (c.max, c.min)
                if a != c.first { points.append(Point(mid, a * ay + by)) }
                if b != c.last { points.append(Point(mid, b * ay + by)) }
                points.append(Point(xs[c.lastIndex] * ax + bx, c.last * ay + by))
            }
        }
        endRun(from: runStart)
        func paint(_ p: UnsafeBufferPointer<Point>) {
            if let look, chartStyle.gradientFill {
                fillUnder(p, color: color, opacity: opacity * look.fillOpacity, plot: look.plot, in: target)
            }
            if showLine {
                rasterizer.strokePolyline(p, style: style, paint: .solid(color), opacity: opacity, in: target)
            }
        }
        if chartStyle.smoothing == .linear {
            points.withUnsafeBufferPointer(paint)
        } else {
            curve.removeAll(keepingCapacity: true)
            points.withUnsafeBufferPointer { Smoothing.smooth($0, chartStyle.smoothing, into: &curve) }
            curve.withUnsafeBufferPointer(paint)
        }
        if !bridges.isEmpty {
            strokeDotted(color: color, opacity: opacity, lineWidth: lineWidth, in: target)
        }
        if let look, let symbol = chartStyle.symbol {
            drawColumnSymbols(symbol, radius: look.symbolRadius, color: color, opacity: opacity,
                              columnWidth: columnWidth, left: frame.rect.minX, ay: ay, by: by, xs: xs, ax: ax, bx: bx, in: target)
        }
        points.removeAll(keepingCapacity: true)
    }

    /// The points of `range` that can reach `clip`: from the last one more than `margin` pixels
    /// left of it (a frame drawn in parts, a kiosk panel's new samples at the right edge, draws a
    /// clip a few columns wide and need not decimate the whole plot). Columns keep their places
    /// (same `xMin`, `xMax` and width), the line and the envelope inside the clip are the same
    /// edges, and what they lose lies left of it: the clip's pixels are those of the whole
    /// drawing. All of `range` for smoothed lines, symbols and bridged gaps (they reach further).
    /// - Complexity: O(log points).
    static func reaching(_ clip: PixelRect, of range: Range<Int>, xs: [Double], ax: Double, bx: Double, margin: Double,
                         style: ChartStyle) -> Range<Int> {
        let cut = Double(clip.x) - margin
        guard ax > 0, style.smoothing == .linear, style.symbol == nil, style.missing != .bridge,
              !range.isEmpty, cut > xs[range.lowerBound] * ax + bx else { return range }
        let xCut = (cut - bx) / ax
        let first = XSearch.partitionPoint(range.count) { xs[range.lowerBound + $0] < xCut }
        return range.lowerBound + max(first - 1, 0) ..< range.upperBound
    }

    /// Ends the run of points that started at `start` with a break; a run of one point gets a
    /// tiny second one (its round caps draw a dot).
    private func endRun(from start: Int) {
        guard points.count > start else { return }
        if points.count - start == 1 { points.append(Point(points[start].x + 0.01, points[start].y)) }
        points.append(Point(.nan, .nan))
    }

    /// Dense lines (several points per pixel column): fills the band between each column's
    /// minimum and maximum, grown by half the line width — what the stroked zigzag covers, at a
    /// fraction of the cost (the outline is two points per column instead of four segments).
    private func fillEnvelope(color: Color, opacity: Double, lineWidth: Double, columnWidth: Double,
                              left: Double, ay: Double, by: Double, breaks: (Int) -> Bool, in target: Bitmap) {
        let half = lineWidth / 2
        var start = 0
        func flush(_ end: Int) {
            guard end > start else { return }
            points.removeAll(keepingCapacity: true)
            for k in start ..< end {
                let c = m4[k]
                let x = left + (Double(c.column) + 0.5) * columnWidth
                points.append(Point(x, c.max * ay + by - half))
            }
            if end - start == 1 { points.append(Point(points[0].x + columnWidth, points[0].y)) }
            for k in (start ..< end).reversed() {
                let c = m4[k]
                let x = left + (Double(c.column) + 0.5) * columnWidth
                if end - start == 1 { points.append(Point(x + columnWidth, c.min * ay + by + half)) }
                points.append(Point(x, c.min * ay + by + half))
            }
            points.withUnsafeBufferPointer { p in
                rasterizer.fillPolygon(p, rule: .nonZero, paint: .solid(color), opacity: opacity, in: target)
            }
            points.removeAll(keepingCapacity: true)
        }
        for k in m4.indices where k > 0 && breaks(k) {
            flush(k); start = k
        }
        flush(m4.count)
    }

    // MARK: Bars and areas

    /// Picks one point per bar, or per pixel column when bars are narrower than a pixel (the one
    /// with the highest stack, so peaks stay visible).
    private func collectColumns(_ model: ChartModel, total: [Double], offset: Int, frame: PlotFrame, range: Range<Int>) {
        columns.removeAll(keepingCapacity: true)
        let (ax, bx) = frame.xTransform
        model.xs.withUnsafeBufferPointer { xs in
            total.withUnsafeBufferPointer { t in
                var column = Int.min
                for i in range {
                    let c = Int(saturating: xs[i] * ax + bx, rounding: .down)
                    if c != column || columns.isEmpty {
                        columns.append(i); column = c
                    } else if t[i - offset] > t[columns[columns.count - 1] - offset] {
                        columns[columns.count - 1] = i
                    }
                }
            }
        }
    }

    /// While a series fades, the stack of the points in `range` with every series at its opacity
    /// (element 0 is point `range.lowerBound`): the model stacks shown and hidden series only, so
    /// a fade restacks no model, just the points drawn.
    /// - Complexity: O(points in `range` · series).
    /// Written into ``fadingStack`` (its memory kept from frame to frame).
    func stackFading(_ model: ChartModel, opacity: SeriesOpacity, range: Range<Int>) -> (tops: [[Double]], total: [Double]) {
        let series = model.data.series
        fadingStack.stack(count: series.count, column: { series[$0].values }, weight: { opacity[$0] },
                          percentage: model.data.percentage, range: range)
        return (fadingStack.tops, fadingStack.total)
    }

    private func drawStacked(_ model: ChartModel, opacity: SeriesOpacity, frame: PlotFrame, range: Range<Int>,
                             bars: Bool, in target: Bitmap) {
        guard let stack = model.stack else { return }
        let fading = opacity.isFading ? stackFading(model, opacity: opacity, range: range) : nil
        let tops = fading?.tops ?? stack.tops, offset = fading == nil ? 0 : range.lowerBound
        collectColumns(model, total: fading?.total ?? stack.total, offset: offset, frame: frame, range: range)
        let (ax, bx) = frame.xTransform
        let (ay, by) = frame.yTransform(0)
        let unitWidth = Double(model.unit) * ax
        for s in model.data.series.indices where model.weights[s] > 0 && opacity[s] > 0 {
            points.removeAll(keepingCapacity: true)
            model.xs.withUnsafeBufferPointer { xs in
                tops[s].withUnsafeBufferPointer { top in
                    // Upper edge left to right.
                    for (k, i) in columns.enumerated() {
                        let x0 = xs[i] * ax + bx
                        let y = top[i - offset] * ay + by
                        if bars {
                            let x1 = k + 1 < columns.count ? xs[columns[k + 1]] * ax + bx : x0 + unitWidth
                            points.append(Point(x0, y)); points.append(Point(x1, y))
                        } else {
                            points.append(Point(x0, y))
                        }
                    }
                    // Lower edge right to left (the previous series' top, or zero).
                    for k in columns.indices.reversed() {
                        let i = columns[k]
                        let x0 = xs[i] * ax + bx
                        let y = (s == 0 ? 0 : tops[s - 1][i - offset]) * ay + by
                        if bars {
                            let x1 = k + 1 < columns.count ? xs[columns[k + 1]] * ax + bx : x0 + unitWidth
                            points.append(Point(x1, y)); points.append(Point(x0, y))
                        } else {
                            points.append(Point(x0, y))
                        }
                    }
                }
            }
            let color = model.data.series[s].color
            points.withUnsafeBufferPointer { p in
                rasterizer.fillPolygon(p, rule: .nonZero, paint: .solid(color), opacity: min(opacity[s], 1), in: target)
            }
        }
    }
}
