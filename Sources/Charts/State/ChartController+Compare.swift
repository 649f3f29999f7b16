import SeriesData

extension ChartController {
    /// The series of the chart on screen that the live source of `update` sends (those it does
    /// not name are comparisons derived here, `ChartData.comparing(_:)`).
    /// - Complexity: O(series²).
    func sourceSeriesCount(_ update: LiveUpdate) -> Int {
        model.data.series.count { $0.comparison == nil || update.seriesIDs.contains($0.id) }
    }
}
