import Charts
import Raster

extension SceneSetup {
    /// The regular face and the bold one beside it (when the system has one, else the regular
    /// outlines emboldened), and the text renderers and rasterizer every screen drawn in them uses: a kiosk
    /// wall's panels share one set of glyph caches and outline tables instead of one per panel.
    /// Screens drawn in one `Faces` must be drawn one after another (no renderer is thread-safe).
    package final class Faces {
        package let regular: (path: String, font: Font)
        package let bold: (path: String, font: Font)?
        /// Labels.
        package let text: TextRenderer
        /// Bold text: the bold face, else the regular one emboldened by `ChartRenderer.syntheticBold`.
        package let boldText: TextRenderer
        /// The halo behind y labels (the regular face emboldened by `ChartRenderer.haloWidth`).
        package let haloText: TextRenderer
        /// The rasterizer the screens' layers draw with (its scratch, ≈ 0.5 MiB at 1920 px, once
        /// for a wall whose panels draw one after another).
        package let rasterizer = Rasterizer()

        package init(regular: (path: String, font: Font), bold: (path: String, font: Font)?) {
            self.regular = regular
            self.bold = bold
            text = TextRenderer(font: regular.font)
            boldText = bold.map { TextRenderer(font: $0.font) }
                ?? TextRenderer(font: regular.font, embolden: ChartRenderer.syntheticBold)
            haloText = TextRenderer(font: regular.font, embolden: ChartRenderer.haloWidth)
        }
    }
}
