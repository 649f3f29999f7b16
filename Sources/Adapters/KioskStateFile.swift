import Charts
import Foundation
import Kiosk
import Screens
import Wayland

/// A kiosk's ``SavedWall`` on disk (`$XDG_STATE_HOME/wlcharts/…`, or `--state FILE`): the
/// panel a rotation shows and every panel's view, through a ``StateFile`` (written 1.5 s after
/// the last change, atomically; a corrupt file is one warning and the wall starts as configured).
/// A wall from a server is keyed by its URL; what is saved is the wall shown now (a new version
/// from the server with other panels is saved as it is).
@MainActor
package final class KioskStateFile {
    let file: StateFile<SavedWall>
    private let kiosk: String
    private let panels: Int

    var path: String { file.path }
    /// Files written (tests, the soak).
    var writes: Int { file.writes }

    package init(path: String, kiosk: String, panels: Int) {
        self.kiosk = kiosk
        self.panels = panels
        file = StateFile(path: path, consequence: "a restart starts as the kiosk file says") { $0.encoded }
    }

    /// The saved state: `nil` (no file; or with one warning, a file that cannot be read or is
    /// not this wall's state).
    package func load() -> SavedWall? {
        let (kiosk, panels) = (kiosk, panels)
        return file.load(what: "this wall's saved state", ignoring: "starting on panel 1 as configured") {
            SavedWall.decode($0, kiosk: kiosk, panels: panels)
        }
    }

    /// The saved views waiting for their live charts' first data (a server's panel at start).
    private(set) var pending: [PendingView] = []

    /// Restores `saved`'s views into the panels' `controllers` (before the first frame). A panel
    /// fed by a server has no data yet: its skin and chart come back at once, the rest with its
    /// first data (``settle()``); until then its saved view is what the file keeps for it.
    package func restore(_ saved: SavedWall, into controllers: [ChartController]) {
        pending = zip(controllers, saved.views).compactMap { controller, view in
            let p = PendingView(restoring: view, into: controller)
            return p.waiting == nil ? nil : p
        }
    }

    /// After each loop turn: restores the views whose panels' first data came.
    func settle() {
        pending.removeAll { $0.settle() != nil }
    }

    /// The wall shows `panel` with its panels' `views` at monotonic `time`.
    func note(panel: Int, views: [ChartViewState] = [], at time: Double) {
        file.note(saved(panel: panel, views: views), at: time)
    }

    /// What `wall` shows at monotonic `time`: the panel and each panel's view, read from their
    /// controllers (nothing keeps a copy).
    func note(_ wall: KioskScreen, at time: Double) { file.note(saved(wall), at: time) }

    /// What `wall` shows at start (restored, or as configured): only a change from it is written.
    package func start(_ wall: KioskScreen) { file.start(from: saved(wall)) }

    /// Keeps what `wall()` shows saved while `loop` runs (the wall on screen: a wall from a server
    /// is replaced by its new versions): after each turn (input, frames, data) the views whose
    /// first data came are restored (``settle()``) and what is shown is noted; a timer wakes the
    /// loop when a change has stayed long enough to be written — no tick.
    package func keep(_ wall: @escaping @MainActor () -> KioskScreen, on loop: EventLoop) {
        let wake = WakeUp(loop: loop)
        loop.addBeforeWait { [unowned self] in
            let shown = wall()
            settle()
            // A panel a new version from the server removed waits no more.
            pending.removeAll { p in !shown.panels.contains { $0.controller === p.controller } }
            note(shown, at: monotonicSeconds())
            wake.set(at: file.due.map { $0 + 0.01 })
        }
    }

    /// Writes what `wall` shows now if it changed since the last write (a clean exit).
    package func flush(_ wall: KioskScreen) { file.flush(saved(wall)) }

    private func saved(_ wall: KioskScreen) -> SavedWall {
        let views = wall.panels.map { p in (pending.first { $0.controller === p.controller })?.waiting ?? p.controller.viewState }
        return SavedWall(kiosk: kiosk, panels: views.count, panel: wall.state.current, views: views)
    }

    private func saved(panel: Int, views: [ChartViewState]) -> SavedWall {
        SavedWall(kiosk: kiosk, panels: panels, panel: panel, views: views)
    }

    /// The state file for the kiosk file `kiosk`, an absolute path or a wall's URL (`--state`
    /// given: that; `off`: none).
    package static func path(option: String?, kiosk: String, environment: [String: String]) -> String? {
        if let option { return option == "off" ? nil : option }
        return SavedWall.defaultPath(kiosk: kiosk, environment: environment)
    }
}
