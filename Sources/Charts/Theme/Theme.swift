import Raster

/// The colours of a chart screen: the day and night skins of the Telegram contest's round-2
/// design. Series keep the colours of the data file.
public struct Theme: Hashable, Sendable {
    /// Which skin a theme is.
    public enum Kind: String, Hashable, Sendable, CaseIterable { case day, night }

    public var kind: Kind
    /// The screen behind everything.
    public var background: Color
    /// Title and info-board text.
    public var text: Color
    /// Horizontal grid lines.
    var gridLine: Color
    /// The zero line / x axis baseline of the grid (a little stronger than the grid).
    public var baseline: Color
    /// X- and y-axis label text.
    var axisText: Color
    /// The dimmed parts of the overview outside the selected range.
    package var overviewMask: Color
    /// The frame (handles and top/bottom bars) of the selected range in the overview.
    var overviewFrame: Color
    /// The small grip marks on the handles.
    var overviewGrip: Color
    /// The info board's fill.
    var boardBackground: Color
    /// The info board's outline / shadow.
    var boardShadow: Color
    /// The vertical highlight line.
    var highlightLine: Color
    /// The veil over bars other than the highlighted one (bar charts).
    var barVeil: Color
    /// Text on a checked toggle pill (the pill is filled with the series colour).
    var pillCheckedText: Color
    /// The translucent band over missing data (`ChartStyle.missing`).
    public var warning: Color = Color(rgb: 0xF5A623, alpha: 46)
    /// The opacity of a gradient fill's top, under a line (`ChartStyle.gradientFill`).
    var fillOpacity = 0.28

    /// The day skin: white background, dark text, light blue-grey overview.
    public static let day = Theme(
        kind: .day,
        background: Color(rgb: 0xFFFFFF),
        text: Color(rgb: 0x222222),
        gridLine: Color(rgb: 0x182D3B, alpha: 26),
        baseline: Color(rgb: 0x182D3B, alpha: 46),
        axisText: Color(rgb: 0x8E8E93),
        overviewMask: Color(rgb: 0xE2EEF9, alpha: 153),
        overviewFrame: Color(rgb: 0xC0D1E1),
        overviewGrip: Color(rgb: 0xFFFFFF),
        boardBackground: Color(rgb: 0xFFFFFF),
        boardShadow: Color(rgb: 0x000000, alpha: 40),
        highlightLine: Color(rgb: 0x182D3B, alpha: 40),
        barVeil: Color(rgb: 0xFFFFFF, alpha: 128),
        pillCheckedText: Color(rgb: 0xFFFFFF), warning: Color(rgb: 0xF5A623, alpha: 46), fillOpacity: 0.28)

    /// The night skin: dark blue background, light text, muted overview.
    public static let night = Theme(
        kind: .night,
        background: Color(rgb: 0x242F3E),
        text: Color(rgb: 0xFFFFFF),
        gridLine: Color(rgb: 0xFFFFFF, alpha: 26),
        baseline: Color(rgb: 0xFFFFFF, alpha: 46),
        axisText: Color(rgb: 0xA3B1C2, alpha: 153),
        overviewMask: Color(rgb: 0x304259, alpha: 153),
        overviewFrame: Color(rgb: 0x56626D),
        overviewGrip: Color(rgb: 0xFFFFFF),
        boardBackground: Color(rgb: 0x1C2533),
        boardShadow: Color(rgb: 0x000000, alpha: 80),
        highlightLine: Color(rgb: 0xFFFFFF, alpha: 40),
        barVeil: Color(rgb: 0x242F3E, alpha: 128),
        pillCheckedText: Color(rgb: 0xFFFFFF), warning: Color(rgb: 0xFFB74D, alpha: 56), fillOpacity: 0.4)

    /// The skin of a kind.
    public static func of(_ kind: Kind) -> Theme { kind == .day ? .day : .night }

    /// The colour every component of which lies between `a` and `b` at `t` (night-mode
    /// cross-fades use this; t = 0 gives `a`).
    package static func mix(_ a: Theme, _ b: Theme, _ t: Double) -> Theme {
        var m = t < 0.5 ? a : b
        m.background = a.background.mixed(with: b.background, t)
        m.text = a.text.mixed(with: b.text, t)
        m.gridLine = a.gridLine.mixed(with: b.gridLine, t)
        m.baseline = a.baseline.mixed(with: b.baseline, t)
        m.axisText = a.axisText.mixed(with: b.axisText, t)
        m.overviewMask = a.overviewMask.mixed(with: b.overviewMask, t)
        m.overviewFrame = a.overviewFrame.mixed(with: b.overviewFrame, t)
        m.overviewGrip = a.overviewGrip.mixed(with: b.overviewGrip, t)
        m.boardBackground = a.boardBackground.mixed(with: b.boardBackground, t)
        m.boardShadow = a.boardShadow.mixed(with: b.boardShadow, t)
        m.highlightLine = a.highlightLine.mixed(with: b.highlightLine, t)
        m.barVeil = a.barVeil.mixed(with: b.barVeil, t)
        m.pillCheckedText = a.pillCheckedText.mixed(with: b.pillCheckedText, t)
        m.warning = a.warning.mixed(with: b.warning, t)
        m.fillOpacity = a.fillOpacity + (b.fillOpacity - a.fillOpacity) * min(max(t, 0), 1)
        return m
    }
}
