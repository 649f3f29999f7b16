import Raster

/// One chart: a shared x column and its y series, stored column by column.
///
/// `x` is milliseconds since the Unix epoch (UTC), or plain numbers for a ``XKind/number`` chart
/// (`xKind`), strictly increasing; every series has exactly `x.count` values. The loaders
/// guarantee both; ``init(title:x:series:yScaled:stacked:percentage:sourcePath:xKind:xName:)``
/// checks them with `precondition`.
///
/// Derived data that does not depend on what is visible is computed once here:
/// `stackTotals` (the per-x sum over all series, for stacked and percentage charts). Sums and shares
/// of a subset of series (toggles, their animations) come from `stackedLayers(weights:)`.
public struct ChartData: Sendable, Equatable {
    /// A title given by the file, if any (the contest files have none: show "chart N").
    public var title: String?
    /// Milliseconds since the epoch (or plain integers, `xKind`), strictly increasing.
    public var x: [Int64]
    /// What `x` holds: instants (the default) or plain numbers (row numbers, an integer column),
    /// which everything that shows x writes as numbers, never as dates.
    package var xKind: XKind = .time
    /// For a ``XKind/number`` chart, what x counts (`row`, `cycle`), written before an x value on
    /// the info board, in the header and in summaries (`row 240`); `nil` writes the bare number.
    package var xName: String?
    /// The y series, in the file's order.
    public var series: [Series]
    /// Two y axes: each series is scaled on its own (round 2 `y_scaled`).
    public var yScaled: Bool
    /// Series are stacked on top of each other (round 2 `stacked`).
    public var stacked: Bool
    /// Stacked series are shown as shares of 100 % per x (round 2 `percentage`).
    public var percentage: Bool
    /// The file this chart was read from; day files (`YYYY-MM/DD.json`) are resolved beside it.
    package var sourcePath: String?
    /// Per x, the sum of all series (gaps count as 0; `.nan` where every series has a gap).
    /// Empty unless the chart is ``stacked`` or ``percentage``.
    var stackTotals: [Double]
    /// How the chart's lines are drawn (the file's per-chart `"style"` object; the contest look
    /// when it has none).
    public var style = ChartStyle()

    /// - Complexity: O(n · series) for stacked or percentage charts (the totals), O(1) otherwise.
    public init(title: String? = nil, x: [Int64], series: [Series], yScaled: Bool = false,
                stacked: Bool = false, percentage: Bool = false, sourcePath: String? = nil,
                xKind: XKind = .time, xName: String? = nil) {
        for s in series {
            precondition(s.values.count == x.count, "series \(s.id) has \(s.values.count) values for \(x.count) x")
        }
        self.title = title; self.x = x; self.series = series
        self.yScaled = yScaled; self.stacked = stacked || percentage; self.percentage = percentage
        self.sourcePath = sourcePath
        self.xKind = xKind; self.xName = xName
        self.stackTotals = []
        if self.stacked {
            stackTotals = ChartData.sums(series.map(\.values), weights: Array(repeating: 1, count: series.count),
                                         range: 0 ..< x.count)
        }
    }

    /// The number of points (x values).
    @inlinable public var count: Int { x.count }

    /// The kind the chart is drawn as: the first series' kind (contest charts use one kind per chart).
    public var kind: SeriesKind { series.first?.kind ?? .line }

    /// Per x in `range`, Σ weightᵢ · columnᵢ (gaps count as 0; `.nan` where all weighted
    /// columns are gaps); element 0 is the sum at `range.lowerBound`.
    static func sums(_ columns: [[Double]], weights: [Double], range: Range<Int>) -> [Double] {
        var totals: [Double] = []
        sums(count: min(columns.count, weights.count), column: { columns[$0] }, weight: { weights[$0] }, range: range, into: &totals)
        return totals
    }

    /// `sums(_:weights:range:)` of `count` columns (`column(s)`, weighted `weight(s)`), written
    /// into `totals` (its memory kept).
    static func sums(count: Int, column: (Int) -> [Double], weight: (Int) -> Double, range: Range<Int>,
                     into totals: inout [Double]) {
        totals.removeAll(keepingCapacity: true)
        totals.append(contentsOf: repeatElement(.nan, count: range.count))
        let lo = range.lowerBound
        totals.withUnsafeMutableBufferPointer { t in
            for c in 0 ..< count {
                let w = weight(c)
                guard w != 0 else { continue }
                column(c).withUnsafeBufferPointer { v in
                    for i in range where !v[i].isNaN {
                        t[i - lo] = (t[i - lo].isNaN ? 0 : t[i - lo]) + w * v[i]
                    }
                }
            }
        }
    }
}
