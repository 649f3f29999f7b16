import Raster
import SeriesData

/// A live chart's marks: "updated 14:02:11" (or "ended …") beside the title, in the warning
/// colour once stale, followed by the source's error while it fails (one line, cut with `…`
/// where the header ends); and the "Live ›" control in the plot's top-right corner while the view
/// has left the newest sample. The dashed newest segment is the series renderer's
/// (`SeriesRenderer+Live.swift`).
final class LiveRenderer {
    private let rasterizer: Rasterizer
    private let text: TextRenderer
    /// The reader's zone: the "updated" time is a wall-clock time.
    private let zone: TimeZoneOffsets
    private var path = Path()
    /// The status text, made again only when its second or state changes.
    private var statusText = ""
    private var statusKey: (Int64, Bool, String?) = (.min, false, nil)

    /// The colour of a stale "updated" time.
    static let staleColor = Color(rgb: 0xE0533D)
    static let controlLabel = "Live ›"

    init(rasterizer: Rasterizer, text: TextRenderer, zone: TimeZoneOffsets) {
        self.rasterizer = rasterizer
        self.text = text
        self.zone = zone
    }

    /// Where the "live" control goes for `layout` (top-right corner of the plot).
    static func controlRect(_ layout: ScreenLayout, text: TextRenderer) -> Rect {
        let size = layout.px(ScreenLayout.Metrics.axisSize)
        let w = text.measure(controlLabel, size: size).advance + size * 1.6
        let h = size * 2
        let margin = layout.px(6)
        return Rect(x: layout.plot.maxX - w - margin, y: layout.plot.minY + margin, width: w, height: h)
    }

    /// "updated HH:MM:SS" (the reader's zone) or "ended · updated HH:MM:SS" in its `room` on the
    /// title's line (`HeaderLayout`: after the title, the play control and the badge, never
    /// into the range text), cut with `…`; while the source fails, " · " and its error follow.
    func drawStatus(_ ctx: DrawContext, room: Rect?) {
        guard let live = ctx.snapshot.live, live.updatedAt != nil || live.problem != nil, let room else { return }
        let layout = ctx.layout
        let second = live.updatedAt.map { $0 >= 0 ? $0 / 1000 : ($0 - 999) / 1000 } ?? .min
        if statusKey != (second, live.ended, live.problem) {
            statusKey = (second, live.ended, live.problem)
            statusText = Self.statusText(updated: live.updatedAt == nil ? nil : DateFormat.clock(second * 1000, zone: zone),
                                         ended: live.ended, problem: live.problem)
        }
        let size = layout.px(ScreenLayout.Metrics.rangeSize)
        let color = live.stale ? Self.staleColor : ctx.theme.axisText
        let r = text.draw(statusText, size: size, at: Point(room.minX, layout.titleBaseline.y), alignment: .left, color: color,
                          opacity: 1, maxWidth: room.width, in: ctx.target)
        ctx.markDrawn(r)
    }

    /// The status line: "updated HH:MM:SS", "ended · …", and the problem after " · " on one line.
    static func statusText(updated time: String?, ended: Bool, problem: String?) -> String {
        var parts: [String] = []
        if let time { parts.append(ended ? "ended · updated \(time)" : "updated \(time)") }
        if let problem {
            parts.append(problem.split(whereSeparator: \.isNewline).joined(separator: " "))
        }
        return parts.joined(separator: " · ")
    }

    /// The "Live ›" pill while the view has left the newest sample.
    func drawControl(_ ctx: DrawContext) {
        guard let live = ctx.snapshot.live, !live.following, ctx.snapshot.pie == nil else { return }
        let layout = ctx.layout
        let r = Self.controlRect(layout, text: text)
        path.removeAll()
        Shapes.addRoundedRect(r, radius: r.height / 2, to: &path)
        rasterizer.fill(path, paint: .solid(ctx.theme.overviewFrame), in: ctx.target)
        let size = layout.px(ScreenLayout.Metrics.axisSize)
        text.draw(Self.controlLabel, size: size, at: Point(r.midX, (r.midY + size * 0.36).rounded()), alignment: .center,
                  color: ctx.theme.text, opacity: 1, maxWidth: nil, in: ctx.target)
        ctx.markDrawn(r.insetBy(dx: -2, dy: -2))
    }
}
