extension Rasterizer {
    /// Fills a glyph outline, scaled by `scale` (pixels per font unit), flipped to y down and moved
    /// by (`dx`, `dy`), into `mask` as a union with what is there — exactly the pixels of building
    /// that ``Path`` and calling ``fill(_:rule:into:)`` with the non-zero rule.
    ///
    /// The glyph-sized fast path: no path is built (curves are flattened straight from the outline)
    /// and, for a mask no taller than one cell band (32 rows) whose contours lie inside it, segments
    /// go straight into the cells instead of through the banded edge store. Taller masks, and
    /// contours reaching outside the mask, take the general path for the same pixels.
    /// - Complexity: O(flattened points + edge length in cells + mask area).
    func fillGlyph(_ o: GlyphOutline, scale: Double, dx: Double, dy: Double, into mask: inout CoverageMask) {
        let width = mask.width, height = mask.height
        begin(PixelRect(x: 0, y: 0, width: width, height: height))
        // Locals instead of stored properties inside the loops (one exclusive access each).
        var flat = self.flat, edges = self.edges
        let cells = self.cells, sums = self.sums, scratch = self.coverage, clip = self.clip
        defer { self.flat = flat; self.edges = edges }
        let direct = height <= CellBuffer.rows
        let limitX = Double(width * 256), limitY = Double(height * 256)
        let tolerance = self.tolerance
        /// One closed contour of `flat`: straight into the cells when every point is inside.
        @inline(__always) func contour() {
            let pts = flat.buffer
            guard let last = pts.last else { return }
            if direct {
                var inside = true
                for p in pts {
                    let x = p.x * 256, y = p.y * 256
                    if !(x >= 0 && x <= limitX && y >= 0 && y <= limitY) { inside = false; break }
                }
                if inside {
                    var px = EdgeStorage.round(last.x * 256), py = EdgeStorage.round(last.y * 256)
                    for p in pts {
                        let x = EdgeStorage.round(p.x * 256), y = EdgeStorage.round(p.y * 256)
                        if y != py { cells.line(px, py, x, y) }
                        px = x; py = y
                    }
                    return
                }
            }
            edges.addPolygon(pts)
        }
        flat.count = 0
        o.points.withUnsafeBufferPointer { points in
        var k = 0
        @inline(__always) func point(_ i: Int) -> Point {
            let q = points[i]
            return Point(Double(q.x) * scale + dx, dy - Double(q.y) * scale)
        }
        for verb in o.verbs {
            switch verb {
            case .move:
                if flat.count > 0 { contour() }
                flat.count = 0
                flat.append(point(k)); k += 1
            case .line:
                flat.append(point(k)); k += 1
            case .quad:
                Path.flattenQuad(flat.last, point(k), point(k + 1), tolerance, &flat); k += 2
            case .close:
                if flat.count > 0 { contour() }
                flat.count = 0
            }
        }
        if flat.count > 0 { contour() }
        }
        flat.count = 0
        mask.coverage.withUnsafeMutableBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            var sink = MaskWriter(base: base, width: width)
            if direct {
                // One band: the stored segments (of contours that needed clipping) join the cells
                // already accumulated, then every row is swept.
                if edges.minBand <= edges.maxBand {
                    let band = edges.bands[0]
                    var e = band.edges
                    let end = band.edges + band.count
                    while e < end {
                        cells.line(Int(e[0]), Int(e[1]), Int(e[2]), Int(e[3]))
                        e += 4
                    }
                }
                for r in 0 ..< height {
                    cells.sweep(row: r, y: r, width: width, rule: NonZeroCoverage.self, sums: sums, scratch: scratch, into: &sink)
                }
                edges.reset(clip: clip)
            } else {
                self.edges = edges
                render(NonZeroCoverage.self, into: &sink)
                edges = self.edges
            }
        }
    }
}
