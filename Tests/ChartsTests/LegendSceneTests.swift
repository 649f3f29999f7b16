import Foundation
import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// The real employment table of the real-data corpus (23 series, US employment by sector).
enum EmploymentTable {
    static let path = RealData.directory + "/vega-us-employment.csv"
    static var available: Bool { FileManager.default.fileExists(atPath: path) && SceneFixtures.fontAvailable }
    static let missingNote: Comment = "needs vega-us-employment.csv (scripts/fetch-test-data.py) and DejaVu Sans — skipped"
}

/// The real 23-series employment table (vega_datasets' us-employment.csv, from the real-data
/// corpus): every series reachable through its pill or the `+N` list (touch, mouse, keys), the
/// plot at least 60 % of a 1000×600 window; goldens looked at.
@Suite(.enabled(if: EmploymentTable.available, EmploymentTable.missingNote))
struct LegendSceneTests {
    static func screen(width: Int, height: Int, theme: Theme.Kind = .day) throws -> ChartScreen {
        let screen = ChartScreen(charts: try ChartLoader.load(path: EmploymentTable.path), textRenderer: try SceneFixtures.textRenderer(),
                                 boldTextRenderer: SceneFixtures.boldTextRenderer(), options: ControllerOptions(theme: theme))
        screen.resize(width: width, height: height, scale: 1)
        _ = SceneFixtures.render(screen)
        return screen
    }

    static func tap(_ s: ChartScreen, _ r: Rect, at t: Double) {
        s.handle(.touchDown(id: 1, Point(r.midX, r.midY), time: t))
        s.handle(.touchUp(id: 1, time: t + 0.05))
        s.advance(to: t + 0.5)
        _ = SceneFixtures.render(s)
    }

    @Test func everySeriesIsReachableAndThePlotKeepsSixtyPercent() throws {
        let s = try Self.screen(width: 1000, height: 600)
        let l = s.scene.layout, n = s.controller.model.data.series.count
        #expect(n == 23)
        #expect(l.plot.height >= 0.6 * 600, "plot \(l.plot.height) of 600")
        let list = try #require(s.scene.legendList, "some series collapse at 1000×600")
        #expect(l.pills[..<list.first].allSatisfy { !$0.isEmpty })
        #expect(list.first + list.rows.count == n && list.unlisted == 0)
        #expect(l.pillTexts.contains { $0.contains("…") }, "long names cut: \(l.pillTexts)")

        // Touch: the `+N` pill opens the list, a row hides its series, a press outside closes it.
        Self.tap(s, try #require(l.morePill), at: 1)
        #expect(s.controller.legendList != nil)
        let last = n - 1
        Self.tap(s, list.rows[last - list.first], at: 2)
        #expect(!s.controller.model.isShown(last))
        Self.tap(s, Rect(x: l.plot.minX + 5, y: l.plot.midY, width: 2, height: 2), at: 3)
        #expect(s.controller.legendList == nil)

        // Keys: `l` opens it, ↓ and Enter show the series again, Esc closes.
        s.handle(.key(.character("l"), time: 4))
        #expect(s.controller.legendList != nil)
        s.handle(.key(.up, time: 4.1))
        #expect(s.controller.legendList?.focus == list.rows.count - 1)
        s.handle(.key(.enter, time: 4.2))
        s.advance(to: 5)
        #expect(s.controller.model.isShown(last))
        s.handle(.key(.escape, time: 5.1))
        #expect(s.controller.legendList == nil)
    }

    /// Looked at: at 1000×600 two rows of pills end in `+N`, its list open over the plot with a
    /// hidden series and the keys' row ringed (day); at 1920×1080 three rows (night).
    @Test func goldens() throws {
        let s = try Self.screen(width: 1000, height: 600)
        s.handle(.key(.character("l"), time: 1))
        s.handle(.key(.down, time: 1.1))
        s.handle(.key(.down, time: 1.2))
        s.handle(.key(.enter, time: 1.3))
        s.advance(to: 2)
        Golden.check(SceneFixtures.render(s), named: "legend-employment-1000x600-day", tolerance: ChartSceneGoldenTests.tolerance)
        let wide = try Self.screen(width: 1920, height: 1080, theme: .night)
        Golden.check(SceneFixtures.render(wide), named: "legend-employment-1920x1080-night", tolerance: ChartSceneGoldenTests.tolerance)
    }
}
