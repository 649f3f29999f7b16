import Charts
import Raster

/// What the window shows: a chart screen (`ChartScreen` has exactly these members), or the
/// demonstration pattern (``DemoContent``). The window drives it from its event loop.
@MainActor
protocol WindowContent: AnyObject {
    /// The buffer is `width × height` pixels at `scale` buffer pixels per surface unit.
    func resize(width: Int, height: Int, scale: Double)
    /// Draws the whole of `target` and returns what changed since the previous frame.
    func render(into target: Bitmap) -> PixelRect
    /// Something changed or an animation runs.
    var needsRender: Bool { get }
    /// Input in buffer pixels.
    func handle(_ input: ChartInput)
    /// Moves animations to `time` (monotonic seconds).
    func advance(to time: Double)
    /// What the window's title shows (the current chart's title).
    var title: String { get }
}
