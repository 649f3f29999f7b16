import ArgumentParser
import Charts
import Wayland

@main
struct WLCharts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wlcharts",
        abstract: "Interactive time-series charts in a native Wayland window.")

    @Argument(help: "Chart files in the Telegram contest format (or CSV).")
    var files: [String] = []

    @Flag(help: "Load and validate each file; print one summary line per chart (exit 1 if any fails).")
    var check = false

    @Flag(help: "Start fullscreen (kiosk); F11 toggles.")
    var fullscreen = false

    @Flag(help: "Show the demonstration pattern (bars) instead of charts: checks the window and input.")
    var demo = false

    @Option(help: "Window size in surface units when the compositor leaves it to us, e.g. 800x600.")
    var size: String = "800x600"

    @Option(help: "Wayland display: a socket name or an absolute path (default: $WAYLAND_DISPLAY).")
    var display: String?

    mutating func run() throws {
        if demo {
            let options = try ChartWindow.Options(title: "wlcharts demo", fullscreen: fullscreen, display: display, size: size)
            let status = MainActor.assumeIsolated { ChartWindow.run(content: DemoContent(), options: options) }
            if status != 0 { throw ExitCode(status) }
            return
        }
        if check || !files.isEmpty {
            let status = CheckCommand.run(files: files)
            if status != 0 { throw ExitCode(status) }
            return
        }
        print(WLCharts.helpMessage())
    }
}
