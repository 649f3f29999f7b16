import AudioTesting
import Testing
import Raster
@testable import Charts
@testable import SeriesData
@testable import Sonification

/// Charts you can hear in the window, through the state owner with a deterministic clock: the
/// keyboard reading steps land on exact points, each sounds its tone and speaks its point, the
/// audio graph's highlight follows the output's position, and the play control and `d` work.
@Suite struct ChartListeningTests {
    typealias Fixture = ChartControllerTests
    static let day = Fixture.day

    /// A line chart whose minimum and maximum lie inside the default window, not at its ends.
    static func wavy(_ n: Int = 120) -> ChartData {
        let x = (0 ..< n).map { Int64(1_500_000_000_000 / 86_400_000 * 86_400_000) + Int64($0) * 86_400_000 }
        let a = (0 ..< n).map { i in 1000 + Double((i * 37 + 50) % 101) * 10 }
        let b = (0 ..< n).map { i in 50 + Double((i * 53) % 89) }
        return ChartData(title: "Wavy", x: x,
                         series: [Series(id: "a", name: "Views", color: Color(rgb: 0x3DC23F), kind: .line, values: a),
                                  Series(id: "b", name: "Shares", color: Color(rgb: 0xF34C44), kind: .line, values: b)])
    }

    /// A controller with a clocked output and a recording speaker, laid out like a 1280×800 frame.
    static func make(_ data: ChartData = wavy(), options: ControllerOptions = ControllerOptions(), speak: Bool = false)
        -> (ChartController, ClockedAudioOutput, RecordingSpeaker) {
        let c = ChartController(charts: [data], options: options)
        c.adopt(Fixture.frame(c))
        let out = ClockedAudioOutput(), speaker = RecordingSpeaker()
        out.clock = { [unowned c] in c.now }
        c.listening.audio = out
        c.listening.speaker = speaker
        c.listening.speaksSteps = speak
        return (c, out, speaker)
    }

    static func key(_ c: ChartController, _ k: ChartKey, at t: Double) { c.handle(.key(k, time: t)) }

    /// The pitch a tone of `value` must have: the log scale over the series' visible values.
    static func expectedFrequency(_ c: ChartController, series s: Int, value: Double) -> Double {
        let values = c.visiblePoints.map { c.model.data.series[s].values[$0] }
        return PitchScale(minValue: values.min()!, maxValue: values.max()!).frequency(of: value)
    }

    @Test func arrowsStepPointByPointWithAToneAtEachPointsPitch() throws {
        let (c, out, _) = Self.make()
        let visible = c.visiblePoints
        let start = visible.lowerBound + 5
        c.setHighlight(index: start)
        let window = XWindow(c.xMin, c.xMax)
        for (k, expected) in [(ChartKey.right, start + 1), (.right, start + 2), (.left, start + 1)].enumerated() {
            Self.key(c, expected.0, at: 1 + Double(k))
            #expect(c.highlightIndex == expected.1)
            #expect(c.snapshot.highlightIndex == expected.1)
            #expect(c.model.xs[expected.1] == c.active.interaction.highlightX, "on the exact point")
        }
        // Stepping is not panning: the window stayed.
        c.advance(to: 10)
        #expect(XWindow(c.xMin, c.xMax) == window)
        // One tone per step, at the point's pitch (zero crossings, within 2 %), 0.12 s long.
        #expect(out.played.count == 3)
        for (tone, i) in zip(out.played, [start + 1, start + 2, start + 1]) {
            #expect(abs(tone.duration - AudioGraph.toneDuration) < 0.001)
            let f = try #require(SoundAnalysis.zeroCrossingFrequency(tone.channel(0), frames: 600 ..< tone.frameCount - 600, sampleRate: tone.sampleRate))
            let want = Self.expectedFrequency(c, series: 0, value: c.model.data.series[0].values[i])
            #expect(abs(f / want - 1) < 0.02, "point \(i): \(f) Hz, want \(want) Hz")
            #expect(tone.peak <= 16_384)
        }
    }

    @Test func homeEndAndMinMaxJumpToTheExactPointsOfTheVisibleRange() {
        let (c, _, _) = Self.make()
        let visible = c.visiblePoints
        let a = c.model.data.series[0].values, b = c.model.data.series[1].values
        Self.key(c, .home, at: 1)                 // Home starts reading without a highlight
        #expect(c.highlightIndex == visible.first)
        Self.key(c, .end, at: 2)
        #expect(c.highlightIndex == visible.last)
        let minA = visible.min { a[$0] < a[$1] }!, maxA = visible.max { a[$0] < a[$1] || (a[$0] == a[$1] && $0 > $1) }!
        Self.key(c, .character("m"), at: 3)
        #expect(c.highlightIndex == minA)
        Self.key(c, .character("M"), at: 4)
        #expect(c.highlightIndex == maxA, "the first occurrence of the maximum")
        #expect(visible.dropFirst().dropLast().contains(minA) && visible.dropFirst().dropLast().contains(maxA))
        // `]` reads the next series: m/M find its extremes.
        Self.key(c, .character("]"), at: 5)
        #expect(c.readingSeries == 1)
        Self.key(c, .character("m"), at: 6)
        #expect(c.highlightIndex == visible.min { b[$0] < b[$1] })
        Self.key(c, .character("["), at: 7)
        #expect(c.readingSeries == 0)
    }

    @Test func withoutAHighlightArrowsStillPanAndEndIsLeftAlone() {
        let (c, out, _) = Self.make(Fixture.lines())
        c.setRange(xMin: c.domain.min + 100 * Self.day, xMax: c.domain.min + 200 * Self.day)
        let before = c.active.interaction.targetWindow
        Self.key(c, .end, at: 1)
        #expect(c.highlightIndex == nil && c.active.interaction.targetWindow == before)
        Self.key(c, .right, at: 2)
        let after = c.active.interaction.targetWindow
        #expect(c.highlightIndex == nil)
        #expect(abs((after.lower - before.lower) - before.span / 4) < 1, "the animated pan of a quarter span")
        #expect(out.played.isEmpty)
    }

    @Test func aStepPastTheWindowBringsThePointIntoView() {
        let (c, _, _) = Self.make(Fixture.lines())
        c.setRange(xMin: c.domain.min + 100 * Self.day, xMax: c.domain.min + 200 * Self.day)
        Self.key(c, .end, at: 0.5)                // no highlight: nothing
        Self.key(c, .home, at: 1)
        Self.key(c, .end, at: 1.5)
        let last = c.highlightIndex!
        Self.key(c, .right, at: 2)
        #expect(c.highlightIndex == last + 1)
        #expect(c.active.interaction.targetWindow.contains(c.model.xs[last + 1]), "the view follows the point")
        c.advance(to: 5)
        #expect(XWindow(c.xMin, c.xMax).contains(c.model.xs[last + 1]))
        #expect(c.highlightIndex == last + 1)
    }

    @Test func speakStepsSaysTheDateAndValuesCuttingOffThePreviousOne() {
        let (c, _, speaker) = Self.make(speak: true)
        let i = c.visiblePoints.lowerBound + 3
        c.setHighlight(index: i)
        Self.key(c, .right, at: 1)
        let a = c.model.data.series[0].values[i + 1], b = c.model.data.series[1].values[i + 1]
        let date = DateFormat.boardTitle(c.model.data.x[i + 1], stepMilliseconds: c.model.unit)
        #expect(speaker.said == ["\(date). Views \(Int(a)), Shares \(Int(b))."])
        #expect(!speaker.said[0].contains("\u{2009}"), "no thin spaces in spoken numbers")
        Self.key(c, .character("]"), at: 2)
        #expect(speaker.said.last == "Shares")
        // Without --speak, steps are only heard.
        c.listening.speaksSteps = false
        Self.key(c, .right, at: 3)
        #expect(speaker.said.count == 2)
    }

    @Test func theAudioGraphPlaysTheVisibleRangeAndTheHighlightFollowsTheSound() throws {
        let (c, out, _) = Self.make()
        c.listening.graphOptions.duration = 2
        Self.key(c, .character("s"), at: 1)
        let graph = try AudioGraph(data: c.model.data, series: 0, window: c.active.interaction.targetWindow,
                                   options: AudioGraphOptions(duration: 2))
        #expect(out.played.count == 1 && out.played[0] == graph.render(), "the visible range of the first series")
        #expect(c.listening.playback != nil && c.isAnimating && c.snapshot.audioControl == nil)
        #expect(c.highlightIndex == graph.points.lowerBound)
        // Each frame time: the highlight is the point at the frame heard, moving left to right.
        var previous = graph.points.lowerBound
        for t in stride(from: 1.0, through: 2.99, by: 1.0 / 60) {
            c.advance(to: t)
            let frame = Int(((t - 1) * 44_100).rounded(.down))
            let want = c.model.nearestIndex(to: graph.x(atFrame: frame))!
            #expect(c.highlightIndex == want, "at \(t) s")
            #expect(want >= previous)
            previous = want
        }
        c.advance(to: 2.999)
        #expect(c.highlightIndex == graph.points.upperBound - 1, "it reached the last point")
        // The end: the highlight returns to where it was (none), frames stop.
        c.advance(to: 3.01)
        #expect(c.listening.playback == nil && c.highlightIndex == nil && !c.isAnimating)
    }

    @Test func theHighlightLagsByTheOutputsLatencyAndASecondPressStops() throws {
        let (c, out, _) = Self.make()
        out.latency = 0.25
        let before = c.visiblePoints.lowerBound + 7
        c.setHighlight(index: before)
        Self.key(c, .character("s"), at: 1)
        let graph = c.listening.playback!.graph
        c.advance(to: 1.2)
        #expect(c.highlightIndex == graph.points.lowerBound, "nothing heard yet")
        c.advance(to: 2.25)
        #expect(c.highlightIndex == c.model.nearestIndex(to: graph.x(atFrame: 44_100)), "one second heard")
        let heard = c.highlightIndex
        Self.key(c, .character("s"), at: 2.3)
        #expect(out.stops == 1 && c.listening.playback == nil)
        c.advance(to: 4)
        #expect(c.highlightIndex == heard, "a stop keeps the point heard last")
        // A reading step during playback stops it and steps from the point heard.
        Self.key(c, .character("s"), at: 5)
        c.advance(to: 6.25)
        let at = c.highlightIndex!
        Self.key(c, .right, at: 6.3)
        #expect(c.listening.playback == nil && c.highlightIndex == at + 1)
        #expect(before != at)
    }

    @Test func theOtherSeriesAndAnotherChartStopIt() throws {
        let c = ChartController(charts: [Self.wavy(), Fixture.lines()])
        let out = ClockedAudioOutput()
        out.clock = { [unowned c] in c.now }
        c.listening.audio = out
        c.listening.choose(series: 1)
        Self.key(c, .character("s"), at: 1)
        #expect(c.listening.playback?.graph.seriesIndex == 1)
        Self.key(c, .nextChart, at: 1.5)
        c.advance(to: 1.6)
        #expect(c.listening.playback == nil && out.stops == 1)
    }

    @Test func theControlPlaysAndStopsAndShowsTheSeriesAndState() {
        let c = ChartController(charts: [Self.wavy()], options: ControllerOptions(playControl: true))
        let out = ClockedAudioOutput()
        out.clock = { [unowned c] in c.now }
        c.listening.audio = out
        var layout = Fixture.frameLayout
        layout.playControl = Rect(x: 300, y: 10, width: 34, height: 34)
        c.adopt(FrameLayout(model: c.model, interaction: layout, xLabelStep: 1, boardOrigin: nil, pieCenter: Point(640, 340), pieRadius: 200))
        #expect(c.snapshot.audioControl == AudioControlState(series: 0, playing: false))
        func tap(at t: Double) {
            c.handle(.pointerDown(button: .primary, Point(317, 27), time: t))
            c.handle(.pointerUp(button: .primary, Point(317, 27), time: t + 0.05))
        }
        tap(at: 1)
        #expect(out.played.count == 1 && c.snapshot.audioControl == AudioControlState(series: 0, playing: true))
        tap(at: 2)
        #expect(out.stops == 1 && c.snapshot.audioControl?.playing == false)
        let off = ChartController(charts: [Self.wavy()])
        #expect(off.snapshot.audioControl == nil)
    }

    @Test func noSoundServerIsOneLineOnceAndEverythingGoesOn() {
        let (c, out, _) = Self.make()
        var reports: [ListeningReport] = []
        c.listening.report = { reports.append($0) }
        out.failure = .noSoundServer("Connection refused")
        Self.key(c, .character("s"), at: 1)
        Self.key(c, .character("s"), at: 2)
        Self.key(c, .home, at: 3)
        Self.key(c, .right, at: 4)
        #expect(reports == [.problem("no sound server (Connection refused): not played")])
        #expect(c.listening.playback == nil && c.highlightIndex == c.visiblePoints.lowerBound + 1, "reading goes on")
        c.listening.audio = nil
        Self.key(c, .character("s"), at: 5)
        #expect(reports.last == .problem("no sound output: not played"))
    }

    @Test func dSpeaksTheSummaryOfTheVisibleRangeOrReportsItAsText() {
        let (c, _, speaker) = Self.make()
        let summary = ChartSummary(data: c.model.data, index: 0, window: c.active.interaction.targetWindow).text
        Self.key(c, .character("d"), at: 1)
        #expect(speaker.said == [PointReading.spoken(summary)])
        #expect(summary.contains("\u{2009}") && !speaker.said[0].contains("\u{2009}"))
        var reports: [ListeningReport] = []
        c.listening.report = { reports.append($0) }
        speaker.failure = .noSpeechService("no socket")
        Self.key(c, .character("d"), at: 2)
        #expect(reports == [.problem("no speech service (no socket): not spoken"), .summary(summary)])
        c.listening.speaker = nil
        Self.key(c, .character("d"), at: 3)
        #expect(reports.last == .summary(summary))
    }

    @Test func spokenNumbersLoseOnlyTheirGroupingSpaces() {
        #expect(PointReading.spoken("From 14\u{2009}881 to 1\u{2009}000\u{2009}000, up 4 (19%).") == "From 14881 to 1000000, up 4 (19%).")
        #expect(PointReading.spoken("a\u{2009}b 1\u{2009}") == "a\u{2009}b 1\u{2009}")
    }
}
