import Testing
@testable import Charts
@testable import SeriesData

/// Missing data: where the bands go (exactly from the last sample before to the first after),
/// the default threshold (three median steps) and merging.
struct MissingDataTests {
    static let day = 86_400_000.0

    static func model(_ days: [Int], _ values: [[Double]]) -> ChartModel {
        ChartModel(data: ChartData(x: days.map { Int64($0) * 86_400_000 }, series: values.enumerated().map { i, v in
            Series(id: "y\(i)", name: "y\(i)", color: .black, kind: .line, values: v)
        }), hidden: [])
    }

    @Test func nullsAndLongStepsGiveBandsAtTheSamplesAroundThem() {
        // Days 0…5, then 9…11 (a 4-day step); a null at day 2 in the second series, two at days 10–11… no: 10.
        let m = Self.model([0, 1, 2, 3, 4, 5, 9, 10, 11], [[1, 2, 3, 4, 5, 6, 7, 8, 9], [1, 2, .nan, 4, 5, 6, 7, .nan, 9]])
        var scratch: [Double] = []
        let step = MissingData.medianStep(m.xs, scratch: &scratch)
        #expect(step == Self.day)
        var style = ChartStyle()
        style.missing = .shade
        let threshold = MissingData.threshold(style, medianStep: step)
        #expect(threshold == 3 * Self.day)
        var bands: [(lower: Double, upper: Double)] = []
        MissingData.bands(m, range: 0 ..< m.count, threshold: threshold, merge: 0, into: &bands)
        // The null at day 2: day 1…3; the step 5→9; the null at day 10 joins it: 9…11 → one band 5…11.
        #expect(bands.count == 2)
        #expect(bands[0] == (1 * Self.day, 3 * Self.day))
        #expect(bands[1] == (5 * Self.day, 11 * Self.day))
        // A hidden series' nulls do not count.
        m.setWeights([1, 0])
        MissingData.bands(m, range: 0 ..< m.count, threshold: threshold, merge: 0, into: &bands)
        #expect(bands.count == 1 && bands[0] == (5 * Self.day, 9 * Self.day))
        // A longer threshold keeps the step.
        MissingData.bands(m, range: 0 ..< m.count, threshold: 4 * Self.day, merge: 0, into: &bands)
        #expect(bands.isEmpty)
    }

    @Test func nearBandsMergeAndOffIsInfinite() {
        let m = Self.model([0, 1, 2, 3, 4, 5, 6], [[1, .nan, 3, 4, .nan, 6, 7]])
        var bands: [(lower: Double, upper: Double)] = []
        MissingData.bands(m, range: 0 ..< m.count, threshold: .infinity, merge: 0, into: &bands)
        #expect(bands.count == 2)
        MissingData.bands(m, range: 0 ..< m.count, threshold: .infinity, merge: Self.day, into: &bands)
        #expect(bands.count == 1 && bands[0] == (0, 5 * Self.day))
        #expect(MissingData.threshold(ChartStyle(), medianStep: Self.day) == .infinity)
        var given = ChartStyle()
        given.missingAfter = 5000; given.missing = .bridge
        #expect(MissingData.threshold(given, medianStep: Self.day) == 5000)
    }
}
