import Testing
@testable import Raster

/// `CellBuffer.lines` (a band's stored edges in one call, y relative to the picture's top) must
/// leave exactly the cells and touched bits that `line` leaves for each edge with y made
/// relative to the band.
@Suite struct CellBufferLinesTests {
    /// Edges of one band 32 rows from the top: a dense zigzag inside single cell columns (runs of
    /// edges in one column), edges crossing columns both ways, steep and shallow, horizontal ones,
    /// and edges touching the band's top and bottom.
    static func edges(top: Int) -> [Int32] {
        var e: [Int32] = []
        func add(_ x0: Int, _ y0: Int, _ x1: Int, _ y1: Int) { e += [x0, y0 + top, x1, y1 + top].map { Int32($0) } }
        var x = 40 * 256 + 17, y = 5 * 256 + 3
        for i in 0 ..< 200 {
            let nx = x + (i % 5 == 4 ? 300 : 37 - (i % 3) * 29)
            let ny = min(max(y + ((i * 7919) % 2001) - 1000, 0), 32 * 256)
            add(x, y, nx, ny)
            x = nx; y = ny
        }
        add(9 * 256, 0, 300 * 256 + 5, 32 * 256)
        add(300 * 256 + 5, 32 * 256, 9 * 256, 0)
        add(100 * 256, 700, 10 * 256 + 1, 701)
        add(50 * 256, 3000, 60 * 256, 3000)
        add(77 * 256 + 255, 31 * 256, 77 * 256, 2 * 256 + 1)
        return e
    }

    func snapshot(_ c: CellBuffer) -> ([Int32], [UInt64]) {
        (Array(UnsafeBufferPointer(start: c.cells, count: (CellBuffer.rows + 1) * c.stride)),
         Array(UnsafeBufferPointer(start: c.bits, count: (CellBuffer.rows + 1) * c.wordsPerRow)))
    }

    @Test func linesMatchesLinePerEdge() {
        let top = 32 * 256
        let e = Self.edges(top: top)
        var byLines = CellBuffer(), byLine = CellBuffer()
        defer { byLines.deallocate(); byLine.deallocate() }
        byLines.prepare(width: 400)
        byLine.prepare(width: 400)
        e.withUnsafeBufferPointer { byLines.lines($0.baseAddress!, count: $0.count, top: top) }
        for i in Swift.stride(from: 0, to: e.count, by: 4) {
            byLine.line(Int(e[i]), Int(e[i + 1]) - top, Int(e[i + 2]), Int(e[i + 3]) - top)
        }
        let (cells, bits) = snapshot(byLines)
        let (expectedCells, expectedBits) = snapshot(byLine)
        #expect(cells == expectedCells)
        #expect(bits == expectedBits)
        #expect(cells.contains { $0 != 0 })
    }
}
