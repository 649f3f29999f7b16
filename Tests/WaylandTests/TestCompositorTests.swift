import Foundation
import Testing

extension WindowTests {
    /// The window against `wlcharts-testcomp`: scripted touch, pointer and keys, exact buffers.
    /// The client shows `--demo` (bars whose edges move exactly with pan and zoom; see DemoContent).
    @Suite(.serialized, .enabled(if: TestSession.available, "wlcharts or wlcharts-testcomp is not built (run swift build first)"))
    struct TestCompositorTests {
        /// Bars (left edge, colour, height) on a row near the bottom (every bar reaches it), without
        /// bars cut by the left border.
        static func edges(_ image: Image) -> [Bar] {
            image.bars(row: image.height - 2, background: TestSession.day).filter { $0.x > 0 }.map { Bar(x: $0.x, color: $0.color, height: $0.height) }
        }

        struct Bar: Equatable, CustomStringConvertible {
            let x: Int, color: UInt32, height: Int
            var description: String { "\(x):\(String(color, radix: 16))/\(height)" }
        }

        /// Every bar of `before` is found at `f(x)` in `after` (±1 pixel) with its colour and height,
        /// for bars that stay inside (colours repeat every 4 bars and heights every 5, so a wrong
        /// shift by whole bars does not pass).
        static func expectMapped(_ before: [Bar], _ after: [Bar], width: Int, _ f: (Double) -> Double,
                                 sourceLocation: SourceLocation = #_sourceLocation) {
            var checked = 0
            for bar in before {
                let target = f(Double(bar.x))
                guard target > 2, target < Double(width - 2) else { continue }
                let hit = after.contains { abs(Double($0.x) - target) <= 1.01 && $0.color == bar.color && $0.height == bar.height }
                #expect(hit, "bar \(bar) should move to \(target); bars now \(after)", sourceLocation: sourceLocation)
                checked += 1
            }
            #expect(checked >= 2, "too few bars to compare: before \(before), after \(after)", sourceLocation: sourceLocation)
        }

        /// User + system CPU time of a process in clock ticks (/proc/PID/stat fields 14 and 15).
        static func cpuTicks(_ pid: Int32) -> Int? {
            guard let text = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
                  let close = text.lastIndex(of: ")") else { return nil }
            let fields = text[text.index(after: close)...].split(separator: " ")
            guard fields.count > 13, let u = Int(fields[11]), let s = Int(fields[12]) else { return nil }
            return u + s
        }

        @Test func windowShowsTheDemoPatternAtTheConfiguredSize() throws {
            let s = try TestSession()
            defer { s.close() }
            try s.startClient()
            let shot = try s.screenshot()
            #expect(shot.width == 400 && shot.height == 300)
            #expect(shot[5, 5] == TestSession.day)
            // bar 0: data x 20..60 of 0..1000 → pixels 8..<24, two eighths of the height
            #expect(shot[16, 290] == TestSession.green)
            #expect(shot[16, 200] == TestSession.day)
            #expect(Self.edges(shot).prefix(3).map(\.x) == [8, 48, 88])
            #expect(s.compositor.out.all.contains("title wlcharts — demo"))
            #expect(s.compositor.out.all.contains { $0.hasPrefix("ack_configure") })
        }

        @Test func oneFingerDragPansByTheDraggedDistance() throws {
            let s = try TestSession()
            defer { s.close() }
            try s.startClient()
            let before = Self.edges(try s.screenshot())
            s.send("touch down 0 100 150", "touch frame")
            for x in stride(from: 110, through: 170, by: 10) { s.compositor.send("touch motion 0 \(x) 150"); s.compositor.send("touch frame") }
            s.send("touch up 0", "touch frame")
            let after = Self.edges(try s.screenshot())
            Self.expectMapped(before, after, width: 400) { $0 + 70 }
        }

        @Test func mouseDragPansAndWheelZoomsAboutThePointer() throws {
            let s = try TestSession()
            defer { s.close() }
            try s.startClient()
            let start = Self.edges(try s.screenshot())
            s.send("pointer motion 300 100", "pointer button left press", "pointer motion 260 100", "pointer motion 240 100",
                   "pointer button left release")
            let dragged = Self.edges(try s.screenshot())
            Self.expectMapped(start, dragged, width: 400) { $0 - 60 }
            s.send("pointer motion 100 150", "pointer axis vertical -2")   // two notches up: zoom in ×1.25²
            let zoomed = Self.edges(try s.screenshot())
            Self.expectMapped(dragged, zoomed, width: 400) { 100 + ($0 - 100) * 1.5625 }
        }

        @Test func twoFingerPinchZoomsAboutTheMidpoint() throws {
            let s = try TestSession()
            defer { s.close() }
            try s.startClient()
            let before = Self.edges(try s.screenshot())
            s.send("touch down 0 150 150", "touch down 1 250 150", "touch frame")
            for step in 1 ... 5 {
                s.compositor.send("touch motion 0 \(150 - step * 10) 150")
                s.compositor.send("touch motion 1 \(250 + step * 10) 150")
                s.compositor.send("touch frame")
            }
            s.send("touch up 0", "touch up 1", "touch frame")
            let after = Self.edges(try s.screenshot())
            // fingers 100 → 200 apart about x = 200: twice the size around the midpoint
            Self.expectMapped(before, after, width: 400) { 200 + ($0 - 200) * 2 }
        }

        @Test func nKeySwitchesToNightAndBack() throws {
            let s = try TestSession()
            defer { s.close() }
            try s.startClient()
            s.send("key n")
            #expect(try s.screenshot()[5, 5] == TestSession.night)
            s.send("key n")
            #expect(try s.screenshot()[5, 5] == TestSession.day)
        }

        @Test func ctrlWheelAndKeysReachTheChart() throws {
            let s = try TestSession()
            defer { s.close() }
            try s.startClient()
            let start = Self.edges(try s.screenshot())
            s.send("key right")          // pans left by a tenth of the width
            let panned = Self.edges(try s.screenshot())
            Self.expectMapped(start, panned, width: 400) { $0 - 40 }
            s.send("key equal")          // zoom in ×1.25 about the centre
            let zoomed = Self.edges(try s.screenshot())
            Self.expectMapped(panned, zoomed, width: 400) { 200 + ($0 - 200) * 1.25 }
            s.send("key ctrl press", "pointer motion 50 50", "pointer axis vertical 1", "key ctrl release")
            let out = Self.edges(try s.screenshot())
            Self.expectMapped(zoomed, out, width: 400) { 50 + ($0 - 50) * 0.8 }
        }

        @Test func configureResizesTheBufferAndTheLayout() throws {
            let s = try TestSession()
            defer { s.close() }
            try s.startClient()
            s.send("configure 600x240")
            let shot = try s.screenshot()
            #expect(shot.width == 600 && shot.height == 240)
            #expect(s.commits.last?.hasPrefix("commit 600x240") == true)
            #expect(Self.edges(shot).prefix(3).map(\.x) == [12, 72, 132])   // 0..1000 now spans 600 pixels
            #expect(shot[18, 235] == TestSession.green && shot[18, 170] == TestSession.day)
        }

        @Test func integerOutputScaleDoublesTheBufferAndInput() throws {
            let s = try TestSession(size: "800x600", scale: 2)
            defer { s.close() }
            try s.startClient()
            s.send("configure 400x300")
            let shot = try s.screenshot()
            #expect(shot.width == 800 && shot.height == 600)
            #expect(s.compositor.out.all.contains("buffer_scale 2"))
            let before = Self.edges(shot)
            s.send("touch down 0 100 100", "touch frame", "touch motion 0 130 100", "touch frame", "touch up 0", "touch frame")
            Self.expectMapped(before, Self.edges(try s.screenshot()), width: 800) { $0 + 60 }   // 30 surface units = 60 pixels
        }

        @Test func fractionalScaleRendersAtTheRealScaleWithAViewport() throws {
            let s = try TestSession(size: "800x600", flags: ["--fractional", "1.5"])
            defer { s.close() }
            try s.startClient()
            s.send("configure 400x300")
            let shot = try s.screenshot()
            #expect(shot.width == 600 && shot.height == 450, "400×300 at 1.5 is a 600×450 buffer")
            let lines = s.compositor.out.all
            #expect(lines.contains("viewport destination 400x300"))
            #expect(!lines.contains { $0.hasPrefix("buffer_scale") }, "buffer scale stays 1 with fractional scaling")
            #expect(s.commits.last?.contains("scale=1") == true)
            let before = Self.edges(shot)
            s.send("touch down 0 100 100", "touch frame", "touch motion 0 120 100", "touch frame", "touch up 0", "touch frame")
            Self.expectMapped(before, Self.edges(try s.screenshot()), width: 600) { $0 + 30 }   // 20 units = 30 pixels
        }

        @Test func touchpadPinchZoomsAboutThePointer() throws {
            let s = try TestSession()
            defer { s.close() }
            try s.startClient()
            #expect(s.compositor.out.all.contains("get_pinch_gesture"))
            let before = Self.edges(try s.screenshot())
            s.send("pointer motion 120 150", "pointer pinch begin", "pointer pinch update 1.2", "pointer pinch update 1.5", "pointer pinch end")
            Self.expectMapped(before, Self.edges(try s.screenshot()), width: 400) { 120 + ($0 - 120) * 1.5 }
        }

        @Test func fullscreenFlagAsksForFullscreenServerDecorationsAndNoIdle() throws {
            let s = try TestSession(size: "640x480")
            defer { s.close() }
            try s.startClient(["--demo", "--fullscreen", "--size", "300x200"])
            s.compositor.settle()
            let lines = s.compositor.out.all
            #expect(lines.contains("set_fullscreen"))
            #expect(lines.contains { $0.hasPrefix("configure 640x480") && $0.contains("fullscreen") })
            #expect(lines.contains("decoration mode server"))
            #expect(lines.contains("idle inhibitor created"))
            #expect(s.commits.allSatisfy { $0.hasPrefix("commit 640x480") }, "every frame fills the output: \(s.commits)")
            s.send("key f11")   // leaves fullscreen: the next configure is the compositor's size again
            #expect(s.compositor.out.all.contains("unset_fullscreen"))
        }

        @Test func heldKeyRepeats() throws {
            let s = try TestSession()
            defer { s.close() }
            try s.startClient()
            let before = try s.screenshot()
            s.compositor.send("key right press")
            Thread.sleep(forTimeInterval: 0.6)   // 400 ms delay, then 25 per second: about 6 events
            s.send("key right release")
            let after = try s.screenshot()
            // each press or repeat pans left by 40 pixels (a tenth of the width); the pattern repeats
            // every 20 bars (800 pixels), so the first matching shift counts the key events
            let presses = (1 ... 19).first { n in
                let dx = -40 * n <= -400 ? 800 - 40 * n : -40 * n
                return after.equals(before, shiftedBy: dx)
            }
            #expect((presses ?? 0) >= 3, "one press and at least two repeats in 600 ms, got \(presses.map(String.init) ?? "no whole shift")")
        }

        @Test func cursorComesFromTheThemeOrIsLeftAlone() throws {
        let s = try TestSession()
        defer { s.close() }
        let icons = s.runtime.file("icons")
        try Xcursor.writeTheme(named: "wltest-theme", under: icons)
        try s.startClient(["--demo"], environment: ["XCURSOR_PATH": icons, "XCURSOR_THEME": "wltest-theme", "XCURSOR_SIZE": "24"])
        s.send("pointer motion 50 50")
        #expect(s.compositor.out.all.contains("set_cursor hotspot=3,2"), "the theme's arrow with its hotspot")
        #expect(s.compositor.out.all.contains("cursor commit"))

        let bare = try TestSession()
        defer { bare.close() }
        try bare.startClient(["--demo"], environment: ["XCURSOR_THEME": "no-such-theme"])
        bare.send("pointer motion 50 50")
        #expect(!bare.compositor.out.all.contains { $0.hasPrefix("set_cursor") }, "no theme: the compositor's cursor stays")
    }

    @Test func partialFramesRepairOlderBuffers() throws {
        // The demo's pointer marker: each move redraws only the old and new squares, alternating
        // buffers; an older buffer must first get what later frames changed, or old squares stay.
        let s = try TestSession()
        defer { s.close() }
        try s.startClient()
        for (x, y) in [(50, 50), (120, 60), (200, 80), (260, 40), (330, 70)] { s.send("pointer motion \(x) \(y)") }
        let travelled = try s.screenshot()
        let partial = s.commits.dropFirst().filter { !$0.contains("damage=0,0,400,300") }
        #expect(partial.count >= 4, "marker moves damage only two squares: \(s.commits)")
        #expect(travelled[330, 70] == 0x7F3FBF && travelled[260, 40] == TestSession.day && travelled[50, 50] == TestSession.day)

        let direct = try TestSession()
        defer { direct.close() }
        try direct.startClient()
        direct.send("pointer motion 330 70")
        let d = travelled.difference(try direct.screenshot(), tolerance: 0)
        #expect(d.maxDelta == 0, "after five moves vs one move to the same place: \(d.fraction * 100)% of pixels differ")
    }

    @Test func commandsCanComeThroughAFIFO() throws {
        let rt = try RuntimeDir()
        let fifo = rt.file("commands")
        #expect(mkfifo(fifo, 0o600) == 0)
        let comp = try Spawned(Bin.path("wlcharts-testcomp")!, ["--socket", "wl-fifo", "--size", "200x100", "--commands", fifo],
                               environment: ["XDG_RUNTIME_DIR": rt.path])
        defer { comp.stop() }
        #expect(comp.waitForLine { $0.hasPrefix("ready") } != nil)
        let client = try Spawned(Bin.path("wlcharts")!, ["--demo"], environment: ["XDG_RUNTIME_DIR": rt.path, "WAYLAND_DISPLAY": "wl-fifo"])
        defer { client.stop() }
        #expect(comp.waitForLine { $0.hasPrefix("commit 200x100") } != nil)
        for command in ["key n", "screenshot \(rt.file("night.ppm"))"] {   // a new writer each time, as `echo … > fifo` is
            let h = try #require(FileHandle(forWritingAtPath: fifo))
            try h.write(contentsOf: Data((command + "\n").utf8))
            try h.close()
            comp.settle()
        }
        #expect(comp.waitForLine { $0.hasPrefix("screenshot ") } != nil)
        #expect(Image.ppm(rt.file("night.ppm"))?[5, 5] == TestSession.night)
    }

    @Test func closeAndQuitKeysExitZero() throws {
            let s = try TestSession()
            defer { s.close() }
            let client = try s.startClient()
            s.send("close")
            #expect(client.waitExit(timeout: exitWait) == 0)
            let s2 = try TestSession()
            defer { s2.close() }
            let client2 = try s2.startClient()
            s2.send("key q")
            #expect(client2.waitExit(timeout: exitWait) == 0)
            let s3 = try TestSession()
            defer { s3.close() }
            let client3 = try s3.startClient()
            s3.send("key esc")
            #expect(client3.waitExit(timeout: exitWait) == 0)
        }

        @Test func heldBuffersAreNeverDrawnInto() throws {
            let s = try TestSession()
            defer { s.close() }
            try s.startClient()
            s.send("hold on")
            for _ in 0 ..< 8 { s.send("key right") }
            let held = s.commits.count
            let ids = Set(s.commits.compactMap { $0.split(separator: " ").first { $0.hasPrefix("buffer=") } })
            #expect(ids.count <= 2, "at most two buffers: \(ids)")
            #expect(held == 2, "two buffers drawn, then none while both are held; got \(held) commits")
            s.send("check")
            s.send("hold off", "release")
            s.send("key right")
            #expect(s.commits.count > held, "a released buffer is drawn again")
            s.send("check")
            let violations = s.compositor.out.all.filter { $0.hasPrefix("violation") }
            #expect(violations.isEmpty, "\(violations)")
        }

        @Test func answersPingsAndBindsTheSeat() throws {
            let s = try TestSession()
            defer { s.close() }
            try s.startClient()
            s.send("ping")
            let lines = s.compositor.out.all
            #expect(lines.contains { $0.hasPrefix("pong ") })
            #expect(lines.contains("bind wl_seat v8") && lines.contains("bind wl_compositor v5") && lines.contains("bind xdg_wm_base v5"))
            #expect(lines.contains("get_touch") && lines.contains("get_keyboard") && lines.contains("get_pointer"))
        }

        @Test func idleWindowCommitsNothing() throws {
            let s = try TestSession()
            defer { s.close() }
            try s.startClient()
            s.compositor.settle()
            let n = s.commits.count
            let cpu0 = try #require(Self.cpuTicks(s.client!.process.processIdentifier))
            Thread.sleep(forTimeInterval: 1)
            let cpu1 = try #require(Self.cpuTicks(s.client!.process.processIdentifier))
            #expect(s.commits.count == n, "an unchanged window must not draw")
            #expect(cpu1 - cpu0 <= 2, "an idle window sleeps in poll: \(cpu1 - cpu0) clock ticks of CPU in one second")
        }

        @Test func protocolErrorIsReportedWithItsMessage() throws {
            let s = try TestSession()
            defer { s.close() }
            let client = try s.startClient()
            s.compositor.send("protocol-error")
            #expect(client.waitExit(timeout: exitWait) == 1)
            Thread.sleep(forTimeInterval: 0.05)
            let err = client.err.all
            #expect(err.count == 1, "one line: \(err)")
            #expect(err.first?.contains("protocol error on xdg_surface") == true && err.first?.contains("was told to fail") == true, "\(err)")
        }

        @Test func compositorGoneEndsTheClientWithStatusOne() throws {
            let s = try TestSession()
            defer { s.close() }
            let client = try s.startClient()
            s.compositor.send("quit")
            let start = Date()
            #expect(client.waitExit(timeout: exitWait) == 1)
            #expect(Date().timeIntervalSince(start) < exitAllowance)
            #expect(client.err.all.joined().contains("went away"))
        }

        /// The compositor killed (SIGKILL: the socket closes with no goodbye) while the chart is
        /// animating and every buffer is held, so frames are mid-flight: exit 1 within a second,
        /// one line. Five rounds, killed at different moments of the animation.
        @Test(arguments: [0.0, 0.02, 0.05, 0.1, 0.2])
        func compositorKilledMidFrameEndsTheClientWithinASecond(after delay: Double) throws {
            let s = try TestSession(size: "640x400")
            defer { s.close() }
            let dir = try RuntimeDir()
            let file = try ChartFixture.write(in: dir)
            let client = try s.startClient([file])
            s.compositor.send("hold on")
            for _ in 0 ..< 4 { s.compositor.send("key equal") }   // zoom animations: frame after frame
            s.compositor.send("key n")                           // and the night cross-fade
            Thread.sleep(forTimeInterval: delay)
            kill(s.compositor.process.processIdentifier, SIGKILL)
            let start = Date()
            while client.err.count == 0 && Date().timeIntervalSince(start) < 3 { Thread.sleep(forTimeInterval: 0.005) }
            let reported = Date().timeIntervalSince(start)
            #expect(client.waitExit(timeout: exitWait) == 1)
            // The error line within a second; the exit itself may take longer in sanitizer builds
            // (TSan's teardown 1.05–1.10 s, ASan's leak check up to 1.95 s): `exitAllowance`.
            #expect(reported < 1.0, "reported after \(reported) s")
            #expect(Date().timeIntervalSince(start) < exitAllowance, "exited after \(Date().timeIntervalSince(start)) s")
            Thread.sleep(forTimeInterval: 0.05)
            #expect(client.err.all.count == 1, "one line: \(client.err.all)")
            #expect(client.err.all.first?.contains("went away") == true, "\(client.err.all)")
        }
    }
}

extension WindowTests {
    /// Failures that need no compositor at all.
    @Suite struct NoCompositorTests {
        @Test(.enabled(if: Bin.path("wlcharts") != nil, "wlcharts is not built"))
        func noCompositorPrintsOneLineWithAHint() throws {
            let dir = try RuntimeDir()
            let c = try Spawned(Bin.path("wlcharts")!, ["--demo"], environment: ["XDG_RUNTIME_DIR": dir.path, "WAYLAND_DISPLAY": "nobody-here"])
            defer { c.stop() }
            #expect(c.waitExit(timeout: exitWait) == 1)
            Thread.sleep(forTimeInterval: 0.05)
            let lines = c.err.all
            #expect(lines.count == 1, "\(lines)")
            #expect(lines.first?.contains("--png") == true && lines.first?.contains("cage") == true)
        }
    }
}
