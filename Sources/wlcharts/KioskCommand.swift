import Adapters
import Charts
import Foundation
import Kiosk
import Raster
import Screens
import Wayland

/// `wlcharts --kiosk wall.toml` (or `--kiosk FILE.json`: one panel): a wall of charts for
/// months without a touch — fullscreen from the first frame, idle inhibited, the cursor hidden,
/// no quit by `q`, Esc or close (Ctrl+Alt+Q or SIGTERM end it, exit status 0). docs/kiosk.md.
@MainActor
enum KioskCommand {
    /// Runs the wall (or with `--png` draws its first frame); returns the exit status. `state` is
    /// `--state` (the saved-panel file; `off`: none; `nil`: under `$XDG_STATE_HOME/wlcharts/`).
    /// A `path` that is a URL is a wall from a server, asked for with `headerFile`'s headers
    /// (`--header-file`) and followed (``ServerWall``).
    static func run(path: String, options o: PNGOptions, display: String?, state: String? = nil, headerFile: String? = nil) -> Int32 {
        do {
            let server = KioskFile.isURL(path)
            if headerFile != nil && !server {
                throw SpecError(.option("--header-file"), .failed("is for a wall from a server (--kiosk https://…/wall.toml); "
                    + "a local kiosk file's panels take header_file"))
            }
            let fetch = server ? WallFetch(url: path, headers: try FileFetch.headers(file: headerFile, origin: .option("--header-file"))) : nil
            let file = try fetch?.first().reading(with: LocaleTimeContext.current()) ?? load(path)
            // A wall is drawn whole, in the window and for --png alike.
            var wallView = ViewSpec(origins: .commandLine)
            if let s = o.size { wallView.size = try ViewSpec.size(s) }
            let (width, height) = try wallView.frame(for: .wall)
            // The font files are read and parsed once for the whole wall, not once per panel.
            let faces = try SceneSetup.loadFaces(fontPath: o.font)
            // `--theme`, `--utc` and the line styles beside --kiosk: every panel's defaults.
            let defaults = try ViewSpec.wallDefaults(options: o)
            // Panel `i` of `file` (a new version of a wall from a server too).
            let make = { (file: KioskFile, i: Int) throws(SpecError) -> ScreenFactory.Built in
                var cellWidth = width
                if case .grid(_, let columns) = file.layout { cellWidth = width / columns }
                let plot = RemoteCommand.plotColumns(width: cellWidth, scale: 1)
                // A chart file as the one panel: the command line's view options set it up.
                var spec: (source: SourceSpec, view: ViewSpec) = try server || isWall(path)
                    ? PanelFactory.specs(file.panels[i], index: i, kioskPath: path, font: o.font, columns: plot)
                    : (SourceSpec.files([path], watch: true, load: o.loadOptions), ViewSpec.singlePanel(options: o))
                spec.view.take(wallDefaults: defaults)
                for w in spec.view.warnings { CheckCommand.printError("wlcharts: warning: \(w)") }
                let panelBuilt = try ScreenFactory.make(spec.source, spec.view, faces: faces, waitForData: o.output != nil)
                panelBuilt.attach()
                return panelBuilt
            }
            let built = try file.panels.indices.map { i throws(SpecError) in try make(file, i) }
            // The panel and views shown before a restart (not for --png: the wall as configured),
            // kept under the kiosk file's absolute path, or a wall from a server's URL.
            let key = server ? path
                : ((path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path) as NSString).standardizingPath
            let saved = o.output != nil ? nil
                : KioskStateFile.path(option: state, kiosk: key, environment: ProcessInfo.processInfo.environment)
                    .map { KioskStateFile(path: $0, kiosk: key, panels: file.panels.count) }
            let restored = saved?.load()
            if let saved, let restored { saved.restore(restored, into: built.map(\.screen.controller)) }
            let wall = KioskScreen(file: file, panels: built.map(\.screen), configured: built.map(\.configured),
                                   startPanel: restored?.panel ?? 0, secondOfDay: localSecondOfDay(atMonotonic:))
            if let output = o.output {
                var scale = 1.0
                if let s = o.scale { scale = try ViewSpec.scale(s) }
                wall.resize(width: width, height: height, scale: scale)
                wall.advance(to: 0)
                let bitmap = Bitmap(width: width, height: height)
                wall.render(into: bitmap)
                try PNGRender.writePNG(bitmap, to: output)
                return 0
            }
            var window = ChartWindow.Options(title: "wlcharts — \(wall.title)", fullscreen: true, display: display, size: (width, height))
            window.kiosk = true
            // A panel's change of state is heard (`ChartController.announceStateChange()`); monitor
            // mode: a panel says what changes in its data (spoken unless a screen reader reads it).
            let audio = PulseAudioOutput()
            let speaker = file.panels.contains(where: \.monitor) || server ? SpeechDispatcherSpeaker(timeout: 5) : nil
            let listen = { (b: ScreenFactory.Built, panel: Panel) in
                b.screen.controller.listening.audio = audio
                guard panel.monitor else { return }
                b.screen.controller.listening.speaker = speaker
                b.screen.controller.listening.monitor = ChartMonitor()
            }
            for (b, panel) in zip(built, file.panels) { listen(b, panel) }
            saved?.start(wall)
            // A wall from a server: asked for again every `refresh` (60 s), a changed one applied;
            // its new panels hear and monitor as the first ones (and stay quiet as they do while
            // a screen reader reads the monitor: the window decided that for the first panels).
            let followed = fetch.map { fetch in
                ServerWall(fetch: fetch, file: file, wall: wall, built: built, font: faces.regular.font) { (f, i) throws(SpecError) in
                    let b = try make(f, i)
                    listen(b, f.panels[i])
                    b.screen.controller.listening.monitorSpeaks = built[0].screen.controller.listening.monitorSpeaks
                    return b
                }
            }
            // The wall's own timing (dwell, fade, idle reset, night, burn-in) wakes the window at
            // its next change (``KioskScreen/nextChange``); what it shows is saved after each turn.
            let status = ChartWindow.run(content: followed ?? wall, options: window) { loop in
                if let followed { followed.start(on: loop) } else { for b in built { b.start(loop) } }
                saved?.keep({ followed?.wall ?? wall }, on: loop)
            }
            if let followed { followed.stop() } else { for b in built { b.stop() } }
            saved?.flush(followed?.wall ?? wall)   // a clean exit (Ctrl+Alt+Q, SIGTERM) keeps the last change too
            return status
        } catch {
            CheckCommand.printError("wlcharts: \(error)")
            return 1
        }
    }

    /// A `.toml` kiosk file, or a chart file as the one panel (its view is the command line's:
    /// ``ViewSpec/singlePanel(options:)``); its panels read dates in the locale's `LC_TIME`.
    static func load(_ path: String) throws -> KioskFile {
        (isWall(path) ? try KioskFile.load(path: path) : KioskFile.single(file: path)).reading(with: LocaleTimeContext.current())
    }

    /// Whether `path` is a kiosk file (`.toml`), not a chart file shown as the one panel.
    nonisolated static func isWall(_ path: String) -> Bool { path.lowercased().hasSuffix(".toml") }
}

/// Seconds since local midnight at monotonic time `moment` (the night schedule's clock): the wall
/// clock now moved by `moment - now`, read in the local zone (so a daylight-saving change between
/// now and then counts).
func localSecondOfDay(atMonotonic moment: Double) -> Double {
    var t = time(nil) + time_t((moment - monotonicSeconds()).rounded())
    var parts = tm()
    localtime_r(&t, &parts)
    return Double(parts.tm_hour * 3600 + parts.tm_min * 60 + parts.tm_sec)
}
