import Foundation
import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// Labels over data (issue 34): y labels stand on a halo of the skin's background and value
/// tags on their series' colour, so they read over a dense chart's lines, day and night. The
/// data: the real employment table's eleven sectors.
@Suite(.enabled(if: EmploymentTable.available, EmploymentTable.missingNote))
struct LabelsOverDataTests {
    static let sectors: Set<String> = [
        "mining_and_logging", "construction", "manufacturing", "trade_transportation_utilties", "information",
        "financial_activities", "professional_and_business_services", "education_and_health_services",
        "leisure_and_hospitality", "other_services", "government",
    ]

    static func screen(theme: Theme.Kind) throws -> ChartScreen {
        var chart = try ChartLoader.load(path: EmploymentTable.path)[0]
        chart.series = chart.series.filter { Self.sectors.contains($0.name) }
        let style: [ChartStyle.Setting] = [.init("value_tags", "true")]
        let screen = ChartScreen(charts: [chart], textRenderer: try SceneFixtures.textRenderer(),
                                 boldTextRenderer: SceneFixtures.boldTextRenderer(), options: ControllerOptions(theme: theme, style: style))
        screen.resize(width: 1000, height: 600, scale: 1)
        return screen
    }

    /// Looked at: the y labels read over eleven crossing lines in both skins, the value tags at
    /// the right edge. (A stacked-area golden is still to come: these sectors made `.area` and
    /// `stacked` drew a 0…1 scale under one colour.)
    @Test(arguments: [Theme.Kind.day, .night])
    func labelsReadOverDenseLines(_ theme: Theme.Kind) throws {
        let lines = try Self.screen(theme: theme)
        Golden.check(SceneFixtures.render(lines), named: "labels-dense-lines-1000x600-\(theme.rawValue)",
                     tolerance: ChartSceneGoldenTests.tolerance)
    }
}
