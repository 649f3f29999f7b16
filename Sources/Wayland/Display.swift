import CWaylandClient
import Glibc
import WaylandProtocols

/// A connection to the compositor and the globals it offers (see `Registry`).
@MainActor
package final class Display: ProxyOwner {
    /// The `wl_display`.
    let proxy: OpaquePointer
    /// The bound globals.
    package private(set) var registry: Registry!
    /// The window that input goes to (one window per connection in this client).
    weak var window: Window?
    /// The loop that runs this connection (key repeat schedules timers on it).
    weak var loop: EventLoop?
    /// The display's name as given or found in `WAYLAND_DISPLAY`.
    public let name: String

    /// Connects to `name` (a socket name in `XDG_RUNTIME_DIR` or an absolute path), or to
    /// `WAYLAND_DISPLAY` (default `wayland-0`) when `nil`, and binds the globals.
    public init(name: String? = nil) throws(WaylandError) {
        let env = getenv("WAYLAND_DISPLAY").map { String(cString: $0) }
        let shown = name ?? env ?? "wayland-0"
        self.name = shown
        wlc_capture_log()
        guard let d = wl_display_connect(name) else { throw .noCompositor(display: shown) }
        proxy = d
        registry = Registry(display: self)
        try roundtrip()   // globals
        try registry.checkRequired()
        try roundtrip()   // first events of bound globals (seat capabilities, output modes, shm formats)
    }

    deinit {
        // The display outlives every proxy of this process; the connection closes at exit.
    }

    /// Sends every request and waits until the compositor has handled them and sent its answers.
    func roundtrip() throws(WaylandError) {
        if wl_display_roundtrip(proxy) < 0 { throw failure() }
    }

    /// Sends buffered requests now.
    package func flush() {
        _ = wl_display_flush(proxy)
    }

    /// The connection's error as a `WaylandError` (protocol error with its message, or lost).
    func failure() -> WaylandError {
        let code = wl_display_get_error(proxy)
        if code == EPROTO {
            var interface: UnsafePointer<wl_interface>?
            var id: UInt32 = 0
            let errorCode = wl_display_get_protocol_error(proxy, &interface, &id)
            let name = interface.map { String(cString: $0.pointee.name) } ?? "unknown interface"
            var message = String(cString: wlc_last_log())
            let prefix = "\(name)@\(id): error \(errorCode): "   // libwayland's own log format
            if message.hasPrefix(prefix) { message.removeFirst(prefix.count) }
            return .protocolError(interface: "\(name)@\(id)", code: errorCode, message: message)
        }
        let reason = code == 0 ? "connection closed" : String(cString: strerror(code))
        return .connectionLost(reason: reason)
    }
}
