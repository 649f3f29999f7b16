import Sources

extension ViewSpec {
    /// `--alerts` / a prometheus panel's `alerts = true` (the server's firing alerts), or
    /// `--event-query Q` / `event_query = "Q"` (each change of the query's result): events from
    /// the Prometheus server of `source`, asked with its headers over its range. One source of
    /// events a chart: neither goes with `--events` or with the other.
    package mutating func addServerEvents(alerts: Bool, eventQuery: String?, source: SourceSpec) throws(SpecError) {
        guard alerts || eventQuery != nil else { return }
        let origin = origins.of(style: alerts ? "--alerts" : "--event-query")
        if alerts && eventQuery != nil { throw SpecError(origin, .failed("takes no event query (one source of events)")) }
        guard case .remote(.prometheus(let o), _) = source, o.api == .prometheus else {
            throw SpecError(origin, .failed("needs --prometheus URL"))
        }
        guard events == nil else { throw SpecError(origin, .failed("takes no --events (one source of events)")) }
        if let q = eventQuery {
            guard !q.allSatisfy(\.isWhitespace) else { throw SpecError(origin, .failed("needs a PromQL query")) }
            events = .query(server: o.server, query: q, range: o.range, headers: o.headers)
        } else {
            events = .alerts(server: o.server)
        }
    }
}
