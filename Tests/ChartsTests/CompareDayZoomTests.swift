import Testing
@testable import Charts
@testable import SeriesData

/// `--compare` on a day zoomed into (issue 34): the day's chart gets its comparisons too, and a
/// day file holding only its own week reads the week before from the day file of that time.
@Suite struct CompareDayZoomTests {
    static let hour: Int64 = 3_600_000, day: Int64 = 86_400_000
    static let start: Int64 = 1_735_689_600_000   // 2025-01-01T00:00:00Z

    /// The value every file has at time `t`: distinct for every hour.
    static func value(_ t: Int64) -> Double { Double((t - start) / hour) }

    /// Day files like the contest's: the day ± 3 days, hourly, for every day of four weeks.
    final class WeekFiles: DaySource {
        var loads: [Int64] = []
        func hasDay(for chart: ChartData, x: Int64) -> Bool { x >= start && x < start + 28 * day }
        func loadDay(for chart: ChartData, x: Int64) throws(LoadError) -> ChartData? {
            guard hasDay(for: chart, x: x) else { return nil }
            let first = (x - start) / day * day + start - 3 * day
            loads.append(first + 3 * day)
            let xs = (0 ..< 7 * 24).map { first + Int64($0) * hour }
            return ChartData(title: "Week", x: xs, series: [Series(id: "cpu", name: "cpu", color: .black, kind: .line,
                                                                  values: xs.map(CompareDayZoomTests.value))])
        }
    }

    @Test func aZoomedDayComparesWithTheDayFileAWeekBefore() {
        let overview = ChartData(title: "Overview", x: (0 ..< 28).map { Self.start + Int64($0) * Self.day },
                                 series: [Series(id: "cpu", name: "cpu", color: .black, kind: .line,
                                                 values: (0 ..< 28).map { Double($0) })])
        let files = WeekFiles()
        var options = ControllerOptions()
        options.compare = [CompareShift(milliseconds: 7 * Self.day)]
        let c = ChartController(charts: [overview], options: options, days: files)
        let target = Self.start + 20 * Self.day
        c.setRange(xMin: Double(target - 5 * Self.day), xMax: Double(target + 5 * Self.day))
        c.setHighlight(index: 20)
        c.adopt(ChartControllerTests.frame(c))
        c.handle(.key(.enter, time: 1))
        c.advance(to: 3)
        let data = c.model.data
        #expect(c.snapshot.zoomedIn && data.title == "Week")
        #expect(data.series.map(\.id) == ["cpu", "cpu@-7d"] && files.loads == [target, target - 7 * Self.day])
        // Every hour of the week the file holds compares with the same hour a week before, which
        // only the earlier file has (its own reaches back three days).
        let then = data.series[1].values
        for i in data.x.indices { #expect(then[i] == Self.value(data.x[i] - 7 * Self.day), "hour \(i)") }
    }
}
