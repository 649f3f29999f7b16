import Testing
@testable import Charts

@Suite struct ImportanceLevelsTests {
    @Test(arguments: [2, 3, 50, 1000, 20_000])
    func levelsKeepEndpointsRespectBudgetsAndNest(count: Int) {
        var rng = SeededRandom(seed: UInt64(count))
        let (x, values) = randomSeries(count: count, gapChance: 0, rng: &rng)
        let budgets = [4096, 1024, 256, 64, 16, 2]
        let lod = ImportanceLevels(x: x, values: values, budgets: budgets)
        #expect(lod.budgets == budgets)
        for (k, level) in lod.levels.enumerated() {
            #expect(level.count == min(budgets[k], count))
            #expect(level.first == 0 && level.last == count - 1)
            #expect(zip(level, level.dropFirst()).allSatisfy { $0 < $1 })
            if k + 1 < lod.levels.count {
                #expect(Set(lod.levels[k + 1]).isSubset(of: Set(level)))
            }
        }
    }

    @Test func keepsTheFarthestPointFirstAndInterpolatesBetweenKeptPoints() {
        // A spike in a flat line: the spike is the first interior point kept.
        var values = [Double](repeating: 0, count: 101)
        values[37] = 50
        values[80] = 5
        let x = (0..<101).map { Int64($0) * 1000 }
        let lod = ImportanceLevels(x: x, values: values, budgets: [3, 4])
        #expect(lod.levels[1] == [0, 37, 100])
        #expect(lod.levels[0] == [0, 37, 80, 100] || lod.levels[0].count == 4)
        // Halfway between 0 (y 0) and 37 (y 50) on level 1.
        #expect(lod.value(atX: 18_500, level: 1, xs: x, values: values) == 25)
        #expect(lod.value(atX: 37_000, level: 1, xs: x, values: values) == 50)
        #expect(lod.value(atX: -1, level: 1, xs: x, values: values) == nil)
    }

    @Test func gapsAreNeverKeptAndBreakInterpolation() {
        var rng = SeededRandom(seed: 9)
        var (x, values) = randomSeries(count: 2000, gapChance: 0, rng: &rng)
        for i in 500..<520 { values[i] = .nan }
        values[0] = .nan
        let lod = ImportanceLevels(x: x, values: values, budgets: [200, 20, 6])
        for level in lod.levels {
            #expect(level.allSatisfy { !values[$0].isNaN })
            #expect(level.first == 1 && level.last == 1999)
        }
        #expect(lod.levels[2].contains(499) && lod.levels[2].contains(520))
        #expect(lod.value(atX: Double(x[510]), level: 2, xs: x, values: values) == nil)
        #expect(lod.value(atX: Double(x[499]), level: 2, xs: x, values: values) == values[499])
    }

    @Test func flatDataIsSplitEvenly() {
        let n = 200_001
        let x = (0..<n).map { Int64($0) }
        let lod = ImportanceLevels(x: x, values: [Double](repeating: 7, count: n), budgets: [5, 3])
        #expect(lod.levels[1] == [0, 100_000, 200_000])
        #expect(lod.levels[0] == [0, 50_000, 100_000, 150_000, 200_000])
    }
}
