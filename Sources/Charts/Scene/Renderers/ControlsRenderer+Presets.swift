import Raster

/// The presets layout's row of range buttons (1D 5D 1M 6M 1Y All).
extension ControlsRenderer {
    /// Draws one button per rectangle of `layout.presets` (``RangePreset`` order, none without
    /// the presets row): the active one filled in the trend's colour (the axis colour without a
    /// trend) with its title in the checked-pill text colour, the others as titles in the axis colour.
    /// - Complexity: O(buttons); no allocation.
    func drawPresets(_ ctx: DrawContext) {
        let layout = ctx.layout, theme = ctx.theme, target = ctx.target
        guard ctx.snapshot.presets, !layout.presets.isEmpty else { return }
        let active = ctx.snapshot.activePreset
        let accent = ctx.trendColor ?? theme.axisText
        let s = layout.scale
        let size = layout.px(ScreenLayout.Metrics.presetSize)
        for i in layout.presets.indices {
            guard let preset = RangePreset(rawValue: i) else { break }
            let r = layout.presets[i]
            let on = preset == active
            if on {
                path.removeAll()
                Shapes.addRoundedRect(r, radius: min(r.height / 2, 8 * s), to: &path)
                rasterizer.fill(path, paint: .solid(accent), in: target)
            }
            let baseline = (r.midY + size * 0.36).rounded()
            text.draw(preset.title, size: size, at: Point(r.midX, baseline), alignment: .center,
                      color: on ? theme.pillCheckedText : theme.axisText, opacity: 1,
                      maxWidth: max(r.width - 4 * s, 1), in: target)
            ctx.markDrawn(r)
        }
    }
}
