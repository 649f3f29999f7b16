import Foundation
import Raster
import Testing
@testable import Charts
@testable import Kiosk
@testable import SeriesData

/// A Prometheus node-exporter wall (issue 33), day and night: three panels from saved
/// `query_range` answers (`Fixtures/node-*.json`, written by `Fixtures/node-exporter.py`), each
/// in the unit its query's metric names give (`PrometheusUnit`) — available memory in GiB, CPU
/// busy in percent (with limits: web-2 ends in warn at 87.6%) and disk read latency in milliseconds.
@Suite(.enabled(if: KioskFixtures.fontAvailable, KioskFixtures.missingNote))
struct KioskNodeExporterWallTests {
    static let wallFile = """
        layout = "grid"
        rows = 1
        columns = 3
        burn_in = "off"
        night = "20:00-07:00"

        [[panel]]
        prometheus = "http://prom:9090"
        query = "node_memory_MemAvailable_bytes"
        legend = "{{instance}}"
        legend_values = "last"

        [[panel]]
        prometheus = "http://prom:9090"
        query = "1 - avg by (instance) (rate(node_cpu_seconds_total{mode=\\"idle\\"}[5m]))"
        legend = "{{instance}}"
        legend_values = "last"
        threshold = "warn=80,crit=95"

        [[panel]]
        prometheus = "http://prom:9090"
        query = "rate(node_disk_read_time_seconds_total{device=\\"nvme0n1\\"}[5m]) / rate(node_disk_reads_completed_total{device=\\"nvme0n1\\"}[5m])"
        legend = "{{instance}}"
        legend_values = "last"

        """
    /// The saved answer of each panel's query, in the panels' order.
    static let answers = ["node-memory-available", "node-cpu-busy", "node-disk-read-latency"]
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures").path

    /// The wall as `wlcharts --kiosk` shows it: each panel's saved answer named by its legend, in
    /// its query's unit, titled by its query, with its keys as its style.
    static func wall(secondOfDay: Double) throws -> KioskScreen {
        let file = try KioskFile.parse(wallFile, path: "node.toml")
        let text = try KioskFixtures.textRenderer()   // one font for the wall, as `--kiosk` loads it
        let screens = try zip(file.panels, answers).map { panel, answer in
            guard case let .prometheus(_, queries, legends) = panel.source else { preconditionFailure("a prometheus panel") }
            let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: "\(fixtures)/\(answer).json")))
            let matrix = try PrometheusMatrix.decode(bytes, source: answer)
            let chart = PrometheusChart.chart([(matrix, PrometheusLegend(legends.first))], title: queries[0],
                                              units: [PrometheusUnit.of(query: queries[0])])
            var style = panel.thresholds.map { ChartStyle.Setting("threshold", $0) }
            // As `ViewSpec(panel:)` reads the keys: a wall's legend values are large.
            if let v = panel.legendValues { style += [.init("legend_values", v), .init("legend_large", "true")] }
            return (ChartScreen(charts: [chart], textRenderer: text, options: ControllerOptions(style: style)),
                    ControllerOptions(style: style))
        }
        let wall = KioskScreen(file: file, panels: screens.map(\.0), configured: screens.map(\.1), secondOfDay: { _ in secondOfDay })
        wall.resize(width: 1280, height: 720, scale: 1)
        return wall
    }

    /// The units come from the metric names: bytes for the memory, percent (of 0–1) for the CPU,
    /// seconds per read for the latency (a rate of seconds over a rate of reads).
    @Test func theUnitsComeFromTheMetricNames() throws {
        let wall = try Self.wall(secondOfDay: 12 * 3600)
        #expect(wall.panels.map { $0.controller.model.data.series[0].unit?.quantity } == [.bytes, .percent, .seconds])
        #expect(wall.panels.map { $0.controller.stateReading.state } == [.ok, .warn, .ok])
    }

    /// Looked at (1280 × 720, three panels about 422 wide): memory on round GiB steps (6 … 24 GiB,
    /// every 3), web-2's job at 11:30 a drop to 7 GiB; CPU in percent on 0 … 100% (every 20%: the
    /// data stays below 100%) with the warn line at 80% and the crit line at 95% over faint bands,
    /// their values `80%` and `95%` in the label column in amber and crimson (the grey `80%` gives
    /// way), web-2's climb turning amber past 80%, the panel's amber edge clear of `08:00`/`14:00`
    /// and `▲ WARN` in its header; read latency in ms (every 2 ms), web-1's 11 ms spike at 10:00;
    /// hourly times; each panel's last values large in the same units, titles (the queries) cut
    /// with `…`. Night: the same by the wall's clock at 23:00, in the night skin. Tolerance as
    /// the 2 × 2 wall's.
    @Test(arguments: [(12.0, "day"), (23.0, "night")])
    func theWallLooksRight(hour: Double, name: String) throws {
        let wall = try Self.wall(secondOfDay: hour * 3600)
        wall.advance(to: 0)
        wall.advance(to: 5)   // past a cross-fade, if any
        let bitmap = Bitmap(width: 1280, height: 720)
        wall.render(into: bitmap)
        KioskFixtures.goldens.check(bitmap, named: "kiosk-node-exporter-1280x720-\(name)", tolerance: .init(max: 8, mean: 0.05))
    }
}
