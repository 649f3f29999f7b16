import SeriesData

extension ChartController {
    /// The chart's ``ChartState`` now, from the newest sample of each shown series against its
    /// limits (``ChartStyle/thresholds``) and the live source's freshness; what the header shows,
    /// a kiosk panel's edge marks, and the earcons and speech announce.
    /// - Complexity: O(series · limits).
    public var stateReading: ChartState.Reading {
        let visible = feel.visibility.visible
        return ChartState.read(model.data, thresholds: style.thresholds, stale: live?.status.stale == true) {
            visible.indices.contains($0) && visible[$0]
        }
    }
}
