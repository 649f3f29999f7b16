import Foundation
import Testing
@testable import Raster

/// Stroke geometry measured through coverage: areas of stroked shapes against their analytic
/// values (tolerance as in RasterizerTests: perimeter/400 px², plus flattening where arcs occur).
@Suite struct StrokerTests {
    /// Strokes a polyline on a transparent bitmap in opaque black and returns the covered area.
    static func strokedArea(_ pts: [Point], _ style: StrokeStyle, size: Int = 100, tolerance: Double = 0.2) -> Double {
        let bitmap = Bitmap(width: size, height: size)
        let r = Rasterizer()
        r.tolerance = tolerance
        pts.withUnsafeBufferPointer { r.strokePolyline($0, style: style, paint: .solid(.black), in: bitmap) }
        return Coverage.alphaArea(bitmap)
    }

    static func tol(_ perimeter: Double) -> Double { perimeter / 400 + 0.01 }

    @Test func straightLineIsARectangle() {
        let a = Self.strokedArea([Point(10.3, 20.7), Point(80.1, 60.2)], StrokeStyle(width: 6))
        let length = Point(10.3, 20.7).distance(to: Point(80.1, 60.2))
        #expect(abs(a - length * 6) < Self.tol(2 * length + 12))
    }

    @Test func rightAngleJoinsAddTheirCornerPieces() {
        let pts = [Point(10, 20), Point(50, 20), Point(50, 60)]
        let w = 8.0, hw = 4.0, L = 40.0
        let miter = Self.strokedArea(pts, StrokeStyle(width: w, join: .miter))
        let bevel = Self.strokedArea(pts, StrokeStyle(width: w, join: .bevel))
        let round = Self.strokedArea(pts, StrokeStyle(width: w, join: .round), tolerance: 0.01)
        let perimeter = 4 * L + 2 * w
        #expect(abs(miter - 2 * L * w) < Self.tol(perimeter))
        #expect(abs(bevel - (2 * L * w - hw * hw / 2)) < Self.tol(perimeter))
        #expect(abs(round - (2 * L * w - hw * hw + Double.pi * hw * hw / 4)) < Self.tol(perimeter) + 0.05)
    }

    @Test func capsExtendTheEnds() {
        let pts = [Point(20, 50), Point(70, 50)]
        let butt = Self.strokedArea(pts, StrokeStyle(width: 10, cap: .butt))
        let square = Self.strokedArea(pts, StrokeStyle(width: 10, cap: .square))
        let round = Self.strokedArea(pts, StrokeStyle(width: 10, cap: .round), tolerance: 0.01)
        #expect(abs(butt - 500) < Self.tol(120))
        #expect(abs(square - 600) < Self.tol(140))
        #expect(abs(round - (500 + Double.pi * 25)) < Self.tol(140) + 0.3)
    }
}
