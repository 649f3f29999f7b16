import Testing
@testable import Charts
@testable import SeriesData

@Suite struct TimeZoneOffsetsTests {
    let hour: Int64 = 3_600_000
    func ms(_ y: Int, _ mo: Int, _ d: Int, _ h: Int = 0, _ mi: Int = 0) -> Int64 {
        CivilDate.milliseconds(year: y, month: mo, day: d, hour: h, minute: mi)
    }

    @Test func offsetsChangeAtTheirInstants() {
        let z = TestZones.berlin
        let change = ms(2019, 3, 31, 1)
        #expect(z.offset(at: change - 1) == hour)
        #expect(z.offset(at: change) == 2 * hour)
        #expect(z.offset(at: ms(2019, 10, 27, 1) - 1) == 2 * hour)
        #expect(z.offset(at: ms(2019, 10, 27, 1)) == hour)
        #expect(z.offset(at: Int64.min) == hour && z.offset(at: Int64.max) == hour)
        #expect(z.local(ms(2019, 7, 1, 12)) == ms(2019, 7, 1, 14))
        #expect(TimeZoneOffsets.utc.offset(at: 42) == 0 && TimeZoneOffsets.utc.isFixed)
        #expect(TimeZoneOffsets.fixed(seconds: -5 * 3600).local(ms(2019, 1, 1)) == ms(2018, 12, 31, 19))
        #expect(z.local(Int64.max) == Int64.max)   // saturates
    }

    @Test func wallClockReadingsMapBackToInstants() {
        let z = TestZones.berlin
        // An ordinary reading.
        #expect(z.instant(ofLocal: ms(2019, 7, 1, 14)) == ms(2019, 7, 1, 12))
        // Spring forward: 02:30 on 2019-03-31 never happens; its gap ends at 01:00 UTC.
        #expect(z.instant(ofLocal: ms(2019, 3, 31, 2, 30)) == nil)
        #expect(z.firstInstant(atOrAfterLocal: ms(2019, 3, 31, 2, 30)) == ms(2019, 3, 31, 1))
        #expect(z.instant(ofLocal: ms(2019, 3, 31, 3)) == ms(2019, 3, 31, 1))
        // Fall back: 02:30 on 2019-10-27 happens twice; the first is 00:30 UTC.
        #expect(z.instant(ofLocal: ms(2019, 10, 27, 2, 30)) == ms(2019, 10, 27, 0, 30))
        #expect(z.firstInstant(atOrAfterLocal: ms(2019, 10, 27, 2, 30)) == ms(2019, 10, 27, 0, 30))
        #expect(z.instant(ofLocal: ms(2019, 10, 27, 3)) == ms(2019, 10, 27, 2))
    }

    @Test func offsetBoundsCoverTheTransitionsInARange() {
        let z = TestZones.berlin
        #expect(z.offsetBounds(ms(2019, 1, 1), ms(2019, 2, 1)) == (hour, hour))
        #expect(z.offsetBounds(ms(2019, 1, 1), ms(2019, 6, 1)) == (hour, 2 * hour))
        #expect(z.offsetBounds(ms(2019, 5, 1), ms(2019, 6, 1)) == (2 * hour, 2 * hour))
        #expect(z.offsetBounds(Int64.min, Int64.max) == (hour, 2 * hour))
    }
}
