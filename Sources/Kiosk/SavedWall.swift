import Charts
import Foundation

/// What a wall keeps across restarts (a crash, a power cut, the watchdog): which panel it was
/// showing, so it comes back there rather than on panel 1, and each panel's view (chart, window,
/// hidden series, skin — `ChartViewState`). Written as a little JSON and read back trusting
/// nothing: anything that is not exactly this wall's state is no state.
package struct SavedWall: Equatable, Sendable {
    /// The kiosk file this state belongs to (an absolute path).
    public var kiosk: String
    /// How many panels the wall had (a changed file starts fresh).
    public var panels: Int
    /// The panel shown, 0-based.
    public var panel: Int
    /// Each panel's view, in the kiosk file's order; empty in a state written before views were
    /// saved (version 1).
    package var views: [ChartViewState]

    public init(kiosk: String, panels: Int, panel: Int, views: [ChartViewState] = []) {
        self.kiosk = kiosk; self.panels = panels; self.panel = panel; self.views = views
    }

    /// The file's bytes (version 2; version 1 without views).
    package var encoded: [UInt8] {
        var object: [String: Any] = ["version": views.isEmpty ? 1 : 2, "kiosk": kiosk, "panels": panels, "panel": panel]
        if !views.isEmpty { object["views"] = views.map(SavedView.object) }
        return StatePlace.json(object)
    }

    /// The state in `bytes` if it is this wall's: `kiosk` with `panels` panels; `nil` for
    /// anything else (garbage, a cut file, another wall, another panel count, a panel out of
    /// range, a view that is not one, a newer version).
    /// - Complexity: O(bytes), and reads at most 64 KiB.
    public static func decode(_ bytes: [UInt8], kiosk: String, panels: Int) -> SavedWall? {
        guard let object = StatePlace.object(bytes), let version = object["version"] as? Int, version == 1 || version == 2,
              object["kiosk"] as? String == kiosk,
              let n = object["panels"] as? Int, n == panels,
              let p = object["panel"] as? Int, (0 ..< panels).contains(p) else { return nil }
        var views: [ChartViewState] = []
        if version == 2 {
            guard let list = object["views"] as? [Any], list.count == panels else { return nil }
            for v in list {
                guard let view = SavedView.decode(v) else { return nil }
                views.append(view)
            }
        }
        return SavedWall(kiosk: kiosk, panels: panels, panel: p, views: views)
    }

    /// Where a wall's state lives by default: `$XDG_STATE_HOME/wlcharts/` (else
    /// `~/.local/state/wlcharts/`), one file per kiosk file, named after it (`wall.toml-1a2b3c4d.json`:
    /// its name and a hash of its absolute path); `nil` with neither variable set.
    package static func defaultPath(kiosk: String, environment: [String: String]) -> String? {
        StatePlace.path(key: kiosk, name: kiosk.split(separator: "/").last.map(String.init) ?? "kiosk",
                        suffix: ".json", environment: environment)
    }
}
