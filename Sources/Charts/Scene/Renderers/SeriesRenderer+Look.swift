import Raster
import SeriesData

/// The main plot's line styles (`ChartStyle`): gradient fills under lines, symbols at the
/// points, dotted bridges and shaded bands over missing data. Every buffer is the renderer's own
/// and reused, so a warm frame allocates nothing.
extension SeriesRenderer {
    // MARK: Gradient fill

    /// Fills under each run of `line` (runs split at non-finite points) down to the plot's bottom
    /// with the series colour fading to transparent from the plot's top to its bottom.
    /// - Complexity: O(points + covered pixels).
    func fillUnder(_ line: UnsafeBufferPointer<Point>, color: Color, opacity: Double, plot: Rect, in target: Bitmap) {
        path.removeAll()
        var open = false
        var first = Point.zero, last = Point.zero
        func close() {
            guard open else { return }
            path.lineTo(Point(last.x, plot.maxY)); path.lineTo(Point(first.x, plot.maxY)); path.close()
            open = false
        }
        for p in line {
            guard p.x.isFinite && p.y.isFinite else { close(); continue }
            if open { path.lineTo(p) } else { path.moveTo(p); first = p; open = true }
            last = p
        }
        close()
        fillGradient(color: color, opacity: opacity, plot: plot, in: target)
    }

    /// The gradient under a dense line: under the top of each pixel column's band.
    func fillUnderEnvelope(color: Color, opacity: Double, columnWidth: Double, left: Double, ay: Double, by: Double,
                           plot: Rect, breaks: (Int) -> Bool, in target: Bitmap) {
        path.removeAll()
        var runStart = 0
        func addRun(_ end: Int) {
            guard end > runStart else { return }
            let x0 = left + Double(m4[runStart].column) * columnWidth
            path.moveTo(Point(x0, plot.maxY))
            for k in runStart ..< end {
                let c = m4[k]
                path.lineTo(Point(left + (Double(c.column) + 0.5) * columnWidth, c.max * ay + by))
            }
            path.lineTo(Point(left + Double(m4[end - 1].column + 1) * columnWidth, plot.maxY))
            path.close()
        }
        for k in m4.indices where k > 0 && breaks(k) { addRun(k); runStart = k }
        addRun(m4.count)
        fillGradient(color: color, opacity: opacity, plot: plot, in: target)
    }

    /// Fills `path` with `color` fading to transparent from the plot's top to its bottom.
    private func fillGradient(color: Color, opacity: Double, plot: Rect, in target: Bitmap) {
        guard !path.isEmpty, opacity > 0 else { return }
        gradient.start = Point(plot.minX, plot.minY)
        gradient.end = Point(plot.minX, plot.maxY)
        gradient.stops[0] = (0, color)
        gradient.stops[1] = (1, color.withOpacity(0))
        rasterizer.fill(path, paint: .linearGradient(gradient), opacity: opacity, in: target)
    }

    // MARK: Bridges over missing data

    /// Strokes the collected `bridges` (pairs of points, each pair ended by a non-finite point)
    /// as dotted lines.
    func strokeDotted(color: Color, opacity: Double, lineWidth: Double, in target: Bitmap) {
        let dot = lineWidth * 0.5, gap = lineWidth * 2
        if dottedStyle.width != lineWidth || dottedStyle.dash.count != 2 || dottedStyle.dash[0] != dot {
            dottedStyle = StrokeStyle(width: lineWidth, join: .round, cap: .round, dash: [dot, gap])
        }
        bridges.withUnsafeBufferPointer { p in
            rasterizer.strokePolyline(p, style: dottedStyle, paint: .solid(color), opacity: opacity, in: target)
        }
        bridges.removeAll(keepingCapacity: true)
    }

    // MARK: Symbols

    /// One symbol per pixel column of the decimated line (the point itself when the column has
    /// one; its lowest and highest at the column's centre when it has several — M4 keeps the
    /// extremes), all in one fill.
    /// - Complexity: O(columns + covered pixels).
    func drawColumnSymbols(_ symbol: ChartStyle.Symbol, radius: Double, color: Color, opacity: Double,
                           columnWidth: Double, left: Double, ay: Double, by: Double,
                           xs: [Double], ax: Double, bx: Double, in target: Bitmap) {
        path.removeAll()
        for c in m4 {
            if c.firstIndex == c.lastIndex {
                Self.addSymbol(symbol, at: Point(xs[c.firstIndex] * ax + bx, c.first * ay + by), radius: radius, to: &path)
            } else {
                let x = left + (Double(c.column) + 0.5) * columnWidth
                let top = c.max * ay + by, bottom = c.min * ay + by
                Self.addSymbol(symbol, at: Point(x, top), radius: radius, to: &path)
                if bottom - top >= 1 { Self.addSymbol(symbol, at: Point(x, bottom), radius: radius, to: &path) }
            }
        }
        guard !path.isEmpty else { return }
        rasterizer.fill(path, paint: .solid(color), opacity: opacity, in: target)
    }

    /// A symbol's half size on a screen: an integer and a half, so that a symbol centred on a
    /// pixel's centre has its straight edges on pixel boundaries (crisp).
    static func symbolRadius(_ layout: ScreenLayout) -> Double {
        max(1, (layout.px(3.5) - 0.5).rounded()) + 0.5
    }

    /// Adds a symbol centred on the pixel centre nearest to `p`.
    static func addSymbol(_ symbol: ChartStyle.Symbol, at p: Point, radius r: Double, to path: inout Path) {
        guard p.x.isFinite, p.y.isFinite, abs(p.x) < 1e7, abs(p.y) < 1e7 else { return }
        let c = Point(p.x.rounded(.down) + 0.5, p.y.rounded(.down) + 0.5)
        switch symbol {
        case .circle:
            Shapes.addCircle(center: c, radius: r, to: &path)
        case .square:
            let h = r - 0.5   // a square looks larger than a circle of the same size
            path.moveTo(Point(c.x - h, c.y - h)); path.lineTo(Point(c.x + h, c.y - h))
            path.lineTo(Point(c.x + h, c.y + h)); path.lineTo(Point(c.x - h, c.y + h)); path.close()
        case .diamond:
            let d = r + 0.5
            path.moveTo(Point(c.x, c.y - d)); path.lineTo(Point(c.x + d, c.y))
            path.lineTo(Point(c.x, c.y + d)); path.lineTo(Point(c.x - d, c.y)); path.close()
        case .triangle:
            let d = r + 0.5
            path.moveTo(Point(c.x, c.y - d)); path.lineTo(Point(c.x + d, c.y + d * 0.75))
            path.lineTo(Point(c.x - d, c.y + d * 0.75)); path.close()
        case .cross:
            // Two bars crossing at 45°, each its own contour (the non-zero fill unites them).
            let a = 0.7071, d = r + 0.5, t = max(0.75, r / 3)
            func bar(_ sign: Double) {
                let ux = a * d, uy = sign * a * d, nx = -sign * a * t, ny = a * t
                path.moveTo(Point(c.x + ux + nx, c.y + uy + ny)); path.lineTo(Point(c.x + ux - nx, c.y + uy - ny))
                path.lineTo(Point(c.x - ux - nx, c.y - uy - ny)); path.lineTo(Point(c.x - ux + nx, c.y - uy + ny))
                path.close()
            }
            bar(1); bar(-1)
        }
    }

    // MARK: Missing data

    /// Shades the missing stretches among the visible points of `ctx` (`MissingData`) across
    /// the plot in the theme's warning colour.
    /// - Complexity: O(visible points · series + bands).
    func drawMissingBands(_ ctx: DrawContext) {
        guard ctx.snapshot.style.missing != .off else { return }
        let frame = ctx.main, plot = ctx.layout.plot
        let (ax, bx) = frame.xTransform
        MissingData.bands(ctx.model, range: ctx.geometry.visibleRange, threshold: ctx.missingAfter,
                          merge: 1 / ax, into: &bands)
        for b in bands {
            let x0 = max(b.lower * ax + bx, plot.minX), x1 = min(b.upper * ax + bx, plot.maxX)
            guard x1 > x0 else { continue }
            rasterizer.fillRect(Rect(x: x0, y: plot.minY, width: x1 - x0, height: plot.height),
                                paint: .solid(ctx.theme.warning), in: ctx.target)
        }
    }
}
