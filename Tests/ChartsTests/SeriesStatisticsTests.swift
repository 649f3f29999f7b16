import Testing
@testable import Charts
@testable import SeriesData

/// Average and median values exact against a plain reference (sum in order; sort and pick).
struct SeriesStatisticsTests {
    static func referenceMean(_ v: [Double], _ r: Range<Int>) -> Double? {
        let present = r.map { v[$0] }.filter { !$0.isNaN }
        guard !present.isEmpty else { return nil }
        var sum = 0.0
        for x in present { sum += x }
        return sum / Double(present.count)
    }

    static func referenceMedian(_ v: [Double], _ r: Range<Int>) -> Double? {
        let s = r.map { v[$0] }.filter { !$0.isNaN }.sorted()
        guard !s.isEmpty else { return nil }
        if s.count % 2 == 1 { return s[s.count / 2] }
        return (s[s.count / 2 - 1] + s[s.count / 2]) / 2
    }

    static func data(seed: UInt64, count: Int) -> [Double] {
        var rng = SeededRandom(seed: seed)
        return (0 ..< count).map { _ in
            let r = rng.double()
            if r < 0.1 { return .nan }
            if r < 0.2 { return 7 }   // ties
            return (rng.double() - 0.3) * 1000
        }
    }

    @Test func meanOfRangesIsExact() {
        let v = Self.data(seed: 1, count: 500)
        var rng = SeededRandom(seed: 2)
        v.withUnsafeBufferPointer { b in
            for _ in 0 ..< 300 {
                let a = Int(rng.double() * 500), c = Int(rng.double() * 500)
                let r = min(a, c) ..< max(a, c)
                #expect(SeriesStatistics.mean(b, r) == Self.referenceMean(v, r))
            }
        }
    }

    @Test(arguments: [1, 2, 3, 10, 31, 1000])
    func runningMeanAndMedianAreExact(_ window: Int) {
        let v = Self.data(seed: UInt64(window), count: 400)
        var scratch: [Double] = []
        v.withUnsafeBufferPointer { b in
            for i in v.indices {
                let r = max(0, i - window + 1) ..< i + 1
                let expectMean = v[i].isNaN ? nil : Self.referenceMean(v, r)
                let expectMedian = v[i].isNaN ? nil : Self.referenceMedian(v, r)
                #expect(SeriesStatistics.runningMean(b, at: i, window: window) == expectMean, "mean at \(i)")
                #expect(SeriesStatistics.runningMedian(b, at: i, window: window, scratch: &scratch) == expectMedian, "median at \(i)")
            }
        }
    }

    @Test func medianOfSmallSets() {
        var a: [Double] = [3, 1, 2]
        #expect(SeriesStatistics.median(&a) == 2)
        var b: [Double] = [4, 1, 3, 2]
        #expect(SeriesStatistics.median(&b) == 2.5)
        var c: [Double] = []
        #expect(SeriesStatistics.median(&c) == nil)
        var d: [Double] = [1.7e308, 1.7e308]
        #expect(SeriesStatistics.median(&d) == 1.7e308)
    }
}
