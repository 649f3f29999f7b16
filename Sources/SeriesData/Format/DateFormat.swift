/// Dates and date ranges as the chart shows them, in a zone's wall-clock time (UTC unless a
/// ``TimeZoneOffsets`` is given; see ``CivilDate`` for the calendar).
package enum DateFormat {
    static let shortMonths: [StaticString] = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    static let longMonths: [StaticString] = ["January", "February", "March", "April", "May", "June", "July", "August",
                                             "September", "October", "November", "December"]
    static let shortWeekdays: [StaticString] = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]

    /// A day: `Apr 7`.
    static func dayLabel(_ ms: Int64, zone: TimeZoneOffsets = .utc) -> String {
        let d = CivilDate(milliseconds: zone.local(ms))
        return LabelText.make { w in w.text(shortMonths[d.month - 1]); w.byte(32); w.int(d.day) }
    }

    /// A time of day: `09:05`.
    package static func timeLabel(_ ms: Int64, zone: TimeZoneOffsets = .utc) -> String {
        let d = CivilDate(milliseconds: zone.local(ms))
        return LabelText.make { w in w.clock(d, seconds: false) }
    }

    /// A wall-clock time with seconds, `14:02:11`: the "updated" time of live data.
    /// Allocation-free.
    public static func clock(_ ms: Int64, zone: TimeZoneOffsets = .utc) -> String {
        let d = CivilDate(milliseconds: zone.local(ms))
        return LabelText.make { w in w.clock(d, seconds: true) }
    }

    /// The text of an x label, naming the unit of its rank (the biggest unit that begins there):
    /// a year `2019`, a month `Mar`, a day `Apr 7`, a time `09:05`, or `09:05:30` on a second
    /// that is not a whole minute. Allocation-free.
    package static func axisLabel(_ label: XAxisLabel) -> String {
        let d = CivilDate(milliseconds: label.local)
        return LabelText.make { w in
            switch XTimeLadder.unit(ofRank: label.rank) {
            case .year: w.int(d.year)
            case .month: w.text(shortMonths[d.month - 1])
            case .day: w.text(shortMonths[d.month - 1]); w.byte(32); w.int(d.day)
            case .hour, .minute: w.clock(d, seconds: false)
            case .second: w.clock(d, seconds: true)
            }
        }
    }

    /// The info-board heading for a point: `Sat, 20 Apr 2019` for daily data, `Sat, 20 Apr 09:00`
    /// for finer data (`09:00:05` when finer than a minute). In the hour the clock repeats when
    /// daylight saving ends the time names its offset, `Sun, 27 Oct 02:30 UTC+2` then
    /// `Sun, 27 Oct 02:30 UTC+1`, so the two readings differ. Allocation-free.
    package static func boardTitle(_ ms: Int64, stepMilliseconds: Int64, zone: TimeZoneOffsets = .utc) -> String {
        LabelText.make { boardTitle(ms, stepMilliseconds: stepMilliseconds, zone: zone, &$0) }
    }

    /// `boardTitle(_:stepMilliseconds:zone:)` written by `w`.
    static func boardTitle(_ ms: Int64, stepMilliseconds: Int64, zone: TimeZoneOffsets, _ w: inout LabelText.Writer) {
        let d = CivilDate(milliseconds: zone.local(ms))
        w.text(shortWeekdays[d.weekday]); w.text(", "); w.int(d.day); w.byte(32); w.text(shortMonths[d.month - 1]); w.byte(32)
        if stepMilliseconds >= CivilDate.millisecondsPerDay { w.int(d.year); return }
        w.clock(d, seconds: stepMilliseconds < 60_000)
        if zone.readingRepeats(at: ms) { w.byte(32); w.offset(zone.offset(at: ms)) }
    }

    /// A long date: `7 April 2019`.
    static func longDate(_ ms: Int64, zone: TimeZoneOffsets = .utc) -> String {
        LabelText.make { longDate(ms, zone: zone, &$0) }
    }

    /// `longDate(_:zone:)` written by `w`.
    static func longDate(_ ms: Int64, zone: TimeZoneOffsets, _ w: inout LabelText.Writer) {
        let d = CivilDate(milliseconds: zone.local(ms))
        w.int(d.day); w.byte(32); w.text(longMonths[d.month - 1]); w.byte(32); w.int(d.year)
    }

    /// The visible range for the title: `1 April 2019 – 30 April 2019`, a single date when both
    /// ends fall on the same day (`Saturday, 20 April 2019` style is left to the board).
    public static func range(from: Int64, to: Int64, zone: TimeZoneOffsets = .utc) -> String {
        let a = CivilDate(milliseconds: zone.local(from)), b = CivilDate(milliseconds: zone.local(to))
        if a.year == b.year && a.month == b.month && a.day == b.day { return longDate(from, zone: zone) }
        return longDate(from, zone: zone) + " – " + longDate(to, zone: zone)
    }
}
