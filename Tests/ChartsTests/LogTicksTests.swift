import Foundation
import Testing
@testable import SeriesData

/// The lines of a log axis across decades and inside one (issue 34).
struct LogTicksTests {
    static func values(_ lower: Double, _ upper: Double, maxLines: Int = 9) -> [Double] {
        var out: [Double] = []
        LogTicks(lower: lower, upper: upper, maxLines: maxLines).forEach { out.append($0.value) }
        return out
    }

    static func close(_ a: [Double], _ b: [Double]) -> Bool {
        a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= 1e-9 * max(abs($1), 1e-300) }
    }

    @Test func oneTwoFiveAcrossThreeDecades() {
        let t = LogTicks(lower: 0, upper: 3, maxLines: 12)
        #expect(t.mode == .oneTwoFive)
        #expect(Self.close(Self.values(0, 3, maxLines: 12), [1, 2, 5, 10, 20, 50, 100, 200, 500, 1000]))
    }

    @Test func powersOfTenWhenDense() {
        // 0.001 … 1e6: ten powers; 1-2-5 would be 28 lines.
        #expect(Self.close(Self.values(-3, 6, maxLines: 10), [0.001, 0.01, 0.1, 1, 10, 100, 1000, 1e4, 1e5, 1e6]))
        // With room for fewer: every second power, on even exponents (panning keeps them).
        #expect(LogTicks(lower: -3, upper: 6, maxLines: 6).mode == .powers(stride: 2))
        #expect(Self.close(Self.values(-3, 6, maxLines: 6), [0.01, 1, 100, 1e4, 1e6]))
    }

    @Test func everyLineIsInsideTheSpanAndPlacedAtItsLog() {
        for (lo, hi) in [(-3.0, 6.0), (-2.7, 1.3), (0.301, 0.845), (2.49, 2.59), (5.5, 9.2)] {
            var previous = -Double.infinity, count = 0
            LogTicks(lower: lo, upper: hi, maxLines: 9).forEach { l in
                #expect(l.position >= lo - 1e-9 && l.position <= hi + 1e-9, "\(lo)…\(hi): \(l.value)")
                #expect(abs(l.position - log10(l.value)) < 1e-12)
                #expect(l.value > previous)
                previous = l.value; count += 1
            }
            #expect(count >= 3 && count <= 9, "\(lo)…\(hi): \(count) lines")
        }
    }

    @Test func narrowRangesInsideOneDecade() {
        // 300 … 700: only 500 is a 1-2-5 line: every digit instead.
        #expect(LogTicks(lower: log10(300), upper: log10(700), maxLines: 9).mode == .allDigits)
        #expect(Self.close(Self.values(log10(300), log10(700)), [300, 400, 500, 600, 700]))
        // 310 … 390: not even a digit line: round linear steps.
        #expect(Self.close(Self.values(log10(310), log10(390)), [320, 340, 360, 380]))
        // 2 … 20 keeps 1-2-5.
        #expect(Self.close(Self.values(log10(2), log10(20)), [2, 5, 10, 20]))
    }

    @Test func theFitRoundsOutToLinesOrWholeDecades() {
        let a = LogTicks.fit(min: 30, max: 70)
        #expect(abs(a.lower - log10(20)) < 1e-12 && abs(a.upper - 2) < 1e-12)
        let b = LogTicks.fit(min: 0.0015, max: 8.4e5)
        #expect(b.lower == -3 && b.upper == 6)
        let c = LogTicks.fit(min: 5, max: 5)
        #expect(c.upper > c.lower)
        #expect(LogTicks.fit(min: 0, max: 5) == (0, 1))
    }
}
