import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// `ChartScreen.encodePNG` (what `--png` writes): the frame drawn and encoded a strip of rows at a
/// time must be byte for byte the PNG of the whole frame rendered once, for the repository's
/// examples and the real contest files, at strip heights that cut the rasterizer's bands, text
/// and the board anywhere.
@Suite(.enabled(if: SceneFixtures.fontAvailable, SceneFixtures.examplesMissingNote))
struct ChartScreenPNGTests {
    /// The PNG of the whole frame, as `--png` wrote it before strips: render into one bitmap, encode.
    static func wholeFramePNG(_ screen: ChartScreen) -> [UInt8] {
        PNG.encode(SceneFixtures.render(screen))
    }

    static func stripPNG(_ screen: ChartScreen, rows: Int?) -> [UInt8] {
        var out: [UInt8] = []
        screen.encodePNG(rowsPerStrip: rows) { (b: UnsafeRawBufferPointer) throws(Never) in out.append(contentsOf: b) }
        return out
    }

    /// Both PNGs of a case, each from a fresh screen (as each `--png` run starts).
    static func check(_ c: SceneFixtures.Case, width: Int, height: Int, rows: Int?, options: ControllerOptions = ControllerOptions()) throws {
        let expected = wholeFramePNG(try SceneFixtures.scene(c, width: width, height: height, options: options))
        let strips = stripPNG(try SceneFixtures.scene(c, width: width, height: height, options: options), rows: rows)
        #expect(strips == expected, "\(c.name) at \(width)×\(height), \(rows.map(String.init) ?? "default") rows a strip")
    }

    /// A highlighted point in the middle of a case's data, the presets and the play control: the
    /// board, the highlight marks and the trend colours cross strips too.
    static func busy(_ c: SceneFixtures.Case, theme: Theme.Kind) throws -> ControllerOptions {
        let x = try ChartLoader.load(path: c.path)[c.chart].x
        return ControllerOptions(theme: theme, highlightX: x.isEmpty ? nil : Double(x[x.count * 3 / 4]), presets: true, playControl: true)
    }

    @Test(arguments: SceneFixtures.exampleCases)
    func examplesInStripsOf37Rows(_ c: SceneFixtures.Case) throws {
        try Self.check(c, width: 960, height: 540, rows: 37)
    }

    @Test(arguments: SceneFixtures.exampleCases)
    func examplesWithBoardAndPresetsAtNightInStripsOf29Rows(_ c: SceneFixtures.Case) throws {
        try Self.check(c, width: 640, height: 481, rows: 29, options: try Self.busy(c, theme: .night))
    }

    /// One-row strips (every row its own frame) and seven-row strips, which divide neither 173
    /// nor the rasterizer's 32-row bands.
    @Test(arguments: Array(SceneFixtures.exampleCases.prefix(3)), [1, 7])
    func examplesWithBoardInStripsOf1And7Rows(_ c: SceneFixtures.Case, rows: Int) throws {
        try Self.check(c, width: 300, height: 173, rows: rows, options: try Self.busy(c, theme: .day))
    }

    @Test(.enabled(if: SceneFixtures.dataAvailable, SceneFixtures.missingNote), arguments: SceneFixtures.allCases)
    func contestFilesInStripsOf37Rows(_ c: SceneFixtures.Case) throws {
        try Self.check(c, width: 960, height: 540, rows: 37)
    }

    @Test(.enabled(if: SceneFixtures.dataAvailable, SceneFixtures.missingNote), arguments: Array(SceneFixtures.allCases.prefix(5)))
    func contestChartsWithBoardInStripsOf53Rows(_ c: SceneFixtures.Case) throws {
        try Self.check(c, width: 800, height: 600, rows: 53, options: try Self.busy(c, theme: .day))
    }

    /// The command: round 1's first chart at 1920×1080 in the default strips (128 rows).
    @Test(.enabled(if: SceneFixtures.dataAvailable, SceneFixtures.missingNote))
    func round1At1080pInDefaultStrips() throws {
        try Self.check(SceneFixtures.allCases[0], width: 1920, height: 1080, rows: nil)
    }
}
