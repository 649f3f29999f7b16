import Foundation
import Testing
@testable import Raster

/// Coverage is exact: summed coverage equals the analytic area. Tolerance: 8-bit coverage rounds
/// each boundary pixel by at most 1/510 px² and 24.8 fixed point moves an edge by at most
/// 1/512 px, so the error stays below perimeter/256 px² (+ 0.01 for float noise). Measured on
/// 200 random triangles the worst is about perimeter/500.
@Suite struct RasterizerTests {
    static func tolerance(perimeter: Double) -> Double { perimeter / 256 + 0.01 }

    @Test func randomTrianglesMatchTheirArea() {
        var s: UInt64 = 12345
        func random() -> Double { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return Double(s % 100_000) / 1000 }
        for _ in 0 ..< 200 {
            let pts = [Point(random(), random()), Point(random(), random()), Point(random(), random())]
            var twice = 0.0
            for k in 0 ..< 3 { let p = pts[k], q = pts[(k + 1) % 3]; twice += p.x * q.y - q.x * p.y }
            let perimeter = (0 ..< 3).map { pts[$0].distance(to: pts[($0 + 1) % 3]) }.reduce(0, +)
            let got = Coverage.area(Coverage.mask(pts))
            #expect(abs(got - abs(twice) / 2) < Self.tolerance(perimeter: perimeter), "\(pts)")
        }
    }

    @Test func axisAlignedRectangleArea() {
        let m = Coverage.mask([Point(10.25, 5.5), Point(30.75, 5.5), Point(30.75, 20.125), Point(10.25, 20.125)])
        let expected = 20.5 * 14.625
        #expect(abs(Coverage.area(m) - expected) < Self.tolerance(perimeter: 2 * (20.5 + 14.625)))
        // Interior pixels are fully covered, pixels outside untouched, edge pixels fractional.
        #expect(m[20, 10] == 255)
        #expect(m[9, 10] == 0 && m[31, 10] == 0 && m[20, 4] == 0 && m[20, 21] == 0)
        #expect(m[10, 10] == 191)  // 3/4 of the pixel
        #expect(m[20, 5] == 128)   // 1/2
    }

    @Test func rotatedSquareArea() {
        let c = Point(50, 50), a = 0.5236, h = 20.0
        let pts = (0 ..< 4).map { i -> Point in
            let t = a + Double(i) * Double.pi / 2
            return Point(c.x + h * cos(t) * 2.0.squareRoot(), c.y + h * sin(t) * 2.0.squareRoot())
        }
        let m = Coverage.mask(pts)
        let expected = (2 * h) * (2 * h)
        #expect(abs(Coverage.area(m) - expected) < Self.tolerance(perimeter: 8 * h))
    }

    @Test func thinSliverArea() {
        let m = Coverage.mask([Point(10, 10), Point(90, 10.3), Point(10, 10.6)])
        let expected = 0.5 * 80 * 0.6
        #expect(abs(Coverage.area(m) - expected) < Self.tolerance(perimeter: 161))
    }

    @Test func starUnderBothFillRules() {
        let R = 40.0, r = R * cos(72 * Double.pi / 180) / cos(36 * Double.pi / 180)
        let star = (0 ..< 5).map { i -> Point in
            let t = -Double.pi / 2 + Double(i * 2) * 2 * Double.pi / 5
            return Point(50 + R * cos(t), 50 + R * sin(t))
        }
        let union = 5 * R * r * sin(36 * Double.pi / 180)
        let pentagon = 2.5 * r * r * sin(72 * Double.pi / 180)
        let nonZero = Coverage.area(Coverage.mask(star, rule: .nonZero))
        let evenOdd = Coverage.area(Coverage.mask(star, rule: .evenOdd))
        let perimeter = 10 * (R * R + r * r - 2 * R * r * cos(36 * Double.pi / 180)).squareRoot()
        #expect(abs(nonZero - union) < Self.tolerance(perimeter: perimeter))
        #expect(abs(evenOdd - (union - pentagon)) < Self.tolerance(perimeter: 2 * perimeter))
        // The centre is inside for non-zero, a hole for even-odd.
        #expect(Coverage.mask(star, rule: .nonZero)[50, 50] == 255)
        #expect(Coverage.mask(star, rule: .evenOdd)[50, 50] == 0)
    }

    @Test func overlappingContoursWindTwice() {
        var path = Path.rect(Rect(x: 10, y: 10, width: 40, height: 40))
        path.addPolygon([Point(30, 30), Point(70, 30), Point(70, 70), Point(30, 70)])
        var nz = CoverageMask(width: 100, height: 100), eo = CoverageMask(width: 100, height: 100)
        let r = Rasterizer()
        r.fill(path, rule: .nonZero, into: &nz)
        r.fill(path, rule: .evenOdd, into: &eo)
        #expect(abs(Coverage.area(nz) - (3200 - 400)) < 0.5)
        #expect(abs(Coverage.area(eo) - (3200 - 800)) < 0.5)
    }

    @Test func circleArea() {
        // Flattening to 0.01 px loses at most 2/3 · 0.01 · perimeter of area more.
        var mask = CoverageMask(width: 100, height: 100)
        let r = Rasterizer()
        r.tolerance = 0.01
        r.fill(Path.circle(center: Point(50.3, 49.8), radius: 30), into: &mask)
        let expected = Double.pi * 900, perimeter = 2 * Double.pi * 30
        #expect(abs(Coverage.area(mask) - expected) < Self.tolerance(perimeter: perimeter) + perimeter * 0.01 * 2 / 3)
    }

    @Test func clipsToTheTargetKeepingCoverToTheRight() {
        // A square hanging off every side: only the part inside counts.
        let m = Coverage.mask([Point(-30, -20), Point(150, -20), Point(150, 40.5), Point(-30, 40.5)], width: 64, height: 64)
        #expect(abs(Coverage.area(m) - 64 * 40.5) < Self.tolerance(perimeter: 64))
        #expect(m[0, 0] == 255 && m[63, 40] == 128 && m[63, 41] == 0)
    }

    @Test func onePixelHorizontalLineCoversExactlyOneRow() {
        let bitmap = Bitmap(width: 64, height: 32)
        let pts = [Point(5, 10.5), Point(50, 10.5)]
        pts.withUnsafeBufferPointer {
            Rasterizer().strokePolyline($0, style: StrokeStyle(width: 1), paint: .solid(.black), in: bitmap)
        }
        for y in 0 ..< 32 {
            for x in 0 ..< 64 {
                let inside = y == 10 && x >= 5 && x < 50
                #expect(bitmap[x, y] == (inside ? 0xFF00_0000 : 0), "pixel \(x), \(y)")
            }
        }
    }

    @Test func clipAndViewsLimitDrawing() {
        let bitmap = Bitmap(width: 40, height: 40)
        var view = bitmap.view(PixelRect(x: 10, y: 10, width: 20, height: 20))
        view.clip = PixelRect(x: 5, y: 5, width: 10, height: 10)
        Rasterizer().fillRect(Rect(x: -100, y: -100, width: 300, height: 300), paint: .solid(.white), in: view)
        #expect(Coverage.alphaArea(bitmap) == 100)
        #expect(bitmap[15, 15] == 0xFFFF_FFFF && bitmap[14, 15] == 0 && bitmap[25, 24] == 0)
    }

    @Test func translucentPaintBlendsOver() {
        let bitmap = Bitmap(width: 4, height: 4)
        bitmap.clear(to: .white)
        Rasterizer().fillRect(Rect(x: 0, y: 0, width: 2, height: 4), paint: .solid(Color(rgb: 0x000000)), opacity: 0.5, in: bitmap)
        #expect(bitmap[0, 0] == 0xFF80_8080 || bitmap[0, 0] == 0xFF7F_7F7F)
        #expect(bitmap[3, 0] == 0xFFFF_FFFF)
    }

    /// The sweep reads and zeroes cells eight at a time, past the end of a run: a run of touched
    /// cells that reaches the last group of one bitset word (cells 1008 … 1023) while the next
    /// word's first group is touched too must still sweep exactly like the same shape moved
    /// 512 px left, where no word boundary lies under it.
    @Test func runsAtABitsetWordBoundarySweepLikeAnyOther() {
        func shape(dx: Double) -> Path {
            var pts: [Point] = []
            for i in 0 ... 20 { pts.append(Point(dx + 1005 + Double(i % 2) * 40.3, 2 + Double(i) * 3.1)) }
            for i in (0 ... 20).reversed() { pts.append(Point(dx + 1012.7 + Double(i % 3) * 9.6, 2.4 + Double(i) * 3.1)) }
            var p = Path(); p.addPolygon(pts); return p
        }
        let r = Rasterizer()
        var near = CoverageMask(width: 1100, height: 70), away = CoverageMask(width: 1100, height: 70)
        r.fill(shape(dx: 0), into: &near)
        r.fill(shape(dx: -512), into: &away)
        var partial = 0, mismatches = 0
        for y in 0 ..< 70 {
            for x in 0 ..< 512 where near[x, y] != 0 { mismatches += 1 }
            for x in 512 ..< 1100 {
                if near[x, y] != away[x - 512, y] { mismatches += 1 }
                if near[x, y] != 0 && near[x, y] != 255 && (1008 ..< 1040).contains(x) { partial += 1 }
            }
        }
        #expect(mismatches == 0)
        #expect(partial > 100)   // edges really cross the boundary's cells
    }

    @Test func reusedRasterizerGivesTheSameResult() {
        let r = Rasterizer()
        let star = [Point(10, 10), Point(90, 30), Point(20, 90), Point(50, 5), Point(80, 85)]
        var a = CoverageMask(width: 100, height: 100), b = CoverageMask(width: 100, height: 100)
        var path = Path(); path.addPolygon(star)
        r.fill(path, into: &a)
        r.fillRect(Rect(x: 0, y: 0, width: 100, height: 100), paint: .solid(.black), in: Bitmap(width: 300, height: 70))
        r.fill(path, into: &b)
        #expect(a.coverage == b.coverage)
    }
}

/// The array and span overloads draw what the buffer-pointer entry points draw.
@Suite struct RasterizerSafeOverloadTests {
    let points = (0 ..< 40).map { i in Point(3 + Double(i) * 2.4, 50 + 30 * sin(Double(i) / 4)) }
        + [Point(.nan, .nan), Point(60, 10), Point(90, 30)]

    /// Draws with `draw` into a fresh 100×100 bitmap; its pixels.
    func pixels(_ draw: (Rasterizer, Bitmap) -> Void) -> [UInt32] {
        let bitmap = Bitmap(width: 100, height: 100)
        draw(Rasterizer(), bitmap)
        return (0 ..< 100).flatMap { Array(bitmap.row($0)) }
    }

    @Test func strokePolylineFromAnArrayOrASpan() {
        let style = StrokeStyle(width: 3, join: .miter, cap: .square, dash: [7, 3])
        let paint = Paint.solid(Color(rgb: 0x3896E3))
        let reference = pixels { r, b in
            points.withUnsafeBufferPointer { r.strokePolyline($0, style: style, paint: paint, opacity: 0.8, in: b) }
        }
        #expect(reference.contains { $0 != 0 })
        #expect(pixels { r, b in r.strokePolyline(points, style: style, paint: paint, opacity: 0.8, in: b) } == reference)
        #if compiler(>=6.2)
        #expect(pixels { r, b in r.strokePolyline(points.span, style: style, paint: paint, opacity: 0.8, in: b) } == reference)
        // A slice's span: only those points.
        let part = pixels { r, b in r.strokePolyline(points[0 ..< 10].span, style: style, paint: paint, opacity: 0.8, in: b) }
        let partReference = pixels { r, b in r.strokePolyline(Array(points[0 ..< 10]), style: style, paint: paint, opacity: 0.8, in: b) }
        #expect(part == partReference && part != reference)
        #endif
    }

    @Test func fillPolygonFromAnArrayOrASpan() {
        let polygon = Array(points[0 ..< 40]) + [Point(97, 99), Point(3, 99)]
        let paint = Paint.linearGradient(LinearGradient(start: Point(0, 20), end: Point(0, 99),
                                                        stops: [(0, .black), (1, Color.black.withOpacity(0))]))
        let reference = pixels { r, b in
            polygon.withUnsafeBufferPointer { r.fillPolygon($0, rule: .evenOdd, paint: paint, in: b) }
        }
        #expect(reference.contains { $0 != 0 })
        #expect(pixels { r, b in r.fillPolygon(polygon, rule: .evenOdd, paint: paint, in: b) } == reference)
        #if compiler(>=6.2)
        #expect(pixels { r, b in r.fillPolygon(polygon.span, rule: .evenOdd, paint: paint, in: b) } == reference)
        #endif
    }
}
