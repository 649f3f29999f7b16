/// Parses the ISO-8601 date-times people put in CSV files, without Foundation.
enum ISO8601 {
    /// Milliseconds since the epoch of `YYYY-MM-DD`, optionally followed by `T` or a space and
    /// `HH:MM`, `HH:MM:SS` or `HH:MM:SS.fff…`, optionally followed by `Z` or `±HH:MM` / `±HHMM`.
    /// No zone means UTC. `nil` for anything else (including impossible dates such as 02-30).
    static func parse(_ b: UnsafeBufferPointer<UInt8>) -> Int64? {
        var p = 0
        func digits(_ n: Int) -> Int? {
            guard p + n <= b.count else { return nil }
            var v = 0
            for i in 0..<n {
                let d = b[p + i] &- UInt8(ascii: "0")
                guard d < 10 else { return nil }
                v = v * 10 + Int(d)
            }
            p += n
            return v
        }
        func take(_ c: Character) -> Bool {
            if p < b.count && b[p] == c.asciiValue! { p += 1; return true }
            return false
        }
        guard let year = digits(4), take("-"), let month = digits(2), take("-"), let day = digits(2),
              (1...12).contains(month), day >= 1, day <= CivilDate.daysInMonth(year: year, month: month) else { return nil }
        var date = CivilDate(year: year, month: month, day: day)
        var offsetMinutes = 0
        if p < b.count && (b[p] == UInt8(ascii: "T") || b[p] == UInt8(ascii: " ")) {
            p += 1
            guard let h = digits(2), take(":"), let m = digits(2), h < 24, m < 60 else { return nil }
            date.hour = h; date.minute = m
            if take(":") {
                guard let s = digits(2), s < 61 else { return nil }
                date.second = min(s, 59)
                if take(".") || take(",") {
                    var scale = 100, ms = 0, count = 0
                    while p < b.count, b[p] &- UInt8(ascii: "0") < 10 {
                        ms += Int(b[p] - UInt8(ascii: "0")) * scale
                        scale /= 10; count += 1; p += 1
                    }
                    guard count > 0 else { return nil }
                    date.millisecond = ms
                }
            }
            if take("Z") || take("z") {
            } else if p < b.count && (b[p] == UInt8(ascii: "+") || b[p] == UInt8(ascii: "-")) {
                let sign = b[p] == UInt8(ascii: "-") ? -1 : 1
                p += 1
                guard let oh = digits(2) else { return nil }
                _ = take(":")
                let om = p < b.count ? (digits(2) ?? -1) : 0
                guard om >= 0, oh < 24, om < 60 else { return nil }
                offsetMinutes = sign * (oh * 60 + om)
            }
        }
        guard p == b.count else { return nil }
        return date.milliseconds - Int64(offsetMinutes) * 60_000
    }
}
