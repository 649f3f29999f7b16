import Foundation
import Glibc
import Kiosk

/// A kiosk's ``SavedWall`` on disk (`$XDG_STATE_HOME/wlcharts/…`, or `--state FILE`): read once
/// at start, written 1.5 s after the panel shown last changed — never more often than the panel
/// changes — through a temporary file that is synced and renamed over the old one, so a crash
/// or power cut leaves the old state or the new, never a mix. A missing file is a first start;
/// an unreadable or corrupt one is said in one line and the wall starts on panel 1; a write that
/// fails is said once and the wall goes on.
@MainActor
final class KioskStateFile {
    /// How long the panel must stay before it is written (a burst of changes is one write).
    static let settle = 1.5

    let path: String
    private let kiosk: String
    private let panels: Int
    private var saved: Int?
    private var pending: (panel: Int, since: Double)?
    private var failed = false
    /// Files written (tests, the soak).
    private(set) var writes = 0

    init(path: String, kiosk: String, panels: Int) {
        self.path = path
        self.kiosk = kiosk
        self.panels = panels
    }

    /// The panel to start on: the saved one, or `nil` (no file; or with one warning, a file
    /// that cannot be read or is not this wall's state).
    func load() -> Int? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            CheckCommand.printError("wlcharts: \(path): cannot read the saved kiosk state — starting on panel 1")
            return nil
        }
        guard let state = SavedWall.decode([UInt8](data.prefix(65_537)), kiosk: kiosk, panels: panels) else {
            CheckCommand.printError("wlcharts: \(path): not this wall's saved state (corrupt, or the kiosk file changed) — starting on panel 1")
            return nil
        }
        saved = state.panel
        return state.panel
    }

    /// The wall shows `panel` at monotonic `time`: written once it has stayed ``settle`` seconds.
    func note(panel: Int, at time: Double) {
        if panel == saved { pending = nil; return }
        if pending?.panel != panel { pending = (panel, time) }
        guard let p = pending, time - p.since >= Self.settle else { return }
        pending = nil
        saved = panel   // even if the write fails: said once, not retried every tick
        do {
            try write(SavedWall(kiosk: kiosk, panels: panels, panel: panel))
            writes += 1
            failed = false
        } catch {
            if !failed { CheckCommand.printError("wlcharts: \(path): cannot save the kiosk state (\(error)) — a restart starts on panel 1") }
            failed = true
        }
    }

    /// Writes `state` atomically: `PATH.tmp` written and synced, then renamed over `PATH`.
    func write(_ state: SavedWall) throws(StateWriteError) {
        let folder = (path as NSString).deletingLastPathComponent
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw StateWriteError(what: "cannot create \(folder)")
        }
        let temporary = path + ".tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw StateWriteError(what: String(cString: strerror(errno))) }
        let bytes = state.encoded
        let wrote = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
        let synced = fsync(fd) == 0
        let why = String(cString: strerror(errno))
        close(fd)
        guard wrote == bytes.count, synced else {
            unlink(temporary)
            throw StateWriteError(what: wrote < 0 || !synced ? why : "short write")
        }
        guard rename(temporary, path) == 0 else {
            let why = String(cString: strerror(errno))
            unlink(temporary)
            throw StateWriteError(what: why)
        }
    }

    /// The state file for the kiosk file `kiosk` (`--state` given: that; `off`: none).
    static func path(option: String?, kiosk: String, environment: [String: String]) -> String? {
        if let option { return option == "off" ? nil : option }
        return SavedWall.defaultPath(kiosk: kiosk, environment: environment)
    }
}

/// Why the kiosk state could not be saved (one line).
struct StateWriteError: Error, CustomStringConvertible {
    let what: String
    var description: String { what }
}
