import Testing
@testable import Charts
@testable import SeriesData

@Suite struct StreamDecoderLogfmtTests {
    let a = StreamFixture.arrival

    @Test func keysWithNumbersAreSeriesAtTheirTime() {
        let (d, b, w) = StreamFixture.decode("""
        ts=2024-01-01T00:00:00Z level=info cpu=0.3 mem=512 msg="disk b=9 \\"full\\""
        ts=2024-01-01T00:00:01Z level=warn cpu=0.5 mem=510 flag
        ts=2024-01-01T00:00:02Z cpu=high mem=508 load=1.5
        """)
        #expect(d.format == .logfmt)
        #expect(d.seriesIDs == ["cpu", "mem", "load"], "msg, level and the quoted b=9 are no series")
        #expect(b.x == [1_704_067_200_000, 1_704_067_201_000, 1_704_067_202_000])
        #expect(b.columns[0][0 ..< 2] == [0.3, 0.5] && b.columns[0][2].isNaN, "a word is skipped")
        #expect(b.columns[1] == [512, 510, 508])
        #expect(w.isEmpty, "\(w)")
    }

    @Test func epochTimesUnderTimeOrT() {
        let (_, b, _) = StreamFixture.decode("time=1700000000 v=1\ntime=1700000001.5 v=2\n")
        #expect(b.x == [1_700_000_000_000, 1_700_000_001_500])
        let (_, ms, _) = StreamFixture.decode("t=1700000000000 v=1\n")
        #expect(ms.x == [1_700_000_000_000])
    }

    /// No time key: the arrival time; a line without numbers is no sample.
    @Test func withoutATimeTheArrival() {
        let (d, b, w) = StreamFixture.decode(lines: ["cpu=1 mem=2", "msg=\"idle\"", "cpu=3"])
        #expect(d.seriesIDs == ["cpu", "mem"])
        #expect(b.x == [a, a + 2000])
        #expect(b.columns[0] == [1, 3] && b.columns[1][1].isNaN)
        #expect(w.isEmpty)
    }

    @Test func aBadTimeDropsTheLineWithAWarning() {
        let (_, b, w) = StreamFixture.decode("ts=1700000000 v=1\nts=soon v=2\nts=1700000000 v=3\nts=1700000002 v=4\n")
        #expect(b.x == [1_700_000_000_000, 1_700_000_002_000])
        #expect(b.columns == [[3, 4]], "a repeated time replaces")
        #expect(w.count == 2 && w[0].hasPrefix("stdin:2:4:") && w[0].contains("\"soon\"") && w[1].contains("repeats"), "\(w)")
    }
}
