import Raster

/// A mouse button, as the chart understands it.
public enum PointerButton: Hashable, Sendable {
    case primary
    case secondary
    case middle
}

/// A key press the chart reacts to (the executable maps keysyms onto these).
public enum ChartKey: Hashable, Sendable {
    case left, right, up, down
    case zoomIn, zoomOut
    case nightMode
    case nextChart, previousChart
    case enter, escape
    /// Home and End: with a highlight, the first and the last visible point (keyboard reading);
    /// End without one returns a live chart to its newest data.
    case home, end
    case character(Character)
}

/// Charts's own input vocabulary: plain events in screen pixels (buffer coordinates) with times
/// in seconds on a monotonic clock. The executable maps Wayland's events onto these; tests write
/// them directly.
public enum ChartInput: Hashable, Sendable {
    case touchDown(id: Int, Point, time: Double)
    case touchMove(id: Int, Point, time: Double)
    case touchUp(id: Int, time: Double)
    /// The compositor took the touch sequence away: forget every touch point.
    case touchCancel(time: Double)
    case pointerMove(Point, time: Double)
    case pointerDown(button: PointerButton, Point, time: Double)
    case pointerUp(button: PointerButton, Point, time: Double)
    case pointerLeave(time: Double)
    /// Wheel or touchpad scroll at `at`: `dy` in wheel notches (one notch = 1.0, positive = down),
    /// `dx` likewise; `zoomModifier` when Ctrl is held.
    case scroll(dx: Double, dy: Double, at: Point, zoomModifier: Bool, time: Double)
    /// A touchpad pinch step: `scale` relative to the previous step, about `center`.
    case pinch(scale: Double, center: Point, time: Double)
    case key(ChartKey, time: Double)
}

extension ChartInput {
    /// The event's timestamp in seconds.
    public var time: Double {
        switch self {
        case let .touchDown(_, _, t), let .touchMove(_, _, t), let .touchUp(_, t), let .touchCancel(t),
             let .pointerMove(_, t), let .pointerDown(_, _, t), let .pointerUp(_, _, t), let .pointerLeave(t),
             let .scroll(_, _, _, _, t), let .pinch(_, _, t), let .key(_, t):
            return t
        }
    }
}
