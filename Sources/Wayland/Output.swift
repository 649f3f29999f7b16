import CWaylandClient

/// A monitor (`wl_output`): its integer scale, current mode and name.
@MainActor
package final class Output: ProxyOwner {
    let proxy: OpaquePointer
    let version: UInt32
    unowned let display: Display
    /// The integer scale the compositor suggests for surfaces on this output.
    public private(set) var scale = 1
    /// The current mode in pixels.
    public private(set) var width = 0, height = 0
    /// The connector name (`wl_output` v4), e.g. `HEADLESS-1`.
    public private(set) var name = ""

    private let listener = Listener(wl_output_listener(
        geometry: { _, _, _, _, _, _, _, _, _, _ in },
        mode: { data, _, flags, w, h, _ in
            guard flags & WL_OUTPUT_MODE_CURRENT.rawValue != 0 else { return }
            Output.with(data) { $0.width = Int(w); $0.height = Int(h) }
        },
        done: { data, _ in Output.with(data) { $0.display.window?.outputChanged() } },
        scale: { data, _, factor in Output.with(data) { $0.scale = max(1, Int(factor)) } },
        name: { data, _, name in
            guard let name else { return }
            let text = String(cString: name)
            Output.with(data) { $0.name = text }
        },
        description: { _, _, _ in }))

    init(display: Display, proxy: OpaquePointer, version: UInt32) {
        self.display = display
        self.proxy = proxy
        self.version = version
        wl_output_add_listener(proxy, listener.pointer, userdata)
    }

    func destroy() {
        if version >= 3 { wl_output_release(proxy) } else { wl_output_destroy(proxy) }
    }
}
