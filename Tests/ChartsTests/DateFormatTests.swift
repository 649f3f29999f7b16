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
        #expect(DateFormat.axisLabel(apr7 + 9 * 3_600_000, stepMilliseconds: 3_600_000) == "09:00")
        #expect(DateFormat.axisLabel(apr7, stepMilliseconds: 3_600_000) == "Apr 7")
        #expect(DateFormat.boardTitle(apr7, stepMilliseconds: UTCDate.millisecondsPerDay) == "Sun, 7 Apr 2019")
        #expect(DateFormat.boardTitle(apr7 + 3_600_000 * 13 + 300_000, stepMilliseconds: 300_000) == "Sun, 7 Apr 13:05")
        #expect(DateFormat.range(from: apr7, to: apr7 + 23 * 86_400_000) == "7 April 2019 – 30 April 2019")
        #expect(DateFormat.range(from: apr7, to: apr7 + 3_600_000) == "7 April 2019")
    }
}
