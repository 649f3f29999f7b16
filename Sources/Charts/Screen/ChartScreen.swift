import Raster
import SeriesData

/// One chart screen, wired: input and frame times go to the ``ChartController`` (the one owner of
/// what is shown); each frame its ``ChartSnapshot`` is laid out by the ``ChartRenderer``, the
/// controller reads the layout back (hit-testing, the x-label step, the board's place), and the
/// scene draws the snapshot into the target.
///
///     input ─▶ ChartController ─▶ snapshot ─▶ ChartRenderer.layOut ─▶ FrameLayout ─┐
///                    ▲                                                          │
///                    └────────────────────── adopt ◀───────────────────────────┘
///              snapshot ─▶ ChartRenderer.render ─▶ layers ─▶ composite ─▶ buffer
///
/// This is what the window shows and what `--png` renders.
public final class ChartScreen {
    /// The state owner.
    public let controller: ChartController
    /// The render stage.
    public let scene: ChartRenderer

    /// A screen showing `charts` in the state `options` describes, drawn with `textRenderer` (and
    /// `boldTextRenderer` for bold text; by default the same font emboldened); `days` supplies
    /// day charts for zooming into a day; `haloTextRenderer` and `rasterizer` as ``ChartRenderer``'s.
    public init(charts: [ChartData], textRenderer: TextRenderer, boldTextRenderer: TextRenderer? = nil,
                options: ControllerOptions = ControllerOptions(), days: DaySource? = nil, haloTextRenderer: TextRenderer? = nil,
                rasterizer: Rasterizer = Rasterizer()) {
        controller = ChartController(charts: charts, options: options, days: days)
        scene = ChartRenderer(textRenderer: textRenderer, boldTextRenderer: boldTextRenderer, presets: options.presets,
                           timeZone: options.timeZone, haloTextRenderer: haloTextRenderer, rasterizer: rasterizer)
    }

    /// The buffer is `width × height` pixels at `scale` buffer pixels per surface unit.
    public func resize(width: Int, height: Int, scale: Double) {
        scene.resize(width: width, height: height, scale: scale)
        layOut()
    }

    /// Input in buffer pixels.
    public func handle(_ input: ChartInput) { controller.handle(input) }

    /// Moves animations to `time` (monotonic seconds).
    public func advance(to time: Double) { controller.advance(to: time) }

    /// Whether a frame is needed: something changed, or an animation runs.
    package var needsRender: Bool { controller.isAnimating || scene.needsRender(controller.snapshot) }

    /// Whether a frame is due at `time` (monotonic seconds): `needsRender`, data waiting to be
    /// taken, or a change that fell due (`nextChange`). A question: nothing changes.
    package func needsFrame(at time: Double) -> Bool {
        controller.hasNews || (nextChange ?? .infinity) <= time || needsRender
    }

    /// The next time the screen changes without input or data (a stale mark, the overview
    /// catching up, a monitor's sentence); the window sleeps until then. `nil`: nothing is due.
    package var nextChange: Double? {
        guard let m = controller.nextMonitorAnnouncement else { return controller.nextLiveChange }
        return min(m, controller.nextLiveChange ?? .infinity)
    }

    /// The current chart's title (the window's title shows it).
    public var title: String { controller.title }

    /// Lays out the current state and lets the controller read it back (the first half of a frame;
    /// ``render(into:)`` does it too).
    func layOut() {
        // Two statements: the snapshot is gone before the controller changes (no copy on write).
        let frame = scene.layOut(controller.snapshot)
        controller.adopt(frame)
    }

    /// Draws the current state into `target` (the buffer size; another size lays the screen out
    /// for it) and returns the damaged rectangle.
    @discardableResult
    public func render(into target: Bitmap) -> PixelRect {
        if target.width != scene.width || target.height != scene.height {
            scene.resize(width: target.width, height: target.height, scale: scene.displayScale)
        }
        layOut()
        return scene.render(controller.snapshot, into: target)
    }

    /// Draws the current state into `target`, which holds the frame this screen drew last:
    /// nothing when nothing shown changed, else the frame. Returns what changed (empty: nothing);
    /// the pixels are those of ``render(into:)``.
    @discardableResult
    public func renderChanges(into target: Bitmap) -> PixelRect {
        var damage = Damage()
        renderChanges(into: target, damage: &damage)
        return damage.bounds
    }

    /// ``renderChanges(into:)``, adding the rectangles that changed to `damage`.
    public func renderChanges(into target: Bitmap, damage: inout Damage) {
        _ = drawChanges(into: target, damage: &damage)
    }

    /// Draws into `target`, which holds the frame this screen drew last, what changed, and adds
    /// it to `damage`: without layer caches (a kiosk panel) only the rectangles that changed
    /// (`ChartRenderer.renderChanges(_:into:damage:)`); the pixels are those of ``render(into:)``.
    /// Returns whether anything was drawn (a wall redraws a panel's edge over a panel drawn again).
    package func drawChanges(into target: Bitmap, damage: inout Damage) -> Bool {
        guard target.width == scene.width, target.height == scene.height else {
            damage.add(render(into: target))
            return true
        }
        layOut()
        guard scene.needsRender(controller.snapshot) else { return false }
        if scene.cachesLayers {
            damage.add(scene.render(controller.snapshot, into: target))
        } else {
            scene.renderChanges(controller.snapshot, into: target, damage: &damage)
        }
        return true
    }
}
