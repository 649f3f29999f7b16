import SeriesData

/// An x as written (`--highlight`, an end of `--range`, a panel's `range`), read once both ways
/// it may be meant: as a time (a UTC date or epoch milliseconds) and as a number. The chart's
/// ``XKind`` decides which counts (``subscript(_:)``), when the data is known.
struct XReading: Equatable {
    /// Epoch milliseconds, or `nil`: not a date nor an integer.
    let time: Double?
    /// A finite number, or `nil`.
    let number: Double?

    init(_ text: String) {
        time = PNGRender.parseTime(text)
        number = Double(text.trimmingSpaces).flatMap { $0.isFinite ? $0 : nil }
    }

    /// The reading that counts on a chart whose x are of `kind`.
    subscript(kind: XKind) -> Double? { kind == .number ? number : time }

    /// A date, not a number: refused where x are numbers.
    var isDate: Bool { time != nil && number == nil }
}
