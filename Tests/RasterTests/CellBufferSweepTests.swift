import Testing
@testable import Raster

/// The sweep runs over whole groups of ``CellBuffer/cellsPerBit`` cells and folds the cell after a
/// run into the carried sum; a single untouched group between two runs is swept with them. None of
/// that may change a pixel: a shape moved by whole pixels gives the same coverage, moved, wherever
/// its cells fall against group (8-cell) and bitset-word (512-cell) boundaries, and a row that
/// ends inside a group gives the pixels a wider one gives.
@Suite struct CellBufferSweepTests {
    /// A jagged band between two zigzags (fill: coverage inside, runs with gaps of every size
    /// between the crossings), `dx` pixels to the right.
    func zigzag(dx: Double) -> Path {
        var pts: [Point] = []
        for i in 0 ... 24 { pts.append(Point(dx + 3.3 + Double(i % 2) * 19.7 + Double(i % 3) * 0.37, 1.2 + Double(i) * 2.1)) }
        for i in (0 ... 24).reversed() { pts.append(Point(dx + 11.1 + Double(i % 4) * 7.9, 1.6 + Double(i) * 2.1)) }
        var p = Path(); p.addPolygon(pts); return p
    }

    /// Coverage of `path` in a mask `width` × 60 pixels.
    func mask(_ path: Path, width: Int, rule: FillRule = .nonZero) -> CoverageMask {
        var m = CoverageMask(width: width, height: 60)
        Rasterizer().fill(path, rule: rule, into: &m)
        return m
    }

    /// Pixels where `a` at x + shift differs from `b` at x, over `b`'s columns `xs`.
    func mismatches(_ a: CoverageMask, _ b: CoverageMask, shift: Int, _ xs: Range<Int>) -> Int {
        var n = 0
        for y in 0 ..< 60 { for x in xs where a[x + shift, y] != b[x, y] { n += 1 } }
        return n
    }

    @Test(arguments: [FillRule.nonZero, .evenOdd])
    func everyAlignmentAgainstTheGroupsGivesTheSameCoverage(rule: FillRule) {
        let reference = mask(zigzag(dx: 0), width: 64, rule: rule)
        var partial = 0
        for y in 0 ..< 60 { for x in 0 ..< 64 where reference[x, y] != 0 && reference[x, y] != 255 { partial += 1 } }
        #expect(partial > 200)   // the shape really has edges in many cells
        for shift in 1 ... 16 {
            let moved = mask(zigzag(dx: Double(shift)), width: 64 + 16, rule: rule)
            #expect(mismatches(moved, reference, shift: shift, 0 ..< 64) == 0, "shift \(shift)")
        }
    }

    @Test func runsAcrossTheBitsetWordBoundarySweepLikeAnyOther() {
        // Cells 500 … 540 straddle the boundary between the first and second 64-bit words of
        // touched bits (512 cells); the same shape at 100 straddles nothing.
        let reference = mask(zigzag(dx: 100), width: 160)
        for dx in [496, 500, 503, 505, 508] {
            let moved = mask(zigzag(dx: Double(dx)), width: 600)
            #expect(mismatches(moved, reference, shift: dx - 100, 96 ..< 160) == 0, "dx \(dx)")
            var outside = 0
            for y in 0 ..< 60 { for x in 0 ..< dx - 4 where moved[x, y] != 0 { outside += 1 } }
            #expect(outside == 0)
        }
    }

    @Test func rowsEndingInsideAGroupSweepLikeWiderOnes() {
        // Odd widths end the row inside a group of eight; the shape reaches to 0.2 px from the
        // end, so its last runs (and the rows' inside parts) are cut there.
        for width in [41, 43, 45, 47, 49, 51, 53, 55] {
            let shape = zigzag(dx: Double(width) - 35)
            let narrow = mask(shape, width: width), wide = mask(shape, width: width + 40)
            #expect(mismatches(wide, narrow, shift: 0, 0 ..< width) == 0, "width \(width)")
            var lastColumn = 0
            for y in 0 ..< 60 where narrow[width - 1, y] != 0 { lastColumn += 1 }
            #expect(lastColumn > 5)
        }
    }

    @Test func twoSliversOneGroupApartKeepTheGapBetweenThem() {
        // Two thin strips 9 … 15 px apart: the cells between them are a group nobody touched
        // (swept with the runs on either side). Filled as one shape (covered between) and as two
        // (empty between).
        for gap in 9 ... 15 {
            for offset in 0 ..< 8 {
                let x0 = 20.3 + Double(offset), x1 = x0 + Double(gap)
                var between = Path()
                between.addPolygon([Point(x0, 2), Point(x1 + 0.4, 2), Point(x1 + 0.4, 50), Point(x0, 50)])
                var apart = Path()
                apart.addPolygon([Point(x0, 2), Point(x0 + 0.4, 2), Point(x0 + 0.4, 50), Point(x0, 50)])
                apart.addPolygon([Point(x1, 2), Point(x1 + 0.4, 2), Point(x1 + 0.4, 50), Point(x1, 50)])
                let a = mask(between, width: 64), b = mask(apart, width: 64)
                let inside = Int(x0) + 2, row = 20
                #expect(a[inside, row] == 255 && a[inside + gap - 3, row] == 255, "gap \(gap) offset \(offset)")
                #expect(b[inside, row] == 0 && b[inside + gap - 3, row] == 0, "gap \(gap) offset \(offset)")
                #expect(b[Int(x0), row] == 102 && b[Int(x1), row] == 102)   // 0.4 of a pixel each
                #expect(b[Int(x1) + 1, row] == 0 && b[Int(x0) - 1, row] == 0)
            }
        }
    }

    /// A row is swept in two passes (every run's running sums, then every run's coverage and the
    /// gaps between them), with the runs recorded in between. A comb of slivers three groups
    /// apart makes as many runs as a row can have without joining them, some straddling bitset
    /// words, with covered gaps (one polygon across the comb's back) and empty ones (without it).
    @Test(arguments: [false, true])
    func aRowOfManyRunsSweepsEachInItsPlace(withBack: Bool) {
        let width = 1100, pitch = 24
        var comb = Path()
        var x = 3.5
        while x + 1 < Double(width) {
            comb.addPolygon([Point(x, 4), Point(x + 1, 4), Point(x + 1, 30), Point(x, 30)])
            x += Double(pitch)
        }
        if withBack { comb.addPolygon([Point(0, 20), Point(Double(width), 20), Point(Double(width), 30), Point(0, 30)]) }
        let m = mask(comb, width: width)
        var halves = 0
        for y in [4, 12, 19] {
            for px in 0 ..< width {
                let k = px % pitch
                let expected: UInt8 = k == 3 || k == 4 ? 128 : 0   // half of each of two pixels
                #expect(m[px, y] == expected, "x \(px) y \(y)")
                if expected == 128 && m[px, y] == 128 { halves += 1 }
            }
        }
        #expect(halves == 3 * 2 * ((width - 5) / pitch + 1))
        for px in 0 ..< width {
            // Over the back the slivers add to it: non-zero, so every pixel is covered.
            #expect(m[px, 25] == (withBack ? 255 : (px % pitch == 3 || px % pitch == 4 ? 128 : 0)), "x \(px)")
        }
    }
}
