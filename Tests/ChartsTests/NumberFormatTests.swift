import Testing
@testable import Charts

@Suite struct NumberFormatTests {
    @Test(arguments: [
        (0.0, "0"), (5.0, "5"), (950.0, "950"), (1000.0, "1K"), (1199.9999, "1.2K"), (1234.0, "1.23K"),
        (15_000.0, "15K"), (15_400.0, "15.4K"), (999_999.0, "1M"), (3_400_000.0, "3.4M"), (2e9, "2B"),
        (-3000.0, "-3K"), (0.25, "0.25"), (12.5, "12.5"), (100.00000001, "100"),
    ])
    func shortLabels(value: Double, expected: String) {
        #expect(NumberFormat.short(value) == expected)
    }

    @Test func groupedKeepsExactValuesWithThinSpaces() {
        #expect(NumberFormat.grouped(1_234_567) == "1\u{2009}234\u{2009}567")
        #expect(NumberFormat.grouped(999) == "999")
        #expect(NumberFormat.grouped(-1000) == "-1\u{2009}000")
        #expect(NumberFormat.grouped(1199.9999) == "1\u{2009}200")
        #expect(NumberFormat.grouped(12.345) == "12.35")
    }

    @Test func percentRoundsToWholeOrOneDecimalBelowOne() {
        #expect(NumberFormat.percent(0.42) == "42%")
        #expect(NumberFormat.percent(0.004) == "0.4%")
        #expect(NumberFormat.percent(1) == "100%")
        #expect(NumberFormat.percent(0) == "0%")
    }

    @Test func fixedHasNoBinaryNoise() {
        #expect(NumberFormat.fixed(0.1 + 0.2, decimals: 2) == "0.30")
        #expect(NumberFormat.fixed(0.1 + 0.2, decimals: 2, trimZeros: true) == "0.3")
        #expect(NumberFormat.fixed(-0.0001, decimals: 2) == "0.00")
    }
}
