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
            // `G(i)`, `Gb(n)`: one letter against the name that is no unit is a subscript (PVGIS).
            if unit.count == 1, header[header.index(before: o)] != " ", !commonUnits.contains(unit.lowercased()) { continue }
            return (name, String(unit))
        }
        return (header, nil)
    }

    /// Short, with no digits but powers, and with a letter, `%` or `°`: `kW`, `°C`, `%`, `m/s`, `µg/m³`, `km/h`.
    static func isUnit(_ text: String) -> Bool {
        var t = Substring(text)
        if let f = t.first, let l = t.last, (f == "(" && l == ")") || (f == "[" && l == "]") { t = t.dropFirst().dropLast() }
        guard !t.isEmpty, t.count <= 12, !t.contains(" ") || t.count <= 6 else { return false }
        let allowed = t.allSatisfy { $0.isLetter || "%°/·*^²³⁻¹-.µ$€£'\"".contains($0) }
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

    /// A number in any of the writings read (`3.5`, `3,5`, `1.234,5`, `1 234`, no-break spaces
    /// too, `-2e3`) or a gap word.
    static func looksNumeric(_ s: String) -> Bool {
        if CSVReader.gapWords.contains(s) { return true }
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
