/// The POSIX `TZ` rule a TZif file ends with (RFC 8536 §3.3, e.g. `CET-1CEST,M3.5.0,M10.5.0/3`):
/// a standard offset and, for zones with daylight saving, its offset and the two yearly changes.
/// It says the zone's offsets after the file's last transition.
package struct PosixTZRule: Equatable, Sendable {
    /// Seconds east of UTC (POSIX writes them west: `CET-1` is +3600 here).
    package var standard: Int
    /// Daylight saving, when the zone has it.
    package var daylight: Daylight?

    package struct Daylight: Equatable, Sendable {
        /// Seconds east of UTC while daylight saving is in force.
        package var offset: Int
        /// When it starts (in standard time) and ends (in daylight time) each year.
        package var start: Change, end: Change
    }

    /// A yearly change: a day of the year and a time (seconds) of that day's local clock, from
    /// −167 to 167 hours (RFC 8536 §3.3.1).
    package struct Change: Equatable, Sendable {
        package enum Day: Equatable, Sendable {
            /// `Jn`: day 1…365, February 29 never counted.
            case julian(Int)
            /// `n`: day 0…365, February 29 counted in leap years.
            case zeroBased(Int)
            /// `Mm.w.d`: weekday `d` (0 = Sunday) of week `w` (1…4, 5 = the last) of month `m`.
            case monthWeek(month: Int, week: Int, weekday: Int)
        }
        package var day: Day
        package var time: Int
    }

    /// Reads a rule; `nil` when `text` is not one this reader knows.
    package init?(_ text: some StringProtocol) {
        var p = Parser(bytes: Array(text.utf8))
        guard p.skipName(), let std = p.offset() else { return nil }
        standard = -std
        if p.atEnd { daylight = nil; return }
        guard p.skipName() else { return nil }
        var dst = standard + 3600
        if let o = p.offset() { dst = -o }
        // A rule is required with daylight saving (TZif footers always have one).
        guard p.take(","), let start = p.change(), p.take(","), let end = p.change(), p.atEnd else { return nil }
        daylight = Daylight(offset: dst, start: start, end: end)
    }

    /// The instants (ms since the epoch) of the changes in `year` with the offset each sets,
    /// in the order they happen; empty without daylight saving.
    package func changes(in year: Int) -> [(at: Int64, offset: Int)] {
        guard let d = daylight else { return [] }
        let on = (d.start.instant(in: year, offset: standard), d.offset)
        let off = (d.end.instant(in: year, offset: d.offset), standard)
        return on.0 <= off.0 ? [on, off] : [off, on]
    }

    private struct Parser {
        let bytes: [UInt8]
        var i = 0

        var atEnd: Bool { i == bytes.count }

        mutating func take(_ c: Character) -> Bool {
            guard i < bytes.count, bytes[i] == c.asciiValue! else { return false }
            i += 1
            return true
        }

        /// `<…>` or three or more letters.
        mutating func skipName() -> Bool {
            if take("<") {
                while i < bytes.count, bytes[i] != UInt8(ascii: ">") { i += 1 }
                return take(">")
            }
            let start = i
            while i < bytes.count, (bytes[i] | 0x20) >= UInt8(ascii: "a"), (bytes[i] | 0x20) <= UInt8(ascii: "z") { i += 1 }
            return i - start >= 3
        }

        mutating func number(max: Int) -> Int? {
            let start = i
            var v = 0
            while i < bytes.count, bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9"), i - start < 3 {
                v = v * 10 + Int(bytes[i] - UInt8(ascii: "0")); i += 1
            }
            return i > start && v <= max ? v : nil
        }

        /// `[+-]hh[:mm[:ss]]` in seconds, hours up to 167.
        mutating func offset() -> Int? {
            let sign = take("-") ? -1 : (take("+") ? 1 : 1)
            guard let h = number(max: 167) else { return nil }
            var s = h * 3600
            if take(":") {
                guard let m = number(max: 59) else { return nil }
                s += m * 60
                if take(":") {
                    guard let sec = number(max: 59) else { return nil }
                    s += sec
                }
            }
            return sign * s
        }

        mutating func change() -> Change? {
            let day: Change.Day
            if take("J") {
                guard let n = number(max: 365), n >= 1 else { return nil }
                day = .julian(n)
            } else if take("M") {
                guard let m = number(max: 12), m >= 1, take("."), let w = number(max: 5), w >= 1, take("."),
                      let d = number(max: 6) else { return nil }
                day = .monthWeek(month: m, week: w, weekday: d)
            } else {
                guard let n = number(max: 365) else { return nil }
                day = .zeroBased(n)
            }
            var time = 7200
            if take("/") {
                guard let t = offset() else { return nil }
                time = t
            }
            return Change(day: day, time: time)
        }
    }
}

extension PosixTZRule.Change {
    /// The instant (ms) of this change in `year`, its time read on a clock `offset` seconds east.
    func instant(in year: Int, offset: Int) -> Int64 {
        let jan1 = CivilDate.daysFromCivil(year: year, month: 1, day: 1)
        let leap = CivilDate.daysInMonth(year: year, month: 2) == 29
        let days: Int64
        switch day {
        case .julian(let n): days = jan1 + Int64(n - 1) + (leap && n >= 60 ? 1 : 0)
        case .zeroBased(let n): days = jan1 + Int64(n)
        case .monthWeek(let month, let week, let weekday):
            let first = CivilDate.daysFromCivil(year: year, month: month, day: 1)
            var day = 1 + (weekday - CivilDate(year: year, month: month, day: 1).weekday + 7) % 7 + (week - 1) * 7
            while day > CivilDate.daysInMonth(year: year, month: month) { day -= 7 }
            days = first + Int64(day - 1)
        }
        return (days * 86_400 + Int64(time - offset)) * 1000
    }
}
