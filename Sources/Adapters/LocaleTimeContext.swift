#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif
import SeriesData

/// The `TimeContext` of the environment's `LC_TIME` (`LC_ALL`, else `LC_TIME`, else `LANG`): d/m/y
/// when its date format (`nl_langinfo(D_FMT)`) puts the day before the month, and its month names
/// and abbreviations (`MON_n`, `ABMON_n`) for dates such as `3. März 2024`. Read through a locale
/// handle (`newlocale`): the process's own locale stays "C".
package enum LocaleTimeContext {
    package static func current() -> TimeContext {
        guard let locale = newlocale(Int32(LC_TIME_MASK), "", nil) else { return TimeContext() }
        defer { freelocale(locale) }
        func item(_ i: Int) -> String { String(cString: nl_langinfo_l(nl_item(i), locale)) }
        return context(dateFormat: item(Int(D_FMT)),
                       months: (0 ..< 12).map { [item(Int(MON_1) + $0), item(Int(ABMON_1) + $0)] })
    }

    /// From a `D_FMT` (`%d.%m.%Y`) and per month its names (`["März", "Mär"]`).
    static func context(dateFormat: String, months: [[String]]) -> TimeContext {
        let day = dateFormat.firstRange(of: "%d") ?? dateFormat.firstRange(of: "%e")
        let month = dateFormat.firstRange(of: "%m") ?? dateFormat.firstRange(of: "%b")
        var context = TimeContext()
        if let day, let month { context.dayFirst = day.lowerBound < month.lowerBound }
        for (m, names) in months.enumerated() {
            for name in names {
                var n = name.lowercased()
                while n.last == "." { n.removeLast() }   // `janv.`
                if !n.isEmpty && context.monthNames[n] == nil { context.monthNames[n] = m + 1 }
            }
        }
        return context
    }
}
