import Charts
import Raster
import SeriesData

/// A wall of charts in one buffer: one `ChartScreen` per panel (each with its own
/// `ChartController`, the owner of what that panel shows) and the ``KioskState`` (the owner of
/// which panel shows, the fade, the idle timer, night and burn-in). Each frame the panels are
/// drawn into their cells of the target — `rotate`: the current one, and during a cross-fade the
/// incoming one over it at the fade's opacity; `grid`: every panel in its cell. Input goes to
/// the panel under the finger or pointer (a touch or a press stays with the panel it began in).
///
/// The window draws a frame that changed into a buffer holding the last one
/// (``renderChanges(into:damage:)``): only what changed in the panels is drawn again — new
/// samples at a panel's right edge, its live time, its overview catching up, else the panel whole
/// (`ChartRenderer.renderChanges(_:into:damage:)`). Panels keep no layer bitmaps
/// (`ChartRenderer.cachesLayers` off).
///
/// - Complexity: a frame costs the panels' changed rectangles (every visible panel's whole frame
///   after a rotation, a burn-in step or a new size); during a cross-fade, the incoming panel's frame
///   once per strip of rows (about 1 MiB each, `PNG.rowsPerStrip(width:)`) and one composite of
///   the cell.
public final class KioskScreen {
    /// The panels' screens, in the kiosk file's order.
    public let panels: [ChartScreen]
    /// The kiosk's own state.
    public internal(set) var state: KioskState
    /// What each panel eases back to after the idle time.
    public let configured: [ControllerOptions]
    /// The local second of the day at a monotonic time (the night schedule's clock); tests fix it.
    public var secondOfDay: (Double) -> Double
    public private(set) var layout: KioskLayout
    var scale = 1.0
    /// The burn-in offset and the margin's colours the target was last drawn with whole.
    private var drawnShift = (x: 0, y: 0)
    private var drawnMargin: (back: Color, separator: Color)?
    var redrawAll = true
    private var touchPanel: [Int: Int] = [:]
    private var pressPanel: Int?
    private var hoverPanel: Int?
    private var focus = 0
    /// Each panel's state this frame (reused: no allocation per frame).
    var states: [ChartState] = []
    /// The rectangles one panel changed this frame (reused).
    private var panelDamage = Damage()
    /// The cross-fade's strip of rows (`crossFade(_:into:opacity:)`), kept while a fade runs.
    private(set) var fadeStrips: Bitmap.StripMemory?

    /// A wall showing `panels` as `file` says; `configured[i]` is panel `i`'s starting state;
    /// a rotation starts on panel `startPanel` (where it was before a restart).
    public init(file: KioskFile, panels: [ChartScreen], configured: [ControllerOptions], startPanel: Int = 0,
                secondOfDay: @escaping (Double) -> Double) {
        precondition(!panels.isEmpty && panels.count == file.panels.count && configured.count == panels.count,
                     "a kiosk screen needs one screen and one configuration per panel")
        self.panels = panels
        for p in panels {
            p.scene.cachesLayers = false
            p.controller.followsByColumns = true
        }
        self.configured = configured
        self.secondOfDay = secondOfDay
        state = KioskState(file: file, startingAt: startPanel)
        layout = KioskLayout(file: file, width: 1, height: 1, scale: 1)
    }

    /// The panels on screen now: the current one (and the one fading out), or all of a grid.
    var visiblePanels: [Int] {
        if case .grid = state.file.layout { return Array(panels.indices) }
        return state.fadingOut.map { [$0, state.current] } ?? [state.current]
    }

    /// The buffer is `width × height` pixels at `scale` buffer pixels per surface unit (a new
    /// output, rotation or scale lays everything out again).
    public func resize(width: Int, height: Int, scale: Double) {
        self.scale = scale
        layout = KioskLayout(file: state.file, width: width, height: height, scale: scale)
        for (i, p) in panels.enumerated() {
            let c = layout.cells[min(i, layout.cells.count - 1)]
            p.resize(width: c.width, height: c.height, scale: scale)
        }
        redrawAll = true
    }

    /// Moves the kiosk and every panel to `time`: rotation, idle reset, night, burn-in, then the
    /// panels' animations and live data (hidden panels keep taking their samples).
    public func advance(to time: Double) {
        let c = state.advance(to: time, secondOfDay: secondOfDay(time))
        for p in panels { p.advance(to: time) }   // first: what the changes start, starts now
        noteStates(at: time)
        if c.resetPanels {
            for (p, o) in zip(panels, configured) { p.controller.easeBack(to: o) }
        }
        if let night = c.night {
            for (p, o) in zip(panels, configured) {
                p.controller.setThemeKind(night ? .night : o.theme, animated: c.nightAnimated)
            }
        }
        if c.redrawAll { redrawAll = true }
    }

    /// Whether a frame is needed.
    package var needsRender: Bool {
        redrawAll || state.isAnimating || visiblePanels.contains { panels[$0].needsRender }
    }

    /// Whether a frame is due at `time` (monotonic seconds): `needsRender`, or a change of the
    /// wall or of a panel shown fell due (`nextChange`), or a panel shown has data waiting. A
    /// question: nothing changes.
    package func needsFrame(at time: Double) -> Bool {
        needsRender || (nextChange ?? .infinity) <= time || visiblePanels.contains { panels[$0].needsFrame(at: time) }
    }

    /// The next time the wall changes without input (the end of a dwell or a fade, the idle reset,
    /// a burn-in step, the night schedule's next switch, a panel shown turning stale): the window
    /// sleeps until then. `nil`: nothing is due.
    package var nextChange: Double? {
        var next = state.nextChange ?? .infinity
        if let night = nextNightChange { next = min(next, night) }
        for i in visiblePanels { if let p = panels[i].nextChange { next = min(next, p) } }
        return next.isFinite ? next : nil
    }

    /// When the night schedule next switches, by ``secondOfDay`` (after the first answer, which the
    /// first frame gives). A clock change on the way (daylight saving) is corrected once by asking
    /// the clock where that time falls; a second wake-up at the switch catches anything left.
    private var nextNightChange: Double? {
        guard let schedule = state.file.night, state.night != nil else { return nil }
        let now = state.now, second = secondOfDay(now)
        let ahead = schedule.secondsToNextChange(fromSecondOfDay: second)
        var drift = (secondOfDay(now + ahead) - second - ahead).truncatingRemainder(dividingBy: 86_400)
        if drift > 43_200 { drift -= 86_400 } else if drift <= -43_200 { drift += 86_400 }
        // Half a second past the minute, so the schedule reads the new minute when woken.
        return now + max(ahead - drift, 1) + 0.5
    }

    /// What the window's title shows.
    public var title: String {
        if case .grid = state.file.layout { return panels.map(\.title).joined(separator: " · ") }
        return panels[state.current].title
    }

    /// Draws `target`, which holds the frame this wall drew last, and returns what changed: only
    /// what changed in the panels (nothing, and an empty rectangle, when nothing did); the
    /// whole wall as ``render(into:)`` after a rotation, during a fade, after a burn-in step,
    /// when the margin's colour changes or the size is new. The pixels are those of
    /// ``render(into:)``.
    @discardableResult
    public func renderChanges(into target: Bitmap) -> PixelRect {
        var damage = Damage()
        renderChanges(into: target, damage: &damage)
        return damage.bounds
    }

    /// ``renderChanges(into:)``, adding the rectangles that changed to `damage` (a panel's own
    /// parts: `ChartScreen.drawChanges(into:damage:)`).
    public func renderChanges(into target: Bitmap, damage: inout Damage) {
        let margin = marginColors
        guard target.width == layout.width, target.height == layout.height, !redrawAll, !state.isAnimating,
              state.shift == drawnShift, let drawn = drawnMargin, drawn.back == margin.back, drawn.separator == margin.separator
        else { damage.add(render(into: target)); return }
        // No fade runs here: a grid's panels or the one shown (a range, not a list: no allocation).
        var shown = state.current ..< state.current + 1
        if case .grid = state.file.layout { shown = panels.indices }
        for i in shown {
            let cell = layout.cell(i, shift: drawnShift)
            let view = target.view(cell)
            panelDamage.removeAll()
            guard panels[i].drawChanges(into: view, damage: &panelDamage) else { continue }
            // The panel covered its edge: drawn again, and all of the cell is damage with it.
            if drawMarks(of: i, into: view) { panelDamage.add(PixelRect(x: 0, y: 0, width: cell.width, height: cell.height)) }
            damage.add(panelDamage, dx: cell.x, dy: cell.y)
        }
    }

    /// The margin's colour (the background of the panel shown first) and the gaps' (its overview
    /// mask laid over that background: translucent, so the gaps are opaque).
    private var marginColors: (back: Color, separator: Color) {
        let theme = panels[state.current].controller.theme
        let mask = theme.overviewMask
        return (theme.background, theme.background.mixed(with: Color(red: mask.red, green: mask.green, blue: mask.blue), Double(mask.alpha) / 255))
    }

    /// Draws the whole of `target` and returns what changed since the previous frame. The margin
    /// takes the background of the panel shown (a grid: the first panel's), the gaps its overview
    /// mask laid over that background.
    @discardableResult
    public func render(into target: Bitmap) -> PixelRect {
        if target.width != layout.width || target.height != layout.height { resize(width: target.width, height: target.height, scale: scale) }
        let shift = state.shift
        let margin = marginColors
        // A new margin colour (a theme fading) damages the margin and the gaps too.
        let full = redrawAll || state.isAnimating || drawnMargin.map { $0.back != margin.back || $0.separator != margin.separator } ?? true
        redrawAll = false
        (drawnShift, drawnMargin) = (shift, margin)
        clearOutsideCells(target, color: margin.back, separator: margin.separator, shift: shift)
        var damage = PixelRect(x: 0, y: 0, width: 0, height: 0)
        func add(_ r: PixelRect, _ cell: PixelRect) {
            guard !r.isEmpty else { return }
            let moved = PixelRect(x: r.x + cell.x, y: r.y + cell.y, width: r.width, height: r.height)
            damage = damage.isEmpty ? moved : damage.union(moved)
        }
        if case .rotate = state.file.layout, let out = state.fadingOut {
            let cell = layout.cell(0, shift: shift)
            panels[out].render(into: target.view(cell))
            crossFade(panels[state.current], into: target.view(cell), opacity: state.fadeProgress)
        } else {
            fadeStrips = nil
            for i in visiblePanels {
                let cell = layout.cell(i, shift: shift)
                add(panels[i].render(into: target.view(cell)), cell)
                if drawMarks(of: i, into: target.view(cell)) { add(PixelRect(x: 0, y: 0, width: cell.width, height: cell.height), cell) }
            }
        }
        return full ? target.bounds : damage
    }

    /// Composites `panel`'s frame over `cell` at `opacity`, a strip of rows at a time: each strip
    /// is the panel's whole frame drawn again into the strip's rows (as `--png` draws), so the
    /// pixels are those of compositing the whole frame, without a frame of memory for it. One
    /// strip's memory (about 1 MiB) serves every strip of every frame of the fade.
    private func crossFade(_ panel: ChartScreen, into cell: Bitmap, opacity: Double) {
        if fadeStrips.map({ $0.width != cell.width || $0.height != cell.height }) ?? true {
            fadeStrips = Bitmap.StripMemory(width: cell.width, height: cell.height, rows: PNG.rowsPerStrip(width: cell.width))
        }
        guard let memory = fadeStrips else { return }
        var y = 0
        while y < cell.height {
            let band = y ..< min(y + memory.rows, cell.height)
            let strip = memory.strip(band)
            panel.scene.invalidateAllLayers()
            panel.render(into: strip)
            cell.composite(strip.view(PixelRect(x: 0, y: band.lowerBound, width: cell.width, height: band.count)),
                           at: (0, band.lowerBound), opacity: opacity)
            y = band.upperBound
        }
    }

    /// Fills the burn-in margin with `back` and the grid's gaps (and unused cells) with `separator`.
    private func clearOutsideCells(_ target: Bitmap, color back: Color, separator: Color, shift: (x: Int, y: Int)) {
        let o = layout.origin(shift: shift)
        let (cw, ch) = (layout.contentWidth, layout.contentHeight)
        for r in [PixelRect(x: 0, y: 0, width: target.width, height: o.y),
                  PixelRect(x: 0, y: o.y + ch, width: target.width, height: target.height - o.y - ch),
                  PixelRect(x: 0, y: o.y, width: o.x, height: ch),
                  PixelRect(x: o.x + cw, y: o.y, width: target.width - o.x - cw, height: ch)] where r.width > 0 && r.height > 0 {
            target.view(r).clear(to: back)
        }
        for g in layout.gaps {
            target.view(PixelRect(x: g.x + o.x, y: g.y + o.y, width: g.width, height: g.height)).clear(to: separator)
        }
    }

    // MARK: Input

    /// The panel under buffer point `p` (rotate: the current one), or `nil` in a gap or margin.
    public func panel(at p: Point) -> Int? {
        guard let cell = layout.cellIndex(atX: p.x, y: p.y, shift: state.shift) else { return nil }
        if case .rotate = state.file.layout { return state.current }
        return cell
    }

    /// Input in buffer pixels: it pauses rotation and restarts the idle time, and goes to the
    /// panel under it (moved into that panel's coordinates); keys go to the panel touched last.
    public func handle(_ input: ChartInput) {
        state.noteInput(at: input.time)
        if case .rotate = state.file.layout { focus = state.current }
        switch input {
        case .touchDown(let id, let p, _):
            guard let i = panel(at: p) else { return }
            touchPanel[id] = i
            focus = i
            send(input, to: i)
        case .touchMove(let id, _, _):
            if let i = touchPanel[id] { send(input, to: i) }
        case .touchUp(let id, _):
            if let i = touchPanel.removeValue(forKey: id) { send(input, to: i) }
        case .touchCancel:
            for i in Set(touchPanel.values) { send(input, to: i) }
            touchPanel = [:]
        case .pointerDown(_, let p, _):
            guard let i = panel(at: p) else { return }
            pressPanel = i
            focus = i
            send(input, to: i)
        case .pointerUp:
            if let i = pressPanel { send(input, to: i) }
            pressPanel = nil
        case .pointerMove(let p, let t):
            let i = pressPanel ?? panel(at: p)
            if let h = hoverPanel, h != i { send(.pointerLeave(time: t), to: h) }
            hoverPanel = i
            if let i { send(input, to: i) }
        case .pointerLeave:
            if let h = hoverPanel { send(input, to: h) }
            hoverPanel = nil
        case .scroll(_, _, let p, _, _), .pinch(_, let p, _):
            guard let i = panel(at: p) else { return }
            focus = i
            send(input, to: i)
        case .key:
            send(input, to: focus)
        }
    }

    private func send(_ input: ChartInput, to i: Int) {
        let cell = layout.cell(i, shift: state.shift)
        panels[i].handle(input.moved(by: Double(cell.x), Double(cell.y)))
    }
}
