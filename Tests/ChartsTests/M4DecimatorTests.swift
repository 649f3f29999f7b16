import Testing
@testable import Charts
@testable import SeriesData

@Suite struct M4DecimatorTests {
    /// The columns computed point by point with the same column function.
    func bruteForce(x: [Int64], values: [Double], range: Range<Int>, xMin: Double, xMax: Double, width: Int) -> [Int: [Int]] {
        var byColumn: [Int: [Int]] = [:]
        let scale = Double(width) / (xMax - xMin)
        for i in range where !values[i].isNaN {
            byColumn[M4Decimator.column(of: Double(x[i]), xMin: xMin, scale: scale, width: width), default: []].append(i)
        }
        return byColumn
    }

    /// Checks M4's invariants against brute force for one view.
    func check(x: [Int64], values: [Double], decimator: M4Decimator, xMin: Double, xMax: Double, width: Int,
               buffer: inout [M4Column]) {
        let chart = ChartData(x: x, series: [Series(id: "y", name: "y", color: .black, kind: .line, values: values)])
        let range = chart.indexRange(xMin: xMin, xMax: xMax)
        decimator.decimate(x: x, range: range, xMin: xMin, xMax: xMax, width: width, into: &buffer)
        let expected = bruteForce(x: x, values: values, range: range, xMin: xMin, xMax: xMax, width: width)
        #expect(buffer.map(\.column) == expected.keys.sorted())
        var previousLast = -1
        for column in buffer {
            let points = expected[column.column] ?? []
            let ys = points.map { values[$0] }
            #expect(column.firstIndex == points.first && column.lastIndex == points.last)
            #expect(column.first == ys.first && column.last == ys.last)
            #expect(column.min == ys.min() && column.max == ys.max())
            let gapInside = (column.firstIndex...column.lastIndex).contains { values[$0].isNaN }
            #expect(column.gapInside == gapInside)
            let gapBefore = previousLast >= 0 && (previousLast + 1..<column.firstIndex).contains { values[$0].isNaN }
            #expect(column.breakBefore == gapBefore)
            previousLast = column.lastIndex
        }
    }

    @Test(arguments: [(10, 100), (1000, 1920), (50_000, 300), (200_000, 1920), (100_000, 7)])
    func keepsEachColumnsFirstLastMinAndMaxExactly(count: Int, width: Int) {
        var rng = SeededRandom(seed: UInt64(count * 31 + width))
        let (x, values) = randomSeries(count: count, gapChance: 0.01, rng: &rng)
        let decimator = M4Decimator(values: values)
        var buffer: [M4Column] = []
        let span = Double(x.last! - x.first!)
        for _ in 0..<4 {
            let a = Double(x.first!) + Double.random(in: -0.1...0.8, using: &rng) * span
            let b = a + Double.random(in: 0.001...0.6, using: &rng) * span
            check(x: x, values: values, decimator: decimator, xMin: a, xMax: b, width: width, buffer: &buffer)
        }
        check(x: x, values: values, decimator: decimator, xMin: Double(x.first!), xMax: Double(x.last!), width: width, buffer: &buffer)
    }

    @Test func reusesItsBufferWithoutGrowing() {
        var rng = SeededRandom(seed: 3)
        let (x, values) = randomSeries(count: 100_000, gapChance: 0, rng: &rng)
        let decimator = M4Decimator(values: values)
        var buffer: [M4Column] = []
        decimator.decimate(x: x, range: 0..<x.count, xMin: Double(x[0]), xMax: Double(x.last!), width: 1920, into: &buffer)
        let capacity = buffer.capacity
        #expect(buffer.count == 1920 || buffer.count == 1921)  // the last point lands on the right edge
        decimator.decimate(x: x, range: 0..<x.count / 2, xMin: Double(x[0]), xMax: Double(x[x.count / 2]), width: 1920, into: &buffer)
        #expect(buffer.capacity == capacity)
    }

    /// The dense path guesses each column's boundary from the x spacing: exact where x is even,
    /// wrong in both directions where it is not (dense bursts, long pauses, repeated times), and
    /// the search must still land on the same columns as brute force.
    @Test(arguments: ["even", "bursts", "repeats"])
    func guessedBoundariesMatchBruteForce(spacing: String) {
        var rng = SeededRandom(seed: 11)
        let count = 120_000
        var x: [Int64] = [], values: [Double] = []
        var t: Int64 = 1_600_000_000_000, v = 0.0
        for i in 0..<count {
            switch spacing {
            case "even": t += 60_000
            case "bursts": t += (i / 4_000) % 3 == 0 ? 1 : (i % 997 == 0 ? 50_000_000 : 1_000)
            default: t += i % 7 == 0 ? 1_000 : 0
            }
            v += Double.random(in: -1...1, using: &rng)
            x.append(t)
            values.append(i % 5_003 == 0 ? .nan : v)
        }
        let decimator = M4Decimator(values: values)
        var buffer: [M4Column] = []
        let first = Double(x[0]), span = Double(x[count - 1] - x[0])
        for (a, b, width) in [(0.0, 1.0, 1920), (0.1, 0.95, 1000), (0.33, 0.71, 333), (-0.05, 1.05, 1280), (0.5, 0.9, 17)] {
            check(x: x, values: values, decimator: decimator, xMin: first + a * span, xMax: first + b * span,
                  width: width, buffer: &buffer)
        }
    }
}
