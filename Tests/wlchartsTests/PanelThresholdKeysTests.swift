import Charts
import Foundation
import Kiosk
import SeriesData
@testable import Adapters
import Testing
@testable import wlcharts

/// `--threshold` and a kiosk panel's `threshold` key: the same setting reaches the scene; a bad
/// one is one clear line — the command line's exits 1, a panel's is a warning naming the kiosk
/// file, the line and the key, and the panel shows without it.
@MainActor
@Suite struct PanelThresholdKeysTests {
    @Test func thresholdsReachTheScene() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (file, path) = try PanelUnitKeysTests.wall(folder, "threshold = [\"warn=80,crit=95\", \"mem:crit<10\"]")
        let (_, view) = try PanelFactory.specs(file.panels[0], index: 0, kioskPath: path, font: nil)
        #expect(view.style == [ChartStyle.Setting("threshold", "warn=80,crit=95"), ChartStyle.Setting("threshold", "mem:crit<10")])
        #expect(view.warnings.isEmpty)
    }

    @Test func aBadThresholdIsAWarningAndThePanelStays() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (file, path) = try PanelUnitKeysTests.wall(folder, "unit = \"bytes\"\nthreshold = \"warn=eighty\"")
        let (_, view) = try PanelFactory.specs(file.panels[0], index: 0, kioskPath: path, font: nil)
        #expect(view.style == [ChartStyle.Setting("unit", "bytes")])
        #expect(view.warnings.map(\.description) == ["\(path):6: panel 1 threshold: threshold must be \(ChartThresholds.expected), not 'warn=eighty'"])
    }

    @Test(.enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"))
    func aBadThresholdOnTheCommandLineExits1() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "time,cpu\n2019-04-01,10\n2019-04-02,20\n".write(toFile: folder + "/c.csv", atomically: false, encoding: .utf8)
        let r = try Commands.run(Commands.wlcharts!, [folder + "/c.csv", "--png", folder + "/c.png", "--threshold", "warn=eighty"])
        #expect(r.status == 1)
        #expect(r.err == "wlcharts: --threshold must be \(ChartThresholds.expected), not 'warn=eighty'\n")
    }
}
