/// Dates and date ranges as the chart shows them, in UTC (see ``UTCDate``).
public enum DateFormat {
    static let shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let longMonths = ["January", "February", "March", "April", "May", "June", "July", "August",
                             "September", "October", "November", "December"]
    static let shortWeekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// An x-axis label for a day: `Apr 7`.
    public static func dayLabel(_ ms: Int64) -> String {
        let d = UTCDate(milliseconds: ms)
        return "\(shortMonths[d.month - 1]) \(d.day)"
    }

    /// A time of day: `09:05`.
    public static func timeLabel(_ ms: Int64) -> String {
        let d = UTCDate(milliseconds: ms)
        return two(d.hour) + ":" + two(d.minute)
    }

    /// An x-axis label for data in steps of `stepMilliseconds`: days as `Apr 7`; finer steps as
    /// `09:00`, except at midnight, which shows the day.
    public static func axisLabel(_ ms: Int64, stepMilliseconds: Int64) -> String {
        if stepMilliseconds >= UTCDate.millisecondsPerDay { return dayLabel(ms) }
        let d = UTCDate(milliseconds: ms)
        return d.hour == 0 && d.minute == 0 ? dayLabel(ms) : timeLabel(ms)
    }

    /// The info-board heading for a point: `Sat, 20 Apr 2019` for daily data, `Sat, 20 Apr 09:00`
    /// for finer data.
    public static func boardTitle(_ ms: Int64, stepMilliseconds: Int64) -> String {
        let d = UTCDate(milliseconds: ms)
        let date = "\(shortWeekdays[d.weekday]), \(d.day) \(shortMonths[d.month - 1])"
        if stepMilliseconds >= UTCDate.millisecondsPerDay { return date + " \(d.year)" }
        return date + " " + two(d.hour) + ":" + two(d.minute)
    }

    /// A long date: `7 April 2019`.
    public static func longDate(_ ms: Int64) -> String {
        let d = UTCDate(milliseconds: ms)
        return "\(d.day) \(longMonths[d.month - 1]) \(d.year)"
    }

    /// The visible range for the title: `1 April 2019 – 30 April 2019`, a single date when both
    /// ends fall on the same day (`Saturday, 20 April 2019` style is left to the board).
    public static func range(from: Int64, to: Int64) -> String {
        let a = UTCDate(milliseconds: from), b = UTCDate(milliseconds: to)
        if a.year == b.year && a.month == b.month && a.day == b.day { return longDate(from) }
        return longDate(from) + " – " + longDate(to)
    }

    static func two(_ v: Int) -> String { v < 10 ? "0\(v)" : "\(v)" }
}
