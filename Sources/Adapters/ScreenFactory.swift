import Charts
import Screens
import Sources
import SeriesData
import Wayland

/// The one place where a source and a view become a chart screen — for the window, live mode,
/// a server's data, `--png` and every kiosk panel: the data read (or its first part awaited),
/// the view checked against it (``ViewSpec/scene(for:files:)``), the screen built, and the hook
/// that connects the source to the window's event loop.
@MainActor
package enum ScreenFactory {
    /// A screen ready to show.
    package struct Built {
        package let screen: ChartScreen
        /// The charts and the state the screen starts in (and eases back to after idle).
        package let setup: SceneSetup
        /// The inputs as messages name them (paths, `stdin`, the URL).
        package let names: [String]
        /// The live source still to attach (``attach(options:)``), with its options.
        package let live: LiveSource?
        package let liveOptions: LiveOptions
        /// Said once for each limit whose unit does not fit a series the live source brings (a
        /// warning: the chart goes on, the limit judges nothing).
        var misfit: ((ChartThresholds.UnitMismatch) -> Void)?
        /// A URL or Prometheus source (tests drive its requests by hand).
        package let remote: RemoteSource?
        /// Hooks the source into the window's event loop (file watch, stream reads, requests;
        /// the events file's watch, `EventsInput`).
        package var start: @MainActor (EventLoop) -> Void

        package var configured: ControllerOptions { setup.sceneOptions }

        init(screen: ChartScreen, setup: SceneSetup, names: [String], live: LiveSource?, liveOptions: LiveOptions,
             start: @escaping @MainActor (EventLoop) -> Void) {
            self.screen = screen; self.setup = setup; self.names = names; self.live = live; self.liveOptions = liveOptions
            remote = nil
            self.start = start
        }

        /// A server's screen: its start is its source's, on the window's loop.
        @MainActor init(screen: ChartScreen, setup: SceneSetup, live: LiveSource?, liveOptions: LiveOptions, remote: RemoteSource) {
            self.screen = screen; self.setup = setup; names = [remote.name]; self.live = live; self.liveOptions = liveOptions
            self.remote = remote
            start = { loop in remote.start(on: loop) }
        }

        /// Attaches the live source, if any, with `hidden` added to the series it starts hiding.
        /// The controller is first advanced to `now` (the real clock): data read before the
        /// window counts as arriving now, and the window's first wake-up is measured from it.
        package func attach(hiding hidden: Set<String> = [], now: Double = monotonicSeconds()) {
            guard let live else { return }
            var options = liveOptions
            options.hidden.formUnion(hidden)
            screen.controller.advance(to: now)
            screen.controller.attach(live, options: options, misfit: misfit)
        }
    }

    /// The screen of `source` in `view`, drawn in `faces` (by default the view's font, loaded
    /// once the data is read). `waitForData` (`--png`): a server's first answer is fetched before returning (its
    /// failure is the error). Every problem is a ``SpecError`` at the place it was written.
    package static func make(_ source: SourceSpec, _ view: ViewSpec, faces: SceneSetup.Faces? = nil,
                     waitForData: Bool = false) throws(SpecError) -> Built {
        try EventsInput.attach(view, to: makeScreen(source, view, faces: faces, waitForData: waitForData))
    }

    /// ``make(_:_:faces:waitForData:)`` before the events.
    private static func makeScreen(_ source: SourceSpec, _ view: ViewSpec, faces: SceneSetup.Faces?,
                                   waitForData: Bool) throws(SpecError) -> Built {
        let input = view.origins.ofInput(panelKey: source.panelKey)
        let font = view.origins.ofInput(panelKey: "font")
        switch source {
        case let .files(paths, watch, load):
            let charts = try SceneSetup.load(files: paths, options: load, origin: input, warn: RemoteSources.warn)
            let setup = try SceneSetup(charts: charts, files: paths, view: view, warn: warnPanel)
            let screen = try failing(font) { try setup.makeScreen(faces: faces) }
            let watcher = watch && paths.count == 1 ? FileWatcher(path: paths[0], options: load) : nil
            return Built(screen: screen, setup: setup, names: paths, live: nil, liveOptions: LiveOptions()) { loop in
                watcher?.watch(reloading: screen.controller, loop: loop)
            }
        case let .stream(path, live):
            let stream = try failing(input) { try LiveInput(path: path) }
            let title = stream.name == "stdin" ? "stdin" : SceneSetup.titled([ChartData(x: [], series: [])], file: stream.name)[0].title
            let setup = try SceneSetup(charts: [ChartData(title: title, x: [], series: [])], files: [stream.name], view: view)
            let screen = try failing(font) { try setup.makeScreen(faces: faces) }
            stream.startWatching()
            stream.readAvailable()
            var options = live
            options.hidden = setup.sceneOptions.hidden   // `hidden` names series still to come
            var built = Built(screen: screen, setup: setup, names: [stream.name], live: stream.feed, liveOptions: options) { loop in
                stream.watch(loop: loop)
            }
            built.misfit = { warnPanel(view.thresholdUnitError($0)) }
            return built
        case let .remote(spec, live):
            let remote = RemoteSources.make(spec.comparing(view.compare))
            var options = live
            if options.keep == nil { options.keep = remote.liveOptions.keep }
            var charts = [ChartData(title: remote.name, x: [], series: [])]
            if waitForData { charts = try failing(input) { try remote.firstData() } }
            let setup = try SceneSetup(charts: charts, files: [remote.name], view: view, warn: warnPanel)
            let screen = try failing(font) { try setup.makeScreen(faces: faces) }
            options.hidden = setup.sceneOptions.hidden   // `hidden` names series of answers still to come
            let live: LiveSource? = waitForData ? nil : remote   // `--png`: the first answer is drawn, nothing more
            var built = Built(screen: screen, setup: setup, live: live, liveOptions: options, remote: remote)
            built.misfit = { warnPanel(view.thresholdUnitError($0)) }
            return built
        }
    }

    /// A warning about the view (a limit in a unit its series' does not fit): a kiosk panel's, or
    /// a live source's whose series came after the view was checked.
    private static func warnPanel(_ e: SpecError) { RemoteSources.warn("warning: \(e)") }

    /// `body`'s result; its error (a reader's, the network's, the font's own line) at `origin`.
    private static func failing<T>(_ origin: SpecOrigin, _ body: () throws -> T) throws(SpecError) -> T {
        do { return try body() } catch let e as SpecError { throw e } catch { throw SpecError(origin, .failed("\(error)")) }
    }
}
