import Raster
import SeriesData

/// Everything one renderer call needs: the frame's snapshot, layout and geometry, the layer being
/// drawn and the bitmap it draws into. Every layer is drawn from one of these, animated or not.
struct DrawContext {
    /// What is shown (model, theme, time, animated axes and labels, highlight…).
    var snapshot: ChartSnapshot
    var layout: ScreenLayout
    var geometry: FrameGeometry
    /// The layer drawn, which records the rectangles drawn into it.
    var layer: RenderLayer
    /// The pixels drawn into (the layer's bitmap or the target, clipped to the layer's region).
    var target: Bitmap
    /// The first series' colour while the presets' trend recolours it.
    var trendColor: Color?
    /// A step between samples longer than this (ms) is missing data (`ChartStyle.missing`);
    /// infinity when missing data is not shown.
    var missingAfter = Double.infinity

    var model: ChartModel { snapshot.model }
    var theme: Theme { snapshot.theme }
    var time: Double { snapshot.time }
    /// Series `s`'s opacity at the frame's time.
    func opacity(_ s: Int) -> Double { snapshot.opacity[s] }
    var main: PlotFrame { geometry.main }

    /// The colour series `s` is drawn in (the trend's for the first series when presets are on).
    func color(of s: Int) -> Color {
        if s == 0, let c = trendColor { return c }
        return model.data.series[s].color
    }

    /// Records that `r` was drawn on the layer.
    func markDrawn(_ r: Rect) { layer.markDrawn(r) }
    func markDrawn(_ r: PixelRect) { layer.markDrawn(r) }
}
