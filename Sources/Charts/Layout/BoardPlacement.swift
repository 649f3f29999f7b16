import Raster

/// Places the info board next to a highlight: beside the vertical line when it fits, otherwise
/// above, below or between the highlight circles; never over a circle and always inside the
/// allowed rectangle (the screen).
enum BoardPlacement {
    /// A circle drawn at the highlight.
    struct Circle: Hashable, Sendable {
        public var center: Point
        public var radius: Double
        public init(center: Point, radius: Double) { self.center = center; self.radius = radius }
    }

    /// The board's rectangle of `size` for a highlight at screen x `lineX` with `circles`,
    /// preferring the top of `plot`, kept inside `screen` with `margin` between the board and
    /// every circle. When nothing avoids every circle (a board larger than the free space) the
    /// rectangle covering the fewest circles is returned.
    /// - Complexity: O(circles²).
    package static func place(size: (width: Double, height: Double), lineX: Double, circles: [Circle],
                             plot: Rect, screen: Rect, margin: Double) -> Rect {
        let bw = min(size.width, screen.width), bh = min(size.height, screen.height)
        func clampX(_ x: Double) -> Double { min(max(x, screen.minX), screen.maxX - bw) }
        func clampY(_ y: Double) -> Double { min(max(y, screen.minY), screen.maxY - bh) }
        let reach = circles.reduce(0) { max($0, $1.radius) } + margin

        // Horizontal candidates: right of the line, left of it, then centred / against the edges.
        var xs = [lineX + reach + margin, lineX - reach - margin - bw]
        xs += [lineX - bw / 2, screen.minX, screen.maxX - bw, plot.minX, plot.maxX - bw]
        // Vertical candidates: the plot top, then just above / below each circle, then the edges.
        var ys = [plot.minY, screen.minY, screen.maxY - bh]
        // Long chains (a bar's column) contribute only their ends: the gaps between their links
        // are too small for a board anyway.
        let ends = circles.count > 16
            ? [circles.min { $0.center.y < $1.center.y }!, circles.max { $0.center.y < $1.center.y }!]
            : circles
        for c in ends {
            ys.append(c.center.y + c.radius + margin)
            ys.append(c.center.y - c.radius - margin - bh)
        }
        var best = Rect(x: clampX(xs[0]), y: clampY(ys[0]), width: bw, height: bh)
        var bestHits = Int.max
        var bestDistance = Double.infinity
        for x0 in xs {
            let fx = clampX(x0)
            for y0 in ys {
                let r = Rect(x: fx, y: clampY(y0), width: bw, height: bh)
                let hits = circles.reduce(0) { $0 + (covers(r, $1, margin: margin) ? 1 : 0) }
                // Prefer no hits, then staying near the plot top and the line.
                let distance = abs(r.minY - plot.minY) + abs(r.midX - lineX) * 0.25
                if hits < bestHits || (hits == bestHits && distance < bestDistance) {
                    best = r; bestHits = hits; bestDistance = distance
                }
            }
            // Beside the line (not clamped over it) at the plot top without hits is the design's
            // place: take it.
            if bestHits == 0 && best.minY == clampY(plot.minY) && best.minX == fx
                && (fx == xs[0] || fx == xs[1]) { return best }
        }
        return best
    }

    /// Like `place(size:lineX:circles:plot:screen:margin:)`, but when the board cannot avoid
    /// every circle at full size it shrinks (factors 0.85, 0.7, 0.6, 0.5) until it can; returns
    /// the rectangle and the factor the board's contents must be drawn at.
    static func placeShrinking(size: (width: Double, height: Double), lineX: Double, circles: [Circle],
                                      plot: Rect, screen: Rect, margin: Double) -> (rect: Rect, factor: Double) {
        var last = Rect(x: 0, y: 0, width: 0, height: 0)
        for factor in [1.0, 0.85, 0.7, 0.6, 0.5, 0.4] {
            let r = place(size: (size.width * factor, size.height * factor), lineX: lineX, circles: circles,
                          plot: plot, screen: screen, margin: margin)
            if !circles.contains(where: { covers(r, $0, margin: 0) }) { return (r, factor) }
            last = r
        }
        return (last, 0.4)
    }

    /// Whether `rect`, grown by `margin`, touches the circle.
    package static func covers(_ rect: Rect, _ c: Circle, margin: Double) -> Bool {
        let nx = min(max(c.center.x, rect.minX), rect.maxX)
        let ny = min(max(c.center.y, rect.minY), rect.maxY)
        let dx = c.center.x - nx, dy = c.center.y - ny
        let r = c.radius + margin * 0.999
        return dx * dx + dy * dy < r * r
    }
}
