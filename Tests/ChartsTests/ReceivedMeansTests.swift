import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// `--average all` (issue 34): the average of every sample a series received, kept as a stream
/// grows and drops its oldest samples, and drawn as one dashed line.
@Suite struct ReceivedMeansTests {
    static func chart(_ values: [Double]) -> ChartData {
        let x = values.indices.map { Int64(1_700_000_000_000) + Int64($0) * 1000 }
        return ChartData(title: "S", x: x, series: [Series(id: "a", name: "a", color: Color(rgb: 0x3DC23F), kind: .line, values: values)])
    }

    @Test func theMeanOfEverySampleReceivedGapsSkipped() {
        let model = ChartModel(data: Self.chart([1, 2, .nan, 6]), hidden: [])
        #expect(model.received.mean(0) == 3)
        #expect(ReceivedMeans([]).mean(0) == nil)
        #expect(ChartModel(data: Self.chart([.nan]), hidden: []).received.mean(0) == nil)
    }

    @Test func appendsAddAndDroppedSamplesStayCounted() {
        let model = ChartModel(data: Self.chart([1, 2, 3]), hidden: [])
        let last = model.data.x.last!
        model.append(SampleBatch(x: [last + 1000, last + 2000], columns: [[4, 10]]))
        #expect(model.received.mean(0) == 4)
        model.removeFirst(4)
        #expect(model.count == 1 && model.received.mean(0) == 4, "the average since the stream began")
        // A sample at the last one's time replaces it: its value leaves the mean.
        model.append(SampleBatch(x: [last + 2000], columns: [[0]]))
        #expect(model.received.mean(0) == 2)
    }

    @Test func averageAllIsAStyleSetting() throws {
        #expect(try ChartStyle().applying([.init("average", "all")]).average == .all)
        #expect(throws: ChartStyle.SettingError.self) { try ChartStyle().applying([.init("average", "everything")]) }
    }

    static func pixels(_ b: Bitmap) -> [UInt32] { (0 ..< b.height).flatMap { Array(b.row($0)) } }

    /// Drawn: the line at the mean of all the data even when the window shows only its high end;
    /// with every point visible it is the visible average's line.
    @Test(.enabled(if: SceneFixtures.fontAvailable)) func theLineStandsAtTheMeanOfAllNotOfTheVisible() throws {
        let data = Self.chart((0 ..< 100).map { Double($0) })   // mean 49.5; the last quarter's ≈ 87
        func render(_ average: String, whole: Bool) throws -> [UInt32] {
            let screen = ChartScreen(charts: [data], textRenderer: try SceneFixtures.textRenderer(),
                                     options: ControllerOptions(style: [.init("average", average)]))
            screen.resize(width: 800, height: 500, scale: 1)
            screen.controller.setRange(xMin: Double(data.x[whole ? 0 : 75]), xMax: Double(data.x[99]))
            return Self.pixels(SceneFixtures.render(screen))
        }
        let all = try render("all", whole: false), visible = try render("visible", whole: false), none = try render("none", whole: false)
        #expect(all != none && all != visible)
        #expect(try render("all", whole: true) == render("visible", whole: true))
    }
}
