import Raster

/// The header's items on the title's line, each in its own room: the title, the play control,
/// the state badge, the live status ("updated 09:24:08") and the visible date range.
///
/// When they do not all fit, items give way in this order: the status is cut with `…`, then
/// left out when less than three of its ems are left; the range goes to its own line under the
/// title (``ScreenLayout`` decides, knowing the control's and the badge's room); the title is
/// cut with `…` so that the control and the badge keep theirs.
struct HeaderLayout: Hashable, Sendable {
    /// The title's box (its cut width: draw it with `titleMaxWidth`).
    public var title: Rect
    var titleMaxWidth: Double
    /// The play control's box (its circle), when the screen has one.
    public var control: Rect?
    /// The state badge's box (its shape starts at its left), for a chart with limits.
    var badge: Rect?
    /// The room of the live status: its start and the x it must end before; `nil` when it is
    /// left out (or there is none).
    public var status: Rect?
    /// The date range's box.
    public var range: Rect

    /// The header of `layout` for a title `titleWidth` pixels wide (bold, uncut), a range
    /// `rangeWidth` wide, with the play control when `control`, the state badge when `badge`,
    /// and room for the status when `status`.
    public init(layout: ScreenLayout, titleWidth: Double, rangeWidth: Double, control: Bool, badge hasBadge: Bool,
                status: Bool) {
        let s = layout.scale, pad = layout.px(ScreenLayout.Metrics.padding)
        let titleSize = layout.px(ScreenLayout.Metrics.titleSize), rangeSize = layout.px(ScreenLayout.Metrics.rangeSize)
        let right = layout.bounds.width - pad
        let rangeLeft = layout.rangeRightAligned ? layout.rangeBaseline.x - rangeWidth : layout.rangeBaseline.x
        range = Rect(x: rangeLeft, y: layout.rangeBaseline.y - rangeSize, width: rangeWidth, height: rangeSize * 1.25)
        let lineEnd = layout.rangeRightAligned ? rangeLeft - rangeSize : right
        let trailing = ((control ? PlayControlPlace.trailing : 0) + (hasBadge ? ChartStateRenderer.trailing : 0)) * s
        let base = layout.titleBaseline
        titleMaxWidth = max(lineEnd - base.x - trailing, 0)
        let w = min(titleWidth, titleMaxWidth)
        title = Rect(x: base.x, y: base.y - titleSize, width: w, height: titleSize * 1.25)
        var x = base.x + w
        if control {
            let place = PlayControlPlace(after: w, in: layout)
            self.control = Rect(x: place.center.x - place.radius, y: place.center.y - place.radius,
                           width: 2 * place.radius, height: 2 * place.radius)
            x += PlayControlPlace.trailing * s
        } else {
            self.control = nil
        }
        if hasBadge {
            let r = ChartStateRenderer.shape * s / 2
            badge = Rect(x: x + ChartStateRenderer.gap * s, y: base.y - titleSize * 0.36 - r * 1.2,
                         width: (ChartStateRenderer.trailing - ChartStateRenderer.gap) * s, height: max(2.4 * r, titleSize))
            x += ChartStateRenderer.trailing * s
        } else {
            badge = nil
        }
        let statusX = x + rangeSize
        let limit = layout.rangeRightAligned ? lineEnd : layout.bounds.width - rangeSize
        self.status = status && limit - statusX > rangeSize * 3
            ? Rect(x: statusX, y: base.y - rangeSize, width: limit - statusX, height: rangeSize * 1.25) : nil
    }

    /// Whether no two items' boxes meet (tests, and a check of the order above).
    var itemsApart: Bool {
        let boxes = [title, range] + [control, badge, status].compactMap { $0 }
        for (i, a) in boxes.enumerated() where !a.isEmpty {
            for b in boxes[(i + 1)...] where !b.isEmpty && a.intersects(b) { return false }
        }
        return true
    }
}
