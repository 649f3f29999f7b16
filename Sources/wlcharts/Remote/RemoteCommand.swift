import Charts
import Sources
import Raster
import Wayland
import SeriesData

/// `wlcharts https://…` and `wlcharts --prometheus URL --query Q`: a chart of a server's data in
/// the window, refreshed like a live stream, or with `--png` the first answer drawn (exit 1 with
/// the server's or the network's one line on failure).
@MainActor
enum RemoteCommand {
    static func run(files: [String], options o: PNGOptions, live: LiveArguments, remote: RemoteArguments,
                    listening a: AccessibilityOptions = AccessibilityOptions(), fullscreen: Bool, display: String?, state: String? = nil) -> Int32 {
        do {
            let size = o.size ?? (o.output != nil ? "1280x800" : "800x600")
            // A still image may be any size; a window holds whole frames (refused here, before any
            // source is made, when they would be too large).
            let (w, h) = try o.output != nil ? PNGRender.parseSize(size) : PNGRender.parseFrameSize(size)
            let scale = try PNGRender.parseNumber(o.scale ?? "1", option: "--scale", in: 0.5 ... 4)
            let spec = try remote.spec(files: files, range: o.range, columns: plotColumns(width: w, scale: scale))
            let source = RemoteSources.make(spec)
            var sceneOptions = o
            if case .prometheus = spec { sceneOptions.range = nil }
            var liveOptions = try live.options()
            if liveOptions.keep == nil { liveOptions.keep = source.liveOptions.keep }
            if o.output != nil {
                let charts = try source.fetchOnce()
                let setup = try SceneSetup(charts: charts, files: [source.name], options: sceneOptions)
                let screen = try setup.makeScreen()
                screen.resize(width: w, height: h, scale: setup.scale)
                try PNGRender.writePNG(screen, to: o.output!)
                return 0
            }
            let empty = ChartData(title: source.name, x: [], series: [])
            let setup = try SceneSetup(charts: [empty], files: [source.name], options: sceneOptions)
            let screen = try setup.makeScreen()
            try WindowCommand.listen(screen.controller.listening, setup: setup, files: [source.name], options: a)
            liveOptions.hidden = setup.sceneOptions.hidden   // series of the first answer, by name
            // The view before a restart, by the URL (Prometheus: the server and the queries).
            let views = ViewStateFile.attach(source, options: liveOptions, to: screen.controller, state: state,
                                             source: spec.viewSource, unless: sceneOptions.describesView)
            let window = try ChartWindow.Options(title: "wlcharts — \(source.name)", fullscreen: fullscreen, display: display, size: size)
            let status = ChartWindow.run(content: screen, options: window) { loop in
                source.start(on: loop)
                views?.keep(screen.controller, on: loop)
            }
            views?.flush(screen.controller)
            return status
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
        case let .file(url, _, _): ViewStateFile.source(url: url)
        case let .prometheus(o): ViewStateFile.source(prometheus: o.server, queries: o.queries)
        }
    }
}
