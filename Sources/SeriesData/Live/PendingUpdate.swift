/// What a remote source received and has not handed over yet, gathered as its answers come and
/// handed as ``LiveUpdate``s by ``take()``. The failure and the time of the newest arrival last
/// past a take (a failure is handed until data or a confirmation clears it).
package struct PendingUpdate: Sendable {
    /// Every series known so far; ``samples``' columns follow them.
    package var seriesIDs: [String] = []
    package var samples = SampleBatch(series: 0)
    package var units: [String: Unit] = [:]
    package var charts: [ChartData]?
    package var confirmed = false
    package var failure: String?
    package var receivedAt: Int64?
    package var ranges: [RangeData] = []
    package var overview: [RangeData] = []
    /// How many series the last take handed (more announce themselves even without samples).
    private var handedIDs = 0

    package init() {}

    /// The updates gathered, in the order they apply; what lasts past a take stays.
    package mutating func take() -> [LiveUpdate] {
        var out: [LiveUpdate] = []
        if let charts { out.append(.charts(charts, receivedAt: receivedAt)) }
        if !samples.isEmpty || seriesIDs.count > handedIDs {
            out.append(.samples(samples, seriesIDs: seriesIDs, units: units, receivedAt: receivedAt))
        }
        if confirmed { out.append(.confirmed(receivedAt: receivedAt)) }
        if !ranges.isEmpty { out.append(.ranges(ranges)) }
        if !overview.isEmpty { out.append(.overview(overview)) }
        if let failure { out.append(.failing(failure)) }
        handedIDs = seriesIDs.count
        samples = SampleBatch(series: seriesIDs.count)
        units = [:]; charts = nil; confirmed = false; ranges = []; overview = []
        return out
    }
}
