import Raster

extension DrawContext {
    /// A card in the info board's look over `rect`: a soft shadow a pixel below, then the rounded
    /// panel in the skin's board colour. The info board, the legend list and the event card.
    /// - Complexity: no allocation once the caller's scratch `path` has its room.
    func fillCard(_ rect: Rect, scale s: Double, path: inout Path, rasterizer: Rasterizer) {
        path.removeAll()
        Shapes.addRoundedRect(rect.insetBy(dx: -1 * s, dy: -1 * s).offsetBy(dy: 1 * s), radius: 8 * s, to: &path)
        rasterizer.fill(path, paint: .solid(theme.boardShadow), in: target)
        path.removeAll()
        Shapes.addRoundedRect(rect, radius: 7 * s, to: &path)
        rasterizer.fill(path, paint: .solid(theme.boardBackground), in: target)
    }
}
