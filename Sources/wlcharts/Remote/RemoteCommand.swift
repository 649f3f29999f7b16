import Adapters
import Charts
import Screens
import Sources
import Raster
import Wayland
import SeriesData

/// `wlcharts https://…` and `wlcharts --prometheus URL --query Q`: a chart of a server's data in
/// the window, refreshed like a live stream, or with `--png` the first answer drawn (exit 1 with
/// the server's or the network's one line on failure; `--check`: its summary lines).
@MainActor
enum RemoteCommand {
    static func run(files: [String], options o: PNGOptions, live: LiveArguments, remote: RemoteArguments,
                    listening a: AccessibilityOptions = AccessibilityOptions(), fullscreen: Bool, display: String?, state: String? = nil, check: Bool = false) -> Int32 {
        do {
            var view = try ViewSpec(options: o, rangeOfSource: remote.queriesRange)
            if remote.alerts && remote.prometheus == nil { throw SpecError(.option("--alerts"), .failed("needs --prometheus URL")) }
            // A still image may be any size; a window holds whole frames (refused here, before any
            // source is made, when they would be too large).
            let (w, h) = try view.frame(for: o.output != nil ? .picture : .window)
            let source = try SourceSpec(files: files, load: o.loadOptions, live: live, remote: remote, range: o.range,
                                        columns: plotColumns(width: w, scale: view.scale))
            try view.addServerEvents(alerts: remote.alerts, eventQuery: remote.eventQuery, source: source)
            if check {
                let built = try ScreenFactory.make(source, view, waitForData: true)
                for line in checkLines(built.setup.charts, name: built.names[0]) { print(line) }
                return 0
            }
            if let output = o.output {
                let built = try ScreenFactory.make(source, view, waitForData: true)
                built.screen.resize(width: w, height: h, scale: view.scale)
                try PNGRender.writePNG(built.screen, to: output)
                return 0
            }
            let built = try ScreenFactory.make(source, view)
            return try ScreenFactory.runWindow(built, source: source, view: view, size: (w, h), listening: a,
                                               fullscreen: fullscreen, display: display, state: state)
        } catch {
            CheckCommand.printError("wlcharts: \(error)")
            return 1
        }
    }

    /// The plot's pixel columns in a buffer `width` surface units wide (its side margins off).
    static func plotColumns(width: Int, scale: Double) -> Int {
        max(100, Int(saturating: (Double(width) - 32) * scale, nan: 800))
    }
}

extension RemoteSpec {
    /// The lines that name this source's saved view (``ViewStateFile``).
    var viewSource: [String] {
        switch self {
        case let .file(url, _, _, _): ViewStateFile.source(url: url)
        case let .prometheus(o):
            if case let .influxQL(api) = o.api { ["--influxdb " + o.server, "--db " + api.database] + o.queries } else {
                ViewStateFile.source(prometheus: o.server, queries: o.queries)
            }
        case let .mqtt(s): ["--mqtt " + s.options.broker] + s.options.filters.map(\.text)
        }
    }
}
