/// Receives the coverage of one drawing, row by row, left to right, in clip coordinates.
/// Coverage is 0 … 255 (255 = pixel fully inside).
protocol SpanSink {
    /// Pixels `x ..< x + count` of row `y` with one coverage each. `x` and `count` are multiples of 8
    /// unless the span ends at the clip's right edge.
    mutating func span(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int)
    /// Pixels `x ..< x + count` of row `y`, all with coverage `alpha` (never 0).
    mutating func run(x: Int, y: Int, count: Int, alpha: UInt8)
}

/// Takes spans and does nothing with them: rows of a band outside a drawing's rows are swept
/// into it so that their cells are cleared.
///
/// It holds one unused byte on purpose: the address of an empty struct means nothing, and
/// Swift 6.3's ThreadSanitizer instrumentation still reports an `inout` access to it when the
/// access goes through a generic parameter (`sweep(…, into: &sink)`), so TSan's runtime is handed
/// a garbage address and dies with a SEGV in `__tsan::MemoryAccess` (docs/reliability.md,
/// "ThreadSanitizer triage"; `ParallelRendererTests.theDiscardingSinkIsNotEmpty`).
struct DiscardingSink: SpanSink {
    private var unused: UInt8 = 0
    @inline(__always) mutating func span(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {}
    @inline(__always) mutating func run(x: Int, y: Int, count: Int, alpha: UInt8) {}
}
