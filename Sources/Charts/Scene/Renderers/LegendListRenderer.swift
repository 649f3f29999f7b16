import Raster
import SeriesData

/// The `+7` pill and the legend list it opens (`LegendListLayout`): a board-like panel over
/// the plot, one row per collapsed series — a check box in its colour (filled and checked when
/// shown, outlined when hidden) and its name — the keys' row ringed.
final class LegendListRenderer {
    private let rasterizer: Rasterizer
    private let text: TextRenderer
    private var path = Path()
    private var check: [Point] = []
    /// `+ 9,812 more` for the series beyond the panel, made again only when the count changes.
    private var unlistedText = ""
    private var unlistedCount = 0

    init(rasterizer: Rasterizer, text: TextRenderer) {
        self.rasterizer = rasterizer
        self.text = text
        check.reserveCapacity(3)
    }

    /// The `+7` pill (controls layer): outlined in the text's tone, filled while the list is open.
    func drawMorePill(_ ctx: DrawContext) {
        guard let r = ctx.layout.morePill else { return }
        let theme = ctx.theme, s = ctx.layout.scale
        let open = ctx.snapshot.legendList != nil
        path.removeAll()
        Shapes.addRoundedRect(r, radius: r.height / 2, to: &path)
        rasterizer.fill(path, paint: .solid(theme.axisText), in: ctx.target)
        if !open {
            let inset = r.insetBy(dx: 1.5 * s, dy: 1.5 * s)
            path.removeAll()
            Shapes.addRoundedRect(inset, radius: inset.height / 2, to: &path)
            rasterizer.fill(path, paint: .solid(theme.background), in: ctx.target)
        }
        let size = ctx.layout.px(ScreenLayout.Metrics.pillSize)
        text.draw(ctx.layout.moreText, size: size, at: Point(r.midX, (r.midY + size * 0.36).rounded()), alignment: .center,
                  color: open ? theme.background : theme.text, opacity: 1, maxWidth: nil, in: ctx.target)
        ctx.markDrawn(r.insetBy(dx: -2, dy: -2))
    }

    /// The open list (board layer, over everything).
    /// - Complexity: O(rows listed); no allocation once the check's points have their room.
    func drawList(_ ctx: DrawContext, _ list: LegendListLayout?) {
        guard let state = ctx.snapshot.legendList, let list else { return }
        let theme = ctx.theme, target = ctx.target, s = ctx.layout.scale
        let panel = list.panel
        ctx.fillCard(panel, scale: s, path: &path, rasterizer: rasterizer)
        ctx.markDrawn(panel.insetBy(dx: -3 * s, dy: -3 * s))

        let size = ctx.layout.px(LegendListLayout.textSize), box = LegendListLayout.box * s
        for (k, row) in list.rows.enumerated() {
            let i = list.first + k
            guard i < ctx.model.data.series.count else { break }
            let shown = ctx.opacity(i), color = ctx.model.data.series[i].color
            let b = Rect(x: row.minX + 6 * s, y: row.midY - box / 2, width: box, height: box)
            path.removeAll()
            Shapes.addRoundedRect(b, radius: 3 * s, to: &path)
            rasterizer.fill(path, paint: .solid(color), in: target)
            if shown < 1 {
                let inner = b.insetBy(dx: 1.5 * s, dy: 1.5 * s)
                path.removeAll()
                Shapes.addRoundedRect(inner, radius: 2 * s, to: &path)
                rasterizer.fill(path, paint: .solid(theme.boardBackground), opacity: 1 - shown, in: target)
            }
            if shown > 0 {
                let cx = b.midX, cy = b.midY
                check.removeAll(keepingCapacity: true)
                check.append(Point(cx - 3.5 * s, cy)); check.append(Point(cx - 1 * s, cy + 2.5 * s)); check.append(Point(cx + 3.5 * s, cy - 3 * s))
                check.withUnsafeBufferPointer { p in
                    rasterizer.strokePolyline(p, style: StrokeStyle(width: 1.6 * s, join: .round, cap: .round),
                                              paint: .solid(theme.pillCheckedText), opacity: shown, in: target)
                }
            }
            text.draw(list.texts[k], size: size, at: Point(b.maxX + 8 * s, (row.midY + size * 0.36).rounded()), alignment: .left,
                      color: theme.text, opacity: 0.55 + 0.45 * shown, maxWidth: nil, in: target)
            if state.focus == k {
                path.removeAll()
                Shapes.addRoundedRect(row.insetBy(dx: 1 * s, dy: 1 * s), radius: 5 * s, to: &path)
                rasterizer.stroke(path, style: StrokeStyle(width: 1.5 * s), paint: .solid(theme.axisText), in: target)
            }
        }
        if let row = list.unlistedRow {
            if unlistedCount != list.unlisted {
                unlistedCount = list.unlisted
                unlistedText = "+ " + NumberFormat.grouped(Double(list.unlisted)) + " more"
            }
            text.draw(unlistedText, size: size, at: Point(row.minX + 6 * s, (row.midY + size * 0.36).rounded()), alignment: .left,
                      color: theme.axisText, opacity: 1, maxWidth: row.width - 6 * s, in: target)
        }
    }
}
