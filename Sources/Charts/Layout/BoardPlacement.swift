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
    /// - Complexity: O(circles²); no allocation (the candidates are computed, not listed).
    package static func place(size: (width: Double, height: Double), lineX: Double, circles: [Circle],
                             plot: Rect, screen: Rect, margin: Double) -> Rect {
        let bw = min(size.width, screen.width), bh = min(size.height, screen.height)
        func clampX(_ x: Double) -> Double { min(max(x, screen.minX), screen.maxX - bw) }
        func clampY(_ y: Double) -> Double { min(max(y, screen.minY), screen.maxY - bh) }
        let reach = circles.reduce(0) { max($0, $1.radius) } + margin

        // Horizontal candidates: right of the line, left of it, then centred / against the edges.
        let xCount = 7
        func x(_ k: Int) -> Double {
            switch k {
            case 0: lineX + reach + margin
            case 1: lineX - reach - margin - bw
            case 2: lineX - bw / 2
            case 3: screen.minX
            case 4: screen.maxX - bw
            case 5: plot.minX
            default: plot.maxX - bw
            }
        }
        // Vertical candidates: the plot top, the screen's edges, then just below / above each
        // circle. Long chains (a bar's column) contribute only their ends (the circles with the
        // least and the greatest centre y): the gaps between their links are too small for a board.
        let chain = circles.count > 16
        let ends = chain ? Self.ends(circles) : (top: 0, bottom: 0)
        let yCount = 3 + 2 * (chain ? 2 : circles.count)
        func y(_ k: Int) -> Double {
            switch k {
            case 0: return plot.minY
            case 1: return screen.minY
            case 2: return screen.maxY - bh
            default:
                let j = (k - 3) / 2
                let c = circles[chain ? (j == 0 ? ends.top : ends.bottom) : j]
                return (k - 3) % 2 == 0 ? c.center.y + c.radius + margin : c.center.y - c.radius - margin - bh
            }
        }
        var best = Rect(x: clampX(x(0)), y: clampY(y(0)), width: bw, height: bh)
        var bestHits = Int.max
        var bestDistance = Double.infinity
        for i in 0 ..< xCount {
            let fx = clampX(x(i))
            for j in 0 ..< yCount {
                let r = Rect(x: fx, y: clampY(y(j)), width: bw, height: bh)
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
                && (fx == x(0) || fx == x(1)) { return best }
        }
        return best
    }

    /// The indices of the first circle with the least centre y and the first with the greatest.
    private static func ends(_ circles: [Circle]) -> (top: Int, bottom: Int) {
        var top = 0, bottom = 0
        for k in circles.indices.dropFirst() {
            if circles[k].center.y < circles[top].center.y { top = k }
            if circles[bottom].center.y < circles[k].center.y { bottom = k }
        }
        return (top, bottom)
    }

    /// The factors `placeShrinking` tries, largest first.
    private static let shrinkFactors: [Double] = [1.0, 0.85, 0.7, 0.6, 0.5, 0.4]

    /// Like `place(size:lineX:circles:plot:screen:margin:)`, but when the board cannot avoid
    /// every circle at full size it shrinks (factors 0.85, 0.7, 0.6, 0.5) until it can; returns
    /// the rectangle and the factor the board's contents must be drawn at.
    static func placeShrinking(size: (width: Double, height: Double), lineX: Double, circles: [Circle],
                                      plot: Rect, screen: Rect, margin: Double) -> (rect: Rect, factor: Double) {
        var last = Rect(x: 0, y: 0, width: 0, height: 0)
        for factor in shrinkFactors {
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
