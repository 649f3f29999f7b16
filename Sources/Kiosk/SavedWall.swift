import Foundation

/// What a wall keeps across restarts (a crash, a power cut, the watchdog): which panel it was
/// showing, so it comes back there rather than on panel 1. Written as a few bytes of JSON and
/// read back trusting nothing: anything that is not exactly this wall's state is no state.
public struct SavedWall: Equatable, Sendable {
    /// The kiosk file this state belongs to (an absolute path).
    public var kiosk: String
    /// How many panels the wall had (a changed file starts fresh).
    public var panels: Int
    /// The panel shown, 0-based.
    public var panel: Int

    public init(kiosk: String, panels: Int, panel: Int) {
        self.kiosk = kiosk; self.panels = panels; self.panel = panel
    }

    /// The file's bytes.
    public var encoded: [UInt8] {
        let object: [String: Any] = ["version": 1, "kiosk": kiosk, "panels": panels, "panel": panel]
        let data = (try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys])) ?? Data()
        return [UInt8](data) + [0x0A]
    }

    /// The state in `bytes` if it is this wall's: `kiosk` with `panels` panels; `nil` for
    /// anything else (garbage, a cut file, another wall, another panel count, a panel out of range).
    /// - Complexity: O(bytes), and reads at most 64 KiB.
    public static func decode(_ bytes: [UInt8], kiosk: String, panels: Int) -> SavedWall? {
        guard !bytes.isEmpty, bytes.count <= 65_536,
              let object = try? JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any],
              object["version"] as? Int == 1, object["kiosk"] as? String == kiosk,
              let n = object["panels"] as? Int, n == panels,
              let p = object["panel"] as? Int, (0 ..< panels).contains(p) else { return nil }
        return SavedWall(kiosk: kiosk, panels: panels, panel: p)
    }

    /// Where a wall's state lives by default: `$XDG_STATE_HOME/wlcharts/` (else
    /// `~/.local/state/wlcharts/`), one file per kiosk file, named after it (`wall.toml-1a2b3c4d.json`:
    /// its name and a hash of its absolute path); `nil` with neither variable set.
    public static func defaultPath(kiosk: String, environment: [String: String]) -> String? {
        let base: String
        if let s = environment["XDG_STATE_HOME"], s.hasPrefix("/") { base = s }
        else if let h = environment["HOME"], h.hasPrefix("/") { base = h + "/.local/state" }
        else { return nil }
        var hash: UInt32 = 2_166_136_261   // FNV-1a
        for b in kiosk.utf8 { hash = (hash ^ UInt32(b)) &* 16_777_619 }
        let name = kiosk.split(separator: "/").last.map(String.init) ?? "kiosk"
        return "\(base)/wlcharts/\(name)-\(String(hash, radix: 16)).json"
    }
}
