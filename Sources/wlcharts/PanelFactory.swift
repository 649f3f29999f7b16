import Charts
import Sources
import Kiosk
import Wayland
import SeriesData

/// The one place where a kiosk panel's source becomes a chart screen (new kinds of source — a
/// URL, a Prometheus query — plug in here): the panel's keys are checked like the command
/// line's options (the same rules and words), and a problem names the kiosk file, the line and
/// the key.
@MainActor
enum PanelFactory {
    /// A panel ready to show.
    struct Built {
        let screen: ChartScreen
        /// The state it starts in and eases back to after the idle time.
        let configured: SceneOptions
        /// Hooks the panel's source into the window's event loop (file watch, stream reads,
        /// requests to a server).
        let start: @MainActor (EventLoop) -> Void
        /// A URL or Prometheus panel's source (tests drive its requests by hand).
        var remote: RemoteSource? = nil

        init(screen: ChartScreen, configured: SceneOptions, start: @escaping @MainActor (EventLoop) -> Void) {
            self.screen = screen; self.configured = configured; self.start = start
        }

        /// A remote panel: its start is its source's, on the window's loop.
        @MainActor init(screen: ChartScreen, configured: SceneOptions, remote: RemoteSource) {
            self.screen = screen; self.configured = configured; self.remote = remote
            start = { loop in remote.start(on: loop) }
        }
    }

    /// The panel `index` of the kiosk file at `kioskPath`. `columns` is the width in pixels a
    /// panel's plot will roughly have (Prometheus asks for a step to suit it); `waitForData`
    /// (`--png`) fetches a remote panel's first answer before returning (its failure is the error).
    static func make(_ panel: Panel, index: Int, kioskPath: String, font: String?, columns: Int = 1248,
                     waitForData: Bool = false, faces: SceneSetup.Faces? = nil) throws -> Built {
        var args: [String] = []
        if let c = panel.chart { args += ["--chart", String(c)] }
        if let r = panel.range { args += ["--range", r] }
        if let t = panel.theme { args += ["--theme", t] }
        if !panel.hidden.isEmpty { args += ["--hidden", panel.hidden.joined(separator: ",")] }
        if panel.presets { args.append("--presets") }
        if let u = panel.unit { args += ["--unit", u] }
        if let b = panel.bytes { args += ["--bytes", b] }
        if let f = font { args += ["--font", f] }
        func located(_ error: Error, source: String) -> PNGRenderError {
            var text = "\(error)", key = source
            for k in ["chart", "range", "theme", "hidden", "unit", "bytes", "keep", "stale-after", "refresh", "timeout", "prometheus", "query", "legend"] where text.hasPrefix("--\(k)") {
                key = k.replacingOccurrences(of: "-", with: "_")
                text = String(text.dropFirst(k.count + 2).drop { $0 == ":" || $0 == " " })
            }
            if source == "font" { key = "font" }
            return PNGRenderError("\(panel.place(key, file: kioskPath, index: index)): \(text)")
        }
        do {
            let options = try PNGOptions.parse(args)
            switch panel.source {
            case .file(let path):
                let setup = try SceneSetup(files: [path], options: options)
                let screen = try setup.makeScreen(faces: faces)
                let watcher = FileWatcher(path: path, options: options.loadOptions)
                return Built(screen: screen, configured: setup.sceneOptions) { loop in
                    if let watcher { WindowCommand.watchFile(watcher, reloading: screen.controller, loop: loop) }
                }
            case .stream(let path):
                var live: [String] = []
                if let k = panel.keep { live += ["--keep", k] }
                if let s = panel.staleAfter { live += ["--stale-after", s] }
                var liveOptions = try LiveArguments.parse(live).options()
                let input = try LiveInput(path: path == "-" ? nil : path)
                let title = input.name == "stdin" ? "stdin" : SceneSetup.titled([ChartData(x: [], series: [])], file: input.name)[0].title
                let setup = try SceneSetup(charts: [ChartData(title: title, x: [], series: [])], files: [input.name], options: options)
                let screen = try setup.makeScreen(faces: faces)
                input.startWatching()
                input.readAvailable()
                liveOptions.hidden = setup.sceneOptions.hidden   // `hidden` names series still to come
                screen.controller.advance(to: monotonicSeconds())   // what was read so far arrives now
                screen.controller.attach(input.feed, options: liveOptions)
                return Built(screen: screen, configured: setup.sceneOptions) { loop in LiveCommand.watch(input, loop: loop) }
            case .url, .prometheus:
                return try remote(panel, options: options, columns: columns, waitForData: waitForData, faces: faces)
            }
        } catch {
            let source = switch panel.source { case .file: "file"; case .stream: "stream"; case .url: "url"; case .prometheus: "prometheus" }
            throw located(error, source: "\(error)".contains("font") && !"\(error)".hasPrefix("--") ? "font" : source)
        }
    }

    /// A URL or Prometheus panel: the sources of `wlcharts https://…` / `--prometheus` (issue 13),
    /// attached like a live stream — a failed request keeps the last good data on screen with
    /// its status (the time of the last answer, stale, the problem) and retries with back-off.
    private static func remote(_ panel: Panel, options: PNGOptions, columns: Int, waitForData: Bool,
                               faces: SceneSetup.Faces?) throws -> Built {
        var args: [String] = [], files: [String] = []
        switch panel.source {
        case .url(let url): files = [url]
        case let .prometheus(server, queries, legends):
            args += ["--prometheus", server]
            for q in queries { args += ["--query", q] }
            for l in legends { args += ["--legend", l] }
        case .file, .stream: preconditionFailure("not a remote panel")
        }
        if let r = panel.refresh { args += ["--refresh", r] }
        if let t = panel.timeout { args += ["--timeout", t] }
        let spec = try RemoteArguments.parse(args).spec(files: files, range: panel.range, columns: columns)
        let source = RemoteSources.make(spec)
        var sceneOptions = options
        if case .prometheus = spec { sceneOptions.range = nil }   // the query's range, not a window
        var live: [String] = []
        if let k = panel.keep { live += ["--keep", k] }
        if let s = panel.staleAfter { live += ["--stale-after", s] }
        var liveOptions = try LiveArguments.parse(live).options()
        if liveOptions.keep == nil { liveOptions.keep = source.liveOptions.keep }
        let charts = waitForData ? try source.fetchOnce() : [ChartData(title: source.name, x: [], series: [])]
        let setup = try SceneSetup(charts: charts, files: [source.name], options: sceneOptions)
        let screen = try setup.makeScreen(faces: faces)
        liveOptions.hidden = setup.sceneOptions.hidden   // `hidden` names series of answers still to come
        if !waitForData {
            screen.controller.advance(to: monotonicSeconds())
            screen.controller.attach(source, options: liveOptions)
        }
        return Built(screen: screen, configured: setup.sceneOptions, remote: source)
    }
}
