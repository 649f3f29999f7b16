/// PROVISIONAL (helper "table"): the contract's API over ``TimeValue`` (ISO-8601, epoch seconds
/// and milliseconds) plus `YYYY-MM`, `YYYY-Qn` and years, until helper "time" brings the real one.

/// How one column writes its times, decided from a sample of its cells.
struct TimeReading: Sendable, Equatable, CustomStringConvertible {
    private enum Form: Sendable, Equatable { case value(TimeValue.Kind), month, quarter, year }
    private let form: Form

    /// The reading that fits every non-empty cell of `samples`, with the column's `name` as a hint;
    /// `nil` when no time reading fits.
    static func detect(name: String, samples: [String], context: TimeContext) -> TimeReading? {
        let cells = samples.filter { !$0.isEmpty }
        guard let first = cells.first else { return nil }
        let yearish = name.lowercased().contains("year") || name.lowercased() == "jahr"
        var candidates: [Form] = yearish ? [.year] : []
        let kind = Array(first.utf8).withUnsafeBufferPointer { TimeValue.kind(of: $0) }
        candidates += [.month, .quarter, .value(kind)]
        for form in candidates {
            let reading = TimeReading(form: form)
            let fits = cells.allSatisfy { cell in
                Array(cell.utf8).withUnsafeBufferPointer { b in
                    guard let t = reading.parse(b) else { return false }
                    // Epoch numbers before 1973 are not taken for times (never a silent 1970).
                    if case .value(let k) = form, k != .iso { return t >= 100_000_000_000 }
                    return true
                }
            }
            if fits { return reading }
        }
        return nil
    }

    private init(form: Form) { self.form = form }

    /// A reading from `--time-format`: only `%Y-%m-%d…` (ISO), `%s` and `%Y` in this stand-in.
    init(format: String) throws(LoadError.Problem) {
        switch format {
        case "%s": form = .value(.seconds)
        case "%Y": form = .year
        case "%Y-%m": form = .month
        default:
            guard format.hasPrefix("%Y-%m-%d") else { throw .badHeader("--time-format '\(format)' is not understood") }
            form = .value(.iso)
        }
    }

    /// Milliseconds since the epoch (UTC) of one trimmed cell; `nil` when it does not fit.
    func parse(_ cell: UnsafeBufferPointer<UInt8>) -> Int64? {
        func digits(_ a: Int, _ n: Int) -> Int? {
            guard a + n <= cell.count else { return nil }
            var v = 0
            for i in a ..< a + n {
                let d = cell[i] &- 48
                guard d < 10 else { return nil }
                v = v * 10 + Int(d)
            }
            return v
        }
        switch form {
        case .value(let kind): return TimeValue.parse(cell, kind: kind)
        case .year:
            guard cell.count == 4, let y = digits(0, 4), y >= 1000 else { return nil }
            return CivilDate(year: y, month: 1, day: 1).milliseconds
        case .month:
            guard cell.count == 7, cell[4] == UInt8(ascii: "-"), let y = digits(0, 4), let m = digits(5, 2), (1 ... 12).contains(m) else { return nil }
            return CivilDate(year: y, month: m, day: 1).milliseconds
        case .quarter:
            guard cell.count == 7, cell[4] == UInt8(ascii: "-"), cell[5] == UInt8(ascii: "Q"), let y = digits(0, 4),
                  let q = digits(6, 1), (1 ... 4).contains(q) else { return nil }
            return CivilDate(year: y, month: 3 * q - 2, day: 1).milliseconds
        }
    }

    var description: String {
        switch form {
        case .value(.iso): "ISO-8601 dates"
        case .value(.seconds): "epoch seconds"
        case .value(.milliseconds): "epoch milliseconds"
        case .month: "months"
        case .quarter: "quarters"
        case .year: "calendar years"
        }
    }

    var isCalendar: Bool {
        switch form {
        case .value: false
        case .month, .quarter, .year: true
        }
    }

    /// What a column that no reading fits looks like, for errors.
    static func shape(of samples: [String]) -> String {
        let cells = samples.filter { !$0.isEmpty }
        guard let first = cells.first else { return "empty cells" }
        return "text such as '\(first)'"
    }
}

/// What detection falls back on when the sample cannot decide (the exe fills it from the locale).
public struct TimeContext: Sendable, Equatable {
    public var dayFirst: Bool = false
    public var monthNames: [String: Int] = [:]
    public init(dayFirst: Bool = false, monthNames: [String: Int] = [:]) {
        self.dayFirst = dayFirst; self.monthNames = monthNames
    }
}
