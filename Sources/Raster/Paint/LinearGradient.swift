/// Colours that change along the line from `start` to `end` and stay constant across it; before
/// `start` the first stop's colour, after `end` the last one's (pad). Interpolation happens between
/// premultiplied colours, so fading to a transparent stop does not darken. With `start == end`
/// the last stop's colour covers everything.
public struct LinearGradient: Sendable {
    /// Where the ramp starts (offset 0), in the target's pixel coordinates.
    public var start: Point
    /// Where the ramp ends (offset 1).
    public var end: Point
    /// Offsets 0 … 1 in increasing order, each with its colour. No stops paints nothing.
    public var stops: [(offset: Double, color: Color)]

    /// A gradient from `start` to `end`.
    /// - Parameters:
    ///   - start: The point where offset 0 lies.
    ///   - end: The point where offset 1 lies.
    ///   - stops: Offsets 0 … 1 in increasing order with their colours, for example
    ///     `[(0, top), (1, top.withOpacity(0))]` for a fade.
    public init(start: Point, end: Point, stops: [(offset: Double, color: Color)]) {
        self.start = start; self.end = end; self.stops = stops
    }

    /// Number of entries in a colour lookup table.
    static let lutSize = 256

    /// Fills `lut` with ``lutSize`` premultiplied colours sampled at t = i/255, each times
    /// `opacity` (0 … 255).
    /// - Complexity: O(lutSize + stops).
    func fillLUT(_ lut: UnsafeMutablePointer<UInt32>, opacity: UInt32) {
        guard let firstStop = stops.first else {
            lut.update(repeating: 0, count: LinearGradient.lutSize)
            return
        }
        var s = 0
        for i in 0 ..< LinearGradient.lutSize {
            let t = Double(i) / Double(LinearGradient.lutSize - 1)
            while s < stops.count && stops[s].offset <= t { s += 1 }
            let c: UInt32
            if s == 0 {
                c = firstStop.color.premultiplied
            } else if s == stops.count {
                c = stops[s - 1].color.premultiplied
            } else {
                let a = stops[s - 1], b = stops[s]
                let span = b.offset - a.offset
                let f = span > 0 ? (t - a.offset) / span : 1
                c = LinearGradient.lerp(a.color.premultiplied, b.color.premultiplied, f)
            }
            lut[i] = PixelMath.mul(c, opacity)
        }
    }

    /// Per-channel interpolation of two premultiplied pixels.
    static func lerp(_ a: UInt32, _ b: UInt32, _ f: Double) -> UInt32 {
        var out: UInt32 = 0
        for shift in stride(from: 0 as UInt32, to: 32, by: 8) {
            let ca = Double(a >> shift & 0xFF), cb = Double(b >> shift & 0xFF)
            out |= UInt32(UInt8(saturating: ca + (cb - ca) * f, rounding: .toNearestOrAwayFromZero)) << shift
        }
        return out
    }
}
