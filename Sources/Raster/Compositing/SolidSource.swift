/// One premultiplied colour (opacity included) as the solid compositors paint it, with what they
/// need of it made once per drawing instead of once per span: whether it is opaque, the colour in
/// eight lanes, and its `00RR00BB` / `00AA00GG` halves (``PixelMath/mul8(_:_:)``'s split).
struct SolidSource {
    let color: UInt32
    let opaque: Bool
    let colors: PixelMath.Pixels8
    private let rb: PixelMath.Pixels8, ag: PixelMath.Pixels8

    init(_ color: UInt32) {
        self.color = color
        opaque = color >> 24 == 255
        colors = PixelMath.Pixels8(repeating: color)
        rb = PixelMath.Pixels8(repeating: color & 0x00FF_00FF)
        ag = PixelMath.Pixels8(repeating: (color &>> 8) & 0x00FF_00FF)
    }

    /// The colour times eight coverage bytes (0 … 255 each).
    @inline(__always)
    func times8(_ coverage: UnsafePointer<UInt8>) -> PixelMath.Pixels8 {
        PixelMath.mul8(rb: rb, ag: ag, PixelMath.coverage8(coverage))
    }

    /// The colour times one coverage `alpha` (the colour itself at 255).
    @inline(__always)
    func times(_ alpha: UInt8) -> UInt32 {
        alpha == 255 ? color : PixelMath.mul(color, UInt32(alpha))
    }
}
