extension ChartData {
    /// This chart with the points inside `lower…upper` (ms, inclusive) replaced by `part`'s
    /// points inside that range: a re-query's finer (or newer) answer for the range a view shows.
    /// Series are matched by id; a series only `part` has is added after the others (gaps
    /// outside the range) and named in `added`; one `part` lacks has a gap inside the range.
    /// The chart's title, style and other series settings stay.
    /// - Complexity: O((n + m) · series) for n points here and m in `part`.
    public func replacing(_ lower: Int64, _ upper: Int64, with part: ChartData) -> (chart: ChartData, added: [String]) {
        let before = lowerBound(x: Double(lower))
        var after = before
        while after < x.count && x[after] <= upper { after += 1 }
        var from = 0
        while from < part.x.count && part.x[from] < lower { from += 1 }
        var to = from
        while to < part.x.count && part.x[to] <= upper { to += 1 }
        let newX = Array(x[..<before]) + part.x[from ..< to] + x[after...]
        let inside = to - from
        var newSeries = series
        for i in newSeries.indices {
            let mine = series[i].values
            let theirs = part.series.first { $0.id == series[i].id }?.values
            let middle = theirs.map { Array($0[from ..< to]) } ?? Array(repeating: .nan, count: inside)
            newSeries[i].values = Array(mine[..<before]) + middle + mine[after...]
        }
        var added: [String] = []
        for s in part.series where !series.contains(where: { $0.id == s.id }) {
            var copy = s
            copy.color = Series.palette[newSeries.count % Series.palette.count]
            copy.values = Array(repeating: .nan, count: before) + s.values[from ..< to]
                + Array(repeating: .nan, count: x.count - after)
            newSeries.append(copy)
            added.append(s.id)
        }
        var out = ChartData(title: title, x: newX, series: newSeries, yScaled: yScaled, stacked: stacked,
                            percentage: percentage, sourcePath: sourcePath, xKind: xKind, xName: xName)
        out.style = style
        return (out, added)
    }
}
