/// What header names and cells say by their words: time columns, date parts, units.
extension TableLayout {
    /// Header words that name a time column, in the languages users are likely to meet.
    static let timeNames: Set<String> = [
        "time", "date", "datetime", "timestamp", "ts", "t", "day", "month", "year", "period", "week", "hour",
        "when", "created", "created_at", "updated_at", "dt",
        "datum", "zeit", "zeitpunkt", "zeitstempel", "tag", "monat", "jahr",          // German
        "fecha", "hora", "año", "ano", "mes", "dia", "día", "periodo",               // Spanish, Portuguese
        "date_heure", "heure", "jour", "mois", "année", "annee", "horodatage",       // French
        "data", "ora", "giorno", "mese", "anno",                                     // Italian, Portuguese
        "tijd", "dag", "maand", "jaar", "tid", "dato", "år", "aika", "päivämäärä",   // Dutch, Nordic, Finnish
        "czas", "rok", "datum_tijd", "zaman", "tarih",                               // Polish, Turkish
        "дата", "время", "год", "日付", "日期", "时间", "時間",                        // Russian, CJK
    ]

    /// Words of a year column, and of the part that follows it in two-column times.
    static let yearNames: Set<String> = ["year", "yr", "jahr", "año", "ano", "année", "annee", "anno", "jaar", "år", "rok", "год"]
    static let quarterNames: Set<String> = ["quarter", "qtr", "q", "quartal", "trimestre", "kwartaal", "kvartal"]
    static let monthNames: Set<String> = ["month", "mon", "monat", "mes", "mois", "mese", "maand", "måned", "månad", "miesiąc", "месяц"]
    static let dayNames: Set<String> = ["day", "tag", "dia", "día", "jour", "giorno", "dag", "день"]
    /// Words of the hour and minute that may follow year, month and day (NREL's PSM3 and NSRDB files:
    /// `Year,Month,Day,Hour,Minute`). Not `min`: that is as often a minimum.
    static let hourNames: Set<String> = ["hour", "hr", "hours", "stunde", "heure", "hora", "ora", "uur", "час"]
    static let minuteNames: Set<String> = ["minute", "minutes", "minute of hour", "minuto", "minuten", "minuut", "минута"]
    static let dayOfYearNames: Set<String> = ["doy", "jday", "yday", "day of year", "day_of_year", "dayofyear", "julian day", "julian_day"]

    /// A column of HHMM times of day beside a day of the year: named like a time (`time`, `hhmm`,
    /// `hour`) or by a zone (`MST`, `UTC`, `CET`, `LST`).
    static func namesClock(_ name: String) -> Bool {
        let lower = name.lowercased()
        if isTimeName(name) || ["hhmm", "hour", "utc", "gmt", "lst"].contains(lower) { return true }
        return (3 ... 4).contains(name.count) && name.allSatisfy { $0.isUppercase && $0.isLetter } && name.hasSuffix("T")
    }

    /// `name` lower-cased, or its first word (`date_heure` counts whole; `Date (UTC)`, `time_utc` by `date`, `time`).
    static func isTimeName(_ name: String) -> Bool {
        let lower = name.lowercased()
        if timeNames.contains(lower) { return true }
        let first = lower.split(whereSeparator: { !$0.isLetter }).first.map(String.init) ?? ""
        return first != lower && timeNames.contains(first) && first != "t"
    }

    static func named(_ name: String, in words: Set<String>) -> Bool { words.contains(name.lowercased()) }

    /// `Power (kW)` → ("Power", "kW"), `temp [°C]` → ("temp", "°C"); a name without one is kept.
    static func splitUnit(_ header: String) -> (name: String, unit: String?) {
        let pairs: [(Character, Character)] = [("(", ")"), ("[", "]")]
        for (open, close) in pairs where header.last == close {
            guard let o = header.lastIndex(of: open), o > header.startIndex else { continue }
            let unit = header[header.index(after: o) ..< header.index(before: header.endIndex)]
            let name = String(header[..<o]).trimmingSpaces
            guard !name.isEmpty, isUnit(String(unit)) else { continue }
            // `G(i)`, `Gb(n)`: one letter against the name that is no unit is a subscript (PVGIS);
            // so is a lower-case one after a symbol of one or two letters (`G(h)`, `IR(h)`, not `Depth(m)`).
            if unit.count == 1, header[header.index(before: o)] != " " {
                if !commonUnits.contains(unit.lowercased()) { continue }
                if unit.first!.isLowercase, name.count <= 2, name.first!.isUppercase, name.allSatisfy(\.isLetter) { continue }
            }
            return (name, String(unit))
        }
        return (header, nil)
    }

    /// Short, with no digits but powers, and with a letter, `%` or `°`: `kW`, `°C`, `%`, `m/s`,
    /// `µg/m³`, `km/h`, `deg C` (a space only in six characters or fewer); a square or cube of metres (`W/m^2`, `W/m2`).
    static func isUnit(_ text: String) -> Bool {
        var t = Substring(text)
        if let f = t.first, let l = t.last, (f == "(" && l == ")") || (f == "[" && l == "]") { t = t.dropFirst().dropLast() }
        guard !t.isEmpty, t.count <= 12, !t.contains(" ") || t.count <= 6 else { return false }
        let chars = Array(t)
        let allowed = chars.indices.allSatisfy { i in
            let c = chars[i]
            if c == "2" || c == "3" {   // `m^2`, `m2`, `cm3`: squares and cubes of metres
                return i > 0 && (chars[i - 1] == "^" || chars[i - 1] == "m") && (i + 1 == chars.count || !chars[i + 1].isASCIIDigit && chars[i + 1] != ".")
            }
            return c.isLetter || " %°/·*^²³⁻¹-.µ$€£'\"".contains(c)
        }
        return allowed && t.contains { $0.isLetter || $0 == "%" || $0 == "°" || $0 == "$" || $0 == "€" || $0 == "£" }
    }

    /// Units seen in units rows, beside those a symbol shows (`°C`, `%`, `m/s`, `(kW)`).
    static let commonUnits: Set<String> = [
        "w", "kw", "mw", "gw", "wh", "kwh", "mwh", "v", "mv", "kv", "a", "ma", "ah", "mah", "hz", "khz", "va", "var",
        "pa", "hpa", "kpa", "mpa", "bar", "mbar", "psi", "k", "c", "f", "m", "mm", "cm", "km", "s", "ms", "min", "h",
        "g", "kg", "t", "l", "ml", "ppm", "ppb", "db", "dba", "lux", "lx", "rpm", "j", "kj", "usd", "eur", "gbp", "pcs",
    ]

    /// A row of units: most cells given, each unit-like, at least one plainly a unit (a symbol or a known one).
    static func isUnitsRow(_ row: [String?]) -> Bool {
        let given = row.compactMap { $0 }.filter { !$0.isEmpty }
        guard given.count * 2 >= row.count, !given.isEmpty, given.allSatisfy({ isUnit($0) && !looksNumeric($0) }) else { return false }
        return given.contains { $0.contains { "%°/()[]²³µ$€£".contains($0) } || commonUnits.contains($0.lowercased()) }
    }

    /// Words that label a row of units in its first cells (`01049;Unit;%;Grad C;…`).
    static let unitLabels: Set<String> = ["unit", "units", "einheit", "einheiten", "unité", "unités", "unidad", "unidades", "unità", "eenheid"]

    /// Where a units row's units start: 0 for a row of units alone (`isUnitsRow(_:)`); after a
    /// label (`Unit`) in one of its first two cells, whatever the cells before it hold; nil for
    /// another row.
    static func unitsRowStart(_ row: [String?]) -> Int? {
        if isUnitsRow(row) { return 0 }
        guard let label = row.prefix(2).firstIndex(where: { $0.map { unitLabels.contains($0.lowercased()) } ?? false }),
              label + 1 < row.count else { return nil }
        let rest = row[(label + 1)...].compactMap { $0 }.filter { !$0.isEmpty }
        return rest.count * 2 >= row.count - label - 1 && !rest.contains(where: looksNumeric) ? label + 1 : nil
    }

    /// A second row of names: every cell given is text (no number, gap or time of day), and the
    /// rows below hold numbers in columns where it holds text.
    static func isNamesRow(_ row: [String?], over rows: ArraySlice<[String?]>) -> Bool {
        let given = row.indices.filter { !(row[$0] ?? "").isEmpty }
        guard given.count * 2 >= row.count, given.allSatisfy({ !looksNumeric(row[$0]!) && !isClock(row[$0]!) }) else { return false }
        return given.contains { c in rows.contains { r in c < r.count && r[c].map { !$0.isEmpty && looksNumeric($0) && !CSVReader.isGap($0) } ?? false } }
    }

    /// A number in any of the writings read (`3.5`, `3,5`, `1.234,5`, `1 234`, no-break spaces
    /// too, `-2e3`) or a gap word.
    static func looksNumeric(_ s: String) -> Bool {
        if CSVReader.isGap(s) { return true }
        var t = Substring(s)
        if t.first == "-" || t.first == "+" { t = t.dropFirst() }
        if let e = t.firstIndex(where: { $0 == "e" || $0 == "E" }) {
            var exponent = t[t.index(after: e)...]
            if exponent.first == "-" || exponent.first == "+" { exponent = exponent.dropFirst() }
            guard !exponent.isEmpty, exponent.allSatisfy(\.isASCIIDigit) else { return false }
            t = t[..<e]
        }
        if t.first == ".", t.dropFirst().first?.isASCIIDigit == true { t = t.dropFirst() }   // `.01138`
        return t.first?.isASCIIDigit == true
            && t.allSatisfy { $0.isASCIIDigit || $0 == "." || $0 == "," || $0 == " " || $0 == "\u{A0}" || $0 == "\u{202F}" || $0 == "\u{2009}" }
    }
}

extension Character {
    var isASCIIDigit: Bool { ("0" ... "9").contains(self) }
}
