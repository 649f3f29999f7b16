import Charts
import Foundation
import Kiosk
import Screens
import Wayland
import SeriesData

/// The desktop window's view of its source kept across restarts (``SavedSourceView``, under
/// `$XDG_STATE_HOME/wlcharts/NAME-HASH.view.json`, or `--state FILE`): restored into the
/// controller at start, then read from it after every turn of the loop and written 1.5 s after
/// the last change (``StateFile``); a clean exit writes what is left. The source is named by
/// lines (``source(files:)``, ``source(follow:)``, ``source(url:)``, ``source(prometheus:queries:)``);
/// standard input has no name that outlives the pipe, so it is kept only with `--state FILE`.
@MainActor
package final class ViewStateFile {
    let file: StateFile<ChartViewState>
    /// The source the state belongs to, one line each (absolute paths, a URL, queries).
    let source: String

    init(path: String, source lines: [String]) {
        let source = lines.joined(separator: "\n")
        self.source = source
        file = StateFile(path: path, consequence: "a restart starts as the command line says") {
            SavedSourceView(source: source, view: $0).encoded
        }
    }

    /// The files' absolute paths (the key of their state).
    nonisolated static func absolute(_ files: [String]) -> [String] {
        files.map { (($0.hasPrefix("/") ? $0 : FileManager.default.currentDirectoryPath + "/" + $0) as NSString).standardizingPath }
    }

    /// The source lines of chart files: their absolute paths.
    package nonisolated static func source(files: [String]) -> [String] { absolute(files) }
    /// The source line of `--follow FILE` (not the file's own: `wlcharts FILE` keeps its own view).
    package nonisolated static func source(follow file: String) -> [String] { ["--follow " + absolute([file])[0]] }
    /// The source line of a chart file on a server: its URL.
    package nonisolated static func source(url: String) -> [String] { [url] }
    /// The source lines of `--prometheus`: the server, then each query (not the range: `--range`
    /// says what is fetched, the saved view what part of it is shown).
    package nonisolated static func source(prometheus server: String, queries: [String]) -> [String] { ["--prometheus " + server] + queries }

    /// The state file for `source` (`--state` given: that; `off`: none; no source — standard
    /// input — none unless `--state` names one).
    nonisolated static func path(option: String?, source: [String]?, environment: [String: String]) -> String? {
        if let option { return option == "off" ? nil : option }
        guard let source else { return nil }
        return SavedSourceView.defaultPath(files: source, environment: environment)
    }

    /// The state of `source` (`nil`: standard input) for `--state option`; `nil` when kept nowhere.
    package static func open(option: String?, source: [String]?) -> ViewStateFile? {
        path(option: option, source: source, environment: ProcessInfo.processInfo.environment)
            .map { ViewStateFile(path: $0, source: source ?? ["stdin"]) }
    }

    /// The saved view to start in: `nil` when there is none or the command line describes a view
    /// (`describesView`; a corrupt file is still said, once).
    package func startingView(unless describesView: Bool) -> ChartViewState? {
        let saved = load()
        return describesView ? nil : saved
    }

    /// Restores `saved` into `controller`; what cannot be restored yet — a live chart still
    /// without samples — is restored when its first data has come (``keep(_:on:)``).
    package func restore(_ saved: ChartViewState, into controller: ChartController) {
        let p = PendingView(restoring: saved, into: controller)
        pending = p.waiting == nil ? nil : p
    }

    /// A saved view waiting for the live chart's first data.
    private(set) var pending: PendingView?

    /// Restores the saved view into `controller` (one warning for a corrupt file), then keeps
    /// it saved while `loop` runs: the view is read after each turn (input, frames) and a timer
    /// wakes the loop when a change has stayed long enough to be written. A view still
    /// ``pending`` is restored after the turn that brought the first samples, unless the reader
    /// changed the view before; until then the saved file is left as it is.
    package func keep(_ controller: ChartController, on loop: EventLoop) {
        file.start(from: controller.viewState)
        let wake = WakeUp(loop: loop)
        loop.addBeforeWait { [unowned self] in
            if let p = pending {
                guard let saved = p.settle() else { return }
                pending = nil
                file.start(from: saved)   // what the file holds: a change from it is written
            }
            let now = monotonicSeconds()
            file.note(controller.viewState, at: now)
            wake.set(at: file.due.map { $0 + 0.01 })
        }
    }

    /// Writes the view now if it changed (a clean exit: a quit right after a change keeps it).
    package func flush(_ controller: ChartController) {
        if pending == nil { file.flush(controller.viewState) }
    }

    /// The saved view of this source, if there is one (a corrupt one: one warning, `nil`).
    func load() -> ChartViewState? {
        let source = source
        return file.load(what: "a saved view of \(source.split(separator: "\n").first ?? "")", ignoring: "starting as the command line says") {
            SavedSourceView.decode($0, source: source)?.view
        }
    }
}
