import Foundation
import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// `--compare 7d` on a file (issue 34): three weeks of hourly CPU and load, each series laid over
/// itself a week before — thinner, faded, its own pill (`cpu · 7 days ago`), the board with both
/// values and the difference in the unit. The shifted column is the series' own values a week
/// earlier; a stream's comes from its kept history.
@Suite(.enabled(if: SceneFixtures.fontAvailable, SceneFixtures.examplesMissingNote))
struct CompareSceneTests {
    static let start = 1_735_689_600   // 2025-01-01T00:00:00Z
    static let week = CompareShift(milliseconds: 7 * 86_400_000)

    /// Hourly for three weeks: a daily swing, the third week 8 % busier, load creeping up weekly.
    static let csv: String = {
        var rows = ["time,cpu (%),load"]
        for h in 0 ..< 21 * 24 {
            let day = Double(h % 24) / 24 * 2 * .pi
            let cpu = 40 + 20 * sin(day) + (h / 168 == 2 ? 8 : 0) + 3 * sin(Double(h) * 0.7)
            let load = 2 + cos(day) + 0.2 * Double(h / 168)
            rows.append(String(format: "2025-01-%02dT%02d:00:00Z", 1 + h / 24, h % 24) + ",\(NumberFormat.fixed(cpu, decimals: 1)),\(NumberFormat.fixed(load, decimals: 2))")
        }
        return rows.joined(separator: "\n") + "\n"
    }()

    static var chart: ChartData {
        get throws { try ChartLoader.read(Array(csv.utf8), path: "compare.csv", options: LoadOptions()).charts[0] }
    }

    @Test func theComparisonIsTheSeriesAWeekEarlier() throws {
        let data = try Self.chart
        let compared = data.comparing([Self.week])
        #expect(compared.series.map(\.id) == ["cpu", "load", "cpu@-7d", "load@-7d"])
        #expect(compared.series.map(\.label) == ["cpu (%)", "load", "cpu · 7 days ago (%)", "load · 7 days ago"])
        #expect(compared.series[2].color == data.series[0].color && compared.series[2].comparison?.source == "cpu")
        for s in 0 ..< 2 {
            let then = compared.series[2 + s].values
            let before = then[..<168].allSatisfy { $0.isNaN }
            #expect(before, "nothing a week before the first week")
            #expect(Array(then[168...]) == Array(data.series[s].values[..<(21 * 24 - 168)]), "the values a week earlier")
        }
        // Idempotent, and the one column kept (not derived again) when asked once more.
        #expect(compared.comparing([Self.week]) == compared)
        // Without the shift the comparisons go; between samples the value is interpolated.
        #expect(compared.comparing([]).series.map(\.id) == ["cpu", "load"])
        let half = data.comparing([CompareShift(milliseconds: 7 * 86_400_000 + 1_800_000)])
        let v = data.series[0].values
        #expect(abs(half.series[2].values[200] - (v[200 - 169] + v[200 - 168]) / 2) < 1e-9)
    }

    @Test func aStreamsNewSamplesCompareWithItsKeptHistory() throws {
        let data = try Self.chart.comparing([Self.week])
        let last = data.x.last!
        var batch = SampleBatch(series: 2)
        batch.append(x: last + 3_600_000, values: [50, 3])
        batch.append(x: last + 7_200_000, values: [51, 4])
        let full = data.comparisonBatch(batch, ids: ["cpu", "load"])
        #expect(full.columns.count == 4 && full.columns[0] == [50, 51] && full.columns[1] == [3, 4])
        let n = data.count
        #expect(full.columns[2] == [data.series[0].values[n - 168], data.series[0].values[n - 167]])
        #expect(full.columns[3] == [data.series[1].values[n - 168], data.series[1].values[n - 167]])
    }

    @Test func aReloadDerivesTheComparisonsAgainKeepingThemHidden() throws {
        var options = ControllerOptions(hidden: ["load@-7d"])
        options.compare = [Self.week]
        let c = ChartController(charts: [try Self.chart], options: options)
        #expect(c.model.data.series.count == 4 && !c.model.isShown(3))
        var changed = try Self.chart
        changed.series[0].values[300] = 99
        c.reload([changed])
        #expect(c.model.data.series.map(\.id) == ["cpu", "load", "cpu@-7d", "load@-7d"] && !c.model.isShown(3))
        #expect(c.model.data.series[2].values[300 + 168] == 99, "derived from the new data")
    }

    @Test func aWeekLaidOverTheLastWeek() throws {
        for (theme, w, h) in [(Theme.Kind.day, 1280, 800), (.night, 480, 800)] {
            var options = ControllerOptions(theme: theme, range: Double(Self.start + 14 * 86400) * 1000 ... Double(Self.start + 21 * 86400 - 3600) * 1000)
            options.compare = [Self.week]
            let screen = ChartScreen(charts: [try Self.chart], textRenderer: try SceneFixtures.textRenderer(),
                                     boldTextRenderer: SceneFixtures.boldTextRenderer(), options: options)
            screen.resize(width: w, height: h, scale: 1)
            let c = screen.controller
            c.setHighlight(index: c.model.nearestIndex(to: Double(Self.start + 18 * 86400 + 12 * 3600) * 1000))
            Golden.check(SceneFixtures.render(screen), named: "compare-7d-\(w)x\(h)-\(theme.rawValue)",
                         tolerance: ExampleSceneTests.tolerance)
        }
    }

    /// The board writes a comparison's value with the difference from now, in the unit.
    @Test func theBoardWritesBothValuesAndTheDifference() throws {
        let model = ChartModel(data: try Self.chart.comparing([Self.week]), hidden: [])
        let i = 18 * 24 + 12
        let now = model.data.series[0].values[i], then = model.data.series[2].values[i]
        let d = now - then
        let text = HighlightRenderer.valueText(model, series: 2, index: i, units: ChartUnits())
        let u = ChartUnits()
        #expect(text == u.text(then, of: model.data.series[2]) + " (" + (d > 0 ? "+" : "") + u.text(d, of: model.data.series[2]) + ")")
        #expect(text.contains("%"), "\(text)")
        #expect(HighlightRenderer.valueText(model, series: 0, index: i, units: u) == u.text(now, of: model.data.series[0]))
    }
}
