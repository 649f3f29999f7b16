/// The fields of a time in their order (`13.02.2019 14:05`, `Jan-1-1995`, `2019Q3`, a
/// `--time-format` pattern), read from a cell's bytes without allocation; dates by ``CivilDate``.
struct TimeLayout: Sendable, Equatable {
    /// A numeric field.
    enum Field: Sendable, Equatable {
        /// Four digits, or two (POSIX's pivot: 69–99 → 19xx, 00–68 → 20xx) where the width allows.
        case year
        case month, day, dayOfYear, hour, minute, second
        /// 1–4, the quarter's first month.
        case quarter
    }

    /// One step of the layout.
    enum Item: Sendable, Equatable {
        /// This byte (letters in either case).
        case literal(UInt8)
        /// Zero or more spaces (a space of a pattern).
        case spaces
        /// One or more of ` ,-/.` (between the parts of a date with a month name).
        case separator
        /// Digits, `min` to `max` of them (a year: 2 or 4).
        case number(Field, min: Int, max: Int)
        /// A month's name or abbreviation (English or the context's), any case.
        case monthName
        /// An English weekday's name or abbreviation, any case (not checked against the date).
        case weekday
        /// `%e`: a day, perhaps after one space.
        case paddedDay
        /// A decimal fraction of a second (1–9 digits).
        case fraction
        /// `AM` / `PM`, any case.
        case meridiem
        /// `Z` or `±HH[:MM]`.
        case offset
        /// `UTC`, `GMT` or `Z`.
        case zoneName
        /// An optional time of day: nothing, or `T` or spaces then `H:MM[:SS[.fff]]`, then an
        /// optional `AM`/`PM` and zone (`Z`, `±HH:MM`, `UTC`).
        case clock
    }

    var items: [Item]
    /// Lower-cased month names (UTF-8) and their months, when `items` has a `Item.monthName`.
    var monthNames: [MonthName] = []

    /// A month name (lower-cased UTF-8 bytes) and its month.
    struct MonthName: Sendable, Equatable {
        var bytes: [UInt8]
        var month: Int
    }

    /// English month names and abbreviations, then the context's.
    static func monthNames(_ context: TimeContext) -> [MonthName] {
        let english = ["january", "february", "march", "april", "may", "june", "july", "august", "september",
                       "october", "november", "december"]
        var names = english.enumerated().map { MonthName(bytes: Array($1.utf8), month: $0 + 1) }
        names += english.enumerated().map { MonthName(bytes: Array($1.utf8.prefix(3)), month: $0 + 1) }
        names.append(MonthName(bytes: Array("sept".utf8), month: 9))
        for (name, month) in context.monthNames.sorted(by: { $0.key < $1.key }) where (1...12).contains(month) {
            names.append(MonthName(bytes: Array(name.lowercased().utf8), month: month))
        }
        return names
    }

    /// English weekday names and abbreviations, lower-cased.
    static let weekdays: [[UInt8]] = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"]
        .flatMap { [Array($0.utf8), Array($0.utf8.prefix(3))] }

    /// What has been read of one cell.
    private struct Reading {
        var year = 1970, month = 1, day = 1, dayOfYear = 0, hour = 0, minute = 0, second = 0, millisecond = 0
        var pm: Bool?
        var offsetMinutes = 0
    }

    /// A read position over one cell.
    private struct Cursor {
        let b: UnsafeBufferPointer<UInt8>
        var p = 0

        var atEnd: Bool { p == b.count }
        var next: UInt8? { p < b.count ? b[p] : nil }

        /// `min` to `max` digits (as many as there are, up to `max`): their value and count.
        mutating func digits(min: Int, max: Int) -> (value: Int, count: Int)? {
            var v = 0, n = 0
            while n < max, p < b.count, b[p] &- UInt8(ascii: "0") < 10 {
                v = v * 10 + Int(b[p] &- UInt8(ascii: "0")); n += 1; p += 1
            }
            return n >= min ? (v, n) : nil
        }

        /// `c` in either case.
        mutating func take(_ c: UInt8) -> Bool {
            guard p < b.count, b[p] == c || (TimeLayout.isLetter(c) && b[p] | 0x20 == c | 0x20) else { return false }
            p += 1
            return true
        }

        /// The ASCII word `w` (lower-case) in any case.
        mutating func take(word w: StaticString) -> Bool {
            let n = w.utf8CodeUnitCount
            guard p + n <= b.count else { return false }
            for i in 0..<n where b[p + i] | 0x20 != w.utf8Start[i] { return false }
            p += n
            return true
        }

        /// Skips spaces: how many.
        mutating func spaces() -> Int {
            let start = p
            while p < b.count && b[p] == UInt8(ascii: " ") { p += 1 }
            return p - start
        }

        /// Whether `b[w]` is `name` (lower-cased UTF-8), ASCII letters in any case.
        func word(_ w: Range<Int>, is name: [UInt8]) -> Bool {
            name.count == w.count && zip(name, b[w]).allSatisfy { $0 == ($1 < 0x80 ? $1 | 0x20 : $1) }
        }

        /// A run of letters (ASCII or any byte of a non-ASCII character).
        mutating func word() -> Range<Int> {
            let start = p
            while p < b.count && (TimeLayout.isLetter(b[p]) || b[p] >= 0x80) { p += 1 }
            return start..<p
        }
    }

    static func isLetter(_ c: UInt8) -> Bool { (c | 0x20) &- UInt8(ascii: "a") < 26 }

    /// Milliseconds since the epoch of one trimmed cell, `nil` when it does not follow the layout
    /// or names an impossible date or time (`2019-02-31`, `25:00`).
    /// - Complexity: O(length of the cell + month names), no allocation.
    func parse(_ b: UnsafeBufferPointer<UInt8>) -> Int64? {
        var c = Cursor(b: b)
        var r = Reading()
        for item in items {
            guard read(item, &c, &r) else { return nil }
        }
        guard c.atEnd else { return nil }
        return TimeLayout.milliseconds(r)
    }

    private func read(_ item: Item, _ c: inout Cursor, _ r: inout Reading) -> Bool {
        switch item {
        case .literal(let x): return c.take(x)
        case .spaces: _ = c.spaces(); return true
        case .separator:
            let start = c.p
            while let x = c.next, x == UInt8(ascii: " ") || x == UInt8(ascii: ",") || x == UInt8(ascii: "-")
                    || x == UInt8(ascii: "/") || x == UInt8(ascii: ".") { c.p += 1 }
            return c.p > start
        case .number(let field, let min, let max):
            guard let (v, n) = c.digits(min: min, max: max) else { return false }
            switch field {
            case .year:
                guard n == 2 || n == 4 else { return false }
                r.year = n == 4 ? v : v < 69 ? 2000 + v : 1900 + v
            case .month: r.month = v
            case .day: r.day = v
            case .dayOfYear: r.dayOfYear = v
            case .hour: r.hour = v
            case .minute: r.minute = v
            case .second: r.second = v
            case .quarter:
                guard (1...4).contains(v) else { return false }
                r.month = (v - 1) * 3 + 1
            }
            return true
        case .monthName:
            let w = c.word()
            guard let name = monthNames.first(where: { c.word(w, is: $0.bytes) }) else { return false }
            r.month = name.month
            return true
        case .weekday:
            let w = c.word()
            return TimeLayout.weekdays.contains { c.word(w, is: $0) }
        case .paddedDay:
            _ = c.take(UInt8(ascii: " "))
            guard let (v, _) = c.digits(min: 1, max: 2) else { return false }
            r.day = v
            return true
        case .fraction: return TimeLayout.fraction(&c, &r)
        case .meridiem:
            if c.take(word: "am") { r.pm = false } else if c.take(word: "pm") { r.pm = true } else { return false }
            return true
        case .offset: return TimeLayout.offset(&c, &r)
        case .zoneName: return c.take(word: "utc") || c.take(word: "gmt") || c.take(UInt8(ascii: "z"))
        case .clock: return TimeLayout.clock(&c, &r)
        }
    }

    /// 1–9 digits of a second's fraction, kept to the millisecond.
    private static func fraction(_ c: inout Cursor, _ r: inout Reading) -> Bool {
        guard var (ms, n) = c.digits(min: 1, max: 9) else { return false }
        while n < 3 { ms *= 10; n += 1 }
        while n > 3 { ms /= 10; n -= 1 }
        r.millisecond = ms
        return true
    }

    /// `Z` or `±HH`, `±HHMM`, `±HH:MM`.
    private static func offset(_ c: inout Cursor, _ r: inout Reading) -> Bool {
        if c.take(UInt8(ascii: "z")) { return true }
        guard let s = c.next, s == UInt8(ascii: "+") || s == UInt8(ascii: "-") else { return false }
        c.p += 1
        guard let (h, _) = c.digits(min: 2, max: 2), h < 24 else { return false }
        var m = 0
        if c.take(UInt8(ascii: ":")) || c.next.map({ $0 &- UInt8(ascii: "0") < 10 }) == true {
            guard let (v, _) = c.digits(min: 2, max: 2), v < 60 else { return false }
            m = v
        }
        r.offsetMinutes = (s == UInt8(ascii: "-") ? -1 : 1) * (h * 60 + m)
        return true
    }

    /// `Item.clock`: nothing at the end, else a time of day with an optional AM/PM and zone.
    private static func clock(_ c: inout Cursor, _ r: inout Reading) -> Bool {
        if c.atEnd { return true }
        guard c.take(UInt8(ascii: "T")) || c.spaces() > 0,
              let (h, _) = c.digits(min: 1, max: 2), c.take(UInt8(ascii: ":")),
              let (m, _) = c.digits(min: 2, max: 2) else { return false }
        r.hour = h; r.minute = m
        if c.take(UInt8(ascii: ":")) {
            guard let (s, _) = c.digits(min: 2, max: 2) else { return false }
            r.second = s
            if c.take(UInt8(ascii: ".")) || c.take(UInt8(ascii: ",")) {
                guard fraction(&c, &r) else { return false }
            }
        }
        let mark = c.p
        _ = c.spaces()
        if c.take(word: "am") { r.pm = false } else if c.take(word: "pm") { r.pm = true } else { c.p = mark }
        let beforeZone = c.p
        _ = c.spaces()
        if c.atEnd { c.p = beforeZone; return true }
        return offset(&c, &r) || c.take(word: "utc") || c.take(word: "gmt")
    }

    /// The instant of a complete reading; `nil` for an impossible date or time.
    private static func milliseconds(_ r: Reading) -> Int64? {
        var hour = r.hour
        if let pm = r.pm {
            guard (1...12).contains(hour) else { return nil }
            hour = hour % 12 + (pm ? 12 : 0)
        }
        guard (1...12).contains(r.month), hour < 24, r.minute < 60, r.second < 61 else { return nil }
        var date = CivilDate(year: r.year, month: r.month, day: r.day, hour: hour, minute: r.minute,
                             second: min(r.second, 59), millisecond: r.millisecond)
        if r.dayOfYear > 0 {
            let first = CivilDate.daysSinceEpoch(year: r.year, month: 1, day: 1)
            let days = CivilDate.daysSinceEpoch(year: r.year + 1, month: 1, day: 1) - first
            guard r.dayOfYear <= days else { return nil }
            let day = CivilDate(milliseconds: Int64(first + r.dayOfYear - 1) * 86_400_000)
            date.month = day.month; date.day = day.day
        } else {
            guard r.day >= 1, r.day <= CivilDate.daysInMonth(year: r.year, month: r.month) else { return nil }
        }
        return date.milliseconds - Int64(r.offsetMinutes) * 60_000
    }
}
