/// One thing a ``LiveSource`` received since it was last asked (``LiveSource/take()`` hands a
/// list of them): each case carries only what belongs to it.
public enum LiveUpdate: Sendable {
    /// New samples at the live edge; their columns follow `seriesIDs`, every series known so far
    /// (earlier ids keep their place). Empty samples announce series that came without any.
    /// `units`: the units of series the source knows them of (a Prometheus query's), by id — a
    /// series that first appears with these samples takes its unit from here. `receivedAt`: the
    /// wall-clock time (ms since the epoch) of the newest arrival, for "updated 14:02:11".
    case samples(SampleBatch, seriesIDs: [String], units: [String: Unit] = [:], receivedAt: Int64?)
    /// The source started over (a truncated or replaced file): what was shown goes, these
    /// samples (never empty: a restart waits for its first) are the chart; `units` as for `samples`.
    case restart(SampleBatch, seriesIDs: [String], units: [String: Unit] = [:], receivedAt: Int64?)
    /// The source's whole content anew (a refetched file, a new Prometheus range): shown in place
    /// of the charts like a reload, keeping the view — and following the edge if it did.
    case charts([ChartData], receivedAt: Int64?)
    /// The source checked that what is shown is still current without sending samples (an HTTP
    /// 304, an empty refresh): it counts as an arrival and clears a failure.
    case confirmed(receivedAt: Int64?)
    /// Answers for the ranges a view asked for (`ViewedSource`): each replaces the chart's
    /// points in its range, applied when no gesture or glide is under way.
    case ranges([RangeData])
    /// The overview strip's own data (a source that fetches the whole range at a coarse step:
    /// Prometheus): each replaces the overview's points in its range — the main chart is untouched.
    case overview([RangeData])
    /// The newest attempt to get data failed (one line: the URL and the problem), handed with
    /// every take until data or a confirmation comes: the chart keeps its data, marked stale.
    case failing(String)
    /// The input ended (end of file on a stream), handed with every take until it starts over.
    case ended
}
