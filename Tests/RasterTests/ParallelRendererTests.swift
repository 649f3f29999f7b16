import Foundation
import Testing
@testable import Raster

/// Drawing in bands (``Bitmap/band``, ``ParallelRenderer``) must give exactly the pixels of
/// drawing the whole frame on one thread: every test compares all pixels byte for byte.
@Suite struct ParallelRendererTests {
    /// A reproducible random walk (xorshift64, like ../shared/bench's workload), with repeated
    /// points (zero-length segments) and, if asked, a NaN gap.
    static func walk(_ n: Int, width: Double, height: Double, step: Double, seed: UInt64 = 1, gap: Bool = true) -> [Point] {
        var s = seed, y = height / 2
        var pts: [Point] = []
        for i in 0 ..< n {
            s ^= s << 13; s ^= s >> 7; s ^= s << 17
            y = min(max(y + Double(Int(s % 2001) - 1000) / 1000 * step, -20), height + 20)
            let x = width * Double(i) / Double(n - 1)
            pts.append(Point(x, y))
            if i % 37 == 5 { pts.append(Point(x, y)) }            // a repeated point
            if gap && i == n / 3 { pts.append(Point(.nan, .nan)) }  // a gap in the data
        }
        return pts
    }

    /// A frame exercising every kind of drawing a band may do.
    static func drawScene(_ r: Rasterizer, _ target: Bitmap, _ lines: [[Point]]) {
        target.clear(to: Color(rgb: 0xF0F0F0))
        let w = Double(target.width), h = Double(target.height)
        // A fill under the first line, translucent, and its stroke.
        let floor = lines[0] + [Point(w, h), Point(0, h)]
        floor.withUnsafeBufferPointer { r.fillPolygon($0, paint: .solid(Color(rgb: 0x1F77B4)), opacity: 0.4, in: target) }
        // Strokes of every join and cap, sharp corners included (miter limit reached).
        let styles = [StrokeStyle(width: 2, join: .miter, miterLimit: 4, cap: .butt),
                      StrokeStyle(width: 5.5, join: .round, cap: .round),
                      StrokeStyle(width: 0.6, join: .bevel, cap: .square),
                      StrokeStyle(width: 9, join: .miter, miterLimit: 10, cap: .square)]
        for (i, line) in lines.enumerated() {
            line.withUnsafeBufferPointer {
                r.strokePolyline($0, style: styles[i % styles.count], paint: .solid(Color(rgb: 0xD62728 &+ UInt32(i) &* 0x1020)), in: target)
            }
        }
        // Dashes, curves, even-odd, a gradient, a rectangle.
        var path = Path()
        path.moveTo(Point(3, h * 0.9)); path.cubicTo(Point(w * 0.3, -h * 0.2), Point(w * 0.6, h * 1.3), Point(w - 2, h * 0.1))
        r.stroke(path, style: StrokeStyle(width: 3, dash: [7, 3]), paint: .solid(.black), opacity: 0.7, in: target)
        var star = Path()
        for k in 0 ..< 5 {
            let a = Double(k) * 4 * Double.pi / 5
            let p = Point(w / 2 + w * 0.3 * sin(a), h / 2 - h * 0.45 * cos(a))
            if k == 0 { star.moveTo(p) } else { star.lineTo(p) }
        }
        star.close()
        let gradient = LinearGradient(start: Point(0, 0), end: Point(w, h), stops: [(0, Color(rgb: 0x2CA02C)), (1, Color(rgb: 0x9467BD))])
        r.fill(star, rule: .evenOdd, paint: .linearGradient(gradient), opacity: 0.8, in: target)
        r.fillRect(Rect(x: w * 0.1 + 0.3, y: h * 0.2 + 0.7, width: w * 0.2, height: h * 0.5), paint: .solid(Color(rgb: 0xFF7F0E)), opacity: 0.5, in: target)
        // A narrower clip inside the drawing, a composited layer and a blended mask.
        var clipped = target
        clipped.clip = PixelRect(x: target.width / 4, y: target.height / 3 + 1, width: target.width / 2, height: target.height / 3)
        lines[0].withUnsafeBufferPointer { r.strokePolyline($0, style: StrokeStyle(width: 4), paint: .solid(.white), in: clipped) }
        let layer = Bitmap(width: 40, height: 30)
        layer.clear(to: Color(red: 0, green: 0, blue: 128, alpha: 128))
        target.composite(layer, at: (target.width - 50, target.height / 2 - 15), opacity: 0.9)
        var mask = CoverageMask(width: 20, height: 24)
        r.fill(Path.circle(center: Point(10, 12), radius: 9), into: &mask)
        target.blend(mask, at: (7, target.height / 2 - 12), color: .black)
    }

    static func lines(_ width: Int, _ height: Int) -> [[Point]] {
        (0 ..< 4).map { walk(300 + 170 * $0, width: Double(width), height: Double(height), step: Double(4 + 6 * $0), seed: UInt64(7 + $0)) }
    }

    static func same(_ a: Bitmap, _ b: Bitmap) -> Bool {
        for y in 0 ..< a.height where !a.row(y).elementsEqual(b.row(y)) { return false }
        return true
    }

    @Test(arguments: [(97, 61), (256, 131), (333, 200)])
    func bandsOfOddHeightsDrawTheSamePixels(size: (Int, Int)) {
        let (width, height) = size
        let lines = Self.lines(width, height)
        let whole = Bitmap(width: width, height: height)
        Self.drawScene(Rasterizer(), whole, lines)
        // Splits at odd rows, inside the rasterizer's 32-row cell bands and on their edges.
        for cuts in [[height / 2], [1, 2, 3], [17, 31, 32, 33, 63, 95], [height - 1], Array(stride(from: 7, to: height, by: 13))] {
            let banded = Bitmap(width: width, height: height)
            var start = 0
            for end in cuts + [height] where end > start {
                var view = banded
                view.band = start ..< end
                Self.drawScene(Rasterizer(), view, lines)
                start = end
            }
            #expect(Self.same(whole, banded), "cuts \(cuts) at \(width)×\(height)")
        }
    }

    @Test(arguments: [2, 3, 5, 7])
    func theParallelRendererDrawsTheSamePixels(threads: Int) {
        let (width, height) = (301, 229)
        let lines = Self.lines(width, height)
        let whole = Bitmap(width: width, height: height)
        Self.drawScene(Rasterizer(), whole, lines)
        let renderer = ParallelRenderer(threads: threads)
        renderer.minimumParallelPixels = 0
        let banded = Bitmap(width: width, height: height)
        // Several frames: the boundaries move with the measured time, the pixels must not.
        for frame in 0 ..< 3 {
            banded.clear(to: .black)
            renderer.draw(into: banded) { r, t in Self.drawScene(r, t, lines) }
            #expect(Self.same(whole, banded), "\(threads) threads, frame \(frame)")
        }
    }

    /// Rows of a band outside a drawing's rows are swept into a `DiscardingSink` through a generic
    /// `inout`. Were it empty, ThreadSanitizer would be handed a meaningless address for that access
    /// and crash inside its runtime (`make sanitize-thread`, docs/reliability.md).
    @Test func theDiscardingSinkIsNotEmpty() {
        #expect(MemoryLayout<DiscardingSink>.size > 0)
    }

    @Test func aViewOfABandedBitmapKeepsItsBand() {
        let bitmap = Bitmap(width: 50, height: 40)
        var banded = bitmap
        banded.band = 10 ..< 25
        let v = banded.view(PixelRect(x: 5, y: 20, width: 30, height: 15))
        #expect(v.band == 0 ..< 5)
        #expect(banded.view(PixelRect(x: 0, y: 30, width: 10, height: 10)).band.isEmpty)
        banded.clear(to: .white)
        #expect(bitmap[0, 9] == 0 && bitmap[0, 10] == 0xFFFF_FFFF && bitmap[49, 24] == 0xFFFF_FFFF && bitmap[0, 25] == 0)
        // Widening the clip does not widen the band.
        banded.clip = PixelRect(x: 0, y: 0, width: 50, height: 40)
        Rasterizer().fillRect(Rect(x: 0, y: 0, width: 50, height: 40), paint: .solid(.black), in: banded)
        #expect(bitmap[3, 9] == 0 && bitmap[3, 10] == 0xFF00_0000 && bitmap[3, 25] == 0)
    }

    @Test func smallFramesStayOnTheCallingThread() {
        let renderer = ParallelRenderer(threads: 4)
        let bitmap = Bitmap(width: 640, height: 480)
        var calls = 0
        var bands: [Range<Int>] = []
        renderer.draw(into: bitmap) { _, t in calls += 1; bands.append(t.band) }
        #expect(calls == 1 && bands == [0 ..< 480])
        #expect(renderer.minimumParallelPixels > 1920 * 1080, "1080p stays on one thread by default")
    }
}
