import Foundation
import Testing
@testable import Raster

/// Rendering goldens of the rasterizer, each looked at by eye before it was committed
/// (Tests/RasterTests/Golden/raster-*.png). Tolerance: a channel may differ by 8 (an edge moved by
/// about 1/32 px, e.g. through floating-point differences between CPUs) and the mean by 0.05.
@Suite struct RasterGoldenTests {
    static let tolerance = Golden.Tolerance(max: 8, mean: 0.05)
    static let ink = Color(rgb: 0x1F77B4)

    static func canvas(_ w: Int, _ h: Int) -> Bitmap {
        let b = Bitmap(width: w, height: h)
        b.clear(to: .white)
        return b
    }

    static func polyline(_ r: Rasterizer, _ pts: [Point], _ style: StrokeStyle, _ color: Color = ink, in b: Bitmap) {
        pts.withUnsafeBufferPointer { r.strokePolyline($0, style: style, paint: .solid(color), in: b) }
    }

    /// Lines at 0…180° in 15° steps (columns), widths 0.5, 1, 2, 5, 10, 20 px (rows).
    @Test func linesAtAllAnglesAndWidths() {
        let widths = [0.5, 1, 2, 5, 10, 20]
        let b = Self.canvas(13 * 64, widths.count * 64)
        let r = Rasterizer()
        for (row, w) in widths.enumerated() {
            for col in 0 ... 12 {
                let a = Double(col) * 15 * Double.pi / 180
                let c = Point(Double(col) * 64 + 32, Double(row) * 64 + 32)
                let d = Point(cos(a) * 22, -sin(a) * 22)
                Self.polyline(r, [c - d, c + d], StrokeStyle(width: w), in: b)
            }
        }
        Golden.check(b, named: "raster-lines", tolerance: Self.tolerance)
    }

    /// Miter, bevel and round joins (rows) at turns of 20°, 90°, 150° (miter 3.9 widths long, under
    /// the limit 4), 160° (5.8 widths: the miter falls back to a bevel) and a 180° reversal
    /// (bevelled), with thin black centre lines.
    @Test func joinsAtSharpAndShallowAngles() {
        let joins: [LineJoin] = [.miter, .bevel, .round]
        let angles = [20.0, 90, 150, 160, 180]
        let b = Self.canvas(angles.count * 110, joins.count * 110)
        let r = Rasterizer()
        for (row, join) in joins.enumerated() {
            for (col, angle) in angles.enumerated() {
                let p = Point(Double(col) * 110 + 55, Double(row) * 110 + 70)
                let t = (180 - angle) * Double.pi / 180
                let a = p + Point(-40, 0), c = p + Point(-40 * cos(t), -40 * sin(t))
                let pts = angle == 180 ? [p + Point(-40, 0), p, p + Point(-25, 0)] : [a, p, c]
                Self.polyline(r, pts, StrokeStyle(width: 16, join: join, miterLimit: 4), in: b)
                Self.polyline(r, pts, StrokeStyle(width: 1), .black, in: b)
            }
        }
        Golden.check(b, named: "raster-joins", tolerance: Self.tolerance)
    }

    /// Butt, square and round caps on 20 px lines, and dots of each (zero-length contours).
    @Test func caps() {
        let caps: [LineCap] = [.butt, .square, .round]
        let b = Self.canvas(300, 150)
        let r = Rasterizer()
        for (i, cap) in caps.enumerated() {
            let y = Double(i) * 50 + 25
            Self.polyline(r, [Point(40, y), Point(200, y + 10)], StrokeStyle(width: 20, cap: cap), in: b)
            Self.polyline(r, [Point(40, y), Point(200, y + 10)], StrokeStyle(width: 1), .black, in: b)
            Self.polyline(r, [Point(250, y), Point(250, y)], StrokeStyle(width: 20, cap: cap), in: b)
        }
        Golden.check(b, named: "raster-caps", tolerance: Self.tolerance)
    }

    /// Dash patterns with offsets and caps on lines, a curve and a closed rectangle (whose dash
    /// over the start joins the first one).
    @Test func dashes() {
        let b = Self.canvas(320, 240)
        let r = Rasterizer()
        Self.polyline(r, [Point(20, 20), Point(300, 20)], StrokeStyle(width: 4, dash: [20, 10]), in: b)
        Self.polyline(r, [Point(20, 40), Point(300, 40)], StrokeStyle(width: 4, dash: [20, 10], dashOffset: 15), in: b)
        Self.polyline(r, [Point(20, 60), Point(300, 60)], StrokeStyle(width: 6, cap: .round, dash: [0, 14]), in: b)
        Self.polyline(r, [Point(20, 80), Point(300, 80)], StrokeStyle(width: 3, dash: [12, 4, 2, 4]), in: b)
        var curve = Path()
        curve.moveTo(Point(20, 200)); curve.cubicTo(Point(80, 80), Point(200, 240), Point(300, 110))
        r.stroke(curve, style: StrokeStyle(width: 5, join: .round, cap: .round, dash: [16, 8]), paint: .solid(Self.ink), in: b)
        r.stroke(Path.rect(Rect(x: 30, y: 110, width: 100, height: 60)),
                 style: StrokeStyle(width: 6, dash: [40, 12], dashOffset: 20), paint: .solid(.black), in: b)
        Golden.check(b, named: "raster-dashes", tolerance: Self.tolerance)
    }

    /// A chart-style area: a gradient fill under a polyline fading to transparent, the line over
    /// it; a multi-stop horizontal gradient; translucent overlapping circles; an even-odd star.
    @Test func gradientsOpacityAndFillRules() {
        let b = Self.canvas(400, 240)
        let r = Rasterizer()
        var pts: [Point] = []
        for i in 0 ... 40 { let x = 10 + Double(i) * 9.5; pts.append(Point(x, 70 + 35 * sin(Double(i) / 4))) }
        let area = pts + [Point(390, 140), Point(10, 140)]
        let fade = LinearGradient(start: Point(0, 30), end: Point(0, 140),
                                  stops: [(0, Self.ink.withOpacity(0.6)), (1, Self.ink.withOpacity(0))])
        area.withUnsafeBufferPointer { r.fillPolygon($0, paint: .linearGradient(fade), in: b) }
        Self.polyline(r, pts, StrokeStyle(width: 2.5), in: b)
        let rainbow = LinearGradient(start: Point(20, 0), end: Point(180, 0), stops: [
            (0, Color(rgb: 0xD62728)), (0.5, Color(rgb: 0xFFBF00)), (1, Color(rgb: 0x2CA02C))])
        r.fillRect(Rect(x: 10.5, y: 160.25, width: 180, height: 60.5), paint: .linearGradient(rainbow), in: b)
        r.fill(Path.circle(center: Point(250, 190), radius: 35), paint: .solid(Color(rgb: 0xD62728)), opacity: 0.6, in: b)
        r.fill(Path.circle(center: Point(280, 190), radius: 35), paint: .solid(Color(rgb: 0x2CA02C)), opacity: 0.6, in: b)
        var star = Path()
        star.addPolygon((0 ..< 5).map { i in
            let t = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
            return Point(355 + 35 * cos(t), 190 + 35 * sin(t))
        })
        r.fill(star, rule: .evenOdd, paint: .solid(.black), in: b)
        Golden.check(b, named: "raster-paints", tolerance: Self.tolerance)
    }

    /// Three layers (grid, translucent area, line) composited over a background, the middle one
    /// at 50 % opacity and offset; a glyph-like mask blended in a colour.
    @Test func layerCompositing() {
        let w = 240, h = 160
        let background = Self.canvas(w, h)
        let grid = Bitmap(width: w, height: h), area = Bitmap(width: w, height: h), line = Bitmap(width: w, height: h)
        let r = Rasterizer()
        for i in 0 ... 8 {
            let y = 10.5 + Double(i) * 18
            Self.polyline(r, [Point(0, y), Point(Double(w), y)], StrokeStyle(width: 1), Color(rgb: 0xCCCCCC), in: grid)
        }
        let pts = (0 ... 24).map { Point(Double($0) * 10, 90 - 50 * sin(Double($0) / 5)) }
        (pts + [Point(240, 160), Point(0, 160)]).withUnsafeBufferPointer {
            r.fillPolygon($0, paint: .solid(Color(rgb: 0xFF7F0E)), in: area)
        }
        Self.polyline(r, pts, StrokeStyle(width: 3, join: .round), in: line)
        background.composite(grid)
        background.composite(area, at: (x: 10, y: 10), opacity: 0.5)
        background.composite(line)
        var mask = CoverageMask(width: 40, height: 40)
        var glyph = Path.circle(center: Point(20, 20), radius: 16)
        glyph.addEllipse(center: Point(20, 20), rx: 8, ry: 8)
        r.fill(glyph, rule: .evenOdd, into: &mask)
        background.blend(mask, at: (x: 190, y: 10), color: Color(rgb: 0x9467BD))
        background.blend(mask, at: (x: 220, y: 120), color: .black, opacity: 0.5)  // clipped at the edge
        Golden.check(background, named: "raster-layers", tolerance: Self.tolerance)
    }
}
