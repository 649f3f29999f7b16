/// How two stroked segments meet at a corner.
public enum LineJoin: Sendable, Hashable {
    /// Extend the outer edges to their intersection; beyond the miter limit, bevel (SVG semantics).
    case miter
    /// Cut the corner straight across.
    case bevel
    /// Round the corner with a circular arc of half the stroke width.
    case round
}

/// How the ends of an open stroked contour look.
public enum LineCap: Sendable, Hashable {
    /// End flat at the end point.
    case butt
    /// End flat half a stroke width beyond the end point.
    case square
    /// End in a half circle around the end point.
    case round
}

/// The geometry of a stroke.
public struct StrokeStyle: Sendable, Hashable {
    /// Width in pixels. Widths below 1 draw a 1 px line with coverage scaled by the width
    /// (a hairline); 0 or less draws nothing.
    public var width: Double
    /// How corners are joined (default ``LineJoin/miter``).
    public var join: LineJoin
    /// The longest miter allowed, as a multiple of the width (SVG `stroke-miterlimit`, ≥ 1).
    public var miterLimit: Double
    /// How the ends of open contours and of dashes look (default ``LineCap/butt``).
    public var cap: LineCap
    /// Lengths of dashes and gaps, alternating, in pixels; repeated (twice if odd in number).
    /// Empty, all-zero or negative patterns draw a solid line.
    public var dash: [Double]
    /// How far into the dash pattern the stroke starts.
    public var dashOffset: Double

    /// A stroke style; only the width has no default.
    /// - Parameters:
    ///   - width: Width in pixels (below 1: a hairline, see ``width``).
    ///   - join: How corners are joined.
    ///   - miterLimit: The longest miter as a multiple of the width; longer ones become bevels.
    ///   - cap: How open ends look.
    ///   - dash: Dash and gap lengths in pixels, alternating; empty for a solid line.
    ///   - dashOffset: How far into the pattern the stroke starts, in pixels.
    public init(width: Double, join: LineJoin = .miter, miterLimit: Double = 4, cap: LineCap = .butt,
                dash: [Double] = [], dashOffset: Double = 0) {
        self.width = width; self.join = join; self.miterLimit = miterLimit; self.cap = cap
        self.dash = dash; self.dashOffset = dashOffset
    }
}
