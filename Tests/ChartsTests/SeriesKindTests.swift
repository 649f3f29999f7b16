import Testing
@testable import Charts
@testable import SeriesData

@Suite struct SeriesKindTests {
    @Test func contestTypeNamesMapToKinds() {
        #expect(SeriesKind(rawValue: "line") == .line)
        #expect(SeriesKind(rawValue: "bar") == .bar)
        #expect(SeriesKind(rawValue: "x") == nil)
    }
}
