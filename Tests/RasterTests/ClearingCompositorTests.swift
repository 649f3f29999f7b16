import Testing
@testable import Raster

/// A drawing with `clearingTo:` must leave exactly the pixels of `clear(to:)` followed by the same
/// drawing — inside the clip and band every pixel, outside them none touched. Every test compares
/// all pixels of a bitmap pre-filled with a colour neither call writes.
@Suite struct ClearingCompositorTests {
    static let sentinel: UInt32 = 0x8040_2010

    /// A bitmap whose every pixel (outside the clip too) holds ``sentinel``.
    static func canvas(_ width: Int, _ height: Int) -> Bitmap {
        let b = Bitmap(width: width, height: height)
        for y in 0 ..< height { b.row(y).update(repeating: sentinel) }
        return b
    }

    /// Draws with `draw(target, background)` twice — once clearing in the same call, once with
    /// `clear(to:)` first and no background — into views of two canvases made by `view`, and
    /// returns whether every pixel of the two canvases is the same.
    static func sameAsClearThenDraw(width: Int = 203, height: Int = 150, background: Color,
                                    view: (Bitmap) -> Bitmap = { $0 },
                                    _ draw: (Rasterizer, Bitmap, Color?) -> Void) -> Bool {
        let fused = canvas(width, height), separate = canvas(width, height)
        draw(Rasterizer(), view(fused), background)
        let target = view(separate)
        target.clear(to: background)
        draw(Rasterizer(), target, nil)
        for y in 0 ..< height where !fused.row(y).elementsEqual(separate.row(y)) { return false }
        return true
    }

    static let walk = ParallelRendererTests.walk(240, width: 203, height: 150, step: 9, seed: 5)
    static let backgrounds = [Color.white, .clear, Color(rgb: 0x202020), Color(red: 200, green: 40, blue: 90, alpha: 77)]
    static let paints: [(Color, Double)] = [(Color(rgb: 0x1F77B4), 1), (Color(rgb: 0x1F77B4), 0.4),
                                            (Color(red: 10, green: 200, blue: 30, alpha: 140), 1)]

    @Test(arguments: backgrounds)
    func aFilledPolygonLeavesThePixelsOfClearThenFill(background: Color) {
        let floor = Self.walk.filter(\.x.isFinite) + [Point(203, 150), Point(0, 150)]
        for (color, opacity) in Self.paints {
            for rule in [FillRule.nonZero, .evenOdd] {
                #expect(Self.sameAsClearThenDraw(background: background) { r, t, bg in
                    r.fillPolygon(floor, rule: rule, paint: .solid(color), opacity: opacity, in: t, clearingTo: bg)
                }, "\(color) at \(opacity), \(rule)")
            }
        }
    }

    @Test(arguments: backgrounds)
    func aStrokedPolylineLeavesThePixelsOfClearThenStroke(background: Color) {
        for style in [StrokeStyle(width: 2, join: .miter, miterLimit: 4, cap: .butt), StrokeStyle(width: 7.5, join: .round, cap: .round),
                      StrokeStyle(width: 0.5), StrokeStyle(width: 3, dash: [6, 4])] {
            for (color, opacity) in Self.paints {
                #expect(Self.sameAsClearThenDraw(background: background) { r, t, bg in
                    r.strokePolyline(Self.walk, style: style, paint: .solid(color), opacity: opacity, in: t, clearingTo: bg)
                }, "\(style) \(color) at \(opacity)")
            }
        }
    }

    /// Paths (a curve stroked, a ring filled even-odd) and a gradient, which clears before drawing.
    @Test func pathsAndGradientsLeaveThePixelsOfClearThenDraw() {
        var curve = Path()
        curve.moveTo(Point(-10, 140)); curve.cubicTo(Point(60, -80), Point(150, 260), Point(215, 20))
        let ring = Path.circle(center: Point(100, 75), radius: 60)
        var both = ring
        both.addEllipse(center: Point(100, 75), rx: 30, ry: 30)
        let gradient = LinearGradient(start: Point(0, 0), end: Point(203, 150), stops: [(0, Color(rgb: 0x2CA02C)), (1, Color(rgb: 0x9467BD))])
        for background in Self.backgrounds {
            #expect(Self.sameAsClearThenDraw(background: background) { r, t, bg in
                r.stroke(curve, style: StrokeStyle(width: 4, join: .bevel), paint: .solid(.black), in: t, clearingTo: bg)
            })
            #expect(Self.sameAsClearThenDraw(background: background) { r, t, bg in
                r.fill(both, rule: .evenOdd, paint: .solid(Color(rgb: 0xFF7F0E)), opacity: 0.8, in: t, clearingTo: bg)
            })
            #expect(Self.sameAsClearThenDraw(background: background) { r, t, bg in
                r.fill(ring, paint: .linearGradient(gradient), opacity: 0.7, in: t, clearingTo: bg)
            })
        }
    }

    /// A narrower clip (not starting at the bitmap's corner, rows not side by side in memory), a
    /// band of a parallel frame, and a clip cut by the band: only their pixels are written.
    @Test(arguments: [PixelRect(x: 17, y: 9, width: 121, height: 97), PixelRect(x: 0, y: 40, width: 203, height: 61),
                      PixelRect(x: 3, y: 0, width: 200, height: 150)])
    func onlyTheClipAndBandAreCleared(clip: PixelRect) {
        let floor = Self.walk.filter(\.x.isFinite) + [Point(203, 150), Point(0, 150)]
        for band in [0 ..< 150, 33 ..< 70, 64 ..< 65, 100 ..< 150] {
            let view: (Bitmap) -> Bitmap = { b in
                var v = b
                v.clip = clip
                v.band = band
                return v
            }
            #expect(Self.sameAsClearThenDraw(background: .white, view: view) { r, t, bg in
                r.fillPolygon(floor, paint: .solid(Color(rgb: 0x1F77B4)), in: t, clearingTo: bg)
            }, "fill, clip \(clip), band \(band)")
            #expect(Self.sameAsClearThenDraw(background: .white, view: view) { r, t, bg in
                r.strokePolyline(Self.walk, style: StrokeStyle(width: 3), paint: .solid(.black), in: t, clearingTo: bg)
            }, "stroke, clip \(clip), band \(band)")
        }
    }

    /// Drawings that draw nothing still clear: no edges in the clip, fewer than three corners, a
    /// stroke of width 0, opacity 0.
    @Test func aDrawingThatDrawsNothingStillClears() {
        let outside = [Point(-50, -50), Point(-10, -40), Point(-30, -5)]
        #expect(Self.sameAsClearThenDraw(background: .white) { r, t, bg in
            r.fillPolygon(outside, paint: .solid(.black), in: t, clearingTo: bg)
        })
        #expect(Self.sameAsClearThenDraw(background: .white) { r, t, bg in
            r.fillPolygon([Point(3, 3), Point(90, 90)], paint: .solid(.black), in: t, clearingTo: bg)
        })
        #expect(Self.sameAsClearThenDraw(background: .white) { r, t, bg in
            r.strokePolyline(Self.walk, style: StrokeStyle(width: 0), paint: .solid(.black), in: t, clearingTo: bg)
        })
        #expect(Self.sameAsClearThenDraw(background: Color(rgb: 0x336699)) { r, t, bg in
            r.strokePolyline(Self.walk, style: StrokeStyle(width: 2), paint: .solid(.black), opacity: 0, in: t, clearingTo: bg)
        })
        #expect(Self.sameAsClearThenDraw(background: Color(rgb: 0x336699)) { r, t, bg in
            r.fillPolygon(Self.walk, paint: .solid(.black), opacity: 0, in: t, clearingTo: bg)
        })
        // And the pixels are the background's, not left as they were.
        let b = Self.canvas(20, 10)
        Rasterizer().fillPolygon(outside, paint: .solid(.black), in: b, clearingTo: .white)
        #expect((0 ..< 10).allSatisfy { y in b.row(y).allSatisfy { $0 == 0xFFFF_FFFF } })
    }

    /// A shape covering whole rows and leaving others empty: every pixel of the rows between spans,
    /// below the last and above the first is the background (rows with no segment at all included).
    @Test func rowsWithoutCoverageAreCleared() {
        let b = Self.canvas(64, 100)
        // A thin band across rows 40 … 44 only, away from the left and right edges.
        Rasterizer().fillPolygon([Point(10, 40.5), Point(50, 40.5), Point(50, 44), Point(10, 44)], paint: .solid(.black),
                                 in: b, clearingTo: .white)
        for y in 0 ..< 100 {
            for x in 0 ..< 64 {
                let inside = (10 ..< 50).contains(x) && (40 ..< 44).contains(y)
                let expected: UInt32 = inside ? (y == 40 ? PixelMath.over(PixelMath.mul(0xFF00_0000, 128), 0xFFFF_FFFF) : 0xFF00_0000) : 0xFFFF_FFFF
                if b[x, y] != expected {
                    Issue.record("pixel \(x), \(y) is \(String(b[x, y], radix: 16)), not \(String(expected, radix: 16))")
                    return
                }
            }
        }
    }

    /// Extreme and malformed coordinates (RobustnessTests' set) in a view with a narrower clip:
    /// the same pixels as clearing first, nothing outside the clip, and an empty bitmap is fine.
    @Test func extremeCoordinatesLeaveThePixelsOfClearThenDraw() {
        var s: UInt64 = 11
        func pick() -> Double {
            s ^= s << 13; s ^= s >> 7; s ^= s << 17
            return RobustnessTests.extremes[Int(s % UInt64(RobustnessTests.extremes.count))]
        }
        let view: (Bitmap) -> Bitmap = { b in
            var v = b.view(PixelRect(x: 16, y: 16, width: 32, height: 32))
            v.clip = PixelRect(x: 4, y: 4, width: 24, height: 24)
            return v
        }
        for _ in 0 ..< 200 {
            let pts = (0 ..< 5).map { _ in Point(pick(), pick()) }
            #expect(Self.sameAsClearThenDraw(width: 64, height: 64, background: .white, view: view) { r, t, bg in
                r.fillPolygon(pts, rule: .evenOdd, paint: .solid(.black), in: t, clearingTo: bg)
            }, "\(pts)")
            #expect(Self.sameAsClearThenDraw(width: 64, height: 64, background: .white, view: view) { r, t, bg in
                r.strokePolyline(pts, style: StrokeStyle(width: 3, join: .round, cap: .round), paint: .solid(.black), in: t, clearingTo: bg)
            }, "\(pts)")
        }
        let empty = Bitmap(width: 0, height: 0)
        Rasterizer().fillPolygon([Point(0, 0), Point(9, 0), Point(9, 9)], paint: .solid(.black), in: empty, clearingTo: .white)
        Rasterizer().strokePolyline([Point(0, 0), Point(9, 9)], style: StrokeStyle(width: 2), paint: .solid(.black), in: empty, clearingTo: .white)
    }
}
