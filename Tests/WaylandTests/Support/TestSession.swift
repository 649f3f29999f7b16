import Foundation

/// `wlcharts-testcomp` headless in its own runtime folder, and `wlcharts` connected to it.
/// Everything it starts ends when it goes away (or on ``close()``).
final class TestSession: @unchecked Sendable {
    static let available = Bin.path("wlcharts-testcomp") != nil && Bin.path("wlcharts") != nil
    static let day: UInt32 = 0xFFFFFF, night: UInt32 = 0x242F3E, green: UInt32 = 0x3DC23F

    let runtime: RuntimeDir
    let compositor: Spawned
    private(set) var client: Spawned?
    private var shots = 0

    /// Starts the compositor (`--size`, `--scale`, other flags) and waits until it is ready.
    init(size: String = "400x300", scale: Int = 1, flags: [String] = []) throws {
        runtime = try RuntimeDir()
        compositor = try Spawned(Bin.path("wlcharts-testcomp")!, ["--socket", "wl-test", "--size", size, "--scale", "\(scale)"] + flags,
                                 environment: ["XDG_RUNTIME_DIR": runtime.path, "PATH": "/usr/bin:/bin"])
        guard compositor.waitForLine({ $0.hasPrefix("ready") }) != nil else {
            compositor.stop()
            throw SessionError("wlcharts-testcomp did not start: \(compositor.err.all.joined(separator: " | "))")
        }
    }

    /// Starts `wlcharts` (default: the demo pattern) and waits for its first frame.
    @discardableResult
    func startClient(_ arguments: [String] = ["--demo"], environment: [String: String] = [:], waitForFrame: Bool = true) throws -> Spawned {
        let c = try Spawned(Bin.path("wlcharts")!, arguments, environment: [
            "XDG_RUNTIME_DIR": runtime.path, "WAYLAND_DISPLAY": "wl-test", "PATH": "/usr/bin:/bin", "XCURSOR_PATH": "/nonexistent",
        ].merging(environment) { $1 })
        client = c
        // The first frame of a debug build on a loaded machine (a kiosk grid draws four charts) can
        // take seconds: wait up to 30 s — it returns at the first commit.
        if waitForFrame, compositor.waitForLine(timeout: 30, { $0.hasPrefix("commit ") }) == nil {
            throw SessionError("no frame from wlcharts; its stderr: \(c.err.all.joined(separator: " | "))")
        }
        return c
    }

    /// Sends commands, then waits for the client's answer: its first commit after them (at most
    /// 2 s — a starved client on a loaded machine can take that long to wake; commands that draw
    /// nothing pay the wait), then until the compositor has been quiet a moment (frames done).
    func send(_ commands: String...) {
        let mark = compositor.out.count
        for c in commands { compositor.send(c) }
        _ = compositor.waitForLine(from: mark, timeout: 2) { $0.hasPrefix("commit ") }
        compositor.settle()
    }

    /// Lines of `commit WxH buffer=N …` so far.
    var commits: [String] { compositor.out.all.filter { $0.hasPrefix("commit ") } }

    /// The client's last committed buffer.
    func screenshot() throws -> Image {
        shots += 1
        let path = runtime.file("shot\(shots).ppm")
        let mark = compositor.out.count
        compositor.send("screenshot \(path)")
        guard compositor.waitForLine(from: mark, { $0.hasPrefix("screenshot \(path)") }) != nil, let image = Image.ppm(path) else {
            throw SessionError("screenshot failed: \(compositor.out.all.suffix(5))")
        }
        return image
    }

    /// Ends the client and the compositor.
    func close() {
        client?.stop()
        compositor.stop()
    }

    deinit { close() }
}

struct SessionError: Error, CustomStringConvertible {
    let description: String
    init(_ d: String) { description = d }
}
