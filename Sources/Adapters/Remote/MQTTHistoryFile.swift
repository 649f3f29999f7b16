import Foundation
import Glibc
import Kiosk
import Sources

/// An MQTT source's history on disk (`MQTTHistory`'s format): `$XDG_STATE_HOME/wlcharts/
/// mqtt-HASH.history`, the hash of the broker and the topics. Batches are appended with one
/// `write` each (a writer killed mid-batch leaves a torn tail, which the next start drops);
/// compactions replace the file whole (``AtomicFile``). One program keeps a history at a time:
/// a second one on the same broker and topics keeps none (said once).
final class MQTTHistoryFile: MQTTHistoryStore {
    let path: String
    private let warn: SourceWarning
    private var appendFD: Int32 = -1
    private let lockFD: Int32
    private var failed = false
    /// The largest file read (a history of 24 h of many series is a few MiB).
    static let maximumBytes = 256 << 20

    /// The history of `broker`'s `topics` under `environment`'s state folder; `nil` when there is
    /// no such folder or another program keeps it (`warn` says which).
    static func open(broker: String, topics: [String], environment: [String: String],
                     warn: @escaping SourceWarning) -> MQTTHistoryFile? {
        guard let path = StatePlace.path(key: ([broker] + topics).joined(separator: "\n"), name: "mqtt", suffix: ".history",
                                         environment: environment) else { return nil }
        try? FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        let fd = Glibc.open(path + ".lock", O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else { warn("\(path): cannot keep the history (\(String(cString: strerror(errno))))"); return nil }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            close(fd)
            warn("\(path): another wlcharts keeps this history; this one keeps none")
            return nil
        }
        return MQTTHistoryFile(path: path, lockFD: fd, warn: warn)
    }

    private init(path: String, lockFD: Int32, warn: @escaping SourceWarning) {
        self.path = path
        self.lockFD = lockFD
        self.warn = warn
    }

    deinit {
        if appendFD >= 0 { close(appendFD) }
        close(lockFD)
    }

    func load() -> [UInt8] {
        guard let h = FileHandle(forReadingAtPath: path) else { return [] }
        defer { try? h.close() }
        return [UInt8]((try? h.read(upToCount: Self.maximumBytes)) ?? Data())
    }

    func append(_ bytes: [UInt8]) {
        if appendFD < 0 { appendFD = Glibc.open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644) }
        let wrote = appendFD < 0 ? -1 : bytes.withUnsafeBytes { Glibc.write(appendFD, $0.baseAddress, $0.count) }
        report(wrote == bytes.count ? nil : wrote < 0 ? String(cString: strerror(errno)) : "short write")
    }

    func replace(with bytes: [UInt8]) {
        if appendFD >= 0 { close(appendFD); appendFD = -1 }   // the next batch goes to the new file
        do throws(StateWriteError) { try AtomicFile.write(bytes, to: path); report(nil) } catch { report(error.what) }
    }

    /// Says a failed write once (until one succeeds again).
    private func report(_ problem: String?) {
        if let problem, !failed { warn("\(path): cannot save the history (\(problem)); what comes is shown but not kept") }
        failed = problem != nil
    }
}
