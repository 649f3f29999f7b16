import Raster

/// The list the `+7` pill opens (`ScreenLayout.morePill`): one row per series collapsed behind
/// it — a check box in the series' colour and the name, cut in the middle to the column — in
/// columns of a panel that stands above the pills, over the plot, at the screen's right.
/// Rows toggle their series as pills do (tap, click, long press) and the keys walk them
/// (`Keys/KeyBindings`, `legendList`). Series that do not fit even in the panel's columns (a
/// table of thousands) are counted in its last row, `+ 9,812 more`, which does nothing.
struct LegendListLayout: Hashable, Sendable {
    /// The panel behind the rows.
    public var panel: Rect
    /// One rectangle per listed series: `rows[k]` is series `first + k`.
    public var rows: [Rect]
    /// The names drawn in the rows (cut in the middle to the column).
    package var texts: [String]
    /// The first series listed (the first collapsed one).
    public var first: Int
    /// Collapsed series beyond the panel's last row, and where their count goes (`nil`: none).
    var unlisted: Int
    var unlistedRow: Rect?

    /// Point sizes: a row, a column, the panel's inner margin, the check box.
    static let rowHeight = 28.0, columnWidth = 230.0, inset = 8.0, box = 14.0, textSize = 13.0

    /// The list for `layout`'s collapsed series (`labels` are all series' labels, `measure(text,
    /// size)` in pixels); `nil` without a `+7` pill.
    init?(layout: ScreenLayout, labels: [String], measure: (String, Double) -> Double) {
        guard let more = layout.morePill, !layout.collapsed.isEmpty else { return nil }
        let s = layout.scale, pad = layout.px(ScreenLayout.Metrics.padding)
        let rowH = Self.rowHeight * s, inset = Self.inset * s
        // Above the pills' first row (they stay in sight), up to the plot's top.
        var top = more.minY
        for r in layout.pills where !r.isEmpty && r.minY < top { top = r.minY }
        let bottom = top - layout.px(ScreenLayout.Metrics.pillGap)
        let maxHeight = max(bottom - layout.plot.minY, rowH + 2 * inset)
        let contentWidth = layout.bounds.width - 2 * pad
        let colW = min(Self.columnWidth * s, contentWidth - 2 * inset)
        let perColumn = max(1, Int(saturating: (maxHeight - 2 * inset) / rowH, rounding: .down))
        let maxColumns = max(1, Int(saturating: (contentWidth - 2 * inset) / colW, rounding: .down))
        let n = layout.collapsed.count
        let columns = min(maxColumns, (n + perColumn - 1) / perColumn)
        let slots = columns * perColumn
        let listed = n <= slots ? n : slots - 1
        let used = min(perColumn, (min(n, slots) + columns - 1) / columns)
        let width = Double(columns) * colW + 2 * inset, height = Double(max(used, 1)) * rowH + 2 * inset
        let p = Rect(x: layout.bounds.width - pad - width, y: bottom - height, width: width, height: height)
        let first = layout.collapsed.lowerBound, rows = max(used, 1)
        func slot(_ k: Int) -> Rect {
            Rect(x: p.minX + inset + Double(k / rows) * colW, y: p.minY + inset + Double(k % rows) * rowH, width: colW, height: rowH)
        }
        panel = p
        self.first = first
        unlisted = n - listed
        self.rows = (0 ..< listed).map(slot)
        unlistedRow = n > listed ? slot(listed) : nil
        let size = Self.textSize * s, textWidth = colW - (Self.box + 14) * s
        texts = (0 ..< listed).map { k in
            MiddleEllipsis.fit(labels[first + k], maxWidth: textWidth) { measure($0, size) }
        }
    }
}

/// The legend list while it is open: which row the keys are on (`nil` until an arrow is pressed).
struct LegendListState: Hashable, Sendable {
    package var focus: Int?
    public init(focus: Int? = nil) { self.focus = focus }
}
