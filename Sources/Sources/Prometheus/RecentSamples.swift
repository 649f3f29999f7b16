import SeriesData

/// The newest samples a Prometheus source handed out, by time and series id: what a refresh
/// that asks for them again compares its answer with. A server may still change them:
/// VictoriaMetrics answers the samples of its last `-search.latencyOffset` (30 s by default)
/// with the value before them until they settle, and a late scrape lands behind the edge.
/// Only a real change becomes a range replacement (the controller rebuilds its model for one).
struct RecentSamples {
    /// Values by time (ms) and series id; a few dozen times at most (the settle window's steps).
    private var values: [Int64: [String: Double]] = [:]

    /// Records the samples of `batch` (columns follow `ids`) and forgets those before `since` (ms).
    /// - Complexity: O(samples · series) of the batch, plus the times kept.
    mutating func record(_ batch: SampleBatch, ids: [String], since: Int64) {
        for (i, t) in batch.x.enumerated() where t >= since {
            var row: [String: Double] = [:]
            for (c, id) in ids.enumerated() where c < batch.columns.count { row[id] = batch.columns[c][i] }
            values[t] = row
        }
        values = values.filter { $0.key >= since }
    }

    /// Records the points of `chart` (series by id) from `since` (ms) on.
    mutating func record(_ chart: ChartData, since: Int64) {
        let ids = chart.series.map(\.id)
        record(SampleBatch(x: chart.x, columns: chart.series.map(\.values)), ids: ids, since: since)
    }

    /// Whether the samples of `batch` differ from those recorded for their times: another value
    /// (a gap equals a gap), a series or a time not recorded.
    func differ(_ batch: SampleBatch, ids: [String]) -> Bool {
        for (i, t) in batch.x.enumerated() {
            guard let row = values[t] else { return true }
            for (c, id) in ids.enumerated() where c < batch.columns.count {
                let v = batch.columns[c][i]
                guard let old = row[id] else {
                    if v.isNaN { continue }
                    return true
                }
                if old != v && !(old.isNaN && v.isNaN) { return true }
            }
        }
        return false
    }
}
