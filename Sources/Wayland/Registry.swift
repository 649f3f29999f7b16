import CWaylandClient
import WaylandProtocols

/// The compositor's globals, bound at the highest version both sides speak.
@MainActor
package final class Registry: ProxyOwner {
    /// The versions this client speaks (the generated code's and the listeners' limits).
    enum Supported {
        static let compositor: UInt32 = 5, shm: UInt32 = 1, wmBase: UInt32 = 5, seat: UInt32 = 8
        static let output: UInt32 = 4, viewporter: UInt32 = 1, fractionalScale: UInt32 = 1
        static let decoration: UInt32 = 1, idleInhibit: UInt32 = 1, pointerGestures: UInt32 = 3
    }

    unowned let display: Display
    let proxy: OpaquePointer
    private(set) var compositor: OpaquePointer?
    private(set) var compositorVersion: UInt32 = 0
    private(set) var shm: OpaquePointer?
    private(set) var wmBase: OpaquePointer?
    private(set) var viewporter: OpaquePointer?
    private(set) var fractionalScaleManager: OpaquePointer?
    private(set) var decorationManager: OpaquePointer?
    private(set) var idleInhibitManager: OpaquePointer?
    private(set) var pointerGestures: OpaquePointer?
    /// The seat (the first one offered).
    private(set) var seat: Seat?
    /// Outputs by global name.
    package private(set) var outputs: [UInt32: Output] = [:]
    /// `interface vN` of every global bound, for diagnostics and tests.
    package private(set) var bound: [String] = []

    private let registryListener = Listener(wl_registry_listener(
        global: { data, _, name, iface, version in
            guard let iface else { return }
            let interface = String(cString: iface)
            Registry.with(data) { $0.global(name: name, interface: interface, version: version) }
        },
        global_remove: { data, _, name in
            Registry.with(data) { $0.globalRemove(name: name) }
        }))

    private let wmBaseListener = Listener(xdg_wm_base_listener(ping: { _, base, serial in
        xdg_wm_base_pong(base, serial)
    }))

    init(display: Display) {
        self.display = display
        proxy = wl_display_get_registry(display.proxy)
        wl_registry_add_listener(proxy, registryListener.pointer, userdata)
    }

    private func bind(_ name: UInt32, _ interface: UnsafePointer<wl_interface>, _ offered: UInt32, _ supported: UInt32) -> (OpaquePointer?, UInt32) {
        let version = min(offered, supported)
        let p = wl_registry_bind(proxy, name, interface, version)
        bound.append("\(String(cString: interface.pointee.name)) v\(version)")
        return (p.map { OpaquePointer($0) }, version)
    }

    private func global(name: UInt32, interface: String, version: UInt32) {
        switch interface {
        case "wl_compositor" where compositor == nil:
            (compositor, compositorVersion) = bind(name, wlc_wl_compositor_interface(), version, Supported.compositor)
        case "wl_shm" where shm == nil:
            shm = bind(name, wlc_wl_shm_interface(), version, Supported.shm).0
        case "xdg_wm_base" where wmBase == nil:
            wmBase = bind(name, wlc_xdg_wm_base_interface(), version, Supported.wmBase).0
            if let wmBase { xdg_wm_base_add_listener(wmBase, wmBaseListener.pointer, nil) }
        case "wl_seat" where seat == nil:
            let (p, v) = bind(name, wlc_wl_seat_interface(), version, Supported.seat)
            if let p { seat = Seat(display: display, proxy: p, version: v) }
        case "wl_output":
            let (p, v) = bind(name, wlc_wl_output_interface(), version, Supported.output)
            if let p { outputs[name] = Output(display: display, proxy: p, version: v) }
        case "wp_viewporter" where viewporter == nil:
            viewporter = bind(name, wlc_wp_viewporter_interface(), version, Supported.viewporter).0
        case "wp_fractional_scale_manager_v1" where fractionalScaleManager == nil:
            fractionalScaleManager = bind(name, wlc_wp_fractional_scale_manager_v1_interface(), version, Supported.fractionalScale).0
        case "zxdg_decoration_manager_v1" where decorationManager == nil:
            decorationManager = bind(name, wlc_zxdg_decoration_manager_v1_interface(), version, Supported.decoration).0
        case "zwp_idle_inhibit_manager_v1" where idleInhibitManager == nil:
            idleInhibitManager = bind(name, wlc_zwp_idle_inhibit_manager_v1_interface(), version, Supported.idleInhibit).0
        case "zwp_pointer_gestures_v1" where pointerGestures == nil:
            pointerGestures = bind(name, wlc_zwp_pointer_gestures_v1_interface(), version, Supported.pointerGestures).0
            seat?.setUpGestures()
        default:
            break
        }
    }

    private func globalRemove(name: UInt32) {
        if let output = outputs.removeValue(forKey: name) {
            display.window?.outputRemoved(output)
            output.destroy()
        }
    }

    /// Throws when a global the window needs is missing.
    func checkRequired() throws(WaylandError) {
        if compositor == nil || compositorVersion < 4 {
            throw .missingGlobal(interface: "wl_compositor", minimumVersion: 4)
        }
        if shm == nil { throw .missingGlobal(interface: "wl_shm", minimumVersion: 1) }
        if wmBase == nil { throw .missingGlobal(interface: "xdg_wm_base", minimumVersion: 1) }
    }

    /// The output for a `wl_output` proxy.
    func output(for proxy: OpaquePointer?) -> Output? {
        outputs.values.first { $0.proxy == proxy }
    }
}
