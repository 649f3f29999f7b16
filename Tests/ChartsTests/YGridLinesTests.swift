import Foundation
import Testing
@testable import Charts
@testable import SeriesData

/// A fixed y extent (`y_extent MIN..MAX`) is labelled at round values inside it, not at its
/// sixths; a fitted span keeps its equal divisions (issue 15).
@Suite struct YGridLinesTests {
    static func lines(_ lo: Double, _ hi: Double, rows: Int = 6, fixed: Bool) -> [YGridLines.Line] {
        var out: [YGridLines.Line] = []
        YGridLines(lower: lo, upper: hi, rows: rows, fixed: fixed).forEach { out.append($0) }
        return out
    }

    /// The labels' texts as the axis writes them.
    static func labels(_ lo: Double, _ hi: Double, rows: Int = 6, fixed: Bool) -> [String] {
        let g = YGridLines(lower: lo, upper: hi, rows: rows, fixed: fixed)
        return lines(lo, hi, rows: rows, fixed: fixed).filter(\.labelled).map { NumberFormat.short($0.value, step: g.step) }
    }

    @Test func aFixedExtentIsLabelledAtRoundValues() {
        // -50..150 was -50, -16.7, 16.7, 50, 83.3, 117, 150.
        #expect(Self.labels(-50, 150, fixed: true) == ["-50", "0", "50", "100", "150"])
        #expect(Self.labels(0, 100, fixed: true) == ["0", "20", "40", "60", "80", "100"])
        // Ends off the grid: a baseline of its own at the bottom, unlabelled; labels inside.
        let odd = Self.lines(-3, 17, fixed: true)
        #expect(odd.first == YGridLines.Line(value: -3, baseline: true, labelled: false))
        #expect(Self.labels(-3, 17, fixed: true) == ["0", "4", "8", "12", "16"])
        #expect(Self.labels(0.1, 0.7, fixed: true) == ["0.1", "0.2", "0.3", "0.4", "0.5", "0.6", "0.7"])
        #expect(Self.labels(1_000, 250_000, fixed: true) == ["50K", "100K", "150K", "200K", "250K"])
    }

    @Test func aFittedSpanKeepsItsDivisions() {
        let l = Self.lines(0, 600, fixed: false)
        #expect(l.map(\.value) == [0, 100, 200, 300, 400, 500, 600])
        #expect(l.map(\.baseline) == [true, false, false, false, false, false, false])
        #expect(l.allSatisfy { $0.labelled })
        #expect(Self.lines(0, 100, rows: 4, fixed: false).map(\.value) == [0, 25, 50, 75, 100])
    }

    /// Random fixed extents: every label a multiple of one nice step, inside the extent, 3…14 of
    /// them, bottom to top, no text twice, and exactly one baseline — at the bottom edge.
    @Test func randomFixedExtentsLabelRoundValuesInside() {
        var rng = SeededRandom(seed: 1515)
        for _ in 0 ..< 5000 {
            let magnitude = pow(10, Double(Int(rng.next() % 16)) - 6)
            let width = magnitude * (0.5 + rng.double() * 9.5)
            let lo = (rng.double() * 40 - 20) * width
            let hi = lo + width
            let l = Self.lines(lo, hi, fixed: true)
            let step = YGridLines.roundStep(lower: lo, upper: hi, rows: 6)
            let labelled = l.filter(\.labelled)
            #expect((3 ... 14).contains(labelled.count), "\(lo)..\(hi): \(labelled.count) labels")
            #expect(l.filter(\.baseline).count == 1 && l[0].baseline && abs(l[0].value - lo) <= width * 1e-9,
                    "\(lo)..\(hi): the baseline is the bottom edge")
            for (a, b) in zip(l, l.dropFirst()) { #expect(a.value < b.value) }
            for line in labelled {
                #expect(line.value >= lo - width * 1e-9 && line.value <= hi + width * 1e-9, "\(line.value) outside \(lo)..\(hi)")
                let k = line.value / step
                #expect(abs(k - k.rounded()) < 1e-6, "\(line.value) is not a multiple of \(step)")
            }
            let mantissa = step / pow(10, floor(log10(step)))
            #expect([1, 2, 2.5, 3, 4, 5, 6, 8].contains { abs($0 - mantissa) < 1e-9 }, "step \(step)")
            let texts = labelled.map { NumberFormat.short($0.value, step: step) }
            #expect(Set(texts).count == texts.count, "\(lo)..\(hi): \(texts)")
        }
    }

    /// Labels of a narrow span far from zero keep the decimals that tell them apart, fitted or
    /// fixed (three significant digits wrote `100K` seven times).
    @Test func narrowSpansFarFromZeroNeverRepeatALabel() {
        #expect(Self.labels(100_000, 100_600, fixed: false) == ["100K", "100.1K", "100.2K", "100.3K", "100.4K", "100.5K", "100.6K"])
        #expect(Self.labels(1_000.5, 1_001.1, fixed: true) == ["1000.5", "1000.6", "1000.7", "1000.8", "1000.9", "1001", "1001.1"])
        #expect(Self.labels(0, 600, fixed: false) == ["0", "100", "200", "300", "400", "500", "600"])
        #expect(Self.labels(0, 100, rows: 4, fixed: false) == ["0", "25", "50", "75", "100"])
        #expect(Self.labels(2_000_000, 2_000_060, fixed: false) == ["2000K", "2000.01K", "2000.02K", "2000.03K", "2000.04K", "2000.05K", "2000.06K"])
        var rng = SeededRandom(seed: 77)
        for _ in 0 ..< 3000 {
            let width = pow(10, Double(Int(rng.next() % 12)) - 3) * (1 + rng.double() * 9)
            let lo = (rng.double() * 2000 - 1000) * width
            let s = YScale(fitting: lo, lo + width, zeroBased: false)
            let texts = Self.labels(s.min, s.max, fixed: false)
            #expect(Set(texts).count == texts.count, "\(s): \(texts)")
        }
    }

    /// Degenerate extents fall back to divisions instead of looping or dividing by zero.
    @Test func degenerateExtents() {
        #expect(Self.lines(5, 5, fixed: true).count == 7)
        #expect(Self.lines(-Double.greatestFiniteMagnitude, .greatestFiniteMagnitude, fixed: true).count == 7)
        #expect(Self.lines(1e300, 1e300 * (1 + 1e-14), fixed: true).count >= 3)
        #expect(Self.lines(-Double.greatestFiniteMagnitude, .greatestFiniteMagnitude, fixed: true).allSatisfy { $0.value.isFinite })
    }
}
