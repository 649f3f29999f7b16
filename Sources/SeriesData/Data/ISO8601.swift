/// Parses the ISO-8601 date-times people put in CSV files, without Foundation.
package enum ISO8601 {
    /// A read position over the bytes of one cell (a struct with mutating methods: no closures that
    /// capture a variable, so no dynamic exclusivity checks in the per-row path).
    private struct Cursor {
        let b: UnsafeBufferPointer<UInt8>
        var p = 0

        mutating func digits(_ n: Int) -> Int? {
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

        mutating func take(_ c: UInt8) -> Bool {
            if p < b.count && b[p] == c { p += 1; return true }
            return false
        }

        var atEnd: Bool { p == b.count }
        var next: UInt8? { p < b.count ? b[p] : nil }
    }

    /// Milliseconds since the epoch of `YYYY-MM-DD`, optionally followed by `T` or a space and
    /// `HH:MM`, `HH:MM:SS` or `HH:MM:SS.fff…`, optionally followed by `Z` or `±HH:MM` / `±HHMM`.
    /// No zone means UTC. `nil` for anything else (including impossible dates such as 02-30).
    /// - Complexity: O(length of the text).
    static func parse(_ b: UnsafeBufferPointer<UInt8>) -> Int64? {
        var c = Cursor(b: b)
        guard let year = c.digits(4), c.take(UInt8(ascii: "-")), let month = c.digits(2), c.take(UInt8(ascii: "-")),
              let day = c.digits(2), (1...12).contains(month), day >= 1,
              day <= CivilDate.daysInMonth(year: year, month: month) else { return nil }
        var date = CivilDate(year: year, month: month, day: day)
        var offsetMinutes = 0
        if c.take(UInt8(ascii: "T")) || c.take(UInt8(ascii: " ")) {
            guard let h = c.digits(2), c.take(UInt8(ascii: ":")), let m = c.digits(2), h < 24, m < 60 else { return nil }
            date.hour = h; date.minute = m
            if c.take(UInt8(ascii: ":")) {
                guard let s = c.digits(2), s < 61 else { return nil }
                date.second = min(s, 59)
                if c.take(UInt8(ascii: ".")) || c.take(UInt8(ascii: ",")) {
                    var scale = 100, ms = 0, count = 0
                    while let d = c.next, d &- UInt8(ascii: "0") < 10 {
                        ms += Int(d - UInt8(ascii: "0")) * scale
                        scale /= 10; count += 1; c.p += 1
                    }
                    guard count > 0 else { return nil }
                    date.millisecond = ms
                }
            }
            if c.take(UInt8(ascii: "Z")) || c.take(UInt8(ascii: "z")) {
            } else if let s = c.next, s == UInt8(ascii: "+") || s == UInt8(ascii: "-") {
                let sign = s == UInt8(ascii: "-") ? -1 : 1
                c.p += 1
                guard let oh = c.digits(2) else { return nil }
                _ = c.take(UInt8(ascii: ":"))
                let om = c.atEnd ? 0 : (c.digits(2) ?? -1)
                guard om >= 0, oh < 24, om < 60 else { return nil }
                offsetMinutes = sign * (oh * 60 + om)
            }
        }
        guard c.atEnd else { return nil }
        return date.milliseconds - Int64(offsetMinutes) * 60_000
    }

    /// A time as written on the command line or in a kiosk panel (`--range`, `--highlight`, a
    /// Prometheus span): a whole number of epoch milliseconds, or a date-time ``parse(_:)`` reads;
    /// spaces around it are ignored. The dates the data readers take, so `2019-02-31` is refused
    /// here as in a file. `nil` for anything else.
    package static func instant(_ text: String) -> Int64? {
        var text = text
        return text.withUTF8 { all -> Int64? in
            var lo = 0, hi = all.count
            while lo < hi, all[lo] == UInt8(ascii: " ") { lo += 1 }
            while hi > lo, all[hi - 1] == UInt8(ascii: " ") { hi -= 1 }
            let b = UnsafeBufferPointer(rebasing: all[lo ..< hi])
            if let ms = Int64(String(decoding: b, as: UTF8.self)) { return ms }
            return parse(b)
        }
    }
}
