import Raster

/// Where everything of a chart screen goes, in buffer pixels: the header (title and visible date
/// range), the main plot with its x-label strip, the overview strip, and the series toggle pills.
///
/// Sizes are given in points and multiplied by an effective scale: the display scale, reduced
/// when the buffer is too small for it (a 320×480 panel at scale 3 lays out as at scale 1), so
/// every layout from 320×480 to 3840×2160 keeps a usable plot.
public struct ScreenLayout: Hashable, Sendable {
    /// Point sizes of the design (multiplied by ``scale``).
    public enum Metrics {
        package static let padding = 16.0
        /// The width of a kiosk panel's state edge (`KioskScreen.drawMarks(of:into:)`): a chart
        /// with limits keeps its x labels clear of it.
        package static let stateEdge = 5.0
        static let titleSize = 16.0
        static let rangeSize = 13.0
        static let headerGap = 8.0
        static let axisSize = 11.0
        static let xLabelStrip = 26.0
        static let overviewHeight = 44.0
        static let overviewGap = 6.0
        static let pillHeight = 34.0
        static let pillSize = 14.0
        static let pillGap = 8.0
        static let pillsTop = 14.0
        static let lineWidth = 2.0
        static let overviewLineWidth = 1.0
        static let circleRadius = 4.5
        static let handleWidth = 10.0
        static let boardSize = 13.0
        static let presetHeight = 30.0
        static let presetSize = 13.0
        static let presetGap = 6.0
        /// The widest text in a pill; a longer name is cut in the middle (`MiddleEllipsis`).
        static let pillTextMax = 150.0
        /// The pills' rows: at most this many, and at most `legendShare` of the height (one
        /// row at least); the series beyond collapse behind a `+7` pill (`morePill`).
        static let legendRows = 3, legendShare = 0.15
    }

    /// The whole buffer.
    package var bounds: Rect
    /// Points → pixels.
    public var scale: Double
    /// The title's baseline origin (left aligned).
    var titleBaseline: Point
    /// The date range's baseline origin (right aligned at this x when on the title's line, left
    /// aligned below the title on narrow screens).
    var rangeBaseline: Point
    /// Whether the range text is right-aligned on the title's line.
    var rangeRightAligned: Bool
    /// The main chart's data area (grid, series, y labels).
    public var plot: Rect
    /// The strip under the plot where x labels go.
    var xLabels: Rect
    /// The overview strip (the whole series, the selected range and its handles).
    public var overview: Rect
    /// One rectangle per toggle pill, in the order of the series given; empty for the series
    /// collapsed behind `morePill`.
    var pills: [Rect]
    /// The text of each pill: its label, cut in the middle to `Metrics.pillTextMax`; empty for
    /// a collapsed series.
    var pillTexts: [String] = []
    /// The `+7` pill after the last row, which opens the list of the series that did not fit
    /// (`collapsed`); `nil` when every series has its pill.
    var morePill: Rect? = nil
    /// The `+7` pill's text.
    var moreText = ""
    /// The series behind `morePill` (the last ones); empty when every series has its pill.
    var collapsed: Range<Int> = 0 ..< 0
    /// One rectangle per range preset button (``RangePreset`` order), a row under the overview;
    /// empty unless the layout was made with presets.
    public var presets: [Rect]
    /// The strip above the plot where event labels go; `nil` for a chart without events
    /// (`ScreenLayout+Strips.swift`).
    var eventStrip: Rect? = nil
    /// The legend row with values above the plot (`--legend-values`); `nil` without.
    var legendStrip: Rect? = nil
    /// The width of each outer y-axis strip beside the plot (0 without; `ScreenLayout+Axes.swift`).
    public var axisStripWidth = 0.0
    /// The plot before the outer axis strips took their width from it.
    var plotWithoutStrips = Rect(x: 0, y: 0, width: 0, height: 0)
    /// How much of each outer axis strip shows (0…1), innermost first, on each side.
    var leftStripShares: [Double] = [], rightStripShares: [Double] = []

    /// Lays out a screen of `width × height` pixels at display `scale` for a title and range text
    /// of the given widths (pixels at the *effective* scale, measured by the caller through
    /// `measure(text, pointSize) → width in pixels at that size`), one pill per label and a row
    /// of `presetCount` equal range buttons between the overview and the pills.
    ///
    /// When the pills and strips would leave the plot less than 45 % of the height (many series
    /// on a small screen at a large scale), the scale shrinks until the plot has room. Pills fill at
    /// most `Metrics.legendRows` rows and `Metrics.legendShare` of the height; the series
    /// beyond collapse behind the `morePill` (their pills are empty rectangles), so any number
    /// of series leaves a plot. `titleTrailing` points after the title
    /// are kept free on its line (the play control).
    public init(width: Int, height: Int, scale displayScale: Double, title: String, range: String,
                pillLabels: [String], presetCount: Int = 0, titleTrailing: Double = 0, measure: (String, Double) -> Double) {
        let w = Double(max(width, 1)), h = Double(max(height, 1))
        var s = ScreenLayout.effectiveScale(width: w, height: h, displayScale: displayScale)
        while true {
            self.init(width: w, height: h, effectiveScale: s, title: title, range: range, pillLabels: pillLabels,
                      presetCount: presetCount, titleTrailing: titleTrailing, measure: measure)
            if plot.height >= h * 0.45 || s <= 0.5 { return }
            s = max(0.5, s * 0.9)
        }
    }

    private init(width w: Double, height h: Double, effectiveScale s: Double, title: String, range: String,
                 pillLabels: [String], presetCount: Int, titleTrailing: Double, measure: (String, Double) -> Double) {
        typealias M = Metrics
        scale = s
        bounds = Rect(x: 0, y: 0, width: w, height: h)
        let pad = M.padding * s
        let contentWidth = w - 2 * pad

        // Header: title at the left; the range at the right when both fit, else below the title.
        let titleAscent = M.titleSize * s
        let titleWidth = measure(title, M.titleSize * s) + titleTrailing * s
        let rangeWidth = measure(range, M.rangeSize * s)
        titleBaseline = Point(pad, pad + titleAscent)
        if titleWidth + rangeWidth + 2 * pad <= contentWidth || title.isEmpty {
            rangeRightAligned = !title.isEmpty
            rangeBaseline = title.isEmpty ? Point(pad, pad + titleAscent) : Point(w - pad, pad + titleAscent)
        } else {
            rangeRightAligned = false
            rangeBaseline = Point(pad, titleBaseline.y + M.rangeSize * s * 1.45)
        }
        let headerBottom = rangeBaseline.y + M.headerGap * s + 4 * s

        // Pills flow left to right, wrapping, in at most `legendRows` rows and `legendShare` of the
        // height (one row at least); measured from the bottom up. When the series do not all fit,
        // the last row ends in a `+N` pill and the rest collapse behind it (their rects empty).
        let rowHeight = (M.pillHeight + M.pillGap) * s
        let maxRows = max(1, min(M.legendRows, Int(saturating: (h * M.legendShare + M.pillGap * s) / rowHeight, rounding: .down)))
        let pillSize = M.pillSize * s
        let moreWidth = ScreenLayout.morePillWidth(textWidth: measure("+\(pillLabels.count)", pillSize), scale: s)
        var pillRects: [Rect] = [], texts: [String] = []
        pillRects.reserveCapacity(pillLabels.count)
        var x = pad, row = 0, firstCollapsed: Int?
        for (i, label) in pillLabels.enumerated() {
            if firstCollapsed != nil { pillRects.append(Rect(x: pad, y: 0, width: 0, height: 0)); texts.append(""); continue }
            let text = MiddleEllipsis.fit(label, maxWidth: M.pillTextMax * s) { measure($0, pillSize) }
            let pw = min(ScreenLayout.pillWidth(textWidth: measure(text, pillSize), scale: s), contentWidth)
            var px = x, prow = row
            if px > pad && px + pw > w - pad { px = pad; prow += 1 }
            let roomForMore = i == pillLabels.count - 1 || px + pw + M.pillGap * s + moreWidth <= w - pad
            if prow >= maxRows || (prow == maxRows - 1 && !roomForMore) {
                // The `+N` pill goes where this one would have: after the last row's pills (each
                // placed there left room for it), or first on a new last row.
                firstCollapsed = i
                if prow == maxRows - 1 { x = px; row = prow }
                pillRects.append(Rect(x: pad, y: 0, width: 0, height: 0)); texts.append("")
                continue
            }
            x = px; row = prow
            pillRects.append(Rect(x: x, y: Double(row) * rowHeight, width: pw, height: M.pillHeight * s))
            texts.append(text)
            x += pw + M.pillGap * s
        }
        let pillRows = pillLabels.count > 1 ? row + 1 : 0
        if pillLabels.count <= 1 { pillRects = pillRects.map { Rect(x: $0.x, y: $0.y, width: 0, height: 0) } }
        let pillsHeight = pillRows == 0 ? 0 : Double(pillRows) * M.pillHeight * s + Double(pillRows - 1) * M.pillGap * s
        let pillsTop = h - pad - pillsHeight
        pills = pillRects.map { Rect(x: $0.x, y: $0.y + pillsTop, width: $0.width, height: $0.height) }
        pillTexts = texts
        if let c = firstCollapsed, pillLabels.count > 1 {
            collapsed = c ..< pillLabels.count
            moreText = "+\(pillLabels.count - c)"
            let width = ScreenLayout.morePillWidth(textWidth: measure(moreText, pillSize), scale: s)
            morePill = Rect(x: x, y: pillsTop + Double(row) * rowHeight, width: width, height: M.pillHeight * s)
        }

        var overviewBottom = pillRows == 0 ? h - pad : pillsTop - M.pillsTop * s
        // Preset buttons: one row of equal buttons above the pills, under the overview.
        presets = []
        if presetCount > 0 {
            let gap = M.presetGap * s, bh = M.presetHeight * s
            let top = overviewBottom - bh
            let bw = (contentWidth - Double(presetCount - 1) * gap) / Double(presetCount)
            presets = (0 ..< presetCount).map { i in
                Rect(x: pad + Double(i) * (bw + gap), y: top, width: max(bw, 1), height: bh)
            }
            overviewBottom = top - M.pillsTop * s
        }
        overview = Rect(x: pad, y: overviewBottom - M.overviewHeight * s, width: contentWidth, height: M.overviewHeight * s)
        xLabels = Rect(x: pad, y: overview.y - M.overviewGap * s - M.xLabelStrip * s, width: contentWidth, height: M.xLabelStrip * s)
        let plotTop = headerBottom + M.axisSize * s * 1.2   // room for the top y label above its line
        plot = Rect(x: pad, y: plotTop, width: contentWidth, height: max(xLabels.y - plotTop, 1))
    }

    /// The scale used for sizes: the display scale, reduced so that the screen is at least about
    /// 300 × 400 points, never below 0.5.
    static func effectiveScale(width: Double, height: Double, displayScale: Double) -> Double {
        let s = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        return max(0.5, min(s, width / 300, height / 400))
    }

    /// A pill's width for a label of `textWidth` pixels: the check mark, the text, the margins.
    static func pillWidth(textWidth: Double, scale s: Double) -> Double {
        (12 + 16 + 8 + 16) * s + textWidth
    }

    /// The `+7` pill's width for a text of `textWidth` pixels: the text and its margins.
    static func morePillWidth(textWidth: Double, scale s: Double) -> Double { 2 * 14 * s + textWidth }

    /// Point size → pixels.
    @inlinable public func px(_ points: Double) -> Double { points * scale }
}
