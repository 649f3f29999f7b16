/// What a chart's x values are.
public enum XKind: Sendable, Equatable {
    /// Instants: milliseconds since the epoch (UTC), shown as dates and times.
    case time
    /// Plain integers (row numbers 1…n, or an integer column), shown as numbers: no dates, no
    /// day zoom, no range presets.
    case number
}

extension ChartData {
    /// The data's x unit: for times the most common spacing rounded to a minute, an hour or a
    /// day when close (`XAxisLabels.unit(of:kind:)`), for numbers the smallest spacing.
    /// - Complexity: O(min(n, 512)).
    var xUnit: Int64 { XAxisLabels.unit(of: x, kind: xKind) }
}
