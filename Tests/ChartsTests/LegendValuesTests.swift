import Foundation
import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// `--legend-values last,min,avg,max` (issue 33): the values over the visible points, in the
/// series' unit, in a legend row above the plot; large on a wall.
@Suite struct LegendValuesTests {
    @Test func listsAreRead() {
        #expect(LegendValue.list("last,min,avg,max") == [.last, .min, .avg, .max])
        #expect(LegendValue.list(" max , mean,current,max") == [.max, .avg, .last])
        #expect(LegendValue.list("none") == [])
        #expect(LegendValue.list("last,median") == nil)
        #expect(LegendValue.list("") == nil)
    }

    @Test func aBadListIsOneClearLine() {
        var style = ChartStyle()
        #expect(throws: ChartStyle.SettingError.self) { try style.apply(.init("--legend-values", "last,p99")) }
        do { try style.apply(.init("--legend-values", "last,p99")) } catch {
            #expect(error.description == "--legend-values must be a list of last, min, avg, max (last,max) or none, not 'last,p99'")
        }
        #expect(throws: Never.self) { try style.apply(.init("legend_values", "last,max")) }
        #expect(style.legendValues == [.last, .max])
    }

    @Test func valuesAreOverTheRangesFiniteOnes() {
        let v = [5, .nan, 1, 9, 3, .nan]
        #expect(LegendValue.last.of(v, in: 0 ..< 6) == 3)
        #expect(LegendValue.min.of(v, in: 0 ..< 6) == 1)
        #expect(LegendValue.max.of(v, in: 0 ..< 3) == 5)
        #expect(LegendValue.avg.of(v, in: 0 ..< 6) == 4.5)
        #expect(LegendValue.last.of(v, in: 5 ..< 6) == nil)
        #expect(LegendValue.avg.of(v, in: 4 ..< 99) == 3, "clamped to the values")
    }

    @Test func entriesAreWrittenInTheUnit() throws {
        var units = ChartUnits()
        try units.apply(unit: "bytes")
        let g = 1024.0 * 1024 * 1024
        let s = Series(id: "y0", name: "web-1", color: Color(rgb: 0x3DC23F), kind: .line, values: [2 * g, 23 * g, 5 * g])
        let plain = LegendValuesRenderer.entry(s, values: [.last, .max], units: units, points: 0 ..< 3, large: false)
        #expect(plain.line == "web-1  last 5 GiB  max 23 GiB")
        #expect(plain.last == nil)
        let large = LegendValuesRenderer.entry(s, values: [.last, .max], units: units, points: 0 ..< 3, large: true)
        #expect(large.line == "web-1  max 23 GiB")
        #expect(large.last == "5 GiB")
        #expect(LegendValuesRenderer.entry(s, values: [.min], units: units, points: 3 ..< 3, large: false).line == "web-1  min –")
    }

    /// Looked at: two hosts' memory in GiB with last, min, avg and max (day), and a wall panel's
    /// large last values (night); the legend row takes the plot's top, the pills stay.
    @Test(.enabled(if: SceneFixtures.fontAvailable, SceneFixtures.examplesMissingNote))
    @MainActor func legendValuesLookedAt() throws {
        let cases: [(Theme.Kind, Int, Int, [ChartStyle.Setting], String)] = [
            (.day, 1280, 800, [.init("unit", "bytes"), .init("legend_values", "last,min,avg,max")], "legend-values-1280x800-day"),
            (.night, 800, 600, [.init("unit", "bytes"), .init("legend_values", "last,max"), .init("legend_large", "true")], "legend-values-wall-800x600-night"),
        ]
        for (theme, w, h, style, name) in cases {
            let screen = try UnitSceneTests.screen(UnitSceneTests.memory, width: w, height: h, options: ControllerOptions(theme: theme, style: style))
            let image = SceneFixtures.render(screen)
            let strip = try #require(screen.scene.layout.legendStrip)
            #expect(strip.maxY <= screen.scene.layout.plot.minY)
            Golden.check(image, named: name, tolerance: ExampleSceneTests.tolerance)
        }
    }
}
