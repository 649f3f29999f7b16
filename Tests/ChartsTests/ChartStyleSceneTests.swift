import Foundation
import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// The line styles of issue 15 through the whole scene: a golden of each style in both themes at
/// scale 1 and 2 (320×200 points), missing-data bands at exactly the expected x, the single
/// point centred with its value, highlight circles on the quadratic curve and symbols picked
/// under the finger.
@Suite(.enabled(if: SceneFixtures.fontAvailable, SceneFixtures.examplesMissingNote))
struct ChartStyleSceneTests {
    static let day: Int64 = 86_400_000, start: Int64 = 1_546_300_800_000   // 2019-01-01

    /// Two lines over 40 days, with a null in the first at day 12 and no samples on days 31–35.
    static let chart: ChartData = {
        var rng = SeededRandom(seed: 15)
        let days = (0 ..< 40).filter { !(31 ... 35).contains($0) }
        let a = days.map { d -> Double in d == 12 ? .nan : 50 + 40 * sin(Double(d) / 4) + rng.double() * 12 }
        let b = days.map { d -> Double in 20 + Double(d) * 1.5 + rng.double() * 25 }
        return ChartData(title: "Styles", x: days.map { start + Int64($0) * day }, series: [
            Series(id: "a", name: "Alpha", color: Series.palette[2], kind: .line, values: a),
            Series(id: "b", name: "Beta", color: Series.palette[1], kind: .line, values: b),
        ])
    }()

    struct Case: Sendable, CustomStringConvertible {
        var name: String
        var settings: [ChartStyle.Setting]
        var highlightDay: Int64? = nil
        var single = false
        var description: String { name }
    }

    static let cases: [Case] = [
        Case(name: "scatter-circle", settings: [.init("scatter", "circle")]),
        Case(name: "points-square", settings: [.init("points", "square")]),
        Case(name: "points-diamond", settings: [.init("points", "diamond")]),
        Case(name: "points-triangle", settings: [.init("points", "triangle")]),
        Case(name: "points-cross", settings: [.init("points", "cross")]),
        Case(name: "smoothing-quadratic", settings: [.init("smoothing", "quadratic")], highlightDay: 8),
        Case(name: "smoothing-monotone", settings: [.init("smoothing", "monotone")], highlightDay: 8),
        Case(name: "fill-gradient", settings: [.init("fill", "gradient")]),
        Case(name: "average-visible-median", settings: [.init("average", "visible"), .init("median", "7")]),
        Case(name: "average-running", settings: [.init("average", "5")]),
        Case(name: "missing-shade", settings: [.init("missing", "shade")]),
        Case(name: "missing-bridge", settings: [.init("missing", "bridge"), .init("missing_after", "2d")]),
        Case(name: "value-tags", settings: [.init("value_tags", "true")]),
        Case(name: "y-extent-fixed", settings: [.init("y_extent", "-50..150")]),
        Case(name: "single-point", settings: [.init("value_tags", "true")], single: true),
    ]

    static func screen(_ c: Case, theme: Theme.Kind, scale: Double) throws -> ChartScreen {
        let chart = c.single
            ? ChartData(title: "One point", x: [start], series: [Series(id: "a", name: "Alpha", color: Series.palette[2],
                                                                       kind: .line, values: [42.5])])
            : Self.chart
        var o = ControllerOptions(theme: theme, style: c.settings)
        o.highlightX = c.highlightDay.map { Double(start + $0 * day) }
        let screen = ChartScreen(charts: [chart], textRenderer: try SceneFixtures.textRenderer(), options: o)
        screen.resize(width: Int(320 * scale), height: Int(200 * scale), scale: scale)
        return screen
    }

    @Test(arguments: cases)
    func golden(_ c: Case) throws {
        for theme in Theme.Kind.allCases {
            for scale in [1.0, 2.0] {
                let screen = try Self.screen(c, theme: theme, scale: scale)
                Golden.check(SceneFixtures.render(screen), named: "style-\(c.name)-\(theme.rawValue)-x\(Int(scale))",
                             tolerance: ExampleSceneTests.tolerance)
            }
        }
    }

    static func pixel(_ b: Bitmap, _ x: Int, _ y: Int) -> UInt32 { b.pixels[y * b.stride + x] }

    /// The band over days 30…36 (the samples around the missing days) starts and ends at exactly
    /// their screen x: the pixel columns inside are the warning colour over the background, those
    /// outside the background.
    @Test(arguments: [1.0, 2.0])
    func missingBandsAtTheExpectedX(_ scale: Double) throws {
        let screen = try Self.screen(Case(name: "", settings: [.init("missing", "shade")]), theme: .day, scale: scale)
        let b = SceneFixtures.render(screen)
        let frame = screen.scene.geometry.main, plot = screen.scene.layout.plot
        let x0 = frame.screenX(Double(Self.start + 30 * Self.day)), x1 = frame.screenX(Double(Self.start + 36 * Self.day))
        // The null at day 12: from day 11 to day 13.
        let n0 = frame.screenX(Double(Self.start + 11 * Self.day)), n1 = frame.screenX(Double(Self.start + 13 * Self.day))
        // A row near the bottom, between grid lines, below both lines.
        let y = Int(plot.maxY) - Int(6 * scale)
        let background = Theme.day.background.premultiplied
        let band = Bitmap(width: 1, height: 1)
        band.clear(to: Theme.day.background)
        Rasterizer().fillRect(Rect(x: 0, y: 0, width: 1, height: 1), paint: .solid(Theme.day.warning), in: band)
        let warning = band.pixels[0]
        #expect(warning != background)
        for (a, e) in [(x0, x1), (n0, n1)] {
            #expect(Self.pixel(b, Int(a.rounded(.down)) - 1, y) == background, "left of \(a)")
            #expect(Self.pixel(b, Int(a.rounded(.up)), y) == warning, "inside from \(a)")
            #expect(Self.pixel(b, Int(e.rounded(.down)) - 1, y) == warning, "inside to \(e)")
            #expect(Self.pixel(b, Int(e.rounded(.up)), y) == background, "right of \(e)")
        }
    }

    /// On a two-axis chart the right-hand y labels stand left of the value tags: inside each tag
    /// there is only the tag's colour and its white text (a label over it would bring the other
    /// axis' colour), and the right-hand labels are still drawn, in their series' colour, left of
    /// the tags. Series 0 ends on its lowest value, so its tag sits on the bottom label's row.
    @Test(arguments: [(Theme.Kind.day, 1.0), (.night, 2.0)])
    func rightHandLabelsStandClearOfValueTags(_ theme: Theme.Kind, _ scale: Double) throws {
        let n = 30
        let a = (0 ..< n).map { i -> Double in i == n - 1 ? 1_000 : 20_000 + 9_000 * sin(Double(i) / 3) }
        let b = (0 ..< n).map { i -> Double in 40 + 20 * cos(Double(i) / 4) }
        let chart = ChartData(title: "Two axes", x: (0 ..< n).map { Self.start + Int64($0) * Self.day }, series: [
            Series(id: "a", name: "Views", color: Series.palette[2], kind: .line, values: a),
            Series(id: "b", name: "Shares", color: Series.palette[1], kind: .line, values: b),
        ], yScaled: true)
        let screen = ChartScreen(charts: [chart], textRenderer: try SceneFixtures.textRenderer(),
                                 options: ControllerOptions(theme: theme, style: [.init("value_tags", "true")]))
        screen.resize(width: Int(480 * scale), height: Int(300 * scale), scale: scale)
        let image = SceneFixtures.render(screen)
        let layout = screen.scene.layout, tags = screen.scene.annotationRenderer.tags
        #expect(tags.count == 2)
        let white = Theme.of(theme).pillCheckedText, right = chart.series[1].color
        var leftmost = Double.infinity
        for t in tags {
            let r = screen.scene.annotationRenderer.tagRect(t, layout)
            leftmost = min(leftmost, r.minX)
            let fill = chart.series[t.series].color
            // The tag's own pixels: its colour, white, or a blend of the two (the text's edges);
            // the rounded corners left out.
            let inset = Int(layout.px(4).rounded(.up))
            for y in Int(r.minY) + 1 ..< Int(r.maxY) - 1 {
                for x in Int(r.minX) + inset ..< Int(r.maxX) - inset {
                    let p = Self.pixel(image, x, y)
                    #expect(Self.distanceToBlend(p, fill, white) < 24,
                            "\(theme) x\(Int(scale)): a foreign pixel \(String(p, radix: 16)) at \(x),\(y) in series \(t.series)'s tag")
                }
            }
        }
        // The tags' column is where series 0's tag sits, on the bottom label's row.
        #expect(tags.contains { $0.series == 0 && $0.y > layout.plot.maxY - layout.px(20) })
        // The right-hand labels: in their colour, left of the tags, near the plot's right edge.
        var labelPixels = 0
        for y in Int(layout.plot.minY) ..< Int(layout.plot.maxY) {
            for x in Int(leftmost - layout.px(60)) ..< Int(leftmost) where ExtremeDataSceneTests.near(Self.pixel(image, x, y), right.premultiplied) {
                labelPixels += 1
            }
        }
        #expect(labelPixels > Int(15 * scale * scale), "\(theme) x\(Int(scale)): right-hand labels left of the tags")
    }

    /// Value tags carry the rightmost visible point of each series, and follow it when the
    /// range moves (a null there: the last value before it).
    @Test func valueTagsFollowTheRightmostVisiblePoint() throws {
        let screen = try Self.screen(Case(name: "", settings: [.init("value_tags", "true")]), theme: .day, scale: 1)
        _ = SceneFixtures.render(screen)
        func tagValues() -> [Int: Double] {
            Dictionary(uniqueKeysWithValues: screen.scene.annotationRenderer.tags.map { ($0.series, $0.value) })
        }
        let x = Self.chart.x, a = Self.chart.series[0].values, b = Self.chart.series[1].values
        let last = x.count - 1
        #expect(tagValues() == [0: a[last], 1: b[last]])
        // Day 13 is the rightmost visible one: series 0 has a null on day 12, day 13's value shows.
        for (end, expectA) in [(13, a[x.firstIndex(of: Self.start + 13 * Self.day)!]),
                               (12, a[x.firstIndex(of: Self.start + 11 * Self.day)!])] {
            let i = x.firstIndex(of: Self.start + Int64(end) * Self.day)!
            screen.controller.setRange(xMin: Double(Self.start), xMax: Double(x[i]))
            _ = SceneFixtures.render(screen)
            #expect(tagValues() == [0: expectA, 1: b[i]], "window ending on day \(end)")
        }
    }

    /// Zoomed out (about 17 points per pixel column) symbols are culled to a column's extremes:
    /// a lone spike and a lone dip among noise still get their symbol at their height, and the
    /// plot does not fill up with overdrawn symbols.
    @Test func denseSymbolsKeepTheColumnsExtremes() throws {
        let n = 5000
        var rng = SeededRandom(seed: 4)
        var values = (0 ..< n).map { _ in 45 + rng.double() * 10 }
        values[2500] = 100; values[3700] = 0
        let chart = ChartData(title: "Dense", x: (0 ..< n).map { Self.start + Int64($0) * 60_000 },
                              series: [Series(id: "a", name: "a", color: Series.palette[2], kind: .line, values: values)])
        let screen = ChartScreen(charts: [chart], textRenderer: try SceneFixtures.textRenderer(),
                                 options: ControllerOptions(style: [.init("scatter", "circle")]))
        screen.resize(width: 320, height: 200, scale: 1)
        screen.controller.setRange(xMin: Double(chart.x[0]), xMax: Double(chart.x[n - 1]))
        let image = SceneFixtures.render(screen)
        let frame = screen.scene.geometry.main, plot = screen.scene.layout.plot
        let colour = Series.palette[2].premultiplied
        func inked(_ x: Double, _ y: Double) -> Bool {
            for dy in -2 ... 2 { for dx in -2 ... 2 where ExtremeDataSceneTests.near(Self.pixel(image, Int(x) + dx, Int(y) + dy), colour) { return true } }
            return false
        }
        for i in [2500, 3700] {
            #expect(inked(frame.screenX(Double(chart.x[i])), frame.screenY(values[i], series: 0)), "point \(i) lost")
        }
        // Between the noise band and the spike's height nothing but the spike's own column.
        let bandTop = frame.screenY(56, series: 0), spikeY = frame.screenY(100, series: 0)
        var stray = 0
        for y in Int(spikeY) + 6 ..< Int(bandTop) - 6 {
            for x in Int(plot.minX) ..< Int(plot.maxX) where ExtremeDataSceneTests.near(Self.pixel(image, x, y), colour) {
                if abs(Double(x) - frame.screenX(Double(chart.x[2500]))) > 4 { stray += 1 }
            }
        }
        #expect(stray == 0)
    }

    /// The distance (RGB) of pixel `p` from the nearest blend of colours `a` and `b`.
    static func distanceToBlend(_ p: UInt32, _ a: Color, _ b: Color) -> Double {
        let px = [Double(p >> 16 & 0xFF), Double(p >> 8 & 0xFF), Double(p & 0xFF)]
        let ca = [Double(a.red), Double(a.green), Double(a.blue)], cb = [Double(b.red), Double(b.green), Double(b.blue)]
        var best = Double.infinity
        for k in 0 ... 64 {
            let t = Double(k) / 64
            var d = 0.0
            for c in 0 ..< 3 { let v = ca[c] + (cb[c] - ca[c]) * t - px[c]; d += v * v }
            best = min(best, d.squareRoot())
        }
        return best
    }

    /// One point: in the middle of the plot, in the series colour, with its value beside it —
    /// nothing at the left edge.
    @Test func singlePointIsCentredWithItsValue() throws {
        let screen = try Self.screen(Case(name: "", settings: [], single: true), theme: .day, scale: 2)
        let b = SceneFixtures.render(screen)
        let frame = screen.scene.geometry.main, plot = screen.scene.layout.plot
        let cx = frame.screenX(Double(Self.start)), cy = frame.screenY(42.5, series: 0)
        #expect(abs(cx - plot.midX) < 1 && abs(cy - plot.midY) < 1, "\(cx), \(cy) in \(plot)")
        let colour = Series.palette[2].premultiplied
        #expect(ExtremeDataSceneTests.near(Self.pixel(b, Int(cx), Int(cy)), colour))
        // The value's text: series-coloured pixels right of the circle, on its row band.
        var textPixels = 0
        for y in Int(cy) - 16 ... Int(cy) + 8 {
            for x in Int(cx) + 16 ..< Int(cx) + 80 where ExtremeDataSceneTests.near(Self.pixel(b, x, y), colour) { textPixels += 1 }
        }
        #expect(textPixels > 10)
        // Nothing of the series at the plot's left edge.
        for y in Int(plot.minY) ..< Int(plot.maxY) {
            #expect(!ExtremeDataSceneTests.near(Self.pixel(b, Int(plot.minX) + 1, y), colour))
        }
    }

    /// With quadratic smoothing the highlight's circle sits on the drawn curve (which passes
    /// beside a peak's point), not on the point.
    @Test func highlightCircleOnTheQuadraticCurve() throws {
        let values = (0 ..< 16).map { $0 % 2 == 0 ? 0.0 : 100.0 }
        let chart = ChartData(x: (0 ..< 16).map { Self.start + Int64($0) * Self.day },
                              series: [Series(id: "a", name: "a", color: Series.palette[2], kind: .line, values: values)])
        let screen = ChartScreen(charts: [chart], textRenderer: try SceneFixtures.textRenderer(),
                                 options: ControllerOptions(style: [.init("smoothing", "quadratic")]))
        screen.resize(width: 640, height: 400, scale: 2)
        let plain = SceneFixtures.render(screen)   // no highlight yet: the curve alone
        let i = 7   // a peak
        screen.controller.setHighlight(index: i)
        screen.layOut()
        let g = screen.scene.geometry
        let curve = HighlightRenderer.Curve(smoothing: .quadratic, missingAfter: .infinity, range: g.visibleRange)
        let circles = screen.scene.highlightRenderer.circles(screen.controller.model, index: i, frame: g.main,
                                                             layout: screen.scene.layout, curve: curve)
        let point = Point(g.main.screenX(screen.controller.model.xs[i]), g.main.screenY(100, series: 0))
        let c = circles[0].center
        #expect(abs(c.x - point.x) < 0.5 && c.y - point.y > 20, "the curve passes below the peak's point: \(c) vs \(point)")
        let colour = Series.palette[2].premultiplied
        #expect(ExtremeDataSceneTests.near(Self.pixel(plain, Int(c.x), Int(c.y)), colour), "the circle's centre is on the drawn curve")
        #expect(!ExtremeDataSceneTests.near(Self.pixel(plain, Int(point.x), Int(point.y)), colour), "the point is off the curve")
        // The frame's own highlight draws its ring there.
        let drawn = SceneFixtures.render(screen)
        #expect(ExtremeDataSceneTests.near(Self.pixel(drawn, Int(c.x + circles[0].radius), Int(c.y)), colour), "the ring")
        #expect(Self.pixel(drawn, Int(c.x), Int(c.y)) == Theme.day.background.premultiplied, "the ring's inside")
    }

    /// Scatter: a tap picks the symbol under the finger, even where another point is nearer in x.
    @Test func tapPicksTheSymbolUnderTheFinger() throws {
        let values = (0 ..< 30).map { $0 % 2 == 0 ? 0.0 : 100.0 }
        let chart = ChartData(x: (0 ..< 30).map { Self.start + Int64($0) * Self.day },
                              series: [Series(id: "a", name: "a", color: .black, kind: .line, values: values)])
        for (settings, expected) in [([ChartStyle.Setting("scatter", "circle")], 11), ([], 10)] {
            let screen = ChartScreen(charts: [chart], textRenderer: try SceneFixtures.textRenderer(),
                                     options: ControllerOptions(style: settings))
            screen.resize(width: 640, height: 400, scale: 1)
            _ = SceneFixtures.render(screen)
            let frame = screen.scene.geometry.main
            // Just right of point 10 (value 0), at the height of point 11 (value 100).
            let x10 = frame.screenX(Double(Self.start + 10 * Self.day)), x11 = frame.screenX(Double(Self.start + 11 * Self.day))
            let p = Point(x10 + (x11 - x10) * 0.3, frame.screenY(100, series: 0))
            screen.handle(.touchDown(id: 1, p, time: 1))
            screen.handle(.touchUp(id: 1, time: 1.05))
            #expect(screen.controller.highlightIndex == expected, "\(settings)")
        }
    }

    /// On a log axis a tap measures where the symbols are drawn, in log space: the symbol under
    /// the finger is picked (measured in linear y, none is near and the nearest x wins).
    @Test func tapPicksTheSymbolOnALogAxis() throws {
        let values = (0 ..< 30).map { $0 % 2 == 0 ? 3.0 : 300.0 }
        let chart = ChartData(x: (0 ..< 30).map { Self.start + Int64($0) * Self.day },
                              series: [Series(id: "a", name: "a", color: .black, kind: .line, values: values)])
        let screen = ChartScreen(charts: [chart], textRenderer: try SceneFixtures.textRenderer(),
                                 options: ControllerOptions(style: [.init("scatter", "circle"), .init("--log-y", "true")]))
        screen.resize(width: 640, height: 400, scale: 1)
        _ = SceneFixtures.render(screen)
        let frame = screen.scene.geometry.main
        #expect(frame.isLog(0))
        let x10 = frame.screenX(Double(Self.start + 10 * Self.day)), x11 = frame.screenX(Double(Self.start + 11 * Self.day))
        let p = Point(x10 + (x11 - x10) * 0.3, frame.screenY(300, series: 0))
        #expect(screen.scene.layout.plot.insetBy(dx: 0, dy: 10).contains(p))
        screen.handle(.touchDown(id: 1, p, time: 1))
        screen.handle(.touchUp(id: 1, time: 1.05))
        #expect(screen.controller.highlightIndex == 11)
    }
}
