import Charts
import Kiosk
import Raster

/// What the window shows: a chart screen or a kiosk wall (`ChartScreen` and `KioskScreen` have
/// exactly these members), or the demonstration pattern (``DemoContent``). The window drives it
/// from its event loop: it asks ``needsFrame(at:)`` each turn, advances and draws once per frame,
/// and sleeps until ``nextChange`` or an event — no timer repeats.
@MainActor
package protocol WindowContent: AnyObject {
    /// The buffer is `width × height` pixels at `scale` buffer pixels per surface unit.
    func resize(width: Int, height: Int, scale: Double)
    /// Draws the whole of `target` and returns what changed since the previous frame.
    func render(into target: Bitmap) -> PixelRect
    /// Draws into `target`, which holds the frame drawn last, only what changed (nothing when
    /// nothing did) and adds it to `damage`: the same pixels as ``render(into:)``.
    func renderChanges(into target: Bitmap, damage: inout Damage)
    /// Whether a frame is due at `time` (monotonic seconds): something changed, data waits, an
    /// animation runs or a change fell due. A question: it changes nothing.
    func needsFrame(at time: Double) -> Bool
    /// The next time the content changes without input or data; the window sleeps until then
    /// (`nil`: until an event).
    var nextChange: Double? { get }
    /// Input in buffer pixels.
    func handle(_ input: ChartInput)
    /// Moves animations to `time` (monotonic seconds): once per frame, before drawing it.
    func advance(to time: Double)
    /// What the window's title shows (the current chart's title).
    var title: String { get }
}

/// A chart screen is what the window shows (its members match ``WindowContent`` one for one).
extension ChartScreen: WindowContent {}

/// A kiosk wall is what the window shows (its members match ``WindowContent`` one for one).
extension KioskScreen: WindowContent {}
