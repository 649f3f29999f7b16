/// A calendar date and time in UTC, computed from milliseconds since the Unix epoch with integer
/// arithmetic (the proleptic Gregorian calendar; no Foundation, no time zones).
public struct UTCDate: Hashable, Sendable {
    public var year: Int
    /// 1…12
    public var month: Int
    /// 1…31
    public var day: Int
    /// 0 = Sunday … 6 = Saturday
    public var weekday: Int
    public var hour: Int
    public var minute: Int
    public var second: Int

    public static let millisecondsPerDay: Int64 = 86_400_000

    /// The date at `milliseconds` since 1970-01-01T00:00:00Z (negative values are before it).
    public init(milliseconds: Int64) {
        let msPerDay = UTCDate.millisecondsPerDay
        var days = milliseconds / msPerDay
        var rest = milliseconds % msPerDay
        if rest < 0 { rest += msPerDay; days -= 1 }
        let secs = Int(rest / 1000)
        hour = secs / 3600
        minute = secs / 60 % 60
        second = secs % 60
        weekday = Int(((days % 7) + 7 + 4) % 7)   // 1970-01-01 was a Thursday
        (year, month, day) = UTCDate.civil(fromDays: days)
    }

    /// Milliseconds since the epoch of midnight at the start of `year-month-day` (UTC).
    public static func milliseconds(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) -> Int64 {
        let days = daysFromCivil(year: year, month: month, day: day)
        return days * millisecondsPerDay + Int64(hour * 3600 + minute * 60) * 1000
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

    /// The civil date of a day count since the epoch (inverse of ``daysFromCivil``).
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
}
