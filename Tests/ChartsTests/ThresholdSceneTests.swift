import Foundation
import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// A threshold crossing, looked at (issue 33): request latency with `warn=250,crit=450` — the
/// faint bands and thin lines at the limits with their values (`250 ms`, `450 ms`) in the label
/// column in their colours, the p99 spike drawn amber beyond 250 and crimson beyond 450, the
/// state in the header; day and night.
@Suite(.enabled(if: SceneFixtures.fontAvailable, SceneFixtures.examplesMissingNote))
struct ThresholdSceneTests {
    static let style: [ChartStyle.Setting] = [.init("threshold", "warn=250,crit=450")]

    @Test func aCrossingDayAndNight() throws {
        for (theme, w, h) in [(Theme.Kind.day, 1280, 800), (.night, 480, 800)] {
            let screen = try UnitSceneTests.screen(UnitSceneTests.latency, width: w, height: h,
                                                   options: ControllerOptions(theme: theme, style: Self.style))
            let c = screen.controller
            #expect(c.style.thresholds.limits.count == 2)
            // The newest p99 (about 215 ms) is below both limits.
            #expect(c.stateReading.state == .ok)
            Golden.check(SceneFixtures.render(screen), named: "thresholds-latency-\(w)x\(h)-\(theme.rawValue)",
                         tolerance: ExampleSceneTests.tolerance)
        }
    }

    /// The line beyond the crit limit takes the crit colour: the spike's top pixels are crimson.
    @Test func theSpikeIsDrawnInTheCritColour() throws {
        let screen = try UnitSceneTests.screen(UnitSceneTests.latency, width: 1280, height: 800,
                                               options: ControllerOptions(theme: .day, style: Self.style))
        let c = screen.controller
        c.setHighlight(index: nil)
        let bitmap = SceneFixtures.render(screen)
        let frame = screen.scene.geometry.main
        let spike = c.model.data.series[1].values[207]
        let x = Int(frame.screenX(Double(c.model.data.x[207]))), y = Int(frame.screenY(spike, series: 1))
        let crit = Theme.day.color(of: .crit)
        var found = false
        for dy in -3 ... 3 {
            for dx in -3 ... 3 {
                let p = Color(premultiplied: bitmap[x + dx, y + dy])
                if abs(Int(p.red) - Int(crit.red)) < 12 && abs(Int(p.green) - Int(crit.green)) < 12 && abs(Int(p.blue) - Int(crit.blue)) < 12 { found = true }
            }
        }
        #expect(found, "no crit-coloured pixel near the spike at \(x), \(y)")
    }
}
