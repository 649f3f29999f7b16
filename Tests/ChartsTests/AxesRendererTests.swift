import Foundation
import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// Y labels stand on a halo of the background colour, so they read over any series colour in both
/// themes (issue 15) and over a dense chart's lines.
@Suite(.enabled(if: SceneFixtures.available, SceneFixtures.missingNote))
struct AxesRendererTests {
    static func distance(_ p: UInt32, _ c: Color) -> Double {
        let r = Double((p >> 16) & 0xFF) - Double(c.red), g = Double((p >> 8) & 0xFF) - Double(c.green)
        let b = Double(p & 0xFF) - Double(c.blue)
        return (r * r + g * g + b * b).squareRoot()
    }

    /// WCAG relative luminance of an opaque pixel.
    static func luminance(_ p: UInt32) -> Double {
        func channel(_ v: UInt32) -> Double {
            let c = Double(v & 0xFF) / 255
            return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
        }
        return 0.2126 * channel(p >> 16) + 0.7152 * channel(p >> 8) + 0.0722 * channel(p)
    }

    @Test(arguments: [(SceneFixtures.allCases[7], Theme.Kind.day), (SceneFixtures.allCases[7], .night),
                      (SceneFixtures.allCases[9], .day), (SceneFixtures.allCases[9], .night)])
    func yLabelsOverColourStandOnAHalo(_ c: SceneFixtures.Case, _ kind: Theme.Kind) throws {
        let screen = try SceneFixtures.scene(c, width: 800, height: 600, options: ControllerOptions(theme: kind))
        let labels = try Self.labelsOverSeries(screen, kind).found
        for l in labels {
            // At least WCAG's 3:1 for large text and never worse than the same ink on the bare
            // series colour (1.2–4.6 on these charts: the grey of before was unreadable).
            #expect(l.contrast >= 3, "\(c) \(kind) '\(l.text)': contrast \(l.contrast) over its ground")
            #expect(l.contrast >= l.besideContrast * 0.99, "\(c) \(kind) '\(l.text)': \(l.contrast) against \(l.besideContrast) without a halo")
        }
        #expect(labels.count >= 3, "too few labels over colour in \(c) \(kind)")
    }

    /// A line chart so dense that its strokes cover the whole plot (4,000 points swinging between
    /// its extremes on 800 pixels), as a month of hourly readings does on a small screen: under
    /// each y label the lines are all but hidden by its halo (little of its box is the series'
    /// colour), where just beside the label the series covers almost everything.
    @Test(arguments: Theme.Kind.allCases)
    func yLabelsOverDenseLinesStandOnAHalo(_ kind: Theme.Kind) throws {
        let x = (0 ..< 4_000).map { Int64(1_546_300_800_000) + Int64($0) * 3_600_000 }
        let values = (0 ..< 4_000).map { $0 % 2 == 0 ? 0.0 : 100 }
        let color = Series.palette[2]
        let chart = ChartData(title: "Dense", x: x, series: [Series(id: "a", name: "Alpha", color: color,
                                                                    kind: .line, values: values)])
        let screen = ChartScreen(charts: [chart], textRenderer: try SceneFixtures.textRenderer(),
                                 options: ControllerOptions(theme: kind))
        screen.resize(width: 800, height: 600, scale: 1)
        let theme = Theme.of(kind)
        let labels = try Self.labelsOverSeries(screen, kind)
        /// The share of a box's pixels nearer the series' colour than the background's.
        func seriesShare(_ box: (x0: Int, y0: Int, x1: Int, y1: Int)) -> Double {
            var near = 0
            for y in box.y0 ..< box.y1 {
                for x in box.x0 ..< box.x1 where Self.distance(labels.image[x, y], color) < Self.distance(labels.image[x, y], theme.background) {
                    near += 1
                }
            }
            return Double(near) / Double((box.x1 - box.x0) * (box.y1 - box.y0))
        }
        for l in labels.found {
            let width = l.box.x1 - l.box.x0
            let beside = (x0: l.box.x1 + 12, y0: l.box.y0, x1: l.box.x1 + 12 + width, y1: l.box.y1)
            let under = seriesShare(l.box), aside = seriesShare(beside)
            #expect(aside >= 0.8, "\(kind) '\(l.text)': the series covers only \(aside) beside the label")
            #expect(under <= 0.3, "\(kind) '\(l.text)': \(under) of the label's box is the series' colour")
        }
        #expect(labels.found.count >= 3, "too few labels over the lines at \(kind)")
    }

    /// A y label of the first axis drawn over a series, as the rendered pixels show it: its ink
    /// (the text's extreme towards the theme's text colour) and WCAG contrast ratios of that ink
    /// over the label's ground (the median under its box) and over what lies just beside it.
    struct LabelOverSeries {
        let text: String
        /// The label's ink box in pixels (end-exclusive).
        let box: (x0: Int, y0: Int, x1: Int, y1: Int)
        let ink: Double
        let contrast: Double
        let besideContrast: Double
    }

    /// The y labels of a screen's first axis that stand where a series lies beside them (a colour
    /// unlike the background 12 pixels right of the label).
    static func labelsOverSeries(_ screen: ChartScreen, _ kind: Theme.Kind) throws -> (image: Bitmap, found: [LabelOverSeries]) {
        let image = SceneFixtures.render(screen)
        let theme = Theme.of(kind)
        let layout = screen.scene.layout, g = screen.scene.geometry
        let text = screen.scene.textRenderer
        let size = layout.px(ScreenLayout.Metrics.axisSize)
        let scale = try #require(g.yScales.first)
        var found: [LabelOverSeries] = []
        for i in 0 ... scale.rows {
            let v = scale.min + Double(i) * scale.step
            let label = NumberFormat.short(v)
            let baseline = (g.screenY(v, series: 0) - layout.px(5)).rounded()
            let box = text.measure(label, size: size).box
            let x0 = Int(layout.plot.minX + box.minX), x1 = Int((layout.plot.minX + box.maxX).rounded(.up))
            let y0 = Int(baseline + box.minY), y1 = Int((baseline + box.maxY).rounded(.up))
            guard y0 > Int(layout.plot.minY), y1 < Int(layout.plot.maxY) else { continue }
            let beside = image[x1 + 12, (y0 + y1) / 2]
            guard distance(beside, theme.background) > 60 else { continue }
            var lum: [Double] = []
            for y in y0 ..< y1 { for x in x0 ..< x1 { lum.append(luminance(image[x, y])) } }
            lum.sort()
            let ground = lum[lum.count / 2]
            let ink = kind == .day ? lum.first! : lum.last!
            let besideLum = luminance(beside)
            found.append(LabelOverSeries(text: label, box: (x0, y0, x1, y1), ink: ink,
                                         contrast: (max(ground, ink) + 0.05) / (min(ground, ink) + 0.05),
                                         besideContrast: (max(besideLum, ink) + 0.05) / (min(besideLum, ink) + 0.05)))
        }
        return (image, found)
    }
}
