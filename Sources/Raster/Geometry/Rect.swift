/// A rectangle in pixel space with fractional edges (see ``Point`` for the coordinate system).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    /// The left edge.
    public var x: Double
    /// The top edge.
    public var y: Double
    /// The width (the rectangle is empty unless it is positive).
    public var width: Double
    /// The height (the rectangle is empty unless it is positive).
    public var height: Double

    /// The rectangle from (`x`, `y`) spanning `width` to the right and `height` down.
    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    /// The left edge, `x`.
    @inlinable public var minX: Double { x }
    /// The top edge, `y`.
    @inlinable public var minY: Double { y }
    /// The right edge, `x + width`.
    @inlinable public var maxX: Double { x + width }
    /// The bottom edge, `y + height`.
    @inlinable public var maxY: Double { y + height }
    /// The horizontal centre.
    @inlinable public var midX: Double { x + width / 2 }
    /// The vertical centre.
    @inlinable public var midY: Double { y + height / 2 }
    /// Whether the rectangle has no area (a width or height that is zero, negative or NaN).
    @inlinable public var isEmpty: Bool { !(width > 0 && height > 0) }

    /// Whether `p` lies inside: left and top edges included, right and bottom edges excluded.
    @inlinable
    public func contains(_ p: Point) -> Bool { p.x >= x && p.x < maxX && p.y >= y && p.y < maxY }

    /// Whether the two rectangles share any area (touching edges do not count).
    @inlinable
    public func intersects(_ r: Rect) -> Bool { r.x < maxX && x < r.maxX && r.y < maxY && y < r.maxY }

    /// The rectangle grown by `dx` on the left and right and `dy` on the top and bottom
    /// (negative values shrink it).
    @inlinable
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: x + dx, y: y + dy, width: width - 2 * dx, height: height - 2 * dy)
    }

    /// The smallest whole-pixel rectangle that holds this one.
    @inlinable
    public var enclosingPixels: PixelRect {
        // Saturated to the Int32 range (NaN as 0), so the width and height cannot overflow.
        let x0 = Int(Int32(saturating: x, rounding: .down)), y0 = Int(Int32(saturating: y, rounding: .down))
        let x1 = Int(Int32(saturating: maxX, rounding: .up)), y1 = Int(Int32(saturating: maxY, rounding: .up))
        return PixelRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// `Rect(x, y, width×height)`.
    public var description: String { "Rect(\(x), \(y), \(width)×\(height))" }
}
