import Foundation
import Testing
import Raster
@testable import Charts
@testable import SeriesData

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

    static let boldFontPath = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"

    /// DejaVu Sans Bold's renderer, as the executable finds it; `nil` (the scene emboldens the
    /// regular face) where it is missing.
    static func boldTextRenderer() -> TextRenderer? {
        guard let data = FileManager.default.contents(atPath: boldFontPath), let font = try? Font(bytes: [UInt8](data)) else { return nil }
        return TextRenderer(font: font)
    }

    static func charts(_ file: String) throws -> [ChartData] {
        try ChartLoader.load(path: dataDirectory + "/" + file)
    }

    /// A chart screen of a case at a size (zooming into the day files beside it).
    static func scene(_ c: Case, width: Int, height: Int, scale: Double = 1, options: ControllerOptions = ControllerOptions()) throws -> ChartScreen {
        var o = options
        o.chartIndex = c.chart
        let screen = ChartScreen(charts: try ChartLoader.load(path: c.path), textRenderer: try textRenderer(),
                                 boldTextRenderer: boldTextRenderer(), options: o, days: DayFiles())
        screen.resize(width: width, height: height, scale: scale)
        return screen
    }

    /// Renders a screen into a new bitmap of its size.
    static func render(_ screen: ChartScreen) -> Bitmap {
        let b = Bitmap(width: screen.scene.width, height: screen.scene.height)
        screen.render(into: b)
        return b
    }
}

extension ChartScreen {
    /// The info board's rectangle and the highlight circles for the current highlight, as the
    /// current state lays them out (tests of the placement on real data); `nil` without a
    /// visible highlight.
    func highlightGeometry() -> (board: Rect, circles: [BoardPlacement.Circle])? {
        layOut()
        let g = scene.geometry
        guard let i = controller.highlightIndex, g.visibleRange.contains(i), let plan = g.board else { return nil }
        let board = Rect(x: plan.rect.minX, y: plan.rect.minY, width: plan.size.w, height: plan.size.h)
        return (board, scene.highlightRenderer.circles(controller.model, index: i, frame: g.main, layout: scene.layout))
    }
}
