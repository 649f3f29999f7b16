import Testing
@testable import Charts

@Suite struct YScaleTests {
    @Test func niceSteps() {
        #expect(YScale.niceStep(atLeast: 0.9) == 1)
        #expect(YScale.niceStep(atLeast: 1.1) == 2)
        #expect(YScale.niceStep(atLeast: 2.1) == 2.5)
        #expect(YScale.niceStep(atLeast: 2.6) == 3)
        #expect(YScale.niceStep(atLeast: 4.5) == 5)
        #expect(YScale.niceStep(atLeast: 5.1) == 6)
        #expect(YScale.niceStep(atLeast: 8.1) == 10)
        #expect(YScale.niceStep(atLeast: 1234) == 2000)
        #expect(YScale.niceStep(atLeast: 0.00031) == 0.0004)
    }

    @Test func barsStartAtZeroWithSixRows() {
        let s = YScale(fitting: 120, 5_730, zeroBased: true)
        #expect(s.min == 0)
        #expect(s.rows == 6)
        #expect(s.max >= 5_730)
        #expect(s.step == 1000)
    }

    @Test func linesSpanTheVisibleValues() {
        let s = YScale(fitting: 37_000, 41_200, zeroBased: false)
        #expect(s.min <= 37_000 && s.min > 30_000)
        #expect(s.max >= 41_200)
        #expect(s.max - s.min < 2 * (41_200 - 37_000) + 2 * s.step)
    }

    @Test func randomRangesAlwaysHoldTheirValues() {
        var rng = SeededRandom(seed: 7)
        for _ in 0 ..< 5000 {
            let a = rng.double() * pow10(Int(rng.next() % 10)) * (rng.next() % 4 == 0 ? -1 : 1)
            let b = a + rng.double() * pow10(Int(rng.next() % 10))
            for zero in [false, true] {
                let s = YScale(fitting: a, b, zeroBased: zero)
                #expect(s.min <= a + abs(a) * 1e-12)
                #expect(s.max >= b - abs(b) * 1e-12)
                #expect(s.step > 0)
                // Labels are distinct and readable.
                let labels = (0 ... s.rows).map { NumberFormat.short(s.value(at: $0)) }
                #expect(!labels.contains { $0.contains("99999") || $0.contains("00001") })
                if zero && a >= 0 { #expect(s.min == 0) }
            }
        }
    }

    @Test func smallMaximaDoNotWasteHalfThePlot() {
        // 9…154 used to jump from a step of 25 (top 150, too low) to 50 (top 300).
        let s = YScale(fitting: 9, 154, zeroBased: false)
        #expect(s.max >= 154 && s.max <= 180)
    }

    @Test func flatLinesGetARange() {
        let s = YScale(fitting: 5, 5, zeroBased: false)
        #expect(s.min < 5 && s.max > 5)
        let z = YScale(fitting: 0, 0, zeroBased: true)
        #expect(z.min == 0 && z.max > 0)
    }

    private func pow10(_ n: Int) -> Double { (0 ..< n).reduce(1.0) { a, _ in a * 10 } }
}
