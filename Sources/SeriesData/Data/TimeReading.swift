/// How one column writes its times, decided from a sample of its cells: the one date parser of
/// the data readers (CSV, JSON records, stream decoders), so a file and a stream of the same
/// lines read the same times.
///
/// `detect(name:samples:context:)` chooses the reading that fits every sampled cell (ISO-8601,
/// `/` `.` `-` dates with the day-first or month-first order decided by the column, month names,
/// years, quarters, `YYYYMMDD`, decimal years, epoch units by magnitude); ``init(format:)`` takes
/// a `--time-format` pattern. ``parse(_:)`` then reads each cell, `nil` for one of another form.
/// Calendar readings (dates, months, quarters, years) give the UTC midnight of the period's first day.
struct TimeReading: Sendable, Equatable, CustomStringConvertible {
    /// The unit of a bare number of time since the epoch.
    enum EpochUnit: Sendable, Equatable, CaseIterable {
        case seconds, milliseconds, microseconds, nanoseconds
    }

    /// How the cells are read.
    enum Form: Sendable, Equatable {
        /// `ISO8601.parse(_:)`, exactly.
        case iso
        /// A number of `unit`s since the epoch.
        case epoch(EpochUnit)
        /// `1949.083`: `monthly` maps k/12 fractions to month starts, else the fraction of the year.
        case decimalYears(monthly: Bool)
        /// Fields in an order (dates with `/` or month names, years, quarters, patterns).
        case fields(TimeLayout)
    }

    let form: Form
    /// For `--check`: one short phrase.
    let description: String
    /// The reading names calendar periods (days, months, quarters, years), not instants.
    let isCalendar: Bool

    init(form: Form, description: String, isCalendar: Bool) {
        self.form = form; self.description = description; self.isCalendar = isCalendar
    }

    /// Milliseconds since the epoch (UTC) of one trimmed cell; `nil` when it does not fit.
    /// - Complexity: O(length of the cell), no allocation; ISO-8601 costs one switch more than
    ///   `ISO8601.parse(_:)`.
    @inline(__always)
    func parse(_ cell: UnsafeBufferPointer<UInt8>) -> Int64? {
        switch form {
        case .iso: ISO8601.parse(cell)
        case .epoch(let unit): TimeReading.epoch(cell, unit: unit)
        case .decimalYears(let monthly): TimeReading.decimalYear(cell, monthly: monthly)
        case .fields(let layout): layout.parse(cell)
        }
    }

    /// `text` read as ``parse(_:)`` reads a cell.
    func parse(_ text: String) -> Int64? {
        var text = text
        return text.withUTF8 { parse($0) }
    }

    /// Milliseconds of a number of `unit`s since the epoch: seconds and milliseconds as
    /// `TimeValue` reads them; integer micro- and nanoseconds exactly (rounded to the millisecond).
    static func epoch(_ b: UnsafeBufferPointer<UInt8>, unit: EpochUnit) -> Int64? {
        switch unit {
        case .seconds: return CSVReader.parseNumber(b).flatMap { TimeValue.milliseconds($0, kind: .seconds) }
        case .milliseconds: return CSVReader.parseNumber(b).flatMap { TimeValue.milliseconds($0, kind: .milliseconds) }
        case .microseconds, .nanoseconds:
            let per: Int64 = unit == .microseconds ? 1000 : 1_000_000
            if let n = integer(b) { return n / per + (n % per >= per / 2 ? 1 : 0) }
            guard let v = CSVReader.parseNumber(b), abs(v) < 9e18 else { return nil }
            return Int64((v / Double(per)).rounded())
        }
    }

    /// A cell of only digits as an exact integer; `nil` for anything else or beyond `Int64.max`.
    private static func integer(_ b: UnsafeBufferPointer<UInt8>) -> Int64? {
        guard !b.isEmpty else { return nil }
        var n: Int64 = 0
        for byte in b {
            let d = byte &- UInt8(ascii: "0")
            guard d < 10 else { return nil }
            let (times10, o1) = n.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int64(d))
            guard !o1 && !o2 else { return nil }
            n = sum
        }
        return n
    }

    /// Milliseconds of a decimal year (`1949.083`, as R's `ts` writes monthly series): with
    /// `monthly`, the fraction must be k/12 (to three decimals) and gives the first of month k + 1;
    /// else the fraction of the year's length.
    static func decimalYear(_ b: UnsafeBufferPointer<UInt8>, monthly: Bool) -> Int64? {
        guard let v = CSVReader.parseNumber(b), v >= 1, v < 10_000 else { return nil }
        let year = Int(v.rounded(.down))
        let fraction = v - Double(year)
        if monthly {
            let k = (fraction * 12).rounded()
            guard abs(fraction * 12 - k) < monthlyTolerance else { return nil }
            let months = year * 12 + Int(k)
            return CivilDate(year: months / 12, month: months % 12 + 1, day: 1).milliseconds
        }
        let start = CivilDate(year: year, month: 1, day: 1).milliseconds
        let end = CivilDate(year: year + 1, month: 1, day: 1).milliseconds
        return start + Int64((fraction * Double(end - start)).rounded())
    }

    /// How far from k/12 a monthly decimal year's fraction × 12 may be (R writes `1949.083`).
    static let monthlyTolerance = 0.02
}

/// What detection falls back on when the sample cannot decide (the exe fills it from the locale).
public struct TimeContext: Sendable, Equatable {
    /// d/m/y when a whole column is ambiguous (`LC_TIME`'s order).
    public var dayFirst: Bool = false
    /// Extra month names and abbreviations (`LC_TIME`), lower-cased, to 1…12.
    package var monthNames: [String: Int] = [:]

    public init(dayFirst: Bool = false, monthNames: [String: Int] = [:]) {
        self.dayFirst = dayFirst; self.monthNames = monthNames
    }
}
