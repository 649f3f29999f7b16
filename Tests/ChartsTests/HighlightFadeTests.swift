import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// The highlight fades in and out (0.2 s) instead of appearing, and the info board's text
/// cross-fades when it moves to another point (issue 34); direct changes stay at once.
@Suite struct HighlightFadeTests {
    @Test func fadesInMovesAndFadesOut() {
        var f = HighlightFade()
        f.follow(100, at: 1, animated: true)
        #expect(f.opacity(at: 1) == 0 && f.isAnimating(at: 1.1))
        let mid = f.opacity(at: 1.1)
        #expect(mid > 0 && mid < 1)
        #expect(f.opacity(at: 1.2) == 1 && !f.isAnimating(at: 1.2) && f.textProgress(at: 1.2) == 1)
        // Moved while shown: the text cross-fades from the point it left.
        f.follow(200, at: 2, animated: true)
        #expect(f.x == 200 && f.previousX == 100 && f.opacity(at: 2) == 1)
        #expect(f.textProgress(at: 2) == 0 && f.textProgress(at: 2.1) > 0 && f.textProgress(at: 2.1) < 1 && f.textProgress(at: 2.2) == 1)
        // Cleared: it fades out where it was.
        f.follow(nil, at: 3, animated: true)
        #expect(f.x == 200 && f.opacity(at: 3.1) > 0 && f.opacity(at: 3.1) < 1 && f.opacity(at: 3.2) == 0)
        // From nothing shown, a new point only fades in (no cross-fade from a faded one).
        f.follow(300, at: 4, animated: true)
        #expect(f.previousX == nil && f.textProgress(at: 4) == 1)
        // At once: no fade.
        f.follow(nil, at: 5, animated: false)
        #expect(f.x == nil && f.opacity(at: 5) == 0 && !f.isAnimating(at: 5))
        f.follow(400, at: 6, animated: false)
        #expect(f.opacity(at: 6) == 1)
    }

    /// Through the state owner: keys step the highlight with a cross-fade; a direct highlight is
    /// drawn whole at once; the snapshot's drawn highlight follows.
    @Test func theSnapshotDrawsTheFade() {
        let c = ChartController(charts: [ChartControllerTests.lines()])
        c.adopt(ChartControllerTests.frame(c))
        c.setHighlight(index: 390)
        #expect(c.snapshot.drawnHighlight == DrawnHighlight(index: 390, opacity: 1, previous: nil, progress: 1))
        c.handle(.key(.left, time: 1))
        let step = c.snapshot.drawnHighlight
        #expect(c.highlightIndex == 389 && step?.index == 389 && step?.previous == 390 && step?.progress == 0)
        c.advance(to: 1.1)
        let p = c.snapshot.drawnHighlight?.progress ?? 0
        #expect(p > 0 && p < 1 && c.isAnimating)
        c.advance(to: 1.5)
        #expect(c.snapshot.drawnHighlight == DrawnHighlight(index: 389, opacity: 1, previous: nil, progress: 1))
        c.handle(.key(.escape, time: 2))
        #expect(c.highlightIndex == nil && c.snapshot.drawnHighlight?.index == 389)
        c.advance(to: 2.1)
        let o = c.snapshot.drawnHighlight?.opacity ?? 0
        #expect(o > 0 && o < 1)
        c.advance(to: 2.5)
        #expect(c.snapshot.drawnHighlight == nil && !c.isAnimating)
    }
}
