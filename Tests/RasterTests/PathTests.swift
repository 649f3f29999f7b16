import Foundation
import Testing
@testable import Raster

/// Path builders that the examples and the chart renderers share.
@Suite struct PathTests {
    /// Area of a path filled into a 100×100 mask, curves flattened to 0.01 px (at the default
    /// 0.2 px the chords of four 10 px corners cut about 5 px² off).
    func area(_ path: Path) -> Double {
        var mask = CoverageMask(width: 100, height: 100)
        let rasterizer = Rasterizer()
        rasterizer.tolerance = 0.01
        rasterizer.fill(path, into: &mask)
        return Coverage.area(mask)
    }

    @Test func roundedRectHasTheAreaOfItsCorners() {
        // A 60×40 rectangle with radius 10 loses (4 − π)·r² to its corners.
        let r = Rect(x: 20.5, y: 30.25, width: 60, height: 40)
        let expected = 60 * 40 - (4 - Double.pi) * 100
        #expect(abs(area(.roundedRect(r, radius: 10)) - expected) < 2)
        // Its contour: move, then a line and a cubic per side, closed.
        let p = Path.roundedRect(r, radius: 10)
        #expect(p.verbs == [.move, .line, .cubic, .line, .cubic, .line, .cubic, .line, .cubic, .close])
        #expect(p.points.first == Point(30.5, 30.25))
    }

    @Test func roundedRectRadiusIsClampedToHalfTheShorterSide() {
        // Radius 50 on a 60×20 rectangle becomes 10: a stadium, area 40·20 + π·10².
        let stadium = area(.roundedRect(Rect(x: 10, y: 10, width: 60, height: 20), radius: 50))
        #expect(abs(stadium - (40 * 20 + Double.pi * 100)) < 2)
        // No radius: the plain rectangle, four lines.
        let square = Path.roundedRect(Rect(x: 10, y: 10, width: 30, height: 30), radius: 0)
        #expect(square.verbs == [.move, .line, .line, .line, .close])
        #expect(abs(area(square) - 900) < 0.01)
    }

    @Test func addRoundedRectAppendsAContour() {
        var p = Path()
        p.addRoundedRect(Rect(x: 5, y: 5, width: 20, height: 20), radius: 4)
        p.addRoundedRect(Rect(x: 50, y: 50, width: 20, height: 20), radius: 4)
        #expect(p.verbs.filter { $0 == .move }.count == 2)
        let one = 400 - (4 - Double.pi) * 16
        #expect(abs(area(p) - 2 * one) < 1)
    }
}
