import Testing
@testable import Charts
@testable import SeriesData

@Suite struct DateFormatTests {
    @Test func civilDatesRoundTrip() {
        // Every day from 1900 to 2100 maps back to itself.
        var previous = CivilDate(milliseconds: CivilDate.milliseconds(year: 1900, month: 1, day: 1))
        for day in stride(from: -25_567, through: 47_482, by: 1) {
            let d = CivilDate(milliseconds: Int64(day) * CivilDate.millisecondsPerDay)
            #expect(CivilDate.daysFromCivil(year: d.year, month: d.month, day: d.day) == Int64(day))
            #expect(d.weekday == (previous.weekday + (day == -25_567 ? 0 : 1)) % 7)
            previous = d
        }
    }

    @Test func knownDates() {
        let d = CivilDate(milliseconds: 1_555_761_600_000)   // 2019-04-20T12:00:00Z, a Saturday
        #expect(d.year == 2019 && d.month == 4 && d.day == 20 && d.hour == 12 && d.minute == 0)
        #expect(d.weekday == 6)
        #expect(CivilDate(milliseconds: -1).year == 1969)
        #expect(CivilDate(milliseconds: -1).hour == 23)
        #expect(CivilDate.milliseconds(year: 2019, month: 4, day: 20, hour: 12) == 1_555_761_600_000)
    }

    @Test func labelsAndRanges() {
        let apr7 = CivilDate.milliseconds(year: 2019, month: 4, day: 7)
        #expect(DateFormat.dayLabel(apr7) == "Apr 7")
        #expect(DateFormat.boardTitle(apr7, stepMilliseconds: CivilDate.millisecondsPerDay) == "Sun, 7 Apr 2019")
        #expect(DateFormat.boardTitle(apr7 + 3_600_000 * 13 + 300_000, stepMilliseconds: 300_000) == "Sun, 7 Apr 13:05")
        #expect(DateFormat.range(from: apr7, to: apr7 + 23 * 86_400_000) == "7 April 2019 – 30 April 2019")
        #expect(DateFormat.range(from: apr7, to: apr7 + 3_600_000) == "7 April 2019")
    }

    /// An x label names the biggest unit that begins at it.
    @Test func axisLabelsNameTheirRank() {
        func label(_ ms: Int64, step: XTimeLadder.Step) -> String {
            let i = XTimeLadder.steps.firstIndex(of: step)!
            return DateFormat.axisLabel(XAxisLabel(ms: ms, local: ms, rank: XTimeLadder.rank(local: ms, atLeast: i)))
        }
        let apr7 = CivilDate.milliseconds(year: 2019, month: 4, day: 7)
        let second = XTimeLadder.Step(unit: .second, count: 1)
        #expect(label(apr7 + 9 * 3_600_000, step: .init(unit: .hour, count: 1)) == "09:00")
        #expect(label(apr7 + 9 * 3_600_000 + 5 * 60_000, step: .init(unit: .minute, count: 5)) == "09:05")
        #expect(label(apr7 + 9 * 3_600_000 + 30_000, step: second) == "09:00:30")
        #expect(label(apr7 + 9 * 3_600_000, step: second) == "09:00")
        #expect(label(apr7, step: second) == "Apr 7")
        #expect(label(CivilDate.milliseconds(year: 2019, month: 3, day: 1), step: second) == "Mar")
        #expect(label(CivilDate.milliseconds(year: 2019, month: 1, day: 1), step: second) == "2019")
        #expect(label(CivilDate.milliseconds(year: -44, month: 1, day: 1), step: .init(unit: .year, count: 1)) == "-44")
    }

    /// Dates in a zone: the board, the header's range and the live "updated" clock.
    @Test func datesInAZone() {
        let z = TestZones.berlin
        let summer = CivilDate.milliseconds(year: 2019, month: 4, day: 6, hour: 22, minute: 30)   // 00:30 CEST on the 7th
        #expect(DateFormat.boardTitle(summer, stepMilliseconds: 3_600_000, zone: z) == "Sun, 7 Apr 00:30")
        #expect(DateFormat.boardTitle(summer, stepMilliseconds: 3_600_000) == "Sat, 6 Apr 22:30")
        #expect(DateFormat.boardTitle(summer + 5_000, stepMilliseconds: 1000, zone: z) == "Sun, 7 Apr 00:30:05")
        #expect(DateFormat.clock(summer + 11_000, zone: z) == "00:30:11")
        #expect(DateFormat.clock(CivilDate.milliseconds(year: 2019, month: 12, day: 6, hour: 13, minute: 2) + 11_000, zone: z) == "14:02:11")
        #expect(DateFormat.range(from: summer, to: summer + 3_600_000, zone: z) == "7 April 2019")
        #expect(DateFormat.range(from: summer, to: summer + 3_600_000) == "6 April 2019")
        #expect(DateFormat.dayLabel(summer, zone: z) == "Apr 7")
        #expect(DateFormat.timeLabel(summer, zone: z) == "00:30")
    }

    /// The hour the clock repeats when daylight saving ends (Berlin, 27 Oct 2019: 03:00 CEST
    /// becomes 02:00 CET): the board names the offset there, so its two 02:30s differ; the hours
    /// around it, and daily data, are written as before.
    @Test func theRepeatedHourNamesItsOffset() {
        let z = TestZones.berlin
        let first = CivilDate.milliseconds(year: 2019, month: 10, day: 27, hour: 0, minute: 30)    // 02:30 CEST
        let second = first + 3_600_000                                                       // 02:30 CET
        #expect(DateFormat.boardTitle(first, stepMilliseconds: 1_800_000, zone: z) == "Sun, 27 Oct 02:30 UTC+2")
        #expect(DateFormat.boardTitle(second, stepMilliseconds: 1_800_000, zone: z) == "Sun, 27 Oct 02:30 UTC+1")
        #expect(DateFormat.boardTitle(second + 5_000, stepMilliseconds: 1000, zone: z) == "Sun, 27 Oct 02:30:05 UTC+1")
        #expect(DateFormat.boardTitle(first - 1_800_000, stepMilliseconds: 1_800_000, zone: z) == "Sun, 27 Oct 02:00 UTC+2")
        #expect(DateFormat.boardTitle(first - 3_600_000, stepMilliseconds: 1_800_000, zone: z) == "Sun, 27 Oct 01:30")
        #expect(DateFormat.boardTitle(second + 1_800_000, stepMilliseconds: 1_800_000, zone: z) == "Sun, 27 Oct 03:00")
        #expect(DateFormat.boardTitle(second, stepMilliseconds: 86_400_000, zone: z) == "Sun, 27 Oct 2019")
        // The skipped hour in spring repeats nothing; UTC and fixed zones never repeat.
        let spring = CivilDate.milliseconds(year: 2019, month: 3, day: 31, hour: 1, minute: 30)    // 03:30 CEST
        #expect(DateFormat.boardTitle(spring, stepMilliseconds: 1_800_000, zone: z) == "Sun, 31 Mar 03:30")
        #expect(DateFormat.boardTitle(second, stepMilliseconds: 1_800_000) == "Sun, 27 Oct 01:30")
        #expect(DateFormat.boardTitle(second, stepMilliseconds: 1_800_000, zone: .fixed(seconds: -12_600)) == "Sat, 26 Oct 22:00")
        // Every instant of a year: the board's text is the same for two instants only if they are the same.
        var seen: [String: Int64] = [:]
        var t = CivilDate.milliseconds(year: 2019, month: 1, day: 1)
        while t < CivilDate.milliseconds(year: 2020, month: 1, day: 1) {
            let text = DateFormat.boardTitle(t, stepMilliseconds: 900_000, zone: z)
            #expect(seen[text] == nil, "\(text) at \(t) and \(seen[text] ?? 0)")
            seen[text] = t
            t += 900_000
        }
    }

    @Test func offsetsAreWritten() {
        let z = TimeZoneOffsets(name: "Test/HalfHours", initialOffset: -(3 * 3600 + 1800), transitions: [(1_000_000, -(2 * 3600 + 1800))])
        // Clocks going forward repeat nothing.
        #expect(!z.readingRepeats(at: 500_000))
        let back = TimeZoneOffsets(name: "Test/Back", initialOffset: 5 * 3600 + 1800, transitions: [(7_200_000, 4 * 3600 + 1800)])
        #expect(back.readingRepeats(at: 7_200_000 - 1))
        #expect(back.readingRepeats(at: 7_200_000))
        #expect(!back.readingRepeats(at: 7_200_000 + 3_600_000))
        #expect(!back.readingRepeats(at: 7_200_000 - 3_600_001))
        #expect(DateFormat.boardTitle(7_200_000 - 60_000, stepMilliseconds: 60_000, zone: back) == "Thu, 1 Jan 07:29 UTC+5:30")
        #expect(DateFormat.boardTitle(7_200_000, stepMilliseconds: 60_000, zone: back) == "Thu, 1 Jan 06:30 UTC+4:30")
        let west = TimeZoneOffsets(name: "Test/West", initialOffset: -(2 * 3600 + 1800), transitions: [(7_200_000, -(3 * 3600 + 1800))])
        #expect(DateFormat.boardTitle(7_200_000, stepMilliseconds: 60_000, zone: west) == "Wed, 31 Dec 22:30 UTC-3:30")
        #expect(!z.readingRepeats(at: 2_000_000))
    }
}
