#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Raster
import SeriesData

/// The pie of averages (chart 5 zoomed in): one slice per series at its animated share, the
/// selected slice popped out, shares written inside slices big enough to hold them.
final class PieRenderer {
    private let rasterizer: Rasterizer
    private let text: TextRenderer
    private var path = Path()

    init(rasterizer: Rasterizer, text: TextRenderer) {
        self.rasterizer = rasterizer
        self.text = text
    }

    /// The pie's radius in a plot rectangle (its centre is the plot's).
    static func radius(in plot: Rect) -> Double { min(plot.width, plot.height) * 0.42 }

    func draw(_ pie: PieOfAverages, _ ctx: DrawContext) {
        let plot = ctx.layout.plot, t = ctx.time
        let radius = Self.radius(in: plot)
        let center = Point(plot.midX, plot.midY)
        let series = ctx.model.data.series
        for i in series.indices {
            let s = pie.angles(of: i, at: t)
            guard s.end - s.start > 1e-4 else { continue }
            let c = center + pie.offset(of: i, maxOffset: radius * 0.08, at: t)
            path.removeAll()
            Self.addWedge(center: c, radius: radius, from: s.start, to: s.end, to: &path)
            rasterizer.fill(path, paint: .solid(series[i].color), in: ctx.target)
        }
        // Shares written inside slices big enough to hold them.
        for i in series.indices {
            let share = pie.share(of: i, at: t)
            guard share >= 0.04 else { continue }
            let s = pie.angles(of: i, at: t)
            let mid = (s.start + s.end) / 2
            let c = center + pie.offset(of: i, maxOffset: radius * 0.08, at: t)
            let size = ctx.layout.px(12 + 14 * min(share * 2, 1))
            let p = Point(c.x + cos(mid) * radius * 0.62, c.y + sin(mid) * radius * 0.62 + size * 0.35)
            text.draw(NumberFormat.percent(share), size: size, at: p, alignment: .center,
                      color: .white, opacity: 1, maxWidth: nil, in: ctx.target)
        }
        ctx.markDrawn(ctx.layer.region)
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
