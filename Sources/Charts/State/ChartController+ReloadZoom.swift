import SeriesData

/// A reload keeps the zoom: the pie, or the day zoomed into while the new data still has it.
extension ChartController {
    /// The zoomed day's chart for `data` (the chart's new data): read again through the
    /// ``DaySource`` — the day's file may have changed too — when `data` still reaches that day and
    /// the source still has it; `nil` when not zoomed into a day or the day is gone.
    func dayAfterReload(of old: ChartFeel, _ data: ChartData) -> ChartData? {
        guard case let .day(start) = old.dayZoom.phase, let days else { return nil }
        let i = data.lowerBound(x: start)
        guard i < data.count, Double(data.x[i]) < start + DayZoom.dayLength else { return nil }
        let x = Int64(saturating: start)
        guard days.hasDay(for: data, x: x) else { return nil }
        return (try? days.loadDay(for: data, x: x)) ?? nil
    }

    /// After the feel of the chart's new model `overview` was made in place of `old`: the pie
    /// stays over the new data; a day still there is shown again with its window, hidden series
    /// and highlight (`day` from ``dayAfterReload(of:_:)``); otherwise the overview shows the
    /// window the zoom would have returned to (``ChartFeel/continueZoom(from:dayChart:at:)``).
    func keepZoom(from old: ChartFeel, day: ChartData?, overview: ChartModel) {
        guard let child = feel.continueZoom(from: old, dayChart: day, at: now), let day,
              case let .day(start) = feel.dayZoom.phase else { return }
        let c = showDay(in: child, containing: start, over: overview)
        if let oldDay = old.day {
            child.continueMotion(from: oldDay)
            child.settle()
            if let h = oldDay.interaction.highlightX, c.full.contains(h) {
                child.interaction.setHighlight(model.nearestIndex(to: h).map { model.xs[$0] })
            }
        }
    }
}
