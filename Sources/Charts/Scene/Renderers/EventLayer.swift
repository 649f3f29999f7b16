import Raster
import SeriesData

/// Events over a chart (`--events`, ``ChartSnapshot/events``): a thin vertical marker per event
/// (a faint band for one with an end) in the plot, its label in the events strip above the plot
/// (`ScreenLayout/eventStrip`: labels never cover the data), cut with `…` where the next one
/// begins, and — when the highlight is near a marker (a tap, a hover, `e`/`E`) — a card with the
/// whole text and its time at the top of the plot, never over the info board
/// (`placeCard(width:height:markerX:plot:screen:board:circles:gap:)`).
///
/// Contract with the other drawing: markers go in the series layer, under the lines (over filled
/// charts, as the grid does), the strip in the labels layer, the card in the board layer. Only
/// the layout's `ScreenLayout.eventStrip` and these three calls touch the rest of the scene.
final class EventLayer {
    let rasterizer: Rasterizer
    let text: TextRenderer
    let bold: TextRenderer
    private var path = Path()
    /// The strip's marker xs of the visible events, reused between frames.
    private var stripX: [Double] = []

    /// Label size in points, and how near (points) the highlight must be to a marker to show it.
    static let labelSize = 11.0, nearPoints = 12.0
    static let markerOpacity = 0.55, spanOpacity = 0.10, stripSpanOpacity = 0.35

    init(rasterizer: Rasterizer, text: TextRenderer, bold: TextRenderer) {
        self.rasterizer = rasterizer; self.text = text; self.bold = bold
        stripX.reserveCapacity(64)
    }

    /// The marker's width in pixels at layout scale `s`.
    static func markerWidth(_ s: Double) -> Double { max(1, s.rounded()) }

    /// The screen column a marker of data x `x` covers starts at.
    static func markerLeft(_ x: Double, frame: PlotFrame, scale s: Double) -> Double {
        (frame.screenX(x) - markerWidth(s) / 2).rounded()
    }

    /// Markers and span bands over the plot (series layer).
    func drawMarks(_ ctx: DrawContext) {
        let events = ctx.snapshot.events, w = ctx.snapshot.window, frame = ctx.main, plot = ctx.layout.plot
        guard !events.isEmpty else { return }
        let s = ctx.layout.scale, color = Paint.solid(ctx.theme.axisText)
        let mw = Self.markerWidth(s)
        for i in events.indices(touching: w.lower, w.upper) {
            let e = events[i]
            if let end = e.end {
                let a = max(frame.screenX(Double(e.start)), plot.minX), b = min(frame.screenX(Double(end)), plot.maxX)
                if b > a { rasterizer.fillRect(Rect(x: a, y: plot.minY, width: b - a, height: plot.height), paint: color, opacity: Self.spanOpacity, in: ctx.target) }
            }
            let x = Self.markerLeft(Double(e.start), frame: frame, scale: s)
            guard x + mw > plot.minX, x < plot.maxX else { continue }
            rasterizer.fillRect(Rect(x: x, y: plot.minY, width: mw, height: plot.height), paint: color, opacity: Self.markerOpacity, in: ctx.target)
        }
        ctx.markDrawn(plot)
    }

    /// Ticks, span bars and labels in the events strip (labels layer).
    func drawStrip(_ ctx: DrawContext) {
        let events = ctx.snapshot.events, w = ctx.snapshot.window, frame = ctx.main
        guard !events.isEmpty, let strip = ctx.layout.eventStrip else { return }
        let s = ctx.layout.scale, theme = ctx.theme, size = ctx.layout.px(Self.labelSize)
        let mw = Self.markerWidth(s)
        stripX.removeAll(keepingCapacity: true)
        for i in events.indices(touching: w.lower, w.upper) {
            stripX.append(min(max(frame.screenX(Double(events[i].start)), strip.minX), strip.maxX))
        }
        var k = 0
        for i in events.indices(touching: w.lower, w.upper) {
            let e = events[i], x = stripX[k]
            k += 1
            if let end = e.end {
                let b = min(frame.screenX(Double(end)), strip.maxX)
                if b > x { rasterizer.fillRect(Rect(x: x, y: strip.maxY - 3 * s, width: b - x, height: 3 * s), paint: .solid(theme.axisText), opacity: Self.stripSpanOpacity, in: ctx.target) }
            }
            rasterizer.fillRect(Rect(x: (x - mw / 2).rounded(), y: strip.minY + 2 * s, width: mw, height: strip.height - 2 * s),
                                paint: .solid(theme.axisText), opacity: Self.markerOpacity, in: ctx.target)
            let next = k < stripX.count ? stripX[k] : strip.maxX
            let room = next - x - 4 * s - 6 * s
            guard room >= size * 3 else { continue }   // room for a word, not a lone `…`
            text.draw(e.text, size: size, at: Point(x + 4 * s, (strip.midY + size * 0.36).rounded()), alignment: .left,
                      color: theme.axisText, opacity: 1, maxWidth: room, in: ctx.target)
        }
        ctx.markDrawn(strip.insetBy(dx: -2, dy: -2))
    }

    /// The event near the highlight, if any: its whole text and time in a card at the top of the
    /// plot, clear of the info board (board layer, after the board).
    func drawCard(_ ctx: DrawContext, zone: TimeZoneOffsets, circles: [BoardPlacement.Circle] = []) {
        let snapshot = ctx.snapshot
        guard let hi = snapshot.drawnHighlight?.index, snapshot.model.xs.indices.contains(hi),
              let i = Self.near(snapshot.events, x: snapshot.model.xs[hi], frame: ctx.main, tolerance: ctx.layout.px(Self.nearPoints))
        else { return }
        let e = snapshot.events[i], s = ctx.layout.scale, theme = ctx.theme, plot = ctx.layout.plot
        let size = ctx.layout.px(ScreenLayout.Metrics.boardSize), pad = 10 * s
        var when = DateFormat.boardTitle(e.start, stepMilliseconds: 60_000, zone: zone)
        if let end = e.end { when += " – " + DateFormat.boardTitle(end, stepMilliseconds: 60_000, zone: zone) }
        let widest = max(min(plot.width * 0.6, 360 * s), 40 * s)
        let lines = Self.wrap(e.spoken, width: widest) { text.measure($0, size: size).advance }
        let textWidth = lines.map { text.measure($0, size: size).advance }.max() ?? 0
        let w = min(max(textWidth, bold.measure(when, size: size).advance) + 2 * pad, plot.width)
        let h = 2 * pad + size * 1.3 * Double(lines.count + 1)
        let board = ctx.geometry.board?.drawn(at: snapshot.board)
        guard let card = Self.placeCard(width: w, height: h, markerX: ctx.main.screenX(Double(e.start)), plot: plot,
                                        screen: ctx.layout.bounds, board: board, circles: circles, gap: 6 * s) else { return }
        ctx.fillCard(card, scale: s, path: &path, rasterizer: rasterizer)
        var baseline = card.minY + pad + size
        bold.draw(when, size: size, at: Point(card.minX + pad, baseline.rounded()), color: theme.text, maxWidth: w - 2 * pad, in: ctx.target)
        for line in lines {
            baseline += size * 1.3
            text.draw(line, size: size, at: Point(card.minX + pad, baseline.rounded()), color: theme.text, maxWidth: w - 2 * pad, in: ctx.target)
        }
        ctx.markDrawn(card.insetBy(dx: -3 * s, dy: -3 * s))
    }

    /// Where the card of `width × height` goes: centred on the marker at screen x `markerX` at
    /// the top of `plot` — or, where that meets the info board (`board`, `gap` apart) or a
    /// highlight circle, the place nearest to it beside, below or above them, inside `screen`
    /// (clear of the board always, of the circles where a place allows). `nil` when no place
    /// avoids the board (a screen too small for both): the card is not drawn.
    /// - Complexity: O(circles²).
    static func placeCard(width w: Double, height h: Double, markerX: Double, plot: Rect, screen: Rect,
                          board: Rect?, circles: [BoardPlacement.Circle] = [], gap: Double) -> Rect? {
        let top = plot.minY + gap
        let x0 = min(max(markerX - w / 2, plot.minX), max(plot.maxX - w, plot.minX))
        let keepOut = board?.insetBy(dx: -gap, dy: -gap)
        func inside(_ r: Rect) -> Bool {
            r.minX >= screen.minX && r.maxX <= screen.maxX && r.minY >= screen.minY && r.maxY <= screen.maxY
                && !(keepOut.map(r.intersects) ?? false)
        }
        func clear(_ r: Rect) -> Bool { inside(r) && !circles.contains { BoardPlacement.covers(r, $0, margin: gap) } }
        let preferred = Rect(x: x0, y: top, width: w, height: h)
        if clear(preferred) { return preferred }
        var xs = [x0, screen.minX, screen.maxX - w], ys = [top, plot.maxY - h, screen.minY]
        if let k = keepOut { xs += [k.minX - w, k.maxX]; ys += [k.maxY, k.minY - h] }
        for c in circles { ys += [c.center.y + c.radius + gap, c.center.y - c.radius - gap - h] }
        for test in [clear, inside] {
            var best: Rect?, bestDistance = Double.infinity
            for x in xs {
                for y in ys {
                    let r = Rect(x: x, y: y, width: w, height: h)
                    let d = abs(x - x0) + abs(y - top)
                    if d < bestDistance, test(r) { best = r; bestDistance = d }
                }
            }
            if let best { return best }
        }
        return nil
    }

    /// The index of the event whose marker (or span) is nearest screen x of data x `x`, within
    /// `tolerance` pixels; `nil` when none is.
    /// - Complexity: O(log n + events starting before the tolerance's end).
    static func near(_ events: EventList, x: Double, frame: PlotFrame, tolerance: Double) -> Int? {
        guard !events.isEmpty else { return nil }
        let sx = frame.screenX(x)
        let perPixel = frame.rect.width > 0 ? (frame.xMax - frame.xMin) / frame.rect.width : 0
        var best: (i: Int, d: Double)?
        for i in events.indices(touching: x - tolerance * perPixel, x + tolerance * perPixel) {
            let e = events[i]
            let a = frame.screenX(Double(e.start)), b = frame.screenX(Double(e.last))
            let d = sx < a ? a - sx : sx > b ? sx - b : 0
            if d <= tolerance, d < (best?.d ?? .infinity) { best = (i, d) }
        }
        return best?.i
    }

    /// `text` broken at spaces into lines at most `width` wide (a word wider than that is cut
    /// with `…` when drawn), at most six lines.
    static func wrap(_ text: String, width: Double, measure: (String) -> Double) -> [String] {
        var lines: [String] = [], line = ""
        for word in text.split(separator: " ") {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if line.isEmpty || measure(candidate) <= width { line = candidate; continue }
            lines.append(line)
            line = String(word)
        }
        if !line.isEmpty { lines.append(line) }
        if lines.count > 6 { lines = Array(lines.prefix(6)); lines[5] += " …" }
        return lines.isEmpty ? [""] : lines
    }
}
