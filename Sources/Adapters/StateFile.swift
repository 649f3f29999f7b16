import Foundation
import Glibc

/// A small state file kept across restarts (a wall's ``KioskStateFile``, the desktop window's
/// view): read once at start; written ``settle`` seconds after the last change — a burst of
/// gestures is one write, never one per gesture — through a temporary file that is synced and
/// renamed over the old one, so a crash or power cut leaves the old state or the new, never a
/// mix. A missing file is a first start; an unreadable, corrupt or unknown one is said in one
/// line naming it and ignored; a write that fails is said once and the program goes on.
/// Times are monotonic seconds given by the caller (tests give fixed ones).
@MainActor
final class StateFile<Value: Equatable> {
    /// How long a value must stay unchanged before it is written.
    static var settle: Double { 1.5 }

    let path: String
    /// What a failed write means, for its message ("a restart starts on panel 1").
    private let consequence: String
    private let encode: (Value) -> [UInt8]
    /// Where a warning line goes (stderr; tests collect them).
    var warn: (String) -> Void = { StandardError.write($0) }
    private var saved: Value?
    private var pending: (value: Value, since: Double)?
    private var failed = false
    /// Files written (tests, the soak).
    private(set) var writes = 0

    init(path: String, consequence: String, encode: @escaping (Value) -> [UInt8]) {
        self.path = path
        self.consequence = consequence
        self.encode = encode
    }

    /// The saved value: `nil` without a file (silent), or — with one warning line naming the
    /// file and `ignoring` (what happens instead) — when it cannot be read or `decode` says it
    /// is not one (`what` names what it should have been).
    func load(what: String, ignoring: String, decode: ([UInt8]) -> Value?) -> Value? {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        guard let data = FileManager.default.contents(atPath: path) else {
            warn("wlcharts: \(path): cannot be read — \(ignoring)")
            return nil
        }
        guard let value = decode([UInt8](data.prefix(65_537))) else {
            warn("wlcharts: \(path): not \(what) (corrupt, or of another version) — \(ignoring)")
            return nil
        }
        saved = value
        return value
    }

    /// What is shown at start (restored, or as configured): only a change from it is written,
    /// so a program nobody touches writes nothing.
    func start(from value: Value) {
        saved = value
        pending = nil
    }

    /// The value is `value` at monotonic `time`: written once it has stayed ``settle`` seconds.
    func note(_ value: Value, at time: Double) {
        if value == saved { pending = nil; return }
        if pending?.value != value { pending = (value, time) }
        guard let p = pending, time - p.since >= Self.settle else { return }
        save(p.value)
    }

    /// When the value waiting will be written if it stays (the loop wakes then); `nil`: none waits.
    var due: Double? { pending.map { $0.since + Self.settle } }

    /// Writes `value` now if it is not the one saved (a clean exit does not lose the last change).
    func flush(_ value: Value) {
        if value != saved { save(value) }
    }

    private func save(_ value: Value) {
        pending = nil
        saved = value   // even if the write fails: said once, not retried every tick
        do {
            try write(encode(value))
            writes += 1
            failed = false
        } catch {
            if !failed { warn("wlcharts: \(path): cannot save the state (\(error)) — \(consequence)") }
            failed = true
        }
    }

    /// Writes `bytes` atomically (``AtomicFile/write(_:to:)``).
    func write(_ bytes: [UInt8]) throws(StateWriteError) { try AtomicFile.write(bytes, to: path) }
}

/// Files replaced whole: never half the old, half the new.
enum AtomicFile {
    /// Writes `bytes` atomically: `PATH.tmp` written and synced, then renamed over `PATH` (the
    /// folder made when missing).
    static func write(_ bytes: [UInt8], to path: String) throws(StateWriteError) {
        let folder = (path as NSString).deletingLastPathComponent
        do { try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true) } catch {
            throw StateWriteError(what: "cannot create \(folder)")
        }
        let temporary = path + ".tmp"
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw StateWriteError(what: String(cString: strerror(errno))) }
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
}

/// Why a state file could not be saved (one line).
struct StateWriteError: Error, CustomStringConvertible {
    let what: String
    var description: String { what }
}
