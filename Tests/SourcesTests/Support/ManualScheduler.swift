import Foundation
@testable import Sources

/// A scheduler on a clock the test moves: timers run when ``advance(to:)`` passes them, posted
/// values are delivered by ``deliver()``, all on the test's thread.
final class ManualScheduler: SourceScheduler, @unchecked Sendable {
    private let lock = NSLock()
    var now: Double
    /// Seconds since the epoch at ``now`` (it moves with it).
    var wallClock: Double { wallClockAtZero + now }
    private let wallClockAtZero: Double
    private var timers: [Int: (at: Double, action: () -> Void)] = [:]
    private var nextTimer = 0
    private var posted: [() -> Void] = []

    /// `now` monotonic seconds, when the wall clock says `wallClock`.
    init(now: Double = 0, wallClock: Double) {
        self.now = now
        wallClockAtZero = wallClock - now
    }

    func schedule(after seconds: Double, _ action: @escaping () -> Void) -> SourceTimer {
        nextTimer += 1
        timers[nextTimer] = (now + max(0, seconds), action)
        return SourceTimer(id: nextTimer)
    }

    func cancel(_ timer: SourceTimer) { timers[timer.id] = nil }

    func mailbox<Value: Sendable>(_ receive: @escaping ([Value]) -> Void) -> Mailbox<Value> {
        let receiver = Unchecked(value: receive)   // called on the test's thread only, by deliver()
        return Mailbox { [self] value in
            lock.lock(); defer { lock.unlock() }
            posted.append { receiver.value([value]) }
        }
    }

    /// The times the pending timers run at, soonest first.
    var timerTimes: [Double] { timers.values.map(\.at).sorted() }

    /// Delivers what was posted; returns how many values.
    @discardableResult
    func deliver() -> Int {
        lock.lock()
        let work = posted
        posted.removeAll()
        lock.unlock()
        for w in work { w() }
        return work.count
    }

    /// Moves the clock to `t`, running each timer due on the way at its time (soonest first).
    func advance(to t: Double) {
        while let (id, timer) = timers.filter({ $0.value.at <= t }).min(by: { $0.value.at < $1.value.at }) {
            timers[id] = nil
            now = max(now, timer.at)
            timer.action()
        }
        now = max(now, t)
    }
}

/// A value the test hands across a `@Sendable` boundary it knows is crossed on one thread.
private struct Unchecked<T>: @unchecked Sendable { let value: T }
