import Foundation
import Sources
import Wayland

/// The window's event loop as a remote source's ``SourceScheduler``: timers are the loop's, each
/// mailbox is a ``LoopMailbox`` whose pipe the loop watches, so an answer wakes the loop and is
/// delivered on its thread (the main actor's). Before ``attach(_:)`` (the source built before its
/// window, `--png`, tests) timers do not run and ``deliver(waiting:)`` takes the answers by hand.
@MainActor
final class LoopScheduler {
    private weak var loop: EventLoop?
    private var timers: [Int: EventLoop.TimerID] = [:]
    private var nextTimer = 0
    /// Each mailbox's pipe and the delivery of what it holds (returns how many values).
    private var mailboxes: [(fd: Int32, deliver: () -> Int)] = []
    /// Sockets a client drives itself (``watch(socket:readable:writable:)``).
    private var sockets: [Int32: (readable: @MainActor () -> Void, writable: (@MainActor () -> Void)?)] = [:]

    /// Runs timers and deliveries on `loop` from now on.
    func attach(_ loop: EventLoop) {
        self.loop = loop
        for m in mailboxes { loop.watch(fd: m.fd) { _ = m.deliver() } }
        for (fd, s) in sockets {
            loop.watch(fd: fd, s.readable)
            loop.watchWritable(fd: fd, s.writable)
        }
    }

    /// Calls `readable` whenever `socket` can be read and, while given, `writable` whenever it
    /// can be written (a client's own socket on the loop: libmosquitto's); `readable == nil`
    /// forgets the socket (before it is closed).
    func watch(socket: Int32, readable: (@MainActor () -> Void)?, writable: (@MainActor () -> Void)?) {
        if let readable { sockets[socket] = (readable, writable) } else { sockets[socket] = nil }
        loop?.watch(fd: socket, readable)
        loop?.watchWritable(fd: socket, readable == nil ? nil : writable)
    }

    /// Delivers what the mailboxes hold, waiting up to `timeout` seconds for something (`--png`,
    /// tests); returns how many values were delivered.
    @discardableResult
    func deliver(waiting timeout: Double) -> Int {
        let deadline = monotonicSeconds() + timeout
        while true {
            let n = mailboxes.reduce(0) { $0 + $1.deliver() }
            if n > 0 || monotonicSeconds() >= deadline { return n }
            var fds = mailboxes.map { pollfd(fd: $0.fd, events: Int16(POLLIN), revents: 0) }
            for (fd, s) in sockets { fds.append(pollfd(fd: fd, events: Int16(POLLIN) | (s.writable == nil ? 0 : Int16(POLLOUT)), revents: 0)) }
            if poll(&fds, nfds_t(fds.count), 50) > 0 {
                for p in fds.dropFirst(mailboxes.count) where p.revents != 0 {
                    if p.revents & Int16(POLLOUT) != 0 { sockets[p.fd]?.writable?() }
                    if p.revents & ~Int16(POLLOUT) != 0 { sockets[p.fd]?.readable() }
                }
            }
        }
    }
}

extension LoopScheduler: @MainActor SourceScheduler {
    var now: Double { monotonicSeconds() }
    var wallClock: Double { Date().timeIntervalSince1970 }

    func schedule(after seconds: Double, _ action: @escaping () -> Void) -> SourceTimer {
        nextTimer += 1
        let id = nextTimer
        if let loop {
            timers[id] = loop.schedule(after: seconds) { [weak self] in
                self?.timers[id] = nil
                action()
            }
        }
        return SourceTimer(id: id)
    }

    func cancel(_ timer: SourceTimer) {
        if let t = timers.removeValue(forKey: timer.id) { loop?.cancel(t) }
    }

    func mailbox<Value: Sendable>(_ receive: @escaping ([Value]) -> Void) -> Mailbox<Value> {
        let box = LoopMailbox<Value>()
        let deliver = {
            let values = box.take()
            if !values.isEmpty { receive(values) }
            return values.count
        }
        mailboxes.append((box.fd, deliver))
        loop?.watch(fd: box.fd) { _ = deliver() }
        return Mailbox { box.post($0) }
    }
}
