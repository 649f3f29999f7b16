/// `--event-query PROMQL`: a Prometheus range query's result read as events — each change of a
/// result series is one: where a series appears (its first sample, or the first after a gap of
/// more than one and a half steps: `changes(x[1m]) > 0` has samples only while something
/// changed) and where its value changes (`kube_deployment_status_observed_generation` stepping
/// from 4 to 5). The text is the series' labels (`{deployment="web"}`, or the query when it has
/// none), then `: 4 → 5` for a change of value; the tag is `query`.
package enum PrometheusChangeEvents {
    /// The events of `matrix` (a `query_range` answer to `query` at `step` milliseconds).
    /// - Complexity: O(samples).
    public static func events(_ matrix: PrometheusMatrix, query: String, step: Int64) -> [ChartEvent] {
        var out: [ChartEvent] = []
        let gap = step + step / 2
        for s in matrix.series {
            let labels = PrometheusLegend.labelText(s.labels)
            let name = EventReader.clean(labels == "{}" ? query : labels)
            var previous: (t: Int64, v: Double)?
            for (t, v) in zip(s.times, s.values) where !v.isNaN {
                if let p = previous, t - p.t <= gap {
                    if v != p.v { out.append(ChartEvent(start: t, text: "\(name): \(number(p.v)) → \(number(v))", tags: ["query"])) }
                } else {
                    out.append(ChartEvent(start: t, text: name, tags: ["query"]))
                }
                previous = (t, v)
            }
        }
        return out.sorted { $0.start < $1.start }
    }

    /// `5`, `0.25`, `1e+21`: a whole number without its `.0`.
    static func number(_ v: Double) -> String {
        v == v.rounded() && abs(v) < 1e15 ? String(Int64(v)) : String(v)
    }
}
