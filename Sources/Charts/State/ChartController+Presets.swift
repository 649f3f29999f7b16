import Raster
import SeriesData

/// The range presets (1D, 1W, …, All): which one the view shows, choosing one, their trend colour.
extension ChartController {
    /// The preset whose window the view shows or is animating to: the one last chosen while its
    /// window still holds, else the widest whose window matches; `nil` when presets are off or
    /// none matches.
    package var activePreset: RangePreset? {
        guard presetsShown else { return nil }
        let c = active.interaction.constraints
        let w = active.interaction.targetWindow
        let tolerance = max((c.upper - c.lower) * 1e-9, 1)
        func matches(_ p: RangePreset) -> Bool {
            let pw = p.window(in: c)
            return abs(pw.lower - w.lower) <= tolerance && abs(pw.upper - w.upper) <= tolerance
        }
        if let p = chosenPreset, matches(p) { return p }
        // Short data makes several windows the whole extent: the widest name (All) is the true one.
        for i in stride(from: RangePreset.all.rawValue, through: 0, by: -1) {
            if let p = RangePreset(rawValue: i), matches(p) { return p }
        }
        return nil
    }

    /// Shows preset `p`'s range at once and lights it, as its key does but not animated (an
    /// assistive technology's click); nothing without the presets.
    package func choosePreset(_ p: RangePreset) {
        guard presetsShown else { return }
        let w = p.window(in: active.interaction.constraints)
        setRange(xMin: w.lower, xMax: w.upper)
        chosenPreset = p
    }

    /// The presets' trend now, for line charts: `rising` 1 (green) … 0 (red), the baseline
    /// (the first visible value of the first series), and how alone the first series is (`solo`,
    /// 1 … 0 as the other series' toggles fade them in; `ChartSnapshot.trend`).
    var presetTrend: (rising: Double, baseline: Double, solo: Double)? { trend(active, at: now) }

    func trend(_ a: ChartFeel, at t: Double) -> (rising: Double, baseline: Double, solo: Double)? {
        guard presetsShown, model.style == .lines || model.style == .scaledLines, let tr = a.trend else { return nil }
        var others = 0.0
        for i in a.visibility.visible.indices.dropFirst() { others = max(others, a.visibility.opacity(i, at: t)) }
        return (tr.rising.value(at: t), tr.baseline.value(at: t), 1 - min(max(others, 0), 1))
    }
}
