import Testing
@testable import Raster

/// Golden images of chart labels at several sizes, dark on light and light on dark.
/// Regenerate with `WLCHARTS_UPDATE_GOLDENS=1 swift test --filter TextGoldenTests`, then look at them.
@Suite(.enabled(if: TestFont.available, "needs \(TestFont.path) (fonts-dejavu-core)"))
struct TextGoldenTests {
    let font = TestFont.font!

    /// Small rendering differences (the rasterizer's rounding) pass; a moved or changed glyph does not.
    static let tolerance = Golden.Tolerance(max: 16, mean: 0.2)

    struct Theme {
        var name: String, background: Color, text: Color, secondary: Color
    }

    static let themes = [
        Theme(name: "dark-on-light", background: .white, text: Color(rgb: 0x222222), secondary: Color(rgb: 0x8E8E93)),
        Theme(name: "light-on-dark", background: Color(rgb: 0x242F3E), text: Color(rgb: 0xE8ECEF), secondary: Color(rgb: 0x8A9BA8)),
    ]

    /// A sheet of typical labels: axis dates and values, a legend, a title, an info board and a
    /// truncated series name, each size on its own band.
    func sheet(_ theme: Theme) -> Bitmap {
        let renderer = TextRenderer(font: font)
        let width = 440
        let bitmap = Bitmap(width: width, height: 204)
        bitmap.clear(to: theme.background)
        var y = 4.0
        for size in [11.0, 13, 16, 24] {
            let m = renderer.measure("Ag", size: size)
            y += m.ascent.rounded(.up)
            renderer.draw("Sat, 20 Apr", size: size, at: Point(8, y), color: theme.secondary, in: bitmap)
            renderer.draw("1,234,567", size: size, at: Point(Double(width) / 2, y), alignment: .center, color: theme.text, in: bitmap)
            renderer.draw("−12.5%", size: size, at: Point(Double(width - 8), y), alignment: .right, color: theme.text, in: bitmap)
            y += m.lineHeight.rounded(.up) - m.ascent.rounded(.up)
            renderer.draw("AVATAR Wave · Ünïcödé façade — 0123456789", size: size, at: Point(8, y + m.ascent), color: theme.text,
                          maxWidth: Double(width - 16), in: bitmap)
            y += m.lineHeight.rounded(.up) + 4
        }
        // Opacity (fading axis labels) and a quarter-pixel sequence.
        for (i, opacity) in [1.0, 0.75, 0.5, 0.25].enumerated() {
            renderer.draw("Mar \(i + 1)", size: 13, at: Point(8 + Double(i) * 60, y + 12), color: theme.text, opacity: opacity, in: bitmap)
        }
        for i in 0 ..< 4 {
            renderer.draw("l", size: 16, at: Point(280 + Double(i) * 10.25, y + 12), color: theme.text, in: bitmap)
        }
        return bitmap
    }

    @Test(arguments: themes.indices)
    func labelSheet(theme: Int) {
        let t = Self.themes[theme]
        Golden.check(sheet(t), named: "text-labels-\(t.name)", tolerance: Self.tolerance)
    }
}
