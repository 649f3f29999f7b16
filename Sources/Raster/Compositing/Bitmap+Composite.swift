extension Bitmap {
    /// Composites `layer` (premultiplied) over this bitmap with its top-left corner at `origin`,
    /// times `opacity`, inside ``clip`` (and ``band``). Opaque layer pixels are stored, transparent ones skipped.
    ///
    /// How layers become a frame: draw what changes rarely into its own bitmap once, then
    /// composite it every frame (about a memory copy's cost).
    /// - Parameters:
    ///   - layer: The bitmap laid over this one (it may be a ``view(_:)`` of a larger one).
    ///   - origin: Where the layer's top-left pixel lands, in this bitmap's coordinates.
    ///   - opacity: Multiplies the whole layer (0 … 1).
    /// - Complexity: O(overlap area).
    public func composite(_ layer: Bitmap, at origin: (x: Int, y: Int) = (0, 0), opacity: Double = 1) {
        let o = PixelMath.alpha(opacity)
        guard o > 0 else { return }
        let area = PixelRect(x: origin.x, y: origin.y, width: layer.width, height: layer.height).intersection(drawableArea)
        guard !area.isEmpty else { return }
        precondition(layer.memoryRows.contains(area.y - origin.y) && layer.memoryRows.contains(area.maxY - 1 - origin.y),
                     "composited rows outside the layer's strip")
        for y in area.y ..< area.maxY {
            let d = pixels + y * stride + area.x
            let s = layer.pixels + (y - origin.y) * layer.stride + (area.x - origin.x)
            if o == 255 {
                Bitmap.overRow(d, s, area.width)
            } else {
                var i = 0
                let o8 = PixelMath.Pixels8(repeating: o)
                while i &+ 8 <= area.width {
                    let src = PixelMath.mul8(PixelMath.load8(s + i), o8)
                    PixelMath.store8(PixelMath.over8(src, PixelMath.load8(d + i)), d + i)
                    i &+= 8
                }
                while i < area.width {
                    let src = s[i]
                    if src != 0 { d[i] = PixelMath.over(PixelMath.mul(src, o), d[i]) }
                    i &+= 1
                }
            }
        }
    }

    /// `d[i] = s[i] over d[i]` for `count` pixels; eight at a time, where all-transparent groups
    /// are skipped and all-opaque ones copied.
    @inline(__always)
    static func overRow(_ d: UnsafeMutablePointer<UInt32>, _ s: UnsafePointer<UInt32>, _ count: Int) {
        var i = 0
        while i &+ 8 <= count {
            let raw = UnsafeRawPointer(s + i)
            let q0 = raw.loadUnaligned(as: UInt64.self), q1 = raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self)
            let q2 = raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self), q3 = raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self)
            let alphas: UInt64 = 0xFF00_0000_FF00_0000
            if q0 | q1 | q2 | q3 == 0 {
                // Transparent: nothing to do.
            } else if q0 & q1 & q2 & q3 & alphas == alphas {
                (d + i).update(from: s + i, count: 8)
            } else {
                PixelMath.store8(PixelMath.over8(PixelMath.load8(s + i), PixelMath.load8(d + i)), d + i)
            }
            i &+= 8
        }
        while i < count {
            let src = s[i]
            let a = src &>> 24
            if a == 255 { d[i] = src } else if src != 0 { d[i] = PixelMath.over(src, d[i]) }
            i &+= 1
        }
    }

    /// Blends `color` through `mask` (coverage) with the mask's top-left corner at `origin`,
    /// times `opacity`, inside ``clip`` (and ``band``) — how glyphs are drawn.
    /// - Parameters:
    ///   - mask: Coverage, for example from ``Rasterizer/fill(_:rule:into:)`` or a ``GlyphImage``.
    ///   - origin: Where the mask's top-left pixel lands, in this bitmap's coordinates.
    ///   - color: The colour painted where coverage is full.
    ///   - opacity: Multiplies the colour's alpha (0 … 1).
    /// - Complexity: O(overlap area).
    public func blend(_ mask: CoverageMask, at origin: (x: Int, y: Int), color: Color, opacity: Double = 1) {
        let src = PixelMath.mul(color.premultiplied, PixelMath.alpha(opacity))
        guard src != 0 else { return }
        let opaque = src >> 24 == 255
        let area = PixelRect(x: origin.x, y: origin.y, width: mask.width, height: mask.height).intersection(drawableArea)
        guard !area.isEmpty else { return }
        mask.coverage.withUnsafeBufferPointer { m in
            for y in area.y ..< area.maxY {
                let d = pixels + y * stride + area.x
                let c = m.baseAddress! + (y - origin.y) * mask.width + (area.x - origin.x)
                for i in 0 ..< area.width {
                    let a = UInt32(c[i])
                    if a == 0 { continue }
                    d[i] = a == 255 && opaque ? src : PixelMath.over(PixelMath.mul(src, a), d[i])
                }
            }
        }
    }
}
