import SeriesData

/// The median step between a model's points, for the default missing-data threshold
/// (`ChartStyle.missingAfter`): computed again only when the model, its point count or its
/// first point change (another chart, appended or dropped samples), so that it follows live data.
struct MissingStepCache {
    private weak var model: ChartModel?
    private var count = -1
    private var first = Double.nan
    private var step: Double?
    private var scratch: [Double] = []

    /// The threshold of `snapshot`'s style for its model (infinity when missing data is off).
    /// - Complexity: O(1), or O(n) when the model changed.
    mutating func threshold(_ snapshot: ChartSnapshot) -> Double {
        let style = snapshot.style, m = snapshot.model
        guard style.missing != .off, style.missingAfter == nil else {
            return MissingData.threshold(style, medianStep: nil)
        }
        if model !== m || count != m.count || !(first == m.xs.first ?? .nan) {
            model = m
            count = m.count
            first = m.xs.first ?? .nan
            step = MissingData.medianStep(m.xs, scratch: &scratch)
        }
        return MissingData.threshold(style, medianStep: step)
    }
}
