import Foundation
import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// The chart scene of every file in `Examples/` (the repository's own generated data, so these run
/// on a fresh clone without `../shared/data`): golden frames at 1280×800 day and 480×800 night, and
/// the layout rules over random sizes, scales, ranges and highlights. Same tolerance as the real-data
/// goldens: anti-aliasing and glyph rounding may move a little, a missing or moved element does not pass.
@Suite(.enabled(if: SceneFixtures.fontAvailable, SceneFixtures.examplesMissingNote))
struct ExampleSceneTests {
    static let tolerance = Golden.Tolerance(max: 255, mean: 0.35)

    /// Every data file of `Examples/` is here (a new example gets its goldens, not silence).
    @Test func everyExampleIsACase() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: SceneFixtures.examplesDirectory)
            .filter { $0.hasSuffix(".json") || $0.hasSuffix(".csv") }
        #expect(files.count >= 7)
        #expect(Set(SceneFixtures.exampleCases.map(\.file)) == Set(files))
    }

    @Test(arguments: SceneFixtures.exampleCases)
    func dayAt1280x800(_ c: SceneFixtures.Case) throws {
        let scene = try SceneFixtures.scene(c, width: 1280, height: 800)
        Golden.check(SceneFixtures.render(scene), named: "\(c.name)-1280x800-day", tolerance: Self.tolerance)
    }

    @Test(arguments: SceneFixtures.exampleCases)
    func nightAt480x800(_ c: SceneFixtures.Case) throws {
        let scene = try SceneFixtures.scene(c, width: 480, height: 800, options: ControllerOptions(theme: .night))
        Golden.check(SceneFixtures.render(scene), named: "\(c.name)-480x800-night", tolerance: Self.tolerance)
    }

    @Test(arguments: SceneFixtures.exampleCases)
    func labelsAndBoardHoldTheirRules(_ c: SceneFixtures.Case) throws {
        SceneLayoutRules.check(try ChartLoader.load(path: c.path), chart: c.chart, name: c.name,
                               text: try SceneFixtures.textRenderer())
    }
}
