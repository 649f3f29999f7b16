import Foundation
import Raster

let output = CommandLine.arguments.dropFirst().first ?? "getting-started.png"
let fontPath = CommandLine.arguments.dropFirst(2).first ?? "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

let bitmap = Bitmap(width: 480, height: 240)
bitmap.clear(to: .white)
let values = [0.30, 0.45, 0.38, 0.62, 0.55, 0.80, 0.72, 0.90]
let points = values.enumerated().map { i, v in Point(20 + Double(i) * 62, 220 - v * 160) }

let rasterizer = Rasterizer()
let blue = Color(rgb: 0x3896E3)
let fade = LinearGradient(start: Point(0, 60), end: Point(0, 220),
                          stops: [(0, blue.withOpacity(0.5)), (1, blue.withOpacity(0))])
rasterizer.fillPolygon(points + [Point(454, 220), Point(20, 220)], paint: .linearGradient(fade), in: bitmap)
rasterizer.strokePolyline(points, style: StrokeStyle(width: 3, join: .miter), paint: .solid(blue), in: bitmap)

let font = try Font(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: fontPath))))
TextRenderer(font: font).draw("Visitors per day", size: 18, at: Point(20, 34), color: .black, in: bitmap)
try Data(PNG.encode(bitmap)).write(to: URL(fileURLWithPath: output))
