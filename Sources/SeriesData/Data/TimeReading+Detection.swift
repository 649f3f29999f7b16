extension TimeReading {
    /// The reading that fits every non-empty cell of `samples` (trimmed, unquoted texts of the
    /// column's first rows and of rows spread through the file), with the column's `name` as a hint
    /// (`year`, `date`, …); `nil` when no time reading fits (then the column is not a time column).
    ///
    /// In order: ISO-8601; numbers (`YYYYMMDD`, `YYYYMMDDHH` and `YYYYMMDDHHMM[SS]` where every cell is a valid
    /// date (`20130101:0010` too), integers 1000–2999 as years, decimal years, epoch seconds / ms / µs / ns when every cell
    /// lies in the unit's band from 1973 to 2100 — so never row numbers or counts as 1970); months
    /// (`2019-03`) and quarters; `/` `.` `-` dates, day or month first as a day above 12 decides,
    /// else `context.dayFirst` (`.` dates: day first); dates with month names (English and
    /// `context.monthNames`).
    /// - Complexity: O(total length of the samples × the candidate readings, about 20).
    static func detect(name: String, samples: [String], context: TimeContext) -> TimeReading? {
        let cells = samples.filter { !$0.isEmpty }
        guard !cells.isEmpty else { return nil }
        let clock = cells.contains { $0.contains(":") }
        if fits(.iso, cells) {
            return TimeReading(form: .iso, description: clock ? "ISO-8601 date-times" : "ISO-8601 dates", isCalendar: !clock)
        }
        let values = cells.map { TimeReading.number($0) }
        if values.allSatisfy({ $0 != nil }) {
            return numbers(values.map { $0! }, cells: cells, name: name)
        }
        return periods(cells) ?? compactWithClock(cells) ?? numericDates(cells, clock: clock, context: context)
            ?? namedDates(cells, clock: clock, context: context)
    }

    /// What a column that no reading fits looks like, for errors: "integers 3 to 145: not years
    /// (1000–2999), compact dates (YYYYMMDD) or epoch times", "text such as 'high'".
    static func shape(of samples: [String]) -> String {
        let cells = samples.filter { !$0.isEmpty }
        guard !cells.isEmpty else { return "empty cells" }
        let values = cells.compactMap { TimeReading.number($0) }
        guard values.count == cells.count, let lo = values.min(), let hi = values.max() else {
            let text = cells.first { TimeReading.number($0) == nil } ?? cells[0]
            return "text such as '\(LoadError.shown(text, limit: 24))'"
        }
        func shown(_ v: Double) -> String { v == v.rounded() && abs(v) < 1e15 ? "\(Int64(v))" : "\(v)" }
        if cells.allSatisfy(isDigits) {
            return "integers \(shown(lo)) to \(shown(hi)): not years (1000–2999), compact dates (YYYYMMDD) or epoch times"
        }
        return "numbers \(shown(lo)) to \(shown(hi)): not decimal years (1000–2999) or epoch times"
    }

    /// Each unit's plausible band (1973 to 2100): a column of epoch times lies in one of them.
    static func band(_ unit: EpochUnit) -> Range<Double> {
        switch unit {
        case .seconds: 1e8 ..< 4.2e9
        case .milliseconds: 1e11 ..< 4.2e12
        case .microseconds: 1e14 ..< 4.2e15
        case .nanoseconds: 1e17 ..< 4.2e18
        }
    }

    /// Whether the column's name says years (`year`, `yr`, `Jahr`, `année`, `año`, `anno`, `jaar`, …).
    static func namesYears(_ name: String) -> Bool {
        let words = name.lowercased().split { !$0.isLetter }
        let years: Set<Substring> = ["year", "years", "yr", "yrs", "jahr", "année", "annee", "año", "ano", "anno",
                                     "jaar", "år", "rok", "vuosi", "yil"]
        return words.contains { years.contains($0) }
    }

    // MARK: Candidates

    /// A cell as a number (JSON number syntax), as `CSVReader` reads values.
    private static func number(_ cell: String) -> Double? {
        var cell = cell
        return cell.withUTF8 { CSVReader.parseNumber($0) }
    }

    private static func isDigits(_ cell: String) -> Bool {
        cell.utf8.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
    }

    private static func fits(_ form: Form, _ cells: [String]) -> Bool {
        let reading = TimeReading(form: form, description: "", isCalendar: false)
        return cells.allSatisfy { reading.parse($0) != nil }
    }

    /// A column of numbers: compact dates, years, decimal years or epoch times; `nil` for others.
    private static func numbers(_ values: [Double], cells: [String], name: String) -> TimeReading? {
        if cells.allSatisfy(isDigits) {
            let width = cells[0].utf8.count
            let compact: [Int: String] = [8: "YYYYMMDD dates", 10: "YYYYMMDDHH date-times", 12: "YYYYMMDDHHMM date-times",
                                          14: "YYYYMMDDHHMMSS date-times"]
            // Ten digits are epoch seconds too: as hours (the German weather service's `MESS_DATUM`)
            // only with years 1800–2199, which seconds of 2001–2026 never spell; from 2027 on both
            // may fit, and `hoursOverSeconds` decides.
            if let what = compact[width], cells.allSatisfy({ $0.utf8.count == width }),
               width != 10 || cells.allSatisfy({ (1800 ... 2199).contains(Int($0.prefix(4)) ?? 0) }) {
                var items: [TimeLayout.Item] = [.number(.year, min: 4, max: 4), .number(.month, min: 2, max: 2),
                                                .number(.day, min: 2, max: 2)]
                if width >= 10 { items.append(.number(.hour, min: 2, max: 2)) }
                if width >= 12 { items.append(.number(.minute, min: 2, max: 2)) }
                if width == 14 { items.append(.number(.second, min: 2, max: 2)) }
                let form = Form.fields(TimeLayout(items: items))
                if fits(form, cells), width != 10 || hoursOverSeconds(cells, form: form) {
                    return TimeReading(form: form, description: what, isCalendar: width == 8)
                }
            }
            if values.allSatisfy({ (1000...2999).contains($0) }) {
                let form = Form.fields(TimeLayout(items: [.number(.year, min: 4, max: 4)]))
                return TimeReading(form: form, description: namesYears(name) ? "calendar years" : "calendar years (integers 1000–2999)",
                                   isCalendar: true)
            }
        }
        if values.allSatisfy({ $0 >= 1000 && $0 < 3000 }) {
            let twelfths = values.map { ($0 - $0.rounded(.down)) * 12 }
            let monthly = twelfths.allSatisfy { abs($0 - $0.rounded()) < monthlyTolerance }
            let quarterly = monthly && twelfths.allSatisfy { Int($0.rounded()) % 3 == 0 }
            let whole = values.allSatisfy { $0 == $0.rounded(.down) }
            return TimeReading(form: .decimalYears(monthly: monthly),
                               description: whole ? "calendar years" : quarterly ? "decimal years, quarterly (1949.25 = 1949-04)"
                                   : monthly ? "decimal years, monthly (1949.083 = 1949-02)" : "decimal years",
                               isCalendar: monthly)
        }
        for unit in EpochUnit.allCases where values.allSatisfy({ band(unit).contains($0) }) {
            let word = switch unit {
            case .seconds: "seconds"
            case .milliseconds: "milliseconds"
            case .microseconds: "microseconds"
            case .nanoseconds: "nanoseconds"
            }
            return TimeReading(form: .epoch(unit), description: "epoch \(word)", isCalendar: false)
        }
        return nil
    }

    /// Ten digits that are valid `YYYYMMDDHH` hours and epoch seconds alike (seconds from 2027 on,
    /// `1801011200`): the reading whose first rows are the more evenly spaced (hourly data read as
    /// seconds steps by 1 and jumps by 77 at each day's end; seconds read as hours jump by hours
    /// where they step by seconds); when both are as even (or fewer than three cells), hours only
    /// with years 1900–2099, where data is written so.
    static func hoursOverSeconds(_ cells: [String], form: Form) -> Bool {
        let head = cells.prefix(32)
        let plausible = head.allSatisfy { (1900 ... 2099).contains(Int($0.prefix(4)) ?? 0) }
        guard head.count >= 3 else { return plausible }
        let hours = TimeReading(form: form, description: "", isCalendar: false)
        let asHours = head.compactMap { hours.parse($0) }, asSeconds = head.compactMap { Int64($0) }
        let (h, s) = (evenness(asHours), evenness(asSeconds))
        return h == s ? plausible : h > s
    }

    /// The share of steps between neighbours that equal the most common one.
    static func evenness(_ times: [Int64]) -> Double {
        var counts: [Int64: Int] = [:]
        for (a, b) in zip(times, times.dropFirst()) { counts[b - a, default: 0] += 1 }
        return Double(counts.values.max() ?? 0) / Double(max(times.count - 1, 1))
    }

    /// Months (`2019-03`) and quarters (`2019Q3`, `2019-Q3`, `2019 Q3`, `Q3 2019`).
    private static func periods(_ cells: [String]) -> TimeReading? {
        let year = TimeLayout.Item.number(.year, min: 4, max: 4)
        let quarter = TimeLayout.Item.number(.quarter, min: 1, max: 1)
        let candidates: [([TimeLayout.Item], String)] = [
            ([year, .literal(UInt8(ascii: "-")), .number(.month, min: 2, max: 2)], "months"),
            ([year, .literal(UInt8(ascii: "Q")), quarter], "quarters"),
            ([year, .literal(UInt8(ascii: "-")), .literal(UInt8(ascii: "Q")), quarter], "quarters"),
            ([year, .literal(UInt8(ascii: " ")), .literal(UInt8(ascii: "Q")), quarter], "quarters"),
            ([.literal(UInt8(ascii: "Q")), quarter, .literal(UInt8(ascii: " ")), year], "quarters"),
        ]
        for (items, what) in candidates {
            let form = Form.fields(TimeLayout(items: items))
            if fits(form, cells) { return TimeReading(form: form, description: "\(what) (\(example(cells)))", isCalendar: true) }
        }
        return nil
    }

    /// `20130101:0010`: a compact date, a colon and the hour and minute, as the EU's PVGIS writes
    /// its hourly series.
    private static func compactWithClock(_ cells: [String]) -> TimeReading? {
        let two = { (f: TimeLayout.Field) in TimeLayout.Item.number(f, min: 2, max: 2) }
        let items: [TimeLayout.Item] = [.number(.year, min: 4, max: 4), two(.month), two(.day),
                                        .literal(UInt8(ascii: ":")), two(.hour), two(.minute)]
        let form = Form.fields(TimeLayout(items: items))
        return fits(form, cells) ? TimeReading(form: form, description: "YYYYMMDD:HHMM date-times", isCalendar: false) : nil
    }

    /// Dates of three numbers with `/`, `.` or `-`: year first, or day and month first in the order
    /// the column decides (a field above 12), else `context.dayFirst` (day first for `.`, as dotted
    /// dates are written everywhere); an optional time after them.
    private static func numericDates(_ cells: [String], clock: Bool, context: TimeContext) -> TimeReading? {
        let year = TimeLayout.Item.number(.year, min: 2, max: 4)
        let month = TimeLayout.Item.number(.month, min: 1, max: 2)
        let day = TimeLayout.Item.number(.day, min: 1, max: 2)
        let times = clock ? " with times" : ""
        for s in ["/", ".", "-"] {
            let sep = TimeLayout.Item.literal(s.utf8.first!)
            func reading(_ items: [TimeLayout.Item], _ order: [String], _ why: String) -> TimeReading {
                TimeReading(form: .fields(TimeLayout(items: items + [.clock])),
                            description: order.joined(separator: s) + times + why, isCalendar: !clock)
            }
            let ymd = [TimeLayout.Item.number(.year, min: 4, max: 4), sep, month, sep, day]
            if fits(.fields(TimeLayout(items: ymd + [.clock])), cells) { return reading(ymd, ["year", "month", "day"], "") }
            let dmy = [day, sep, month, sep, year], mdy = [month, sep, day, sep, year]
            let dayFirst = TimeReading(form: .fields(TimeLayout(items: dmy + [.clock])), description: "", isCalendar: false)
            let monthFirst = TimeReading(form: .fields(TimeLayout(items: mdy + [.clock])), description: "", isCalendar: false)
            // The first cell that the other order cannot read decides.
            let notMonthFirst = cells.first { monthFirst.parse($0) == nil }
            let notDayFirst = cells.first { dayFirst.parse($0) == nil }
            switch (notDayFirst, notMonthFirst) {
            case (nil, nil) where s == "." && !context.dayFirst:
                // Dotted dates are written day first (de, ru, pl, cs, fi, no…), whatever the locale.
                return reading(dmy, ["day", "month", "year"], " (no day above 12: dotted dates are day first; --time-format to choose)")
            case (nil, nil):
                let order = context.dayFirst ? ["day", "month", "year"] : ["month", "day", "year"]
                return reading(context.dayFirst ? dmy : mdy, order, " (no day above 12: the locale's order; --time-format to choose)")
            case (nil, let decider?):
                return reading(dmy, ["day", "month", "year"], " (\(LoadError.shown(decider, limit: 24)) decided it)")
            case (let decider?, nil):
                return reading(mdy, ["month", "day", "year"], " (\(LoadError.shown(decider, limit: 24)) decided it)")
            case (_?, _?): continue
            }
        }
        return nil
    }

    /// Dates with a month's name: `Jan 1 2000`, `1 January 2000`, `Jan-1-1995`, `2000-Jan-01`,
    /// `01-Jan-2000`, `January 1, 2000`, with an optional time, perhaps after a weekday
    /// (`Tue, 05 Mar 2019 14:05:00 +0000`); `January 2000` as months.
    private static func namedDates(_ cells: [String], clock: Bool, context: TimeContext) -> TimeReading? {
        let names = TimeLayout.monthNames(context)
        let year = TimeLayout.Item.number(.year, min: 2, max: 4), year4 = TimeLayout.Item.number(.year, min: 4, max: 4)
        let day = TimeLayout.Item.number(.day, min: 1, max: 2)
        let candidates: [([TimeLayout.Item], Bool)] = [
            ([.monthName, .separator, day, .separator, year, .clock], false),
            ([day, .separator, .monthName, .separator, year, .clock], false),
            ([year4, .separator, .monthName, .separator, day, .clock], false),
            ([.weekday, .separator, day, .separator, .monthName, .separator, year, .clock], false),
            ([.weekday, .separator, .monthName, .separator, day, .separator, year, .clock], false),
            ([.monthName, .separator, year4], true),
            ([year4, .separator, .monthName], true),
        ]
        for (items, months) in candidates {
            let form = Form.fields(TimeLayout(items: items, monthNames: names))
            if fits(form, cells) {
                let what = months ? "months" : clock ? "date-times with month names" : "dates with month names"
                return TimeReading(form: form, description: "\(what) (\(example(cells)))", isCalendar: months || !clock)
            }
        }
        return nil
    }

    /// The column's first cell, shown in a description.
    private static func example(_ cells: [String]) -> String { LoadError.shown(cells[0], limit: 32) }
}
