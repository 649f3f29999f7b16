import Testing
@testable import Charts
@testable import SeriesData

/// A growing column is copied ahead, a few elements per appended one, into its next storage:
/// no append copies the whole column (at 10 M points one column is 80 MB — a frame-long freeze).
@Suite struct ColumnGrowthTests {
    @Test func noAppendCopiesTheWholeColumn() {
        var rng = SeededRandom(seed: 7)
        var column: [Double] = [], ahead = ColumnAhead<Double>()
        var reference: [Double] = []
        var swaps = 0, worst = 0.0
        while column.count < 400_000 {
            let k = Int.random(in: 1 ... 500, using: &rng)
            let n = column.count, capacity = column.capacity, storage = column.withUnsafeBufferPointer { $0.baseAddress }
            let copied = ColumnGrowth.reserve(&column, ahead: &ahead, for: n + k, slot: 1, of: 3)
            if n > 0, rng.double() < 0.3 {   // a repeated time replaces the last value
                column[n - 1] = -Double(n); reference[n - 1] = -Double(n)
            }
            let values = (n ..< n + k).map(Double.init)
            column.append(contentsOf: values); reference.append(contentsOf: values)
            if column.capacity != capacity {
                #expect(column.capacity >= capacity * 3 / 2, "doubling: \(capacity) → \(column.capacity)")
                if capacity >= 16_384 {
                    swaps += 1
                    #expect(column.withUnsafeBufferPointer { $0.baseAddress } != storage)
                }
            }
            if n >= 16_384 {
                #expect(copied <= ColumnGrowth.aheadRate * k + ColumnGrowth.unsettled, "\(copied) copied for \(k) at \(n)")
                if n >= 262_144 { worst = max(worst, Double(copied) / Double(n)) }
            }
            #expect(ahead.next.count <= column.count)
        }
        #expect(column == reference, "the column is the appended values with the replaced ones")
        #expect(swaps >= 4, "it grew through several capacities ahead of need: \(swaps)")
        #expect(worst < 0.01, "past 256 K, no call copied 1 % of the column: \(worst)")
    }

    /// A drop from the front forgets the copy; a bounded history that only refills to the length it
    /// had before the drop copies nothing ahead.
    @Test func aDropForgetsTheCopyAndABoundedHistoryDoesNotCopyAhead() {
        var column = Array(0 ..< 20_000).map(Double.init), ahead = ColumnAhead<Double>()
        column.reserveCapacity(25_600)   // the old length stays under ⅘ of the capacity
        let cap = column.capacity
        var n = column.count
        ColumnGrowth.reserve(&column, ahead: &ahead, for: cap - cap / 8, slot: 0, of: 1)
        #expect(ahead.next.count > 0, "past ¾ of the capacity: copying ahead")
        ahead.drop(from: column.count)
        column.removeFirst(4000)
        n = column.count
        #expect(ahead.next.capacity == 0 && ahead.dropped == 20_000)
        var copied = 0
        while column.count + 100 <= 20_000 {
            copied += ColumnGrowth.reserve(&column, ahead: &ahead, for: column.count + 100, slot: 0, of: 1)
            column.append(contentsOf: (0 ..< 100).map { Double(n + $0) })
            n += 100
        }
        #expect(copied == 0 && ahead.next.capacity == 0, "refilling to the old length copies nothing ahead")
        #expect(column.capacity == cap, "nor grows")
        copied = ColumnGrowth.reserve(&column, ahead: &ahead, for: 20_001 + 100, slot: 0, of: 1)
        #expect(copied > 0, "past it, the copy starts again")
    }

    /// A chart grown to 150,000 points in uneven batches, with repeated times and a drop from the
    /// front on the way, answers like one built at once (the pyramids' levels are copied ahead too).
    @Test func aModelGrownAheadEqualsABuild() {
        var rng = SeededRandom(seed: 5)
        let (x, cols) = ChartModelGrowthTests.columns(150_000, series: 2, rng: &rng)
        let grown = ChartModel(data: ChartModelGrowthTests.chart(.line, x: Array(x[..<600]), columns: cols.map { Array($0[..<600]) }),
                               hidden: [])
        var i = 600, dropped = false
        while i < x.count {
            let k = min(Int.random(in: 1 ... 900, using: &rng), x.count - i)
            // Every few batches the first time repeats the last one: it replaces that point.
            if rng.double() < 0.2 {
                grown.append(SampleBatch(x: [x[i - 1]], columns: cols.map { [$0[i - 1]] }))
            }
            grown.append(SampleBatch(x: Array(x[i ..< i + k]), columns: cols.map { Array($0[i ..< i + k]) }))
            i += k
            if !dropped && i > 100_000 { grown.removeFirst(30_000); dropped = true }
        }
        let built = ChartModel(data: ChartModelGrowthTests.chart(.line, x: Array(x[30_000...]),
                                                                   columns: cols.map { Array($0[30_000...]) }), hidden: [])
        ChartModelGrowthTests.expectSame(grown, built, rng: &rng)
    }
}
