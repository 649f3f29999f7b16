import Charts
import Foundation
import Kiosk
import SeriesData
import Testing
@testable import Adapters
@testable import wlcharts

/// A kiosk file panel's loader keys (`x`, `time_format`, `series_from`, `json_path`) read its
/// file as the command line's `--x`, … do, and its `range` is read as that file's x: numbers for
/// row numbers, each problem naming the kiosk file, the line and the key.
@MainActor
@Suite struct PanelLoadOptionsTests {
    static func wall(_ folder: String, _ keys: String) throws -> (KioskFile, String) {
        try "n,a\n10,1\n20,2\n30,3\n40,4\n".write(toFile: folder + "/t.csv", atomically: true, encoding: .utf8)
        let path = folder + "/wall.toml"
        try "burn_in = \"off\"\n\n[[panel]]\nfile = \"t.csv\"\n\(keys)\n".write(toFile: path, atomically: true, encoding: .utf8)
        return (try KioskFile.load(path: path), path)
    }

    @Test func rowNumbersAsXAndARangeInNumbers() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (file, path) = try Self.wall(folder, "x = \"row\"\nrange = \"2..3\"")
        #expect(file.panels[0].load == LoadOptions(x: "row"))
        let built = try PanelFactory.make(file.panels[0], index: 0, kioskPath: path, font: nil)
        #expect(built.setup.charts[0].xKind == .number && built.setup.charts[0].x == [1, 2, 3, 4])
        #expect(built.configured.range == 2 ... 3)
    }

    @Test func aRangeOfDatesOnNumbersNamesTheKey() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (file, path) = try Self.wall(folder, "x = \"row\"\nrange = \"2019-04-01..2019-04-02\"")
        let line = Self.line { try PanelFactory.make(file.panels[0], index: 0, kioskPath: path, font: nil) }
        #expect(line == "\(path):6: panel 1 range: 2019-04-01..2019-04-02: chart 1 of \(folder)/t.csv has numbers as x, not dates; "
                + "give FROM..TO as numbers like 120..480")
    }

    @Test func theReadersProblemNamesThePanelsFileKey() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let (file, path) = try Self.wall(folder, "x = 1")
        #expect(file.panels[0].load == LoadOptions(x: "1"), "a column's number")
        let line = Self.line { try PanelFactory.make(file.panels[0], index: 0, kioskPath: path, font: nil) }
        #expect(line?.hasPrefix("\(path):4: panel 1 file: \(folder)/t.csv:1: column \"n\" holds no times wlcharts reads") == true, "\(line ?? "")")
    }

    static func line(_ body: () throws -> Any) -> String? {
        do { _ = try body(); return nil } catch { return "\(error)" }
    }
}
