import Testing
@testable import Charts
@testable import SeriesData

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

    // MARK: Extreme bounds (issue 17)

    static func expectFinite(_ s: YScale, holding lo: Double, _ hi: Double, _ comment: Comment) {
        #expect(s.min.isFinite && s.max.isFinite && s.step > 0 && (s.max - s.min).isFinite && s.max > s.min, comment)
        // Non-finite or NaN bounds need not be held; a range wider than the largest Double
        // shows its middle.
        if lo.isFinite && hi.isFinite && (hi - lo).isFinite {
            let top = Swift.max(lo, hi), slack = Swift.max(abs(top) * 1e-12, (s.max - s.min) * 1e-9, 1e-300)   // far below a pixel
            #expect(s.min <= Swift.min(lo, hi) && s.max >= top - slack, comment)
        }
    }

    @Test(arguments: [
        (-1.7e308, 1.7e308), (0, Double.greatestFiniteMagnitude), (0.9e308, Double.greatestFiniteMagnitude),
        (-Double.greatestFiniteMagnitude, -1e308), (1e-300, 3e-300), (Double.leastNonzeroMagnitude, 2 * Double.leastNonzeroMagnitude), (0, Double.leastNonzeroMagnitude),
        (42, 42), (1e308, 1e308), (-.infinity, .infinity), (.nan, .nan), (.nan, 5), (0, .infinity),
        (-1e19, 9.2e18),
    ] as [(Double, Double)])
    func extremeBoundsGiveFiniteScales(lo: Double, hi: Double) {
        for zeroBased in [false, true] {
            Self.expectFinite(YScale(fitting: lo, hi, zeroBased: zeroBased), holding: lo, hi, "\(lo)…\(hi) zeroBased \(zeroBased)")
        }
    }

    @Test func valuesNear1eMinus300KeepTheirShape() {
        let s = YScale(fitting: 1e-300, 3e-300, zeroBased: false)
        #expect(s.max - s.min < 1e-299)   // not widened to a flat line's range
    }

    @Test func randomBitPatternsGiveFiniteScales() {
        var rng = SeededRandom(seed: 1717)
        for _ in 0 ..< 5000 {
            let a = Double(bitPattern: rng.next()), b = Double(bitPattern: rng.next())
            Self.expectFinite(YScale(fitting: a, b, zeroBased: rng.next() & 1 == 0), holding: a, b, "\(a)…\(b)")
        }
    }
}
