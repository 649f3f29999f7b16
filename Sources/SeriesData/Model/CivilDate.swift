/// A calendar date and time of day in UTC to the millisecond, to and from milliseconds since the
/// Unix epoch with integer arithmetic (the proleptic Gregorian calendar; no Foundation, no time
/// zones): the one calendar type. Local times go through `TimeZoneOffsets` first.
public struct CivilDate: Hashable, Sendable {
    package var year: Int
    /// 1…12
    package var month: Int
    /// 1…31
    public var day: Int
    public var hour: Int = 0
    public var minute: Int = 0
    public var second: Int = 0
    package var millisecond: Int = 0

    package static let millisecondsPerDay: Int64 = 86_400_000

    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0, second: Int = 0, millisecond: Int = 0) {
        self.year = year; self.month = month; self.day = day
        self.hour = hour; self.minute = minute; self.second = second; self.millisecond = millisecond
    }

    /// The date and time at `ms` milliseconds since 1970-01-01T00:00:00Z (negative values are
    /// before it).
    public init(milliseconds ms: Int64) {
        let (days, rest) = Self.split(ms)
        (year, month, day) = Self.civil(fromDays: days)
        let r = Int(rest)
        hour = r / 3_600_000; minute = r / 60_000 % 60; second = r / 1000 % 60; millisecond = r % 1000
    }

    /// 0 = Sunday … 6 = Saturday.
    var weekday: Int {
        let days = Self.daysFromCivil(year: year, month: month, day: day)
        return Int(((days % 7) + 7 + 4) % 7)   // 1970-01-01 was a Thursday
    }

    /// Milliseconds since the epoch.
    public var milliseconds: Int64 {
        let days = Self.daysFromCivil(year: year, month: month, day: day)
        return days * Self.millisecondsPerDay + Int64(hour) * 3_600_000 + Int64(minute) * 60_000 + Int64(second) * 1000 + Int64(millisecond)
    }

    /// Milliseconds since the epoch of `year-month-day` at `hour:minute` (UTC).
    public static func milliseconds(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) -> Int64 {
        daysFromCivil(year: year, month: month, day: day) * millisecondsPerDay + Int64(hour * 3600 + minute * 60) * 1000
    }

    /// Days since 1970-01-01 of a proleptic Gregorian date.
    static func daysSinceEpoch(year: Int, month: Int, day: Int) -> Int {
        Int(daysFromCivil(year: year, month: month, day: day))
    }

    /// Days since the epoch of a civil date (Howard Hinnant's algorithm).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int64 {
        let y = Int64(month <= 2 ? year - 1 : year)
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let m = Int64(month)
        let doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + Int64(day) - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        return era * 146_097 + doe - 719_468
    }

    /// The civil date of a day count since the epoch (inverse of `daysFromCivil(year:month:day:)`).
    static func civil(fromDays z0: Int64) -> (Int, Int, Int) {
        let z = z0 + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let d = doy - (153 * mp + 2) / 5 + 1
        let m = mp < 10 ? mp + 3 : mp - 9
        let y = yoe + era * 400 + (m <= 2 ? 1 : 0)
        return (Int(y), Int(m), Int(d))
    }

    /// Whole days since the epoch and the milliseconds into the last of them.
    private static func split(_ ms: Int64) -> (days: Int64, rest: Int64) {
        var days = ms / millisecondsPerDay
        var rest = ms % millisecondsPerDay
        if rest < 0 { rest += millisecondsPerDay; days -= 1 }
        return (days, rest)
    }

    /// Days in a month of a year.
    static func daysInMonth(year: Int, month: Int) -> Int {
        switch month {
        case 2: return (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: return 30
        default: return 31
        }
    }

    func twoDigits(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }

    /// `YYYY-MM`, the folder of round-2 day files.
    var yearMonth: String { "\(year)-\(twoDigits(month))" }

    /// `YYYY-MM-DD`.
    public var isoDate: String { "\(yearMonth)-\(twoDigits(day))" }

    /// `YYYY-MM-DD HH:MM` (UTC), or only the date at midnight.
    package var isoDateTime: String {
        hour == 0 && minute == 0 && second == 0 && millisecond == 0
            ? isoDate : "\(isoDate) \(twoDigits(hour)):\(twoDigits(minute))"
    }
}
