@testable import Charts
@testable import SeriesData

/// Fixed zones for deterministic tests (never the machine's zone).
enum TestZones {
    /// Central European time as the EU rule has it since 1996: UTC+1, UTC+2 from the last Sunday
    /// of March 01:00 UTC to the last Sunday of October 01:00 UTC (1970…2100).
    static let berlin: TimeZoneOffsets = {
        var t: [(at: Int64, offset: Int)] = []
        for year in 1970 ... 2100 {
            t.append((lastSunday(year: year, month: 3) + 3_600_000, 7200))
            t.append((lastSunday(year: year, month: 10) + 3_600_000, 3600))
        }
        return TimeZoneOffsets(name: "Test/Berlin", initialOffset: 3600, transitions: t)
    }()

    /// A zone whose clocks skip from 00:00 to 01:00 on 2019-04-07 (like Santiago or Beirut,
    /// where days can start at 01:00): UTC−4, then UTC−3.
    static let midnightGap = TimeZoneOffsets(name: "Test/MidnightGap", initialOffset: -4 * 3600,
                                             transitions: [(CivilDate.milliseconds(year: 2019, month: 4, day: 7, hour: 4), -3 * 3600)])

    /// Midnight UTC of the last Sunday of a month.
    static func lastSunday(year: Int, month: Int) -> Int64 {
        var day = CivilDate.daysInMonth(year: year, month: month)
        while CivilDate(milliseconds: CivilDate.milliseconds(year: year, month: month, day: day)).weekday != 0 { day -= 1 }
        return CivilDate.milliseconds(year: year, month: month, day: day)
    }
}
