import Adapters
import Charts
import Raster
import Screens
import Wayland
import SeriesData

/// `wlcharts -` (samples on standard input) and `wlcharts --follow FILE`: a live chart in the
/// window, or with `--png` the stream read to its end (the file as it is now) and drawn.
@MainActor
enum LiveCommand {
    /// Runs the window or renders the PNG; returns the exit status (1 after one line on stderr).
    static func run(files: [String], options o: PNGOptions, live: LiveArguments, remote: RemoteArguments,
                    listening a: AccessibilityOptions = AccessibilityOptions(),
                    fullscreen: Bool, display: String?, state: String? = nil) -> Int32 {
        do {
            let view = try ViewSpec(options: o)
            let source = try SourceSpec(files: files, load: o.loadOptions, live: live, remote: remote, range: o.range)
            if let output = o.output, case let .stream(path, liveOptions) = source {
                return try renderPNG(try LiveInput(path: path), view: view, live: liveOptions, to: output)
            }
            let size = try view.frame(for: .window)
            let built = try ScreenFactory.make(source, view)
            return try ScreenFactory.runWindow(built, source: source, view: view, size: size, listening: a,
                                               fullscreen: fullscreen, display: display, state: state)
        } catch {
            CheckCommand.printError("wlcharts: \(error)")
            return 1
        }
    }

    /// The whole stream (or the file as it is now) as one chart, drawn like a file's.
    private static func renderPNG(_ input: LiveInput, view: ViewSpec, live: LiveOptions, to output: String) throws -> Int32 {
        let chart = try input.readChart(keep: live.keep)
        let setup = try SceneSetup(charts: [chart], files: [input.name], view: view)
        let screen = try setup.makeScreen()
        let feed = StreamFeed(source: input.name)
        feed.end()
        screen.controller.attach(feed, options: live)
        let (w, h) = try view.frame(for: .picture)
        screen.resize(width: w, height: h, scale: view.scale)
        try PNGRender.writePNG(screen, to: output)
        return 0
    }
}
