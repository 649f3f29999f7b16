import ArgumentParser
import Charts
import Kiosk
import Wayland

@main
struct WLCharts: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wlcharts",
        abstract: "Interactive time-series charts in a native Wayland window.",
        version: BuildInfo.versionLine)

    @Argument(help: "Chart files in the Telegram contest format (or CSV).")
    var files: [String] = []

    @Flag(help: "Load and validate each file; print one summary line per chart (exit 1 if any fails).")
    var check = false

    @Flag(help: "Start fullscreen (kiosk); F11 toggles.")
    var fullscreen = false

    @Option(help: ArgumentHelp("A wall of charts for kiosks: a kiosk file (wall.toml) or one chart file; fullscreen, Ctrl+Alt+Q quits (docs/kiosk.md).", valueName: "FILE"))
    var kiosk: String?

    @Option(help: ArgumentHelp("Where the window or --kiosk keeps what it shows across restarts (default: $XDG_STATE_HOME/wlcharts/; off: nowhere).", valueName: "FILE"))
    var state: String?

    @Flag(help: "Show the demonstration pattern (bars) instead of charts: checks the window and input.")
    var demo = false

    @Option(help: "Wayland display: a socket name or an absolute path (default: $WAYLAND_DISPLAY).")
    var display: String?

    @OptionGroup(title: "Render to PNG (--size, --chart, --range, --theme, --hidden, --highlight, --presets, --font, --utc also set up the window)")
    var png: PNGOptions

    @OptionGroup(title: "Live data (wlcharts - reads CSV or NDJSON samples from standard input; docs/data-format.md)")
    var live: LiveArguments

    @OptionGroup(title: "Data on a server (wlcharts https://…/data.json, or --prometheus URL --query Q; docs/data-format.md)")
    var remote: RemoteArguments

    @OptionGroup(title: "Charts you can hear (--chart, --range, --hidden choose what; docs/accessibility.md)")
    var a11y: AccessibilityOptions

    mutating func run() throws {
        if let kiosk {
            if !files.isEmpty {
                CheckCommand.printError("wlcharts: --kiosk FILE takes no other input files (list panels in a kiosk file: docs/kiosk.md)")
                throw ExitCode(1)
            }
            // Each other option is the wall's, a default of every panel, or refused naming its
            // key in a kiosk file: never silently ignored (`KioskOption`).
            if let line = KioskOption.refusal(self, chartFile: !KioskCommand.isWall(kiosk) && !KioskFile.isURL(kiosk)) {
                CheckCommand.printError("wlcharts: " + line)
                throw ExitCode(1)
            }
            let (png, display, state, headerFile) = (png, display, state, remote.headerFile)
            let status = MainActor.assumeIsolated {
                KioskCommand.run(path: kiosk, options: png, display: display, state: state, headerFile: headerFile)
            }
            if status != 0 { throw ExitCode(status) }
            return
        }
        // Request headers go to a server; a file read from disk would silently do without them.
        if let h = remote.headerFile, !remote.requested(files: files) {
            CheckCommand.printError("wlcharts: --header-file \(h): request headers are for a URL or --prometheus; "
                + "\(files.isEmpty ? "no server is asked" : "\(files[0]) is read from disk")")
            throw ExitCode(1)
        }
        if remote.prometheus == nil, let option = remote.eventQuery != nil ? "--event-query" : remote.alerts ? "--alerts" : nil {
            CheckCommand.printError("wlcharts: \(option): needs --prometheus URL (the server asked for the events)")
            throw ExitCode(1)
        }
        // A server's data (a URL, Prometheus, MQTT) waits for its first answer (--timeout).
        let remoteCheck = check && remote.requested(files: files)
        if check && (live.follow != nil || files == ["-"]) {
            let status = CheckCommand.run(stream: live)
            if status != 0 { throw ExitCode(status) }
            return
        }
        if check && files.isEmpty && !remoteCheck {
            CheckCommand.printError("wlcharts: --check needs at least one file")
            throw ExitCode(1)
        }
        // --speak, --series and --duration alone set up the window's listening (below): a window
        // of files, of a followed file or of a server's data.
        let window = png.output == nil && !check && !demo && (!files.isEmpty || live.follow != nil || remote.requested(files: files))
        if a11y.requested || (!window && (a11y.speak || a11y.series != nil || a11y.duration != nil)) {
            let status: Int32
            if remote.requested(files: files) {
                let (files, png, a11y, live, remote) = (files, png, a11y, live, remote)
                status = MainActor.assumeIsolated { RemoteCommand.listen(files: files, options: png, a11y: a11y, live: live, remote: remote) }
            } else {
                status = AccessibilityCommand.run(files: files, options: png, a11y: a11y)
            }
            if status != 0 { throw ExitCode(status) }
            if png.output == nil { return }
        }
        if remote.requested(files: files) {
            let (files, png, live, remote, a11y, fullscreen, display, state) = (files, png, live, remote, a11y, fullscreen, display, state)
            let status = MainActor.assumeIsolated {
                RemoteCommand.run(files: files, options: png, live: live, remote: remote, listening: a11y,
                                  fullscreen: fullscreen, display: display, state: state, check: remoteCheck)
            }
            if status != 0 { throw ExitCode(status) }
            return
        }
        if live.follow != nil || files == ["-"] {
            let (files, png, live, remote, a11y, fullscreen, display, state) = (files, png, live, remote, a11y, fullscreen, display, state)
            let status = MainActor.assumeIsolated {
                LiveCommand.run(files: files, options: png, live: live, remote: remote, listening: a11y, fullscreen: fullscreen,
                                display: display, state: state)
            }
            if status != 0 { throw ExitCode(status) }
            return
        }
        if png.output != nil {
            let (files, png) = (files, png)
            let status = MainActor.assumeIsolated { PNGRender.run(files: files, options: png) }
            if status != 0 { throw ExitCode(status) }
            return
        }
        if check {
            let status = CheckCommand.run(files: files, options: png.loadOptions)
            if status != 0 { throw ExitCode(status) }
            return
        }
        if demo || !files.isEmpty {
            let (files, png, live, remote, a11y, fullscreen, display, demo, state) = (files, png, live, remote, a11y, fullscreen, display, demo, state)
            let status = MainActor.assumeIsolated {
                WindowCommand.run(files: files, options: png, live: live, remote: remote, listening: a11y, fullscreen: fullscreen,
                                  display: display, demo: demo, state: state)
            }
            if status != 0 { throw ExitCode(status) }
            return
        }
        print(WLCharts.helpMessage())
    }
}
