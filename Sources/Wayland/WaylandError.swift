import CWaylandClient

/// Why the Wayland client could not go on.
public enum WaylandError: Error, CustomStringConvertible, Equatable {
    /// No compositor answered at `WAYLAND_DISPLAY` (or the socket given).
    case noCompositor(display: String)

    public var description: String {
        switch self {
        case .noCompositor(let display):
            "no Wayland compositor at '\(display)' (set WAYLAND_DISPLAY, run under cage, or use --png)"
        }
    }
}
