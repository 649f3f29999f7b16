/// Draws paths, strokes and polygons with exact-area anti-aliasing into a ``Bitmap`` (src-over,
/// premultiplied) or a ``CoverageMask``, clipped to the target's clip.
///
/// Reuse one rasterizer for many drawings: its edge, cell and scratch buffers grow to a
/// high-water mark and are kept, so drawing allocates nothing once warm. Not thread-safe; use one
/// per thread.
///
/// How it works: segments go into 24.8 fixed point, bucketed by band of 32 rows
/// (`EdgeStorage`); each band accumulates them into a dense cell buffer with a bitset of
/// touched cells (`CellBuffer`) and is swept left to right into coverage spans, which a
/// compositor blends into the target.
public final class Rasterizer {
    var edges = EdgeStorage()
    var cells = CellBuffer()
    /// Coverage and running cell sums of one span (clip width + 2 cells + 8 for whole SIMD chunks).
    var coverage: UnsafeMutablePointer<UInt8>
    var sums: UnsafeMutablePointer<Int32>
    /// One row's runs of touched cells (start, length, sum after), three per run: room for one run
    /// per group of eight cells and two more (runs split where the touched bits change words).
    var runs: UnsafeMutablePointer<Int>
    var coverageCapacity = 0
    /// Flattened contours, dash pieces.
    var flat = PointBuffer()
    var piece = PointBuffer()
    var firstPiece = PointBuffer()
    /// Gradient colour table.
    let lut: UnsafeMutablePointer<UInt32>
    /// Clip of the current drawing.
    var clip = PixelRect(x: 0, y: 0, width: 0, height: 0)
    /// The clip rows (clip coordinates) the current drawing writes: all of them, unless the
    /// target is one band of a ``ParallelRenderer`` frame.
    var rows = 0 ..< 0
    /// Whether ``rows`` leaves out some of the clip's rows.
    var banded = false

    /// Largest distance, in pixels, between a curve (or round join / cap) and its polyline.
    public var tolerance: Double = 0.2 {
        didSet { tolerance = min(max(tolerance, 0.01), 10) }
    }

    /// A rasterizer with empty buffers; they grow on first use to the largest drawing seen.
    public init() {
        coverage = .allocate(capacity: 1)
        sums = .allocate(capacity: 1)
        runs = .allocate(capacity: 1)
        lut = .allocate(capacity: LinearGradient.lutSize)
        lut.initialize(repeating: 0, count: LinearGradient.lutSize)
    }

    deinit {
        edges.deallocate()
        cells.deallocate()
        coverage.deallocate()
        sums.deallocate()
        runs.deallocate()
        flat.deallocate(); piece.deallocate(); firstPiece.deallocate()
        lut.deallocate()
    }

    /// Starts a drawing into `target`: clipped to its clip, writing only the rows of its band.
    /// - Returns: false when the band and the clip share no row (nothing to draw).
    func begin(_ target: Bitmap) -> Bool {
        let clip = target.clip
        let top = max(target.band.lowerBound, clip.y) - clip.y
        let bottom = min(target.band.upperBound, clip.maxY) - clip.y
        guard bottom > top else { return false }
        begin(clip)
        if top > 0 || bottom < clip.height {
            rows = top ..< bottom
            banded = true
            edges.limit(toRows: rows)
        }
        return true
    }

    /// Starts a drawing clipped to `clip`, writing all of its rows.
    func begin(_ clip: PixelRect) {
        self.clip = clip
        rows = 0 ..< clip.height
        banded = false
        edges.reset(clip: clip)
        cells.prepare(width: clip.width)
        if clip.width + 16 > coverageCapacity {
            coverage.deallocate()
            sums.deallocate()
            runs.deallocate()
            coverageCapacity = clip.width + 16
            coverage = .allocate(capacity: coverageCapacity)
            sums = .allocate(capacity: coverageCapacity)
            sums.initialize(repeating: 0, count: coverageCapacity)
            runs = .allocate(capacity: 3 * (coverageCapacity / CellBuffer.cellsPerBit + 2))
        }
    }

    /// Sweeps every band that holds segments into `sink`, then forgets the segments.
    /// - Complexity: O(segment length in cells + covered pixels + bands × rows × width/256).
    func render<S: SpanSink>(_ rule: FillRule, into sink: inout S) {
        switch rule {
        case .nonZero: render(NonZeroCoverage.self, into: &sink)
        case .evenOdd: render(EvenOddCoverage.self, into: &sink)
        }
    }

    @_optimize(size)
    func render<S: SpanSink, R: CoverageRule>(_ rule: R.Type, into sink: inout S) {
        let width = clip.width, height = clip.height
        guard width > 0, height > 0, edges.minBand <= edges.maxBand else { return }
        let cells = self.cells
        let scratch = coverage, sums = self.sums, runs = self.runs
        for b in edges.minBand ... edges.maxBand {
            let band = edges.bands[b]
            if band.count == 0 { continue }
            let top = b << EdgeStorage.bandShift
            cells.lines(band.edges, count: band.count, top: top)
            let y0 = b * CellBuffer.rows
            let count = min(CellBuffer.rows, height - y0)
            if banded && (y0 < rows.lowerBound || y0 + count > rows.upperBound) {
                // A band cut by the limit: rows outside it are swept into nothing (which clears
                // their cells for the next band).
                var discard = DiscardingSink()
                for r in 0 ..< count {
                    if rows.contains(y0 + r) {
                        cells.sweep(row: r, y: y0 + r, width: width, rule: rule, sums: sums, scratch: scratch, runs: runs, into: &sink)
                    } else {
                        cells.sweep(row: r, y: y0 + r, width: width, rule: rule, sums: sums, scratch: scratch, runs: runs, into: &discard)
                    }
                }
                continue
            }
            for r in 0 ..< count {
                cells.sweep(row: r, y: y0 + r, width: width, rule: rule, sums: sums, scratch: scratch, runs: runs, into: &sink)
            }
        }
        edges.reset(clip: clip)
    }

    /// Sweeps into `target` with `paint` at `opacity` (0 … 1); with a `background`, the drawing's
    /// area is cleared to it in the same pass (a solid paint) or just before (a gradient).
    func composite(_ rule: FillRule, _ paint: Paint, _ opacity: Double, _ target: Bitmap, clearingTo background: Color? = nil) {
        let o = PixelMath.alpha(opacity)
        if let background {
            if case .solid(let color) = paint, o > 0 {
                var sink = ClearingCompositor(target: target, rows: rows, color: PixelMath.mul(color.premultiplied, o),
                                              background: background.premultiplied)
                render(rule, into: &sink)
                sink.finish()
                return
            }
            target.clear(to: background)
        }
        guard o > 0 else { edges.reset(clip: clip); return }
        switch paint {
        case .solid(let color):
            var sink = SolidCompositor(target: target, color: PixelMath.mul(color.premultiplied, o))
            render(rule, into: &sink)
        case .linearGradient(let gradient):
            gradient.fillLUT(lut, opacity: o)
            var sink = GradientCompositor(target: target, gradient: gradient, lut: lut)
            render(rule, into: &sink)
        }
    }

    /// Adds every contour of `path`, closed, as fill edges.
    func addFill(_ path: Path) {
        path.flatten(tolerance: tolerance, buffer: &flat) { pts, _ in
            addPolygon(pts)
        }
    }

    /// Adds a closed polygon's edges.
    func addPolygon(_ pts: UnsafeBufferPointer<Point>) {
        edges.addPolygon(pts)
    }
}
