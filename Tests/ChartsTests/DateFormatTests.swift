import Testing
@testable import Charts

@Suite struct DateFormatTests {
    @Test func civilDatesRoundTrip() {
        // Every day from 1900 to 2100 maps back to itself.
        var previous = UTCDate(milliseconds: UTCDate.milliseconds(year: 1900, month: 1, day: 1))
        for day in stride(from: -25_567, through: 47_482, by: 1) {
            let d = UTCDate(milliseconds: Int64(day) * UTCDate.millisecondsPerDay)
            #expect(UTCDate.daysFromCivil(year: d.year, month: d.month, day: d.day) == Int64(day))
            #expect(d.weekday == (previous.weekday + (day == -25_567 ? 0 : 1)) % 7)
            previous = d
        }
    }

    @Test func knownDates() {
        let d = UTCDate(milliseconds: 1_555_761_600_000)   // 2019-04-20T12:00:00Z, a Saturday
        #expect(d.year == 2019 && d.month == 4 && d.day == 20 && d.hour == 12 && d.minute == 0)
        #expect(d.weekday == 6)
        #expect(UTCDate(milliseconds: -1).year == 1969)
        #expect(UTCDate(milliseconds: -1).hour == 23)
        #expect(UTCDate.milliseconds(year: 2019, month: 4, day: 20, hour: 12) == 1_555_761_600_000)
    }

    @Test func labelsAndRanges() {
        let apr7 = UTCDate.milliseconds(year: 2019, month: 4, day: 7)
        #expect(DateFormat.dayLabel(apr7) == "Apr 7")
        #expect(DateFormat.boardTitle(apr7, stepMilliseconds: UTCDate.millisecondsPerDay) == "Sun, 7 Apr 2019")
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
        let apr7 = UTCDate.milliseconds(year: 2019, month: 4, day: 7)
        let second = XTimeLadder.Step(unit: .second, count: 1)
        #expect(label(apr7 + 9 * 3_600_000, step: .init(unit: .hour, count: 1)) == "09:00")
        #expect(label(apr7 + 9 * 3_600_000 + 5 * 60_000, step: .init(unit: .minute, count: 5)) == "09:05")
        #expect(label(apr7 + 9 * 3_600_000 + 30_000, step: second) == "09:00:30")
        #expect(label(apr7 + 9 * 3_600_000, step: second) == "09:00")
        #expect(label(apr7, step: second) == "Apr 7")
        #expect(label(UTCDate.milliseconds(year: 2019, month: 3, day: 1), step: second) == "Mar")
        #expect(label(UTCDate.milliseconds(year: 2019, month: 1, day: 1), step: second) == "2019")
        #expect(label(UTCDate.milliseconds(year: -44, month: 1, day: 1), step: .init(unit: .year, count: 1)) == "-44")
    }

    /// Dates in a zone: the board, the header's range and the live "updated" clock.
    @Test func datesInAZone() {
        let z = TestZones.berlin
        let summer = UTCDate.milliseconds(year: 2019, month: 4, day: 6, hour: 22, minute: 30)   // 00:30 CEST on the 7th
        #expect(DateFormat.boardTitle(summer, stepMilliseconds: 3_600_000, zone: z) == "Sun, 7 Apr 00:30")
        #expect(DateFormat.boardTitle(summer, stepMilliseconds: 3_600_000) == "Sat, 6 Apr 22:30")
        #expect(DateFormat.boardTitle(summer + 5_000, stepMilliseconds: 1000, zone: z) == "Sun, 7 Apr 00:30:05")
        #expect(DateFormat.clock(summer + 11_000, zone: z) == "00:30:11")
        #expect(DateFormat.clock(UTCDate.milliseconds(year: 2019, month: 12, day: 6, hour: 13, minute: 2) + 11_000, zone: z) == "14:02:11")
        #expect(DateFormat.range(from: summer, to: summer + 3_600_000, zone: z) == "7 April 2019")
        #expect(DateFormat.range(from: summer, to: summer + 3_600_000) == "6 April 2019")
        #expect(DateFormat.dayLabel(summer, zone: z) == "Apr 7")
        #expect(DateFormat.timeLabel(summer, zone: z) == "00:30")
    }
}
