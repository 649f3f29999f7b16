import Testing
@testable import Charts
@testable import SeriesData

@Suite struct YLabelTransitionsTests {
    typealias Span = YLabelTransitions.Span

    @Test func firstLabelsShowAtOnceThenCrossFade() {
        var y = YLabelTransitions(initial: Span(0, 100), duration: 0.3)
        #expect(y.generations.count == 1)
        #expect(y.opacity(of: y.generations[0], at: 0) == 1)
        y.setTarget(Span(0, 200), at: 1)
        #expect(y.generations.count == 2)
        let old = y.generations[0], new = y.generations[1]
        #expect(y.opacity(of: old, at: 1) == 1)
        #expect(y.opacity(of: new, at: 1) == 0)
        #expect(abs(y.opacity(of: old, at: 1.15) - 0.125) < 1e-12)
        #expect(abs(y.opacity(of: new, at: 1.15) - 0.875) < 1e-12)
        y.advance(to: 1.3)
        #expect(y.generations.count == 1)
        #expect(y.current == Span(0, 200))
        #expect(!y.isAnimating(at: 1.3))
    }

    @Test func secondTargetWaitsUntilTheFirstIsHalfDone() {
        var y = YLabelTransitions(initial: Span(0, 1), duration: 0.4)
        y.recordsStarts = true
        y.setTarget(Span(0, 2), at: 0)
        y.setTarget(Span(0, 3), at: 0.05)
        y.setTarget(Span(0, 4), at: 0.1)       // replaces the postponed one
        #expect(y.pending == Span(0, 4))
        #expect(y.current == Span(0, 2))
        y.advance(to: 0.19)
        #expect(y.current == Span(0, 2))
        y.advance(to: 0.25)                     // the start is placed exactly at the half
        #expect(y.current == Span(0, 4))
        #expect(y.starts == [0, 0.2])
        #expect(y.generations.last!.appear == 0.2)
    }

    @Test func opacitiesAreContinuousWhenAFadeInIsInterrupted() {
        var y = YLabelTransitions(initial: Span(0, 1), duration: 0.4)
        y.setTarget(Span(0, 2), at: 0)
        let g = y.generations[1]
        let before = y.opacity(of: g, at: 0.2)
        y.setTarget(Span(0, 3), at: 0.2)
        let after = y.generations.first { $0.serial == g.serial }!
        #expect(abs(y.opacity(of: after, at: 0.2) - before) < 1e-12)
        #expect(y.opacity(of: after, at: 0.6) == 0)
    }

    /// The contest rule as a property: for random bursts of targets at random times, no two
    /// transitions start less than half a duration apart, at most four generations live, and the
    /// last target always ends up shown.
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func neverStartsBeforeHalfDone(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let d = Double.random(in: 0.1...0.5, using: &rng)
        var y = YLabelTransitions(initial: Span(0, 1), duration: d)
        y.recordsStarts = true
        var t = 0.0
        var last = Span(0, 1)
        for _ in 0..<400 {
            t += Double.random(in: 0...(d * 0.4), using: &rng)
            if Bool.random(using: &rng) {
                last = Span(0, Double(Int.random(in: 1...6, using: &rng)))
                y.setTarget(last, at: t)
            } else {
                y.advance(to: t)
            }
            #expect(y.generations.count <= 4)
        }
        for (a, b) in zip(y.starts, y.starts.dropFirst()) {
            #expect(b - a >= d / 2 - 1e-12, "transitions at \(a) and \(b) with duration \(d)")
        }
        #expect(y.starts.count > 10)
        y.advance(to: t + d)
        y.advance(to: t + 2 * d)
        #expect(y.current == last)
        #expect(y.pending == nil)
    }

    /// Ranks on the ladder: a label of rank r is on every step up to r.
    @Test func xLabelsFadeWhenTheStepGetsFinerOrCoarser() {
        var x = XLabelFade(step: 4, duration: 0.2)
        #expect(x.opacity(ofRank: 8, at: 0) == 1)
        #expect(x.opacity(ofRank: 4, at: 0) == 1)
        #expect(x.opacity(ofRank: 3, at: 0) == 0)
        x.setStep(3, at: 1)                     // finer: labels of rank 3 fade in
        #expect(x.opacity(ofRank: 3, at: 1) == 0)
        #expect(abs(x.opacity(ofRank: 3, at: 1.1) - 0.5) < 1e-12)
        #expect(x.opacity(ofRank: 4, at: 1.1) == 1)  // labels that stay never blink
        #expect(x.opacity(ofRank: 3, at: 1.2) == 1)
        #expect(x.finestVisibleStep(at: 1.05) == 3)
        x.setStep(6, at: 2)                     // coarser by three: ranks 3, 4, 5 fade out, 6 stays
        #expect(abs(x.opacity(ofRank: 4, at: 2.1) - 0.5) < 1e-12)
        #expect(abs(x.opacity(ofRank: 3, at: 2.1) - 0.5) < 1e-12)
        #expect(x.opacity(ofRank: 9, at: 2.1) == 1)
        #expect(x.opacity(ofRank: 6, at: 2.1) == 1)
        // Reversal mid-fade continues from the current opacity.
        x.setStep(4, at: 2.1)
        #expect(abs(x.opacity(ofRank: 4, at: 2.1) - 0.5) < 1e-9)
        #expect(x.opacity(ofRank: 4, at: 2.4) == 1)
        #expect(x.opacity(ofRank: 3, at: 2.4) == 0)
        #expect(!x.isAnimating(at: 2.4))
        #expect(x.finestVisibleStep(at: 2.4) == 4)
    }
}
