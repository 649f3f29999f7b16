import Testing
@testable import Raster

/// Extreme and malformed geometry draws something sensible or nothing — never a crash or a hang,
/// never a pixel outside the clip.
@Suite struct RobustnessTests {
    static let extremes: [Double] = [0, 50, -1e300, 1e300, .infinity, -.infinity, .nan, 1e12, -1e12, 2.5e9]

    @Test func extremeCoordinatesStayInsideTheClip() {
        let backing = Bitmap(width: 64, height: 64)
        var target = backing.view(PixelRect(x: 16, y: 16, width: 32, height: 32))
        target.clip = PixelRect(x: 4, y: 4, width: 24, height: 24)
        let r = Rasterizer()
        var s: UInt64 = 7
        func pick() -> Double { s ^= s << 13; s ^= s >> 7; s ^= s << 17; return Self.extremes[Int(s % UInt64(Self.extremes.count))] }
        for _ in 0 ..< 300 {
            let pts = (0 ..< 5).map { _ in Point(pick(), pick()) }
            pts.withUnsafeBufferPointer {
                r.fillPolygon($0, rule: .evenOdd, paint: .solid(.black), in: target)
                r.strokePolyline($0, style: StrokeStyle(width: 3, join: .round, cap: .round, dash: [3, 2]),
                                 paint: .solid(.black), in: target)
            }
            var path = Path()
            path.moveTo(pts[0]); path.cubicTo(pts[1], pts[2], pts[3]); path.quadTo(pts[4], pts[0]); path.close()
            r.stroke(path, style: StrokeStyle(width: pick().magnitude.isFinite ? 2 : 1, miterLimit: .nan), paint: .solid(.black), in: target)
            r.fill(path, paint: .linearGradient(LinearGradient(start: pts[0], end: pts[1], stops: [(0, .black), (1, .white)])), in: target)
        }
        for y in 0 ..< 64 {
            for x in 0 ..< 64 where !(x >= 20 && x < 44 && y >= 20 && y < 44) {
                #expect(backing[x, y] == 0, "(\(x), \(y)) outside the clip was drawn")
            }
        }
    }

    @Test func degenerateTargetsAndStyles() {
        let r = Rasterizer()
        let empty = Bitmap(width: 0, height: 0)
        let line = [Point(0, 0), Point(10, 10)]
        line.withUnsafeBufferPointer {
            r.strokePolyline($0, style: StrokeStyle(width: 2), paint: .solid(.black), in: empty)
            r.fillPolygon($0, paint: .solid(.black), in: empty)
        }
        var mask = CoverageMask(width: 0, height: 0)
        r.fill(Path.circle(center: Point(0, 0), radius: 5), into: &mask)
        let b = Bitmap(width: 20, height: 20)
        // Tiny dashes on a long line are drawn solid instead of hanging.
        [Point(-1e6, 10.5), Point(1e6, 10.5)].withUnsafeBufferPointer {
            r.strokePolyline($0, style: StrokeStyle(width: 1, dash: [1e-6, 1e-6]), paint: .solid(.black), in: b)
        }
        #expect(b[10, 10] == 0xFF00_0000)
        // No stops paint nothing; a degenerate gradient paints its last stop.
        r.fillRect(Rect(x: 0, y: 0, width: 5, height: 5), paint: .linearGradient(LinearGradient(start: .zero, end: .zero, stops: [])), in: b)
        #expect(b[2, 2] == 0)
        r.fillRect(Rect(x: 0, y: 0, width: 5, height: 5),
                   paint: .linearGradient(LinearGradient(start: .zero, end: .zero, stops: [(0, .black), (1, .white)])), in: b)
        #expect(b[2, 2] == 0xFFFF_FFFF)
        // A 100 px stroke is as wide as asked.
        let wide = Bitmap(width: 200, height: 200)
        [Point(20, 100), Point(180, 100)].withUnsafeBufferPointer {
            r.strokePolyline($0, style: StrokeStyle(width: 100), paint: .solid(.black), in: wide)
        }
        #expect(wide[100, 50] == 0xFF00_0000 && wide[100, 149] == 0xFF00_0000 && wide[100, 49] == 0 && wide[100, 150] == 0)
    }
}
