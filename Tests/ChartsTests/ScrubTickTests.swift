import AudioTesting
import Testing
import Raster
@testable import Charts
@testable import SeriesData
@testable import Sonification

/// Pointer and touch scrubbing tick as keyboard reading does (issue 34): a tone at each new
/// point's pitch, no speech, only where the visible points are sparse enough to hear apart.
@Suite struct ScrubTickTests {
    typealias L = ChartListeningTests
    static let plot = ChartControllerTests.frameLayout.plot

    /// `L.make` showing the last 30 of its 120 points (41 px apart).
    static func make(speak: Bool = false) -> (ChartController, ClockedAudioOutput, RecordingSpeaker) {
        let made = L.make(speak: speak), x = made.0.model.xs
        made.0.setRange(xMin: x[90], xMax: x[119])
        return made
    }

    /// Moves across the plot in `steps` even steps from `t`, with `input`; returns the points
    /// highlighted in turn (each once).
    static func sweep(_ c: ChartController, steps: Int = 60, from t: Double,
                      _ input: (Point, Double) -> ChartInput = { .pointerMove($0, time: $1) }) -> [Int] {
        var seen: [Int] = []
        for k in 0 ... steps {
            c.handle(input(Point(plot.minX + (plot.width - 1) * Double(k) / Double(steps), plot.midY), t + Double(k) * 0.02))
            if let i = c.highlightIndex, seen.last != i { seen.append(i) }
        }
        return seen
    }

    @Test func hoveringSparsePointsTicksOncePerPointAtItsPitch() throws {
        let (c, out, speaker) = Self.make(speak: true)
        #expect(Double(c.visiblePoints.count) * ChartController.scrubTickSpacing <= Self.plot.width, "sparse")
        let seen = Self.sweep(c, from: 1)
        #expect(seen.count >= 25)
        #expect(out.played.count == seen.count, "one tick per point reached")
        #expect(speaker.said.isEmpty, "ticks, not speech")
        let tone = try #require(out.played.last)
        let f = try #require(SoundAnalysis.zeroCrossingFrequency(tone.channel(0), frames: 600 ..< tone.frameCount - 600, sampleRate: tone.sampleRate))
        let want = L.expectedFrequency(c, series: 0, value: c.model.data.series[0].values[seen.last!])
        #expect(abs(f / want - 1) < 0.02, "\(f) Hz, want \(want) Hz")
        // Staying on the point: no tick.
        c.handle(.pointerMove(Point(Self.plot.maxX - 2, Self.plot.midY), time: 5))
        #expect(out.played.count == seen.count)
    }

    @Test func aFingerScrubbingAfterALongPressTicks() {
        let (c, out, _) = Self.make()
        c.handle(.touchDown(id: 1, Point(Self.plot.minX + 5, Self.plot.midY), time: 1))
        c.advance(to: 1.6)   // the long press: the finger scrubs
        let before = out.played.count
        let seen = Self.sweep(c, from: 1.7) { .touchMove(id: 1, $0, time: $1) }
        #expect(seen.count >= 25)
        #expect(out.played.count - before >= seen.count - 1, "a tick for each point the finger reached")
    }

    @Test func densePointsAreNotTicked() {
        let (c, out, _) = L.make(L.wavy(600))
        c.setRange(xMin: c.domain.min, xMax: c.domain.max)
        #expect(Double(c.visiblePoints.count) * ChartController.scrubTickSpacing > Self.plot.width, "dense")
        let seen = Self.sweep(c, from: 1)
        #expect(seen.count >= 10 && out.played.isEmpty)
    }

    @Test func noTickWithoutSoundOrWhileTheAudioGraphPlays() {
        let (c, out, _) = Self.make()
        c.listening.audio = nil
        #expect(Self.sweep(c, from: 1).count >= 25)
        c.listening.audio = out
        L.key(c, .character("s"), at: 3)
        #expect(out.played.count == 1 && c.listening.playback != nil)
        _ = Self.sweep(c, from: 3.01)
        #expect(out.played.count == 1, "the graph is heard, not ticks")
    }
}
