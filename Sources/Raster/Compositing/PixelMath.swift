/// Pixel arithmetic on premultiplied ARGB8888, four channels at once in one 64-bit register
/// (16 bits per channel), with exact rounding of x·f/255.
enum PixelMath {
    /// Every channel of `p` times `f` (0 … 255) divided by 255, rounded to nearest.
    @inline(__always)
    static func mul(_ p: UInt32, _ f: UInt32) -> UInt32 {
        var x = UInt64(p & 0x00FF_00FF) | (UInt64(p & 0xFF00_FF00) &<< 24)
        x = x &* UInt64(f) &+ 0x0080_0080_0080_0080
        x = ((x &+ ((x &>> 8) & 0x00FF_00FF_00FF_00FF)) &>> 8) & 0x00FF_00FF_00FF_00FF
        return UInt32(truncatingIfNeeded: x & 0x00FF_00FF) | UInt32(truncatingIfNeeded: (x &>> 24) & 0xFF00_FF00)
    }

    /// Source over destination, both premultiplied.
    @inline(__always)
    static func over(_ src: UInt32, _ dst: UInt32) -> UInt32 {
        src &+ mul(dst, 255 &- (src &>> 24))
    }

    /// 0 … 1 opacity as 0 … 255 (NaN as 0).
    @inline(__always)
    static func alpha(_ opacity: Double) -> UInt32 {
        guard opacity > 0 else { return 0 }
        return opacity >= 1 ? 255 : UInt32(saturating: opacity * 255, rounding: .toNearestOrAwayFromZero)
    }
}
