/// What a part of the window that owns an fd needs of the event loop: its fd watched, and a turn
/// before the loop sleeps. `EventLoop` is the one in the product; a test may turn a loop of its
/// own (the accessibility bridge's per-turn cost is counted that way).
@MainActor
package protocol LoopHooks: AnyObject {
    /// Calls `action` whenever `fd` is readable; `nil` stops watching.
    func watch(fd: Int32, _ action: (@MainActor () -> Void)?)
    /// Adds work done once per loop turn before sleeping.
    func addBeforeWait(_ body: @escaping @MainActor () throws(WaylandError) -> Void)
}

extension EventLoop: LoopHooks {}
