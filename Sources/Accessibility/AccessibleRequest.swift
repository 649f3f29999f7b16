import Charts
import SeriesData

/// What an assistive technology asks of a chart through an action or a value: carried out on the
/// chart's one owner (`ChartController`), never on a copy.
package enum AccessibleRequest: Sendable, Equatable {
    /// Show or hide series `series` (the last shown one stays).
    case toggleSeries(chart: Int, series: Int)
    /// Show the preset's range.
    case preset(chart: Int, RangePreset)
    /// Move the visible range's start or end to `x` (ms), keeping the other end.
    case rangeStart(chart: Int, Double)
    case rangeEnd(chart: Int, Double)
    /// Highlight point `index` (the plot's child took the focus).
    case highlight(chart: Int, index: Int)

    /// Which chart of the window (its index in the list the tree was built from).
    public var chart: Int {
        switch self {
        case let .toggleSeries(c, _), let .preset(c, _), let .rangeStart(c, _), let .rangeEnd(c, _), let .highlight(c, _): c
        }
    }

    /// Carries the request out on `controller`, at once (as a key or a tap would, not animated).
    package func perform(on controller: ChartController) {
        switch self {
        case let .toggleSeries(_, s): controller.toggleSeries(s)
        case let .preset(_, p): controller.choosePreset(p)
        case let .rangeStart(_, x): controller.setRange(xMin: x, xMax: max(controller.xMax, x))
        case let .rangeEnd(_, x): controller.setRange(xMin: min(controller.xMin, x), xMax: x)
        case let .highlight(_, i):
            controller.reveal(index: i)
            controller.setHighlight(index: i)
        }
    }
}
