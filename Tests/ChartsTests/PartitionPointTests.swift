import Testing
@testable import SeriesData

/// The one binary search and the one `--keep` rule's edge.
@Suite struct PartitionPointTests {
    @Test func findsTheFirstIndexPastThePrefix() {
        let xs = [1, 3, 3, 5, 8]
        #expect(XSearch.partitionPoint(xs.count) { xs[$0] < 3 } == 1)
        #expect(XSearch.partitionPoint(xs.count) { xs[$0] <= 3 } == 3)
        #expect(XSearch.partitionPoint(xs.count) { xs[$0] < 100 } == 5)
        #expect(XSearch.partitionPoint(xs.count) { _ in false } == 0)
        #expect(XSearch.partitionPoint(0) { _ in true } == 0)
    }

    @Test func historyLowerEdgeIsTheFirstKeptPointOrTheCutoff() {
        let x: [Int64] = [0, 10, 20, 30, 40]
        #expect(HistoryLimit.points(2).lowerEdge(of: x) == 30)
        #expect(HistoryLimit.points(100).lowerEdge(of: x) == 0)
        #expect(HistoryLimit.milliseconds(15).lowerEdge(of: x) == 25)
        #expect(HistoryLimit.milliseconds(15).firstKept(of: x) == 3)
    }

    @Test func civilDateAndUTCDateAgree() {
        for ms: Int64 in [-86_400_001, 0, 951_782_400_000, 1_700_000_000_123, 4_102_444_800_000] {
            let c = CivilDate(milliseconds: ms), u = CivilDate(milliseconds: ms)
            #expect(c.year == u.year && c.month == u.month && c.day == u.day && c.hour == u.hour)
            #expect(c.milliseconds == ms)
        }
    }
}
