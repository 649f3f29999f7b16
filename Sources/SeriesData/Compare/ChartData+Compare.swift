extension ChartData {
    /// The chart with a comparison series for each of its series and each of `shifts`
    /// (`--compare`): the series' values `shift` earlier, shifted forward onto this chart's x —
    /// derived from the series' own column, linearly between the two samples around the earlier
    /// time (a gap where either is one, or where the data does not reach back so far). A
    /// comparison the chart already has (a source that fetched it, named by
    /// `SeriesComparison.id`) is kept and marked; comparisons of shifts no longer asked for are
    /// dropped. Only charts of lines on one axis compare (`canCompare`); others are returned
    /// as they are.
    /// - Complexity: O(n · series · shifts) for the columns derived, O(series²) to find the ones present.
    package func comparing(_ shifts: [CompareShift]) -> ChartData {
        guard canCompare, !shifts.isEmpty || series.contains(where: { $0.comparison != nil }) else { return self }
        let originals = series.filter { s in s.comparison == nil && !shifts.contains { isComparisonID(s.id, shift: $0) } }
        var out = originals
        for shift in shifts {
            for s in originals {
                let c = SeriesComparison(source: s.id, shift: shift)
                var copy: Series
                if let present = series.first(where: { $0.id == c.id }) {
                    copy = present
                } else {
                    copy = s
                    copy.values = shifted(s.values, by: shift.milliseconds)
                }
                copy.id = c.id
                copy.name = "\(s.name) · \(shift.ago)"
                copy.color = s.color
                copy.kind = s.kind
                copy.unit = copy.unit ?? s.unit
                copy.comparison = c
                out.append(copy)
            }
        }
        var chart = self
        chart.series = out
        return chart
    }

    /// `comparing(_:)`, where what the chart does not reach back to is read from
    /// `earlier(shift)`: another chart of the same series around the time `shift` before (a
    /// zoomed day's file holds only its week; a comparison a week back reads the day file of a
    /// week before). Its series are matched by id.
    /// - Complexity: O(n · series · shifts · log m) for the m points of the earlier charts.
    public func comparing(_ shifts: [CompareShift], earlier: (CompareShift) -> ChartData?) -> ChartData {
        var out = comparing(shifts)
        guard out.series.count > series.count else { return out }
        for shift in shifts {
            guard let e = earlier(shift) else { continue }
            for k in out.series.indices {
                guard let c = out.series[k].comparison, c.shift == shift,
                      let source = e.series.firstIndex(where: { $0.id == c.source }) else { continue }
                for i in out.x.indices where out.series[k].values[i].isNaN {
                    out.series[k].values[i] = e.value(of: source, at: out.x[i] - shift.milliseconds)
                }
            }
        }
        return out
    }

    /// Whether comparisons can be drawn over this chart: time on x, lines, one y axis.
    package var canCompare: Bool { xKind == .time && kind == .line && !stacked && !yScaled }

    /// Whether `id` is the comparison of one of the chart's series by `shift`.
    private func isComparisonID(_ id: String, shift: CompareShift) -> Bool {
        let suffix = "@-" + shift.short
        guard id.hasSuffix(suffix) else { return false }
        let source = id.dropLast(suffix.count)
        return series.contains { $0.id == source }
    }

    /// `values` (one per x) as they were `ms` earlier, on this chart's x.
    /// - Complexity: O(n): both times move forward together.
    func shifted(_ values: [Double], by ms: Int64) -> [Double] {
        var out = [Double](repeating: .nan, count: x.count)
        x.withUnsafeBufferPointer { xs in
            values.withUnsafeBufferPointer { v in
                out.withUnsafeMutableBufferPointer { o in
                    var j = 0
                    for i in 0 ..< xs.count {
                        let t = xs[i] - ms
                        while j < xs.count && xs[j] < t { j += 1 }
                        guard j < xs.count else { break }
                        o[i] = Self.value(at: t, xs: xs, values: v, after: j)
                    }
                }
            }
        }
        return out
    }

    /// The value at time `t`, where `j` is the first index whose time is `t` or later: that
    /// sample's where the times meet, else between sample `j - 1` and `j`.
    static func value(at t: Int64, xs: UnsafeBufferPointer<Int64>, values v: UnsafeBufferPointer<Double>, after j: Int) -> Double {
        if xs[j] == t { return v[j] }
        guard j > 0 else { return .nan }
        return between(t, xs[j - 1], v[j - 1], xs[j], v[j])
    }

    /// The value of series `s` at time `t` (ms), as `comparing(_:)` reads it: a live chart's
    /// comparison of newly appended samples from its kept history.
    /// - Complexity: O(log n).
    public func value(of s: Int, at t: Int64) -> Double {
        guard let last = x.last, t <= last else { return .nan }
        return x.withUnsafeBufferPointer { xs in
            series[s].values.withUnsafeBufferPointer { v in
                var lo = 0, hi = xs.count
                while lo < hi {
                    let mid = (lo + hi) / 2
                    if xs[mid] < t { lo = mid + 1 } else { hi = mid }
                }
                return Self.value(at: t, xs: xs, values: v, after: lo)
            }
        }
    }
}

extension ChartData {
    /// `batch` (columns following `ids`, a live source's series) with a column for every series
    /// of this chart, in its order: the source's own, and the comparisons the chart derives
    /// (`comparing(_:)`) read from its kept history at each time less the shift; a gap for
    /// anything else.
    /// - Complexity: O(samples · series · log n).
    package func comparisonBatch(_ batch: SampleBatch, ids: [String]) -> SampleBatch {
        let columns = series.map { s -> [Double] in
            if let c = ids.firstIndex(of: s.id) { return batch.columns[c] }
            guard let cmp = s.comparison, let source = series.firstIndex(where: { $0.id == cmp.source }),
                  let c = ids.firstIndex(of: cmp.source) else { return [Double](repeating: .nan, count: batch.count) }
            return batch.x.indices.map { i in
                let t = batch.x[i] - cmp.shift.milliseconds
                // Earlier in the same batch, else in the chart.
                if let first = batch.x.first, t >= first, let j = batch.x.firstIndex(where: { $0 >= t }) {
                    return batch.x[j] == t ? batch.columns[c][j] : (j > 0 ? Self.between(t, batch.x[j - 1], batch.columns[c][j - 1],
                                                                                           batch.x[j], batch.columns[c][j]) : .nan)
                }
                if let last = x.last, let first = batch.x.first, t > last {
                    return Self.between(t, last, series[source].values[x.count - 1], first, batch.columns[c][0])
                }
                return value(of: source, at: t)
            }
        }
        return SampleBatch(x: batch.x, columns: columns)
    }

    /// The line from (`t0`, `a`) to (`t1`, `b`) at `t`; a gap where either end is one.
    private static func between(_ t: Int64, _ t0: Int64, _ a: Double, _ t1: Int64, _ b: Double) -> Double {
        guard !a.isNaN, !b.isNaN, t1 > t0 else { return .nan }
        return a + (b - a) * Double(t - t0) / Double(t1 - t0)
    }
}
