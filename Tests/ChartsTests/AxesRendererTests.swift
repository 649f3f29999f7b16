import Foundation
import Testing
import Raster
@testable import Charts

/// Y labels over stacked bars and areas stand on a halo of the background colour, so they read
/// over any series colour in both themes (issue 15).
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
        let screen = try SceneFixtures.scene(c, width: 800, height: 600, options: SceneOptions(theme: kind))
        let image = SceneFixtures.render(screen)
        let theme = Theme.of(kind)
        let layout = screen.scene.layout, g = screen.scene.geometry
        let text = screen.scene.textRenderer
        let size = layout.px(ScreenLayout.Metrics.axisSize)
        let scale = try #require(g.yScales.first)
        var checked = 0
        for i in 0 ... scale.rows {
            let v = scale.min + Double(i) * scale.step
            let label = NumberFormat.short(v)
            let baseline = (g.screenY(v, series: 0) - layout.px(5)).rounded()
            let box = text.measure(label, size: size).box
            let x0 = Int(layout.plot.minX + box.minX), x1 = Int((layout.plot.minX + box.maxX).rounded(.up))
            let y0 = Int(baseline + box.minY), y1 = Int((baseline + box.maxY).rounded(.up))
            guard y0 > Int(layout.plot.minY), y1 < Int(layout.plot.maxY) else { continue }
            // What lies beside the label: a series colour, unlike the background.
            let beside = image[x1 + 12, (y0 + y1) / 2]
            guard Self.distance(beside, theme.background) > 60 else { continue }
            // The ground under the label (its median) against the text (its extreme towards the
            // theme's text colour): WCAG's contrast ratio of relative luminances.
            var lum: [Double] = []
            for y in y0 ..< y1 { for x in x0 ..< x1 { lum.append(Self.luminance(image[x, y])) } }
            lum.sort()
            let ground = lum[lum.count / 2]
            let ink = kind == .day ? lum.first! : lum.last!
            let contrast = (max(ground, ink) + 0.05) / (min(ground, ink) + 0.05)
            let besideContrast = (max(Self.luminance(beside), ink) + 0.05) / (min(Self.luminance(beside), ink) + 0.05)
            // At least WCAG's 3:1 for large text and never worse than the same ink on the bare
            // series colour (1.2–4.6 on these charts: the grey of before was unreadable).
            #expect(contrast >= 3, "\(c) \(kind) '\(label)': contrast \(contrast) over its ground")
            #expect(contrast >= besideContrast * 0.99, "\(c) \(kind) '\(label)': \(contrast) against \(besideContrast) without a halo")
            checked += 1
        }
        #expect(checked >= 3, "too few labels over colour in \(c) \(kind)")
    }
}
