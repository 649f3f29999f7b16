import Testing
@testable import Charts
@testable import SeriesData

/// A model grown by appends (and shrunk by drops) answers every question exactly as a model built
/// at once from the same points.
@Suite struct ChartModelGrowthTests {
    static func chart(_ kind: SeriesKind, x: [Int64], columns: [[Double]], stacked: Bool = false,
                      percentage: Bool = false) -> ChartData {
        ChartData(x: x, series: columns.enumerated().map { i, v in
            Series(id: "y\(i)", name: "y\(i)", color: Series.palette[i], kind: kind, values: v)
        }, stacked: stacked, percentage: percentage)
    }

    static func columns(_ n: Int, series: Int, rng: inout SeededRandom) -> (x: [Int64], columns: [[Double]]) {
        let x = (0 ..< n).map { Int64($0) * 1000 + 1_600_000_000_000 }
        let cols = (0 ..< series).map { _ in (0 ..< n).map { _ in rng.double() < 0.03 ? Double.nan : (rng.double() * 200).rounded() } }
        return (x, cols)
    }

    /// Everything queries read, compared with a model built at once.
    static func expectSame(_ grown: ChartModel, _ built: ChartModel, rng: inout SeededRandom,
                           sourceLocation: SourceLocation = #_sourceLocation) {
        // Booleans: a failing comparison of whole columns would print megabytes.
        let sameX = grown.data.x == built.data.x, sameXs = grown.xs == built.xs
        let sameSeries = grown.data.series == built.data.series
        let sameTotals = grown.data.stackTotals.elementsEqual(built.data.stackTotals) { $0 == $1 || ($0.isNaN && $1.isNaN) }
        let sameStack = grown.stack == built.stack
        #expect(sameX && sameXs && sameSeries, "x \(sameX), xs \(sameXs), series \(sameSeries)", sourceLocation: sourceLocation)
        #expect(sameTotals && sameStack, "stack totals \(sameTotals), layers \(sameStack)", sourceLocation: sourceLocation)
        #expect(grown.unit == built.unit, sourceLocation: sourceLocation)
        let n = built.count
        for _ in 0 ..< 300 {
            let a = Int.random(in: 0 ... n, using: &rng), b = Int.random(in: a ... n, using: &rng)
            let g = grown.yRange(a ..< b), w = built.yRange(a ..< b)
            #expect(g?.min == w?.min && g?.max == w?.max, "y range \(a)..<\(b)", sourceLocation: sourceLocation)
            for s in built.extrema.series.indices {
                let gs = grown.extrema.series[s].minMax(a ..< b), ws = built.extrema.series[s].minMax(a ..< b)
                #expect(gs?.min == ws?.min && gs?.max == ws?.max, "series \(s) \(a)..<\(b)", sourceLocation: sourceLocation)
            }
        }
        var g: [M4Column] = [], w: [M4Column] = []
        for s in built.decimators.indices {
            #expect(grown.decimators[s].gaps == built.decimators[s].gaps, sourceLocation: sourceLocation)
            for width in [7, 100, 640] {
                let lo = Double(built.data.x.first ?? 0), hi = Double(built.data.x.last ?? 1)
                grown.decimators[s].decimate(x: grown.data.x, range: 0 ..< n, xMin: lo, xMax: hi, width: width, into: &g)
                built.decimators[s].decimate(x: built.data.x, range: 0 ..< n, xMin: lo, xMax: hi, width: width, into: &w)
                #expect(g == w, "M4 of series \(s) at width \(width)", sourceLocation: sourceLocation)
            }
        }
    }

    @Test(arguments: [SeriesKind.line, .bar, .area])
    func appendsInBatchesEqualABuild(kind: SeriesKind) {
        var rng = SeededRandom(seed: 12)
        let (x, cols) = Self.columns(5000, series: 3, rng: &rng)
        let stacked = kind != .line
        let grown = ChartModel(data: Self.chart(kind, x: [x[0]], columns: cols.map { [$0[0]] }, stacked: stacked), hidden: ["y1"])
        var i = 1
        while i < x.count {
            let k = min([1, 2, 7, 8, 9, 63, 64, 500][i % 8], x.count - i)
            grown.append(SampleBatch(x: Array(x[i ..< i + k]), columns: cols.map { Array($0[i ..< i + k]) }))
            i += k
        }
        let built = ChartModel(data: Self.chart(kind, x: x, columns: cols, stacked: stacked), hidden: ["y1"])
        Self.expectSame(grown, built, rng: &rng)
    }

    @Test func percentageChartsGrowToo() {
        var rng = SeededRandom(seed: 3)
        let (x, cols) = Self.columns(900, series: 2, rng: &rng)
        let grown = ChartModel(data: Self.chart(.area, x: Array(x[..<100]), columns: cols.map { Array($0[..<100]) }, percentage: true), hidden: [])
        grown.append(SampleBatch(x: Array(x[100...]), columns: cols.map { Array($0[100...]) }))
        let built = ChartModel(data: Self.chart(.area, x: x, columns: cols, percentage: true), hidden: [])
        Self.expectSame(grown, built, rng: &rng)
    }

    @Test func aRepeatedTimeReplacesTheLastPoint() {
        let grown = ChartModel(data: Self.chart(.line, x: [0, 1000], columns: [[5, 9]]), hidden: [])
        grown.append(SampleBatch(x: [1000, 2000], columns: [[.nan, 1]]))
        grown.append(SampleBatch(x: [2000], columns: [[50]]))
        let built = ChartModel(data: Self.chart(.line, x: [0, 1000, 2000], columns: [[5, .nan, 50]]), hidden: [])
        var rng = SeededRandom(seed: 1)
        Self.expectSame(grown, built, rng: &rng)
        #expect(grown.version == 2)
    }

    @Test(arguments: [1, 8, 64, 4096, 5000, 12_345])
    func droppingTheOldestEqualsABuildOfTheRest(drop: Int) {
        var rng = SeededRandom(seed: UInt64(drop))
        let (x, cols) = Self.columns(20_000, series: 2, rng: &rng)
        for kind in [SeriesKind.line, .bar] {
            let grown = ChartModel(data: Self.chart(kind, x: x, columns: cols, stacked: kind == .bar), hidden: [])
            grown.removeFirst(drop)
            grown.append(SampleBatch(x: [x.last! + 1000], columns: [[1], [2]]))
            let built = ChartModel(data: Self.chart(kind, x: Array(x[drop...]) + [x.last! + 1000],
                                                    columns: cols.enumerated().map { Array($1[drop...]) + [Double($0 + 1)] },
                                                    stacked: kind == .bar), hidden: [])
            Self.expectSame(grown, built, rng: &rng)
        }
    }

    @Test func anAppendCopiesNoColumn() {
        var x: [Int64] = [0], v: [Double] = [1]
        x.reserveCapacity(64); v.reserveCapacity(64)
        let model = ChartModel(data: Self.chart(.line, x: x, columns: [v]), hidden: [])
        x = []; v = []
        model.append(SampleBatch(x: [1000], columns: [[2]]))
        let before = model.data.series[0].values.withUnsafeBufferPointer { $0.baseAddress }
        let x0 = model.data.x.withUnsafeBufferPointer { $0.baseAddress }
        for i in 2 ..< 6 { model.append(SampleBatch(x: [Int64(i) * 1000], columns: [[Double(i)]])) }
        // Within capacity, the same buffers keep growing: nothing was copied.
        #expect(model.data.series[0].values.withUnsafeBufferPointer { $0.baseAddress } == before)
        #expect(model.data.x.withUnsafeBufferPointer { $0.baseAddress } == x0)
        #expect(model.extrema.series[0].values.withUnsafeBufferPointer { $0.baseAddress } == before)
    }

    /// The columns all have the same length; growing them all at the same append would copy the
    /// whole chart in one frame (≈ 600 MB at 10 M points). Each grows at its own length instead,
    /// still by doubling.
    @Test func columnsGrowAtTheirOwnLengths() {
        let series = 5
        let model = ChartModel(data: Self.chart(.line, x: [], columns: Array(repeating: [], count: series)), hidden: [])
        func capacities() -> [Int] {
            [model.data.x.capacity, model.xs.capacity] + model.extrema.series.map(\.values.capacity)
        }
        var before = capacities(), growths = Array(repeating: 0, count: before.count)
        var n = 0
        while n < 300_000 {
            let k = 1000
            model.append(SampleBatch(x: (n ..< n + k).map { Int64($0) * 1000 }, columns: Array(repeating: (n ..< n + k).map(Double.init), count: series)))
            n += k
            let now = capacities()
            let grown = now.indices.filter { now[$0] != before[$0] && before[$0] >= 16_384 }
            #expect(grown.count <= 1, "at \(n) points columns \(grown) grew at once: \(before) → \(now)")
            for i in grown {
                #expect(now[i] >= n && now[i] < 2 * n + 2 * k && now[i] >= before[i] * 3 / 2, "doubling: \(before[i]) → \(now[i])")
                growths[i] += 1
            }
            before = now
        }
        #expect(growths.allSatisfy { $0 >= 3 }, "every column grew, at its own lengths: \(growths)")
        #expect(model.count == 300_000 && model.extrema.series[4].minMax(0 ..< 300_000)?.max == 299_999)
        // Capacities of slot j are ⌈2^(m + j/slots)⌉: different slots, different lengths.
        let c = (0 ..< 7).map { ColumnGrowth.capacity(for: 100_000, slot: $0, of: 7) }
        #expect(Set(c).count == 7 && c.allSatisfy { $0 >= 100_000 && $0 < 200_000 }, "\(c)")
        #expect(ColumnGrowth.capacity(for: 131_072, slot: 0, of: 7) == 131_072)
        #expect(ColumnGrowth.capacity(for: 131_073, slot: 0, of: 7) == 262_144)
    }
}
