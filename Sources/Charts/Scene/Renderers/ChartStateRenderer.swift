#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import Raster
import SeriesData

/// The chart's `ChartState` in the header, after the title (and the play control): a shape
/// and a word in the state's colour — a disc and `OK`, a triangle and `WARN`, an octagon and
/// `CRIT`, a ring and `STALE`, a bar and `NO DATA` — so it reads without telling colours apart.
/// Drawn only for a chart with limits (`ChartStyle.thresholds`).
final class ChartStateRenderer {
    private let rasterizer: Rasterizer
    private let bold: TextRenderer
    private var path = Path()

    /// Points kept free after the title for the badge: the gap, the shape and the widest word.
    static let gap = 12.0, shape = 14.0, trailing = 12.0 + 14.0 + 6.0 + 72.0

    init(rasterizer: Rasterizer, bold: TextRenderer) {
        self.rasterizer = rasterizer
        self.bold = bold
    }

    /// The state `ctx`'s snapshot shows now.
    static func reading(_ ctx: DrawContext) -> ChartState.Reading {
        let s = ctx.snapshot
        return ChartState.read(s.model.data, thresholds: s.style.thresholds, units: s.style.units, stale: s.live?.stale == true) { s.opacity[$0] > 0 }
    }

    /// Draws the badge on the title's line, in its box of `HeaderLayout`.
    /// - Complexity: O(series · limits); no allocation.
    func draw(_ ctx: DrawContext, in box: Rect?) {
        guard let box, !ctx.snapshot.style.thresholds.isEmpty, ctx.snapshot.pie == nil else { return }
        let state = Self.reading(ctx).state
        let layout = ctx.layout, sc = layout.scale
        let size = layout.px(ScreenLayout.Metrics.titleSize)
        let x = box.minX
        let r = Self.shape * sc / 2
        let c = Point(x + r, layout.titleBaseline.y - size * 0.36)
        let color = ctx.theme.color(of: state)
        path.removeAll()
        switch state {
        case .ok: Shapes.addCircle(center: c, radius: r, to: &path)
        case .stale:
            Shapes.addCircle(center: c, radius: r, to: &path)
            Shapes.addCircle(center: c, radius: r * 0.55, to: &path)
        case .noData: path.addRoundedRect(Rect(x: c.x - r, y: c.y - r * 0.3, width: 2 * r, height: r * 0.6), radius: r * 0.3)
        case .warn: polygon(center: c, radius: r * 1.1, corners: 3, turn: -.pi / 2)
        case .crit: polygon(center: c, radius: r, corners: 8, turn: .pi / 8)
        }
        rasterizer.fill(path, rule: .evenOdd, paint: .solid(color), in: ctx.target)
        let textX = x + 2 * r + 6 * sc
        let words = bold.draw(state.label, size: size * 0.8, at: Point(textX, layout.titleBaseline.y), alignment: .left,
                              color: color, opacity: 1, maxWidth: nil, in: ctx.target)
        ctx.markDrawn(Rect(x: c.x - r - 2, y: c.y - r * 1.2 - 2, width: 2 * r + 4, height: 2.4 * r + 4))
        ctx.markDrawn(words)
    }

    private func polygon(center c: Point, radius r: Double, corners n: Int, turn: Double) {
        for k in 0 ..< n {
            let a = turn + Double(k) * 2 * .pi / Double(n)
            let p = Point(c.x + r * cos(a), c.y + r * sin(a))
            if k == 0 { path.moveTo(p) } else { path.lineTo(p) }
        }
        path.close()
    }
}
