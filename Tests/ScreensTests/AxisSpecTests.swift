import Charts
import Foundation
import Kiosk
import Screens
import SeriesData
import Testing

/// `--axis` and `--log-y-axis` (a panel's `axis`, `log_y`) checked against the chart: a bad
/// value or an unknown series names the option or the kiosk file's line and key.
struct AxisSpecTests {
    static let chart = ChartData(x: [0, 1], series: [
        Series(id: "y0", name: "cpu", color: .black, kind: .line, values: [1, 2]),
        Series(id: "y1", name: "mem", color: .black, kind: .line, values: [3, 4]),
    ])

    static func problem(_ view: ViewSpec) -> String? {
        do { _ = try view.scene(for: [chart], files: ["host.csv"]); return nil } catch { return error.description }
    }

    @Test func commandLineErrorsNameTheOption() {
        var view = ViewSpec(origins: .commandLine)
        view.style = [.init("--axis", "cpu=top")]
        #expect(Self.problem(view)?.hasPrefix("--axis must be groups of series") == true, "\(Self.problem(view) ?? "")")
        view.style = [.init("--axis", "cpu,disk=left")]
        #expect(Self.problem(view) == "--axis: chart 1 of host.csv has no series 'disk' (it has y0, y1)")
        view.style = [.init("--log-y-axis", "swap")]
        #expect(Self.problem(view) == "--log-y-axis: chart 1 of host.csv has no series 'swap' (it has y0, y1)")
        view.style = [.init("--axis", "cpu mem=right"), .init("--log-y-axis", "mem"), .init("--log-y", "true")]
        #expect(Self.problem(view) == nil)
    }

    @Test func panelErrorsNameTheLineAndKey() throws {
        var panel = Panel(source: .file("host.csv"), line: 4)
        panel.keyLines = ["axis": 6, "log_y": 7]
        panel.axis = "cpu=middle"
        let view = try ViewSpec(panel: panel, file: "wall.toml", index: 1, font: nil, rangeOfSource: false)
        #expect(Self.problem(view)?.hasPrefix("wall.toml:6: panel 2 axis: axis must be groups of series") == true, "\(Self.problem(view) ?? "")")
        panel.axis = nil
        panel.logY = "disk"
        let other = try ViewSpec(panel: panel, file: "wall.toml", index: 1, font: nil, rangeOfSource: false)
        #expect(Self.problem(other) == "wall.toml:7: panel 2 log_y: chart 1 of host.csv has no series 'disk' (it has y0, y1)")
    }
}
