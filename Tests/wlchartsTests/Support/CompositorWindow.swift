import Foundation

/// `wlcharts-testcomp` (driven through its command FIFO) and a `wlcharts` window on it, in
/// `folder` (the compositor's socket and logs; its `XDG_RUNTIME_DIR`), both with `environment`.
final class CompositorWindow {
    let compositor: Background, window: Background, fifo: String

    /// Starts both and waits for the window's first frame.
    init(_ arguments: [String], folder: String, environment: [String: String], socket: String = "wl-test") throws {
        fifo = folder + "/commands"
        let log = folder + "/compositor.log", environment = environment.merging(["XDG_RUNTIME_DIR": folder]) { $1 }
        guard mkfifo(fifo, 0o600) == 0 else { throw Commands.Failure(description: "mkfifo \(fifo)") }
        compositor = try Background(Commands.testCompositor!, ["--socket", socket, "--size", "640x400", "--commands", fifo],
                                    environment: environment, log: log)
        do {
            try Commands.waitUntil("the compositor") { Commands.lines(of: log).contains { $0.hasPrefix("ready") } }
            window = try Background(Commands.wlcharts!, arguments, environment: environment.merging(["WAYLAND_DISPLAY": socket]) { $1 },
                                    log: folder + "/wlcharts.out", errorLog: folder + "/wlcharts.err")
            do {
                try Commands.waitUntil("the first frame") { Commands.lines(of: log).contains { $0.hasPrefix("commit ") } }
            } catch {
                window.stop()
                throw Commands.Failure(description: "no frame from wlcharts; it said \(Commands.lines(of: folder + "/wlcharts.err"))")
            }
        } catch { compositor.stop(); throw error }
    }

    func stop() { window.stop(); compositor.stop() }
}
