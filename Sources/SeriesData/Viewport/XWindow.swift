/// A visible x range (data units: milliseconds since the epoch, as `Double`).
public struct XWindow: Hashable, Sendable, CustomStringConvertible {
    public var lower: Double
    public var upper: Double

    @inlinable public init(_ lower: Double, _ upper: Double) { self.lower = lower; self.upper = upper }

    @inlinable public var span: Double { upper - lower }
    @inlinable public var center: Double { (lower + upper) / 2 }
    @inlinable public func contains(_ x: Double) -> Bool { x >= lower && x <= upper }

    public var description: String { "XWindow(\(lower)…\(upper))" }
}

/// The limits every x window obeys: inside the data's x extent and no narrower than a minimum
/// span (a few points, or a time span). Pinch, wheel, keys, presets and the range selector all go
/// through these, so no gesture can leave the data or zoom into nothing.
public struct XConstraints: Hashable, Sendable {
    /// The data's first and last x.
    public var lower: Double
    public var upper: Double
    /// The narrowest window allowed (never more than the whole extent).
    public var minSpan: Double

    public init(lower: Double, upper: Double, minSpan: Double) {
        precondition(upper >= lower, "x extent must not be reversed")
        self.lower = lower; self.upper = upper
        self.minSpan = min(max(minSpan, 0), upper - lower)
    }

    /// Constraints for sorted x values: the extent of `x`, and a minimum span covering `points`
    /// points at the data's average step.
    /// - Complexity: O(1).
    public init(x: [Int64], points: Int = 4) {
        guard let first = x.first, let last = x.last, x.count > 1 else {
            let v = Double(x.first ?? 0)
            self.init(lower: v, upper: v, minSpan: 0)
            return
        }
        let step = Double(last - first) / Double(x.count - 1)
        self.init(lower: Double(first), upper: Double(last), minSpan: step * Double(max(points - 1, 1)))
    }

    /// The whole extent.
    public var full: XWindow { XWindow(lower, upper) }
    package var extent: Double { upper - lower }

    /// A span limited to minSpan…extent.
    @inlinable
    package func clampSpan(_ span: Double) -> Double { min(max(span, minSpan), upper - lower) }

    /// The window with its span limited and then shifted (not squeezed) inside the extent.
    package func clamp(_ w: XWindow) -> XWindow {
        let span = clampSpan(w.span)
        var lo = w.span == span ? w.lower : w.center - span / 2
        lo = min(max(lo, lower), upper - span)
        return XWindow(lo, lo + span)
    }

    /// The window moved by `dx`, keeping its span, stopped at the extent's ends.
    package func pan(_ w: XWindow, by dx: Double) -> XWindow {
        clamp(XWindow(w.lower + dx, w.upper + dx))
    }

    /// The window scaled by `factor` (< 1 zooms in) about `anchor`, which keeps its place on
    /// screen unless the extent's ends push the window aside.
    package func zoom(_ w: XWindow, by factor: Double, anchor: Double) -> XWindow {
        let span = clampSpan(w.span * factor)
        let f = w.span > 0 ? (anchor - w.lower) / w.span : 0.5
        let lo = anchor - f * span
        return clamp(XWindow(lo, lo + span))
    }
}
