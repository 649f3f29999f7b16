/// A colour with straight (not premultiplied) 8-bit red, green, blue and alpha.
///
/// Pixels in a ``Bitmap`` are premultiplied ARGB8888 (`WL_SHM_FORMAT_ARGB8888`, little-endian:
/// bytes B, G, R, A in memory, `0xAARRGGBB` as a `UInt32`); ``premultiplied`` converts.
public struct Color: Hashable, Sendable {
    /// Red, 0 … 255, not multiplied by alpha.
    public var red: UInt8
    /// Green, 0 … 255, not multiplied by alpha.
    public var green: UInt8
    /// Blue, 0 … 255, not multiplied by alpha.
    public var blue: UInt8
    /// Opacity, 0 (transparent) … 255 (opaque).
    public var alpha: UInt8

    /// A colour from its straight components (opaque unless `alpha` is given).
    @inlinable
    public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red; self.green = green; self.blue = blue; self.alpha = alpha
    }

    /// A colour from `0xRRGGBB` (opaque).
    @inlinable
    public init(rgb: UInt32, alpha: UInt8 = 255) {
        self.init(red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8),
                  blue: UInt8(truncatingIfNeeded: rgb), alpha: alpha)
    }

    /// Parses `#RRGGBB` or `#RRGGBBAA`, hex digits in either case; `nil` for anything else.
    public init?(hex: some StringProtocol) {
        let utf8 = Array(hex.utf8)
        guard utf8.first == UInt8(ascii: "#"), utf8.count == 7 || utf8.count == 9 else { return nil }
        var value: UInt32 = 0
        for byte in utf8.dropFirst() {
            guard let digit = Color.hexDigit(byte) else { return nil }
            value = value << 4 | UInt32(digit)
        }
        if utf8.count == 7 {
            self.init(rgb: value)
        } else {
            self.init(rgb: value >> 8, alpha: UInt8(truncatingIfNeeded: value))
        }
    }

    /// The same colour with its alpha multiplied by `opacity` (0…1, clamped).
    @inlinable
    public func withOpacity(_ opacity: Double) -> Color {
        let o = min(max(opacity, 0), 1)
        var c = self
        c.alpha = UInt8(saturating: Double(alpha) * o, rounding: .toNearestOrAwayFromZero)
        return c
    }

    /// The premultiplied ARGB8888 pixel value of this colour.
    @inlinable
    public var premultiplied: UInt32 {
        let a = UInt32(alpha)
        @inline(__always) func mul(_ c: UInt8) -> UInt32 {
            // c·a/255 rounded, exact for all 8-bit inputs.
            let t = UInt32(c) &* a &+ 128
            return (t &+ (t >> 8)) >> 8
        }
        return a << 24 | mul(red) << 16 | mul(green) << 8 | mul(blue)
    }

    /// The straight colour of a premultiplied ARGB8888 pixel (inverse of ``premultiplied``, up to
    /// rounding for translucent pixels).
    @inlinable
    public init(premultiplied p: UInt32) {
        let a = p >> 24
        @inline(__always) func unmul(_ c: UInt32) -> UInt8 {
            a == 0 ? 0 : UInt8(min(255, (c * 255 + a / 2) / a))
        }
        self.init(red: unmul(p >> 16 & 0xFF), green: unmul(p >> 8 & 0xFF), blue: unmul(p & 0xFF), alpha: UInt8(a))
    }

    /// Linear interpolation between two colours in straight RGBA (t = 0 gives `self`).
    @inlinable
    public func mixed(with other: Color, _ t: Double) -> Color {
        let t = min(max(t, 0), 1)
        @inline(__always) func lerp(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8(saturating: Double(a) + (Double(b) - Double(a)) * t, rounding: .toNearestOrAwayFromZero)
        }
        return Color(red: lerp(red, other.red), green: lerp(green, other.green),
                     blue: lerp(blue, other.blue), alpha: lerp(alpha, other.alpha))
    }

    @usableFromInline
    static func hexDigit(_ b: UInt8) -> UInt8? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): b - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): b - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): b - UInt8(ascii: "A") + 10
        default: nil
        }
    }

    /// Opaque black.
    public static let black = Color(rgb: 0x000000)
    /// Opaque white.
    public static let white = Color(rgb: 0xFFFFFF)
    /// Transparent (all components 0): what a new ``Bitmap`` holds.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
}
