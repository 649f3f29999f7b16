import Testing
@testable import SeriesData

/// `--event-query` (issue 33): a range query's result read as events — where a series appears
/// (first, or after a gap) and where its value changes.
@Suite struct PrometheusChangeEventsTests {
    @Test func appearancesAndChangesOfValueAreEvents() {
        let web = PrometheusMatrix.Series(labels: [("__name__", "gen"), ("deployment", "web")],
                                          times: [0, 15_000, 30_000, 45_000, 60_000], values: [4, 4, 5, 5, .nan])
        // `changes(x[1m]) > 0`: samples only while something changed, the name dropped.
        let runs = PrometheusMatrix.Series(labels: [("deployment", "db")], times: [30_000, 45_000, 120_000], values: [1, 1, 2])
        let events = PrometheusChangeEvents.events(PrometheusMatrix(series: [web, runs]), query: "q", step: 15_000)
        #expect(events.map(\.start) == [0, 30_000, 30_000, 120_000])
        #expect(events.map(\.text).sorted() == ["gen{deployment=\"web\"}", "gen{deployment=\"web\"}: 4 → 5",
                                                "{deployment=\"db\"}", "{deployment=\"db\"}"].sorted())
        #expect(events.allSatisfy { $0.tags == ["query"] && $0.end == nil })
    }

    @Test func aResultWithoutLabelsIsNamedByItsQuery() {
        let m = PrometheusMatrix(series: [.init(labels: [], times: [0, 15_000], values: [0.5, 0.25])])
        #expect(PrometheusChangeEvents.events(m, query: "sum(x)", step: 15_000).map(\.text) == ["sum(x)", "sum(x): 0.5 → 0.25"])
    }
}
