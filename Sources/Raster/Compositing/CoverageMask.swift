/// 8-bit coverage (0 = empty, 255 = full), row-major with stride `width`: a glyph or any shape
/// rendered once and blended in a colour many times (``Bitmap/blend(_:at:color:opacity:)``).
public struct CoverageMask: Sendable {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// `width × height` coverage values, row by row.
    public var coverage: [UInt8]

    /// An empty (all 0) mask of `width × height` pixels.
    /// - Complexity: O(width × height).
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "CoverageMask size must not be negative")
        self.width = width; self.height = height
        coverage = [UInt8](repeating: 0, count: width * height)
    }

    /// The coverage at (`x`, `y`). - Precondition: inside the mask.
    public subscript(x: Int, y: Int) -> UInt8 {
        precondition(x >= 0 && x < width && y >= 0 && y < height, "point outside the mask")
        return coverage[y * width + x]
    }
}

/// Adds coverage spans into a mask as a union (a + b − a·b), so shapes drawn into one mask
/// combine like shapes painted over each other.
struct MaskWriter: SpanSink {
    let base: UnsafeMutablePointer<UInt8>
    let width: Int

    @inline(__always)
    mutating func span(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let p = base + (y &* width &+ x)
        for i in 0 ..< count { p[i] = MaskWriter.union(p[i], coverage[i]) }
    }

    @inline(__always)
    mutating func run(x: Int, y: Int, count: Int, alpha: UInt8) {
        let p = base + (y &* width &+ x)
        if alpha == 255 { p.update(repeating: 255, count: count); return }
        for i in 0 ..< count { p[i] = MaskWriter.union(p[i], alpha) }
    }

    @inline(__always)
    static func union(_ a: UInt8, _ b: UInt8) -> UInt8 {
        let a = UInt32(a), b = UInt32(b)
        let t = a &* b &+ 128
        return UInt8(truncatingIfNeeded: a &+ b &- ((t &+ (t &>> 8)) &>> 8))
    }
}
