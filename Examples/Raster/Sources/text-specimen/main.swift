// A text specimen: one TrueType font at several sizes, its vertical metrics, kerning, tabular
// digits in a column, truncation with "…" and the three alignments — everything TextRenderer does.
import Foundation
import Raster

let output = CommandLine.arguments.dropFirst().first ?? "text-specimen.png"
let fontPath = CommandLine.arguments.dropFirst(2).first ?? "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
let font = try Font(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: fontPath))))
let text = TextRenderer(font: font)
let rasterizer = Rasterizer()

let bitmap = Bitmap(width: 640, height: 600)
bitmap.clear(to: Color(rgb: 0xFBFBF8))
let ink = Color(rgb: 0x1D2733), grey = Color(rgb: 0x8A96A3), accent = Color(rgb: 0xD2463C)
/// A horizontal 1 px guide line at `y` (whole pixels, so it stays crisp).
@MainActor func guide(_ y: Double, _ color: Color, from x0: Double = 20, to x1: Double = 620) {
    rasterizer.fillRect(Rect(x: x0, y: y.rounded(.down), width: x1 - x0, height: 1), paint: .solid(color), in: bitmap)
}

text.draw("\(URL(fileURLWithPath: fontPath).lastPathComponent) — \(font.glyphCount) glyphs, \(font.unitsPerEm) units per em",
          size: 20, at: Point(20, 36), color: ink, in: bitmap)
guide(48, grey)

// Sizes: the size on the left (right-aligned), a pangram beside it.
var y = 76.0
for size in [9.0, 11, 13, 16, 20, 26] {
    text.draw("\(Int(size)) px", size: 11, at: Point(64, y), alignment: .right, color: grey, in: bitmap)
    text.draw("Sphinx of black quartz, judge my vow", size: size, at: Point(76, y), color: ink, in: bitmap)
    y += size * 1.25 + 8
}

// Metrics at 64 px: ascender, cap height, x-height, baseline and descender as guide lines.
let big = 64.0, baseline = 320.0, scale = big / Double(font.unitsPerEm)
for (units, color) in [(font.ascender, grey), (font.capHeight, accent), (font.xHeight, accent), (0, ink), (-font.descender, grey)] {
    guide(baseline - Double(units) * scale, color.withOpacity(0.6))
}
let metrics = text.measure("Hxgy Åfi", size: big)
text.draw("Hxgy Åfi", size: big, at: Point(40, baseline), color: ink, in: bitmap)
text.draw("ascent \(String(format: "%.1f", metrics.ascent)) · descent \(String(format: "%.1f", metrics.descent)) · advance \(String(format: "%.1f", metrics.advance))",
          size: 12, at: Point(620, baseline - 70), alignment: .right, color: grey, in: bitmap)

// Kerning off and on.
y = 380
text.kerning = false
text.draw("AVATAR Wave Toy  (kerning off)", size: 22, at: Point(20, y), color: ink, in: bitmap)
text.kerning = true
text.draw("AVATAR Wave Toy  (kerning on)", size: 22, at: Point(20, y + 30), color: ink, in: bitmap)

// Numbers in a column: tabular digits (the font's `tnum` forms, no kerning between digits)
// keep them aligned when right-aligned.
y = 460
text.draw("tabular digits", size: 12, at: Point(200, y - 22), alignment: .right, color: grey, in: bitmap)
for (row, number) in ["1,111.11", "8,808.80", "41.70"].enumerated() {
    text.draw(number, size: 16, at: Point(200, y + Double(row) * 20), alignment: .right, color: ink, in: bitmap)
}

// Truncation and alignment around a marker line.
y = 560
guide(y + 6, grey, from: 20, to: 250)
text.draw("A label too long for its 230 px box gets an ellipsis", size: 14, at: Point(20, y), color: ink,
          maxWidth: 230, in: bitmap)
rasterizer.fillRect(Rect(x: 460, y: y - 40, width: 1, height: 52), paint: .solid(accent), in: bitmap)
for (row, alignment) in [TextAlignment.left, .center, .right].enumerated() {
    text.draw("\(alignment)", size: 13, at: Point(460, y - 24 + Double(row) * 16), alignment: alignment, color: ink, in: bitmap)
}

try Data(PNG.encode(bitmap)).write(to: URL(fileURLWithPath: output))
