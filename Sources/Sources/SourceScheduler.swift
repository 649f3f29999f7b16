/// Names a timer of a `SourceScheduler`, to cancel it.
package struct SourceTimer: Hashable, Sendable {
    public let id: Int
    public init(id: Int) { self.id = id }
}

/// The clocks, timers and wake-ups of a remote source: the window's event loop in the executable
/// (`LoopScheduler`), a hand-driven clock in tests.
///
/// Threads: a source belongs to the thread its scheduler runs on (the window's). Everything
/// that touches the source runs there: the controller's `LiveSource/take()` and
/// `ViewedSource/viewChanged(_:)`, the timers, the mailbox's deliveries. Only an
/// `HTTPTransport`'s completion runs elsewhere, and it reaches the source through a
/// `Mailbox` alone. The library starts no thread and takes no lock of its own.
package protocol SourceScheduler: AnyObject {
    /// Monotonic seconds: debounce, back-off and refresh times.
    var now: Double { get }
    /// Seconds since the epoch: the ranges asked for and the "updated" time shown.
    var wallClock: Double { get }
    /// Runs `action` once, `seconds` from now, on the scheduler's thread.
    func schedule(after seconds: Double, _ action: @escaping () -> Void) -> SourceTimer
    /// Cancels a timer that has not run yet (nothing happens otherwise).
    func cancel(_ timer: SourceTimer)
    /// A mailbox: values posted from any thread reach `receive` on the scheduler's thread, in
    /// the order posted (a burst may come in one call: one wake-up).
    func mailbox<Value: Sendable>(_ receive: @escaping ([Value]) -> Void) -> Mailbox<Value>
}

/// The one way into a source from another thread (`SourceScheduler.mailbox(_:)`).
package struct Mailbox<Value: Sendable>: Sendable {
    private let send: @Sendable (Value) -> Void

    /// A mailbox that hands what is posted to `post` (the scheduler's queue).
    public init(post: @escaping @Sendable (Value) -> Void) { send = post }

    /// Hands `value` to the receiver; from any thread.
    package func post(_ value: Value) { send(value) }
}

/// Where a source says what the user should read (a failure, once until it changes; a note about
/// the data): the executable writes it to stderr after "wlcharts: ".
package typealias SourceWarning = @Sendable (String) -> Void
