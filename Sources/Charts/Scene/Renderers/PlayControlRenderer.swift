import Raster

/// Where the audio graph's play control sits: a round button on the title's line, after the
/// title (or after the zoom-out label while zoomed), and the larger rectangle a press hits.
package struct PlayControlPlace: Equatable, Sendable {
    /// The button's centre and radius, pixels.
    public var center: Point
    public var radius: Double
    /// What a press or tap hits: the button and a margin around it.
    var hitRect: Rect

    /// Points kept free after the title for the control: the gap and the button.
    static let gap = 10.0, diameter = 22.0, hitMargin = 6.0
    static var trailing: Double { gap + diameter }

    /// The control after a header text `textWidth` pixels wide, in `layout`.
    init(after textWidth: Double, in layout: ScreenLayout) {
        let s = layout.scale
        radius = Self.diameter * s / 2
        let titleSize = layout.px(ScreenLayout.Metrics.titleSize)
        // Centred on the middle of the title's capitals.
        center = Point(layout.titleBaseline.x + textWidth + Self.gap * s + radius, layout.titleBaseline.y - titleSize * 0.36)
        let r = radius + Self.hitMargin * s
        hitRect = Rect(x: center.x - r, y: center.y - r, width: 2 * r, height: 2 * r)
    }
}

/// The play control: a ring in the colour of the series the audio graph plays with a play
/// triangle in it, or, while it plays, a disc of that colour with a stop square.
final class PlayControlRenderer {
    private let rasterizer: Rasterizer
    private var path = Path()

    init(rasterizer: Rasterizer) { self.rasterizer = rasterizer }

    func draw(_ ctx: DrawContext) {
        guard let place = ctx.geometry.playControl, let state = ctx.snapshot.audioControl,
              ctx.model.data.series.indices.contains(state.series) else { return }
        let s = ctx.layout.scale, c = place.center, r = place.radius
        let color = ctx.color(of: state.series)
        path.removeAll()
        Shapes.addCircle(center: c, radius: r, to: &path)
        if state.playing {
            rasterizer.fill(path, paint: .solid(color), in: ctx.target)
            let h = r * 0.36
            path.removeAll()
            Shapes.addRoundedRect(Rect(x: c.x - h, y: c.y - h, width: 2 * h, height: 2 * h), radius: 1.5 * s, to: &path)
            rasterizer.fill(path, paint: .solid(ctx.theme.pillCheckedText), in: ctx.target)
        } else {
            rasterizer.stroke(path, style: StrokeStyle(width: 1.5 * s), paint: .solid(color), in: ctx.target)
            // A triangle pointing right, its centroid on the centre.
            let h = r * 0.42
            path.removeAll()
            path.addPolygon([Point(c.x - h * 0.75, c.y - h), Point(c.x + h * 1.25, c.y), Point(c.x - h * 0.75, c.y + h)])
            rasterizer.fill(path, paint: .solid(color), in: ctx.target)
        }
        ctx.markDrawn(Rect(x: c.x - r - 2 * s, y: c.y - r - 2 * s, width: 2 * r + 4 * s, height: 2 * r + 4 * s))
    }
}
