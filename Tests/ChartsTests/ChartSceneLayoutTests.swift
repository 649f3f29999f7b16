import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// Layout properties of real charts over many random sizes, scales, ranges and highlights: x
/// labels never overlap, y label rows have room, the info board stays on screen and covers no
/// highlight circle (the rules: `SceneLayoutRules`).
@Suite(.enabled(if: SceneFixtures.available, SceneFixtures.missingNote))
struct ChartSceneLayoutTests {
    @Test(arguments: SceneFixtures.allCases)
    func labelsAndBoardHoldTheirRules(_ c: SceneFixtures.Case) throws {
        SceneLayoutRules.check(try SceneFixtures.charts(c.file), chart: c.chart, name: c.name,
                               text: try SceneFixtures.textRenderer())
    }
}
