import Testing
@testable import Raster

/// `Bitmap.fillColumns`: a row of abutting rectangles filled with each pixel's covered area as
/// its coverage — what the rasterizer gives the same outline, at a blend per pixel.
@Suite struct BitmapColumnsTests {
    static let color = Color(rgb: 0x108BE3)

    /// The largest channel difference of two bitmaps of one size.
    static func maxDifference(_ a: Bitmap, _ b: Bitmap) -> Int {
        var m = 0
        for y in 0 ..< a.height {
            for x in 0 ..< a.width {
                let p = a[x, y], q = b[x, y]
                for shift: UInt32 in [0, 8, 16, 24] { m = max(m, abs(Int(p >> shift & 0xFF) - Int(q >> shift & 0xFF))) }
            }
        }
        return m
    }

    /// The staircase outline of abutting spans (their union), for the rasterizer.
    static func outline(_ spans: [ColumnSpan], left: Double, width w: Double) -> [Point] {
        var top: [Point] = [], bottom: [Point] = []
        for s in spans {
            let x0 = left + Double(s.column) * w
            top.append(Point(x0, s.top)); top.append(Point(x0 + w, s.top))
            bottom.append(Point(x0, s.bottom)); bottom.append(Point(x0 + w, s.bottom))
        }
        return top + bottom.reversed()
    }

    @Test func abuttingSpansCoverWhatTheirOutlineCovers() {
        // Fractional left, widths and edges; each span overlaps its neighbours' rows.
        let spans = [ColumnSpan(column: 0, top: 3.25, bottom: 9.5), ColumnSpan(column: 1, top: 6.75, bottom: 12.2),
                     ColumnSpan(column: 2, top: 1.1, bottom: 7.9), ColumnSpan(column: 3, top: 4.0, bottom: 5.0),
                     ColumnSpan(column: 4, top: 2.6, bottom: 14.4)]
        for (left, w) in [(2.0, 1.0), (2.3, 1.0), (1.7, 1.37), (3.5, 0.8)] {
            let a = Bitmap(width: 16, height: 16), b = Bitmap(width: 16, height: 16)
            a.clear(to: .white); b.clear(to: .white)
            spans.withUnsafeBufferPointer { a.fillColumns($0, left: left, columnWidth: w, color: Self.color, opacity: 0.5) }
            Rasterizer().fillPolygon(Self.outline(spans, left: left, width: w), paint: .solid(Self.color), opacity: 0.5, in: b)
            #expect(Self.maxDifference(a, b) <= 2, "left \(left), width \(w)")
            #expect(a[0, 5] == 0xFFFF_FFFF && a[Int(left) + 1, 8] != 0xFFFF_FFFF, "drawn where the spans are, only there")
        }
    }

    @Test func fullRowsAreOnePixelValueAndTheClipHolds() {
        var target = Bitmap(width: 8, height: 12)
        target.clear(to: .white)
        target.clip = PixelRect(x: 0, y: 0, width: 3, height: 12)
        let spans = [ColumnSpan(column: 0, top: 2, bottom: 10), ColumnSpan(column: 1, top: 2, bottom: 10),
                     ColumnSpan(column: 2, top: .nan, bottom: 4), ColumnSpan(column: 3, top: 0, bottom: 12)]
        spans.withUnsafeBufferPointer { target.fillColumns($0, left: 1, columnWidth: 1, color: .black, opacity: 1) }
        #expect((2 ..< 10).allSatisfy { target[1, $0] == 0xFF00_0000 && target[2, $0] == 0xFF00_0000 })
        #expect(target[1, 1] == 0xFFFF_FFFF && target[1, 10] == 0xFFFF_FFFF)
        #expect((0 ..< 12).allSatisfy { target[3, $0] == 0xFFFF_FFFF && target[4, $0] == 0xFFFF_FFFF },
                "a span that is no rectangle is skipped; nothing outside the clip")
    }
}
