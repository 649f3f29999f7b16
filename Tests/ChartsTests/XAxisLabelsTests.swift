import Foundation
import Testing
@testable import Charts
@testable import SeriesData

@Suite struct XAxisLabelsTests {
    let day = CivilDate.millisecondsPerDay
    let hour: Int64 = 3_600_000

    /// A monospace-ish measure: 7 px per character.
    static func measure(_ l: XAxisLabel) -> Double { Double(DateFormat.axisLabel(l).count) * 7 }

    func labels(_ fit: XAxisLabels, _ a: Double, _ b: Double) -> [XAxisLabel] {
        var out: [XAxisLabel] = []
        fit.forEachLabel(xMin: a, xMax: b, extra: 0) { out.append($0) }
        return out
    }

    func texts(_ l: [XAxisLabel]) -> [String] { l.map(DateFormat.axisLabel) }

    func ms(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0) -> Int64 {
        CivilDate.milliseconds(year: y, month: mo, day: d, hour: h, minute: mi)
    }

    @Test func unitOfDailyAndHourlyData() {
        #expect(XAxisLabels.unit(of: [0, day, 2 * day, 5 * day]) == day)
        #expect(XAxisLabels.unit(of: [0, 3_600_000, 7_200_000]) == 3_600_000)
        #expect(XAxisLabels.unit(of: [0, 300_000, 600_000]) == 300_000)
        #expect(XAxisLabels.unit(of: [42]) == day)
    }

    /// The issue's property test: spans from 1 minute to 60 years, widths from a phone to a wall,
    /// UTC and a zone with daylight saving. Labels never overlap (with the gap), never repeat the
    /// same text where it would name another time (a text repeats only after a label of a bigger
    /// unit, "06:00" on the next day), their step is the finest that fits, and there is always
    /// one.
    @Test(arguments: [TimeZoneOffsets.utc, TestZones.berlin])
    func labelsNeverOverlapNorRepeatFromAMinuteToSixtyYears(zone: TimeZoneOffsets) {
        var rng = SeededRandom(seed: 15)
        let minute = 60_000.0, sixtyYears = 60 * 365.25 * Double(day)
        let start = Double(ms(1950, 1, 1)), end = Double(ms(2030, 1, 1))
        let units: [Int64] = [1000, 60_000, 300_000, hour, day]
        for _ in 0 ..< 3000 {
            let span = minute * pow(sixtyYears / minute, rng.double())
            let x0 = start + rng.double() * (end - start - span)
            let width = 200 + rng.double() * 2800
            let unit = units.filter { Double($0) * 4 <= span }.randomElement(using: &rng) ?? 1000
            let fit = XAxisLabels.fit(xMin: x0, xMax: x0 + span, width: width, unit: unit, zone: zone, gap: 8,
                                      measure: Self.measure)
            let where_ = "span \(span / minute) min at \(x0) in \(width) px, unit \(unit), \(zone.name): step \(XTimeLadder.steps[fit.step])"
            let shown = labels(fit, x0, x0 + span)
            var previousRight = -Double.infinity
            var before: [(XTimeLadder.Unit, String)] = []
            var seen = Set<String>()
            for l in shown {
                let text = DateFormat.axisLabel(l)
                let w = Self.measure(l)
                let cx = (Double(l.ms) - x0) / span * width
                #expect(cx - w / 2 >= previousRight + 8 - 1e-9, "overlap at \(text): \(where_)")
                previousRight = cx + w / 2
                let u = XTimeLadder.unit(ofRank: l.rank)
                // What the text means: itself after the last label of a bigger unit.
                // The chain of labels of ever bigger units before it ("Apr 17" after "Apr" after "1982").
                var context = "", unit = u
                for (pu, pt) in before.reversed() where pu > unit { context += " < " + pt; unit = pu }
                #expect(seen.insert(text + " | " + context).inserted, "\(text) repeats after '\(context)': \(texts(shown)) \(where_)")
                before.append((u, text))
            }
            #expect(zip(shown, shown.dropFirst()).allSatisfy { $0.ms < $1.ms }, "\(where_)")
            // The finest step that fits: the one below overlaps (unless none is finer).
            if fit.step > XTimeLadder.firstStep(forUnit: unit) {
                let finer = labels(XAxisLabels(step: fit.step - 1, zone: zone, gap: 8), x0, x0 + span)
                var overlap = false, prev = -Double.infinity
                for l in finer {
                    let w = Self.measure(l), cx = (Double(l.ms) - x0) / span * width
                    if cx - w / 2 < prev + 8 { overlap = true }
                    prev = cx + w / 2
                }
                #expect(overlap, "a finer step fits: \(where_)")
            }
            #expect(!shown.isEmpty, "no label: \(where_)")
        }
    }

    /// Every label of a step is a label of the step below it (labels that stay keep their place
    /// when the step changes), and each label's rank is the coarsest step holding it.
    @Test(arguments: [TimeZoneOffsets.utc, TestZones.berlin])
    func theLadderIsNested(zone: TimeZoneOffsets) {
        var rng = SeededRandom(seed: 7)
        for i in 0 ..< XTimeLadder.steps.count - 1 {
            for _ in 0 ..< 6 {
                let s = XTimeLadder.steps[i]
                let length = Double(XTimeLadder.shortest(s.unit)) * Double(s.count) * 40
                let x0 = Double(ms(1990, 1, 1)) + rng.double() * 1e12
                let fine = labels(XAxisLabels(step: i, zone: zone, gap: 0), x0, x0 + length)
                let coarse = labels(XAxisLabels(step: i + 1, zone: zone, gap: 0), x0, x0 + length)
                let fineSet = Set(fine.map(\.ms))
                #expect(coarse.allSatisfy { fineSet.contains($0.ms) }, "step \(i + 1) ⊄ step \(i)")
                for l in fine {
                    #expect(l.rank >= i)
                    #expect((l.rank > i) == coarse.contains { $0.ms == l.ms } || coarse.count >= XAxisLabels.maxLabels)
                }
            }
        }
    }

    @Test func stepsReadAsTimesDaysMonthsAndYears() {
        func fit(_ from: Int64, _ to: Int64, unit: Int64, width: Double = 800) -> [String] {
            let f = XAxisLabels.fit(xMin: Double(from), xMax: Double(to), width: width, unit: unit, gap: 12, measure: Self.measure)
            return texts(labels(f, Double(from), Double(to)))
        }
        // A day of 5-minute data: round hours, the day's start named by its date.
        #expect(fit(ms(2019, 4, 7), ms(2019, 4, 8), unit: 300_000) ==
                ["Apr 7", "03:00", "06:00", "09:00", "12:00", "15:00", "18:00", "21:00", "Apr 8"])
        #expect(fit(ms(2019, 4, 7, 9), ms(2019, 4, 7, 10), unit: 60_000, width: 400) ==
                ["09:00", "09:15", "09:30", "09:45", "10:00"])
        // Days: the 1st of a month shows the month, January the year.
        #expect(fit(ms(2018, 12, 20), ms(2019, 1, 20), unit: day) ==
                ["Dec 21", "Dec 25", "Dec 29", "2019", "Jan 5", "Jan 9", "Jan 13", "Jan 17"])
        // Months across years.
        #expect(fit(ms(2018, 10, 15), ms(2020, 2, 15), unit: day) ==
                ["Nov", "Dec", "2019", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec", "2020", "Feb"])
        // 48 years: years (not "Oct 21", "Aug 11"…).
        #expect(fit(ms(1971, 3, 1), ms(2019, 3, 1), unit: day) ==
                ["1975", "1980", "1985", "1990", "1995", "2000", "2005", "2010", "2015"])
        // A minute of 1-second data.
        #expect(fit(ms(2019, 4, 7, 9, 5), ms(2019, 4, 7, 9, 6), unit: 1000) ==
                ["09:05", "09:05:10", "09:05:20", "09:05:30", "09:05:40", "09:05:50", "09:06"])
    }

    @Test func hysteresisKeepsAStepThatStillFits() {
        // Just wide enough for hourly labels with the gap, not with twice the gap.
        let a = Double(ms(2019, 4, 7)), b = a + 12 * Double(hour)
        let width = 12 * (35 + 8 + 1.0)   // "09:00" is 35 px wide
        let fresh = XAxisLabels.fit(xMin: a, xMax: b, width: width, unit: hour, gap: 8, measure: Self.measure)
        #expect(XTimeLadder.steps[fresh.step] == XTimeLadder.Step(unit: .hour, count: 1))
        let coarse = XTimeLadder.steps.firstIndex(of: XTimeLadder.Step(unit: .hour, count: 3))!
        let kept = XAxisLabels.fit(xMin: a, xMax: b, width: width, unit: hour, gap: 8, current: coarse, measure: Self.measure)
        #expect(kept.step == coarse)
        let roomy = XAxisLabels.fit(xMin: a, xMax: b, width: width * 1.5, unit: hour, gap: 8, current: coarse, measure: Self.measure)
        #expect(roomy.step == fresh.step)
    }

    // MARK: Daylight saving

    /// The labels of the 1-hour step in `zone` from `from` to `to` (ms).
    func hourly(_ zone: TimeZoneOffsets, _ from: Int64, _ to: Int64) -> [XAxisLabel] {
        let step = XTimeLadder.steps.firstIndex(of: .init(unit: .hour, count: 1))!
        return labels(XAxisLabels(step: step, zone: zone, gap: 0), Double(from), Double(to))
    }

    @Test func daylightSavingSkipsTheLostHourAndLabelsTheRepeatedOneOnce() {
        // 2019-03-31: 02:00 CET becomes 03:00 CEST at 01:00 UTC.
        let spring = hourly(TestZones.berlin, ms(2019, 3, 30, 23), ms(2019, 3, 31, 4))
        #expect(texts(spring) == ["Mar 31", "01:00", "03:00", "04:00", "05:00", "06:00"])
        #expect(spring.map(\.ms) == (-1 ... 4).map { ms(2019, 3, 31) + Int64($0) * hour })
        // 2019-10-27: 03:00 CEST becomes 02:00 CET at 01:00 UTC; 02:00–03:00 is read twice and
        // labelled at its first reading (00:00 UTC), 03:00 comes two hours later.
        let fall = hourly(TestZones.berlin, ms(2019, 10, 26, 22), ms(2019, 10, 27, 4))
        #expect(texts(fall) == ["Oct 27", "01:00", "02:00", "03:00", "04:00", "05:00"])
        #expect(fall.map(\.ms) == [-2, -1, 0, 2, 3, 4].map { ms(2019, 10, 27) + Int64($0) * hour })
    }

    @Test func aDayThatStartsAtOneStillGetsItsLabel() {
        let z = TestZones.midnightGap
        let d1 = XAxisLabels(step: XTimeLadder.steps.firstIndex(of: .init(unit: .day, count: 1))!, zone: z, gap: 0)
        let shown = labels(d1, Double(ms(2019, 4, 5)), Double(ms(2019, 4, 10)))
        #expect(texts(shown) == ["Apr 5", "Apr 6", "Apr 7", "Apr 8", "Apr 9"])
        // Apr 7 begins at 01:00 local, the end of the skipped hour (04:00 UTC).
        #expect(shown[2].ms == ms(2019, 4, 7, 4))
        #expect(shown[3].ms == ms(2019, 4, 8, 3))
        // With hourly labels too, the day's start is labelled once.
        let h1 = XAxisLabels(step: XTimeLadder.steps.firstIndex(of: .init(unit: .hour, count: 1))!, zone: z, gap: 0)
        #expect(texts(labels(h1, Double(ms(2019, 4, 7, 2)), Double(ms(2019, 4, 7, 6)))) == ["22:00", "23:00", "Apr 7", "02:00", "03:00"])
    }

    // MARK: Extreme ranges (issue 17)

    @Test func unitOfXAtTheEndsOfInt64() {
        #expect(XAxisLabels.unit(of: [Int64.min, 0, Int64.max]) > 0)
        #expect(XAxisLabels.unit(of: [Int64.min, Int64.max]) == CivilDate.millisecondsPerDay)   // the difference overflows
        #expect(XAxisLabels.unit(of: [0, Int64.max - 1]) == (Int64.max - 1) / 86_400_000 * 86_400_000)
    }

    @Test func labelsOverAnyRangeAreBoundedAndIncreasing() {
        var count = 0, last = Int64.min
        XAxisLabels(step: 0, gap: 8).forEachLabel(xMin: -9.3e18, xMax: 9.3e18, extra: 1e19) { l in
            #expect(l.ms >= last); last = l.ms; count += 1
        }
        #expect(count == XAxisLabels.maxLabels)
        var years: [XAxisLabel] = []
        let top = XTimeLadder.steps.count - 1
        XAxisLabels(step: top - 10, zone: TestZones.berlin, gap: 8).forEachLabel(xMin: -1e19, xMax: 1e19, extra: 0) { years.append($0) }
        #expect(!years.isEmpty && zip(years, years.dropFirst()).allSatisfy { $0.ms < $1.ms })
        XAxisLabels(step: 3, gap: 8).forEachLabel(xMin: .nan, xMax: .nan, extra: 0) { _ in Issue.record("a label for NaN") }
    }

    @Test func fitOverTheWholeInt64RangeEnds() {
        for zone in [TimeZoneOffsets.utc, TestZones.berlin] {
            let fit = XAxisLabels.fit(xMin: Double(Int64.min), xMax: Double(Int64.max), width: 800, unit: 1, zone: zone, gap: 8,
                                      measure: Self.measure)
            let shown = labels(fit, Double(Int64.min), Double(Int64.max))
            #expect(shown.count >= 2 && shown.count <= 800 / 8)
        }
    }
}
