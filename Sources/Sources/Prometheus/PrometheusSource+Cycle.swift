import SeriesData
import Foundation

/// One cycle: every query of it asked in order over the transport, each answer decoded on the
/// transport's thread, the cycle's result posted to the source's mailbox as one `Event`.
extension PrometheusSource {
    enum CycleKind: Sendable { case full, append, view, overview }

    /// Sends the cycle of `kind` for `r`: nothing else goes until its event came back.
    func send(_ kind: CycleKind, range r: PrometheusRange) {
        inFlight = true
        let mailbox = mailbox
        Self.cycle(options, range: r, kind: kind, ids: ids, transport: transport) { mailbox.post($0) }
    }

    /// Asks query `results.count` (the ones before it answered with `results`), then the next;
    /// `done` gets the cycle's event. Runs on the transport's threads: values only.
    static func cycle(_ o: Options, range r: PrometheusRange, kind: CycleKind, ids: [String], transport: any HTTPTransport,
                      results: [PrometheusMatrix] = [], done: @escaping @Sendable (Event) -> Void) {
        @Sendable func failed(_ why: String) -> Event { kind == .overview ? .overviewFailed(why) : .failed(why, view: kind == .view) }
        let i = results.count
        guard i < o.asks else {
            done(event(o, range: r, kind: kind, ids: ids, results: results))
            return
        }
        let (q, shift) = o.ask(i)
        let place = o.place(of: i)
        var request = o.api.request(o.server, query: o.queries[q], range: shift.map { r.moved(back: $0) } ?? r)
        request.headers.merge(o.headers) { _, fromFile in fromFile }
        transport.get(request) { result in
            switch result {
            case let .failure(f): done(failed("\(place): \(f.problem)"))
            case let .success(a):
                let matrix: PrometheusMatrix
                do throws(RangeQueryError) {
                    matrix = try o.api.decode(a.body, source: place)
                } catch {
                    if error.isMalformed, a.status != 200 { return done(failed("\(place): \(a.statusProblem)")) }
                    return done(failed("\(place): \(error)"))
                }
                cycle(o, range: r, kind: kind, ids: ids, transport: transport,
                      results: results + [shift.map { matrix.moved(forward: $0, onto: r) } ?? matrix], done: done)
            }
        }
    }

    /// The event of a cycle whose queries all answered.
    static func event(_ o: Options, range r: PrometheusRange, kind: CycleKind, ids: [String],
                      results: [PrometheusMatrix]) -> Event {
        let (named, unitOf) = o.named(results)
        switch kind {
        case .view: return .range(PrometheusChart.chart(named, title: nil, unitOf: unitOf), r)
        case .overview: return .overview(PrometheusChart.chart(named, title: nil, unitOf: unitOf), r)
        case .full:
            var chart = PrometheusChart.chart(named, title: o.queries.count == 1 ? o.queries[0] : nil, unitOf: unitOf)
            if chart.title == nil { chart.title = o.api.title }
            return .full(chart, end: r.end, ids: chart.series.map(\.id))
        case .append:
            var newIDs = ids
            let batch = PrometheusChart.batch(named, ids: &newIDs)
            return .append(batch, end: r.end, step: r.step, ids: newIDs, units: unitOf)
        }
    }

    /// `SERVER/api/v1/query_range?query=…&start=…&end=…&step=…`.
    package static func queryURL(_ server: String, query: String, range r: PrometheusRange) -> String {
        var base = server
        while base.hasSuffix("/") { base.removeLast() }
        var c = URLComponents()
        c.queryItems = [URLQueryItem(name: "query", value: query), URLQueryItem(name: "start", value: number(r.start)),
                        URLQueryItem(name: "end", value: number(r.end)), URLQueryItem(name: "step", value: number(r.step))]
        // URLComponents leaves '+' alone, which a server reads as a space.
        let q = (c.percentEncodedQuery ?? "").replacingOccurrences(of: "+", with: "%2B")
        return base + "/api/v1/query_range?" + q
    }

    private static func number(_ v: Double) -> String { v == v.rounded() ? String(Int64(v)) : String(v) }
}
