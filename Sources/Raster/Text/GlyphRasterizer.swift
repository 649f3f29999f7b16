/// Fills glyph outlines into coverage masks on a dense cell grid the size of the glyph's box —
/// the uncached-glyph path of ``TextRenderer``, as FreeType's smooth rasterizer does for small
/// glyphs: no clip, no sparse bookkeeping, every mask byte written once.
///
/// Curves are flattened straight from the outline into one reused point buffer (the same points
/// as ``Path`` flattening). A mask at most one cell band (``CellBuffer/rows`` rows) tall takes each
/// contour that lies inside it straight into the cells; taller masks, and contours reaching outside
/// the mask, go through a banded ``EdgeStorage`` (split and clipped exactly as ``Rasterizer`` does).
/// Each row is then swept densely: running cell sums, eight coverage values at a time, stored
/// straight into the mask row — no touched-cell bitset is read, no span sink, no union with what
/// the mask held. The cell arithmetic is ``CellBuffer``'s, so masks are byte for byte those of
/// ``Rasterizer/fill(_:rule:into:)`` with the non-zero rule (`GlyphRasterizerTests`).
///
/// Buffers grow to the largest glyph seen and are kept: filling allocates nothing once warm. A
/// value with manual memory (``deallocate()``), held by one ``TextRenderer``: a struct so that
/// filling is one exclusive access to its owner's property, not one dynamic check per buffer.
struct GlyphRasterizer {
    /// Widest and tallest mask filled here; larger ones (huge glyphs) take ``Rasterizer``'s
    /// general path, where interior runs are stores rather than cell sums.
    static let maxSide = 128

    private var cells = CellBuffer()
    private var edges = EdgeStorage()
    private var flat = PointBuffer()
    /// Running sums of one row (mask width + 8, whole SIMD8 chunks).
    private var sums: UnsafeMutablePointer<Int32>
    private var sumsCapacity = 0
    /// Whether the current glyph's segments went (partly) through ``edges``.
    private var edgesUsed = false

    init() {
        sums = .allocate(capacity: 1)
    }

    /// Frees the buffers; the rasterizer must not be used afterwards.
    func deallocate() {
        cells.deallocate()
        edges.deallocate()
        flat.deallocate()
        sums.deallocate()
    }

    /// Whether a mask of this size is filled here (at most ``maxSide`` on each side, not empty).
    static func fits(width: Int, height: Int) -> Bool {
        width > 0 && height > 0 && width <= maxSide && height <= maxSide
    }

    /// Fills outline `o`, scaled by `scale` (pixels per font unit), flipped to y down and moved by
    /// (`dx`, `dy`), into `mask`, overwriting every byte: the pixels of building that ``Path``,
    /// flattened to `tolerance`, and filling it non-zero into an empty mask.
    /// - Precondition: ``fits(width:height:)`` for the mask's size.
    /// - Complexity: O(flattened points + edge length in cells + mask area).
    mutating func fill(_ o: GlyphOutline, scale: Double, dx: Double, dy: Double, tolerance: Double,
                       into mask: inout CoverageMask) {
        let width = mask.width, height = mask.height
        precondition(GlyphRasterizer.fits(width: width, height: height), "glyph mask too large for the glyph path")
        // No closure here captures a mutable local or `self`: such captures are checked for
        // exclusivity at run time (≈ 100 instructions each), accesses to `self` in a mutating
        // method are not.
        cells.prepare(width: width)
        if width + 16 > sumsCapacity {
            sums.deallocate()
            sumsCapacity = width + 16
            sums = .allocate(capacity: sumsCapacity)
            sums.initialize(repeating: 0, count: sumsCapacity)
        }
        let clip = PixelRect(x: 0, y: 0, width: width, height: height)
        // The edge store is reset only when a contour needs it (most small glyphs never do).
        edgesUsed = height > CellBuffer.rows
        if edgesUsed { edges.reset(clip: clip) }
        flat.count = 0
        let verbs = o.verbs, points = o.points
        var k = 0
        @inline(__always) func point(_ i: Int) -> Point {
            let q = points[i]
            return Point(Double(q.x) * scale + dx, dy - Double(q.y) * scale)
        }
        for verb in verbs {
            switch verb {
            case .move:
                if flat.count > 0 { addContour(clip) }
                flat.count = 0
                flat.append(point(k)); k += 1
            case .line:
                flat.append(point(k)); k += 1
            case .quad:
                Path.flattenQuad(flat.last, point(k), point(k + 1), tolerance, &flat); k += 2
            case .close:
                if flat.count > 0 { addContour(clip) }
                flat.count = 0
            }
        }
        if flat.count > 0 { addContour(clip) }
        flat.count = 0
        sweep(into: &mask)
        if edgesUsed { edges.reset(clip: clip) }
    }

    /// The closed contour in ``flat``: straight into the cells when the mask is one band tall and
    /// every point lies inside it, else into the edge store (clipped, split by band).
    @inline(__always)
    private mutating func addContour(_ clip: PixelRect) {
        let pts = flat.buffer
        guard let last = pts.last else { return }
        if clip.height <= CellBuffer.rows
            && GlyphRasterizer.inside(pts, Double(clip.width &* 256), Double(clip.height &* 256)) {
            var px = EdgeStorage.round(last.x * 256), py = EdgeStorage.round(last.y * 256)
            for p in pts {
                let x = EdgeStorage.round(p.x * 256), y = EdgeStorage.round(p.y * 256)
                if y != py { cells.line(px, py, x, y) }
                px = x; py = y
            }
            return
        }
        if !edgesUsed { edges.reset(clip: clip); edgesUsed = true }
        edges.addPolygon(pts)
    }

    /// Every band: its stored segments into the cells, then each of its rows swept into the mask.
    private func sweep(into mask: inout CoverageMask) {
        let width = mask.width, height = mask.height
        let cells = self.cells, edges = self.edges, sums = self.sums, edgesUsed = self.edgesUsed
        mask.coverage.withUnsafeMutableBufferPointer { buffer in
            guard let out = buffer.baseAddress else { return }
            var y0 = 0
            var band = 0
            while y0 < height {
                let rows = min(CellBuffer.rows, height - y0)
                if edgesUsed && band >= edges.minBand && band <= edges.maxBand {
                    let stored = edges.bands[band]
                    let top = Int32(truncatingIfNeeded: y0 &<< 8)
                    var e = stored.edges
                    let end = stored.edges + stored.count
                    while e < end {
                        cells.line(Int(e[0]), Int(e[1] &- top), Int(e[2]), Int(e[3] &- top))
                        e += 4
                    }
                }
                for r in 0 ..< rows {
                    let y = y0 &+ r
                    GlyphRasterizer.sweep(cells.cells + r &* cells.stride, width: width, sums: sums,
                                          into: out + y &* width, room: (height &- y) &* width)
                }
                y0 &+= rows
                band &+= 1
            }
        }
    }

    /// Whether every point of a contour lies inside the mask (fixed-point limits, edges included):
    /// the test ``EdgeStorage/addPolygon(_:)`` makes before it clips, so a contour inside gives
    /// the same segments either way.
    @inline(__always)
    private static func inside(_ pts: UnsafeBufferPointer<Point>, _ limitX: Double, _ limitY: Double) -> Bool {
        for p in pts {
            let x = p.x * 256, y = p.y * 256
            if !(x >= 0 && x <= limitX && y >= 0 && y <= limitY) { return false }
        }
        return true
    }

    /// One mask row from its cells: running sums left to right (zeroing the cells, and the two past
    /// the row's end that segments on its right edge write), non-zero coverage eight at a time,
    /// stored over the row. Rows are swept top to bottom, so a row may spill its last chunk of eight
    /// into the rows below (which overwrite it) — never past `room`, the bytes from the row's start
    /// to the mask's end; what does not fit a whole chunk is stored one value at a time.
    /// - Complexity: O(width).
    @inline(__always)
    private static func sweep(_ rowCells: UnsafeMutablePointer<Int32>, width: Int, sums: UnsafeMutablePointer<Int32>,
                              into row: UnsafeMutablePointer<UInt8>, room: Int) {
        var acc: Int32 = 0
        var x = 0
        while x < width {
            acc &+= rowCells[x]
            sums[x] = acc
            x &+= 1
        }
        rowCells.update(repeating: 0, count: width &+ 2)
        var k = 0
        while k < width && k &+ 8 <= room {
            let v = NonZeroCoverage.coverage8(UnsafeRawPointer(sums + k).loadUnaligned(as: SIMD8<Int32>.self))
            UnsafeMutableRawPointer(row + k).storeBytes(of: v, as: SIMD8<UInt8>.self)
            k &+= 8
        }
        while k < width {
            row[k] = NonZeroCoverage.coverage(sums[k])
            k &+= 1
        }
    }
}
