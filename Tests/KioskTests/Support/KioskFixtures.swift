import Foundation
import GoldenTesting
import Raster
import Testing
@testable import Charts
@testable import Kiosk
@testable import SeriesData

/// The repository's examples and DejaVu Sans (as in ChartsTests), and kiosk walls built from them.
enum KioskFixtures {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let examples = root.appendingPathComponent("Examples").path
    static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static var fontAvailable: Bool { FileManager.default.fileExists(atPath: fontPath) }
    static let missingNote: Comment = "needs DejaVu Sans (fonts-dejavu-core) at /usr/share/fonts/truetype/dejavu — skipped"

    static let goldens = GoldenImages(
        bundle: .module,
        sourceDirectory: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Golden", isDirectory: true))

    /// The four example files of the 2 × 2 wall (lines, stacked bars, percentage areas, CSV lines).
    static let wallFiles = ["daily-joined-left.json", "messages-stacked-bars.json", "platform-share-percentage.json", "power-hourly.csv"]

    static func textRenderer() throws -> TextRenderer {
        TextRenderer(font: try Font(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: fontPath)))))
    }

    /// A wall of `files` (examples) laid out by `file`'s settings, at `width × height`, its
    /// night clock at `secondOfDay` (12:00 unless given).
    static func wall(_ file: KioskFile, files: [String], options: [ControllerOptions]? = nil, width: Int = 1280, height: Int = 800,
                     secondOfDay: @escaping (Double) -> Double = { _ in 12 * 3600 }) throws -> KioskScreen {
        let configured = options ?? files.map { _ in ControllerOptions() }
        let screens = try zip(files, configured).map { f, o in
            ChartScreen(charts: try ChartLoader.load(path: examples + "/" + f), textRenderer: try textRenderer(), options: o)
        }
        var k = file
        k.panels = files.map { Panel(source: .file(examples + "/" + $0), line: 0) }
        let w = KioskScreen(file: k, panels: screens, configured: configured, secondOfDay: secondOfDay)
        w.resize(width: width, height: height, scale: 1)
        return w
    }
}
