import Raster
import SeriesData

/// The range selector in the overview strip: the whole x extent across `rect`, the selected
/// window clear between two grab handles.
///
/// This is the geometry and the drag rules; ``ChartInteraction`` feeds it input. Dragging the
/// window moves it; dragging a handle moves that edge; both keep the minimum span and stay inside
/// the extent. A tap outside the window centres the window there.
///
/// - Complexity: O(1) for every call; no allocation.
struct RangeSelector: Hashable, Sendable {
    /// What a press grabbed.
    enum Grab: Hashable, Sendable {
        case window, lowerHandle, upperHandle
        /// Outside the window: a tap moves the window there, a drag drags it from there.
        case outside
    }

    /// The overview strip on screen.
    package var rect: Rect
    var constraints: XConstraints
    /// Width of each handle on screen, drawn inside the window's edges.
    var handleWidth: Double
    /// Extra distance around a handle that still grabs it (fingers are wide).
    var touchSlop: Double
    /// The x extent across the strip when the overview has its own (a live chart's, which
    /// catches up with the data a few times a second); `nil`: the constraints' extent.
    public var domain: XWindow?

    public init(rect: Rect, constraints: XConstraints, handleWidth: Double = 10, touchSlop: Double = 16) {
        self.rect = rect; self.constraints = constraints; self.handleWidth = handleWidth; self.touchSlop = touchSlop
    }

    /// Data x → screen x in the strip.
    @inlinable
    func screenX(_ x: Double) -> Double {
        let lower = domain?.lower ?? constraints.lower
        let e = (domain?.upper ?? constraints.upper) - lower
        return rect.x + (e > 0 ? (x - lower) / e : 0) * rect.width
    }

    /// Screen distance → data distance in the strip.
    @inlinable
    func dataDelta(_ dx: Double) -> Double {
        rect.width > 0 ? dx / rect.width * (domain.map(\.span) ?? constraints.upper - constraints.lower) : 0
    }

    /// Screen x → data x in the strip.
    @inlinable
    func dataX(_ sx: Double) -> Double { (domain?.lower ?? constraints.lower) + dataDelta(sx - rect.x) }

    /// Whether a press at `p` belongs to the strip (including the handles' slop).
    public func contains(_ p: Point) -> Bool {
        p.y >= rect.minY - touchSlop / 2 && p.y < rect.maxY + touchSlop / 2
            && p.x >= rect.minX - touchSlop && p.x < rect.maxX + touchSlop
    }

    /// What a press at screen x `sx` grabs, given the current window.
    func grab(at sx: Double, window w: XWindow) -> Grab {
        let l = screenX(w.lower), u = screenX(w.upper)
        let dl = abs(sx - (l + handleWidth / 2)), du = abs(sx - (u - handleWidth / 2))
        let reach = handleWidth / 2 + touchSlop
        // A narrow window keeps its middle draggable: handles reach inwards only to a third of it.
        let inner = max(min(handleWidth, (u - l) / 3), 0)
        let nearLower = sx >= l - touchSlop && sx <= l + inner && dl <= reach
        let nearUpper = sx <= u + touchSlop && sx >= u - inner && du <= reach
        if nearLower && nearUpper { return dl <= du ? .lowerHandle : .upperHandle }
        if nearLower { return .lowerHandle }
        if nearUpper { return .upperHandle }
        if sx > l && sx < u { return .window }
        return .outside
    }

    /// The window after dragging `grab` by `dx` screen pixels from `start`.
    public func drag(_ grab: Grab, from start: XWindow, by dx: Double) -> XWindow {
        let d = dataDelta(dx)
        let c = constraints
        switch grab {
        case .window, .outside:
            return c.pan(start, by: d)
        case .lowerHandle:
            let lo = min(max(start.lower + d, c.lower), start.upper - c.minSpan)
            return c.clamp(XWindow(lo, start.upper))
        case .upperHandle:
            let hi = max(min(start.upper + d, c.upper), start.lower + c.minSpan)
            return c.clamp(XWindow(start.lower, hi))
        }
    }

    /// The window moved so its centre sits under screen x `sx` (same span).
    func centered(at sx: Double, window w: XWindow) -> XWindow {
        let x = dataX(sx)
        return constraints.clamp(XWindow(x - w.span / 2, x + w.span / 2))
    }
}
