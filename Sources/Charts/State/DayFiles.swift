import SeriesData

/// The day files of the contest's round-2 layout, read from beside the chart's own file
/// (`ChartLoader.dayFilePath(for:x:)`): the ``DaySource`` the executable gives the state owner.
package final class DayFiles: DaySource {
    private let onError: (LoadError) -> Void

    /// Day files; a day file that exists but does not load is handed to `onError` (the window
    /// prints it) and the view stays where it was.
    public init(onError: @escaping (LoadError) -> Void = { _ in }) { self.onError = onError }

    package func hasDay(for chart: ChartData, x: Int64) -> Bool {
        ChartLoader.dayFilePath(for: chart, x: x) != nil
    }

    package func loadDay(for chart: ChartData, x: Int64) throws(LoadError) -> ChartData? {
        do { return try ChartLoader.loadDay(for: chart, x: x) } catch {
            onError(error)
            throw error
        }
    }
}
