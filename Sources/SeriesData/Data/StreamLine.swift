/// Reading one line of a stream in the plain shapes shell tools write: tokens separated by
/// spaces, tabs or commas, numbers, and a time of day (`12:00:01`, `12:00:01 AM`). Shared by the
/// format sniffer and the decoders, so both read a line the same way.
enum StreamLine {
    /// One token: bytes `start ..< end` of the line.
    struct Token: Equatable { var start: Int; var end: Int }

    /// Splits `b[0 ..< n]` at runs of spaces and tabs (and commas when `commas`) into `tokens`.
    /// - Complexity: O(n), no allocation once `tokens` has grown.
    static func split(_ b: UnsafePointer<UInt8>, _ n: Int, commas: Bool, into tokens: inout [Token]) {
        tokens.removeAll(keepingCapacity: true)
        var p = 0
        while true {
            while p < n && isSeparator(b[p], commas) { p &+= 1 }
            guard p < n else { return }
            let start = p
            while p < n && !isSeparator(b[p], commas) { p &+= 1 }
            tokens.append(Token(start: start, end: p))
        }
    }

    @inline(__always)
    static func isSeparator(_ c: UInt8, _ commas: Bool) -> Bool {
        c == 0x20 || c == 0x09 || (commas && c == UInt8(ascii: ","))
    }

    /// The finite number `b[start ..< end]` is (JSON number syntax), or `nil`.
    /// - Complexity: O(end − start), no allocation.
    @inline(__always)
    static func number(_ b: UnsafePointer<UInt8>, _ start: Int, _ end: Int) -> Double? {
        if let v = PlainNumber.parse(b, from: start, to: end) { return v }
        guard end > start, b[start] == UInt8(ascii: "-") || (b[start] >= UInt8(ascii: "0") && b[start] <= UInt8(ascii: "9")) else { return nil }
        guard let v = CSVReader.parseNumber(UnsafeBufferPointer(start: b + start, count: end - start)), v.isFinite else { return nil }
        return v
    }

    /// The time of day `12:00:01`, `9:05`, `12:00:01.250` in `b[token]`, with `AM`/`PM` in
    /// `b[next]` when given: milliseconds since midnight and whether `next` was used; `nil` when
    /// it is not one.
    static func timeOfDay(_ b: UnsafePointer<UInt8>, _ token: Token, next: Token?) -> (ms: Int64, usedNext: Bool)? {
        var p = token.start
        func digits(_ most: Int) -> Int? {
            var v = 0, k = 0
            while p < token.end && k < most, case let d = b[p] &- UInt8(ascii: "0"), d < 10 { v = v * 10 + Int(d); p += 1; k += 1 }
            return k == 0 ? nil : v
        }
        guard let h = digits(2), p < token.end, b[p] == UInt8(ascii: ":") else { return nil }
        p += 1
        let minutes = p
        guard let m = digits(2), p - minutes == 2, m < 60 else { return nil }
        var s = 0, ms = 0
        if p < token.end && b[p] == UInt8(ascii: ":") {
            p += 1
            let before = p
            guard let v = digits(2), p - before == 2, v < 61 else { return nil }
            s = v
            if p < token.end && (b[p] == UInt8(ascii: ".") || b[p] == UInt8(ascii: ",")) {
                p += 1
                var scale = 100, k = 0
                while p < token.end, case let d = b[p] &- UInt8(ascii: "0"), d < 10 { if k < 3 { ms += Int(d) * scale; scale /= 10 }; k += 1; p += 1 }
                guard k > 0 else { return nil }
            }
        }
        guard p == token.end else { return nil }
        var hour = h
        var usedNext = false
        if let next, next.end - next.start == 2, b[next.start + 1] | 0x20 == UInt8(ascii: "m") {
            let ap = b[next.start] | 0x20
            if ap == UInt8(ascii: "a") || ap == UInt8(ascii: "p") {
                guard (1 ... 12).contains(h) else { return nil }
                hour = h % 12 + (ap == UInt8(ascii: "p") ? 12 : 0)
                usedNext = true
            }
        }
        guard hour < 24 else { return nil }
        return (Int64(((hour * 60 + m) * 60 + s) * 1000 + ms), usedNext)
    }

    /// What a line of whitespace columns is.
    enum Kind: Equatable {
        /// A group line over the header (`procs ---memory--- ---swap--`, `vmstat`'s): skipped.
        case group
        /// A header (or a banner): no numbers after a leading time of day or `label:`.
        case words
        /// A row: numbers in at least a third of the cells after a leading time of day or label.
        case data
    }

    /// The kind of a line split into `tokens`.
    static func kind(_ b: UnsafePointer<UInt8>, _ tokens: [Token]) -> Kind {
        for t in tokens where t.end - t.start >= 2 {
            for p in t.start ..< t.end - 1 where b[p] == UInt8(ascii: "-") && b[p + 1] == UInt8(ascii: "-") { return .group }
        }
        let first = leadingCells(b, tokens)
        var numbers = 0
        for t in tokens[first...] where number(b, t.start, t.end) != nil { numbers += 1 }
        return numbers > 0 && numbers * 3 >= tokens.count - first ? .data : .words
    }

    /// How many leading tokens are a time of day (with `AM`/`PM`) or a label (`Average:`,
    /// `avg-cpu:`): 0, 1 or 2.
    static func leadingCells(_ b: UnsafePointer<UInt8>, _ tokens: [Token]) -> Int {
        guard let t = tokens.first else { return 0 }
        if let tod = timeOfDay(b, t, next: tokens.count > 1 ? tokens[1] : nil) { return tod.usedNext ? 2 : 1 }
        return isLabel(b, t) ? 1 : 0
    }

    /// A word ending in `:` (`Average:`), not a number or time.
    static func isLabel(_ b: UnsafePointer<UInt8>, _ t: Token) -> Bool {
        t.end - t.start >= 2 && b[t.end - 1] == UInt8(ascii: ":") && number(b, t.start, t.end - 1) == nil
            && timeOfDay(b, Token(start: t.start, end: t.end - 1), next: nil) == nil
    }
}
