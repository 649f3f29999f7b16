/// A UTC calendar date and time of day to the millisecond, converted to and from milliseconds since
/// the epoch by ``UTCDate``'s calendar (the one implementation of it).
public struct CivilDate: Sendable, Equatable {
    public var year: Int
    public var month: Int     // 1…12
    public var day: Int       // 1…31
    public var hour: Int = 0
    public var minute: Int = 0
    public var second: Int = 0
    public var millisecond: Int = 0

    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, millisecond: Int = 0) {
        self.year = year; self.month = month; self.day = day
        self.hour = hour; self.minute = minute; self.second = second; self.millisecond = millisecond
    }

    /// The UTC date and time of `ms` milliseconds since 1970-01-01T00:00:00Z.
    public init(milliseconds ms: Int64) {
        let msPerDay = UTCDate.millisecondsPerDay
        var days = ms / msPerDay
        var rest = ms % msPerDay
        if rest < 0 { rest += msPerDay; days -= 1 }
        (year, month, day) = UTCDate.civil(fromDays: days)
        let r = Int(rest)
        hour = r / 3_600_000; minute = r / 60_000 % 60; second = r / 1000 % 60; millisecond = r % 1000
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date.
    public static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        Int(UTCDate.daysFromCivil(year: year, month: month, day: day))
    }

    /// Milliseconds since the epoch.
    public var milliseconds: Int64 {
        let days = Int64(CivilDate.daysSinceEpoch(year: year, month: month, day: day))
        return days * 86_400_000 + Int64(hour) * 3_600_000 + Int64(minute) * 60_000 + Int64(second) * 1000 + Int64(millisecond)
    }

    /// Days in a month of a year.
    public static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    func twoDigits(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }

    /// `YYYY-MM`, the folder of round-2 day files.
    public var yearMonth: String { "\(year)-\(twoDigits(month))" }

    /// `YYYY-MM-DD`.
    public var isoDate: String { "\(yearMonth)-\(twoDigits(day))" }

    /// `YYYY-MM-DD HH:MM` (UTC), or only the date at midnight.
    public var isoDateTime: String {
        hour == 0 && minute == 0 && second == 0 && millisecond == 0
            ? isoDate : "\(isoDate) \(twoDigits(hour)):\(twoDigits(minute))"
    }
}
