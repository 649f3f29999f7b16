import Glibc
import Wayland

/// The write end of the signal pipe (a signal handler may only write to a descriptor).
nonisolated(unsafe) private var signalPipeWrite: Int32 = -1

/// SIGTERM and SIGINT as events of the window's loop (a self-pipe written by the handler), so a
/// kiosk's service manager stops it cleanly: the loop ends and the process exits with status 0.
@MainActor
package final class SignalStop {
    private let readFD: Int32

    package init?(loop: EventLoop) {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return nil }
        for f in fds {
            _ = fcntl(f, F_SETFL, fcntl(f, F_GETFL) | O_NONBLOCK)
            _ = fcntl(f, F_SETFD, FD_CLOEXEC)
        }
        readFD = fds[0]
        signalPipeWrite = fds[1]
        for s in [SIGTERM, SIGINT] {
            signal(s) { _ in
                var byte: UInt8 = 1
                _ = write(signalPipeWrite, &byte, 1)
            }
        }
        // A parent may hand its blocked signals down (posix_spawn keeps the mask): unblock these two.
        var set = sigset_t()
        sigemptyset(&set)
        sigaddset(&set, SIGTERM)
        sigaddset(&set, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &set, nil)
        let fd = readFD
        loop.watch(fd: fd) {
            var byte: UInt8 = 0
            while read(fd, &byte, 1) > 0 {}
            loop.stop()
        }
    }

    deinit {
        signal(SIGTERM, SIG_DFL)
        signal(SIGINT, SIG_DFL)
        close(readFD)
        close(signalPipeWrite)
        signalPipeWrite = -1
    }
}
