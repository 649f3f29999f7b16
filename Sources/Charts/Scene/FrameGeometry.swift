import Raster
import SeriesData

/// Where the last frame put things: the plot's and the overview's data-to-screen mapping, the
/// points in view, the y scales and the x labels. Derived from a ``ChartSnapshot`` and the
/// layout by `ChartRenderer.layOut(_:)`; the renderers read it, nothing writes it back.
package struct FrameGeometry {
    /// The main plot's mapping (x window, one y window per series).
    var main = PlotFrame(rect: Rect(x: 0, y: 0, width: 1, height: 1), xMin: 0, xMax: 1, y: [(0, 1)])
    /// The overview's mapping: the whole x extent, fitted to all the data.
    var overview = PlotFrame(rect: Rect(x: 0, y: 0, width: 1, height: 1), xMin: 0, xMax: 1, y: [(0, 1)])
    /// The points drawn (the visible ones and one more on each side).
    var visibleRange: Range<Int> = 0 ..< 0
    /// The labelled y scale of each axis (the newest label generation's).
    var yScales: [YScale] = []
    /// Where the info board of the highlight goes (none without a visible highlight).
    var board: BoardPlan?
    /// The audio graph's play control, when the screen shows one now.
    package internal(set) var playControl: PlayControlPlace?
    /// The x labels that fit the window.
    var xLabels = XAxisLabels(step: XTimeLadder.firstStep(forUnit: CivilDate.millisecondsPerDay), gap: 8)

    /// The screen x of data x `x` in the main plot.
    func screenX(_ x: Double) -> Double { main.screenX(x) }
    /// The screen y of value `v` of series `s` in the main plot.
    func screenY(_ v: Double, series s: Int) -> Double { main.screenY(v, series: s) }
}
