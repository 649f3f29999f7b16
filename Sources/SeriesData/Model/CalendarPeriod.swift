/// The calendar period every point of a chart starts, when the data is of months, quarters or
/// years (each x a UTC midnight on the 1st of a month, of a quarter's month, of January): text
/// then names the period (`Mar 2019`, `Q3 2019`, `1871`) instead of its first day.
package enum CalendarPeriod: Sendable, Equatable {
    case month, quarter, year

    /// The period of `x` whose spacing is `unit` (`XAxisLabels.unit(of:kind:)`), `nil` when the
    /// points are not all period starts or lie closer than the period (a month holds days).
    /// - Complexity: O(n), stopping at the first point that is no month's start.
    public static func of(_ x: [Int64], unit: Int64) -> CalendarPeriod? {
        let day = CivilDate.millisecondsPerDay
        guard x.count >= 2, unit >= 28 * day else { return nil }
        var januaries = true, quarterMonths = true
        for v in x {
            guard v % day == 0 else { return nil }
            let d = CivilDate(milliseconds: v)
            guard d.day == 1 else { return nil }
            if d.month != 1 { januaries = false }
            if (d.month - 1) % 3 != 0 { quarterMonths = false }
        }
        if januaries { return .year }
        return quarterMonths && unit >= 89 * day ? .quarter : .month
    }

    /// Whether `ms` starts a period of this kind (for points appended to such data).
    public func holds(_ ms: Int64) -> Bool {
        guard ms % CivilDate.millisecondsPerDay == 0 else { return false }
        let d = CivilDate(milliseconds: ms)
        switch self {
        case .month: return d.day == 1
        case .quarter: return d.day == 1 && (d.month - 1) % 3 == 0
        case .year: return d.day == 1 && d.month == 1
        }
    }
}
