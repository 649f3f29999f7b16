import CWaylandClient
import Glibc

/// A C listener struct at a stable heap address, alive as long as the object that owns the proxy.
final class Listener<T> {
    let pointer: UnsafeMutablePointer<T>
    init(_ value: T) {
        pointer = .allocate(capacity: 1)
        pointer.initialize(to: value)
    }
    deinit {
        pointer.deinitialize(count: 1)
        pointer.deallocate()
    }
    /// The address as libwayland's `wl_proxy_add_listener` wants it.
    var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }
}

/// A main-actor object that C callbacks reach through their `void *data`.
@MainActor protocol ProxyOwner: AnyObject, Sendable {}

extension ProxyOwner {
    /// `self` as a C userdata pointer (unretained: the owner keeps itself alive while its proxies live).
    var userdata: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }

    /// Enters the owner from a C callback; libwayland dispatches on the main thread.
    nonisolated static func with(_ data: UnsafeMutableRawPointer?, _ body: @MainActor (Self) -> Void) {
        guard let data else { return }
        let owner = Unmanaged<Self>.fromOpaque(data).takeUnretainedValue()
        MainActor.assumeIsolated { body(owner) }
    }
}

/// Seconds on the monotonic clock (the time base of every input event and timer).
package func monotonicSeconds() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

/// `wl_fixed_t` (24.8 fixed point) as a `Double`.
@inline(__always) func fixed(_ v: wl_fixed_t) -> Double { Double(v) / 256 }

/// Writes one line to stderr without touching the `stderr` global.
func writeError(_ line: String) {
    var text = line
    if !text.hasSuffix("\n") { text += "\n" }
    text.withCString { _ = write(STDERR_FILENO, $0, strlen($0)) }
}

/// A rectangle of buffer pixels (`x ..< x + width`, `y ..< y + height`).
package struct BufferRect: Hashable, Sendable, CustomStringConvertible {
    public var x: Int, y: Int, width: Int, height: Int
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = max(0, width); self.height = max(0, height)
    }
    public var isEmpty: Bool { width == 0 || height == 0 }
    package var maxX: Int { x + width }
    package var maxY: Int { y + height }
    /// The smallest rectangle holding both (an empty one contributes nothing).
    package func union(_ o: BufferRect) -> BufferRect {
        if isEmpty { return o }
        if o.isEmpty { return self }
        let x0 = min(x, o.x), y0 = min(y, o.y)
        return BufferRect(x: x0, y: y0, width: max(maxX, o.maxX) - x0, height: max(maxY, o.maxY) - y0)
    }
    /// The overlap (empty when they do not meet).
    package func intersection(_ o: BufferRect) -> BufferRect {
        let x0 = max(x, o.x), y0 = max(y, o.y)
        return BufferRect(x: x0, y: y0, width: min(maxX, o.maxX) - x0, height: min(maxY, o.maxY) - y0)
    }
    public var description: String { "\(width)×\(height)+\(x)+\(y)" }
}
