import AudioTesting
import Charts
import Foundation
import Testing
import SeriesData
import Sonification

/// The audio graph, analysed as a listener's ear would: through the WAV bytes we write.
struct AudioGraphTests {
    static let day: Int64 = 86_400_000

    /// A one-series line chart at daily steps.
    static func chart(_ values: [Double], stacked: Bool = false, percentage: Bool = false, extra: [Double]? = nil) -> ChartData {
        let x = values.indices.map { 1_546_300_800_000 + Int64($0) * day }
        var series = [Series(id: "y0", name: "A", color: Series.palette[0], kind: stacked ? .bar : .line, values: values)]
        if let extra { series.append(Series(id: "y1", name: "B", color: Series.palette[1], kind: stacked ? .bar : .line, values: extra)) }
        return ChartData(x: x, series: series, stacked: stacked, percentage: percentage)
    }

    static func graph(_ data: ChartData, series: Int = 0, options: AudioGraphOptions = AudioGraphOptions()) throws -> AudioGraph {
        try AudioGraph(data: data, series: series, window: data.viewDomain, options: options)
    }

    /// Encoded, then decoded: what a player reads from the file.
    static func heard(_ g: AudioGraph) throws -> PCMSound { try WAVFile.decode(WAVEncoder.encode(g.render())) }

    /// The measured frequency of a sounding segment: zero crossings of the left channel in its
    /// middle (the fades left out).
    static func measuredFrequency(_ g: AudioGraph, _ s: AudioGraph.Segment, _ left: [Double]) -> Double? {
        let fade = Int(g.options.fade * Double(g.options.sampleRate))
        let lo = s.startFrame + fade, hi = s.endFrame - fade
        guard hi - lo > 64 else { return nil }
        return SoundAnalysis.zeroCrossingFrequency(left, frames: lo ..< hi, sampleRate: g.options.sampleRate)
    }

    @Test(arguments: [2.0, 3.0, 7.5, 10.0])
    func durationIsWithinFivePercent(seconds: Double) throws {
        var rng = SeededRandom(seed: 7)
        let values = (0 ..< 300).map { _ in Double.random(in: 0 ... 1000, using: &rng) }
        let sound = try Self.heard(Self.graph(Self.chart(values), options: AudioGraphOptions(duration: seconds)))
        #expect(abs(sound.duration - seconds) <= 0.05 * seconds)
        #expect(sound.channels == 2 && sound.sampleRate == 44_100)
    }

    @Test func risingDataRisesInPitchAndFollowsTheLogScale() throws {
        let values = (0 ..< 40).map { Double($0 * $0) + 10 }   // monotone, uneven steps
        let g = try Self.graph(Self.chart(values))
        let left = try Self.heard(g).channel(0)
        var last = 0.0
        for (k, s) in g.segments.enumerated() {
            let value = try #require(s.value)
            let f = try #require(Self.measuredFrequency(g, s, left), "segment \(k) too short to measure")
            // The log scale, computed here independently of PitchScale.
            let t = (value - 10) / (39 * 39)
            let expected = 150 * Foundation.pow(2600.0 / 150.0, t)
            #expect(abs(f - expected) / expected < 0.02, "segment \(k): heard \(f) Hz, the data says \(expected) Hz")
            #expect(f > last, "segment \(k): \(f) Hz after \(last) Hz")
            last = f
        }
        #expect(abs((g.segments.first?.frequency ?? 0) - 150) < 1e-9)
        #expect(abs((g.segments.last?.frequency ?? 0) - 2600) < 1e-9)
    }

    @Test func fallingDenseDataFallsInPitchAcrossMergedSegments() throws {
        var rng = SeededRandom(seed: 11)
        var v = 1e6
        let values = (0 ..< 3000).map { _ in v -= Double.random(in: 1 ... 500, using: &rng); return v }
        let g = try Self.graph(Self.chart(values))
        #expect(g.segments.count < values.count / 10, "3000 points in 3 s must merge")
        let left = try Self.heard(g).channel(0)
        var last = Double.infinity
        for (k, s) in g.segments.enumerated() {
            let f = try #require(Self.measuredFrequency(g, s, left))
            #expect(f < last, "segment \(k): \(f) Hz after \(last) Hz")
            last = f
        }
    }

    @Test func noSegmentIsShorterThan35msAndTheyTileTheSound() throws {
        var rng = SeededRandom(seed: 3)
        for _ in 0 ..< 20 {
            let n = Int.random(in: 2 ... 5000, using: &rng)
            let gapChance = Double.random(in: 0 ... 0.6, using: &rng)
            let (x, values) = randomSeries(count: n, gapChance: gapChance, rng: &rng)
            var vs = values
            if !vs.contains(where: { $0.isFinite }) { vs[0] = 1 }
            let data = ChartData(x: x, series: [Series(id: "y0", name: "A", color: Series.palette[0], kind: .line, values: vs)])
            let seconds = Double.random(in: 2 ... 10, using: &rng)
            let g = try AudioGraph(data: data, series: 0, window: data.viewDomain, options: AudioGraphOptions(duration: seconds))
            var next = 0
            for s in g.segments {
                #expect(s.startFrame == next)
                #expect(s.frameCount >= Int((0.035 * 44_100).rounded()) || g.segments.count == 1,
                        "\(n) points, \(seconds) s: a segment of \(s.frameCount) frames")
                next = s.endFrame
            }
            #expect(next == g.frameCount)
            #expect(g.segments.contains { $0.frequency != nil })
        }
    }

    @Test func noSampleClipsAndNoStepIsLargerThanASmoothWaveMakes() throws {
        var rng = SeededRandom(seed: 5)
        let values = (0 ..< 500).map { i in i % 97 == 0 ? Double.nan : Double.random(in: -50 ... 50, using: &rng) }
        let g = try Self.graph(Self.chart(values), options: AudioGraphOptions(duration: 4))
        let sound = try Self.heard(g)
        #expect(sound.peak < 32767)
        #expect(sound.peak > Int(0.5 * 32767 * 0.7), "the sound must be loud enough to hear")
        let peak = g.options.amplitude * 32767
        let fadeFrames = g.options.fade * Double(g.options.sampleRate)
        for c in 0 ..< 2 {
            let wave = sound.channel(c)
            for k in g.segments.indices {
                let s = g.segments[k]
                // The fastest frequency that sounds at this frame or the next one.
                let f = max(s.frequency ?? 0, k + 1 < g.segments.count ? g.segments[k + 1].frequency ?? 0 : 0,
                            k > 0 ? g.segments[k - 1].frequency ?? 0 : 0)
                // A sine of amplitude A moves at most A·2πf/rate per sample; the fade adds at most
                // A·π/(2·fade frames); rounding adds 1.
                let bound = peak * (2 * Double.pi * f / Double(g.options.sampleRate) + Double.pi / (2 * fadeFrames)) * 1.01 + 2
                for frame in s.startFrame ..< min(s.endFrame, wave.count - 1) {
                    let step = abs(wave[frame + 1] - wave[frame])
                    if step > bound {
                        Issue.record("channel \(c), frame \(frame): step \(step) > \(bound) (segment \(k), \(f) Hz)")
                        return
                    }
                }
            }
        }
    }

    @Test func gapsAreSilentAndFadedAtTheirEdges() throws {
        var values = (0 ..< 60).map { Double($0 % 10) * 3 + 1 }
        for i in 20 ..< 32 { values[i] = .nan }
        let g = try Self.graph(Self.chart(values))
        let sound = try Self.heard(g)
        let silent = g.segments.filter { $0.frequency == nil }
        try #require(silent.count == 1)
        let gap = silent[0]
        #expect(gap.points.contains(20) && gap.points.contains(31))
        // The gap's share of the time is its share of the points (12 of 60).
        #expect(abs(Double(gap.frameCount) / Double(g.frameCount) - 12.0 / 60.0) < 0.01)
        for f in gap.startFrame ..< gap.endFrame {
            #expect(sound.samples[2 * f] == 0 && sound.samples[2 * f + 1] == 0, "frame \(f) in the gap is not silent")
            if sound.samples[2 * f] != 0 { break }
        }
        // The sound fades: the frames right at the gap's edges and the ends are near zero.
        let left = sound.channel(0)
        for f in [0, gap.startFrame - 1, gap.endFrame, g.frameCount - 1] {
            #expect(abs(left[f]) < 200, "frame \(f): \(left[f])")
        }
    }

    @Test func panFollowsTime() throws {
        let g = try Self.graph(Self.chart([5, 5, 5, 5, 5, 5, 5, 5]))
        let sound = try Self.heard(g)
        let left = sound.channel(0), right = sound.channel(1)
        let tenth = g.frameCount / 10
        let early = 0 ..< tenth, late = g.frameCount - tenth ..< g.frameCount
        #expect(SoundAnalysis.rms(left, frames: early) > 2 * SoundAnalysis.rms(right, frames: early))
        #expect(SoundAnalysis.rms(right, frames: late) > 2 * SoundAnalysis.rms(left, frames: late))
        // Equal values: one pitch, the middle of the range.
        let mid = (150.0 * 2600).squareRoot()
        #expect(g.segments.allSatisfy { abs(($0.frequency ?? 0) - mid) < 1e-6 })
    }

    @Test func stackedAndPercentageChartsPlayTheSeriesOwnValues() throws {
        let a: [Double] = [10, 20, 30, 40, 50, 60, 70, 80]
        let b: [Double] = [500, 400, 300, 200, 100, 90, 80, 70]
        let plain = try Self.graph(Self.chart(b), series: 0)
        for (stacked, percentage) in [(true, false), (true, true)] {
            let g = try Self.graph(Self.chart(a, stacked: stacked, percentage: percentage, extra: b), series: 1)
            #expect(g.segments == plain.segments)
            #expect(g.render() == plain.render())
        }
    }

    @Test func theVisibleRangeIsWhatPlays() throws {
        let values = (0 ..< 100).map { Double($0) }
        let data = Self.chart(values)
        let window = XWindow(Double(data.x[20]), Double(data.x[39]))
        let g = try AudioGraph(data: data, series: 0, window: window)
        #expect(g.points == 20 ..< 40)
        #expect(g.pitch.minValue == 20 && g.pitch.maxValue == 39)
        #expect(g.segments.first?.points.lowerBound == 20 && g.segments.last?.points.upperBound == 40)
        // The timeline puts each point in the middle of its own time.
        let mid = g.segments[0].startFrame + g.segments[0].frameCount / 2
        #expect(abs(g.x(atFrame: mid) - Double(data.x[20])) < Double(Self.day) / 2)
    }

    @Test func badRequestsAreTypedErrors() throws {
        let data = Self.chart([1, 2, .nan, .nan, .nan, 3])
        #expect(throws: AudioGraphError.durationOutOfRange(1.5)) {
            try Self.graph(data, options: AudioGraphOptions(duration: 1.5))
        }
        #expect(throws: AudioGraphError.noPoints(series: "y0")) {
            try AudioGraph(data: data, series: 0, window: XWindow(0, 1))
        }
        #expect(throws: AudioGraphError.onlyGaps(series: "y0")) {
            try AudioGraph(data: data, series: 0, window: XWindow(Double(data.x[2]), Double(data.x[4])))
        }
        #expect("\(AudioGraphError.durationOutOfRange(11))" == "the duration must be 2–10 s, not 11 s")
    }

    @Test func wavHeaderIsSixteenBitPCM() throws {
        let sound = PCMSound(samples: [0, 1, -1, 32767, -32768, 258], channels: 2, sampleRate: 22_050)
        let bytes = WAVEncoder.encode(sound)
        #expect(bytes.count == 44 + 12)
        #expect(Array(bytes[0 ..< 4]) == Array("RIFF".utf8) && Array(bytes[8 ..< 16]) == Array("WAVEfmt ".utf8))
        #expect(Array(bytes[4 ..< 8]) == [48, 0, 0, 0])                       // 36 + data
        #expect(Array(bytes[20 ..< 24]) == [1, 0, 2, 0])                      // PCM, stereo
        #expect(Array(bytes[24 ..< 28]) == [0x22, 0x56, 0, 0])                // 22 050 Hz
        #expect(Array(bytes[28 ..< 36]) == [0x88, 0x58, 1, 0, 4, 0, 16, 0])   // 88 200 B/s, 4 B/frame, 16 bit
        #expect(Array(bytes[36 ..< 44]) == Array("data".utf8) + [12, 0, 0, 0])
        #expect(Array(bytes[44...]) == [0, 0, 1, 0, 0xFF, 0xFF, 0xFF, 0x7F, 0, 0x80, 2, 1])
        #expect(try WAVFile.decode(bytes) == sound)
    }
}
