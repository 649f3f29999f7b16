/// Numbers: the SWAR fast path for the contest's integers and the correctly rounded general path.
extension JSONReader {
    /// Reads a JSON number at `pos` (no whitespace skipping: callers have checked ``kind``).
    ///
    /// Integers of up to 18 digits (all the contest's data) take a fast path: eight digits at a time
    /// with SWAR arithmetic, then one conversion (correctly rounded). Everything else goes through
    /// `readNumberSlow(from:)`.
    @inline(__always)
    mutating func readNumber() throws(LoadError) -> Double {
        var p = pos
        let negative = p < end && base[p] == UInt8(ascii: "-")
        if negative { p &+= 1 }
        let digitsStart = p
        var mantissa: UInt64 = 0
        while p &+ 8 <= end {
            let chunk = UnsafeRawPointer(base + p).loadUnaligned(as: UInt64.self)
            guard JSONReader.isEightDigits(chunk) else { break }
            mantissa = mantissa &* 100_000_000 &+ JSONReader.eightDigits(chunk)
            p &+= 8
            if p &- digitsStart > 16 { break }
        }
        while p < end {
            let d = base[p] &- UInt8(ascii: "0")
            guard d < 10 else { break }
            mantissa = mantissa &* 10 &+ UInt64(d)
            p &+= 1
        }
        let count = p &- digitsStart
        if count > 0 && count <= 18 && (count == 1 || base[digitsStart] != UInt8(ascii: "0"))
            && (p == end || (base[p] != UInt8(ascii: ".") && base[p] | 0x20 != UInt8(ascii: "e"))) {
            pos = p
            let v = Double(mantissa)
            return negative ? -v : v
        }
        return try readNumberSlow(from: pos)
    }

    /// Whether the eight bytes of `v` (little-endian) are all ASCII digits (simdjson's test).
    @inline(__always)
    static func isEightDigits(_ v: UInt64) -> Bool {
        ((v & 0xF0F0_F0F0_F0F0_F0F0) | (((v &+ 0x0606_0606_0606_0606) & 0xF0F0_F0F0_F0F0_F0F0) >> 4)) == 0x3333_3333_3333_3333
    }

    /// The value of eight ASCII digits (first digit in the lowest byte), by SWAR multiplies.
    @inline(__always)
    static func eightDigits(_ chunk: UInt64) -> UInt64 {
        var v = chunk &- 0x3030_3030_3030_3030
        v = (v &* 10) &+ (v >> 8)
        let mask: UInt64 = 0x0000_00FF_0000_00FF
        return ((v & mask) &* 0x000F_4240_0000_0064 &+ ((v >> 16) & mask) &* 0x0000_2710_0000_0001) >> 32
    }

    /// The general number grammar: fractions and exponents. Up to 19 significant digits with small
    /// exponents are converted exactly (Clinger's fast path); anything else goes through the standard
    /// library's correctly rounded parser.
    mutating func readNumberSlow(from start: Int) throws(LoadError) -> Double {
        var p = start
        let negative = p < end && base[p] == UInt8(ascii: "-")
        if negative { p &+= 1 }
        var mantissa: UInt64 = 0
        var significant = 0
        var exponent = 0
        var exact = true
        guard p < end, base[p] &- UInt8(ascii: "0") < 10 else {
            throw error(.syntax("expected a digit in a number"), at: p)
        }
        if base[p] == UInt8(ascii: "0") {
            p &+= 1
        } else {
            while p < end {
                let d = base[p] &- UInt8(ascii: "0")
                guard d < 10 else { break }
                if significant < 19 { mantissa = mantissa &* 10 &+ UInt64(d); significant &+= 1 } else { exponent &+= 1; exact = false }
                p &+= 1
            }
        }
        if p < end && base[p] == UInt8(ascii: ".") {
            p &+= 1
            guard p < end, base[p] &- UInt8(ascii: "0") < 10 else {
                throw error(.syntax("expected a digit after '.' in a number"), at: p)
            }
            while p < end {
                let d = base[p] &- UInt8(ascii: "0")
                guard d < 10 else { break }
                if mantissa == 0 && d == 0 {
                    exponent &-= 1
                } else if significant < 19 {
                    mantissa = mantissa &* 10 &+ UInt64(d); significant &+= 1; exponent &-= 1
                } else if d != 0 {
                    exact = false
                }
                p &+= 1
            }
        }
        if p < end && (base[p] | 0x20) == UInt8(ascii: "e") {
            p &+= 1
            var expNegative = false
            if p < end && (base[p] == UInt8(ascii: "-") || base[p] == UInt8(ascii: "+")) {
                expNegative = base[p] == UInt8(ascii: "-"); p &+= 1
            }
            guard p < end, base[p] &- UInt8(ascii: "0") < 10 else {
                throw error(.syntax("expected a digit in an exponent"), at: p)
            }
            var e = 0
            while p < end {
                let d = base[p] &- UInt8(ascii: "0")
                guard d < 10 else { break }
                if e < 100_000 { e = e &* 10 &+ Int(d) }
                p &+= 1
            }
            exponent &+= expNegative ? -e : e
        }
        pos = p
        if exact && mantissa < (1 << 53) && exponent >= -22 && exponent <= 22 {
            let m = Double(mantissa)
            let v = exponent >= 0 ? m * JSONReader.powersOfTen[exponent] : m / JSONReader.powersOfTen[-exponent]
            return negative ? -v : v
        }
        let text = String(decoding: UnsafeBufferPointer(start: base + start, count: p - start), as: UTF8.self)
        return Double(text) ?? (negative ? -.infinity : .infinity)
    }

    static let powersOfTen: [Double] = (0...22).map { e in
        var v = 1.0
        for _ in 0..<e { v *= 10 }
        return v
    }
}
