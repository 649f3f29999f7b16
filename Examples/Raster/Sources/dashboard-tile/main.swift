// A dashboard tile: a card drawn once into its own bitmap (layer) and composited over the page
// with a soft shadow; a sparkline with a gradient area and a dashed average; bars; a gauge with
// round caps; legend dots stamped from one coverage mask; labels.
import Foundation
import Raster

let output = CommandLine.arguments.dropFirst().first ?? "dashboard-tile.png"
let fontPath = CommandLine.arguments.dropFirst(2).first ?? "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
let font = try Font(bytes: [UInt8](Data(contentsOf: URL(fileURLWithPath: fontPath))))
let text = TextRenderer(font: font)
let rasterizer = Rasterizer()

let ink = Color(rgb: 0x1D2733), grey = Color(rgb: 0x8A96A3), track = Color(rgb: 0xE6EAEE)
let blue = Color(rgb: 0x3896E3), green = Color(rgb: 0x2E9E5B), orange = Color(rgb: 0xF0913A)

// The page, and the card's soft shadow: a few widening rounded rectangles at low opacity.
let page = Bitmap(width: 560, height: 320)
page.clear(to: Color(rgb: 0xEEF1F4))
let card = Rect(x: 20, y: 20, width: 520, height: 280)
for spread in stride(from: 6.0, through: 1, by: -1) {
    let r = card.insetBy(dx: -spread, dy: -spread)
    let shadow = Path.roundedRect(Rect(x: r.x, y: r.y + 3, width: r.width, height: r.height), radius: 14 + spread)
    rasterizer.fill(shadow, paint: .solid(.black), opacity: 0.018, in: page)
}

// The card is a layer: drawn once into its own bitmap, composited over the page.
let layer = Bitmap(width: Int(card.width), height: Int(card.height))
rasterizer.fill(.roundedRect(Rect(x: 0, y: 0, width: card.width, height: card.height), radius: 14),
                paint: .solid(.white), in: layer)
text.draw("Requests per second", size: 14, at: Point(24, 36), color: grey, in: layer)
text.draw("12,480", size: 38, at: Point(24, 80), color: ink, in: layer)
let value = text.measure("12,480", size: 38)
text.draw("▲ 8.2 %", size: 15, at: Point(24 + value.advance + 12, 80), color: green, in: layer)

// Sparkline in a view of the layer: its own coordinates, clipped to its rectangle.
let plot = layer.view(PixelRect(x: 24, y: 100, width: 300, height: 112))
let samples = (0 ..< 48).map { i -> Double in
    let t = Double(i)
    return 0.5 + 0.25 * sin(t / 5) + 0.12 * sin(t / 1.7) + 0.004 * t
}
let points = samples.enumerated().map { i, v in Point(2 + Double(i) * 288 / 47, 108 - v * 92) }
let area = LinearGradient(start: Point(0, 10), end: Point(0, 112),
                          stops: [(0, blue.withOpacity(0.35)), (1, blue.withOpacity(0.02))])
rasterizer.fillPolygon(points + [Point(290, 112), Point(2, 112)], paint: .linearGradient(area), in: plot)
let mean = samples.reduce(0, +) / Double(samples.count)
var average = Path()
average.moveTo(Point(0, 108 - mean * 92)); average.lineTo(Point(300, 108 - mean * 92))
rasterizer.stroke(average, style: StrokeStyle(width: 1, dash: [4, 3]), paint: .solid(grey), in: plot)
rasterizer.strokePolyline(points, style: StrokeStyle(width: 2, join: .round, cap: .round), paint: .solid(blue), in: plot)
let last = points[points.count - 1]
rasterizer.fill(.circle(center: last, radius: 4.5), paint: .solid(blue), in: plot)
rasterizer.stroke(.circle(center: last, radius: 4.5), style: StrokeStyle(width: 2), paint: .solid(.white), in: plot)

// Bars: twelve hours, the last one highlighted.
for hour in 0 ..< 12 {
    let h = 10 + 28 * (0.5 + 0.5 * sin(Double(hour) * 0.9 + 1))
    let bar = Rect(x: 24 + Double(hour) * 25, y: 262 - h, width: 17, height: h)
    rasterizer.fill(.roundedRect(bar, radius: 3), paint: .solid(hour == 11 ? orange : track), in: layer)
}

// Gauge: a grey track and a 72 % arc with round caps, the value in the middle.
let centre = Point(430, 130), radius = 62.0, share = 0.72
rasterizer.stroke(.circle(center: centre, radius: radius), style: StrokeStyle(width: 12), paint: .solid(track), in: layer)
var arc = Path()
let steps = 64
arc.addPolygon((0 ... steps).map { k in
    let angle = -Double.pi / 2 + 2 * Double.pi * share * Double(k) / Double(steps)
    return Point(centre.x + radius * cos(angle), centre.y + radius * sin(angle))
}, closed: false)
rasterizer.stroke(arc, style: StrokeStyle(width: 12, join: .round, cap: .round), paint: .solid(green), in: layer)
text.draw("72 %", size: 24, at: Point(centre.x, centre.y + 8), alignment: .center, color: ink, in: layer)
text.draw("of capacity", size: 12, at: Point(centre.x, centre.y + 26), alignment: .center, color: grey, in: layer)

// Legend: one dot rendered into a coverage mask, stamped in two colours.
var dot = CoverageMask(width: 10, height: 10)
rasterizer.fill(.circle(center: Point(5, 5), radius: 4), into: &dot)
for (row, (label, color)) in [("this week", blue), ("busiest hour", orange)].enumerated() {
    let y = 228 + row * 22
    layer.blend(dot, at: (x: 370, y: y - 9), color: color)
    text.draw(label, size: 13, at: Point(388, Double(y)), color: ink, in: layer)
}

page.composite(layer, at: (x: Int(card.x), y: Int(card.y)))
try Data(PNG.encode(page)).write(to: URL(fileURLWithPath: output))
