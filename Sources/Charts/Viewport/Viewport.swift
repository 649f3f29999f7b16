import Raster

/// The camera of a chart in data space: the visible x range (milliseconds since the epoch, as
/// `Double`) and y range, mapped onto a rectangle of the screen (y grows upward in data space and
/// downward on screen).
public struct Viewport: Hashable, Sendable, CustomStringConvertible {
    public var xMin: Double
    public var xMax: Double
    public var yMin: Double
    public var yMax: Double

    @inlinable
    public init(xMin: Double, xMax: Double, yMin: Double, yMax: Double) {
        self.xMin = xMin; self.xMax = xMax; self.yMin = yMin; self.yMax = yMax
    }

    @inlinable public var xSpan: Double { xMax - xMin }
    @inlinable public var ySpan: Double { yMax - yMin }

    /// Screen x of a data x inside `rect`.
    @inlinable
    public func screenX(_ x: Double, in rect: Rect) -> Double {
        rect.x + (x - xMin) / (xSpan == 0 ? 1 : xSpan) * rect.width
    }

    /// Screen y of a data y inside `rect` (higher values nearer the top).
    @inlinable
    public func screenY(_ y: Double, in rect: Rect) -> Double {
        rect.maxY - (y - yMin) / (ySpan == 0 ? 1 : ySpan) * rect.height
    }

    /// Data x at a screen x inside `rect` (the inverse of ``screenX(_:in:)``).
    @inlinable
    public func dataX(atScreenX sx: Double, in rect: Rect) -> Double {
        xMin + (sx - rect.x) / (rect.width == 0 ? 1 : rect.width) * xSpan
    }

    /// Data y at a screen y inside `rect` (the inverse of ``screenY(_:in:)``).
    @inlinable
    public func dataY(atScreenY sy: Double, in rect: Rect) -> Double {
        yMin + (rect.maxY - sy) / (rect.height == 0 ? 1 : rect.height) * ySpan
    }

    public var description: String { "Viewport(x: \(xMin)…\(xMax), y: \(yMin)…\(yMax))" }
}
