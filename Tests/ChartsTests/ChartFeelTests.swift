import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// The whole feel of a screen on the real contest charts: the y scale follows the visible
/// extrema, labels change once per target, zoom into a day (chart 4: one bar → three lines) and
/// chart 5's pie of averages.
@Suite struct ChartFeelTests {
    static let layout = InteractionLayout(plot: Rect(x: 0, y: 0, width: 1000, height: 500),
                                          overview: Rect(x: 0, y: 560, width: 1000, height: 60),
                                          toggles: [Rect(x: 0, y: 640, width: 90, height: 30)])

    static func overview(_ n: Int) throws -> ChartData? {
        guard DataPaths.telegramAvailable else { return nil }
        return try ChartLoader.load(path: DataPaths.telegram + "/round2/\(n)/overview.json").first
    }

    @Test func yScaleEasesToTheVisibleExtremaAndLabelsFollowTheTarget() throws {
        guard let chart = try Self.overview(1) else { print(DataPaths.telegramNote); return }
        let feel = ChartFeel(chart: chart, layout: Self.layout)
        let all = try #require(ChartExtrema(chart: chart).yRange(0..<chart.count, visible: [true, true]))
        #expect(feel.axes[0].lower.target == all.min && feel.axes[0].upper.target == all.max)
        // Zoom into the first 10 % with a key-free command and let it settle.
        let w = XWindow(Double(chart.x[0]), Double(chart.x[chart.count / 10]))
        feel.interaction.setWindow(w, at: 1, animated: true)
        feel.advance(to: 1)
        let r = feel.extrema.yRange(chart.indexRange(xMin: w.lower, xMax: w.upper, margin: 0), visible: [true, true])!
        #expect(feel.axes[0].upper.target == r.max)
        #expect(feel.axes[0].labels.current == YLabelTransitions.Span(r.min, r.max))
        #expect(feel.axes[0].upper.value(at: 1.1) != r.max)                                   // still easing
        for k in 1...40 { feel.advance(to: 1 + Double(k) / 60) }
        #expect(feel.axes[0].upper.value(at: 2) == r.max)
        #expect(!feel.isAnimating(at: 2))
    }

    @Test func hidingASeriesRescalesAndTheLastOneStays() throws {
        guard let chart = try Self.overview(1) else { print(DataPaths.telegramNote); return }
        let feel = ChartFeel(chart: chart, layout: Self.layout)
        let before = feel.axes[0].upper.target
        feel.handle(.touchDown(id: 1, Point(40, 650), time: 0))
        feel.handle(.touchUp(id: 1, time: 0.05))
        feel.advance(to: 0.05)
        #expect(feel.visibility.visible == [false, true])
        #expect(feel.axes[0].upper.target < before)
        let only = try #require(feel.extrema.yRange(0..<chart.count, visible: [false, true]))
        #expect(feel.axes[0].upper.target == only.max)
    }

    @Test func zoomIntoADayOfChart4AndBack() throws {
        guard let chart = try Self.overview(4) else { print(DataPaths.telegramNote); return }
        let days = DayFiles()
        let feel = ChartFeel(chart: chart, layout: Self.layout, zoom: days.zoomCapability(of: chart))
        feel.dayAvailable = { days.hasDay(for: chart, x: Int64($0)) }
        #expect(feel.dayZoom.capability == .dayFiles)
        // Only two days have files in the contest data (2018-04-07 and 2019-01-01).
        let jan1 = 1_546_300_800_000.0
        #expect(feel.canZoom(at: jan1 + 3_600_000))
        #expect(!feel.canZoom(at: jan1 + 86_400_000))
        feel.interaction.setWindow(XWindow(jan1 - 10 * 86_400_000, jan1 + 10 * 86_400_000), at: 0, animated: false)
        let before = feel.interaction.targetWindow
        #expect(feel.handle(.key(.escape, time: 0)) == nil)
        // Tap in the middle of the plot: highlight snapped to Jan 1; Enter zooms into its day.
        feel.handle(.touchDown(id: 1, Point(500, 200), time: 0))
        feel.handle(.touchUp(id: 1, time: 0.05))
        let h = try #require(feel.interaction.highlightX)
        #expect(h == jan1)
        let e = feel.handle(.key(.enter, time: 1))
        #expect(e == .loadDay(x: h))
        let dayChart = try #require(try ChartLoader.loadDay(for: chart, x: Int64(h)))
        #expect(dayChart.series.count == 3 && dayChart.series.allSatisfy { $0.kind == .line })
        feel.attachDay(dayChart, at: 1)
        let d = try #require(feel.day)
        let day = DayZoom.day(containing: h)
        #expect(d.interaction.targetWindow == d.interaction.constraints.clamp(day))
        #expect(feel.dayZoom.overviewWindow(at: 1) == before)
        feel.advance(to: 2)
        #expect(feel.dayZoom.amount(at: 2) == 1)
        // Input now goes to the day; Esc leaves it and the overview window comes back.
        feel.handle(.key(.right, time: 3))
        #expect(d.interaction.targetWindow != feel.interaction.targetWindow)
        let out = feel.handle(.key(.escape, time: 4))
        #expect(out == .zoomedOut)
        #expect(feel.interaction.targetWindow == before)
        feel.advance(to: 5)
        #expect(feel.day == nil)
    }

    @Test func chart5ZoomsIntoAPieOfAverages() throws {
        guard let chart = try Self.overview(5) else { print(DataPaths.telegramNote); return }
        let feel = ChartFeel(chart: chart, layout: Self.layout)
        #expect(feel.dayZoom.capability == .pie)
        feel.interaction.setHighlight(Double(chart.x[chart.count / 2]))
        #expect(feel.handle(.key(.enter, time: 0)) == nil)
        let pie = try #require(feel.pie)
        #expect(feel.interaction.plotMode == .pie)
        var sum = 0.0
        for i in 0..<chart.series.count { sum += pie.share(of: i, at: 0) }
        #expect(abs(sum - 1) < 1e-9)
        // Moving the range selector changes the averages: the slices ease to the new shares.
        feel.interaction.setWindow(XWindow(Double(chart.x[0]), Double(chart.x[20])), at: 1, animated: false)
        feel.advance(to: 1)
        #expect(feel.pie!.isAnimating(at: 1.1))
        feel.pieCenter = Point(500, 250); feel.pieRadius = 200
        feel.handle(.touchDown(id: 1, Point(510, 100), time: 2))
        feel.handle(.touchUp(id: 1, time: 2.05))
        #expect(feel.pie!.selected != nil)
        #expect(feel.handle(.key(.escape, time: 3)) == .zoomedOut)
        feel.advance(to: 4)
        #expect(feel.pie == nil && feel.interaction.plotMode == .series)
    }
}
