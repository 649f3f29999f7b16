import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// The state owner as a transition function: input and time in, a snapshot out. No font, no
/// files, no drawing: synthetic charts, a fake day source, and the layout a frame would report.
@Suite struct ChartControllerTests {
    static let day = 86_400_000.0

    /// `n` daily points of two line series (a rising and a falling one).
    static func lines(_ n: Int = 400, percentage: Bool = false) -> ChartData {
        let x = (0 ..< n).map { Int64(1_500_000_000_000 / 86_400_000 * 86_400_000) + Int64($0) * 86_400_000 }
        let a = (0 ..< n).map { Double($0) + 10 }, b = (0 ..< n).map { Double(n - $0) * 2 }
        return ChartData(title: "Synthetic", x: x,
                         series: [Series(id: "a", name: "A", color: Color(rgb: 0x3DC23F), kind: percentage ? .area : .line, values: a),
                                  Series(id: "b", name: "B", color: Color(rgb: 0xF34C44), kind: percentage ? .area : .line, values: b)],
                         stacked: percentage, percentage: percentage)
    }

    /// A layout like a 1280×800 frame's: plot, overview strip, two pills.
    static let frameLayout = InteractionLayout(
        plot: Rect(x: 16, y: 80, width: 1248, height: 520), overview: Rect(x: 16, y: 640, width: 1248, height: 48),
        toggles: [Rect(x: 16, y: 720, width: 120, height: 40), Rect(x: 146, y: 720, width: 120, height: 40)], scale: 1)

    /// What a frame reports back for `c` (the x-label step and board as the scene would).
    static func frame(_ c: ChartController, step: Int = 1, board: Point? = nil) -> FrameLayout {
        FrameLayout(model: c.model, interaction: frameLayout, xLabelStep: step, boardOrigin: board,
                    pieCenter: Point(640, 340), pieRadius: 200)
    }

    /// A day source that serves one day (a 24-point hourly chart) and counts what it was asked.
    final class FakeDays: DaySource {
        let dayStart: Double
        var loads = 0
        var failing = false
        init(dayStart: Double) { self.dayStart = dayStart }
        func hasDay(for chart: ChartData, x: Int64) -> Bool { DayZoom.day(containing: Double(x)).lower == dayStart }
        func loadDay(for chart: ChartData, x: Int64) throws(LoadError) -> ChartData? {
            loads += 1
            if failing { throw LoadError(path: "fake/day.json", place: .text(line: 1, column: 1), problem: .syntax("broken on purpose")) }
            guard hasDay(for: chart, x: x) else { return nil }
            let xs = (0 ..< 24).map { Int64(dayStart) + Int64($0) * 3_600_000 }
            return ChartData(title: "Day", x: xs, series: [Series(id: "h", name: "H", color: .black, kind: .line,
                                                                 values: (0 ..< 24).map { Double($0 * $0) })])
        }
    }

    @Test func startsInTheDefaultWindowSettled() {
        let c = ChartController(charts: [Self.lines()])
        let d = c.domain
        #expect(c.xMin == d.max - (d.max - d.min) / 4 && c.xMax == d.max)   // the last quarter
        #expect(!c.isAnimating)
        let s = c.snapshot
        #expect(s.window == XWindow(c.xMin, c.xMax) && s.highlightIndex == nil && s.theme == Theme.day)
        #expect(s.axes.count == 1 && s.axes[0].labels.generations.count == 1)
    }

    /// A highlight given at the start is shown: a point outside the first window brings the window
    /// to it (same span, centred as far as the data allows); inside, or with a range of the
    /// caller's, the window stays.
    @Test func aHighlightOutsideTheFirstWindowIsBroughtIntoView() {
        let plain = ChartController(charts: [Self.lines()])
        let first = XWindow(plain.xMin, plain.xMax)
        let lines = Self.lines(), xs = lines.x.map(Double.init)
        // Point 100 of 400: before the last quarter.
        let c = ChartController(charts: [lines], options: ControllerOptions(highlightX: xs[100] + 3_600_000))
        #expect(c.highlightIndex == 100)
        #expect(c.snapshot.highlightIndex == 100)
        #expect(c.xMin <= xs[100] && xs[100] <= c.xMax, "the highlighted point is in the window")
        #expect(abs((c.xMax - c.xMin) - first.span) < 1e-6 * first.span, "the span is kept")
        #expect(abs((c.xMin + c.xMax) / 2 - xs[100]) < 1e-6 * first.span, "centred on the point")
        #expect(!c.isAnimating)
        // Point 1: as far left as the data goes.
        let edge = ChartController(charts: [lines], options: ControllerOptions(highlightX: xs[1]))
        #expect(edge.xMin == edge.domain.min && abs((edge.xMax - edge.xMin) - first.span) < 1e-6 * first.span)
        // Already inside: the first window stays.
        let inside = ChartController(charts: [lines], options: ControllerOptions(highlightX: xs[390]))
        #expect(XWindow(inside.xMin, inside.xMax) == first && inside.highlightIndex == 390)
        // A range given with it stays (the command line refuses a highlight outside its range).
        let ranged = ChartController(charts: [lines], options: ControllerOptions(range: xs[300] ... xs[350], highlightX: xs[100]))
        #expect(ranged.xMin == xs[300] && ranged.xMax == xs[350])
    }

    @Test func directChangesAreClampedAndAtOnce() {
        let c = ChartController(charts: [Self.lines()], options: ControllerOptions(hidden: ["b"]))
        #expect(c.model.weights == [1, 0])
        c.setRange(xMin: -1e15, xMax: -1e15 + 1)                    // far before the data, too narrow
        #expect(c.xMin == c.domain.min && c.xMax - c.xMin == c.minimumSpan)
        #expect(!c.isAnimating)
        c.setHighlight(index: 10_000)
        #expect(c.highlightIndex == c.model.count - 1)
        c.setSeriesShown(0, false)                                   // the last shown series stays
        #expect(c.model.weights == [1, 0])
        c.toggleSeries(1)
        #expect(c.model.weights == [1, 1] && !c.isAnimating)
        c.setThemeKind(.night)
        #expect(c.snapshot.theme == Theme.night)
    }

    @Test func inputAndTimeEaseTheWindowAndTheScale() {
        let c = ChartController(charts: [Self.lines()])
        c.adopt(Self.frame(c))
        let before = c.snapshot
        c.handle(.key(.zoomIn, time: 1))
        #expect(c.snapshot.window == before.window)                  // nothing moved yet at t = 1
        #expect(c.isAnimating)
        c.advance(to: 1.1)
        let mid = c.snapshot
        #expect(mid.window.span < before.window.span && mid.window != before.window)
        c.advance(to: 3)
        let end = c.snapshot
        #expect(!c.isAnimating)
        #expect(end.window.span < mid.window.span)
        // The y axis rests on the visible extrema, fitted to nice rows.
        let r = c.model.extrema.yRange(c.model.data.indexRange(xMin: end.window.lower, xMax: end.window.upper, margin: 0),
                                       visible: [true, true])!
        #expect(end.yWindow(0).min <= r.min && end.yWindow(0).max >= r.max)
    }

    @Test func timeNeverGoesBack() {
        let c = ChartController(charts: [Self.lines()])
        c.handle(.key(.zoomIn, time: 5))
        c.advance(to: 2)
        #expect(c.now == 5)
        #expect(c.snapshot.time == 5)
    }

    @Test func theSameInputsGiveTheSameStates() {
        func run() -> [ChartSnapshot] {
            let c = ChartController(charts: [Self.lines()])
            c.adopt(Self.frame(c))
            var out: [ChartSnapshot] = []
            let p = Point(600, 300)
            let inputs: [ChartInput] = [.touchDown(id: 1, p, time: 1), .touchMove(id: 1, Point(700, 300), time: 1.05),
                                        .touchMove(id: 1, Point(900, 300), time: 1.1), .touchUp(id: 1, time: 1.12),
                                        .key(.nightMode, time: 1.5), .key(.zoomOut, time: 1.6)]
            for i in inputs { c.handle(i); out.append(c.snapshot) }
            for k in 0 ..< 60 { c.advance(to: 1.6 + Double(k) / 60); out.append(c.snapshot) }
            return out
        }
        let a = run(), b = run()
        #expect(a.count == b.count)
        for (x, y) in zip(a, b) {
            #expect(x.window == y.window && x.theme == y.theme && x.highlightIndex == y.highlightIndex)
            #expect(x.yWindow(0) == y.yWindow(0))
        }
        #expect(a.last!.theme == Theme.night)
    }

    /// Property: whatever the input, the window stays inside the data, where it is going is at
    /// least the minimum span wide (and so is the window at rest: two eased edges may pass a
    /// hair closer in flight), the highlight is a point of the chart, weights stay in 0…1 with
    /// one series shown.
    @Test(arguments: [21, 22, 23, 24, 25] as [UInt64])
    func anyInputKeepsTheStateValid(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let c = ChartController(charts: [Self.lines(), Self.lines(50, percentage: true)])
        var t = 0.0
        func check() {
            let s = c.snapshot, d = c.domain
            #expect(s.window.lower >= d.min - 1e-6 && s.window.upper <= d.max + 1e-6)
            #expect(c.active.interaction.targetWindow.span >= c.minimumSpan - 1e-6)
            if !c.isAnimating { #expect(s.window.span >= c.minimumSpan - 1e-6) }
            if let h = s.highlightIndex { #expect(c.model.xs.indices.contains(h)) }
            #expect(c.model.weights.allSatisfy { (0 ... 1).contains($0) })
            #expect(c.active.visibility.visible.contains(true))
        }
        for _ in 0 ..< 300 {
            t += Double.random(in: 0 ... 0.2, using: &rng)
            let p = Point(Double.random(in: -100 ... 1400, using: &rng), Double.random(in: -100 ... 900, using: &rng))
            let input: ChartInput
            switch rng.next() % 9 {
            case 0: input = .touchDown(id: Int(rng.next() % 2), p, time: t)
            case 1: input = .touchMove(id: Int(rng.next() % 2), p, time: t)
            case 2: input = .touchUp(id: Int(rng.next() % 2), time: t)
            case 3: input = .pointerMove(p, time: t)
            case 4: input = .pointerDown(button: .primary, p, time: t)
            case 5: input = .pointerUp(button: .primary, p, time: t)
            case 6: input = .scroll(dx: 0, dy: Double.random(in: -5 ... 5, using: &rng), at: p, zoomModifier: rng.next() % 2 == 0, time: t)
            case 7: input = .pinch(scale: Double.random(in: 0.3 ... 3, using: &rng), center: p, time: t)
            default:
                let keys: [ChartKey] = [.left, .right, .up, .down, .zoomIn, .zoomOut, .nightMode, .enter, .escape, .nextChart]
                input = .key(keys[Int(rng.next() % UInt64(keys.count))], time: t)
            }
            c.handle(input)
            check()
            c.advance(to: t + 0.01)
            c.adopt(Self.frame(c))
            check()
        }
    }

    @Test func zoomIntoADayThroughTheSourceAndBack() throws {
        let chart = Self.lines()
        let jan = Double(chart.x[300])
        let days = FakeDays(dayStart: jan)
        let c = ChartController(charts: [chart], days: days)
        #expect(c.feel.dayZoom.capability == .dayFiles)
        c.setRange(xMin: jan - 10 * Self.day, xMax: jan + 10 * Self.day)
        let before = c.snapshot.window
        c.setHighlight(index: 300)
        c.adopt(Self.frame(c))
        c.handle(.key(.enter, time: 1))
        #expect(days.loads == 1)
        #expect(c.model.data.title == "Day" && c.snapshot.zoomedIn)
        c.advance(to: 3)
        #expect(c.snapshot.window == XWindow(jan, jan + 23 * 3_600_000))   // the day chart's extent
        c.handle(.key(.escape, time: 4))
        #expect(c.model.data.title == "Synthetic")
        c.advance(to: 6)
        #expect(c.snapshot.window == before && !c.snapshot.zoomedIn)
    }

    @Test func aDayThatFailsToLoadLeavesTheViewAlone() {
        let chart = Self.lines()
        let jan = Double(chart.x[300])
        let days = FakeDays(dayStart: jan)
        days.failing = true
        let c = ChartController(charts: [chart], days: days)
        c.setRange(xMin: jan - 10 * Self.day, xMax: jan + 10 * Self.day)
        c.setHighlight(index: 300)
        let before = c.snapshot.window
        c.handle(.key(.enter, time: 1))
        #expect(days.loads == 1)
        #expect(c.model.data.title == "Synthetic" && !c.snapshot.zoomedIn)
        c.advance(to: 2)
        #expect(c.snapshot.window == before)
    }

    @Test func withoutADaySourceOnlyPercentageChartsZoomIntoAPie() {
        #expect(ChartController(charts: [Self.lines()]).feel.dayZoom.capability == .none)
        let c = ChartController(charts: [Self.lines(50, percentage: true)])
        #expect(c.feel.dayZoom.capability == .pie)
        c.setHighlight(index: 10)
        c.adopt(Self.frame(c))
        c.handle(.key(.enter, time: 1))
        #expect(c.snapshot.pie != nil && c.snapshot.highlightIndex == nil && c.snapshot.zoomedIn)
    }

    @Test func theBoardSlidesToWhereTheFrameLaidItOut() {
        let c = ChartController(charts: [Self.lines()])
        c.setHighlight(index: 350)
        c.adopt(Self.frame(c, board: Point(100, 100)))
        #expect(c.snapshot.board == Point(100, 100))                // first placement: in place
        c.handle(.pointerMove(Point(500, 300), time: 1))
        c.adopt(Self.frame(c, board: Point(400, 100)))
        c.advance(to: 1.1)
        let mid = c.snapshot.board!
        #expect(mid.x > 100 && mid.x < 400)
        c.advance(to: 2)
        #expect(c.snapshot.board == Point(400, 100))
    }

    @Test func nextChartStartsFreshAndKeepsTheSkin() {
        let c = ChartController(charts: [Self.lines(), Self.lines(50, percentage: true)], options: ControllerOptions(theme: .night))
        c.setHighlight(index: 5)
        c.handle(.key(.nextChart, time: 1))
        #expect(c.chartIndex == 1 && c.highlightIndex == nil && c.model.style == .percentage)
        #expect(c.snapshot.theme == Theme.night)
        c.selectChart(-1)
        #expect(c.chartIndex == 1)
        c.selectChart(2)
        #expect(c.chartIndex == 0)
    }
}
