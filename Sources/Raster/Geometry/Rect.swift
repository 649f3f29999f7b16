/// A rectangle in pixel space with fractional edges (see ``Point`` for the coordinate system).
public struct Rect: Hashable, Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    @inlinable
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x; self.y = y; self.width = width; self.height = height
    }

    @inlinable public var minX: Double { x }
    @inlinable public var minY: Double { y }
    @inlinable public var maxX: Double { x + width }
    @inlinable public var maxY: Double { y + height }
    @inlinable public var midX: Double { x + width / 2 }
    @inlinable public var midY: Double { y + height / 2 }
    @inlinable public var isEmpty: Bool { !(width > 0 && height > 0) }

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

    public var description: String { "Rect(\(x), \(y), \(width)×\(height))" }
}
