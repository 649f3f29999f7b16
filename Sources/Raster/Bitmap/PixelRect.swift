/// An integer rectangle of pixels: `x ..< x + width`, `y ..< y + height`.
public struct PixelRect: Hashable, Sendable, CustomStringConvertible {
    /// The first column.
    public var x: Int
    /// The first row.
    public var y: Int
    /// The number of columns (never negative).
    public var width: Int
    /// The number of rows (never negative).
    public var height: Int

    /// The pixels `x ..< x + width` × `y ..< y + height`; a negative width or height becomes 0.
    @inlinable
    public init(x: Int, y: Int, width: Int, height: Int) {
        self.x = x; self.y = y; self.width = max(0, width); self.height = max(0, height)
    }

    /// One past the last column.
    @inlinable public var maxX: Int { x + width }
    /// One past the last row.
    @inlinable public var maxY: Int { y + height }
    /// Whether the rectangle holds no pixel.
    @inlinable public var isEmpty: Bool { width == 0 || height == 0 }

    /// The overlap of two rectangles (empty, at the origin of `self`, when they do not meet).
    @inlinable
    public func intersection(_ other: PixelRect) -> PixelRect {
        let x0 = max(x, other.x), y0 = max(y, other.y)
        let x1 = min(maxX, other.maxX), y1 = min(maxY, other.maxY)
        guard x1 > x0, y1 > y0 else { return PixelRect(x: x, y: y, width: 0, height: 0) }
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both (an empty one contributes nothing).
    @inlinable
    public func union(_ other: PixelRect) -> PixelRect {
        if isEmpty { return other }
        if other.isEmpty { return self }
        let x0 = min(x, other.x), y0 = min(y, other.y)
        return PixelRect(x: x0, y: y0, width: max(maxX, other.maxX) - x0, height: max(maxY, other.maxY) - y0)
    }

    /// Whether the pixel at column `x`, row `y` is inside.
    @inlinable
    public func contains(x px: Int, y py: Int) -> Bool { px >= x && px < maxX && py >= y && py < maxY }

    /// `width×height+x+y`, as X11 geometry strings.
    public var description: String { "\(width)×\(height)+\(x)+\(y)" }
}
