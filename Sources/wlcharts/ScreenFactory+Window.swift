import Adapters
import Charts
import Screens
import SeriesData

extension ScreenFactory {
    /// Shows `built` (the screen of `source` in `view`) in a window of `size` until it closes:
    /// sound and speech as `listening` says, the view kept across restarts (`state`: `--state`;
    /// a saved view is restored unless the command line describes one), the source started on
    /// the window's loop. Returns the exit status.
    static func runWindow(_ built: Built, source: SourceSpec, view: ViewSpec, size: (width: Int, height: Int),
                          listening: AccessibilityOptions, fullscreen: Bool, display: String?, state: String?) throws -> Int32 {
        let controller = built.screen.controller
        try WindowCommand.listen(controller.listening, setup: built.setup, files: built.names, options: listening)
        // The view of this source before a restart (standard input: only with `--state FILE`);
        // series it hid start hidden when they come, the rest is restored now or with the first data.
        let views = ViewStateFile.open(option: state, source: source.viewSource)
        let saved = views?.startingView(unless: view.describesView)
        built.attach(hiding: saved?.hidden ?? [])
        if let views, let saved { views.restore(saved, into: controller) }
        let window = ChartWindow.Options(title: "wlcharts — \(built.screen.title)", fullscreen: fullscreen, display: display, size: size)
        let status = ChartWindow.run(content: built.screen, options: window) { loop in
            built.start(loop)
            views?.keep(controller, on: loop)
        }
        built.stop()
        views?.flush(controller)   // a quit right after a change keeps it
        return status
    }
}
