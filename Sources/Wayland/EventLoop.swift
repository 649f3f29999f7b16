import CWaylandClient
import Glibc

/// The one event loop: `poll` over the display's fd, watched fds and timers (as poll timeouts).
/// Nothing runs while nothing happens: an idle window sleeps in `poll` with no timeout.
@MainActor
package final class EventLoop {
    /// Names a scheduled timer, for `cancel(_:)`.
    package struct TimerID: Hashable, Sendable { let value: Int }

    private struct Timer {
        var deadline: Double
        var interval: Double?
        var action: @MainActor () -> Void
    }

    private let display: Display
    private var timers: [Int: Timer] = [:]
    private var nextTimer = 0
    private var watched: [Int32: @MainActor () -> Void] = [:]
    private var watchedWritable: [Int32: @MainActor () -> Void] = [:]
    private var running = false
    private var beforeWait: [@MainActor () throws(WaylandError) -> Void] = []

    public init(display: Display) {
        self.display = display
        display.loop = self
    }

    /// Runs `action` after `delay` seconds, then every `interval` seconds if given.
    @discardableResult
    package func schedule(after delay: Double, repeating interval: Double? = nil,
                         _ action: @escaping @MainActor () -> Void) -> TimerID {
        nextTimer += 1
        timers[nextTimer] = Timer(deadline: monotonicSeconds() + max(0, delay), interval: interval, action: action)
        return TimerID(value: nextTimer)
    }

    /// Cancels a timer (nothing happens if it already ran out).
    package func cancel(_ id: TimerID) { timers[id.value] = nil }

    /// Calls `action` whenever `fd` is readable (e.g. an inotify fd); `nil` stops watching.
    package func watch(fd: Int32, _ action: (@MainActor () -> Void)?) { watched[fd] = action }

    /// Calls `action` whenever `fd` is writable (a non-blocking connect finished, room to send
    /// what waits); `nil` stops watching. Watch only while something waits to be sent.
    package func watchWritable(fd: Int32, _ action: (@MainActor () -> Void)?) { watchedWritable[fd] = action }

    /// Adds work done once per loop turn after events are dispatched and before sleeping
    /// (windows draw here).
    package func addBeforeWait(_ body: @escaping @MainActor () throws(WaylandError) -> Void) {
        beforeWait.append(body)
    }

    /// Makes `run()` return after the current turn.
    package func stop() { running = false }

    /// Dispatches events and timers until `stop()`; throws when the connection fails.
    public func run() throws(WaylandError) {
        running = true
        let d = display.proxy
        let fd = wl_display_get_fd(d)
        var fds: [pollfd] = []
        while running {
            while wl_display_prepare_read(d) != 0 {
                if wl_display_dispatch_pending(d) < 0 { throw display.failure() }
            }
            do {
                for body in beforeWait { try body() }
            } catch {
                wl_display_cancel_read(d)
                throw error
            }
            if !running { wl_display_cancel_read(d); break }
            var wantWrite = false
            if wl_display_flush(d) < 0 {
                if errno == EAGAIN { wantWrite = true } else { wl_display_cancel_read(d); throw display.failure() }
            }
            fds.removeAll(keepingCapacity: true)
            fds.append(pollfd(fd: fd, events: Int16(POLLIN) | (wantWrite ? Int16(POLLOUT) : 0), revents: 0))
            for w in watched.keys { fds.append(pollfd(fd: w, events: Int16(POLLIN), revents: 0)) }
            for w in watchedWritable.keys { fds.append(pollfd(fd: w, events: Int16(POLLOUT), revents: 0)) }
            let timeout = pollTimeout()
            let n = poll(&fds, nfds_t(fds.count), timeout)
            if n < 0 && errno != EINTR { wl_display_cancel_read(d); throw .connectionLost(reason: "poll failed") }
            let revents = n > 0 ? fds[0].revents : 0
            if revents & Int16(POLLIN | POLLHUP | POLLERR) != 0 {
                if wl_display_read_events(d) < 0 { throw display.failure() }
            } else {
                wl_display_cancel_read(d)
            }
            if wl_display_dispatch_pending(d) < 0 { throw display.failure() }
            if n > 0 {
                for p in fds.dropFirst() where p.revents != 0 {
                    if p.events == Int16(POLLOUT) { watchedWritable[p.fd]?() } else { watched[p.fd]?() }
                }
            }
            fireTimers()
        }
    }

    /// Milliseconds until the nearest timer (rounded up), or -1 to sleep until an event.
    private func pollTimeout() -> Int32 {
        guard !timers.isEmpty else { return -1 }
        var next = Double.infinity
        for t in timers.values where t.deadline < next { next = t.deadline }
        let ms = (next - monotonicSeconds()) * 1000
        return ms <= 0 ? 0 : Int32(min(ms.rounded(.up), 3_600_000))
    }

    private func fireTimers() {
        guard !timers.isEmpty else { return }
        let now = monotonicSeconds()
        guard timers.values.contains(where: { $0.deadline <= now }) else { return }
        let due = timers.filter { $0.value.deadline <= now }.sorted { $0.value.deadline < $1.value.deadline }
        for (id, timer) in due {
            guard timers[id] != nil else { continue }   // cancelled by an earlier timer
            if let interval = timer.interval {
                timers[id]?.deadline = max(timer.deadline + interval, now)
            } else {
                timers[id] = nil
            }
            timer.action()
        }
    }
}
