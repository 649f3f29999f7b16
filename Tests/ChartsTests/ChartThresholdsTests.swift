import Testing
@testable import SeriesData
@testable import Charts

/// `--threshold` read once into typed limits, the chart's state from the newest samples, and the
/// time spent beyond each limit (issue 33).
@Suite struct ChartThresholdsTests {
    typealias Limit = ChartThresholds.Limit

    static func series(_ id: String, _ values: [Double]) -> Series {
        Series(id: id, name: id.uppercased(), color: Series.palette[0], kind: .line, values: values)
    }

    static func chart(_ series: [Series]) -> ChartData {
        ChartData(x: (0 ..< Int64(series[0].values.count)).map { $0 * 60_000 }, series: series)
    }

    @Test func aNumberWarnCritLowerAndPerSeries() throws {
        let style = try ChartStyle().applying([.init("--threshold", "80"), .init("--threshold", "warn=70, crit>95,crit<10"),
                                               .init("--threshold", "cpu:warn=50;MEM:critical=3")])
        #expect(style.thresholds.limits == [
            Limit(level: .crit, value: 80), Limit(level: .warn, value: 70), Limit(level: .crit, value: 95),
            Limit(level: .crit, value: 10, below: true),
            Limit(level: .warn, value: 50, series: "cpu"), Limit(level: .crit, value: 3, series: "MEM"),
        ])
    }

    @Test(arguments: ["eighty", "warn=eighty", "", "warn=", "hot=90", "warn=80,", ":warn=80", "crit<", "warn=nan", "cpu:"])
    func notANumberIsOneClearLine(_ text: String) {
        var caught: ChartStyle.SettingError?
        do { _ = try ChartStyle().applying([.init("--threshold", text)]) } catch { caught = error }
        #expect(caught?.description == "--threshold must be \(ChartThresholds.expected), not '\(text)'")
    }

    @Test func aSeriesWithItsOwnLimitsIgnoresTheCharts() throws {
        var t = ChartThresholds()
        try t.apply(threshold: "warn=80,crit=95")
        try t.apply(threshold: "disk:crit<10")
        let cpu = Self.series("cpu", [1]), disk = Self.series("disk", [1])
        #expect(t.level(of: 90, series: cpu) == .warn)
        #expect(t.level(of: 99, series: cpu) == .crit)
        #expect(t.level(of: 50, series: cpu) == nil)
        #expect(t.level(of: 99, series: disk) == nil)
        #expect(t.level(of: 5, series: disk) == .crit)
        #expect(t.level(of: .nan, series: cpu) == nil)
    }

    @Test func theStateFromTheNewestSamplesOfTheVisibleSeries() throws {
        var t = ChartThresholds()
        try t.apply(threshold: "warn=80,crit=95")
        let data = Self.chart([Self.series("a", [10, 99, 50]), Self.series("b", [10, 20, 85, .nan]).trimmed(3),
                               Self.series("c", [96, 97, 98])])
        let all = ChartState.read(data, thresholds: t, stale: false) { _ in true }
        #expect(all.state == .crit && all.series == 2 && all.limit?.value == 95 && all.index == 2)
        let notC = ChartState.read(data, thresholds: t, stale: false) { $0 != 2 }
        #expect(notC.state == .warn && notC.series == 1)
        #expect(ChartState.read(data, thresholds: t, stale: false) { $0 == 0 }.state == .ok)
        #expect(ChartState.read(data, thresholds: t, stale: true) { $0 == 0 }.state == .stale)
        #expect(ChartState.read(data, thresholds: t, stale: true) { _ in true }.state == .crit)
        #expect(ChartState.read(data, thresholds: t, stale: false) { _ in false }.state == .noData)
        // Critical since the first of the run of samples beyond 95.
        #expect(ChartState.since(all, in: data) == 0)
    }

    @Test func aTrailingGapKeepsTheNewestValueAndSinceSkipsGaps() throws {
        var t = ChartThresholds()
        try t.apply(threshold: "crit<10")
        let data = Self.chart([Self.series("a", [50, 5, .nan, 4, 3, .nan])])
        let r = ChartState.read(data, thresholds: t, stale: false) { _ in true }
        #expect(r.state == .crit && r.index == 4)
        #expect(ChartState.since(r, in: data) == 60_000)
        #expect(ChartState.read(Self.chart([Self.series("a", [.nan, .nan])]), thresholds: t, stale: false) { _ in true }.state == .noData)
    }

    @Test func statesOrderFromBetterToWorse() {
        let order: [ChartState] = [.ok, .noData, .stale, .warn, .crit]
        #expect(order == order.sorted() && ChartState.allCases == order)
        #expect(ChartState.allCases.map(\.label) == ["OK", "NO DATA", "STALE", "WARN", "CRIT"])
    }

    @Test func timeBeyondEachLimit() throws {
        var t = ChartThresholds()
        try t.apply(threshold: "warn=80,crit=95")
        // Minutes: 90 (1 min beyond warn), 70, 99 99 (2 min beyond both, the last one counts nothing), 50.
        let data = Self.chart([Self.series("a", [90, 70, 99, 99, 50, 96])])
        let times = t.timeBeyond(in: data, range: 0 ..< 6)
        #expect(times == [
            .init(series: 0, limit: Limit(level: .warn, value: 80), duration: 180_000, runs: 3),
            .init(series: 0, limit: Limit(level: .crit, value: 95), duration: 120_000, runs: 2),
        ])
        #expect(t.timeBeyond(in: data, range: 0 ..< 2).map(\.duration) == [60_000])
    }
}

private extension Series {
    func trimmed(_ n: Int) -> Series {
        var s = self
        s.values = Array(values.prefix(n))
        return s
    }
}

/// `--describe`'s lines on the time beyond each limit.
@Suite struct ThresholdSummaryTests {
    @Test func timeBeyondInTheRangeDescribed() throws {
        var style = ChartStyle()
        try style.apply(.init("threshold", "warn=80,crit=95"))
        try style.apply(.init("unit", "percent"))
        let data = ChartThresholdsTests.chart([ChartThresholdsTests.series("cpu", [90, 70, 99, 99, 50, 96])])
        let text = ThresholdSummary.text(data, style: style, window: XWindow(0, 5 * 60_000))
        #expect(text == "Time beyond the limits:\nCPU above 80% (warn): 3 min in 3 runs\nCPU above 95% (crit): 2 min in 2 runs")
        #expect(ThresholdSummary.text(data, style: style, window: XWindow(4 * 60_000, 4 * 60_000)) == "Limits: never beyond a limit in this range.")
        #expect(ThresholdSummary.text(data, style: ChartStyle(), window: XWindow(0, 1)) == nil)
    }
}
