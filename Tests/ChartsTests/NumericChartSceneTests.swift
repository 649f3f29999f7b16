import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// A chart whose x are row numbers through the controller and the scene: labels, header and
/// board as numbers, and what only makes sense for times (day zoom, day files, range presets) off.
@Suite struct NumericChartControllerTests {
    /// A day source that has a day everywhere: a numeric chart must never ask it.
    final class EveryDay: DaySource {
        var asked = 0
        func hasDay(for chart: ChartData, x: Int64) -> Bool { asked += 1; return true }
        func loadDay(for chart: ChartData, x: Int64) throws(LoadError) -> ChartData? { asked += 1; return chart }
    }

    @Test func dayZoomAndPresetsAreOffForNumbers() {
        let days = EveryDay()
        let c = ChartController(charts: [XTextTests.rows()], options: ControllerOptions(presets: true), days: days)
        #expect(!c.presetsShown && c.activePreset == nil && !c.snapshot.presets)
        #expect(c.feel.dayZoom.capability == .none && c.feel.trend == nil)
        #expect(c.snapshot.window == XWindow(1, 500), "a numeric chart opens on all its rows")
        c.setHighlight(index: 239)
        c.adopt(ChartControllerTests.frame(c))
        c.handle(.key(.enter, time: 1))
        c.advance(to: 2)
        #expect(!c.snapshot.zoomedIn && days.asked == 0)
        // The same controller set-up with times zooms and has presets: the test can fail.
        let timed = ChartController(charts: [ChartControllerTests.lines()], options: ControllerOptions(presets: true), days: days)
        #expect(timed.presetsShown && timed.feel.dayZoom.capability == .dayFiles && days.asked > 0)
    }
}

@Suite(.enabled(if: SceneFixtures.fontAvailable, SceneFixtures.examplesMissingNote))
struct NumericChartSceneTests {
    static func screen(_ chart: ChartData, highlight: Int?, presets: Bool = false) throws -> ChartScreen {
        var options = ControllerOptions(presets: presets)
        options.highlightX = highlight.map { Double(chart.x[$0]) }
        let s = ChartScreen(charts: [chart], textRenderer: try SceneFixtures.textRenderer(),
                            boldTextRenderer: SceneFixtures.boldTextRenderer(), options: options)
        s.resize(width: 640, height: 400, scale: 1)
        return s
    }

    @Test func labelsHeaderAndBoardAreNumbers() throws {
        let s = try Self.screen(XTextTests.rows(), highlight: 239, presets: true)
        let bitmap = SceneFixtures.render(s)
        let scene = s.scene
        #expect(scene.geometry.xLabels.kind == .number)
        var texts: [String] = []
        scene.geometry.xLabels.forEachLabel(xMin: 1, xMax: 500, extra: 0) { texts.append(XAxisLabels.text($0, kind: .number)) }
        #expect(!texts.isEmpty && texts.allSatisfy { $0.allSatisfy(\.isNumber) } && texts.contains("100"))
        #expect(scene.rangeText.from == "row 1" && scene.rangeText.to == "500")
        #expect(scene.layout.presets.isEmpty, "no presets row for numbers")
        #expect(scene.geometry.board != nil)
        Golden.check(bitmap, named: "numeric-x-rows-640x400-day-highlight", tolerance: ChartSceneGoldenTests.tolerance)
    }

    /// Yearly data (1871…1970): years on the axis, the board says the year, the header the years.
    @Test func yearlyDataNamesYears() throws {
        let x = (1871 ... 1970).map { CivilDate.milliseconds(year: $0, month: 1, day: 1) }
        let values: [Double] = x.indices.map { i in Double(1000 + (i * 37) % 300 + (i % 10) * 20) }
        let chart = ChartData(title: "Nile", x: x, series: [Series(id: "y", name: "Flow", color: Color(rgb: 0x108BE3), kind: .line, values: values)])
        let s = try Self.screen(chart, highlight: 50)
        let bitmap = SceneFixtures.render(s)
        #expect(s.scene.rangeText.from == "1871" && s.scene.rangeText.to == "1970")
        #expect(BoardContent(s.controller.model, index: 50, zone: .utc).title == "1921")
        Golden.check(bitmap, named: "yearly-x-640x400-day-highlight", tolerance: ChartSceneGoldenTests.tolerance)
    }
}
