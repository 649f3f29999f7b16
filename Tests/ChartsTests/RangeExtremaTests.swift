import Testing
@testable import Charts
@testable import SeriesData

@Suite struct RangeExtremaTests {
    func bruteForce(_ v: [Double], _ r: Range<Int>) -> (min: Double, max: Double)? {
        let present = v[r].filter { !$0.isNaN }
        guard let mn = present.min(), let mx = present.max() else { return nil }
        return (mn, mx)
    }

    @Test(arguments: [0, 1, 7, 8, 9, 63, 64, 65, 500, 4099])
    func everyRangeEqualsBruteForce(count: Int) {
        var rng = SeededRandom(seed: UInt64(count) + 1)
        let (_, values) = randomSeries(count: count, gapChance: 0.05, rng: &rng)
        let extrema = RangeExtrema(values)
        let ranges: [Range<Int>] = count <= 70
            ? (0...count).flatMap { a in (a...count).map { a..<$0 } }
            : (0..<3000).map { _ in
                let a = Int.random(in: 0...count, using: &rng)
                return a..<Int.random(in: a...count, using: &rng)
            }
        for r in ranges {
            let got = extrema.minMax(r), want = bruteForce(values, r)
            #expect(got?.min == want?.min && got?.max == want?.max, "range \(r)")
        }
    }

    @Test func allGapsGiveNilAndRangesAreClamped() {
        let extrema = RangeExtrema([.nan, .nan, 3, .nan])
        #expect(extrema.minMax(0..<2) == nil)
        #expect(extrema.minMax(-5..<100)! == (3, 3))
        #expect(extrema.minMax(3..<3) == nil)
    }
}
