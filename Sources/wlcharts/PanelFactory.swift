import Charts
import Kiosk
import Wayland

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
        /// Hooks the panel's source into the window's event loop (file watch, stream reads).
        let start: (EventLoop) -> Void
    }

    static func make(_ panel: Panel, index: Int, kioskPath: String, font: String?) throws -> Built {
        var args: [String] = []
        if let c = panel.chart { args += ["--chart", String(c)] }
        if let r = panel.range { args += ["--range", r] }
        if let t = panel.theme { args += ["--theme", t] }
        if !panel.hidden.isEmpty { args += ["--hidden", panel.hidden.joined(separator: ",")] }
        if panel.presets { args.append("--presets") }
        if let f = font { args += ["--font", f] }
        func located(_ error: Error, source: String) -> PNGRenderError {
            var text = "\(error)", key = source
            for k in ["chart", "range", "theme", "hidden", "keep", "stale-after"] where text.hasPrefix("--\(k)") {
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
                let screen = try setup.makeScreen()
                let watcher = FileWatcher(path: path)
                return Built(screen: screen, configured: setup.sceneOptions) { loop in
                    if let watcher { WindowCommand.watchFile(watcher, reloading: screen.controller, loop: loop) }
                }
            case .stream(let path):
                var live: [String] = []
                if let k = panel.keep { live += ["--keep", k] }
                if let s = panel.staleAfter { live += ["--stale-after", s] }
                let liveOptions = try LiveArguments.parse(live).options()
                let input = try LiveInput(path: path == "-" ? nil : path)
                let title = input.name == "stdin" ? "stdin" : SceneSetup.titled([ChartData(x: [], series: [])], file: input.name)[0].title
                let setup = try SceneSetup(charts: [ChartData(title: title, x: [], series: [])], files: [input.name], options: options)
                let screen = try setup.makeScreen()
                input.startWatching()
                input.readAvailable()
                screen.controller.attach(input.feed, options: liveOptions)
                return Built(screen: screen, configured: setup.sceneOptions) { loop in LiveCommand.watch(input, loop: loop) }
            }
        } catch {
            let source = switch panel.source { case .file: "file"; case .stream: "stream" }
            throw located(error, source: "\(error)".contains("font") && !"\(error)".hasPrefix("--") ? "font" : source)
        }
    }
}
