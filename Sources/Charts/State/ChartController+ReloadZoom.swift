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
        return dayChart(of: data, x: x)
    }

    /// The chart of the day around `x` of `source` (the ``DaySource``'s), with the comparisons
    /// every chart gets (``compare``): what its file does not reach back to is read from the
    /// day file of that time (the day a week before for `--compare 7d`); `nil` when there is none.
    func dayChart(of source: ChartData, x: Int64) -> ChartData? {
        guard let days, let day = (try? days.loadDay(for: source, x: x)) ?? nil else { return nil }
        return day.comparing(compare) { shift in
            let (earlier, overflow) = x.subtractingReportingOverflow(shift.milliseconds)
            guard !overflow, days.hasDay(for: source, x: earlier) else { return nil }
            return (try? days.loadDay(for: source, x: earlier)) ?? nil
        }
    }

    /// After the chart's feel took its new model `overview` and kept the zoomed day: the day's
    /// feel `child` shows `day`, the day's new chart (`dayAfterReload(of:_:)`), keeping its
    /// window, hidden series and highlight; its y scale fits the new day at once.
    func keepDay(_ child: ChartFeel, day: ChartData, overview: ChartModel) {
        guard case let .day(start) = feel.dayZoom.phase else { return }
        let dayModel = ChartModel(data: day, hidden: [])
        let c = dayModel.data.viewConstraints
        Self.configure(child, for: dayModel, style: style)
        child.rebind(to: dayModel, constraints: c, hidden: [], zoom: .none, presets: false, keepDay: false, at: now)
        child.interaction.defaultWindow = c.clamp(DayZoom.day(containing: start))
        child.settle()
        overviewModel = overview
        show(dayModel)
    }
}
