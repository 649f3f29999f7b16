/// Eight premultiplied ARGB8888 pixels at once: two channels per 32-bit lane (`00RR00BB` and
/// `00AA00GG`), the same exact x·f/255 rounding as ``PixelMath/mul(_:_:)``. Plain lane-wise
/// arithmetic (no comparison masks), so it maps to AVX2 with `-target-cpu native` and stays
/// correct, if slower, on baseline x86-64.
extension PixelMath {
    typealias Pixels8 = SIMD8<UInt32>

    /// Every channel of eight pixels times `f` (per pixel, 0 … 255) divided by 255, rounded.
    @inline(__always)
    static func mul8(_ p: Pixels8, _ f: Pixels8) -> Pixels8 {
        let mask = Pixels8(repeating: 0x00FF_00FF)
        return mul8(rb: p & mask, ag: (p &>> 8) & mask, f)
    }

    /// ``mul8(_:_:)`` of pixels already split into their `00RR00BB` (`rb`) and `00AA00GG` (`ag`)
    /// halves.
    @inline(__always)
    static func mul8(rb: Pixels8, ag: Pixels8, _ f: Pixels8) -> Pixels8 {
        let mask = Pixels8(repeating: 0x00FF_00FF)
        let half = Pixels8(repeating: 0x0080_0080)
        var rb = rb &* f &+ half
        var ag = ag &* f &+ half
        rb = ((rb &+ ((rb &>> 8) & mask)) &>> 8) & mask
        ag = ((ag &+ ((ag &>> 8) & mask)) &>> 8) & mask
        return rb | (ag &<< 8)
    }

    /// `src over dst` for eight pixels.
    @inline(__always)
    static func over8(_ src: Pixels8, _ dst: Pixels8) -> Pixels8 {
        src &+ mul8(dst, Pixels8(repeating: 255) &- (src &>> 24))
    }

    @inline(__always)
    static func load8(_ p: UnsafePointer<UInt32>) -> Pixels8 {
        UnsafeRawPointer(p).loadUnaligned(as: Pixels8.self)
    }

    @inline(__always)
    static func store8(_ v: Pixels8, _ p: UnsafeMutablePointer<UInt32>) {
        UnsafeMutableRawPointer(p).storeBytes(of: v, as: Pixels8.self)
    }

    /// Stores one colour (`colors`, the same in all eight lanes) into `count` pixels from `p`: 128
    /// pixels a turn (the loop bounded by a pointer, three instructions of overhead per turn), then
    /// 64, then 8, then one last block of eight overlapping the one before (a store, so storing a
    /// pixel twice changes nothing) — no scalar tail after the wide stores.
    @inline(__always)
    static func store(_ colors: Pixels8, _ p: UnsafeMutablePointer<UInt32>, count: Int) {
        guard count >= 8 else {
            for i in 0 ..< count { p[i] = colors[0] }
            return
        }
        let last = p + (count &- 8)
        var q = p
        @inline(__always) func store64(_ q: UnsafeMutablePointer<UInt32>) {
            store8(colors, q); store8(colors, q + 8); store8(colors, q + 16); store8(colors, q + 24)
            store8(colors, q + 32); store8(colors, q + 40); store8(colors, q + 48); store8(colors, q + 56)
        }
        if count >= 264 {
            // q + 256 ≤ last.
            let stop = last - 256
            repeat {
                store64(q); store64(q + 64); store64(q + 128); store64(q + 192)
                q += 256
            } while q <= stop
        }
        if last - q >= 128 {
            store64(q); store64(q + 64)
            q += 128
        }
        if last - q >= 64 {
            store64(q)
            q += 64
        }
        while q < last {
            store8(colors, q)
            q += 8
        }
        store8(colors, last)
    }

    /// Eight coverage bytes widened to lanes: one 64-bit load, each half broadcast to four lanes
    /// and shifted into place. (`Pixels8(truncatingIfNeeded: SIMD8<UInt8>)` was left out of line by
    /// the compiler — a call per blended block, spilling the vector registers around it.)
    @inline(__always)
    static func coverage8(_ c: UnsafePointer<UInt8>) -> Pixels8 {
        let bytes = UInt64(littleEndian: UnsafeRawPointer(c).loadUnaligned(as: UInt64.self))
        let low = SIMD4<UInt32>(repeating: UInt32(truncatingIfNeeded: bytes))
        let high = SIMD4<UInt32>(repeating: UInt32(truncatingIfNeeded: bytes &>> 32))
        let shifts = Pixels8(0, 8, 16, 24, 0, 8, 16, 24)
        return (Pixels8(lowHalf: low, highHalf: high) &>> shifts) & Pixels8(repeating: 0xFF)
    }
}
