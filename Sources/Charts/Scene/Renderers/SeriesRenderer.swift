import Raster

/// Draws a chart's series into a bitmap for a ``PlotFrame``: lines (decimated to at most four
/// points per pixel column, min and max kept, so every extreme shows), stacked bars and stacked
/// or percentage areas (one representative point per pixel column when points are denser than
/// pixels). Used for the main chart and the overview; its point buffers are reused, so drawing
/// allocates nothing once they reached their high-water mark.
final class SeriesRenderer {
    private let rasterizer: Rasterizer
    private var points: [Point] = []
    /// Representative point indices for stacked styles (one per bar or pixel column).
    private var columns: [Int] = []

    init(rasterizer: Rasterizer) {
        self.rasterizer = rasterizer
        points.reserveCapacity(8192)
        columns.reserveCapacity(4096)
    }

    /// Draws every series with its opacity (`weights`, 0 skips it).
    /// - Complexity: O(visible points + pixels).
    func draw(_ model: ChartModel, frame: PlotFrame, range: Range<Int>, lineWidth: Double,
              highlightBar: Int? = nil, in target: Bitmap) {
        guard !range.isEmpty else { return }
        switch model.style {
        case .lines, .scaledLines:
            for s in model.data.series.indices where model.weights[s] > 0 {
                drawLine(model, series: s, frame: frame, range: range, lineWidth: lineWidth, in: target)
            }
        case .bars:
            drawStacked(model, frame: frame, range: range, bars: true, in: target)
        case .areas, .percentage:
            drawStacked(model, frame: frame, range: range, bars: false, in: target)
        }
    }

    // MARK: Lines

    private func drawLine(_ model: ChartModel, series s: Int, frame: PlotFrame, range: Range<Int>,
                          lineWidth: Double, in target: Bitmap) {
        let color = model.data.series[s].color
        let style = StrokeStyle(width: lineWidth, join: .round, cap: .round)
        let opacity = model.weights[s]
        let (ax, bx) = frame.xTransform
        let (ay, by) = frame.yTransform(s)
        points.removeAll(keepingCapacity: true)
        model.xs.withUnsafeBufferPointer { xs in
            model.data.series[s].values.withUnsafeBufferPointer { vs in
                var column = Int.min
                var first = Point.zero, lo = Point.zero, hi = Point.zero, last = Point.zero
                var loIndex = 0, hiIndex = 0, n = 0
                func flush() {
                    guard n > 0 else { return }
                    points.append(first)
                    if n > 1 {
                        let (a, b) = loIndex < hiIndex ? (lo, hi) : (hi, lo)
                        if a != first { points.append(a) }
                        if b != a { points.append(b) }
                        if last != b { points.append(last) }
                    }
                    n = 0
                }
                for i in range {
                    let v = vs[i]
                    if v.isNaN {
                        flush(); stroke(color: color, style: style, opacity: opacity, in: target)
                        column = Int.min
                        continue
                    }
                    let p = Point(xs[i] * ax + bx, v * ay + by)
                    let c = Int(p.x.rounded(.down))
                    if c != column || n == 0 {
                        flush()
                        column = c
                        first = p; lo = p; hi = p; last = p; loIndex = i; hiIndex = i; n = 1
                    } else {
                        if p.y > lo.y { lo = p; loIndex = i }
                        if p.y < hi.y { hi = p; hiIndex = i }
                        last = p; n += 1
                    }
                }
                flush()
            }
        }
        stroke(color: color, style: style, opacity: opacity, in: target)
    }

    /// Strokes the collected points (a single point becomes a dot) and empties the buffer.
    private func stroke(color: Color, style: StrokeStyle, opacity: Double, in target: Bitmap) {
        defer { points.removeAll(keepingCapacity: true) }
        if points.count == 1 { points.append(Point(points[0].x + 0.01, points[0].y)) }
        guard points.count >= 2 else { return }
        points.withUnsafeBufferPointer { p in
            rasterizer.strokePolyline(p, style: style, paint: .solid(color), opacity: opacity, in: target)
        }
    }

    // MARK: Bars and areas

    /// Picks one point per bar, or per pixel column when bars are narrower than a pixel (the one
    /// with the highest stack, so peaks stay visible).
    private func collectColumns(_ model: ChartModel, total: [Double], frame: PlotFrame, range: Range<Int>) {
        columns.removeAll(keepingCapacity: true)
        let (ax, bx) = frame.xTransform
        model.xs.withUnsafeBufferPointer { xs in
            total.withUnsafeBufferPointer { t in
                var column = Int.min
                for i in range {
                    let c = Int((xs[i] * ax + bx).rounded(.down))
                    if c != column || columns.isEmpty {
                        columns.append(i); column = c
                    } else if t[i] > t[columns[columns.count - 1]] {
                        columns[columns.count - 1] = i
                    }
                }
            }
        }
    }

    private func drawStacked(_ model: ChartModel, frame: PlotFrame, range: Range<Int>, bars: Bool, in target: Bitmap) {
        guard let stack = model.stack else { return }
        collectColumns(model, total: stack.total, frame: frame, range: range)
        let (ax, bx) = frame.xTransform
        let (ay, by) = frame.yTransform(0)
        let unitWidth = Double(model.unit) * ax
        for s in model.data.series.indices where model.weights[s] > 0 {
            points.removeAll(keepingCapacity: true)
            model.xs.withUnsafeBufferPointer { xs in
                stack.tops[s].withUnsafeBufferPointer { top in
                    // Upper edge left to right.
                    for (k, i) in columns.enumerated() {
                        let x0 = xs[i] * ax + bx
                        let y = top[i] * ay + by
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
                        let y = (s == 0 ? 0 : stack.tops[s - 1][i]) * ay + by
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
                rasterizer.fillPolygon(p, rule: .nonZero, paint: .solid(color), opacity: min(model.weights[s], 1), in: target)
            }
        }
    }
}
