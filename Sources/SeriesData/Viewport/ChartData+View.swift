/// The x window a chart opens with, and a requested window clamped the way the screen clamps it —
/// for what reads a chart without a screen (`--describe`, `--sonify`), so that it reads the range
/// a window or `--png` would show.
extension ChartData {
    /// The x extent a view may show: first to last point; bar charts reach one unit past the last
    /// point (the last bar's width). A single point lies in the middle of four units (a day's
    /// each way when the data has no spacing), so it shows centred, not lost at the left edge.
    package var viewDomain: XWindow {
        guard let first = x.first, let last = x.last else { return XWindow(0, 1) }
        if count == 1 {
            let unit = Double(xUnit)
            let centre = Double(first) + (kind == .bar && !percentage ? unit / 2 : 0)   // a bar's middle
            return XWindow(centre - 2 * unit, centre + 2 * unit)
        }
        var end = last
        if kind == .bar && !percentage {
            // A bar's right edge, one unit past the last x; saturated at the end of Int64 (fuzz-draw).
            let (sum, overflow) = last.addingReportingOverflow(xUnit)
            end = overflow ? .max : sum
        }
        return XWindow(Double(first), Swift.max(Double(end), Double(first) + 1))
    }

    /// The limits of every view of this chart: the `viewDomain` and a minimum span of four units
    /// of the data.
    package var viewConstraints: XConstraints {
        let d = viewDomain
        return XConstraints(lower: d.lower, upper: d.upper, minSpan: Double(xUnit) * 4)
    }

    /// The window a chart opens with: the whole chart for up to 200 points, data finer than
    /// daily (day files are a zoom already) or numeric x, else the last quarter.
    package var initialWindow: XWindow {
        let d = viewDomain
        if count <= 200 || xKind == .number || xUnit < CivilDate.millisecondsPerDay { return d }
        return XWindow(d.upper - d.span / 4, d.upper)
    }

    /// `requested` (ms) as a view shows it: widened to the minimum span about its centre, then
    /// shifted inside the domain; the `initialWindow` when `nil`.
    package func viewWindow(_ requested: ClosedRange<Double>?) -> XWindow {
        guard let r = requested else { return initialWindow }
        return viewConstraints.clamp(XWindow(r.lowerBound, r.upperBound))
    }

    /// The indices of the points whose x lies inside `window` (no margin: what a reader hears and
    /// is told about).
    /// - Complexity: O(log n).
    public func indices(in window: XWindow) -> Range<Int> {
        let lo = lowerBound(x: window.lower)
        return lo ..< Swift.max(lo, upperBound(x: window.upper))
    }
}
