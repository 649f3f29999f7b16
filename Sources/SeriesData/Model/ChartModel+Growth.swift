/// Live data: the model grows at the end and shrinks at the front in place.
///
/// Every column is held once while it changes: the data's series values *are* the pyramids'
/// values and the decimators share the pyramids and gaps, so before a change those extra
/// references are let go and afterwards they are handed out again (O(series), no copy). Whoever
/// else keeps a copy of ``ChartModel/data`` (the `ChartController` keeps the file's charts)
/// must let go of it around the change too, or the first append copies the columns once.
extension ChartModel {
    /// Appends `batch` (one column per series); a first time equal to the last point's replaces
    /// that point. The y extrema, gaps, decimation, stack and x labels' unit extend. Returns the
    /// elements copied into columns' next storage (`ColumnGrowth`: a few per appended value).
    /// - Complexity: O(k · series + series · log n) for k samples: amortized O(1) per value.
    @discardableResult
    public func append(_ batch: SampleBatch) -> Int {
        let k = batch.count
        guard k > 0 else { return 0 }
        precondition(batch.columns.count == data.series.count, "one column per series")
        let replacing = data.x.last == batch.x[0]
        precondition(data.x.last.map { batch.x[0] >= $0 } ?? true, "appended times must not go back")
        let from = replacing ? count - 1 : count
        let skip = replacing ? 1 : 0
        growing = true   // a restack for other weights gets room to grow too
        received.add(batch.columns) { replacing ? data.series[$0].values[from] : nil }
        letGo()
        // Each column grows at its own length (not all ≈ 600 MB at once at 10 M points), copied
        // ahead over the frames before it is full (not one column of 80 MB in one frame).
        let needed = from + k, g = growthSlots
        var copied = ColumnGrowth.reserve(&data.x, ahead: &xAhead, for: needed, slot: 0, of: g.of)
        copied += ColumnGrowth.reserve(&xs, ahead: &xsAhead, for: needed, slot: 1, of: g.of)
        copied += extrema.reserve(needed, firstSlot: 2, stackSlot: g.chartStack, of: g.of)
        extrema.append(columns: batch.columns, rows: k, replacingLast: replacing)
        data.x.append(contentsOf: batch.x[skip...])
        for t in batch.x[skip...] { xs.append(Double(t)) }
        handBack()
        if data.stacked {
            copied += ColumnGrowth.reserve(&data.stackTotals, ahead: &stackTotalsAhead, for: needed, slot: g.stackTotals, of: g.of)
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
            extendShiftedCopies(from: from)
        case .bars, .areas, .percentage:
            if stack != nil { copied += stack!.reserve(needed, ahead: &stackAhead, firstSlot: g.layers, of: g.of) }
            let newTotals = stack?.extend(data, weights: weights, from: from) ?? []
            if var e = stackExtrema, !newTotals.isEmpty {
                stackExtrema = nil
                copied += e.reserve(needed, slot: g.stackExtrema, of: g.of)
                if replacing { e.replaceLast(newTotals[newTotals.startIndex]) }
                e.append(contentsOf: newTotals.dropFirst(skip))
                stackExtrema = e
            }
        }
        if count <= 512 { unit = data.xUnit }
        if calendarDays, unit % CivilDate.millisecondsPerDay != 0 || batch.x.contains(where: { $0 % CivilDate.millisecondsPerDay != 0 }) {
            calendarDays = false
        }
        if let p = period, !calendarDays || !batch.x.allSatisfy(p.holds) { period = nil }
        version &+= 1
        return copied
    }

    /// Readies a chart whose source can append (a live chart loaded from a file, a stream after
    /// a file's data): every column gets room for a third more (`ColumnGrowth.reserveHeadroom(_:ahead:slot:of:)`),
    /// so the first appends copy it ahead a few elements at a time like any later growth instead
    /// of copying every column at once. A chart that never grows is never asked: it keeps its
    /// exact size. Whoever else holds ``data`` must take it again afterwards (the columns moved).
    /// Returns the elements copied.
    /// - Complexity: O(n · series) once (a copy of the columns that lack room).
    @discardableResult
    public func prepareToGrow() -> Int {
        growing = true
        let lines = !decimators.isEmpty
        letGo()
        let g = growthSlots
        var copied = ColumnGrowth.reserveHeadroom(&data.x, ahead: &xAhead, slot: 0, of: g.of)
        copied += ColumnGrowth.reserveHeadroom(&xs, ahead: &xsAhead, slot: 1, of: g.of)
        copied += extrema.reserveHeadroom(firstSlot: 2, stackSlot: g.chartStack, of: g.of)
        handBack()
        if data.stacked {
            copied += ColumnGrowth.reserveHeadroom(&data.stackTotals, ahead: &stackTotalsAhead, slot: g.stackTotals, of: g.of)
        }
        if stack != nil { copied += stack!.reserveHeadroom(ahead: &stackAhead, firstSlot: g.layers, of: g.of) }
        if var e = stackExtrema {
            stackExtrema = nil
            copied += e.reserveHeadroom(slot: g.stackExtrema, of: g.of)
            stackExtrema = e
        }
        if lines { shareDecimators() }
        return copied
    }

    /// The slots of the columns (`ColumnGrowth.capacity(for:slot:of:)`), so that no two grow at
    /// the same append: x 0, xs 1, the series' pyramids 2…; for stacked styles then the layers,
    /// the stack's total, the data's stack totals, the model's stack pyramid and the extrema's.
    var growthSlots: (layers: Int, stackTotals: Int, stackExtrema: Int, chartStack: Int, of: Int) {
        let n = data.series.count, layers = 2 + n
        let stacked = stack != nil || data.stacked
        return (layers, layers + n + 1, layers + n + 2, layers + n + 3, stacked ? layers + n + 4 : layers)
    }

    /// Every growable column with its copy ahead, by name: x, xs, the pyramids, the stack's layers
    /// and total, the data's stack totals, the model's stack pyramid (tests check that a column
    /// only ever moves into the storage it was copied ahead into).
    var columnStorages: [String: ColumnStorage] {
        var out = extrema.columnStorages
        out["x"] = ColumnGrowth.storage(data.x, xAhead)
        out["xs"] = ColumnGrowth.storage(xs, xsAhead)
        out.merge(stack?.columnStorages(stackAhead) ?? [:]) { a, _ in a }
        if data.stacked { out["stackTotals"] = ColumnGrowth.storage(data.stackTotals, stackTotalsAhead) }
        out.merge(stackExtrema?.columnStorages("stack") ?? [:]) { a, _ in a }
        return out
    }

    /// Forgets the oldest `k` points (a bounded history), every column by the same amount.
    /// - Complexity: O(n · series) memory moves; call it for many points at once.
    package func removeFirst(_ k: Int) {
        let k = min(max(k, 0), count)
        guard k > 0 else { return }
        letGo()
        extrema.removeFirst(k)
        xAhead.drop(from: data.x.count)
        xsAhead.drop(from: xs.count)
        data.x.removeFirst(k)
        xs.removeFirst(k)
        handBack()
        if data.stacked { stackTotalsAhead.drop(from: data.stackTotals.count); data.stackTotals.removeFirst(k) }
        if var s = stack { stack = nil; s.removeFirst(k, ahead: &stackAhead); stack = s }
        if var e = stackExtrema { stackExtrema = nil; e.removeFirst(k); stackExtrema = e }
        for s in gaps.indices { gaps[s].removeFirst(k) }
        if !gaps.isEmpty { shareDecimators() }
        dropShiftedHeads()
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
