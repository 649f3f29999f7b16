import Testing
@testable import Raster

/// Emboldened outlines (``GlyphOutline/emboldened(by:)``, ``TextRenderer/embolden``): the bold
/// face where a font has none, and the halo behind labels over colour.
@Suite(.enabled(if: TestFont.available, "needs \(TestFont.path) (fonts-dejavu-core)"))
struct GlyphEmboldenTests {
    let font = TestFont.font!

    func outline(_ c: Unicode.Scalar) throws -> GlyphOutline { try font.outline(glyph: font.glyph(for: c)) }

    /// The box of each contour of an outline.
    func contourBoxes(_ o: GlyphOutline) -> [(lo: SIMD2<Float>, hi: SIMD2<Float>)] {
        var boxes: [(SIMD2<Float>, SIMD2<Float>)] = []
        var p = 0
        for verb in o.verbs {
            switch verb {
            case .move: boxes.append((o.points[p], o.points[p])); p += 1
            case .line, .quad:
                let n = verb == .line ? 1 : 2
                for q in o.points[p ..< p + n] {
                    boxes[boxes.count - 1].0 = pointwiseMin(boxes[boxes.count - 1].0, q)
                    boxes[boxes.count - 1].1 = pointwiseMax(boxes[boxes.count - 1].1, q)
                }
                p += n
            case .close: break
            }
        }
        return boxes
    }

    @Test func straightEdgesMoveOutByTheStrength() throws {
        // "l" in DejaVu Sans is a plain rectangle: every side moves out by exactly the strength.
        let l = try outline("l"), bold = l.emboldened(by: 40)
        #expect(bold.xMin == l.xMin - 40 && bold.xMax == l.xMax + 40)
        #expect(bold.yMin == l.yMin - 40 && bold.yMax == l.yMax + 40)
        #expect(bold.verbs == l.verbs && bold.points.count == l.points.count)
        #expect(l.emboldened(by: 0).points == l.points)
    }

    @Test func outerContoursGrowAndHolesShrink() throws {
        let o = try outline("o"), bold = o.emboldened(by: 30)
        let before = contourBoxes(o), after = contourBoxes(bold)
        #expect(before.count == 2 && after.count == 2)
        let outer = before[0].hi.x - before[0].lo.x > before[1].hi.x - before[1].lo.x ? 0 : 1
        let hole = 1 - outer
        // The outer ring grows by about the strength on each side, the hole shrinks by as much.
        #expect(abs((after[outer].hi.x - after[outer].lo.x) - (before[outer].hi.x - before[outer].lo.x) - 60) < 6)
        #expect(abs((before[hole].hi.x - before[hole].lo.x) - (after[hole].hi.x - after[hole].lo.x) - 60) < 6)
    }

    @Test func anEmboldenedRendererInksMoreWithTheSameAdvances() {
        let regular = TextRenderer(font: font), bold = TextRenderer(font: font, embolden: 0.04)
        #expect(regular.measure("Chart 12", size: 20).advance == bold.measure("Chart 12", size: 20).advance)
        func ink(_ r: TextRenderer) -> Int {
            let b = Bitmap(width: 140, height: 40)
            b.clear(to: .white)
            r.draw("Chart 12", size: 20, at: Point(10, 28), color: .black, in: b)
            var sum = 0
            for y in 0 ..< 40 { for x in 0 ..< 140 { sum += 255 - Int(b[x, y] & 0xFF) } }
            return sum
        }
        let a = ink(regular), c = ink(bold)
        // 0.04 em on each side of strokes about 0.1 em wide: roughly 1.5–2 times the ink.
        #expect(Double(c) > Double(a) * 1.3 && Double(c) < Double(a) * 2.5, "\(a) → \(c)")
        #expect(bold.embolden == 0.04 && TextRenderer(font: font, embolden: .nan).embolden == 0)
    }
}
