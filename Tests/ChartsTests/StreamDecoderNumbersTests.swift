import Testing
@testable import Charts
@testable import SeriesData

@Suite struct StreamDecoderNumbersTests {
    let a = StreamFixture.arrival

    /// `cat /sys/class/thermal/thermal_zone0/temp` in a loop: one number a line, a second apart.
    @Test func oneNumberALineIsValueAtItsArrival() {
        let (d, b, w) = StreamFixture.decode(lines: ["41000", "41500", "", "42000"])
        #expect(d.format == .numbers)
        #expect(d.seriesIDs == ["value"])
        #expect(b.x == [a, a + 1000, a + 3000])
        #expect(b.columns == [[41000, 41500, 42000]])
        #expect(w.isEmpty)
    }

    /// Several a line, separated by spaces, tabs or commas; a longer line adds a series.
    @Test func severalALineAreSeriesByPlace() {
        let (d, b, w) = StreamFixture.decode(lines: ["3 4.5", "5,6", "7\t8  9", "-1e3"])
        #expect(d.seriesIDs == ["1", "2", "3"])
        #expect(b.columns[0] == [3, 5, 7, -1000])
        #expect(b.columns[1][0 ..< 3] == [4.5, 6, 8] && b.columns[1][3].isNaN)
        #expect(b.columns[2].enumerated().allSatisfy { $0.offset == 2 ? $0.element == 9 : $0.element.isNaN })
        #expect(w.isEmpty)
    }

    /// A burst read at once (`seq 5 | wlcharts -`) keeps every line: a millisecond apart.
    @Test func aBurstKeepsEveryLine() {
        let (_, b, _) = StreamFixture.decode("1\n2\n3\n4\n5")
        #expect(b.x == (0 ..< 5).map { a + Int64($0) })
        #expect(b.columns == [[1, 2, 3, 4, 5]])
    }

    /// A word among the numbers is a gap with a warning; the line stays. A clock that steps
    /// back still gives increasing times.
    @Test func aWordIsAGapAndTheClockNeverGoesBack() {
        let (_, b, w) = StreamFixture.decode([("1 2\n", a), ("3 high\n", a + 1000), ("5 6\n", a + 500)])
        #expect(b.x == [a, a + 1000, a + 1001])
        #expect(b.columns[0] == [1, 3, 5] && b.columns[1][1].isNaN && b.columns[1][2] == 6)
        #expect(w.count == 1 && w[0].hasPrefix("stdin:2:3:") && w[0].contains("column \"2\": \"high\" is not a number"), "\(w)")
    }
}
