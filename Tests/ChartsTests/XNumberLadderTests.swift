import Testing
@testable import Charts
@testable import SeriesData

/// The numeric x axis (issue 30: a chart without a time column has row numbers as x): labels on
/// 1, 2, 5 × 10ⁿ, written as numbers, fading between steps that are not nested.
@Suite struct XNumberLadderTests {
    static func index(_ step: Int64) -> Int { XNumberLadder.steps.firstIndex(of: step)! }

    @Test func stepsAreOneTwoFiveTimesPowersOfTen() {
        #expect(Array(XNumberLadder.steps.prefix(7)) == [1, 2, 5, 10, 20, 50, 100])
        #expect(XNumberLadder.steps.count == 57 && XNumberLadder.steps.last == 5_000_000_000_000_000_000)
        #expect(XNumberLadder.firstStep(forUnit: 1) == 0 && XNumberLadder.firstStep(forUnit: 3) == Self.index(5))
    }

    @Test func aValueRanksOnTheCoarsestStepHoldingIt() {
        #expect(XNumberLadder.rank(240) == Self.index(20))
        #expect(XNumberLadder.rank(7) == 0 && XNumberLadder.rank(500) == Self.index(500))
        #expect(XNumberLadder.rank(-300) == Self.index(100))
        #expect(XNumberLadder.rank(0) == XNumberLadder.steps.count - 1)
        #expect(XNumberLadder.walkStep(Self.index(50)) == Self.index(10) && XNumberLadder.walkStep(Self.index(20)) == Self.index(10))
    }

    @Test func enumeratesTheMultiplesOfAStep() {
        var seen: [Int64] = []
        XNumberLadder.forEach(step: Self.index(50), from: 1, to: 260) { seen.append($0); return true }
        #expect(seen == [50, 100, 150, 200, 250])
        seen = []
        XNumberLadder.forEach(step: XNumberLadder.steps.count - 1, from: .min, to: .max) { seen.append($0); return true }
        #expect(seen == [-5_000_000_000_000_000_000, 0, 5_000_000_000_000_000_000])
    }

    @Test func theUnitOfNumbersIsTheirSpacingUnrounded() {
        #expect(XAxisLabels.unit(of: [1, 2, 3], kind: .number) == 1)
        #expect(XAxisLabels.unit(of: [0, 3_599_000, 7_198_000], kind: .number) == 3_599_000)
        #expect(XAxisLabels.unit(of: [0, 3_599_000, 7_198_000]) == 3_600_000)          // times round to an hour
        #expect(XAxisLabels.unit(of: [7], kind: .number) == 1)
    }

    /// Rows 1…500 over 800 px, labels 8 px a character: steps of 20 would crowd the three-digit
    /// labels, so they are every 50 rows, written as numbers.
    @Test func rowNumbersAreLabelledAsNumbersThatFit() {
        let measure: (XAxisLabel) -> Double = { Double(XAxisLabels.text($0, kind: .number).utf8.count) * 8 }
        let fit = XAxisLabels.fit(xMin: 1, xMax: 500, width: 800, unit: 1, gap: 12, kind: .number, measure: measure)
        #expect(fit.kind == .number && fit.step == Self.index(50))
        var texts: [String] = []
        fit.forEachLabel(xMin: 1, xMax: 500, extra: 0) { texts.append(XAxisLabels.text($0, kind: .number)) }
        #expect(texts == stride(from: 50, through: 500, by: 50).map(String.init))
        let big = XAxisLabels.fit(xMin: 0, xMax: 3_000_000, width: 800, unit: 1, gap: 12, kind: .number, measure: measure)
        var bigTexts: [String] = []
        big.forEachLabel(xMin: 0, xMax: 3_000_000, extra: 0) { bigTexts.append(XAxisLabels.text($0, kind: .number)) }
        #expect(big.step == Self.index(200_000))
        #expect(bigTexts == ["0", "200K", "400K", "600K", "800K", "1M", "1.2M", "1.4M", "1.6M", "1.8M", "2M", "2.2M", "2.4M", "2.6M", "2.8M", "3M"])
    }

    /// Going from step 2 to step 5 the labels of 2 only (4, 6) fade out, those of 5 (5, 15) fade
    /// in, those of both (10) stay.
    @Test func aNumberFadesByEveryStepThatHoldsIt() {
        var fade = XLabelFade(step: Self.index(2))
        #expect(fade.opacity(ofNumber: 4, at: 0) == 1 && fade.opacity(ofNumber: 5, at: 0) == 0)
        fade.setStep(Self.index(5), at: 0)
        #expect(fade.opacity(ofNumber: 10, at: 0.1) > 0.999)
        let out = fade.opacity(ofNumber: 4, at: 0.1), into = fade.opacity(ofNumber: 5, at: 0.1)
        #expect(out > 0 && out < 1 && into > 0 && into < 1)
        #expect(fade.opacity(ofNumber: 4, at: 1) == 0 && fade.opacity(ofNumber: 15, at: 1) == 1 && fade.opacity(ofNumber: 3, at: 1) == 0)
    }
}
