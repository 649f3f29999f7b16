/// Composites coverage spans of one solid colour into a bitmap (src-over, premultiplied).
/// Full coverage of an opaque colour stores; zero coverage skips.
struct SolidCompositor: SpanSink {
    /// The pixel at the clip's top-left corner.
    let origin: UnsafeMutablePointer<UInt32>
    /// Pixels per row.
    let stride: Int
    /// The colour, opacity included.
    let source: SolidSource

    init(target: Bitmap, color: UInt32) {
        origin = target.pixels + target.clip.y * target.stride + target.clip.x
        stride = target.stride
        source = SolidSource(color)
    }

    /// Eight pixels at a time: all-zero coverage skips, full coverage of an opaque colour stores,
    /// anything else blends all eight lanes (lanes with 0 coverage keep their pixel exactly).
    @inline(__always)
    mutating func span(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let p = origin + (y &* stride &+ x)
        var i = 0
        // The sweep's spans are whole groups of eight pixels, except where the clip cuts them.
        let blocks = count & ~7
        while i < blocks {
            let bytes = UnsafeRawPointer(coverage + i).loadUnaligned(as: UInt64.self)
            if bytes != 0 {
                if bytes == ~0 && source.opaque {
                    PixelMath.store8(source.colors, p + i)
                } else {
                    PixelMath.store8(PixelMath.over8(source.times8(coverage + i), PixelMath.load8(p + i)), p + i)
                }
            }
            i &+= 8
        }
        while i < count {
            let a = coverage[i]
            if a != 0 {
                p[i] = a == 255 && source.opaque ? source.color : PixelMath.over(source.times(a), p[i])
            }
            i &+= 1
        }
    }

    @inline(__always)
    mutating func run(x: Int, y: Int, count: Int, alpha: UInt8) {
        let p = origin + (y &* stride &+ x)
        if alpha == 255 && source.opaque {
            PixelMath.store(source.colors, p, count: count)
            return
        }
        let src = source.times(alpha)
        let inverse = 255 &- (src &>> 24)
        let src8 = PixelMath.Pixels8(repeating: src), inverse8 = PixelMath.Pixels8(repeating: inverse)
        var i = 0
        while i &+ 8 <= count {
            PixelMath.store8(src8 &+ PixelMath.mul8(PixelMath.load8(p + i), inverse8), p + i)
            i &+= 8
        }
        while i < count { p[i] = src &+ PixelMath.mul(p[i], inverse); i &+= 1 }
    }
}

/// Composites coverage spans of a linear gradient into a bitmap (src-over, premultiplied),
/// looking colours up in a 256-entry table that already holds the opacity.
struct GradientCompositor: SpanSink {
    let origin: UnsafeMutablePointer<UInt32>
    let stride: Int
    let lut: UnsafePointer<UInt32>
    /// t at the centre of clip pixel (0, 0), and its change per pixel in x and y (all × 255).
    let t0: Double, dtx: Double, dty: Double

    init(target: Bitmap, gradient: LinearGradient, lut: UnsafePointer<UInt32>) {
        origin = target.pixels + target.clip.y * target.stride + target.clip.x
        stride = target.stride
        self.lut = lut
        let gx = gradient.end.x - gradient.start.x, gy = gradient.end.y - gradient.start.y
        let len2 = gx * gx + gy * gy
        if len2 > 0 && len2.isFinite {
            let scale = Double(LinearGradient.lutSize - 1) / len2
            dtx = gx * scale; dty = gy * scale
            let cx = Double(target.clip.x) + 0.5 - gradient.start.x
            let cy = Double(target.clip.y) + 0.5 - gradient.start.y
            t0 = cx * dtx + cy * dty
        } else {
            dtx = 0; dty = 0; t0 = Double(LinearGradient.lutSize - 1)
        }
    }

    /// The table colour at position `t` (0 … 255 along the gradient, padded outside).
    @inline(__always)
    func color(_ t: Double) -> UInt32 {
        let i = t > 0 ? (t < 255 ? Int(t + 0.5) : 255) : 0  // NaN → 0
        return lut[i]
    }

    @inline(__always)
    mutating func span(x: Int, y: Int, coverage: UnsafePointer<UInt8>, count: Int) {
        let p = origin + (y &* stride &+ x)
        var t = t0 + Double(x) * dtx + Double(y) * dty
        for i in 0 ..< count {
            let a = UInt32(coverage[i])
            if a != 0 {
                let c = color(t)
                p[i] = a == 255 && c >> 24 == 255 ? c : PixelMath.over(PixelMath.mul(c, a), p[i])
            }
            t += dtx
        }
    }

    @inline(__always)
    mutating func run(x: Int, y: Int, count: Int, alpha: UInt8) {
        let p = origin + (y &* stride &+ x)
        var t = t0 + Double(x) * dtx + Double(y) * dty
        let a = UInt32(alpha)
        for i in 0 ..< count {
            let c = color(t)
            if a == 255 {
                p[i] = c >> 24 == 255 ? c : PixelMath.over(c, p[i])
            } else {
                p[i] = PixelMath.over(PixelMath.mul(c, a), p[i])
            }
            t += dtx
        }
    }
}
