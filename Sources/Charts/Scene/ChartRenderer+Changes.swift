import Raster
import SeriesData

/// A kiosk panel's frames drawn in parts: a panel follows its data all day, and most of its
/// frames change a few rectangles — the newest samples at the plot's right edge, the live time in
/// the header, the overview strip catching up. Those rectangles alone are cleared and every layer
/// drawn again clipped to them, so their pixels are those of a whole frame, and the rest of the
/// frame is left as it was.
extension ChartRenderer {
    /// Draws `snapshot` into `target`, which holds the frame this renderer drew last (and the
    /// layout is of `snapshot`: `layOut(_:)`). When only new samples at the right edge (the
    /// window, the y scales and the missing-data threshold as drawn), the live time or the
    /// overview changed, only their rectangles are drawn; else the whole frame (``render(_:into:)``).
    /// Adds what changed to `damage`: those rectangles, or all of `target`. Needs every layer
    /// drawn straight into the target (``cachesLayers`` off).
    /// - Complexity: O(pixels of the rectangles + visible points), or a whole frame's.
    public func renderChanges(_ snapshot: ChartSnapshot, into target: Bitmap, damage: inout Damage) {
        precondition(!cachesLayers, "a frame drawn in parts needs every layer drawn straight into the target")
        parts.removeAll()
        guard let old = shown, !fullDamage, laidOutModel === snapshot.model, (layout.eventStrip == nil) == snapshot.events.isEmpty,
              layers.allSatisfy({ $0.opacity >= 1 }), changedParts(from: old, to: ShownState(snapshot, scene: self), snapshot)
        else {
            render(snapshot, into: target)
            damage.add(target.bounds)
            return
        }
        shown = ShownState(snapshot, scene: self)
        var ctx = DrawContext(snapshot: snapshot, layout: layout, geometry: geometry, layer: layers[0], target: target,
                              trendColor: ChartRenderer.trendColor(snapshot), missingAfter: missingStep.threshold(snapshot))
        let gridOnTop = snapshot.model.zeroBased
        for r in parts.rects {
            var part = target
            part.clip = r.intersection(target.clip)
            guard !part.clip.isEmpty else { continue }
            part.clear(to: snapshot.theme.background)
            func show(_ l: RenderLayer) {
                guard !l.region.intersection(part.clip).isEmpty else { return }
                ctx.layer = l
                ctx.target = l.beginDirect(into: part)
                draw(ctx)
            }
            for l in layers where !(gridOnTop && l.kind == .grid) {
                show(l)
                if gridOnTop && l.kind == .series { show(layer(.grid)) }
            }
            damage.add(part.clip)
        }
        for l in layers { l.isDirty = false }
    }

    /// Fills ``parts`` with the rectangles where `new` can differ from `old`; `false` when that is
    /// not known to be less than the whole frame (anything but new samples at the right edge, the
    /// live time and the overview changed, or something moves).
    private func changedParts(from old: ShownState, to new: ShownState, _ s: ChartSnapshot) -> Bool {
        var rest = new
        (rest.version, rest.live, rest.overview) = (old.version, old.live, old.overview)
        let other = changes(from: old, to: rest)
        guard other.layers.isEmpty, !other.whole, !old.moving, !new.moving, old.yKey == new.yKey else { return false }
        if old.live != new.live {
            // The "updated" time ticked: its room on the title's line (nothing else the status shows changed).
            guard let o = old.live, let n = new.live, o.stale == n.stale, o.ended == n.ended, o.problem == n.problem,
                  o.following == n.following, let room = header(s).status else { return false }
            let size = layout.px(ScreenLayout.Metrics.rangeSize)
            parts.add(Rect(x: room.minX - 2, y: room.minY - size * 0.3 - 2, width: room.width + 4,
                           height: room.height + size * 0.4 + 4).enclosingPixels.intersection(bounds))
        }
        if old.overview != new.overview {
            // The strip, with the window's frame and handles over it: full width (they follow the
            // window), or only its right end when the strip caught up with new samples alone.
            let o = layout.overview, m = layout.px(4) + 4
            let left = overviewSamples(from: old, to: new) ?? 0
            parts.add(Rect(x: left, y: o.minY - m, width: Double(width) - left, height: o.height + 2 * m)
                .enclosingPixels.intersection(bounds))
        }
        if old.version != new.version {
            guard let edge = newSamples(from: old, to: new, s) else { return false }
            parts.add(edge)
            if let strip = layout.legendStrip, !s.style.legendValues.isEmpty {
                parts.add(strip.insetBy(dx: -2, dy: -2).enclosingPixels.intersection(bounds))
            }
        }
        return true
    }

    /// The part of the plot new samples change when nothing else did: from two pixel columns and
    /// the line's reach before the last point but one drawn (a replaced last point, a stale tail's
    /// start, the envelope joining its neighbours) to the plot's right edge, the plot's full
    /// height. `nil` for what draws across the plot from the data (statistics, tags, a trend, a
    /// highlight, thresholds, symbols, stacks, log axes) or when the points at the left moved.
    private func newSamples(from old: ShownState, to new: ShownState, _ s: ChartSnapshot) -> PixelRect? {
        let style = s.style
        guard s.pie == nil, s.highlightIndex == nil, s.trend == nil, s.model.style == .lines, !s.axes.contains(where: \.log),
              style.average == nil, style.median == nil, !style.valueTags, style.symbol == nil, style.thresholds.isEmpty,
              old.dense == new.dense, old.missingAfter == new.missingAfter, old.firstX == new.firstX,
              old.lastTwoX.0.isFinite else { return nil }
        let plot = layout.plot, main = geometry.main
        let grow = layout.px(ScreenLayout.Metrics.lineWidth) * 2 + 1
        let column = plot.width / Double(max(Int(saturating: plot.width, rounding: .toNearestOrAwayFromZero), 1))
        let left = max(main.screenX(old.lastTwoX.0) - 2 * column - grow, plot.minX - grow)
        guard left < plot.maxX + grow else { return PixelRect(x: 0, y: 0, width: 0, height: 0) }
        return Rect(x: left, y: plot.minY - grow, width: plot.maxX + grow - left, height: plot.height + 2 * grow)
            .enclosingPixels.intersection(bounds)
    }

    /// Where the overview's new samples start to change the strip (screen x) when nothing else of
    /// it moved (its data, domain, first point and fit): two columns and the line's reach before
    /// the last point but one it drew. `nil`: the whole strip.
    private func overviewSamples(from old: ShownState, to new: ShownState) -> Double? {
        guard old.overview.model === new.overview.model, old.overview.domain == new.overview.domain,
              old.overviewKey == new.overviewKey, old.overviewFirstX == new.overviewFirstX,
              old.overviewLastTwoX.0.isFinite else { return nil }
        let frame = geometry.overview
        let grow = layout.px(ScreenLayout.Metrics.overviewLineWidth) * 2 + 1
        let column = frame.rect.width / Double(max(Int(saturating: frame.rect.width, rounding: .toNearestOrAwayFromZero), 1))
        return max(frame.screenX(old.overviewLastTwoX.0) - 2 * column - grow, 0)
    }

    /// The whole target.
    private var bounds: PixelRect { PixelRect(x: 0, y: 0, width: width, height: height) }
}
