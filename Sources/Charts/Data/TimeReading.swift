/// PROVISIONAL (helper "json"): the contract's API of helper "time", wrapping ``TimeValue``
/// (ISO-8601, epoch seconds, epoch milliseconds). The lead replaces this file at merge.
struct TimeReading: Sendable, Equatable, CustomStringConvertible {
    private let kind: TimeValue.Kind

    /// The reading that fits every non-empty cell of `samples`; `nil` when none fits. Plain
    /// numbers are epoch times only above 10⁸ (1973) or in a column named like a time.
    static func detect(name: String, samples: [String], context: TimeContext) -> TimeReading? {
        let cells = samples.filter { !$0.isEmpty }
        guard let first = cells.first else { return nil }
        let kind = first.utf8.withContiguousStorageIfAvailable { TimeValue.kind(of: $0) } ?? .iso
        let reading = TimeReading(kind: kind)
        var numbers = true
        for cell in cells {
            var c = cell
            guard c.withUTF8({ reading.parse($0) }) != nil else { return nil }
            if kind == .iso { numbers = false }
        }
        if numbers && kind == .seconds && !["time", "timestamp", "ts", "t", "epoch", "date", "datetime"].contains(name.lowercased()) {
            guard cells.allSatisfy({ (Double($0) ?? 0) >= 1e8 }) else { return nil }
        }
        return reading
    }

    private init(kind: TimeValue.Kind) { self.kind = kind }

    /// A reading from `--time-format`: not available in this provisional copy.
    init(format: String) throws(LoadError.Problem) {
        throw .syntax("--time-format \(format): not supported by this build")
    }

    /// Milliseconds since the epoch (UTC) of one trimmed cell; `nil` when it does not fit.
    func parse(_ cell: UnsafeBufferPointer<UInt8>) -> Int64? { TimeValue.parse(cell, kind: kind) }

    var description: String {
        switch kind {
        case .iso: "ISO-8601 times"
        case .seconds: "epoch seconds"
        case .milliseconds: "epoch milliseconds"
        }
    }

    var isCalendar: Bool { false }

    /// What a column that no reading fits looks like, for errors.
    static func shape(of samples: [String]) -> String {
        let cells = samples.filter { !$0.isEmpty }
        let numbers = cells.compactMap { Double($0) }
        if !cells.isEmpty && numbers.count == cells.count, let lo = numbers.min(), let hi = numbers.max() {
            func text(_ v: Double) -> String { abs(v) < 1e15 && v == v.rounded() ? String(Int64(v)) : String(v) }
            return "numbers \(text(lo)) to \(text(hi))"
        }
        return cells.first.map { "text such as '\(LoadError.shown($0))'" } ?? "empty cells"
    }
}

/// What detection falls back on when the sample cannot decide (the exe fills it from the locale).
struct TimeContext: Sendable, Equatable {
    var dayFirst: Bool = false
    var monthNames: [String: Int] = [:]
    init(dayFirst: Bool = false, monthNames: [String: Int] = [:]) {
        self.dayFirst = dayFirst; self.monthNames = monthNames
    }
}
