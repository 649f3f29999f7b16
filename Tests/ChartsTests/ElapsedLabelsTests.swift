import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// `--elapsed` (issue 34): x labels as durations since the first sample, for streams — written
/// `3m35s`, placed at round durations from the first sample (not round clock times), and the
/// first sample stays the origin while a stream drops its oldest samples.
@Suite struct ElapsedLabelsTests {
    static func label(_ ms: Int64, _ unit: XTimeLadder.Unit) -> String {
        let rank = XTimeLadder.steps.firstIndex { $0.unit == unit }!
        return DateFormat.elapsedLabel(XAxisLabel(ms: ms, local: ms, rank: rank))
    }

    @Test func durationsAreWrittenDownToTheLabelsUnit() {
        #expect(Self.label(0, .second) == "0" && Self.label(0, .day) == "0")
        #expect(Self.label(45_000, .second) == "45s")
        #expect(Self.label(215_000, .second) == "3m35s")
        #expect(Self.label(185_000, .second) == "3m05s")
        #expect(Self.label(180_000, .second) == "3m", "no trailing zero seconds")
        #expect(Self.label(3_900_000, .minute) == "1h05m")
        #expect(Self.label(3_600_000, .minute) == "1h")
        #expect(Self.label(2 * 86_400_000 + 3 * 3_600_000, .hour) == "2d03h")
        #expect(Self.label(2 * 86_400_000, .day) == "2d")
        #expect(Self.label(40 * 86_400_000, .month) == "40d")
        #expect(Self.label(-30_000, .second) == "-30s")
    }

    /// A stream's samples every 7 s from an odd clock time (12:00:13.5).
    static func stream(_ n: Int = 200) -> ChartData {
        let t0: Int64 = 1_700_000_000_000 / 86_400_000 * 86_400_000 + 43_213_500
        let x = (0 ..< n).map { t0 + Int64($0) * 7000 }
        let v = (0 ..< n).map { Double($0 % 17) }
        return ChartData(title: "Stream", x: x, series: [Series(id: "a", name: "a", color: Color(rgb: 0x3DC23F), kind: .line, values: v)])
    }

    @Test(.enabled(if: SceneFixtures.fontAvailable)) func labelsSitOnRoundDurationsSinceTheFirstSample() throws {
        var options = ControllerOptions()
        options.elapsed = true
        let data = Self.stream()
        let screen = ChartScreen(charts: [data], textRenderer: try SceneFixtures.textRenderer(), options: options)
        screen.resize(width: 1000, height: 600, scale: 1)
        let c = screen.controller
        c.setRange(xMin: Double(data.x[0]), xMax: Double(data.x[199]))
        _ = SceneFixtures.render(screen)
        let origin = try #require(c.snapshot.elapsedOrigin)
        #expect(origin == data.x[0])
        let labels = screen.scene.geometry.xLabels
        let step = XTimeLadder.steps[labels.step]
        #expect(step.unit == .second || step.unit == .minute)
        let stepMs = step.count * (step.unit == .second ? 1000 : 60_000)
        var texts: [String] = []
        labels.forEachLabel(xMin: c.xMin - Double(origin), xMax: c.xMax - Double(origin), extra: 0) { label in
            #expect(label.ms % stepMs == 0, "a round duration since the first sample: \(label.ms)")
            texts.append(DateFormat.elapsedLabel(label))
        }
        #expect(texts.count >= 3 && texts[0] == "0", "\(texts)")
        #expect(!texts.contains { $0.contains(":") }, "durations, not clock times: \(texts)")
        // Without --elapsed the labels are clock times and there is no origin.
        let plain = ChartController(charts: [data])
        #expect(plain.snapshot.elapsedOrigin == nil)
    }

    @Test func theOriginStaysWhenAStreamDropsItsOldestSamples() {
        var options = ControllerOptions()
        options.elapsed = true
        let data = Self.stream(20)
        let c = ChartController(charts: [data], options: options)
        #expect(c.elapsedOrigin == data.x[0])
        c.model.removeFirst(5)
        c.advance(to: 1)
        #expect(c.snapshot.elapsedOrigin == data.x[0], "since the first sample received")
    }

    @Test func numericXKeepsItsNumbers() {
        var options = ControllerOptions()
        options.elapsed = true
        let data = ChartData(title: "Rows", x: [1, 2, 3], series: [Series(id: "a", name: "a", color: Color(rgb: 0), kind: .line, values: [1, 2, 3])],
                             xKind: .number)
        #expect(ChartController(charts: [data], options: options).elapsedOrigin == nil)
    }
}
