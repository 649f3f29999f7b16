/// How far back a comparison looks (`--compare 7d`): the series as it was this long before,
/// drawn shifted forward by it over the series itself.
public struct CompareShift: Sendable, Hashable, Comparable {
    /// The shift, milliseconds (> 0).
    public let milliseconds: Int64

    /// A shift of `milliseconds` (> 0).
    public init(milliseconds: Int64) {
        precondition(milliseconds > 0, "a comparison looks back by a positive time")
        self.milliseconds = milliseconds
    }

    /// The shift in seconds (what a range query is moved back by).
    public var seconds: Double { Double(milliseconds) / 1000 }

    public static func < (a: CompareShift, b: CompareShift) -> Bool { a.milliseconds < b.milliseconds }

    /// The largest whole unit of the shift: a count and the unit's short and long names
    /// (a year is 365 days, as PromQL's `y`).
    private var parts: (count: Int64, short: String, long: String) {
        let units: [(Int64, String, String)] = [(365 * 86_400_000, "y", "year"), (86_400_000, "d", "day"),
                                                (3_600_000, "h", "hour"), (60_000, "m", "minute"), (1000, "s", "second")]
        for (ms, short, long) in units where milliseconds % ms == 0 { return (milliseconds / ms, short, long) }
        return (milliseconds, "ms", "millisecond")
    }

    /// The shift written short: `7d`, `1y`, `90m`.
    public var short: String {
        let p = parts
        return "\(p.count)\(p.short)"
    }

    /// The shift in words, as the legend writes it: `7 days ago`, `1 hour ago`.
    package var ago: String {
        let p = parts
        return "\(p.count) \(p.long)\(p.count == 1 ? "" : "s") ago"
    }
}

/// What a comparison series is: the series it shows (by id) and how far back.
package struct SeriesComparison: Sendable, Hashable {
    /// The id of the series compared.
    public let source: String
    public let shift: CompareShift

    public init(source: String, shift: CompareShift) { self.source = source; self.shift = shift }

    /// The id the comparison series has: `cpu@-7d` (sources that fetch the shifted data
    /// themselves name their series so; `ChartData.comparing(_:)` recognises it).
    public var id: String { "\(source)@-\(shift.short)" }
}
