import Testing
@testable import Raster

/// `addLine` appends the common segment (inside the clip and one kept band, room left) inline and
/// hands the rest to `addFixed` / the clipper; `addPolygon` converts each point once. Both must
/// store the same segments, in the same bands, in the same order.
@Suite struct EdgeStorageTests {
    /// A closed outline: 300 short steps inside one band (more than a band's first 64 segments,
    /// so it grows), then long segments across bands, out of the clip on every side, and back.
    var outline: [Point] {
        var pts: [Point] = []
        for i in 0 ..< 300 { pts.append(Point(15 + Double(i) * 0.9, 70 + Double(i % 7) * 2 + Double(i % 3) * 0.41)) }
        pts += [Point(330, 60.5), Point(200.25, 215.7), Point(-20, 140), Point(120, 250), Point(60.6, 10), Point(14.2, 41.9)]
        return pts
    }

    func stored(_ e: EdgeStorage) -> [[Int32]] {
        (0 ..< e.bandCount).map { Array(UnsafeBufferPointer(start: e.bands[$0].edges, count: e.bands[$0].count)) }
    }

    @Test(arguments: [nil, 40 ..< 100] as [Range<Int>?])
    func addLineStoresWhatAddPolygonStores(rows: Range<Int>?) {
        var byLine = EdgeStorage(), byPolygon = EdgeStorage()
        defer { byLine.deallocate(); byPolygon.deallocate() }
        let clip = PixelRect(x: 10, y: 20, width: 300, height: 200)
        byLine.reset(clip: clip)
        byPolygon.reset(clip: clip)
        if let rows { byLine.limit(toRows: rows); byPolygon.limit(toRows: rows) }
        let pts = outline
        var previous = pts[pts.count - 1]
        for p in pts {
            byLine.addLine(previous.x, previous.y, p.x, p.y)
            previous = p
        }
        pts.withUnsafeBufferPointer { byPolygon.addPolygon($0) }
        let segments = stored(byLine)
        #expect(segments == stored(byPolygon))
        #expect(byLine.minBand == byPolygon.minBand && byLine.maxBand == byPolygon.maxBand)
        #expect(segments.map(\.count).max()! > 256)   // one band grew
        #expect(segments.filter { !$0.isEmpty }.count >= (rows == nil ? 6 : 2))
    }
}
