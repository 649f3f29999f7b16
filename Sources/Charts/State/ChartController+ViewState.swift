import SeriesData

/// The view state that survives restarts (`ChartViewState`): read from what the controller
/// owns, restored through its own setters. The controller stays the only owner.
extension ChartController {
    /// The view now, as it would be saved: the chart, the window the overview shows or is
    /// heading to (a gesture in flight counts its target), the hidden series and the skin.
    /// A live chart following its newest samples has no window (it follows again after a restore).
    /// - Complexity: O(series).
    package var viewState: ChartViewState {
        let window: XWindow?
        if live?.status.following == true {
            window = nil
        } else {
            window = feel.dayZoom.isZoomed ? (feel.dayZoom.savedWindow ?? feel.interaction.targetWindow) : feel.interaction.targetWindow
        }
        let series = chartModel.data.series
        var hidden = Set<String>()
        for (i, shown) in feel.visibility.visible.enumerated() where !shown && series.indices.contains(i) {
            hidden.insert(series[i].id)
        }
        var day: Double?
        if case let .day(start) = feel.dayZoom.phase { day = start }
        return ChartViewState(chartIndex: chartIndex, window: window, hidden: hidden, theme: themeKind,
                              preset: feel.dayZoom.isZoomed ? nil : activePreset, day: day, pie: feel.dayZoom.phase == .pie)
    }

    /// Shows `state` at once where it still makes sense for the data now: a chart the file no
    /// longer has, a window outside the data (or a live chart still without samples), series ids
    /// it does not know, a day that has no chart any more are left as they are; the last shown
    /// series is never hidden. A preset (with presets on) is its window over today's data; then
    /// the day or the pie is zoomed into, at once.
    package func restore(_ state: ChartViewState) {
        if state.chartIndex >= 0, state.chartIndex < otherCharts.count { selectChart(state.chartIndex) }
        setThemeKind(state.theme)
        let series = model.data.series
        // Shown first, so that hiding never finds a lone series it may not hide.
        for (i, s) in series.enumerated() where !state.hidden.contains(s.id) { setSeriesShown(i, true) }
        for (i, s) in series.enumerated() where state.hidden.contains(s.id) { setSeriesShown(i, false) }
        guard model.count > 0, !feel.dayZoom.isZoomed else { return }
        if presetsShown, let p = state.preset {
            let w = p.window(in: feel.interaction.constraints)
            setRange(xMin: w.lower, xMax: w.upper)
            chosenPreset = p
        } else if let w = state.window, w.lower.isFinite, w.upper.isFinite, w.lower < w.upper {
            let d = live == nil ? model.data.viewDomain : keptDomain
            guard w.upper >= d.lower, w.lower <= d.upper else { return }
            setRange(xMin: w.lower, xMax: w.upper)
        }
        live?.status.following = isAtLiveEdge
        if let x = state.day, x.isFinite {
            zoomAtOnce(x: x + DayZoom.dayLength / 2)
        } else if state.pie {
            zoomAtOnce(x: feel.interaction.targetWindow.lower)
        }
    }

    /// Zooms into the day around `x` (or the pie) without the animation; nothing when the chart
    /// cannot (no day file for it any more).
    private func zoomAtOnce(x: Double) {
        process(feel.zoomAtOnce(x: x, at: now))
        guard let d = feel.day, feel.dayZoom.isZoomed else { return }
        d.interaction.setWindow(d.interaction.targetWindow, at: now, animated: false)
        d.settle()
    }
}
