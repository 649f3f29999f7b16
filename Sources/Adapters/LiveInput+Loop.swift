import Wayland

@MainActor
extension LiveInput {
    /// Wakes `loop` when bytes come (a kiosk's stream panels too): stdin or a pipe by its
    /// descriptor, a followed file by inotify on its folder. Only a file where inotify cannot be
    /// had is looked at on a timer (once a second); the stale mark is the window's ``WindowContent/nextChange``.
    func watch(loop: EventLoop) {
        let fd = notifyFD >= 0 ? notifyFD : self.fd
        loop.watch(fd: fd) { [self] in
            if !readAvailable() { loop.watch(fd: fd, nil) }
        }
        if notifyFD < 0 && fd != 0 {
            loop.schedule(after: 1, repeating: 1) { [self] in readAvailable() }
        }
        // Held-back warnings: their count goes out a second after the first of them.
        warnings.flushes { delay, flush in loop.schedule(after: delay) { flush() } }
    }
}
