/// Prometheus results as chart data: every series of every query's result is a series of the
/// chart, named by its query's legend (names repeated within the chart get " (2)", " (3)"…), on
/// the union of their sample times (a series without a sample at a time has a gap there).
public enum PrometheusChart {
    /// The series of `results` (one matrix and legend per `--query`), named and in order.
    public static func named(_ results: [(matrix: PrometheusMatrix, legend: PrometheusLegend)])
        -> [(id: String, series: PrometheusMatrix.Series)] {
        var out: [(id: String, series: PrometheusMatrix.Series)] = []
        var used: [String: Int] = [:]
        for (matrix, legend) in results {
            for s in matrix.series {
                let base = legend.name(s.labels)
                let n = (used[base] ?? 0) + 1
                used[base] = n
                out.append((n == 1 ? base : "\(base) (\(n))", s))
            }
        }
        return out
    }

    /// The samples of `results` as one batch whose columns follow `ids` (ids of series not in
    /// the results get gaps; series whose id is not in `ids` are appended to it).
    /// - Complexity: O(samples · log(times)).
    public static func batch(_ results: [(matrix: PrometheusMatrix, legend: PrometheusLegend)], ids: inout [String]) -> SampleBatch {
        batch(named(results), ids: &ids)
    }

    /// ``batch(_:ids:)`` of series already named (``named(_:)``).
    public static func batch(_ series: [(id: String, series: PrometheusMatrix.Series)], ids: inout [String]) -> SampleBatch {
        var times = Set<Int64>()
        for s in series { times.formUnion(s.series.times) }
        let x = times.sorted()
        for s in series where !ids.contains(s.id) { ids.append(s.id) }
        var columns = Array(repeating: [Double](repeating: .nan, count: x.count), count: ids.count)
        var index: [Int64: Int] = [:]
        index.reserveCapacity(x.count)
        for (i, t) in x.enumerated() { index[t] = i }
        for s in series {
            guard let c = ids.firstIndex(of: s.id) else { continue }
            for (t, v) in zip(s.series.times, s.series.values) { columns[c][index[t]!] = v }
        }
        return SampleBatch(x: x, columns: columns)
    }

    /// The unit of each series id of `results` whose query has one (`units`, one per result).
    package static func seriesUnits(_ results: [(matrix: PrometheusMatrix, legend: PrometheusLegend)], units: [Unit?]) -> [String: Unit] {
        // `named` lists the series result by result.
        var unitOf: [String: Unit] = [:]
        var first = 0
        let named = named(results)
        for (r, result) in results.enumerated() {
            let count = result.matrix.series.count
            if r < units.count, let u = units[r] { for n in named[first ..< first + count] { unitOf[n.id] = u } }
            first += count
        }
        return unitOf
    }

    /// A line chart of `results`; each series in the unit of its query (`units`, one per result,
    /// `PrometheusUnit.of(query:)`), when given.
    public static func chart(_ results: [(matrix: PrometheusMatrix, legend: PrometheusLegend)], title: String?,
                             units: [Unit?] = []) -> ChartData {
        chart(named(results), title: title, unitOf: seriesUnits(results, units: units))
    }

    /// ``chart(_:title:units:)`` of series already named (``named(_:)``), in the units `unitOf` gives by id.
    public static func chart(_ named: [(id: String, series: PrometheusMatrix.Series)], title: String?,
                             unitOf: [String: Unit]) -> ChartData {
        var ids: [String] = []
        let b = batch(named, ids: &ids)
        let series = ids.enumerated().map { i, id in
            var s = Series(id: id, name: id, color: Series.palette[i % Series.palette.count], kind: .line, values: b.columns[i])
            s.unit = unitOf[id]
            return s
        }
        return ChartData(title: title, x: b.x, series: series)
    }
}
