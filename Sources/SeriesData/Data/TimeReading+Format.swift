/// Why a `--time-format` pattern is refused.
public enum TimeFormatFlaw: Sendable, Equatable {
    case empty
    /// A `%` and a letter wlcharts does not read (the two characters).
    case unknownField(String)
    /// A `%` at the end.
    case trailingPercent
    /// No `%Y` or `%y` (and not `%s` alone).
    case noYear
    /// The same field twice (`%m` and `%b`, `%H` and `%I`, …).
    case repeatedField(String)
    /// `%I` without `%p`, or `%p` without `%I`.
    case meridiemWithoutTwelveHour
    /// `%s` (epoch seconds) with other text.
    case epochNotAlone

    public var message: String {
        switch self {
        case .empty: "it is empty"
        case .unknownField(let f): "\(LoadError.shown(f)) is not a field (use %Y %y %m %d %e %H %I %M %S %f %p %b %B %j %z %Z %s %%)"
        case .trailingPercent: "it ends with a lone %"
        case .noYear: "it has no year (%Y or %y)"
        case .repeatedField(let f): "\(LoadError.shown(f)) repeats a field given before"
        case .meridiemWithoutTwelveHour: "%I and %p go together"
        case .epochNotAlone: "%s (epoch seconds) stands alone"
        }
    }
}

extension TimeReading {
    /// A reading from `--time-format` (strftime-like pattern): `%Y` (4 digits), `%y` (2: 69–99 →
    /// 19xx), `%m` `%d` `%H` `%I` `%M` `%S` (1 or 2 digits), `%e` (a day, perhaps after a space),
    /// `%f` (a fraction of a second), `%b` `%B` `%h` (an English month name or abbreviation), `%j`
    /// (day of the year), `%p` (AM/PM), `%z` (`Z`, `±HH:MM`, `±HHMM`), `%Z` (`UTC`, `GMT`, `Z`),
    /// `%%`; `%s` alone is epoch seconds. A space matches any run of spaces; other text itself.
    init(format: String) throws(LoadError.Problem) {
        func flaw(_ f: TimeFormatFlaw) -> LoadError.Problem { .badTimeFormat(format: format, flaw: f) }
        guard !format.isEmpty else { throw flaw(.empty) }
        if format == "%s" {
            self.init(form: .epoch(.seconds), description: "epoch seconds (--time-format %s)", isCalendar: false)
            return
        }
        var items: [TimeLayout.Item] = []
        var fields: Set<String> = []
        var bytes = Array(format.utf8).makeIterator()
        while let byte = bytes.next() {
            guard byte == UInt8(ascii: "%") else {
                items.append(byte == UInt8(ascii: " ") ? .spaces : .literal(byte))
                continue
            }
            guard let d = bytes.next() else { throw flaw(.trailingPercent) }
            let directive = "%" + String(decoding: [d], as: UTF8.self)
            let (item, field): (TimeLayout.Item, String) = switch d {
            case UInt8(ascii: "Y"): (.number(.year, min: 4, max: 4), "year")
            case UInt8(ascii: "y"): (.number(.year, min: 2, max: 2), "year")
            case UInt8(ascii: "m"): (.number(.month, min: 1, max: 2), "month")
            case UInt8(ascii: "b"), UInt8(ascii: "B"), UInt8(ascii: "h"): (.monthName, "month")
            case UInt8(ascii: "d"): (.number(.day, min: 1, max: 2), "day")
            case UInt8(ascii: "e"): (.paddedDay, "day")
            case UInt8(ascii: "j"): (.number(.dayOfYear, min: 1, max: 3), "day")
            case UInt8(ascii: "H"): (.number(.hour, min: 1, max: 2), "hour")
            case UInt8(ascii: "I"): (.number(.hour, min: 1, max: 2), "hour12")
            case UInt8(ascii: "M"): (.number(.minute, min: 1, max: 2), "minute")
            case UInt8(ascii: "S"): (.number(.second, min: 1, max: 2), "second")
            case UInt8(ascii: "f"): (.fraction, "fraction")
            case UInt8(ascii: "p"): (.meridiem, "meridiem")
            case UInt8(ascii: "z"), UInt8(ascii: "Z"): (d == UInt8(ascii: "z") ? .offset : .zoneName, "zone")
            case UInt8(ascii: "%"): (.literal(d), "")
            case UInt8(ascii: "s"): throw flaw(.epochNotAlone)
            default: throw flaw(.unknownField(directive))
            }
            if !field.isEmpty {
                let group = field == "hour12" ? "hour" : field
                guard fields.insert(group).inserted else { throw flaw(.repeatedField(directive)) }
                if field == "hour12" { fields.insert("hour12") }
            }
            items.append(item)
        }
        guard fields.contains("year") else { throw flaw(.noYear) }
        guard fields.contains("hour12") == fields.contains("meridiem") else { throw flaw(.meridiemWithoutTwelveHour) }
        let calendar = fields.isDisjoint(with: ["hour", "minute", "second", "fraction"])
        self.init(form: .fields(TimeLayout(items: items, monthNames: TimeLayout.monthNames(TimeContext()))),
                  description: "the pattern \(LoadError.shown(format)) (--time-format)", isCalendar: calendar)
    }
}
