import Testing
@testable import Charts
@testable import SeriesData

/// Every column of a growing chart — x, the pyramids, and for bars and areas the stacked layers,
/// their total, the data's stack totals and the stack pyramids — is copied ahead into its next
/// storage, a few elements per appended value: none is copied whole in one append. A chart loaded
/// at exact capacity gets room to grow when its source can append, so its first append is no
/// exception; one that never grows keeps its exact size.
@Suite struct ChartModelColumnGrowthTests {
    /// Appends `batch` to `model` and checks the growth rules: the call copies at most
    /// ``ColumnGrowth/aheadRate`` elements per appended one (plus the unsettled few) per column,
    /// and every column of at least 16 K elements that moved moved into the storage it had been
    /// copied ahead into. Returns the elements copied.
    @discardableResult
    static func appendChecked(_ model: ChartModel, _ batch: SampleBatch, sourceLocation: SourceLocation = #_sourceLocation) -> Int {
        let before = model.columnStorages
        let copied = model.append(batch)
        let after = model.columnStorages
        let bound = before.count * (ColumnGrowth.aheadRate * batch.count + ColumnGrowth.unsettled)
        #expect(copied <= bound, "\(copied) elements copied for \(batch.count) points at \(model.count)",
                sourceLocation: sourceLocation)
        for (name, b) in before where b.count >= 16_384 {
            guard let a = after[name], a.column != b.column else { continue }
            #expect(b.ahead != nil && a.column == b.ahead,
                    "\(name) (\(b.count) of \(b.capacity)) was copied whole, not moved into its copy ahead",
                    sourceLocation: sourceLocation)
        }
        return copied
    }

    static func batch(_ x: [Int64], _ cols: [[Double]], _ r: Range<Int>) -> SampleBatch {
        SampleBatch(x: Array(x[r]), columns: cols.map { Array($0[r]) })
    }

    /// Bars, stacked areas and percentage areas grown to 150,000 points in uneven batches, with
    /// repeated times, a toggle and a drop from the front on the way: no column is copied whole,
    /// and the grown model answers like one built at once.
    @Test(arguments: [(SeriesKind.bar, false), (.area, false), (.area, true)])
    func stackedColumnsAreCopiedAhead(kind: SeriesKind, percentage: Bool) {
        var rng = SeededRandom(seed: 21)
        let (x, cols) = ChartModelGrowthTests.columns(150_000, series: 3, rng: &rng)
        let grown = ChartModel(data: ChartModelGrowthTests.chart(kind, x: Array(x[..<600]), columns: cols.map { Array($0[..<600]) },
                                                                 stacked: true, percentage: percentage), hidden: [])
        #expect(grown.columnStorages.keys.contains("layer2") && grown.columnStorages.keys.contains("total")
                && grown.columnStorages.keys.contains("stackTotals"))
        var i = 600, dropped = false, toggled = false
        while i < x.count {
            let k = min(Int.random(in: 1 ... 900, using: &rng), x.count - i)
            if rng.double() < 0.2 { Self.appendChecked(grown, Self.batch(x, cols, i - 1 ..< i)) }   // replaces the last point
            Self.appendChecked(grown, Self.batch(x, cols, i ..< i + k))
            i += k
            if !toggled && i > 60_000 { grown.setWeights([1, 0, 1]); toggled = true }   // restacked: copied ahead again
            if !dropped && i > 100_000 { grown.removeFirst(30_000); dropped = true }
        }
        let built = ChartModel(data: ChartModelGrowthTests.chart(kind, x: Array(x[30_000...]), columns: cols.map { Array($0[30_000...]) },
                                                                 stacked: true, percentage: percentage), hidden: [])
        built.setWeights([1, 0, 1])
        ChartModelGrowthTests.expectSame(grown, built, rng: &rng)
    }

    /// 200,000 points loaded at exact capacity (a file), lines and stacked bars: readied to grow,
    /// even the first append copies only a few elements per new one; unreadied, the first append
    /// copies every column — what the readying prevents.
    @Test(arguments: [SeriesKind.line, .bar])
    func aLoadedChartReadiedToGrowCopiesAheadFromItsFirstAppend(kind: SeriesKind) {
        var rng = SeededRandom(seed: 3)
        let n = 200_000
        let (x, cols) = ChartModelGrowthTests.columns(n + 40_000, series: 2, rng: &rng)
        func loaded() -> ChartModel {
            var xs = [Int64](); xs.reserveCapacity(n); xs.append(contentsOf: x[..<n])
            let columns = cols.map { c -> [Double] in var v = [Double](); v.reserveCapacity(n); v.append(contentsOf: c[..<n]); return v }
            return ChartModel(data: ChartModelGrowthTests.chart(kind, x: xs, columns: columns, stacked: kind == .bar), hidden: [])
        }
        let control = loaded()
        #expect(control.data.x.capacity < n + n / 3, "the file's columns have no room to grow")
        #expect(control.append(Self.batch(x, cols, n ..< n + 6400)) >= n, "unreadied: the first append copies whole columns")

        let model = loaded()
        let decimators = model.decimators.count
        #expect(model.prepareToGrow() > 0)
        #expect(model.decimators.count == decimators, "the decimators are handed out again")
        for (name, c) in model.columnStorages {
            #expect(c.capacity >= c.count + c.count / 3, "\(name): \(c.count) of \(c.capacity)")
        }
        var i = n
        while i + 6400 <= n + 40_000 {
            Self.appendChecked(model, Self.batch(x, cols, i ..< i + 6400))
            i += 6400
        }
        #expect(model.data.x == Array(x[..<(n + 38_400)]))
    }

    /// The controller readies a chart when a live source is attached (and for a reload while
    /// live), and the file's copy of the data shares the moved columns (no second copy); a
    /// chart without a source keeps its exact size.
    @Test func theControllerReadiesOnlyALiveChart() {
        final class Quiet: LiveSource {
            func take() -> [LiveUpdate] { [.samples(SampleBatch(series: 2), seriesIDs: ["a", "b"], receivedAt: nil)] }
            var hasNews: Bool { false }
        }
        let chart = ChartControllerTests.lines(30_000)
        let still = ChartController(charts: [chart])
        #expect(still.model.data.x.capacity == chart.x.capacity && still.model.extrema.series[0].values.capacity == chart.series[0].values.capacity,
                "a static chart keeps its exact size")
        let live = ChartController(charts: [chart])
        live.attach(Quiet())
        let m = live.model
        #expect(m.data.x.capacity >= 40_000 && m.xs.capacity >= 40_000 && m.extrema.series[1].values.capacity >= 40_000)
        let shared = live.charts[0].x.withUnsafeBufferPointer { $0.baseAddress } == m.data.x.withUnsafeBufferPointer { $0.baseAddress }
        #expect(shared, "the file's copy holds the moved column, not the old one")
        live.reload([ChartControllerTests.lines(36_000)])
        #expect(live.model.data.x.capacity >= 48_000 && live.model.growing)
    }
}
