import Charts
import Foundation
import Kiosk
import SeriesData
import Testing
@testable import Adapters
@testable import wlcharts

/// A kiosk panel's `unit` and `bytes` keys are the command line's `--unit` and `--bytes`: the
/// same settings reach the scene, and a bad one names the kiosk file, the line and the key.
@MainActor
@Suite struct PanelUnitKeysTests {
    static func wall(_ folder: String, _ keys: String) throws -> (KioskFile, String) {
        try "time,mem\n2019-04-01,1000000\n2019-04-02,2000000\n".write(toFile: folder + "/m.csv", atomically: false, encoding: .utf8)
        let path = folder + "/wall.toml"
        try "burn_in = \"off\"\n\n[[panel]]\nfile = \"m.csv\"\n\(keys)\n".write(toFile: path, atomically: false, encoding: .utf8)
        return (try KioskFile.load(path: path), path)
    }

    @Test func unitAndBytesReachTheScene() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (file, path) = try Self.wall(folder, "unit = \"bytes\"\nbytes = \"si\"")
        let built = try PanelFactory.make(file.panels[0], index: 0, kioskPath: path, font: nil)
        #expect(built.configured.style == [ChartStyle.Setting("unit", "bytes"), ChartStyle.Setting("bytes", "si")])
    }

    /// A bad unit is a warning naming the key's line (the wall keeps the panel, in its own
    /// units), as a bad threshold is; the panel's other keys stay.
    @Test func aBadUnitIsAWarningNamingThePanelsKey() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (file, path) = try Self.wall(folder, "unit = \"byts\"\nthreshold = \"warn=2000000\"")
        let built = try PanelFactory.make(file.panels[0], index: 0, kioskPath: path, font: nil)
        #expect(built.configured.style == [ChartStyle.Setting("threshold", "warn=2000000")])
        let (_, view) = try PanelFactory.specs(file.panels[0], index: 0, kioskPath: path, font: nil)
        #expect(view.warnings.count == 1)
        #expect(view.warnings.first?.description.hasPrefix("\(path):5: panel 1 unit: unit must be a unit (bytes, ") == true, "\(view.warnings)")
    }
}
