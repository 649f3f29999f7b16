import CWaylandClient
import Glibc
import WaylandProtocols

/// Pixels a window hands its delegate to draw into: premultiplied ARGB8888 rows of
/// `strideBytes`, shared with the compositor once committed.
package struct PixelBuffer {
    public let pixels: UnsafeMutableRawPointer
    public let width: Int
    public let height: Int
    package let strideBytes: Int
    /// Whether the pixels are those of the frame committed last (the delegate may draw only what
    /// changed); `false` after a new size or scale, or before the first frame: draw every pixel.
    package let holdsLastFrame: Bool
}

/// What a `Window` asks of the code that draws it. All calls happen on the main actor, from
/// the event loop.
@MainActor
package protocol WindowDelegate: AnyObject {
    /// The buffer size (pixels) or the scale changed; the next frame covers the whole buffer.
    func windowDidResize(_ window: Window, width: Int, height: Int, scale: Double)
    /// Whether a frame is wanted now (something changed or an animation runs). Asked once per
    /// loop turn while no frame is in flight; answering `false` lets the process sleep.
    func windowWantsFrame(_ window: Window) -> Bool
    /// Draws the frame for `time` (monotonic seconds) into `target`: every pixel, or, when
    /// `target.holdsLastFrame`, only what differs from the frame committed last (the window copied
    /// that frame's changes from the buffer shown). Appends the damage to `damage` (empty on the
    /// call): where the frame differs from the previous one committed, a few rectangles (none:
    /// nothing is committed). A frame without damage must leave the pixels as they were when it
    /// holds the last frame.
    func window(_ window: Window, render target: PixelBuffer, time: Double, damage: inout [BufferRect])
    /// Input in buffer pixels.
    func window(_ window: Window, input: InputEvent)
    /// The compositor asked the window to close.
    func windowDidRequestClose(_ window: Window)
}

/// An xdg_toplevel window drawn into shm buffers, redrawn on frame callbacks only when its
/// delegate wants a frame.
@MainActor
package final class Window: ProxyOwner {
    /// How a window starts.
    public struct Options: Sendable {
        public var title: String
        package var appID: String
        /// Size in surface units when the compositor leaves the choice to the client.
        public var width: Int
        public var height: Int
        package var fullscreen: Bool
        public init(title: String, appID: String, width: Int = 800, height: Int = 600, fullscreen: Bool = false) {
            self.title = title; self.appID = appID; self.width = width; self.height = height; self.fullscreen = fullscreen
        }
    }

    unowned let display: Display
    public weak var delegate: WindowDelegate?
    let surface: OpaquePointer
    private let xdgSurface: OpaquePointer
    let toplevel: OpaquePointer
    private var decoration: OpaquePointer?
    var viewport: OpaquePointer?
    var fractionalScale: OpaquePointer?
    private var idleInhibitor: OpaquePointer?
    private var frameCallback: OpaquePointer?
    let pool: ShmPool

    /// Size in surface units (logical pixels).
    public private(set) var width: Int
    public private(set) var height: Int
    /// Buffer size in pixels (surface size times `scale`).
    private(set) var bufferWidth = 0, bufferHeight = 0
    /// Buffer pixels per surface unit: fractional (wp_fractional_scale_v1) or the outputs' integer scale.
    public private(set) var scale: Double = 1
    /// The integer scale set with `wl_surface.set_buffer_scale` (1 with fractional scaling).
    var bufferScale: Int32 = 1
    var preferredScale120: UInt32 = 0
    var enteredOutputs: [OpaquePointer] = []
    private(set) var isFullscreen = false
    /// Fullscreen was asked for (the compositor's configure may not say so yet).
    private var wantsFullscreen = false
    private(set) var isMaximized = false
    /// The first configure arrived and was acknowledged.
    private(set) var isConfigured = false
    /// Frames committed so far.
    private(set) var framesCommitted = 0
    /// Frames the compositor has shown: their frame callbacks came back (a kiosk tells systemd
    /// it is ready after the first).
    package private(set) var framesShown = 0
    private var dirty = true
    private var retryTimer: EventLoop.TimerID?
    private var forceFrame = false
    /// The damage of the frame committed last (what a buffer one frame behind lacks), and the
    /// frame being drawn's (both reused).
    private var lastDamage: [BufferRect] = []
    private var damage: [BufferRect] = []
    private var pendingSize: (Int, Int) = (0, 0)
    private var pendingStates: [UInt32] = []
    private let defaultSize: (Int, Int)

    private let surfaceListener = Listener(wl_surface_listener(
        enter: { data, _, output in
            let key = UInt(bitPattern: output.map { UnsafeRawPointer($0) })
            Window.with(data) { $0.surfaceEntered(OpaquePointer(bitPattern: key)) }
        },
        leave: { data, _, output in
            let key = UInt(bitPattern: output.map { UnsafeRawPointer($0) })
            Window.with(data) { $0.surfaceLeft(OpaquePointer(bitPattern: key)) }
        }))
    private let xdgSurfaceListener = Listener(xdg_surface_listener(configure: { data, xdgSurface, serial in
        xdg_surface_ack_configure(xdgSurface, serial)
        Window.with(data) { $0.configured() }
    }))
    private let toplevelListener = Listener(xdg_toplevel_listener(
        configure: { data, _, w, h, states in
            var list: [UInt32] = []
            if let states, let base = states.pointee.data {
                let n = states.pointee.size / MemoryLayout<UInt32>.size
                let p = base.bindMemory(to: UInt32.self, capacity: n)
                list = (0 ..< n).map { p[$0] }
            }
            Window.with(data) { $0.pendingSize = (Int(w), Int(h)); $0.pendingStates = list }
        },
        close: { data, _ in Window.with(data) { $0.delegate?.windowDidRequestClose($0) } },
        configure_bounds: { _, _, _, _ in },
        wm_capabilities: { _, _, _ in }))
    private let frameListener = Listener(wl_callback_listener(done: { data, callback, _ in
        wl_callback_destroy(callback)
        let key = UInt(bitPattern: callback.map { UnsafeRawPointer($0) })
        Window.with(data) { $0.frameDone(OpaquePointer(bitPattern: key)) }
    }))
    let fractionalScaleListener = Listener(wp_fractional_scale_v1_listener(
        preferred_scale: { data, _, scale in Window.with(data) { $0.setPreferredScale(scale) } }))
    private let decorationListener = Listener(zxdg_toplevel_decoration_v1_listener(configure: { _, _, _ in }))

    /// Creates the window and asks for its first configure (drawing starts once it arrives).
    public init(display: Display, loop: EventLoop, options: Options) throws(WaylandError) {
        let registry = display.registry!
        guard let compositor = registry.compositor, let shm = registry.shm, let wmBase = registry.wmBase else {
            throw .missingGlobal(interface: "wl_compositor", minimumVersion: 4)
        }
        self.display = display
        pool = ShmPool(shm: shm)
        width = max(1, options.width)
        height = max(1, options.height)
        defaultSize = (width, height)
        surface = wl_compositor_create_surface(compositor)
        xdgSurface = xdg_wm_base_get_xdg_surface(wmBase, surface)
        toplevel = xdg_surface_get_toplevel(xdgSurface)
        wl_surface_add_listener(surface, surfaceListener.pointer, userdata)
        xdg_surface_add_listener(xdgSurface, xdgSurfaceListener.pointer, userdata)
        xdg_toplevel_add_listener(toplevel, toplevelListener.pointer, userdata)
        xdg_toplevel_set_title(toplevel, options.title)
        xdg_toplevel_set_app_id(toplevel, options.appID)
        if let manager = registry.decorationManager {
            decoration = zxdg_decoration_manager_v1_get_toplevel_decoration(manager, toplevel)
            zxdg_toplevel_decoration_v1_add_listener(decoration, decorationListener.pointer, nil)
            zxdg_toplevel_decoration_v1_set_mode(decoration, ZXDG_TOPLEVEL_DECORATION_V1_MODE_SERVER_SIDE.rawValue)
        }
        setUpScaling(registry: registry)
        if options.fullscreen { setFullscreen(true) }
        display.window = self
        wl_surface_commit(surface)
        loop.addBeforeWait { [weak self] () throws(WaylandError) in try self?.update() }
    }

    /// Sets the title the compositor shows (task bars, window lists).
    package func setTitle(_ title: String) {
        xdg_toplevel_set_title(toplevel, title)
    }

    /// Asks the compositor for fullscreen (on the current output) or back.
    func setFullscreen(_ on: Bool) {
        wantsFullscreen = on
        if on { xdg_toplevel_set_fullscreen(toplevel, nil) } else { xdg_toplevel_unset_fullscreen(toplevel) }
    }

    /// Fullscreen on, or off.
    package func toggleFullscreen() { setFullscreen(!isFullscreen) }

    /// Keeps the screen from blanking while `on` (when the compositor offers idle inhibition).
    package func setIdleInhibited(_ on: Bool) {
        if on, idleInhibitor == nil, let manager = display.registry.idleInhibitManager {
            idleInhibitor = zwp_idle_inhibit_manager_v1_create_inhibitor(manager, surface)
        } else if !on, let inhibitor = idleInhibitor {
            zwp_idle_inhibitor_v1_destroy(inhibitor)
            idleInhibitor = nil
        }
    }

    // MARK: configure

    /// The largest width or height a configure may give, in surface units.
    package static let maxSide = 16384

    private func configured() {
        let states = pendingStates
        isFullscreen = states.contains(XDG_TOPLEVEL_STATE_FULLSCREEN.rawValue)
        isMaximized = states.contains(XDG_TOPLEVEL_STATE_MAXIMIZED.rawValue)
        var (w, h) = pendingSize
        if w <= 0 || h <= 0 {
            // The client chooses: fullscreen (asked for or granted) takes the output's size, so
            // that even the first frame fills a kiosk screen.
            if isFullscreen || (wantsFullscreen && !isConfigured), let output = enteredOutputs.first.flatMap(display.registry.output(for:)) ?? display.registry.outputs.values.first,
               output.width > 0 {
                w = output.width / output.scale
                h = output.height / output.scale
            } else if !isConfigured {
                (w, h) = defaultSize
            } else {
                (w, h) = (width, height)
            }
        }
        // A compositor's absurd size (the protocol allows any int32) is bounded like `--size`.
        w = min(w, Window.maxSide); h = min(h, Window.maxSide)
        if w != width || h != height || !isConfigured {
            width = w
            height = h
            forceFrame = true
            markOpaque()
        }
        if !isConfigured { forceFrame = true }
        isConfigured = true
        dirty = true
        updateBufferSize()
    }

    /// Tells the compositor the whole surface is opaque (the content paints every pixel), so it
    /// need not draw what lies below.
    private func markOpaque() {
        guard let compositor = display.registry.compositor, let region = wl_compositor_create_region(compositor) else { return }
        wl_region_add(region, 0, 0, Int32(width), Int32(height))
        wl_surface_set_opaque_region(surface, region)
        wl_region_destroy(region)
    }

    /// Recomputes the buffer size from the surface size and scale; tells the delegate on change.
    func updateBufferSize() {
        let bw = max(1, Int((Double(width) * scale).rounded()))
        let bh = max(1, Int((Double(height) * scale).rounded()))
        if let viewport { wp_viewport_set_destination(viewport, Int32(width), Int32(height)) }
        guard bw != bufferWidth || bh != bufferHeight || pool.width != bw else { return }
        bufferWidth = bw
        bufferHeight = bh
        pool.resize(width: bw, height: bh)
        dirty = true
        forceFrame = true
        delegate?.windowDidResize(self, width: bw, height: bh, scale: scale)
    }

    /// Sets the scale: new buffer size, full redraw.
    func setScale(_ newScale: Double) {
        scale = newScale
        bufferWidth = 0
        if isConfigured { updateBufferSize() }
    }

    // MARK: frames

    private func frameDone(_ callback: OpaquePointer?) {
        if frameCallback == callback { frameCallback = nil }
        framesShown += 1
    }

    /// Draws and commits a frame when one is wanted and allowed (run once per loop turn).
    func update() throws(WaylandError) {
        guard isConfigured, let delegate else { return }
        if frameCallback != nil && !forceFrame { return }
        if retryTimer != nil && !dirty && !forceFrame { return }
        guard dirty || forceFrame || delegate.windowWantsFrame(self) else { return }
        guard let buffer = try pool.acquire() else { return }   // all held: retry when one is released
        let holds = !forceFrame && catchUp(buffer)
        let target = PixelBuffer(pixels: buffer.pixels, width: buffer.width, height: buffer.height, strideBytes: buffer.strideBytes,
                                 holdsLastFrame: holds)
        let bounds = BufferRect(x: 0, y: 0, width: buffer.width, height: buffer.height)
        damage.removeAll(keepingCapacity: true)
        delegate.window(self, render: target, time: monotonicSeconds(), damage: &damage)
        for i in damage.indices { damage[i] = damage[i].intersection(bounds) }
        damage.removeAll { $0.isEmpty }
        let mustCommit = forceFrame
        dirty = false
        forceFrame = false
        guard !damage.isEmpty || mustCommit else {
            // Nothing changed on screen, yet the content may still want frames (an animation at
            // rest for a moment): ask again in a frame's time rather than spinning the loop.
            if delegate.windowWantsFrame(self), retryTimer == nil, let loop = display.loop {
                retryTimer = loop.schedule(after: 1.0 / 60) { [weak self] in self?.retryTimer = nil }
            }
            return
        }
        if fractionalScale == nil, bufferScale != Int32(scale) {
            bufferScale = Int32(scale)
            wl_surface_set_buffer_scale(surface, bufferScale)
        }
        wl_surface_attach(surface, buffer.proxy, 0, 0)
        for d in damage { wl_surface_damage_buffer(surface, Int32(d.x), Int32(d.y), Int32(d.width), Int32(d.height)) }
        if let old = frameCallback { wl_callback_destroy(old) }
        frameCallback = wl_surface_frame(surface)
        wl_callback_add_listener(frameCallback, frameListener.pointer, userdata)
        wl_surface_commit(surface)
        pool.committed(buffer, frame: framesCommitted)
        swap(&lastDamage, &damage)
        framesCommitted += 1
    }

    /// Brings `buffer` up to the frame committed last, copying from the buffer shown what changed
    /// since the frame it holds (the last frame's damage, or everything when it is older); whether
    /// it holds that frame now (not before the first frame of this size).
    /// - Complexity: O(pixels copied): the last frame's damage rectangles, once per frame.
    private func catchUp(_ buffer: ShmBuffer) -> Bool {
        guard let front = pool.front else { return false }
        if front === buffer || buffer.frame == front.frame { return true }
        if buffer.frame >= 0 && buffer.frame == front.frame - 1 {
            for r in lastDamage { copy(r, from: front, to: buffer) }
        } else {
            copy(BufferRect(x: 0, y: 0, width: buffer.width, height: buffer.height), from: front, to: buffer)
        }
        buffer.frame = front.frame
        return true
    }

    /// Copies the pixels of `r` from `front` into `buffer` (the same size).
    private func copy(_ r: BufferRect, from front: ShmBuffer, to buffer: ShmBuffer) {
        for y in r.y ..< r.y + r.height {
            (buffer.pixels + y * buffer.strideBytes + r.x * 4).copyMemory(from: front.pixels + y * front.strideBytes + r.x * 4, byteCount: r.width * 4)
        }
    }

    /// Passes input (already in buffer pixels) to the delegate.
    func deliver(_ event: InputEvent) {
        delegate?.window(self, input: event)
    }
}
