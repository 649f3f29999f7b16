import Testing
@testable import Charts
@testable import SeriesData

/// What a Prometheus chart asks for as its view moves (debounce, one request at a time, the
/// newest view winning, nothing asked for a view already fetched at its step), and how an
/// answer replaces the data of its range.
@Suite struct PrometheusViewPlanTests {
    static let t0 = 1_795_377_600.0   // seconds

    /// A view of `lower…upper` seconds after t0 over `columns` pixel columns.
    static func view(_ lower: Double, _ upper: Double, columns: Int = 600, following: Bool = false) -> LiveView {
        LiveView(lower: (t0 + lower) * 1000, upper: (t0 + upper) * 1000, columns: columns, following: following)
    }

    static let bounds = t0 ... t0 + 7200

    /// A plan that fetched the whole two hours at 60 s.
    static func plan() -> PrometheusViewPlan {
        var p = PrometheusViewPlan(debounce: 0.3)
        p.fetched(PrometheusRange(start: t0, end: t0 + 7200, step: 60, relative: false))
        return p
    }

    @Test func aViewAsksForItsRangeAndHalfASpanEitherSideAtOneSamplePerColumn() throws {
        let r = try #require(PrometheusViewPlan.range(for: Self.view(3000, 3600), within: Self.bounds))
        #expect(r.step == 1, "600 s over 600 columns")
        #expect(r.start == Self.t0 + 2700 && r.end == Self.t0 + 3900)
        // Near the start: clamped to the data; the start on the step's grid.
        let e = try #require(PrometheusViewPlan.range(for: Self.view(100, 1300, columns: 100), within: Self.bounds))
        #expect(e.step == 12 && e.start == (Self.t0 / 12).rounded(.down) * 12 && e.end == Self.t0 + 1900)
        // Never more than Prometheus's 11 000 points.
        let wide = try #require(PrometheusViewPlan.range(for: Self.view(0, 7200, columns: 20000), within: Self.bounds))
        #expect(Int((wide.end - wide.start) / wide.step) + 1 <= PrometheusRange.maxPoints)
        #expect(PrometheusViewPlan.range(for: Self.view(10, 10), within: Self.bounds) == nil, "an empty view asks nothing")
    }

    @Test func twoQuickPansAreOneRequestForTheLastView() throws {
        var p = Self.plan()
        p.viewChanged(Self.view(3000, 3600), at: 10)
        let r1 = p.nextRequest(at: 10.1, within: Self.bounds)

        #expect(r1 == nil, "not rested yet")
        p.viewChanged(Self.view(5000, 5600), at: 10.2)
        #expect(p.dueTime == 10.5)
        let r2 = p.nextRequest(at: 10.4, within: Self.bounds)

        #expect(r2 == nil)
        let q12 = p.nextRequest(at: 10.5, within: Self.bounds)

        let r = try #require(q12)
        #expect(r.start == Self.t0 + 4700 && r.end == Self.t0 + 5900 && r.step == 1, "the last view's range")
        let r3 = p.nextRequest(at: 20, within: Self.bounds)

        #expect(r3 == nil, "nothing else wanted")
    }

    @Test func aViewAlreadyFetchedAtItsStepCostsNothing() throws {
        var p = Self.plan()
        // The whole range over 120 columns: 60 s, what the first answer has.
        p.viewChanged(Self.view(0, 7200, columns: 120), at: 0)
        let r4 = p.nextRequest(at: 1, within: Self.bounds)

        #expect(r4 == nil)
        // Over a wider plot (the real window): a finer step is asked for.
        p.viewChanged(Self.view(0, 7200, columns: 720), at: 1)
        let q13 = p.nextRequest(at: 2, within: Self.bounds)

        let r = try #require(q13)
        #expect(r.step == 10 && r.start == Self.t0 && r.end == Self.t0 + 7200)
        let r5 = p.nextRequest(at: 3, within: Self.bounds)

        #expect(r5 == nil, "one in flight")
        let a18 = p.answered()

        #expect(a18)
        #expect(p.spans == [.init(start: Self.t0, end: Self.t0 + 7200, step: 10)])
        // Zoomed in: finer; a small pan within what came is free; zooming back out is too.
        p.viewChanged(Self.view(3000, 3600), at: 4)
        let q14 = p.nextRequest(at: 5, within: Self.bounds)

        _ = try #require(q14)
        let a19 = p.answered()

        #expect(a19)
        #expect(p.spans.map(\.step) == [10, 1, 10])
        p.viewChanged(Self.view(3100, 3700), at: 6)
        let r6 = p.nextRequest(at: 7, within: Self.bounds)

        #expect(r6 == nil, "inside the half span fetched either side")
        p.viewChanged(Self.view(0, 7200, columns: 720), at: 8)
        let r7 = p.nextRequest(at: 9, within: Self.bounds)

        #expect(r7 == nil, "the wide view is fetched at 10 s or finer")
        p.viewChanged(Self.view(4000, 4600), at: 10)
        let r8 = p.nextRequest(at: 11, within: Self.bounds)

        #expect(r8 != nil, "beyond it: asked")
    }

    @Test func theAnswerForTheNewestViewWins() throws {
        var p = Self.plan()
        p.viewChanged(Self.view(3000, 3600), at: 0)
        let q15 = p.nextRequest(at: 1, within: Self.bounds)

        _ = try #require(q15)
        // The user moved on far away while the answer travelled: it is dropped, the new view asked.
        p.viewChanged(Self.view(6000, 6600), at: 1.1)
        let a20 = p.answered()

        #expect(!a20)
        #expect(p.spans.count == 1, "a dropped answer is not fetched data")
        let q16 = p.nextRequest(at: 1.41, within: Self.bounds)

        let next = try #require(q16)
        #expect(next.start == Self.t0 + 5700)
        // A small move the answer still serves: shown.
        p.viewChanged(Self.view(6010, 6610), at: 1.5)
        let a21 = p.answered()

        #expect(a21)
        let r9 = p.nextRequest(at: 2, within: Self.bounds)

        #expect(r9 == nil, "the moved view is covered by it")
    }

    @Test func aFailedRequestIsAskedAgainAfterTheBackOff() throws {
        var p = Self.plan()
        p.viewChanged(Self.view(3000, 3600), at: 0)
        let q17 = p.nextRequest(at: 1, within: Self.bounds)

        let first = try #require(q17)
        p.failed(at: 2, retryAfter: 4)
        let r10 = p.nextRequest(at: 5.9, within: Self.bounds)

        #expect(r10 == nil)
        let r11 = p.nextRequest(at: 6, within: Self.bounds)

        #expect(r11 == first)
    }

    @Test func spansAreCutByNewerFetchesAndForgottenBehindAMovingRange() {
        var p = Self.plan()
        p.fetched(PrometheusRange(start: Self.t0 + 7200, end: Self.t0 + 7260, step: 60, relative: true))
        #expect(p.spans == [.init(start: Self.t0, end: Self.t0 + 7260, step: 60)], "a refresh extends the span")
        p.fetched(PrometheusRange(start: Self.t0 + 100, end: Self.t0 + 200, step: 5, relative: false))
        #expect(p.spans.map(\.step) == [60, 5, 60])
        #expect(p.covers(Self.t0 + 120, Self.t0 + 180, step: 5) && !p.covers(Self.t0 + 120, Self.t0 + 300, step: 5))
        p.forget(before: Self.t0 + 150)
        #expect(p.spans.first == .init(start: Self.t0 + 150, end: Self.t0 + 200, step: 5))
    }

    // MARK: Splicing an answer into the chart

    static func chart(_ x: [Int64], _ columns: [String: [Double]]) -> ChartData {
        ChartData(title: "t", x: x, series: columns.keys.sorted().map {
            Series(id: $0, name: $0, color: Series.palette[0], kind: .line, values: columns[$0]!)
        })
    }

    @Test func anAnswerReplacesThePointsOfItsRangeOnly() {
        let old = Self.chart([0, 60, 120, 180, 240], ["a": [1, 2, 3, 4, 5], "b": [10, 20, 30, 40, 50]])
        // Finer data for 60…180; "b" missing in it, "c" new.
        let part = Self.chart([30, 60, 90, 120, 150, 180, 210], ["a": [0, 7, 8, 9, 10, 11, 0], "c": [1, 1, 1, 1, 1, 1, 1]])
        let (out, added) = old.replacing(60, 180, with: part)
        #expect(out.x == [0, 60, 90, 120, 150, 180, 240])
        #expect(out.series.map(\.id) == ["a", "b", "c"] && added == ["c"])
        #expect(out.series[0].values == [1, 7, 8, 9, 10, 11, 5])
        #expect(out.series[1].values.map { $0.isNaN ? -1 : $0 } == [10, -1, -1, -1, -1, -1, 50])
        #expect(out.series[2].values.map { $0.isNaN ? -1 : $0 } == [-1, 1, 1, 1, 1, 1, -1])
        #expect(out.title == "t")
        // An empty answer leaves a gap; a range past the end appends.
        #expect(old.replacing(60, 180, with: Self.chart([], ["a": []])).chart.x == [0, 240])
        #expect(old.replacing(240, 400, with: Self.chart([240, 300], ["a": [6, 7], "b": [60, 70]])).chart.series[1].values
            == [10, 20, 30, 40, 60, 70])
    }
}
