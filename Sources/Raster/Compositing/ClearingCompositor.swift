/// Composites coverage spans of one solid colour over a known background colour, writing every
/// pixel of the drawing's rows exactly once: the background where the coverage is 0, the colour
/// over the background elsewhere — the pixels ``Bitmap/clear(to:)`` followed by ``SolidCompositor``
/// would leave, without storing the covered pixels twice or reading the target back.
///
/// The sweep hands spans and runs over in order (rows top to bottom, left to right within a row)
/// and says nothing about pixels of coverage 0 or rows without segments: before each span the
/// compositor stores the background up to it, and ``finish()`` stores it from the last span to the
/// end of the last row.
struct ClearingCompositor: SpanSink {
    /// The pixel at the clip's top-left corner.
    let origin: UnsafeMutablePointer<UInt32>
    /// Pixels per row.
    let stride: Int
    /// The clip's width: every row is written from 0 to here.
    let width: Int
    /// One past the last row written (clip coordinates).
    let endRow: Int
    /// The colour, opacity included.
    let source: SolidSource
    /// The premultiplied background, and in eight lanes.
    let background: UInt32
    let backgrounds: PixelMath.Pixels8
    /// The first pixel not written yet: column `nextX` of row `nextY`.
    private var nextX = 0, nextY: Int

    /// A compositor for the clip rows `rows` of `target` (all of them unless the target is one band
    /// of a ``ParallelRenderer`` frame).
    init(target: Bitmap, rows: Range<Int>, color: UInt32, background: UInt32) {
        origin = target.pixels + target.clip.y * target.stride + target.clip.x
        stride = target.stride
        width = target.clip.width
        endRow = rows.upperBound
        nextY = rows.lowerBound
        source = SolidSource(color)
        self.background = background
        backgrounds = PixelMath.Pixels8(repeating: background)
    }

    /// Stores the background from the first unwritten pixel up to column `x` of row `y`.
    /// - Complexity: O(pixels stored).
    @inline(__always)
    private mutating func clear(upTo x: Int, _ y: Int) {
        if y != nextY {
            clearRows(upTo: x, y)
        } else if x > nextX {
            PixelMath.store(backgrounds, origin + (y &* stride &+ nextX), count: x &- nextX)
        }
    }

    /// ``clear(upTo:_:)`` into a later row: the rest of row `nextY`, the rows between, and row `y`
    /// up to column `x` — one run when the rows lie side by side in memory (the clip as wide as
    /// the bitmap), as the end of one row and the start of the next usually do.
    @inline(never)
    private mutating func clearRows(upTo x: Int, _ y: Int) {
        if width == stride {
            let from = nextY &* stride &+ nextX
            PixelMath.store(backgrounds, origin + from, count: y &* stride &+ x &- from)
        } else {
            PixelMath.store(backgrounds, origin + (nextY &* stride &+ nextX), count: width &- nextX)
            var r = nextY &+ 1
            while r < y {
                PixelMath.store(backgrounds, origin + r &* stride, count: width)
                r &+= 1
            }
            PixelMath.store(backgrounds, origin + y &* stride, count: x)
        }
        nextY = y
        nextX = x
    }

    /// Stores the background from the last span to the end of the last row. Call once, after the
    /// sweep.
    mutating func finish() {
        guard nextY < endRow else { return }
        clear(upTo: width, endRow &- 1)
    }

    /// Eight pixels at a time: full coverage of an opaque colour stores the colour, anything else
    /// the colour times the coverage over the background (the background where it is 0).
    @inline(__always)
    mutating func span(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        clear(upTo: x, y)
        nextX = x &+ count
        let p = origin + (y &* stride &+ x)
        var i = 0
        let blocks = count & ~7
        while i < blocks {
            let bytes = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt64.self)
            if bytes == 0 {
                PixelMath.store8(backgrounds, p + i)
            } else if bytes == ~0 && source.opaque {
                PixelMath.store8(source.colors, p + i)
            } else {
                PixelMath.store8(PixelMath.over8(source.times8(coverage + i), backgrounds), p + i)
            }
            i &+= 8
        }
        while i < count {
            let a = coverage[i]
            p[i] = a == 255 && source.opaque ? source.color : PixelMath.over(source.times(a), background)
            i &+= 1
        }
    }

    @inline(__always)
    mutating func run(x: Int, y: Int, count: Int, alpha: UInt8) {
        clear(upTo: x, y)
        nextX = x &+ count
        let value = alpha == 255 && source.opaque ? source.color : PixelMath.over(source.times(alpha), background)
        PixelMath.store(PixelMath.Pixels8(repeating: value), origin + (y &* stride &+ x), count: count)
    }
}
