import Raster
import SeriesData

/// The gesture recogniser of a chart screen: turns ``ChartInput`` sequences (touch, pointer,
/// wheel, touchpad pinch, keys — each with its timestamp) into the visible x window, the
/// highlight, and ``InteractionAction``s for its ``ChartFeel``.
///
/// - Touch in the plot: drag pans (with momentum after a fling, cancelled the moment a finger
///   touches again); two fingers pinch about their midpoint; tap or long press shows the
///   highlight, dragging from the highlight line moves it; a pan clears it; double tap resets.
/// - The overview's range selector: drag the window or a handle (momentum on release); tap
///   outside the window centres it there.
/// - Pointer: hover moves the highlight, drag pans, double click resets; wheel pans and with the
///   zoom modifier zooms at the pointer, in animated steps; a touchpad pinch zooms at once.
/// - Keys: left/right step the highlight (or pan), up/down zoom, Enter zooms into the highlighted
///   day, Esc clears the highlight or leaves the day.
///
/// Every window obeys `constraints` (inside the data, never narrower than the minimum span).
/// Times come from the inputs and from ``advance(to:)``; nothing reads a clock, so a sequence of
/// inputs with timestamps always gives the same windows.
///
/// - Complexity: O(1) per input and per frame; no allocation after the first touches.
public final class ChartInteraction {
    // MARK: Configuration
    public var layout: InteractionLayout
    var constraints: XConstraints { didSet { selector.constraints = constraints } }
    /// The overview's own x extent when it has one (``OverviewView``): the range selector maps
    /// through it; `nil`: through `constraints`.
    var overviewDomain: XWindow? { didSet { selector.domain = overviewDomain } }
    /// The window a double tap (or reset) returns to.
    var defaultWindow: XWindow
    var plotMode: PlotMode = .series
    /// Set by the ``ChartFeel`` while it shows a day (pinching out past it, Esc and back leave it).
    var isInDay = false
    /// Snaps a data x to the x of the nearest drawn point (the feel and the controller set it).
    var snap: (Double) -> Double = { $0 }
    /// The x of the point after (`+1`) or before (`-1`) a point's x, or `nil` at the ends.
    package var neighbour: (Double, Int) -> Double? = { _, _ in nil }
    /// Picks the point drawn under a screen position in a window (a scatter plot's symbol under
    /// the finger), its data x; `nil` (or no picker) falls back to `snap` of the position's x.
    package var pick: ((Point, XWindow) -> Double?)?

    // Tunables, in points (multiplied by the layout's scale) and seconds.
    var touchSlop = 8.0
    var highlightGrabRadius = 24.0
    var longPressDelay = 0.45
    var doubleTapInterval = 0.3
    var doubleTapDistance = 30.0
    /// Animated steps: keys and wheel.
    var stepDuration = 0.3
    /// Fraction of the span one wheel notch or arrow key pans.
    var panStep = 0.125
    /// Factor one wheel notch zooms by.
    var wheelZoom = 1.25

    // MARK: State
    /// The window's edges, eased for animated steps, set at once while dragging.
    public private(set) var lower: AnimatedValue
    public private(set) var upper: AnimatedValue
    /// The highlighted data x (already snapped), or `nil`.
    public internal(set) var highlightX: Double?
    /// Whether the highlight follows a hovering pointer (cleared when it leaves).
    var highlightFromHover = false
    /// The glide after a fling.
    var momentum = Momentum()
    var selector: RangeSelector
    var tracker = VelocityTracker()
    var touches: [(id: Int, point: Point)] = []
    var mode: Mode = .idle
    var glide: Glide = .plot(base: XWindow(0, 0), dataPerPixel: 0)
    var lastTap: (time: Double, point: Point)?
    var wantedSpan = 0.0
    var zoomOutSent = false
    var lastTouchpadPinch = -Double.infinity
    static let pointerID = Int.min

    enum Mode {
        case idle
        /// Pressed, not yet a drag (tap, long press or drag to come).
        case press(region: InteractionRegion, start: Point, time: Double, pointer: Bool)
        case pan(start: Point, window: XWindow, pointer: Bool)
        /// Moving the highlight; a release without moving past the slop is still a tap.
        case scrub(start: Point, moved: Bool)
        case pinch(anchor: Double, distance: Double, span: Double)
        case select(grab: RangeSelector.Grab, startX: Double, window: XWindow)
        /// The press did its thing (a long press) or left its control: wait for the release.
        case held
    }

    enum Glide {
        case plot(base: XWindow, dataPerPixel: Double)
        case selector(grab: RangeSelector.Grab, base: XWindow)
    }

    /// A recogniser showing `window` (clamped) of data limited by `constraints`.
    public init(layout: InteractionLayout, constraints: XConstraints, window: XWindow? = nil) {
        self.layout = layout
        self.constraints = constraints
        let w = constraints.clamp(window ?? constraints.full)
        defaultWindow = w
        lower = AnimatedValue(w.lower)
        upper = AnimatedValue(w.upper)
        selector = RangeSelector(rect: layout.overview, constraints: constraints,
                                 handleWidth: 10 * layout.scale, touchSlop: 16 * layout.scale)
        touches.reserveCapacity(4)
    }

    // MARK: Reading

    /// The visible window at `time`.
    @inlinable
    public func window(at time: Double) -> XWindow { XWindow(lower.value(at: time), upper.value(at: time)) }

    /// Where the window is going (where labels and the y scale should lay out for).
    package var targetWindow: XWindow { XWindow(lower.target, upper.target) }

    /// Whether something still moves at `time` (a glide or an animated step).
    public func isAnimating(at time: Double) -> Bool {
        momentum.isActive || !lower.isFinished(at: time) || !upper.isFinished(at: time)
    }

    /// Whether a finger or button is down.
    var isInteracting: Bool { !touches.isEmpty }

    /// Whether a press waits for its long-press moment: the host must keep calling
    /// ``advance(to:)`` (keep frames coming) until it passes.
    var isAwaitingLongPress: Bool {
        if case .press = mode { return true }
        return false
    }

    /// The range selector geometry for the current layout (the overview draws its handles with it).
    var rangeSelector: RangeSelector { selector }

    // MARK: Commands from the feel and the controller

    /// Shows `w` (clamped), eased or at once; stops any glide.
    func setWindow(_ w: XWindow, at time: Double, animated: Bool) {
        momentum.stop()
        let c = constraints.clamp(w)
        if animated {
            lower.animate(to: c.lower, at: time, duration: stepDuration)
            upper.animate(to: c.upper, at: time, duration: stepDuration)
        } else {
            lower.set(c.lower); upper.set(c.upper)
        }
        dropHighlightIfAway()
    }

    /// Clamps the window at once (stopping a glide) when new `constraints` no longer reach it;
    /// otherwise an eased step, a glide or a gesture under way goes on (new data, the feel's
    /// `rebind(to:…)`).
    func keepInside() {
        let t = targetWindow, c = constraints.clamp(t)
        if c != t { lower.set(c.lower); upper.set(c.upper); momentum.stop() }
    }

    /// Moves the window (and any eased step it is taking) by `dx` with the data: a live chart
    /// following its newest sample.
    public func follow(by dx: Double) {
        guard dx != 0, dx.isFinite else { return }
        lower.shift(by: dx); upper.shift(by: dx)
        dropHighlightIfAway()
    }

    /// Back to `defaultWindow`, eased; clears the highlight.
    public func reset(at time: Double) {
        highlightX = nil
        setWindow(defaultWindow, at: time, animated: true)
    }

    /// The data x a tap or hover at `p` highlights: the picked symbol, else the nearest point's x.
    func pickX(_ p: Point, in w: XWindow) -> Double {
        pick?(p, w) ?? snap(dataX(p.x, in: w))
    }

    /// Places or clears the highlight (snapped).
    public func setHighlight(_ x: Double?) {
        highlightX = x.map(snap)
        highlightFromHover = false
    }

    /// A new layout (resize, or the info board moved).
    func updateLayout(_ l: InteractionLayout) {
        layout = l
        selector.rect = l.overview
        selector.handleWidth = 10 * l.scale
        selector.touchSlop = 16 * l.scale
    }

    /// Drives long presses and glides; call once per frame.
    /// - Returns: an action when a long press on a toggle fired.
    @discardableResult
    public func advance(to time: Double) -> InteractionAction? {
        var action: InteractionAction?
        if case let .press(region, start, t0, pointer) = mode, time - t0 >= longPressDelay {
            action = longPress(region: region, at: start, pointer: pointer)
        }
        if momentum.isActive { stepGlide(at: time) }
        return action
    }

    // MARK: Input

    /// Feeds one input event; returns what the feel should do besides moving the window.
    @discardableResult
    public func handle(_ input: ChartInput) -> InteractionAction? {
        switch input {
        case let .touchDown(id, p, t): return down(id: id, p, at: t, pointer: false)
        case let .touchMove(id, p, t): return move(id: id, p, at: t)
        case let .touchUp(id, t): return up(id: id, at: t)
        case let .touchCancel(t): cancel(at: t); return nil
        case let .pointerDown(button, p, t):
            guard button == .primary else { return nil }
            return down(id: Self.pointerID, p, at: t, pointer: true)
        case let .pointerMove(p, t):
            if touches.contains(where: { $0.id == Self.pointerID }) { return move(id: Self.pointerID, p, at: t) }
            hover(p, at: t)
            return nil
        case let .pointerUp(button, p, t):
            guard button == .primary, touches.contains(where: { $0.id == Self.pointerID }) else { return nil }
            _ = move(id: Self.pointerID, p, at: t)
            return up(id: Self.pointerID, at: t)
        case .pointerLeave:
            if highlightFromHover && touches.isEmpty { highlightX = nil; highlightFromHover = false }
            return nil
        case let .scroll(dx, dy, at, zoomModifier, t): scroll(dx: dx, dy: dy, at: at, zoom: zoomModifier, time: t); return nil
        case let .pinch(scale, center, t): return touchpadPinch(scale: scale, center: center, at: t)
        case let .key(key, t): return self.key(key, at: t)
        }
    }

    // MARK: Shared helpers

    var slop: Double { touchSlop * layout.scale }

    /// Data x under screen x `sx` in the plot for window `w`.
    func dataX(_ sx: Double, in w: XWindow) -> Double {
        let r = layout.plot
        return w.lower + (r.width > 0 ? (sx - r.x) / r.width : 0) * w.span
    }

    func screenX(_ x: Double, in w: XWindow) -> Double {
        let r = layout.plot
        return r.x + (w.span > 0 ? (x - w.lower) / w.span : 0) * r.width
    }

    /// Sets the window at once (a finger drives it) and stops any animated step.
    func place(_ w: XWindow) {
        lower.set(w.lower); upper.set(w.upper)
        dropHighlightIfAway()
    }

    /// Eases the window to `w` (already clamped) from wherever it is.
    func ease(to w: XWindow, at time: Double) {
        lower.animate(to: w.lower, at: time, duration: stepDuration)
        upper.animate(to: w.upper, at: time, duration: stepDuration)
        dropHighlightIfAway()
    }

    /// Clears the highlight once its point has been scrolled out of the target window.
    func dropHighlightIfAway() {
        if let h = highlightX, !XWindow(lower.target, upper.target).contains(h) { highlightX = nil }
    }

    private func stepGlide(at time: Double) {
        let off = momentum.offset(at: time)
        let intended: XWindow
        let got: XWindow
        switch glide {
        case let .plot(base, perPixel):
            intended = XWindow(base.lower - off * perPixel, base.upper - off * perPixel)
            got = constraints.clamp(intended)
        case let .selector(grab, base):
            let d = selector.dataDelta(off)
            intended = grab == .upperHandle ? XWindow(base.lower, base.upper + d)
                : grab == .lowerHandle ? XWindow(base.lower + d, base.upper)
                : XWindow(base.lower + d, base.upper + d)
            got = selector.drag(grab, from: base, by: off)
        }
        place(got)
        let tol = max(constraints.extent, 1) * 1e-12
        if momentum.isFinished(at: time) || abs(got.lower - intended.lower) > tol || abs(got.upper - intended.upper) > tol {
            momentum.stop()
        }
    }
}
