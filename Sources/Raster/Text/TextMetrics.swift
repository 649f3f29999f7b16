/// Where a label sits relative to the point it is drawn at.
public enum TextAlignment: Sendable, Hashable {
    /// The text starts at the point.
    case left
    /// The text's advance is centred on the point.
    case center
    /// The text ends at the point.
    case right
}

/// The measurements of one line of text at one size, in pixels.
public struct TextMetrics: Sendable, Hashable {
    /// How far the pen moves: the width used for alignment (kerning included; after truncation
    /// when a maximum width was given).
    public var advance: Double
    /// The font's ascent at this size: baseline to the top of the line box (positive).
    public var ascent: Double
    /// The font's descent at this size: baseline to the bottom of the line box (positive).
    public var descent: Double
    /// The font's line gap at this size.
    public var lineGap: Double
    /// The tight box of the ink (outline control boxes), relative to the pen's start on the
    /// baseline, y down; empty (zero size at the origin) when nothing is drawn.
    public var box: Rect
    /// Whether the text was cut and ended with `…` to fit a maximum width.
    public var truncated: Bool

    /// The distance from one baseline to the next.
    public var lineHeight: Double { ascent + descent + lineGap }

    init(advance: Double, ascent: Double, descent: Double, lineGap: Double, box: Rect, truncated: Bool) {
        self.advance = advance; self.ascent = ascent; self.descent = descent
        self.lineGap = lineGap; self.box = box; self.truncated = truncated
    }
}
