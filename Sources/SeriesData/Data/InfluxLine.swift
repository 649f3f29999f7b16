/// One line of InfluxDB line protocol, what Telegraf and many devices write:
/// `measurement[,tag=value…] field=value[,field=value…] [timestamp]`. Field values are floats
/// (`0.5`, `1e3`), integers (`5i`, `5u`), booleans (`t`, `true`, `F`, …) or quoted strings;
/// `\` escapes a comma, space or `=` in names and a quote or backslash in strings. The timestamp
/// is an integer (nanoseconds unless the writer chose another precision).
enum InfluxLine {
    /// What is wrong with a line, and the byte offset where it is.
    struct Failure: Error, Equatable {
        var problem: LoadError.LineProtocolProblem
        var offset: Int
    }

    /// Reads `b[0 ..< n]`, calling `field` for each field in order with the end of the
    /// measurement and tags, the field key's range and its value (`nil` for a string); returns the end of the measurement and tags (the
    /// series' key, as written) and the timestamp.
    /// - Complexity: O(n), no allocation.
    static func parse(_ b: UnsafePointer<UInt8>, _ n: Int,
                      field: (_ keyEnd: Int, _ fieldStart: Int, _ fieldEnd: Int, _ value: Double?) -> Void) throws(Failure) -> (keyEnd: Int, timestamp: Int64?) {
        var p = 0
        // Measurement, then `,tag=value` pairs, up to an unescaped space.
        p = skipName(b, n, p, stopAtEquals: false)
        guard p > 0 else { throw Failure(problem: .noMeasurement, offset: 0) }
        while p < n && b[p] == UInt8(ascii: ",") {
            let p0 = p + 1
            let k = skipName(b, n, p + 1, stopAtEquals: true)
            guard k > p + 1, k < n, b[k] == UInt8(ascii: "=") else { throw Failure(problem: .badField(Self.text(b, p + 1, k)), offset: p + 1) }
            p = skipName(b, n, k + 1, stopAtEquals: false)
            guard p > k + 1 else { throw Failure(problem: .badField(Self.text(b, p0, k + 1)), offset: k + 1) }
        }
        let seriesEnd = p
        guard p < n, b[p] == 0x20 else { throw Failure(problem: .noFields, offset: p) }
        while p < n && b[p] == 0x20 { p += 1 }
        guard p < n else { throw Failure(problem: .noFields, offset: p) }
        // Fields.
        while true {
            let keyStart = p
            p = skipName(b, n, p, stopAtEquals: true)
            guard p > keyStart, p < n, b[p] == UInt8(ascii: "=") else { throw Failure(problem: .badField(Self.text(b, keyStart, p)), offset: keyStart) }
            let keyEnd = p
            p += 1
            if p < n && b[p] == UInt8(ascii: "\"") {
                let open = p
                p += 1
                while p < n && b[p] != UInt8(ascii: "\"") { p += b[p] == UInt8(ascii: "\\") ? 2 : 1 }
                guard p < n else { throw Failure(problem: .unterminatedString, offset: open) }
                p += 1
                field(seriesEnd, keyStart, keyEnd, nil)
            } else {
                let start = p
                while p < n && b[p] != UInt8(ascii: ",") && b[p] != 0x20 { p += 1 }
                guard let v = value(b, start, p) else { throw Failure(problem: .badValue(Self.text(b, start, p)), offset: start) }
                field(seriesEnd, keyStart, keyEnd, v)
            }
            guard p < n && b[p] == UInt8(ascii: ",") else { break }
            p += 1
        }
        while p < n && b[p] == 0x20 { p += 1 }
        guard p < n else { return (seriesEnd, nil) }
        // The timestamp: an integer, then nothing.
        let start = p
        var end = n
        while end > p && b[end - 1] == 0x20 { end -= 1 }
        let negative = b[p] == UInt8(ascii: "-")
        if negative { p += 1 }
        var t: Int64 = 0
        guard p < end else { throw Failure(problem: .badTimestamp(Self.text(b, start, end)), offset: start) }
        while p < end {
            let d = b[p] &- UInt8(ascii: "0")
            guard d < 10 else { throw Failure(problem: .badTimestamp(Self.text(b, start, end)), offset: start) }
            let (m, o1) = t.multipliedReportingOverflow(by: 10)
            let (s, o2) = m.addingReportingOverflow(Int64(d))
            guard !o1 && !o2 else { throw Failure(problem: .badTimestamp(Self.text(b, start, end)), offset: start) }
            t = s
            p += 1
        }
        return (seriesEnd, negative ? -t : t)
    }

    private static func text(_ b: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> String {
        String(decoding: UnsafeBufferPointer(start: b + start, count: max(0, end - start)), as: UTF8.self)
    }

    /// Milliseconds of a timestamp, its unit told by its magnitude (for now, ≈ 1.7·10⁹ s):
    /// nanoseconds from 10¹⁷, microseconds from 10¹⁴, milliseconds from 10¹¹, else seconds.
    static func milliseconds(_ t: Int64) -> Int64 {
        let m = t.magnitude
        if m >= 100_000_000_000_000_000 { return t / 1_000_000 }
        if m >= 100_000_000_000_000 { return t / 1000 }
        if m >= 100_000_000_000 { return t }
        return t * 1000
    }

    /// The name (measurement, tag key or value, field key) from `p`: up to an unescaped comma or
    /// space (or `=` when `stopAtEquals`); `\` takes the next byte as it is.
    @inline(__always)
    static func skipName(_ b: UnsafePointer<UInt8>, _ n: Int, _ start: Int, stopAtEquals: Bool) -> Int {
        var p = start
        while p < n {
            let c = b[p]
            if c == UInt8(ascii: "\\") && p + 1 < n { p += 2; continue }
            if c == UInt8(ascii: ",") || c == 0x20 || (stopAtEquals && c == UInt8(ascii: "=")) { break }
            p += 1
        }
        return p
    }

    /// A field value that is not a string: a float, an integer (`i`/`u`) or a boolean.
    private static func value(_ b: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Double? {
        guard end > start else { return nil }
        switch b[start] {
        case UInt8(ascii: "t"), UInt8(ascii: "T"), UInt8(ascii: "f"), UInt8(ascii: "F"):
            let word = UnsafeBufferPointer(start: b + start, count: end - start)
            for (text, v) in booleans where word.elementsEqual(text.utf8) { return v }
            return nil
        default:
            let last = b[end - 1]
            let e = last == UInt8(ascii: "i") || last == UInt8(ascii: "u") ? end - 1 : end
            if e < end {   // integers: digits only
                for q in start ..< e where !(b[q] >= UInt8(ascii: "0") && b[q] <= UInt8(ascii: "9")) && !(q == start && b[q] == UInt8(ascii: "-")) { return nil }
            }
            return StreamLine.number(b, start, e)
        }
    }

    private static let booleans: [(String, Double)] = [("t", 1), ("T", 1), ("true", 1), ("True", 1), ("TRUE", 1),
                                                        ("f", 0), ("F", 0), ("false", 0), ("False", 0), ("FALSE", 0)]

    /// A readable series name: `cpu host=a usage_user` for the key `cpu,host=a` and the field
    /// `usage_user` (escapes removed).
    static func seriesName(_ b: UnsafePointer<UInt8>, keyEnd: Int, field: Range<Int>) -> String {
        var out: [UInt8] = []
        var p = 0
        while p < keyEnd {
            var c = b[p]
            if c == UInt8(ascii: "\\") && p + 1 < keyEnd { p += 1; c = b[p] } else if c == UInt8(ascii: ",") { c = 0x20 }
            out.append(c)
            p += 1
        }
        out.append(0x20)
        p = field.lowerBound
        while p < field.upperBound {
            if b[p] == UInt8(ascii: "\\") && p + 1 < field.upperBound { p += 1 }
            out.append(b[p])
            p += 1
        }
        return String(decoding: out, as: UTF8.self)
    }
}
