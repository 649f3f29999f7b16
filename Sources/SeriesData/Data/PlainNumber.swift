/// The plain decimal numbers streams are mostly made of (`-12`, `0.318`, `1.5e3`, `1700000000000`)
/// read straight from bytes, exactly: at most 19 significant digits and a power of ten within
/// ±22 are converted by one multiply or divide (Clinger's fast path, correctly rounded).
/// Anything else — other syntax, more digits, a larger exponent — is `nil`, and the caller
/// takes the general path (`JSONReader`'s grammar), which accepts and rejects the same way
/// and gives the same value.
enum PlainNumber {
    /// The number in `b[start ..< end]` (JSON number syntax, no spaces), or `nil` when it is not
    /// one this fast path reads exactly.
    /// - Complexity: O(end − start), no allocation.
    @inline(__always)
    static func parse(_ b: UnsafePointer<UInt8>, from start: Int, to end: Int) -> Double? {
        var p = start
        guard p < end else { return nil }
        let negative = b[p] == UInt8(ascii: "-")
        if negative { p &+= 1 }
        let integerStart = p
        var mantissa: UInt64 = 0
        readDigits(b, &p, end, into: &mantissa)
        var digits = p &- integerStart
        // JSON: at least one digit, no leading zero before another digit.
        guard digits > 0, digits == 1 || b[integerStart] != UInt8(ascii: "0") else { return nil }
        var exponent = 0
        if p < end && b[p] == UInt8(ascii: ".") {
            p &+= 1
            let fractionStart = p
            readDigits(b, &p, end, into: &mantissa)
            let f = p &- fractionStart
            guard f > 0 else { return nil }
            digits &+= f
            exponent = -f
        }
        if p < end && b[p] | 0x20 == UInt8(ascii: "e") {
            p &+= 1
            var negativeExponent = false
            if p < end && (b[p] == UInt8(ascii: "-") || b[p] == UInt8(ascii: "+")) {
                negativeExponent = b[p] == UInt8(ascii: "-")
                p &+= 1
            }
            let exponentStart = p
            var e = 0
            while p < end && p &- exponentStart < 4 {
                let d = b[p] &- UInt8(ascii: "0")
                guard d < 10 else { break }
                e = e &* 10 &+ Int(d)
                p &+= 1
            }
            guard p > exponentStart else { return nil }
            exponent &+= negativeExponent ? -e : e
        }
        // 19 digits cannot wrap a UInt64; the rest of the checks make the conversion exact.
        guard p == end, digits <= 19, mantissa < 1 << 53, exponent >= -22, exponent <= 22 else { return nil }
        let m = Double(mantissa)
        let v = exponent >= 0 ? m * JSONReader.powersOfTen[exponent] : m / JSONReader.powersOfTen[-exponent]
        return negative ? -v : v
    }

    /// Appends the decimal digits at `p` (before `end`) to `mantissa`, moving `p` past them.
    @inline(__always)
    private static func readDigits(_ b: UnsafePointer<UInt8>, _ p: inout Int, _ end: Int, into mantissa: inout UInt64) {
        while p < end {
            let d = b[p] &- UInt8(ascii: "0")
            guard d < 10 else { return }
            mantissa = mantissa &* 10 &+ UInt64(d)
            p &+= 1
        }
    }
}
