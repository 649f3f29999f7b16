/// Durations of the kiosk file: a number and a unit, several run together — `500ms`, `30s`,
/// `2m`, `1h30m`, `1d`.
enum KioskDuration {
    /// Seconds, or `nil` when `text` is not a duration (empty, no unit, negative, absurd).
    public static func seconds(_ text: String) -> Double? {
        var total = 0.0
        var rest = Substring(text.filter { $0 != " " })
        guard !rest.isEmpty else { return nil }
        while !rest.isEmpty {
            let number = rest.prefix { $0.isNumber || $0 == "." }
            guard !number.isEmpty, let value = Double(number) else { return nil }
            rest = rest.dropFirst(number.count)
            let unit = rest.prefix { $0.isLetter }
            rest = rest.dropFirst(unit.count)
            switch unit {
            case "ms": total += value / 1000
            case "s": total += value
            case "m": total += value * 60
            case "h": total += value * 3600
            case "d": total += value * 86400
            default: return nil
            }
        }
        return total.isFinite && total <= 366 * 86400 ? total : nil
    }
}
