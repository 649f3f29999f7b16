import Testing
import Charts
import SeriesData
@testable import Sonification

/// A state change is heard as two tones: rising for worse, falling for better, higher for a
/// worse state (issue 33).
@Suite struct EarconTests {
    /// Zero crossings of the left channel in frames `range` (twice the tone's frequency × time).
    static func crossings(_ s: PCMSound, _ range: Range<Int>) -> Int {
        var n = 0
        for f in range.dropFirst() where (s.samples[2 * f] >= 0) != (s.samples[2 * (f - 1)] >= 0) { n += 1 }
        return n
    }

    @Test func risingForWorseFallingForBetter() throws {
        let worse = try #require(Earcon.sound(from: 0, to: 4))
        let better = try #require(Earcon.sound(from: 4, to: 0))
        let half = worse.frameCount / 2
        #expect(worse.channels == 2 && worse.sampleRate == 44_100 && abs(worse.duration - 2 * Earcon.toneDuration) < 0.001)
        #expect(Self.crossings(worse, 0 ..< half) < Self.crossings(worse, half ..< worse.frameCount))
        #expect(Self.crossings(better, 0 ..< half) > Self.crossings(better, half ..< better.frameCount))
        // Crit's pair above warn's.
        let warn = try #require(Earcon.sound(from: 0, to: 3))
        #expect(Self.crossings(warn, 0 ..< half) < Self.crossings(worse, 0 ..< half))
        #expect(Earcon.sound(from: 2, to: 2) == nil)
        // Soft and click-free: the first and last samples of each tone are silent.
        #expect(worse.samples.first == 0 && worse.samples[2 * half] == 0 && abs(Int(worse.samples[2 * (half - 1)])) < 50)
    }
}

/// The sentence and the earcon of a state change, on data that crosses its limit.
@Suite struct ChartStateWatchTests {
    @Test func aChangeIsAnnouncedOnceWithItsSentence() throws {
        var units = ChartUnits()
        try units.apply(unit: "percent")
        var t = ChartThresholds()
        try t.apply(threshold: "warn=80,crit=95")
        let start: Int64 = 1_714_567_320_000   // 2024-05-01T12:42:00Z
        var data = ChartData(x: (0 ..< 4).map { start + $0 * 60_000 },
                             series: [Series(id: "web-1", name: "web-1", color: Series.palette[0], kind: .line, values: [50, 60, 70, 75])])
        var watch = ChartStateWatch()
        let read = { (d: ChartData) in ChartState.read(d, thresholds: t, stale: false) { _ in true } }
        #expect(watch.note(read(data), data: data, title: "CPU", units: units) == nil)   // the first note
        #expect(watch.note(read(data), data: data, title: "CPU", units: units) == nil)   // no change
        let later: [Int64] = [start + 4 * 60_000, start + 5 * 60_000]
        let values: [Double] = [50, 60, 70, 75, 96, 97]
        data = ChartData(x: data.x + later, series: [Series(id: "web-1", name: "web-1", color: Series.palette[0], kind: .line, values: values)])
        let change = watch.note(read(data), data: data, title: "CPU", units: units)
        let a = try #require(change)
        #expect(a.from == .ok && a.to == .crit)
        #expect(a.sentence == "CPU on web-1 above 95 percent, critical since 12:46")
        #expect(a.earcon != nil)
        #expect(ChartStateWatch.sentence(.init(state: .ok), data: data, title: "CPU", units: units) == "CPU back to normal")
    }

    /// A live chart starts with no data: its first samples arriving fine are not news (no earcon,
    /// no sentence), first samples beyond a limit are.
    @Test func dataArrivingFineIsNotAnnouncedDataBeyondALimitIs() throws {
        var t = ChartThresholds()
        try t.apply(threshold: "crit=95")
        let none = ChartData(x: [], series: [])
        func data(_ v: Double) -> ChartData {
            ChartData(x: [1_714_567_320_000], series: [Series(id: "a", name: "a", color: Series.palette[0], kind: .line, values: [v])])
        }
        let read = { (d: ChartData) in ChartState.read(d, thresholds: t, stale: false) { _ in true } }
        var fine = ChartStateWatch(), beyond = ChartStateWatch()
        _ = fine.note(read(none), data: none, title: "CPU", units: ChartUnits())
        _ = beyond.note(read(none), data: none, title: "CPU", units: ChartUnits())
        #expect(fine.last == .noData)
        #expect(fine.note(read(data(50)), data: data(50), title: "CPU", units: ChartUnits()) == nil)
        #expect(fine.last == .ok)
        #expect(beyond.note(read(data(99)), data: data(99), title: "CPU", units: ChartUnits())?.to == .crit)
    }
}
