import Adapters
import Charts
import Foundation
import Raster
import Screens
import Wayland

/// The window of the executable: a Wayland ``Window`` that shows a ``WindowContent`` and feeds
/// it input, until `q`/Esc, the compositor's close, or a failure.
@MainActor
final class ChartWindow: WindowDelegate {
    /// How to open it.
    struct Options {
        var title = "wlcharts"
        var fullscreen = false
        /// A socket name or path; `nil` = `WAYLAND_DISPLAY`.
        var display: String?
        /// Size in surface units when the compositor leaves it to the client.
        var width = 800, height = 600
        /// A kiosk: fullscreen, idle inhibited, the cursor hidden until a mouse moves; q, Esc,
        /// F11 and the compositor's close do nothing — Ctrl+Alt+Q or SIGTERM end it.
        var kiosk = false

        /// `size`: ``ViewSpec/frame(for:)``.
        init(title: String = "wlcharts", fullscreen: Bool = false, display: String? = nil, size: (width: Int, height: Int)) {
            self.title = title
            self.fullscreen = fullscreen
            self.display = display
            (width, height) = size
        }
    }

    private let content: WindowContent
    private let loop: EventLoop
    private var window: Window!
    /// The one timer of the content: its next change.
    private var wake: WakeUp!
    private let mapper: InputMapper
    private var exitCode: Int32 = 0
    private var shownTitle: String
    private let kiosk: Bool
    /// The accessible tree served to a screen reader (`nil` without one).
    private var accessibility: AccessibilityBridge?
    /// `WLCHARTS_FRAME_LOG`: each frame's time, for benchmarks.
    private let frameLog = FrameTimeLog(environment: ProcessInfo.processInfo.environment)
    /// What the content changed this frame (reused).
    private var changed = Damage()

    private init(display: Display, content: WindowContent, options: Options) throws(WaylandError) {
        self.content = content
        shownTitle = options.title
        kiosk = options.kiosk
        mapper = InputMapper(kiosk: options.kiosk)
        loop = EventLoop(display: display)
        window = try Window(display: display, loop: loop, options: Window.Options(
            title: options.title, appID: "org.wlcharts.wlcharts", width: options.width, height: options.height,
            fullscreen: options.fullscreen || options.kiosk))
        window.delegate = self
        // After the window's own turn (a frame drawn or not): sleep until the content's next
        // change, unless it is due already (then the frame that is under way takes it).
        let wake = WakeUp(loop: loop)
        self.wake = wake
        loop.addBeforeWait {
            let next = content.nextChange
            wake.set(at: next.flatMap { $0 > monotonicSeconds() ? $0 : nil })
        }
        if options.fullscreen || options.kiosk { window.setIdleInhibited(true) }
        if options.kiosk { window.setCursorAutoHide(after: 3) }
    }

    /// Opens the window and runs until it closes; returns the exit status (0 on close or quit,
    /// 1 with one line on stderr when there is no compositor or the connection fails).
    static func run(content: WindowContent, options: Options, prepare: ((EventLoop) -> Void)? = nil) -> Int32 {
        do {
            let display = try Display(name: options.display)
            let chartWindow = try ChartWindow(display: display, content: content, options: options)
            prepare?(chartWindow.loop)   // live sources and file watches wake this loop
            if let charts = content as? AccessibleContent {
                chartWindow.accessibility = AccessibilityBridge.start(
                    loop: chartWindow.loop, content: charts, title: { [unowned chartWindow] in chartWindow.shownTitle },
                    settled: { [unowned chartWindow] in !chartWindow.content.needsFrame(at: monotonicSeconds()) })
                // A screen reader reads the monitor's live region: the window does not speak it too.
                if chartWindow.accessibility != nil { for c in charts.accessibleCharts { c.listening.monitorSpeaks = false } }
            }
            let signals = options.kiosk ? SignalStop(loop: chartWindow.loop) : nil   // SIGTERM: exit 0
            defer { _ = signals }
            let systemd = SystemdNotifier(environment: ProcessInfo.processInfo.environment)
            if let systemd { chartWindow.report(to: systemd) }
            try chartWindow.loop.run()
            systemd?.send("STOPPING=1")
            return chartWindow.exitCode
        } catch {
            FileHandle.standardError.write(Data("wlcharts: \(error)\n".utf8))
            return 1
        }
    }

    /// Tells systemd `READY=1` once the compositor has shown the first frame, and pings its
    /// watchdog from the loop turn that draws frames (woken at least every ping interval), so a
    /// loop stuck anywhere stops the pings and the service is restarted.
    private func report(to systemd: SystemdNotifier) {
        var ready = false
        var lastPing = -Double.infinity
        loop.addBeforeWait { [unowned self] in
            if !ready, window.framesShown > 0 {
                ready = true
                systemd.send("READY=1\nSTATUS=showing \(content.title)")
            }
            if let every = systemd.watchdogInterval {
                let now = monotonicSeconds()
                if now - lastPing >= every * 0.9 {
                    lastPing = now
                    systemd.send("WATCHDOG=1")
                }
            }
        }
        if let every = systemd.watchdogInterval { loop.schedule(after: every / 2, repeating: every / 2) {} }
    }

    // MARK: WindowDelegate

    func windowDidResize(_ window: Window, width: Int, height: Int, scale: Double) {
        content.resize(width: width, height: height, scale: scale)
    }

    func windowWantsFrame(_ window: Window) -> Bool {
        content.needsFrame(at: monotonicSeconds())
    }

    func window(_ window: Window, render target: PixelBuffer, time: Double, damage: inout [BufferRect]) {
        let began = frameLog == nil ? 0 : monotonicSeconds()
        content.advance(to: time)
        let bitmap = Bitmap(borrowing: target.pixels, width: target.width, height: target.height, strideBytes: target.strideBytes)
        // A buffer holding the last frame gets only what changed (nothing, when nothing did).
        changed.removeAll()
        if target.holdsLastFrame { content.renderChanges(into: bitmap, damage: &changed) } else { changed.add(content.render(into: bitmap)) }
        frameLog?.record(monotonicSeconds() - began, damaged: changed.area)
        accessibility?.frameDrawn()
        for r in changed.rects { damage.append(BufferRect(x: r.x, y: r.y, width: r.width, height: r.height)) }
    }

    func window(_ window: Window, input: InputEvent) {
        // A kiosk's pointer that enters without moving (weston puts its pointer at (100, 100) at
        // start) is nobody's: it neither hovers a highlight nor counts as a touch. Its motion does.
        if kiosk, case .pointerEnter = input { return }
        switch mapper.map(input) {
        case .chart(let chartInput):
            content.handle(chartInput)
            accessibility?.inputHandled()
            let title = "wlcharts — \(content.title)"
            if title != shownTitle {
                shownTitle = title
                window.setTitle(title)
            }
        case .window(.quit), .window(.deliberateQuit):
            exitCode = 0
            loop.stop()
        case .window(.toggleFullscreen):
            window.toggleFullscreen()
        case .none:
            break
        }
    }

    func windowDidRequestClose(_ window: Window) {
        guard !kiosk else { return }
        exitCode = 0
        loop.stop()
    }
}
