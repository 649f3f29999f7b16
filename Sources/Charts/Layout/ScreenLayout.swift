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
        public static let padding = 16.0
        public static let titleSize = 16.0
        public static let rangeSize = 13.0
        public static let headerGap = 8.0
        public static let axisSize = 11.0
        public static let xLabelStrip = 26.0
        public static let overviewHeight = 44.0
        public static let overviewGap = 6.0
        public static let pillHeight = 34.0
        public static let pillSize = 14.0
        public static let pillGap = 8.0
        public static let pillsTop = 14.0
        public static let lineWidth = 2.0
        public static let overviewLineWidth = 1.0
        public static let circleRadius = 4.5
        public static let handleWidth = 10.0
        public static let boardSize = 13.0
        public static let presetHeight = 30.0
        public static let presetSize = 13.0
        public static let presetGap = 6.0
    }

    /// The whole buffer.
    public var bounds: Rect
    /// Points → pixels.
    public var scale: Double
    /// The title's baseline origin (left aligned).
    public var titleBaseline: Point
    /// The date range's baseline origin (right aligned at this x when on the title's line, left
    /// aligned below the title on narrow screens).
    public var rangeBaseline: Point
    /// Whether the range text is right-aligned on the title's line.
    public var rangeRightAligned: Bool
    /// The main chart's data area (grid, series, y labels).
    public var plot: Rect
    /// The strip under the plot where x labels go.
    public var xLabels: Rect
    /// The overview strip (the whole series, the selected range and its handles).
    public var overview: Rect
    /// One rectangle per toggle pill, in the order of the series given.
    public var pills: [Rect]
    /// One rectangle per range preset button (``RangePreset`` order), a row under the overview;
    /// empty unless the layout was made with presets.
    public var presets: [Rect]
    /// The strip above the plot where event labels go; `nil` for a chart without events
    /// (`ScreenLayout+Strips.swift`).
    public var eventStrip: Rect? = nil
    /// The legend row with values above the plot (`--legend-values`); `nil` without.
    public var legendStrip: Rect? = nil
    /// The width of each outer y-axis strip beside the plot (0 without; `ScreenLayout+Axes.swift`).
    public var axisStripWidth = 0.0

    /// Lays out a screen of `width × height` pixels at display `scale` for a title and range text
    /// of the given widths (pixels at the *effective* scale, measured by the caller through
    /// `measure(text, pointSize) → width in pixels at that size`), one pill per label and a row
    /// of `presetCount` equal range buttons between the overview and the pills.
    ///
    /// When the pills and strips would leave the plot less than 45 % of the height (many series
    /// on a small screen at a large scale), the scale shrinks until the plot has room. Pills fill at
    /// most a third of the height; the pills of series beyond (say the 10 000th) are empty
    /// rectangles, so any number of series leaves a plot. `titleTrailing` points after the title
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

        // Pills flow left to right, wrapping; measured from the bottom up. At most a third of the
        // height holds pills: those of further series (thousands of them) get empty rectangles.
        var pillRects: [Rect] = []
        var x = pad, row = 0
        let rowHeight = (M.pillHeight + M.pillGap) * s
        let maxRows = max(1, Int(saturating: (h / 3 + M.pillGap * s) / rowHeight, rounding: .down))
        for label in pillLabels {
            if row >= maxRows { pillRects.append(Rect(x: pad, y: 0, width: 0, height: 0)); continue }
            let pw = min(ScreenLayout.pillWidth(textWidth: measure(label, M.pillSize * s), scale: s), contentWidth)
            if x > pad && x + pw > w - pad {
                x = pad; row += 1
                if row >= maxRows { pillRects.append(Rect(x: pad, y: 0, width: 0, height: 0)); continue }
            }
            pillRects.append(Rect(x: x, y: Double(row) * rowHeight, width: pw, height: M.pillHeight * s))
            x += pw + M.pillGap * s
        }
        row = min(row, maxRows - 1)
        let pillRows = pillLabels.count > 1 ? row + 1 : 0
        if pillLabels.count <= 1 { pillRects = pillRects.map { Rect(x: $0.x, y: $0.y, width: 0, height: 0) } }
        let pillsHeight = pillRows == 0 ? 0 : Double(pillRows) * M.pillHeight * s + Double(pillRows - 1) * M.pillGap * s
        let pillsTop = h - pad - pillsHeight
        pills = pillRects.map { Rect(x: $0.x, y: $0.y + pillsTop, width: $0.width, height: $0.height) }

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
    public static func effectiveScale(width: Double, height: Double, displayScale: Double) -> Double {
        let s = displayScale.isFinite && displayScale > 0 ? displayScale : 1
        return max(0.5, min(s, width / 300, height / 400))
    }

    /// A pill's width for a label of `textWidth` pixels: the check mark, the text, the margins.
    public static func pillWidth(textWidth: Double, scale s: Double) -> Double {
        (12 + 16 + 8 + 16) * s + textWidth
    }

    /// Point size → pixels.
    @inlinable public func px(_ points: Double) -> Double { points * scale }
}
