import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// Golden frames of every real contest chart: 1280×800 day and 480×800 night, plus highlights and
/// hidden series. Tolerance: anti-aliasing and glyph rounding may move a little (mean difference
/// 0.35 of 255 per channel), a missing or moved element does not pass.
@Suite(.enabled(if: SceneFixtures.available, SceneFixtures.missingNote))
struct ChartSceneGoldenTests {
    static let tolerance = Golden.Tolerance(max: 255, mean: 0.35)

    @Test(arguments: SceneFixtures.allCases)
    func dayAt1280x800(_ c: SceneFixtures.Case) throws {
        let scene = try SceneFixtures.scene(c, width: 1280, height: 800)
        Golden.check(SceneFixtures.render(scene), named: "\(c.name)-1280x800-day", tolerance: Self.tolerance)
    }

    @Test(arguments: SceneFixtures.allCases)
    func nightAt480x800(_ c: SceneFixtures.Case) throws {
        let scene = try SceneFixtures.scene(c, width: 480, height: 800, options: ControllerOptions(theme: .night))
        Golden.check(SceneFixtures.render(scene), named: "\(c.name)-480x800-night", tolerance: Self.tolerance)
    }

    /// A highlight in the middle of the default range of each round-2 chart type (and a round-1
    /// line chart), day and night.
    @Test(arguments: [0, 5, 6, 7, 8, 9])
    func highlight(_ caseIndex: Int) throws {
        let c = SceneFixtures.allCases[caseIndex]
        for (theme, w, h) in [(Theme.Kind.day, 1280, 800), (.night, 480, 800)] {
            let scene = try SceneFixtures.scene(c, width: w, height: h, options: ControllerOptions(theme: theme))
            let mid = (scene.controller.xMin + scene.controller.xMax) / 2
            scene.controller.setHighlight(index: scene.controller.model.nearestIndex(to: mid))
            Golden.check(SceneFixtures.render(scene), named: "\(c.name)-\(w)x\(h)-\(theme.rawValue)-highlight",
                         tolerance: Self.tolerance)
        }
    }

    /// Hidden series: lines rescale, stacks close up, pills show unchecked.
    @Test(arguments: [(0, "y0"), (7, "y1"), (9, "y0")])
    func hiddenSeries(_ caseIndex: Int, _ id: String) throws {
        let c = SceneFixtures.allCases[caseIndex]
        let scene = try SceneFixtures.scene(c, width: 1280, height: 800, options: ControllerOptions(hidden: [id]))
        #expect(!scene.controller.model.isShown(scene.controller.model.data.series.firstIndex { $0.id == id }!))
        Golden.check(SceneFixtures.render(scene), named: "\(c.name)-1280x800-day-hidden-\(id)", tolerance: Self.tolerance)
    }
}
