import Testing
@testable import Charts
@testable import SeriesData

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

    // MARK: Extreme values (issue 17: 1e19 trapped converting to Int64)

    @Test(arguments: [
        (1e19, "1e19"), (1.5e19, "1.5e19"), (999.4e12, "999T"), (999.6e12, "1e15"), (-2.25e20, "-2.25e20"),
        (Double.greatestFiniteMagnitude, "1.8e308"), (-1.7e308, "-1.7e308"), (1e-300, "1e-300"),
        (2.5e-300, "2.5e-300"), (Double.leastNonzeroMagnitude, "4.94e-324"), (0.0004, "4e-4"), (0.0006, "0.001"), (-0.0, "0"),
        (Double.infinity, "∞"), (-Double.infinity, "-∞"), (Double.nan, "–"),
    ])
    func shortLabelsOfExtremes(value: Double, expected: String) {
        #expect(NumberFormat.short(value) == expected)
    }

    @Test func groupedAndFixedOfExtremes() {
        #expect(NumberFormat.grouped(1e19) == "1e19")
        #expect(NumberFormat.grouped(12_345_678_901_234_567_168) == "1.23457e19")
        #expect(NumberFormat.grouped(-1.7976931348623157e308) == "-1.79769e308")
        #expect(NumberFormat.grouped(999_999_999_999_999) == "999\u{2009}999\u{2009}999\u{2009}999\u{2009}999")
        #expect(NumberFormat.grouped(1e-300) == "1e-300")
        #expect(NumberFormat.grouped(0.001) == "1e-3")
        #expect(NumberFormat.grouped(0.006) == "0.01")
        #expect(NumberFormat.fixed(1e300, decimals: 2) == "1e300")
        #expect(NumberFormat.fixed(-9.5e18, decimals: 0) == "-9.5e18")
        #expect(NumberFormat.fixed(8.9e18, decimals: 0) == "8900000000000000000")
        #expect(NumberFormat.percent(1e300) == "1e302%")
        #expect(NumberFormat.scientific(9.9999, significantDigits: 3) == "1e1")
        #expect(NumberFormat.scientific(1e23, significantDigits: 15) == "1e23")
    }

    /// Any bit pattern formats without trapping, as one short line.
    @Test func everyBitPatternFormats() {
        var rng = SeededRandom(seed: 17)
        for _ in 0 ..< 20_000 {
            let v = Double(bitPattern: rng.next())
            for text in [NumberFormat.short(v), NumberFormat.grouped(v), NumberFormat.percent(v),
                         NumberFormat.fixed(v, decimals: 9)] {
                #expect(!text.isEmpty && text.count <= 32 && !text.contains("\n"), "\(v): \(text)")
            }
        }
    }
}
