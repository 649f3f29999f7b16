import Foundation
import Testing
import Raster
@testable import Charts

/// Real contest data and a fixed font for scene tests.
///
/// Data comes from `../shared/data/telegram` next to the repository (never copied in); the font
/// is DejaVu Sans at its Debian path, so goldens do not depend on fontconfig's choice. Tests that
/// need either are disabled with a visible note when it is missing.
enum SceneFixtures {
    /// The repository root (…/Tests/ChartsTests/Support/ → …/).
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
    static let dataDirectory = root.appendingPathComponent("../shared/data/telegram").standardized.path
    static let fontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    static var dataAvailable: Bool { FileManager.default.fileExists(atPath: dataDirectory + "/round1/chart_data.json") }
    static var fontAvailable: Bool { FileManager.default.fileExists(atPath: fontPath) }
    static var available: Bool { dataAvailable && fontAvailable }
    static let missingNote: Comment = "needs ../shared/data/telegram and DejaVu Sans (fonts-dejavu-core)"

    /// One chart of a file: `file` relative to `directory` (the real data folder unless given),
    /// `chart` 0-based.
    struct Case: Sendable, CustomStringConvertible {
        var file: String
        var chart: Int
        var name: String
        var directory: String = SceneFixtures.dataDirectory
        var description: String { name }
        var path: String { directory + "/" + file }
    }

    /// The repository's own generated examples (`Examples/`, made by `Examples/generate.py`): they
    /// need only the font, so they run where the real contest data is missing.
    static let examplesDirectory = root.appendingPathComponent("Examples").path
    static let examplesMissingNote: Comment = "needs DejaVu Sans (fonts-dejavu-core) at /usr/share/fonts/truetype/dejavu — skipped"

    /// The first chart of every `.json` and `.csv` file in `Examples/`, named `example-<file name>`.
    static let exampleCases: [Case] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: examplesDirectory)) ?? []
        return files.filter { $0.hasSuffix(".json") || $0.hasSuffix(".csv") }.sorted().map { file in
            Case(file: file, chart: 0, name: "example-" + URL(fileURLWithPath: file).deletingPathExtension().lastPathComponent,
                 directory: examplesDirectory)
        }
    }()

    /// Every chart of round 1, every round-2 overview and every day file.
    static let allCases: [Case] = {
        var cases = (0 ..< 5).map { Case(file: "round1/chart_data.json", chart: $0, name: "r1-chart\($0 + 1)") }
        cases += (1 ... 5).map { Case(file: "round2/\($0)/overview.json", chart: 0, name: "r2-\($0)-overview") }
        for n in 1 ... 4 {
            for day in ["2018-04/07", "2019-01/01"] {
                cases.append(Case(file: "round2/\(n)/\(day).json", chart: 0,
                                  name: "r2-\(n)-day-" + day.replacingOccurrences(of: "/", with: "-")))
            }
        }
        return cases
    }()

    /// The font's renderer (one per test, they are cheap).
    static func textRenderer() throws -> TextRenderer {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: fontPath)))
        return TextRenderer(font: try Font(bytes: bytes))
    }

    static func charts(_ file: String) throws -> [ChartData] {
        try ChartLoader.load(path: dataDirectory + "/" + file)
    }

    /// A scene of a case at a size.
    static func scene(_ c: Case, width: Int, height: Int, scale: Double = 1, options: SceneOptions = SceneOptions()) throws -> ChartScene {
        var o = options
        o.chartIndex = c.chart
        let scene = ChartScene(charts: try ChartLoader.load(path: c.path), textRenderer: try textRenderer(), options: o)
        scene.resize(width: width, height: height, scale: scale)
        return scene
    }

    /// Renders a scene into a new bitmap of its size.
    static func render(_ scene: ChartScene) -> Bitmap {
        let b = Bitmap(width: scene.width, height: scene.height)
        scene.render(into: b)
        return b
    }
}
