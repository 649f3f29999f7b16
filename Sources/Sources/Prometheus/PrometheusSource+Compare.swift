import SeriesData

/// `--compare` for a server's data: each query is asked again over the cycle's range moved back
/// by each shift (the same step; PromQL, VictoriaMetrics and InfluxQL all take any range, where
/// `offset` would have to be written into every selector of a query), and the answer's times
/// are moved forward onto the range asked for. Its series are the comparisons
/// (`SeriesComparison.id`: `cpu@-7d`), fetched like the others on pan, zoom and refresh.
extension PrometheusSource.Options {
    /// The requests of one cycle: every query, then every query again per shift.
    var asks: Int { queries.count * (1 + compare.count) }

    /// Request `i` of a cycle: its query, and the shift it looks back by (`nil`: none).
    func ask(_ i: Int) -> (query: Int, shift: CompareShift?) {
        let k = i / queries.count
        return (i % queries.count, k == 0 ? nil : compare[k - 1])
    }

    /// How messages name request `i`: the server, the query's number among several, the shift.
    func place(of i: Int) -> String {
        let (q, shift) = ask(i)
        var parts: [String] = []
        if queries.count > 1 { parts.append("query \(q + 1)") }
        if let shift { parts.append("--compare \(shift.short)") }
        return parts.isEmpty ? server : "\(server) (\(parts.joined(separator: ", ")))"
    }

    /// The cycle's series named (the shifted ones by their comparisons' ids) with their units.
    func named(_ results: [PrometheusMatrix]) -> (named: [(id: String, series: PrometheusMatrix.Series)], unitOf: [String: Unit]) {
        let units = queries.map(api.unit(query:))
        var named: [(id: String, series: PrometheusMatrix.Series)] = []
        var unitOf: [String: Unit] = [:]
        for k in 0 ... compare.count {
            let group = results.indices.filter { $0 / queries.count == k }
                .map { (matrix: results[$0], legend: legend($0 % queries.count)) }
            let groupUnits = PrometheusChart.seriesUnits(group, units: units)
            for n in PrometheusChart.named(group) {
                let id = k == 0 ? n.id : SeriesComparison(source: n.id, shift: compare[k - 1]).id
                named.append((id, n.series))
                unitOf[id] = groupUnits[n.id]
            }
        }
        return (named, unitOf)
    }
}

extension PrometheusRange {
    /// The range `shift` earlier, at the same step.
    func moved(back shift: CompareShift) -> PrometheusRange {
        var r = self
        r.start -= shift.seconds
        r.end -= shift.seconds
        return r
    }
}

extension PrometheusMatrix {
    /// The answer for a range moved back by `shift`, its times moved forward onto `r`'s grid
    /// (a server that aligns its steps to the epoch — VictoriaMetrics, InfluxDB's `GROUP BY
    /// time` — answers at times a shift that is not a whole number of steps leaves between the
    /// grid's; each goes to the nearest, less than half a step, about half a pixel column).
    func moved(forward shift: CompareShift, onto r: PrometheusRange) -> PrometheusMatrix {
        let start = Int64((r.start * 1000).rounded()), step = max(Int64((r.step * 1000).rounded()), 1)
        var m = self
        for s in m.series.indices {
            var last = Int64.min
            var times: [Int64] = [], values: [Double] = []
            for (t, v) in zip(m.series[s].times, m.series[s].values) {
                let k = (Double(t + shift.milliseconds - start) / Double(step)).rounded()
                let snapped = start + Int64(k) * step
                guard snapped > last else { continue }   // two on one grid time: the first stays
                times.append(snapped); values.append(v)
                last = snapped
            }
            m.series[s].times = times
            m.series[s].values = values
        }
        return m
    }
}
