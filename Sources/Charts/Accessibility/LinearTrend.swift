/// The least-squares line through a series' values over a range, and whether it rises, falls or
/// stays flat.
///
/// The line's change across the values' x span, as a share of the mean absolute value, decides:
/// less than `flatThreshold` (5 %) either way is flat.
package struct LinearTrend: Sendable, Equatable {
    /// Rising, falling or flat.
    package enum Direction: String, Sendable {
        case rising, falling, flat
    }

    /// A fitted change below this share of the mean absolute value is flat (0.05 = 5 %).
    package static let flatThreshold = 0.05

    /// The fitted line's slope, value units per millisecond.
    package var slope: Double
    /// The fitted line's change from the first to the last value's x.
    package var fittedChange: Double
    /// `fittedChange` over the mean absolute value (0 when that is 0).
    package var relativeChange: Double
    package var direction: Direction

    /// The fit over the finite values of `values[range]` at `x[range]`; `nil` when fewer than two
    /// values are finite.
    /// - Complexity: O(range.count), two passes.
    public init?(x: [Int64], values: [Double], range: Range<Int>) {
        var n = 0.0, sumX = 0.0, sumY = 0.0, sumAbs = 0.0
        var firstX: Int64?, lastX: Int64 = 0
        let origin = range.isEmpty ? 0 : x[range.lowerBound]
        for i in range where values[i].isFinite {
            n += 1; sumX += Double(x[i] - origin); sumY += values[i]; sumAbs += abs(values[i])
            if firstX == nil { firstX = x[i] }
            lastX = x[i]
        }
        guard n >= 2, let firstX else { return nil }
        let meanX = sumX / n, meanY = sumY / n
        var sxx = 0.0, sxy = 0.0
        for i in range where values[i].isFinite {
            let dx = Double(x[i] - origin) - meanX
            sxx += dx * dx; sxy += dx * (values[i] - meanY)
        }
        slope = sxx > 0 ? sxy / sxx : 0
        fittedChange = slope * Double(lastX - firstX)
        let meanAbs = sumAbs / n
        relativeChange = meanAbs > 0 ? fittedChange / meanAbs : 0
        direction = abs(relativeChange) < LinearTrend.flatThreshold ? .flat : (relativeChange > 0 ? .rising : .falling)
    }
}
