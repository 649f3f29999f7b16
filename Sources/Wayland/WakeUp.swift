/// One wake-up of an `EventLoop` at a time: the loop sleeps until the deadline set last (or
/// until an event), never on a repeating timer. Setting the same deadline again keeps the timer;
/// a new one replaces it; `nil` cancels it.
@MainActor
package final class WakeUp {
    private let loop: EventLoop
    private var pending: (id: EventLoop.TimerID, at: Double)?
    /// Timers this wake-up has armed (tests count wake-ups with it).
    private(set) var armed = 0

    public init(loop: EventLoop) { self.loop = loop }

    /// Wakes the loop at monotonic `deadline` (seconds), or not at all for `nil`.
    public func set(at deadline: Double?) {
        guard pending?.at != deadline else { return }
        if let p = pending { loop.cancel(p.id) }
        pending = nil
        guard let deadline else { return }
        armed += 1
        let id = loop.schedule(after: max(deadline - monotonicSeconds(), 0)) { [weak self] in self?.pending = nil }
        pending = (id, deadline)
    }
}
