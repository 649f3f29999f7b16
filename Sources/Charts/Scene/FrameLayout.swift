import Raster
import SeriesData

/// What one frame laid out, for the ``ChartController`` to read back (`ChartController.adopt(_:)`):
/// where the interactive parts are (hit-testing uses this, never what a renderer drew), the x-label
/// step that fits the visible window, where the info board goes and where the pie is.
package struct FrameLayout {
    /// The model it was laid out for (a frame for another model is ignored).
    public var model: ChartModel
    /// Plot, overview, toggles, presets, info board and zoom-out control.
    public var interaction: InteractionLayout
    /// The x-label step (an index into `XTimeLadder.steps`) that fits the window.
    var xLabelStep: Int
    /// The info board's top-left corner as placed for the highlight; `nil` without one.
    var boardOrigin: Point?
    /// The pie's centre and radius (the plot's).
    var pieCenter: Point
    var pieRadius: Double
    /// The "live" control (a live chart whose view left the newest sample), or `nil`.
    var liveControl: Rect? = nil
}
