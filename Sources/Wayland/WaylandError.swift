import CWaylandClient

/// Why the Wayland client could not go on. Each case reads as one line for the user.
package enum WaylandError: Error, CustomStringConvertible, Equatable {
    /// No compositor answered at `WAYLAND_DISPLAY` (or the socket given).
    case noCompositor(display: String)
    /// The compositor closed the connection or the socket failed.
    case connectionLost(reason: String)
    /// The compositor ended the connection over a protocol error.
    case protocolError(interface: String, code: UInt32, message: String)
    /// A global this client cannot work without is not offered (or too old).
    case missingGlobal(interface: String, minimumVersion: UInt32)
    /// Shared memory for a buffer could not be made (`memfd`, `ftruncate` or `mmap` failed).
    case sharedMemory(reason: String)

    public var description: String {
        switch self {
        case .noCompositor(let display):
            "no Wayland compositor at '\(display)' (set WAYLAND_DISPLAY, run under cage, or use --png)"
        case .connectionLost(let reason):
            "the Wayland compositor went away (\(reason))"
        case .protocolError(let interface, let code, let message):
            "Wayland protocol error on \(interface) (code \(code))" + (message.isEmpty ? "" : ": \(message)")
        case .missingGlobal(let interface, let version):
            "the compositor does not offer \(interface) version \(version) or later"
        case .sharedMemory(let reason):
            "cannot make shared memory for a buffer: \(reason)"
        }
    }
}
