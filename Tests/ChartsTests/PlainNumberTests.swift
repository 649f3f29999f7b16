import Testing
@testable import Charts
@testable import SeriesData

/// The stream decoder's fast path for plain CSV rows reads exactly what the general path reads:
/// the same numbers (bit for bit), the same times, and everything it does not read exactly is
/// left to the general path.
@Suite struct PlainNumberTests {
    /// `PlainNumber` on `text`, and the general path's (JSON grammar) value.
    static func both(_ text: String) -> (fast: Double?, general: Double?) {
        let bytes = Array(text.utf8)
        return bytes.withUnsafeBufferPointer { b in
            (b.baseAddress.flatMap { PlainNumber.parse($0, from: 0, to: b.count) }, CSVReader.parseNumber(b))
        }
    }

    @Test(arguments: ["0", "-0", "7", "-12", "0.318", "100.000", "9007199254740991", "123456789012345",
                      "1.5e3", "2E-7", "1e+22", "-9.999e-19", "0.000001", "4503599627370495", "1700000000000"])
    func plainNumbersReadExactlyAsTheGeneralPath(_ text: String) throws {
        let (fast, general) = Self.both(text)
        let f = try #require(fast, "\(text) takes the fast path")
        #expect(f.bitPattern == general?.bitPattern, "\(text): \(f) vs \(String(describing: general))")
    }

    @Test(arguments: ["", "-", "+1", ".5", "1.", "01", "-01", "1e", "1e+", "0x10", "1,5", "NaN", "null", " 1", "1 ",
                      "\"1\"", "12345678901234567890", "9007199254740993", "1e23", "1e-23", "1e99999", "1.0.0", "1e5e5"])
    func anythingElseIsLeftToTheGeneralPath(_ text: String) {
        #expect(Self.both(text).fast == nil, "\(text)")
    }

    @Test func randomDecimalsAgreeBitForBit() {
        var rng = SeededRandom(seed: 12)
        var fast = 0
        for _ in 0 ..< 20_000 {
            let digits = Int(rng.next() % 20) + 1
            var s = rng.next() % 2 == 0 ? "-" : ""
            var d = String(rng.next() % 9 + 1)
            for _ in 1 ..< digits { d += String(rng.next() % 10) }
            let point = Int(rng.next() % UInt64(digits + 1))
            s += point == 0 || point == digits ? d : String(d.prefix(point)) + "." + d.dropFirst(point)
            if rng.next() % 4 == 0 { s += "e" + String(Int(rng.next() % 50) - 25) }
            let (f, g) = Self.both(s)
            if let f { fast += 1; #expect(f.bitPattern == g?.bitPattern, "\(s)") }
        }
        #expect(fast > 10_000, "most take the fast path")
    }

    @Test func plainAndGeneralRowsGiveTheSameSamples() {
        // The same values written plainly (fast path) and quoted or with words (general path).
        var plain = "t,a,b,c\n", general = "t,a,b,c\n"
        var rng = SeededRandom(seed: 3)
        for i in 0 ..< 500 {
            let t = 1_700_000_000 + i
            let a = String(format: "%.3f", rng.double() * 200 - 100), b = String(rng.next() % 100_000), c = i % 7 == 0 ? "" : "1.5e-3"
            plain += "\(t), \(a) ,\(b),\(c)\n"
            general += "\"\(t)\",\"\(a)\",\(b),\(c.isEmpty ? "null" : c)\n"
        }
        let (_, p, pw) = StreamDecoderTests.decode(plain)
        let (_, g, gw) = StreamDecoderTests.decode(general)
        #expect(pw.isEmpty && gw.isEmpty)
        #expect(p.count == 500)
        #expect(p.x == g.x && p.x.first == 1_700_000_000_000)
        for s in 0 ..< 3 { #expect(zip(p.columns[s], g.columns[s]).allSatisfy { $0.bitPattern == $1.bitPattern }) }
        #expect(p.columns[2][0].isNaN && p.columns[2][1] == 0.0015)
    }

    @Test func aBadCellInAPlainLookingRowStillWarnsWithItsPlace() {
        let (_, batch, warnings) = StreamDecoderTests.decode("t,a,b\n1700000000,1,2\n1700000001,1,x2\n1700000002,3,4\n")
        #expect(batch.count == 3)
        #expect(batch.columns[1][1].isNaN, "a bad cell is a gap, the line stays")
        #expect(warnings.count == 1 && warnings[0].contains("stdin:3:"), "\(warnings)")
    }
}
