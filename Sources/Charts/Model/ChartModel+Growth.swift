/// Live data: the model grows at the end and shrinks at the front in place.
///
/// Every column is held once while it changes: the data's series values *are* the pyramids'
/// values and the decimators share the pyramids and gaps, so before a change those extra
/// references are let go and afterwards they are handed out again (O(series), no copy). Whoever
/// else keeps a copy of ``ChartModel/data`` (the ``ChartController`` keeps the file's charts)
/// must let go of it around the change too, or the first append copies the columns once.
extension ChartModel {
    /// Appends `batch` (one column per series); a first time equal to the last point's replaces
    /// that point. The y extrema, gaps, decimation, stack and x labels' unit extend.
    /// - Complexity: O(k · series + series · log n) for k samples: amortized O(1) per value.
    public func append(_ batch: SampleBatch) {
        let k = batch.count
        guard k > 0 else { return }
        precondition(batch.columns.count == data.series.count, "one column per series")
        let replacing = data.x.last == batch.x[0]
        precondition(data.x.last.map { batch.x[0] >= $0 } ?? true, "appended times must not go back")
        let from = replacing ? count - 1 : count
        let skip = replacing ? 1 : 0
        letGo()
        // Each column grows at its own length (not all ≈ 600 MB at once at 10 M points), copied
        // ahead over the frames before it is full (not one column of 80 MB in one frame).
        let needed = from + k, slots = 2 + data.series.count
        ColumnGrowth.reserve(&data.x, ahead: &xAhead, for: needed, slot: 0, of: slots)
        ColumnGrowth.reserve(&xs, ahead: &xsAhead, for: needed, slot: 1, of: slots)
        extrema.reserve(needed, firstSlot: 2, of: slots)
        extrema.append(columns: batch.columns, rows: k, replacingLast: replacing)
        data.x.append(contentsOf: batch.x[skip...])
        for t in batch.x[skip...] { xs.append(Double(t)) }
        handBack()
        if data.stacked {
            data.stackTotals.removeLast(data.stackTotals.count - from)
            data.stackTotals.append(contentsOf: ChartData.sums(data.series.map(\.values),
                                                               weights: Array(repeating: 1, count: data.series.count),
                                                               range: from ..< count))
        }
        switch style {
        case .lines, .scaledLines:
            for s in gaps.indices {
                gaps[s].truncate(to: from)
                gaps[s].extend(data.series[s].values, from: from)
            }
            shareDecimators()
        case .bars, .areas, .percentage:
            let newTotals = stack?.extend(data, weights: weights, from: from) ?? []
            if var e = stackExtrema, !newTotals.isEmpty {
                stackExtrema = nil
                if replacing { e.replaceLast(newTotals[newTotals.startIndex]) }
                e.append(contentsOf: newTotals.dropFirst(skip))
                stackExtrema = e
            }
        }
        if count <= 512 { unit = XAxisLabels.unit(of: data.x) }
        if calendarDays, unit % UTCDate.millisecondsPerDay != 0 || batch.x.contains(where: { $0 % UTCDate.millisecondsPerDay != 0 }) {
            calendarDays = false
        }
        version &+= 1
    }

    /// Forgets the oldest `k` points (a bounded history), every column by the same amount.
    /// - Complexity: O(n · series) memory moves; call it for many points at once.
    public func removeFirst(_ k: Int) {
        let k = min(max(k, 0), count)
        guard k > 0 else { return }
        letGo()
        extrema.removeFirst(k)
        xAhead.drop(from: data.x.count)
        xsAhead.drop(from: xs.count)
        data.x.removeFirst(k)
        xs.removeFirst(k)
        handBack()
        if data.stacked { data.stackTotals.removeFirst(k) }
        if var s = stack { stack = nil; s.removeFirst(k); stack = s }
        if var e = stackExtrema { stackExtrema = nil; e.removeFirst(k); stackExtrema = e }
        for s in gaps.indices { gaps[s].removeFirst(k) }
        if !gaps.isEmpty { shareDecimators() }
        version &+= 1
    }

    /// Drops the data's and the decimators' references to the pyramids' arrays.
    private func letGo() {
        decimators.removeAll(keepingCapacity: true)
        for s in data.series.indices { data.series[s].values = [] }
    }

    /// The series values again as the pyramids' values.
    private func handBack() {
        for s in data.series.indices { data.series[s].values = extrema.series[s].values }
    }
}
