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
    /// the right edge.
    @Test(arguments: [Theme.Kind.day, .night])
    func labelsReadOverDenseLines(_ theme: Theme.Kind) throws {
        let lines = try Self.screen(theme: theme)
        Golden.check(SceneFixtures.render(lines), named: "labels-dense-lines-1000x600-\(theme.rawValue)",
                     tolerance: ChartSceneGoldenTests.tolerance)
    }

    /// The same sectors as stacked areas (a new chart made `stacked`, so its totals are summed):
    /// the y labels stand on their halo over eleven bands of colour, day and night.
    @Test(arguments: [Theme.Kind.day, .night])
    func labelsReadOverStackedAreas(_ theme: Theme.Kind) throws {
        let chart = try ChartLoader.load(path: EmploymentTable.path)[0]
        var series = chart.series.filter { Self.sectors.contains($0.name) }
        for s in series.indices { series[s].kind = .area }
        let areas = ChartData(title: chart.title, x: chart.x, series: series, stacked: true)
        let screen = ChartScreen(charts: [areas], textRenderer: try SceneFixtures.textRenderer(),
                                 boldTextRenderer: SceneFixtures.boldTextRenderer(), options: ControllerOptions(theme: theme))
        screen.resize(width: 1000, height: 600, scale: 1)
        #expect(screen.controller.model.style == .areas)
        let top = try #require(screen.controller.model.yRange(screen.controller.visiblePoints))
        #expect(top.max > 100_000, "the stack's total, not a 0…1 scale: \(top)")
        Golden.check(SceneFixtures.render(screen), named: "labels-stacked-areas-1000x600-\(theme.rawValue)",
                     tolerance: ChartSceneGoldenTests.tolerance)
    }
}
