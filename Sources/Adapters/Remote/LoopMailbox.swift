import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Hands values from worker threads (network answers) to the window's thread: `post` appends
/// under a lock and writes a byte into a pipe, which wakes the window's `EventLoop.watch`; `take` on the
/// window's thread drains what came (a burst is one wakeup, one frame).
final class LoopMailbox<Value: Sendable>: @unchecked Sendable {
    /// The pipe's read end, which the event loop watches (`-1` without one: then only `take` polls).
    let fd: Int32
    private let writeFD: Int32
    private let lock = NSLock()
    private var values: [Value] = []

    init() {
        var fds: [Int32] = [-1, -1]
        if pipe(&fds) == 0 {
            for f in fds {
                _ = fcntl(f, F_SETFL, fcntl(f, F_GETFL) | O_NONBLOCK)
                _ = fcntl(f, F_SETFD, FD_CLOEXEC)
            }
        } else { fds = [-1, -1] }
        fd = fds[0]; writeFD = fds[1]
    }

    deinit { if fd >= 0 { close(fd); close(writeFD) } }

    /// From any thread.
    func post(_ value: Value) {
        lock.lock(); values.append(value); lock.unlock()
        if writeFD >= 0 { var one: UInt8 = 1; _ = write(writeFD, &one, 1) }   // a full pipe still wakes
    }

    /// Everything posted since the last call (empties the pipe).
    func take() -> [Value] {
        if fd >= 0 { var junk = [UInt8](repeating: 0, count: 256); while read(fd, &junk, 256) > 0 {} }
        lock.lock(); defer { lock.unlock() }
        let out = values
        values.removeAll()
        return out
    }
}
