/// The time of a sample as people write it: ISO-8601 (`ISO8601`) or epoch seconds or
/// milliseconds (numbers below 10¹¹ are seconds). Shared by the CSV loader and the stream
/// decoders, so a file and a stream of the same lines read the same times.
enum TimeValue {
    /// How a column writes its times (detected on its first value and kept).
    enum Kind: Sendable { case iso, seconds, milliseconds }

    /// The kind `text` looks like: ISO when it has a `-` after the first byte or a `:`, else
    /// seconds or milliseconds by magnitude.
    static func kind(of b: UnsafeBufferPointer<UInt8>) -> Kind {
        if b.contains(UInt8(ascii: "-")) && b.first != UInt8(ascii: "-") || b.contains(UInt8(ascii: ":")) { return .iso }
        return (CSVReader.parseNumber(b).map { abs($0) < 1e11 } ?? true) ? .seconds : .milliseconds
    }

    /// Milliseconds since the epoch of `text` read as `kind`; `nil` when it is not one.
    static func parse(_ b: UnsafeBufferPointer<UInt8>, kind: Kind) -> Int64? {
        switch kind {
        case .iso: return ISO8601.parse(b)
        case .seconds, .milliseconds:
            guard let v = CSVReader.parseNumber(b) else { return nil }
            return milliseconds(v, kind: kind)
        }
    }

    /// Milliseconds of a number of seconds or milliseconds; `nil` out of range (or for `.iso`).
    static func milliseconds(_ v: Double, kind: Kind) -> Int64? {
        switch kind {
        case .iso: return nil
        case .seconds:
            guard abs(v) < 1e14 else { return nil }
            return Int64((v * 1000).rounded())
        case .milliseconds:
            guard abs(v) < 9e15 else { return nil }
            return Int64(v.rounded())
        }
    }

    /// The kind of a bare number: seconds below 10¹¹, else milliseconds.
    static func kind(ofNumber v: Double) -> Kind { abs(v) < 1e11 ? .seconds : .milliseconds }
}
