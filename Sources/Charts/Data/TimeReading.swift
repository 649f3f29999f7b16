// Provisional (helper "streams"): the shared `TimeReading` contract over the existing
// `TimeValue` (ISO-8601, epoch seconds or milliseconds). Helper "time" owns the real one; the lead
// replaces this file at merge.

/// How one column writes its times, decided from a sample of its cells.
struct TimeReading: Sendable, Equatable, CustomStringConvertible {
    private let kind: TimeValue.Kind

    /// The reading that fits every non-empty cell of `samples`; `nil` when none fits.
    static func detect(name: String, samples: [String], context: TimeContext) -> TimeReading? {
        let cells = samples.filter { !$0.isEmpty }
        guard let first = cells.first else { return nil }
        let kind = Array(first.utf8).withUnsafeBufferPointer { TimeValue.kind(of: $0) }
        let reading = TimeReading(kind: kind)
        let fits = cells.allSatisfy { cell in Array(cell.utf8).withUnsafeBufferPointer { reading.parse($0) != nil } }
        return fits ? reading : nil
    }

    private init(kind: TimeValue.Kind) { self.kind = kind }

    /// A reading from `--time-format` (not read by this provisional version).
    init(format: String) throws(LoadError.Problem) { throw .badTime(format) }

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
        "text such as '\(samples.first { !$0.isEmpty } ?? "")'"
    }
}

/// What detection falls back on when the sample cannot decide.
struct TimeContext: Sendable, Equatable {
    var dayFirst: Bool = false
    var monthNames: [String: Int] = [:]
    init(dayFirst: Bool = false, monthNames: [String: Int] = [:]) {
        self.dayFirst = dayFirst; self.monthNames = monthNames
    }
}
