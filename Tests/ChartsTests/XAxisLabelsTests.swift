import Testing
@testable import Charts

@Suite struct XAxisLabelsTests {
    let day = UTCDate.millisecondsPerDay

    /// A monospace-ish measure: 7 px per character.
    func measure(_ s: String) -> Double { Double(s.count) * 7 }

    @Test func unitOfDailyAndHourlyData() {
        #expect(XAxisLabels.unit(of: [0, day, 2 * day, 5 * day]) == day)
        #expect(XAxisLabels.unit(of: [0, 3_600_000, 7_200_000]) == 3_600_000)
        #expect(XAxisLabels.unit(of: [0, 300_000, 600_000]) == 300_000)
        #expect(XAxisLabels.unit(of: [42]) == day)
    }

    @Test func stepIsAPowerOfTwoAndLabelsDoNotOverlap() {
        var rng = SeededRandom(seed: 3)
        let start = Double(UTCDate.milliseconds(year: 2018, month: 4, day: 1))
        for _ in 0 ..< 2000 {
            let span = Double(day) * (1 + rng.double() * 400)
            let x0 = start + rng.double() * Double(day) * 300
            let width = 100 + rng.double() * 3000
            let fit = XAxisLabels.fit(xMin: x0, xMax: x0 + span, width: width, unit: day, gap: 8,
                                      format: DateFormat.dayLabel, measure: measure)
            #expect(fit.step & (fit.step - 1) == 0)
            var previousRight = -Double.infinity
            fit.forEachLabel(xMin: x0, xMax: x0 + span, extra: 0) { ms in
                let w = measure(DateFormat.dayLabel(ms))
                let cx = (Double(ms) - x0) / span * width
                #expect(cx - w / 2 >= previousRight + 8 - 1e-9)
                previousRight = cx + w / 2
            }
            // Half the step would overlap (the step is the smallest that fits), unless it is 1.
            if fit.step > 1 {
                let half = XAxisLabels(unit: day, step: fit.step / 2, gap: 8)
                var overlap = false, prev = -Double.infinity
                half.forEachLabel(xMin: x0, xMax: x0 + span, extra: 0) { ms in
                    let w = measure(DateFormat.dayLabel(ms))
                    let cx = (Double(ms) - x0) / span * width
                    if cx - w / 2 < prev + 8 { overlap = true }
                    prev = cx + w / 2
                }
                #expect(overlap)
            }
        }
    }

    @Test func labelsSurviveHalvingAndDoubling() {
        let a = XAxisLabels(unit: day, step: 8, gap: 0), b = XAxisLabels(unit: day, step: 4, gap: 0)
        var coarse: [Int64] = [], fine: Set<Int64> = []
        a.forEachLabel(xMin: 0, xMax: Double(day) * 100, extra: 0) { coarse.append($0) }
        b.forEachLabel(xMin: 0, xMax: Double(day) * 100, extra: 0) { fine.insert($0) }
        #expect(!coarse.isEmpty)
        #expect(coarse.allSatisfy { fine.contains($0) })
    }

    // MARK: Extreme ranges (issue 17)

    @Test func unitOfXAtTheEndsOfInt64() {
        #expect(XAxisLabels.unit(of: [Int64.min, 0, Int64.max]) > 0)
        #expect(XAxisLabels.unit(of: [Int64.min, Int64.max]) == UTCDate.millisecondsPerDay)   // the difference overflows
        #expect(XAxisLabels.unit(of: [0, Int64.max - 1]) == (Int64.max - 1) / 86_400_000 * 86_400_000)
    }

    @Test func labelsOverAnyRangeAreBoundedAndSaturated() {
        let labels = XAxisLabels(unit: 1, step: 1, gap: 8)
        var count = 0, last = Int64.min
        labels.forEachLabel(xMin: -9.3e18, xMax: 9.3e18, extra: 1e19) { ms in
            #expect(ms >= last); last = ms; count += 1
        }
        #expect(count == XAxisLabels.maxLabels)
        var ends: [Int64] = []
        XAxisLabels(unit: 1 << 20, step: 1 << 40, gap: 8).forEachLabel(xMin: -1e19, xMax: 1e19, extra: 0) { ends.append($0) }
        #expect(ends.first == Int64.min && ends.last == Int64.max)
        labels.forEachLabel(xMin: .nan, xMax: .nan, extra: 0) { _ in Issue.record("a label for NaN") }
    }

    @Test func fitOverTheWholeInt64RangeEnds() {
        let fit = XAxisLabels.fit(xMin: Double(Int64.min), xMax: Double(Int64.max), width: 800, unit: 1, gap: 8,
                                  format: { DateFormat.axisLabel($0, stepMilliseconds: 1) }, measure: { Double($0.count) * 7 })
        var count = 0
        fit.forEachLabel(xMin: Double(Int64.min), xMax: Double(Int64.max), extra: 0) { _ in count += 1 }
        #expect(count >= 2 && count <= 800 / 8)
    }
}
