import Charts
#if canImport(Glibc)
import Glibc
#endif
import SeriesData

/// Where a live chart's bytes come from: standard input, or a followed file (`--follow`) read
/// like `tail -F` — from its start, then as it grows; a truncated file or one replaced under
/// its name (rotation) is read again from its start. Bytes go into a ``StreamFeed``; the
/// window's event loop wakes on the descriptor (or on inotify for a file).
package final class LiveInput {
    package let feed: StreamFeed
    package let name: String
    private let path: String?
    private(set) var fd: Int32
    private var inode: ino_t = 0
    private var offset: off_t = 0
    /// inotify over the followed file's folder (`-1` for stdin).
    private(set) var notifyFD: Int32 = -1
    let warnings: WarningPrinter
    private var buffer = [UInt8](repeating: 0, count: 1 << 16)

    /// Standard input (`path == nil`) or the file at `path`.
    package init(path: String?) throws {
        self.path = path
        name = path ?? "stdin"
        feed = StreamFeed(source: name)
        warnings = WarningPrinter(source: name)
        if let path {
            fd = open(path, O_RDONLY | O_CLOEXEC)
            guard fd >= 0 else { throw PNGRenderError("\(path): cannot open (\(String(cString: strerror(errno))))") }
            var st = stat()
            if fstat(fd, &st) == 0 { inode = st.st_ino }
        } else {
            fd = 0
        }
        let printer = warnings
        feed.decoder.onWarning = { printer.warn($0) }
    }

    deinit {
        if path != nil && fd >= 0 { close(fd) }
        if notifyFD >= 0 { close(notifyFD) }
    }

    /// Reads to the end of what is there now, blocking on a pipe until it closes (`--png`).
    package func readToEnd() {
        while readChunk(blocking: true) > 0 {}
        feed.end()
        warnings.flush(force: true)
    }

    /// For the window: stdin non-blocking; a file watched through inotify.
    func startWatching() {
        if path == nil {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
        } else if let path {
            notifyFD = inotify_init1(Int32(IN_NONBLOCK | IN_CLOEXEC))
            let folder = path.contains("/") ? String(path[..<path.lastIndex(of: "/")!]) : "."
            let mask = UInt32(IN_MODIFY | IN_CREATE | IN_MOVED_TO | IN_CLOSE_WRITE | IN_ATTRIB | IN_DELETE)
            if notifyFD >= 0 && inotify_add_watch(notifyFD, folder.isEmpty ? "/" : folder, mask) < 0 {
                close(notifyFD); notifyFD = -1
            }
        }
    }

    /// Reads what arrived (a few MiB at most per call, so the window stays responsive); returns
    /// `false` once standard input has ended.
    @discardableResult
    func readAvailable() -> Bool {
        if notifyFD >= 0 {
            while read(notifyFD, &buffer, buffer.count) > 0 {}   // the events only say "look again"
            checkReplaced()
        }
        var total = 0
        while total < 1 << 22 {
            let n = readChunk(blocking: false)
            if n == 0 && path == nil { feed.end(); warnings.flush(force: true); return false }
            if n <= 0 { break }
            total += n
        }
        return true   // held-back warnings are counted on their own timer (WarningPrinter.flushes)
    }

    /// A followed file truncated or replaced: what is left of the old one is read, then the new
    /// one from its start.
    private func checkReplaced() {
        guard let path else { return }
        var st = stat()
        guard stat(path, &st) == 0 else { return }   // gone for a moment (rotation): keep reading the old
        if st.st_ino != inode {
            while readChunk(blocking: false) > 0 {}
            let newFD = open(path, O_RDONLY | O_CLOEXEC)
            guard newFD >= 0 else { return }
            close(fd)
            fd = newFD; inode = st.st_ino; offset = 0
            feed.restart()
        } else if st.st_size < offset {
            _ = lseek(fd, 0, SEEK_SET)
            offset = 0
            feed.restart()
        }
    }

    /// One read: bytes read, 0 at the end, -1 when nothing is there now.
    private func readChunk(blocking: Bool) -> Int {
        let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
        if n < 0 { return errno == EINTR && blocking ? readChunk(blocking: true) : -1 }
        if n > 0 {
            offset += off_t(n)
            buffer.withUnsafeBytes { feed.receive(UnsafeRawBufferPointer(rebasing: $0[0 ..< n]), at: wallClockMilliseconds()) }
        }
        return n
    }
}

/// Milliseconds since the epoch now (the "updated" time of a live chart).
func wallClockMilliseconds() -> Int64 {
    var ts = timespec()
    clock_gettime(CLOCK_REALTIME, &ts)
    return Int64(ts.tv_sec) * 1000 + Int64(ts.tv_nsec) / 1_000_000
}

/// Seconds on the monotonic clock (warning rate limits).
func monotonicNow() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
}
