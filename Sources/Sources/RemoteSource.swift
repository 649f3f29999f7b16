import SeriesData

/// A chart whose data lives on a server (`wlcharts https://…`, `--prometheus`): a `LiveSource`
/// the controller takes from once per frame, fed by requests sent over an `HTTPTransport` whose
/// answers come back through its `SourceScheduler`'s mailbox. The executable builds one per
/// window or panel over curl and the window's loop.
package protocol RemoteSource: LiveSource {
    /// The source as messages and titles name it (the URL).
    var name: String { get }
    /// The live behaviour to attach with (`--keep`, stale limits).
    var liveOptions: LiveOptions { get }
    /// Seconds the first answer may take in all (`--png` waits this long, and a little more).
    var timeout: Double { get }
    /// The scheduler the source runs on.
    var scheduler: any SourceScheduler { get }
    /// Sends a request now (the first: the whole data) unless one is on its way; its answer is
    /// taken in, and nothing follows by itself (`--png`, tests that drive the source by hand).
    func request()
    /// Sends the first request; from then on refreshes (and a Prometheus view's and overview's
    /// requests) follow on the scheduler's timers.
    func start()
}
