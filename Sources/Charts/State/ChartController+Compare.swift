import SeriesData

extension ChartController {
    /// How many series of the chart on screen come from the live source sending `ids` (those it
    /// does not name are comparisons derived here, `ChartData.comparing(_:)`).
    /// - Complexity: O(series²).
    func sourceSeriesCount(_ ids: [String]) -> Int {
        model.data.series.count { $0.comparison == nil || ids.contains($0.id) }
    }
}
