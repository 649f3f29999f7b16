import Dispatch
#if canImport(Glibc)
import Glibc
#endif

/// Draws large frames on several cores: the target is cut into horizontal bands and the same
/// drawing runs once per band, concurrently, each with its own ``Rasterizer`` and a view of the
/// target whose ``Bitmap/band`` is that band's rows.
///
/// The pixels are exactly those of running the drawing once on one thread: a band view keeps the
/// target's clip (rasterizers clip and place their fixed-point grid by it) and only limits the rows
/// written, and a stroked polyline is cut, per band, only where the cut cannot reach the band.
/// Frames smaller than ``minimumParallelPixels`` are drawn on the calling thread.
///
/// What the drawing may do: any drawing through the rasterizer it is given, ``Bitmap`` methods on
/// the view (clear, composite, blend — they respect the band) and changes of the view's clip. It
/// runs concurrently with itself, so it must only read shared state: a ``TextRenderer`` or a
/// ``Rasterizer`` of the caller's must not be used inside (each is one thread's).
///
/// Band splits start at equal shares of the rows and then follow where the work went: after each
/// frame the boundaries move so that every band takes about as much of its thread's CPU time as the
/// others (thread CPU time, not wall clock, so that other processes taking a core do not skew it;
/// which rows each thread draws changes, the pixels do not).
/// One frame at a time: a renderer itself is not thread-safe.
public final class ParallelRenderer {
    /// Threads (and bands) a large frame is drawn with.
    public let threads: Int
    /// Frames with fewer pixels in the target's clip than this are drawn on one thread. The default,
    /// 2²¹ (2 097 152), keeps 1920×1080 on one thread and splits 2560×1440 and up.
    public var minimumParallelPixels = 1 << 21
    /// One rasterizer per band.
    private let rasterizers: [Rasterizer]
    /// Where each band's share of the rows starts (fractions of the height, `bands + 1` values).
    private var boundaries: [Double]
    /// CPU seconds each band's thread spent in the last parallel frame (written by those threads).
    private let seconds: UnsafeMutablePointer<Double>
    /// Each band's rows in the current frame.
    private var rows: [Range<Int>]

    /// A renderer for `threads` threads (default: the processors online; at least 1).
    /// - Parameter threads: How many bands a large frame is cut into.
    public init(threads: Int? = nil) {
        let count = max(1, threads ?? ParallelRenderer.processors())
        self.threads = count
        rasterizers = (0 ..< count).map { _ in Rasterizer() }
        boundaries = (0 ... count).map { Double($0) / Double(count) }
        seconds = .allocate(capacity: count)
        seconds.initialize(repeating: 0, count: count)
        rows = [Range<Int>](repeating: 0 ..< 0, count: count)
    }

    deinit { seconds.deallocate() }

    /// The flattening tolerance of every band's rasterizer (see ``Rasterizer/tolerance``).
    public var tolerance: Double {
        get { rasterizers[0].tolerance }
        set { for r in rasterizers { r.tolerance = newValue } }
    }

    /// Runs `draw` for `target`: once on this thread for a small frame, else once per band
    /// concurrently (see ``ParallelRenderer``). Returns when every band is drawn.
    /// - Parameters:
    ///   - target: The frame.
    ///   - draw: The whole frame's drawing, given a rasterizer and the view to draw into; it may
    ///     run on several threads at once, so it must only read shared state.
    /// - Complexity: the drawing's own cost divided over the bands, plus, per band, one pass
    ///   over the points of each stroked polyline to find the pieces that reach it.
    public func draw(into target: Bitmap, _ draw: (Rasterizer, Bitmap) -> Void) {
        let area = target.drawableArea
        guard threads > 1, area.width * area.height >= minimumParallelPixels else {
            draw(rasterizers[0], target)
            return
        }
        splitRows(area)
        withoutActuallyEscaping(draw) { draw in
            let work = Work(draw: draw, rasterizers: rasterizers, rows: rows, target: target,
                            seconds: SendablePointer(seconds))
            DispatchQueue.concurrentPerform(iterations: threads) { i in
                let start = ParallelRenderer.threadSeconds()
                work.run(i)
                work.seconds.base[i] = ParallelRenderer.threadSeconds() - start
            }
        }
        rebalance(area)
    }

    /// The rows of each band for this frame: the current boundaries over `area`, on multiples of
    /// the rasterizer's 32-row cell bands (so no cell band is swept by two threads) where possible.
    private func splitRows(_ area: PixelRect) {
        var start = area.y
        for i in 1 ... threads {
            var end = i == threads ? area.maxY : area.y + Int((boundaries[i] * Double(area.height)).rounded())
            end = min(max(end, start), area.maxY)
            if i < threads {
                let aligned = (end + CellBuffer.rows / 2) / CellBuffer.rows * CellBuffer.rows
                if aligned > start && aligned < area.maxY { end = aligned }
            }
            rows[i - 1] = start ..< end
            start = end
        }
    }

    /// Moves the boundaries towards equal time per band (half-way each frame, so that one noisy
    /// frame cannot swing them far).
    private func rebalance(_ area: PixelRect) {
        var total = 0.0
        for i in 0 ..< threads { total += seconds[i] }
        guard total > 0, area.height > 0 else { return }
        // Cumulative time over the rows, linear inside each band; where does each share end?
        var band = 0, before = 0.0
        var previous = 0.0
        for i in 1 ..< threads {
            let goal = total * Double(i) / Double(threads)
            while band < threads - 1 && before + seconds[band] < goal { before += seconds[band]; band += 1 }
            let r = rows[band]
            let inside = seconds[band] > 0 ? (goal - before) / seconds[band] : 0.5
            let y = Double(r.lowerBound - area.y) + min(max(inside, 0), 1) * Double(r.count)
            // Half-way from the old boundary to the new one, never before the previous boundary.
            previous = max(previous, (boundaries[i] + y / Double(area.height)) / 2)
            boundaries[i] = previous
        }
    }

    /// CPU time of the calling thread, in seconds (0 where that cannot be asked).
    static func threadSeconds() -> Double {
        #if canImport(Glibc)
        var t = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) * 1e-9
        #else
        return 0
        #endif
    }

    /// The processors online (1 where that cannot be asked).
    static func processors() -> Int {
        #if canImport(Glibc)
        return max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN))))
        #else
        return 1
        #endif
    }
}

/// What each band's thread needs; shared read-only between the threads of one frame.
private struct Work: @unchecked Sendable {
    let draw: (Rasterizer, Bitmap) -> Void
    let rasterizers: [Rasterizer]
    let rows: [Range<Int>]
    let target: Bitmap
    let seconds: SendablePointer

    func run(_ i: Int) {
        guard !rows[i].isEmpty else { return }
        var view = target
        view.band = max(rows[i].lowerBound, target.band.lowerBound) ..< min(rows[i].upperBound, target.band.upperBound)
        draw(rasterizers[i], view)
    }
}

/// A pointer written by several threads at distinct indices.
private struct SendablePointer: @unchecked Sendable {
    let base: UnsafeMutablePointer<Double>
    init(_ base: UnsafeMutablePointer<Double>) { self.base = base }
}
