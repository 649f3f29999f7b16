import SeriesData

/// The numbers a summary says about one series over a visible range: extremes with their x, the
/// first and last value, the change between them and the trend.
package struct SeriesSummary: Sendable, Equatable {
    public var id: String
    public var name: String
    /// Finite values in the range, and gaps.
    package var valueCount: Int
    package var gapCount: Int
    /// The lowest and highest value and the x (ms) of their first occurrence.
    public var min: Double, minX: Int64
    public var max: Double, maxX: Int64
    /// The first and last finite value in the range and their x (ms).
    public var first: Double, firstX: Int64
    public var last: Double, lastX: Int64
    /// For percentage charts, the series' mean over the range as a share of the shown series'
    /// means (0…1); `nil` otherwise.
    package var averageShare: Double?
    /// The least-squares trend; `nil` with fewer than two values.
    package var trend: LinearTrend?
    /// The unit the values are written in (`ChartUnits.unit(of:)`); `nil`: plain numbers.
    public var unit: Unit?

    /// `last − first`.
    public var change: Double { last - first }
    /// `change` relative to `|first|`; `nil` when the first value is 0.
    var changeRatio: Double? { first == 0 ? nil : change / abs(first) }

    /// The summary of `values[range]`, or `nil` when every value there is a gap.
    /// - Complexity: O(range.count).
    public init?(series: Series, x: [Int64], range: Range<Int>) {
        var lo = Double.infinity, hi = -Double.infinity, loX: Int64 = 0, hiX: Int64 = 0
        var firstValue: (Double, Int64)?, lastValue: (Double, Int64) = (0, 0)
        var n = 0
        for i in range {
            let v = series.values[i]
            guard v.isFinite else { continue }
            n += 1
            if v < lo { lo = v; loX = x[i] }
            if v > hi { hi = v; hiX = x[i] }
            if firstValue == nil { firstValue = (v, x[i]) }
            lastValue = (v, x[i])
        }
        guard let firstValue else { return nil }
        id = series.id; name = series.name
        valueCount = n; gapCount = range.count - n
        min = lo; minX = loX; max = hi; maxX = hiX
        (first, firstX) = firstValue
        (last, lastX) = lastValue
        trend = LinearTrend(x: x, values: series.values, range: range)
    }
}
