import Charts
#if canImport(Glibc)
import Glibc
#endif
import Screens
import SeriesData

/// Watches the opened chart file (inotify on its folder): when it is rewritten or atomically
/// replaced, it is loaded again and handed to `reload`; a broken new file keeps the last good
/// data on screen and says why once (until a good one comes).
final class FileWatcher {
    let path: String
    /// How the file is read (`--x`, …), the same at every reload.
    let options: LoadOptions
    private(set) var fd: Int32 = -1
    private let base: String
    private var lastError: String?
    private var buffer = [UInt8](repeating: 0, count: 4096)

    init?(path: String, options: LoadOptions) {
        self.path = path
        self.options = options
        base = path.split(separator: "/").last.map(String.init) ?? path
        fd = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
        guard fd >= 0 else { return nil }
        let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
        let mask = UInt32(IN_CLOSE_WRITE | IN_MOVED_TO | IN_CREATE)
        guard inotify_add_watch(fd, folder.isEmpty ? "/" : folder, mask) >= 0 else { close(fd); return nil }
    }

    deinit { if fd >= 0 { close(fd) } }

    /// Whether the events since the last call concern the file (written and closed, or moved
    /// or created under its name).
    func fileChanged() -> Bool {
        var changed = false
        while true {
            let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            guard n > 0 else { break }
            var p = 0
            while p + 16 <= n {
                let len = Int(buffer[p + 12]) | Int(buffer[p + 13]) << 8 | Int(buffer[p + 14]) << 16 | Int(buffer[p + 15]) << 24
                let nameBytes = buffer[(p + 16) ..< min(p + 16 + len, n)].prefix { $0 != 0 }
                if String(decoding: nameBytes, as: UTF8.self) == base { changed = true }
                p += 16 + len
            }
        }
        return changed
    }

    /// Loads the file again: the charts, or `nil` after saying why (once per distinct problem).
    func load() -> [ChartData]? {
        do {
            let charts = try ChartLoader.read(path: path, options: options).charts
            lastError = nil
            return charts.isEmpty ? nil : SceneSetup.titled(charts, file: path)
        } catch {
            let text = "\(error)"
            if text != lastError {
                lastError = text
                StandardError.write("wlcharts: reload failed, keeping the last good data: \(text)")
            }
            return nil
        }
    }
}
