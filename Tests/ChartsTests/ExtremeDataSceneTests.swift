import Foundation
import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// Extreme but valid data through the whole scene (issue 17): no trap, finite scales, and a
/// picture that shows the data — values near ±1.8e308 and 1e-300, subnormals, all equal, all
/// gaps, one point, x near both ends of Int64, 10 000 series, 1×1 and tiny sizes. Each case is
/// a golden at 480×300 (highlighted, so the info board formats the values too) and passes the
/// checks below at several sizes.
@Suite(.enabled(if: SceneFixtures.fontAvailable, SceneFixtures.examplesMissingNote))
struct ExtremeDataSceneTests {
    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var chart: @Sendable () -> ChartData
        /// Whether the series colour must show in the plot (false: all gaps).
        var drawsData = true
        var description: String { name }
    }

    static let day: Int64 = 86_400_000, start: Int64 = 1_546_300_800_000   // 2019-01-01

    static func line(_ values: [Double], x: [Int64]? = nil, kind: SeriesKind = .line, series: Int = 1,
                     stacked: Bool = false) -> ChartData {
        let x = x ?? values.indices.map { start + Int64($0) * day }
        return ChartData(x: x, series: (0 ..< series).map { s in
            Series(id: "y\(s)", name: "y\(s)", color: Series.palette[s % Series.palette.count], kind: kind, values: values)
        }, stacked: stacked)
    }

    static func zigzag(_ a: Double, _ b: Double, count: Int = 30) -> [Double] { (0 ..< count).map { $0 % 2 == 0 ? a : b } }

    static let cases: [Case] = [
        Case(name: "extreme-1e19") { line((0 ..< 30).map { 1e19 * Double(1 + $0 % 5) }) },
        Case(name: "extreme-max-both-signs") { line(zigzag(1.7e308, -1.7e308)) },
        Case(name: "extreme-max-positive") { line(zigzag(Double.greatestFiniteMagnitude, 0.9e308)) },
        Case(name: "extreme-max-stacked-bars") { line(Array(repeating: 1.79e308, count: 30), kind: .bar, series: 2, stacked: true) },
        Case(name: "extreme-1e-300") { line((0 ..< 30).map { 1e-300 * Double(1 + $0 % 3) }) },
        Case(name: "extreme-subnormal") { line((0 ..< 30).map { Double.leastNonzeroMagnitude * Double($0 % 3) }) },
        Case(name: "extreme-all-equal") { line(Array(repeating: 42, count: 30)) },
        Case(name: "extreme-all-gaps", chart: { line(Array(repeating: .nan, count: 30)) }, drawsData: false),
        Case(name: "extreme-one-point") { line([7]) },
        Case(name: "extreme-x-int64-ends") { line([1, 3, 2], x: [Int64.min, 0, Int64.max]) },
        Case(name: "extreme-x-int64-max") { line(zigzag(1, 2, count: 20), x: (0 ..< 20).map { Int64.max - 19_000 + Int64($0) * 1000 }) },
        Case(name: "extreme-x-int64-min") { line(zigzag(1, 2, count: 20), x: (0 ..< 20).map { Int64.min + Int64($0) }) },
        Case(name: "extreme-10000-series") { line((0 ..< 10).map { Double($0) }, series: 10_000) },
    ]

    /// The plot's pixels hold one of `colors` (approximately: anti-aliased lines).
    static func plotShows(_ colors: [Color], in bitmap: Bitmap, scene: ChartScreen) -> Bool {
        let r = scene.scene.layout.plot.insetBy(dx: 0, dy: -3).enclosingPixels.intersection(bitmap.bounds)
        let wanted = Set(colors.map(\.premultiplied))
        for y in r.y ..< r.maxY {
            for x in r.x ..< r.maxX {
                let p = bitmap.pixels[y * bitmap.stride + x]
                if wanted.contains(where: { near(p, $0) }) { return true }
            }
        }
        return false
    }

    /// Red, green and blue each within 12 levels.
    static func near(_ a: UInt32, _ b: UInt32) -> Bool {
        for shift: UInt32 in [0, 8, 16] where abs(Int(a >> shift & 0xFF) - Int(b >> shift & 0xFF)) >= 12 { return false }
        return true
    }

    static func scene(_ c: Case, width: Int, height: Int, highlight: Bool = true) throws -> ChartScreen {
        let chart = c.chart()
        var options = ControllerOptions()
        if highlight { options.highlightX = Double(chart.x[chart.count / 2]) }
        let scene = ChartScreen(charts: [chart], textRenderer: try SceneFixtures.textRenderer(), options: options)
        scene.resize(width: width, height: height, scale: 1)
        return scene
    }

    @Test(arguments: cases)
    func drawsTheDataWithFiniteScales(_ c: Case) throws {
        let scene = try Self.scene(c, width: 480, height: 300)
        let bitmap = SceneFixtures.render(scene)
        for s in scene.scene.geometry.yScales {
            #expect(s.min.isFinite && s.max.isFinite && (s.max - s.min).isFinite && s.max > s.min, "\(s)")
        }
        #expect(scene.controller.xMin.isFinite && scene.controller.xMax.isFinite && scene.controller.xMin <= scene.controller.xMax)
        #expect(scene.scene.layout.plot.height >= 100, "the plot keeps its room (\(scene.scene.layout.plot))")
        #expect(Self.plotShows(scene.controller.model.data.series.map(\.color), in: bitmap, scene: scene) == c.drawsData)
        Golden.check(bitmap, named: "\(c.name)-480x300", tolerance: ExampleSceneTests.tolerance)
    }

    /// Every case at sizes from a single pixel up, at scales 1 and 3: no trap. (10 000 series
    /// only at 1×1: each size composites 10 000 strokes, seconds in a debug build.)
    @Test(arguments: cases)
    func rendersAtAnySize(_ c: Case) throws {
        let sizes = [(1, 1, 1.0), (2, 3, 3.0), (16, 16, 1.0), (37, 600, 2.0), (1200, 40, 1.0)]
        for (w, h, scale) in c.name.contains("10000") ? Array(sizes.prefix(1)) : sizes {
            let scene = try Self.scene(c, width: w, height: h)
            scene.resize(width: w, height: h, scale: scale)
            let bitmap = SceneFixtures.render(scene)
            #expect(bitmap.width == w && bitmap.height == h)
        }
    }

    /// fuzz-draw's crash: bars whose last x is near Int64.max reach one unit past it — that sum
    /// overflowed in `viewDomain`. It saturates; the screen opens and draws.
    @Test func barsAtTheEndOfInt64OpenAndDraw() throws {
        let chart = Self.line([3, 1, 2], x: [Int64.max - 2, Int64.max - 1, Int64.max], kind: .bar)
        #expect(chart.viewDomain.upper == Double(Int64.max))
        let screen = ChartScreen(charts: [chart], textRenderer: try SceneFixtures.textRenderer())
        screen.resize(width: 120, height: 90, scale: 1)
        let bitmap = SceneFixtures.render(screen)
        #expect(bitmap.width == 120 && screen.controller.xMin.isFinite && screen.controller.xMax.isFinite)
    }

    /// The reported crash (issue 17): a valid contest file with values around 1e19 loads, and its
    /// scene draws with a highlight (the board formats 1e19 with `grouped`, the y labels with
    /// `short`) — it trapped converting a Double to Int64.
    @Test func contestFileWith1e19ValuesRenders() throws {
        let x = (0 ..< 30).map { String(Self.start + Int64($0) * Self.day) }.joined(separator: ",")
        let y = (0 ..< 30).map { "\(1 + $0 % 5)e19" }.joined(separator: ",")
        let json = #"[{"columns":[["x",\#(x)],["y0",\#(y)]],"types":{"x":"x","y0":"line"}}]"#
        let charts = try ChartLoader.parse(Array(json.utf8), path: "huge.json")
        var options = ControllerOptions()
        options.highlightX = Double(charts[0].x[4])
        let scene = ChartScreen(charts: charts, textRenderer: try SceneFixtures.textRenderer(), options: options)
        scene.resize(width: 640, height: 400, scale: 1)
        let bitmap = SceneFixtures.render(scene)
        #expect(Self.plotShows([charts[0].series[0].color], in: bitmap, scene: scene))
        #expect(scene.scene.geometry.yScales[0].max >= 5e19 && scene.scene.geometry.yScales[0].min <= 1e19)
    }
}
