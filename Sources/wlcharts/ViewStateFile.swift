import Charts
import Foundation
import Kiosk
import Wayland

/// The desktop window's view of its files kept across restarts (``SavedSourceView``, under
/// `$XDG_STATE_HOME/wlcharts/NAME-HASH.view.json`, or `--state FILE`): restored into the
/// controller at start, then read from it after every turn of the loop and written 1.5 s after
/// the last change (``StateFile``); a clean exit writes what is left.
@MainActor
final class ViewStateFile {
    let file: StateFile<ChartViewState>
    /// The files' absolute paths, one a line: the source the state belongs to.
    let source: String

    init(path: String, files: [String]) {
        let source = files.joined(separator: "\n")
        self.source = source
        file = StateFile(path: path, consequence: "a restart starts as the command line says") {
            SavedSourceView(source: source, view: $0).encoded
        }
    }

    /// The files' absolute paths (the key of their state).
    static func absolute(_ files: [String]) -> [String] {
        files.map { (($0.hasPrefix("/") ? $0 : FileManager.default.currentDirectoryPath + "/" + $0) as NSString).standardizingPath }
    }

    /// The state file for `files` (`--state` given: that; `off`: none).
    static func path(option: String?, files: [String], environment: [String: String]) -> String? {
        if let option { return option == "off" ? nil : option }
        return SavedSourceView.defaultPath(files: absolute(files), environment: environment)
    }

    /// Restores the saved view into `controller` (one warning for a corrupt file), then keeps
    /// it saved while `loop` runs: the view is read after each turn (input, frames) and a timer
    /// wakes the loop when a change has stayed long enough to be written.
    func keep(_ controller: ChartController, on loop: EventLoop) {
        file.start(from: controller.viewState)
        var wake: (id: EventLoop.TimerID, at: Double)?
        loop.addBeforeWait { [unowned self] in
            let now = monotonicSeconds()
            file.note(controller.viewState, at: now)
            guard wake?.at != file.due else { return }
            if let w = wake { loop.cancel(w.id) }
            wake = file.due.map { due in (loop.schedule(after: max(due - now, 0) + 0.01) {}, due) }
        }
    }

    /// The saved view of these files, if there is one (a corrupt one: one warning, `nil`).
    func load() -> ChartViewState? {
        let source = source
        return file.load(what: "a saved view of \(source.split(separator: "\n").first ?? "")", ignoring: "starting as the command line says") {
            SavedSourceView.decode($0, source: source)?.view
        }
    }
}

extension PNGOptions {
    /// Whether the command line describes a view (`--chart`, `--range`, `--theme`, `--hidden`,
    /// `--highlight`): then the window starts as it says, not as it was saved.
    var describesView: Bool { chart != nil || range != nil || theme != nil || hidden != nil || highlight != nil }
}
