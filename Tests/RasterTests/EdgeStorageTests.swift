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

    /// `addFixed` tells a segment inside one band from one crossing bands without asking which way
    /// it goes; both directions, ends on band boundaries, and segments across up to five bands
    /// must still be stored as the pieces between the boundaries they cross (x from the segment's
    /// start), each in its band, dropped outside the kept bands, in order.
    @Test(arguments: [nil, 40 ..< 100] as [Range<Int>?])
    func addFixedSplitsAtBandBoundariesBothWays(rows: Range<Int>?) {
        var e = EdgeStorage()
        defer { e.deallocate() }
        let clip = PixelRect(x: 0, y: 0, width: 300, height: 200)
        e.reset(clip: clip)
        if let rows { e.limit(toRows: rows) }
        let kept = rows.map { ($0.lowerBound / CellBuffer.rows) ... (($0.upperBound - 1) / CellBuffer.rows) } ?? 0 ... 6
        let band = 1 << EdgeStorage.bandShift, height = 200 * 256
        var expected = [[Int32]](repeating: [], count: e.bandCount)
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        func next(_ bound: Int) -> Int {   // SplitMix64, so the segments are the same every run
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
        var crossing = 0, inOne = 0, onBoundary = 0
        for i in 0 ..< 3000 {
            let x0 = next(300 * 256 + 1), x1 = next(300 * 256 + 1)
            var y0 = next(height + 1)
            if i % 5 == 0 { y0 = next(height / band + 1) * band }   // on a boundary
            let reach = [3 * 256, band, 5 * band][i % 3]
            let y1 = min(max(y0 + next(2 * reach + 1) - reach, 0), height)
            e.addFixed(x0, y0, x1, y1)
            guard y0 != y1 else { continue }
            // The boundaries strictly between the ends, from the start towards the end.
            let lo = min(y0, y1), hi = max(y0, y1)
            var cuts = Array(stride(from: (lo / band + 1) * band, to: hi, by: band))
            if y1 < y0 { cuts.reverse() }
            if cuts.isEmpty { inOne += 1 } else { crossing += 1 }
            if y0 % band == 0 || y1 % band == 0 { onBoundary += 1 }
            var points = [(x0, y0)]
            for yb in cuts { points.append((x0 + (x1 - x0) * (yb - y0) / (y1 - y0), yb)) }
            points.append((x1, y1))
            for k in 0 ..< points.count - 1 {
                let (px, py) = points[k], (qx, qy) = points[k + 1]
                let b = min(py, qy) >> EdgeStorage.bandShift
                if kept.contains(b) { expected[b] += [Int32(px), Int32(py), Int32(qx), Int32(qy)] }
            }
        }
        #expect(stored(e) == expected)
        #expect(crossing > 500 && inOne > 500 && onBoundary > 300)
        #expect(e.minBand == expected.firstIndex { !$0.isEmpty } && e.maxBand == expected.lastIndex { !$0.isEmpty })
    }
}
