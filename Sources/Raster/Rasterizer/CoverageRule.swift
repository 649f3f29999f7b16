/// Turns accumulated cell sums (512·256 per unit of winding) into 0 … 255 coverage under a fill
/// rule — one value, or eight lanes at once with plain arithmetic (no comparison masks).
protocol CoverageRule {
    static func coverage(_ acc: Int32) -> UInt8
    static func coverage8(_ acc: SIMD8<Int32>) -> SIMD8<UInt8>
}

/// min(a, b) without a comparison: b + ((a − b) & sign(a − b)).
@inline(__always)
private func minimum(_ a: SIMD8<Int32>, _ b: SIMD8<Int32>) -> SIMD8<Int32> {
    let d = a &- b
    return b &+ (d & (d &>> 31))
}

/// |a| without a comparison.
@inline(__always)
private func magnitude(_ a: SIMD8<Int32>) -> SIMD8<Int32> {
    let s = a &>> 31
    return (a ^ s) &- s
}

/// Covered where the winding number is not zero; coverage saturates at one full winding.
enum NonZeroCoverage: CoverageRule {
    @inline(__always)
    static func coverage(_ acc: Int32) -> UInt8 {
        var c = Int(acc)
        c = c < 0 ? 0 &- c : c
        c = min(c, 0x20000)
        return UInt8(truncatingIfNeeded: (c &* 255 &+ 0x10000) &>> 17)
    }

    @inline(__always)
    static func coverage8(_ acc: SIMD8<Int32>) -> SIMD8<UInt8> {
        let c = minimum(magnitude(acc), SIMD8(repeating: 0x20000))
        return SIMD8<UInt8>(truncatingIfNeeded: (c &* 255 &+ 0x10000) &>> 17)
    }
}

/// Covered where the winding number is odd; coverage folds back every other winding.
enum EvenOddCoverage: CoverageRule {
    @inline(__always)
    static func coverage(_ acc: Int32) -> UInt8 {
        var c = Int(acc)
        c = c < 0 ? 0 &- c : c
        c &= 0x3FFFF
        c = min(c, 0x40000 &- c)
        return UInt8(truncatingIfNeeded: (c &* 255 &+ 0x10000) &>> 17)
    }

    @inline(__always)
    static func coverage8(_ acc: SIMD8<Int32>) -> SIMD8<UInt8> {
        let c = magnitude(acc) & SIMD8(repeating: 0x3FFFF)
        let folded = minimum(c, SIMD8(repeating: 0x40000) &- c)
        return SIMD8<UInt8>(truncatingIfNeeded: (folded &* 255 &+ 0x10000) &>> 17)
    }
}
