import Foundation
import Testing

/// `wlcharts --kiosk` under weston's kiosk shell (weston 10, `kiosk-shell.so`), headless.
///
/// On weston's headless backend alone the kiosk shell shows only its background: that backend
/// has no seat, and weston 10's kiosk shell puts a window into its layer only while activating it
/// for a seat (`desktop_surface_committed` calls `kiosk_shell_surface_activate` only when a seat
/// exists), so the window is mapped but never composited — the "black" of the notes in
/// /work/shared (weston 13 places it without a seat). Here weston runs on its *wayland* backend
/// nested in the test compositor, which gives weston a seat (the test compositor's pointer,
/// keyboard and touch) and is as headless: nothing reaches a display. docs/kiosk.md, "Tested
/// under".
@Suite(.serialized, .enabled(if: TestSession.available && KioskWindowTests.fontPresent && Bin.tool("weston") != nil
                             && Bin.tool("weston-screenshooter") != nil,
                             "weston, weston-screenshooter (scripts/install-deps.sh test) or DejaVu Sans is missing — skipped"))
struct WestonKioskShellTests {
    static let wall = KioskWindowTests.examples + "/daily-joined-left.json"

    @Test func theKioskShellShowsTheWallFullscreenAndOnlyTheCombinationQuits() throws {
        let s = try TestSession(size: "800x600")
        defer { s.close() }
        let rt = s.runtime.path
        let ini = s.runtime.file("weston.ini")
        try "[core]\nidle-time=0\n[shell]\nbackground-color=0xff202020\n".write(toFile: ini, atomically: true, encoding: .utf8)
        let env = ["XDG_RUNTIME_DIR": rt, "PATH": "/usr/bin:/bin", "HOME": rt]
        let weston = try Spawned(Bin.tool("weston")!, ["--backend=wayland-backend.so", "--use-pixman", "--fullscreen", "--width=800",
                                                       "--height=600", "--shell=kiosk-shell.so", "--socket=wl-kiosk", "-c", ini, "--debug"],
                                 environment: env.merging(["WAYLAND_DISPLAY": "wl-test"]) { $1 })
        defer { weston.stop() }
        try #require(waitForFile(in: rt, { $0 == "wl-kiosk" }) != nil, "weston made no socket: \(weston.err.all.suffix(5))")

        // The wall's first frame without a compositor: what the kiosk shell must show.
        let ref = s.runtime.file("reference.png")
        let png = try Spawned(Bin.path("wlcharts")!, ["--kiosk", Self.wall, "--png", ref, "--size", "800x600", "--font", KioskWindowTests.font],
                              environment: ["PATH": "/usr/bin:/bin"])
        #expect(png.waitExit(timeout: 60) == 0, "\(png.err.all)")
        let reference = try #require(Image.png(ref), "no reference PNG")

        // weston's pointer starts at (100, 100), over the plot, and enters the wall there: a
        // pointer that did not move hovers nothing (the first picture would show a highlight).
        let client = try Spawned(Bin.path("wlcharts")!, ["--kiosk", Self.wall, "--font", KioskWindowTests.font, "--state", "off"],
                                 environment: env.merging(["WAYLAND_DISPLAY": "wl-kiosk", "XCURSOR_PATH": "/nonexistent"]) { $1 })
        defer { client.stop() }
        var shots = 0
        func shoot() throws -> Image? {
            shots += 1
            let p = Process()
            p.executableURL = URL(fileURLWithPath: Bin.tool("weston-screenshooter")!)
            p.currentDirectoryURL = URL(fileURLWithPath: rt)
            p.environment = env.merging(["WAYLAND_DISPLAY": "wl-kiosk"]) { $1 }
            p.standardOutput = FileHandle.nullDevice
            p.standardError = FileHandle.nullDevice
            try p.run()
            p.waitUntilExit()
            guard let file = waitForFile(in: rt, timeout: 2, { $0.hasPrefix("wayland-screenshot") }) else { return nil }
            defer { try? FileManager.default.removeItem(atPath: file) }
            return Image.png(file)
        }
        // The whole output is the wall: fullscreen, nothing of weston's around it.
        let shot = try poll(timeout: 30, shoot) { $0.width == 800 && $0.height == 600 && $0.difference(reference).maxDelta <= screenshotTolerance }
        let found = try #require(shot, "weston took no screenshot; wlcharts: \(client.err.all), weston: \(weston.err.all.suffix(5))")
        #expect(found.width == 800 && found.height == 600)
        let d = found.difference(reference)
        #expect(d.maxDelta <= screenshotTolerance, "weston's output differs from the wall's first frame by up to \(d.maxDelta) on \(d.fraction * 100)% of pixels")

        // Keys through weston's seat: q and Esc do nothing; n (after them, in order) turns the
        // wall to night, so they were read; then Ctrl+Alt+Q ends it with status 0.
        for key in ["key q", "key esc", "key n"] { s.compositor.send(key) }
        let night = try poll(timeout: 30, shoot) { $0.width == 800 && $0[5, 5] == TestSession.night }
        #expect(night?[5, 5] == TestSession.night, "n reached the wall through weston's kiosk shell")
        #expect(client.waitExit(timeout: 0) == nil, "q and Esc leave a kiosk running")
        for key in ["key ctrl press", "key alt press", "key q"] { s.compositor.send(key) }
        #expect(client.waitExit(timeout: 30) == 0)
        #expect(client.err.all.isEmpty, "\(client.err.all)")
    }
}
