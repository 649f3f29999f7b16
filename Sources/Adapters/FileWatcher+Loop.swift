import Charts
import Wayland

@MainActor
extension FileWatcher {
    /// Reloads `controller` on `loop` when the watched file is rewritten or replaced (a kiosk's
    /// file panels too).
    func watch(reloading controller: ChartController, loop: EventLoop) {
        var pending = false
        loop.watch(fd: fd) { [self] in
            guard fileChanged(), !pending else { return }
            pending = true   // a writer's burst of events is one reload, a moment later
            loop.schedule(after: 0.1) { [self] in
                pending = false
                if let charts = load() { controller.reload(charts) }
            }
        }
    }
}
