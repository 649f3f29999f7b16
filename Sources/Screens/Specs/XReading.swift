import SeriesData

/// An x as written (`--highlight`, an end of `--range`, a panel's `range`), read once both ways
/// it may be meant: as a time (`ISO8601`'s date-times, as the data's, or epoch milliseconds)
/// and as a number. The chart's `XKind` decides which counts (``subscript(_:)``), when the data
/// is known.
package struct XReading: Equatable {
    /// Epoch milliseconds, or `nil`: not a date nor an integer.
    package let time: Double?
    /// A finite number, or `nil`.
    package let number: Double?

    package init(_ text: String) {
        time = ISO8601.instant(text).map(Double.init)
        number = Double(text.trimmingSpaces).flatMap { $0.isFinite ? $0 : nil }
    }

    /// The reading that counts on a chart whose x are of `kind`.
    package subscript(kind: XKind) -> Double? { kind == .number ? number : time }

    /// A date, not a number: refused where x are numbers.
    package var isDate: Bool { time != nil && number == nil }
}
