import Testing
import Raster
@testable import Charts
@testable import SeriesData

/// Gesture sequences as plain input events with timestamps, and the exact windows they give.
@Suite struct ChartInteractionTests {
    /// Plot 1000 px wide at x = 100; overview 1000 px wide under it; data x 0…10 000.
    static func make(window: XWindow = XWindow(4000, 5000), minSpan: Double = 100) -> ChartInteraction {
        let layout = InteractionLayout(plot: Rect(x: 100, y: 0, width: 1000, height: 400),
                                       overview: Rect(x: 100, y: 450, width: 1000, height: 50),
                                       toggles: [Rect(x: 100, y: 520, width: 80, height: 30),
                                                 Rect(x: 200, y: 520, width: 80, height: 30)])
        return ChartInteraction(layout: layout, constraints: XConstraints(lower: 0, upper: 10_000, minSpan: minSpan),
                                window: window)
    }

    @Test func dragPansExactlyWithTheFinger() {
        let c = Self.make()
        c.handle(.touchDown(id: 1, Point(600, 200), time: 0))
        c.handle(.touchMove(id: 1, Point(595, 201), time: 0.016))   // inside the slop: nothing yet
        #expect(c.window(at: 0.016) == XWindow(4000, 5000))
        c.handle(.touchMove(id: 1, Point(500, 205), time: 0.032))   // 100 px right-to-left = +100 data
        #expect(c.window(at: 0.032) == XWindow(4100, 5100))
        c.handle(.touchMove(id: 1, Point(700, 205), time: 0.5))     // back over the start: -100
        #expect(c.window(at: 0.5) == XWindow(3900, 4900))
        // Held still before lifting: no fling.
        c.handle(.touchUp(id: 1, time: 0.7))
        c.advance(to: 2)
        #expect(c.window(at: 2) == XWindow(3900, 4900))
        #expect(!c.isAnimating(at: 2))
    }

    @Test func flingGlidesFurtherThanTheFingerThenStops() {
        let c = Self.make()
        var t = 0.0
        c.handle(.touchDown(id: 1, Point(800, 200), time: t))
        var x = 800.0
        for _ in 0..<6 {           // 40 px per 10 ms = 4000 px/s leftwards
            t += 0.01; x -= 40
            c.handle(.touchMove(id: 1, Point(x, 200), time: t))
        }
        c.handle(.touchUp(id: 1, time: t))
        let atRelease = c.window(at: t)
        #expect(atRelease == XWindow(4240, 5240))
        #expect(c.momentum.isActive)
        #expect(abs(c.momentum.velocity + 4000) < 1e-6)
        // The glide: monotone, decelerating, then at rest.
        var last = atRelease.lower
        var lastStep = Double.infinity
        var frames = 0
        while c.momentum.isActive && frames < 500 {
            t += 1.0 / 60; frames += 1
            c.advance(to: t)
            let now = c.window(at: t).lower
            let step = now - last
            #expect(step >= 0)
            #expect(step <= lastStep + 1e-9)
            lastStep = step; last = now
        }
        #expect(frames < 100)
        let travelled = last - atRelease.lower
        // distance = v·T/3 with T = 0.3 + 4000/5000 = 1.1 s: 4000·1.1/3 px → data 1466.67.
        #expect(abs(travelled - 4000 * 1.1 / 3) < 1e-6)
        #expect(travelled > 240)                                // further than the finger moved
        c.advance(to: t + 1)
        #expect(c.window(at: t + 1).lower == last)
    }

    @Test func aTouchStopsTheGlideWhereItIs() {
        let c = Self.make()
        c.handle(.touchDown(id: 1, Point(800, 200), time: 0))
        for k in 1...5 { c.handle(.touchMove(id: 1, Point(800 - Double(k) * 30, 200), time: Double(k) * 0.01)) }
        c.handle(.touchUp(id: 1, time: 0.05))
        c.advance(to: 0.2)
        let mid = c.window(at: 0.2)
        #expect(mid.lower > 4150)
        c.handle(.touchDown(id: 2, Point(500, 200), time: 0.2))
        #expect(!c.momentum.isActive)
        c.advance(to: 1.5)
        #expect(c.window(at: 1.5) == mid)
        c.handle(.touchUp(id: 2, time: 1.6))
    }

    @Test func glideStopsAtTheEndOfTheData() {
        let c = Self.make(window: XWindow(8500, 9500))
        c.handle(.touchDown(id: 1, Point(800, 200), time: 0))
        for k in 1...5 { c.handle(.touchMove(id: 1, Point(800 - Double(k) * 50, 200), time: Double(k) * 0.01)) }
        c.handle(.touchUp(id: 1, time: 0.05))
        c.advance(to: 0.3)
        #expect(c.window(at: 0.3) == XWindow(9000, 10_000))
        #expect(!c.momentum.isActive)
    }

    @Test func pinchKeepsTheDataUnderTheMidpoint() {
        let c = Self.make()
        c.handle(.touchDown(id: 1, Point(500, 200), time: 0))
        c.handle(.touchDown(id: 2, Point(700, 200), time: 0.01))
        // Midpoint 600 → data 4500. Fingers spread to 400 px apart: span halves.
        c.handle(.touchMove(id: 1, Point(400, 200), time: 0.02))
        c.handle(.touchMove(id: 2, Point(800, 200), time: 0.03))
        let w = c.window(at: 0.03)
        #expect(abs(w.span - 500) < 1e-9)
        #expect(abs(c.dataX(600, in: w) - 4500) < 1e-9)
        // Midpoint moves right by 100 px: the anchor follows the fingers.
        c.handle(.touchMove(id: 1, Point(500, 200), time: 0.04))
        c.handle(.touchMove(id: 2, Point(900, 200), time: 0.05))
        let w2 = c.window(at: 0.05)
        #expect(abs(c.dataX(700, in: w2) - 4500) < 1e-9)
        c.handle(.touchUp(id: 1, time: 0.1))
        c.handle(.touchUp(id: 2, time: 0.11))
        #expect(!c.isInteracting)
    }

    /// Property: no pinch, however wild, goes below the minimum span or leaves the data.
    @Test(arguments: [11, 12, 13, 14, 15] as [UInt64])
    func minimumSpanHoldsUnderAnyPinch(seed: UInt64) {
        var rng = SeededRandom(seed: seed)
        let c = Self.make(minSpan: 250)
        var t = 0.0
        for _ in 0..<40 {
            t += 0.05
            let a = Point(Double.random(in: 100...1100, using: &rng), Double.random(in: 0...400, using: &rng))
            let b = Point(Double.random(in: 100...1100, using: &rng), Double.random(in: 0...400, using: &rng))
            c.handle(.touchDown(id: 1, a, time: t))
            c.handle(.touchDown(id: 2, b, time: t))
            for _ in 0..<20 {
                t += 0.01
                let id = Int.random(in: 1...2, using: &rng)
                let p = Point(Double.random(in: -500...1700, using: &rng), Double.random(in: -100...500, using: &rng))
                c.handle(.touchMove(id: id, p, time: t))
                let w = c.window(at: t)
                #expect(w.span >= 250 - 1e-6)
                #expect(w.lower >= -1e-6 && w.upper <= 10_000 + 1e-6)
            }
            c.handle(.touchUp(id: 1, time: t))
            c.handle(.touchUp(id: 2, time: t))
            c.handle(.pinch(scale: Double.random(in: 0.2...5, using: &rng), center: a, time: t))
            c.handle(.scroll(dx: 0, dy: Double.random(in: -10...10, using: &rng), at: b, zoomModifier: true, time: t))
            c.advance(to: t + 0.5)
            let w = c.window(at: t + 0.5)
            #expect(w.span >= 250 - 1e-6)
            #expect(w.lower >= -1e-6 && w.upper <= 10_000 + 1e-6)
            t += 0.5
        }
    }

    @Test func tapShowsSnappedHighlightAndDoubleTapResets() {
        let c = Self.make()
        c.snap = { ($0 / 100).rounded() * 100 }
        c.handle(.touchDown(id: 1, Point(613, 200), time: 0))
        c.handle(.touchUp(id: 1, time: 0.05))
        #expect(c.highlightX == 4500)           // 4513 snapped
        c.setWindow(XWindow(4200, 5200), at: 0.1, animated: false)
        c.defaultWindow = XWindow(0, 1000)
        c.handle(.touchDown(id: 1, Point(300, 200), time: 1))
        c.handle(.touchUp(id: 1, time: 1.05))
        c.handle(.touchDown(id: 1, Point(305, 202), time: 1.2))
        c.handle(.touchUp(id: 1, time: 1.25))
        #expect(c.highlightX == nil)
        #expect(c.targetWindow == XWindow(0, 1000))
        #expect(c.window(at: 1.25 + 0.3) == XWindow(0, 1000))
    }

    @Test func longPressThenDragScrubsAndSwipeClears() {
        let c = Self.make()
        c.handle(.touchDown(id: 1, Point(300, 200), time: 0))
        c.advance(to: 0.3)
        #expect(c.highlightX == nil)
        c.advance(to: 0.5)
        #expect(c.highlightX == 4200)
        c.handle(.touchMove(id: 1, Point(450, 200), time: 0.6))   // scrubs, does not pan
        #expect(c.highlightX == 4350)
        #expect(c.window(at: 0.6) == XWindow(4000, 5000))
        c.handle(.touchUp(id: 1, time: 0.7))
        #expect(c.highlightX == 4350)
        // A drag starting far from the highlight line pans and clears it.
        c.handle(.touchDown(id: 1, Point(900, 200), time: 1))
        c.handle(.touchMove(id: 1, Point(850, 200), time: 1.1))
        #expect(c.highlightX == nil)
        c.handle(.touchUp(id: 1, time: 1.2))
    }

    @Test func highlightScrolledAwayIsCleared() {
        let c = Self.make()
        c.setHighlight(4100)
        c.handle(.key(.right, time: 0))          // highlight shown: steps it (no neighbour → stays)
        #expect(c.highlightX == 4100)
        c.setWindow(XWindow(4200, 5200), at: 0, animated: true)
        #expect(c.highlightX == nil)
    }

    @Test func rangeSelectorDragHandlesAndTapOutside() {
        let c = Self.make(window: XWindow(4000, 5000), minSpan: 500)
        // Overview: 1000 px for 10 000 → 10 data per px; window drawn from 500 to 600 px.
        c.handle(.touchDown(id: 1, Point(550, 475), time: 0))    // inside: drag the window
        c.handle(.touchMove(id: 1, Point(570, 475), time: 0.5))
        #expect(c.window(at: 0.5) == XWindow(4200, 5200))
        c.handle(.touchUp(id: 1, time: 1))
        c.handle(.touchDown(id: 1, Point(523, 475), time: 2))    // the lower handle
        c.handle(.touchMove(id: 1, Point(583, 475), time: 2.5))  // would leave 400 < 500: stops at min span
        #expect(c.window(at: 2.5) == XWindow(4700, 5200))
        c.handle(.touchUp(id: 1, time: 3))
        c.handle(.touchDown(id: 1, Point(617, 475), time: 4))    // the upper handle, out to the end
        c.handle(.touchMove(id: 1, Point(2000, 475), time: 4.5))
        #expect(c.window(at: 4.5) == XWindow(4700, 10_000))
        c.handle(.touchUp(id: 1, time: 5))
        c.setWindow(XWindow(4000, 5000), at: 5, animated: false)
        c.handle(.touchDown(id: 1, Point(200, 475), time: 6))    // tap outside: centre there, eased
        c.handle(.touchUp(id: 1, time: 6.05))
        #expect(c.targetWindow == XWindow(500, 1500))
        #expect(c.window(at: 6.05 + 0.3) == XWindow(500, 1500))
    }

    @Test func selectorFlingHasMomentum() {
        let c = Self.make(window: XWindow(1000, 2000))
        c.handle(.touchDown(id: 1, Point(250, 475), time: 0))
        for k in 1...5 { c.handle(.touchMove(id: 1, Point(250 + Double(k) * 10, 475), time: Double(k) * 0.01)) }
        c.handle(.touchUp(id: 1, time: 0.05))
        #expect(c.momentum.isActive)
        c.advance(to: 2)
        // 1000 px/s for T = 0.5 s: 166.67 px → 1666.7 data further than the 500 of the drag.
        #expect(abs(c.window(at: 2).lower - (1500 + 1000 * 0.5 / 3 * 10)) < 1e-6)
    }

    @Test func wheelAndKeysStepWithAnimation() {
        let c = Self.make()
        c.handle(.scroll(dx: 0, dy: 1, at: Point(600, 200), zoomModifier: false, time: 0))
        #expect(c.targetWindow == XWindow(4125, 5125))
        c.handle(.scroll(dx: 0, dy: 1, at: Point(600, 200), zoomModifier: false, time: 0.05))  // accumulates
        #expect(c.targetWindow == XWindow(4250, 5250))
        let mid = c.window(at: 0.1)
        #expect(mid.lower > 4000 && mid.lower < 4250)
        #expect(c.window(at: 0.4) == XWindow(4250, 5250))
        // Ctrl+wheel up zooms in about the pointer (data 4750 at x 600).
        c.handle(.scroll(dx: 0, dy: -1, at: Point(600, 200), zoomModifier: true, time: 1))
        #expect(abs(c.targetWindow.span - 800) < 1e-9)
        #expect(abs(c.dataX(600, in: c.targetWindow) - 4750) < 1e-9)
        c.handle(.key(.zoomOut, time: 2))
        #expect(abs(c.targetWindow.span - 1600) < 1e-9)
        c.handle(.key(.left, time: 3))
        #expect(abs(c.targetWindow.lower - (3950 - 400)) < 1e-9)   // zoomed out about 4750, then ¼ span left
    }

    @Test func actionsFromTogglesInfoBoardAndKeys() {
        let c = Self.make()
        c.handle(.touchDown(id: 1, Point(120, 530), time: 0))
        #expect(c.handle(.touchUp(id: 1, time: 0.1)) == .toggleSeries(0))
        c.handle(.touchDown(id: 1, Point(220, 530), time: 1))
        #expect(c.advance(to: 1.5) == .isolateSeries(1))
        #expect(c.handle(.touchUp(id: 1, time: 1.6)) == nil)
        c.setHighlight(4300)
        var l = c.layout
        l.infoBoard = Rect(x: 700, y: 20, width: 150, height: 100)
        c.updateLayout(l)
        c.handle(.touchDown(id: 1, Point(750, 50), time: 2))
        #expect(c.handle(.touchUp(id: 1, time: 2.1)) == .zoomIntoDay(x: 4300))
        #expect(c.handle(.key(.enter, time: 3)) == .zoomIntoDay(x: 4300))
        #expect(c.handle(.key(.escape, time: 3)) == nil)
        #expect(c.highlightX == nil)
        #expect(c.handle(.key(.escape, time: 3)) == nil)
        c.isInDay = true
        #expect(c.handle(.key(.escape, time: 3)) == .zoomOut)
        #expect(c.handle(.key(.nightMode, time: 3)) == .toggleNightMode)
    }

    @Test func pinchingOutPastTheDayLeavesIt() {
        let c = Self.make(window: XWindow(0, 10_000))
        c.isInDay = true
        c.handle(.touchDown(id: 1, Point(400, 200), time: 0))
        c.handle(.touchDown(id: 2, Point(800, 200), time: 0))
        #expect(c.handle(.touchMove(id: 2, Point(600, 200), time: 0.1)) == .zoomOut)
        #expect(c.handle(.touchMove(id: 2, Point(550, 200), time: 0.2)) == nil)   // once per pinch
    }

    @Test func pointerHoverDragAndLeave() {
        let c = Self.make()
        c.handle(.pointerMove(Point(300, 100), time: 0))
        #expect(c.highlightX == 4200)
        c.handle(.pointerDown(button: .primary, Point(300, 100), time: 1))
        c.handle(.pointerMove(Point(200, 100), time: 1.1))
        c.handle(.pointerUp(button: .primary, Point(200, 100), time: 2))
        #expect(c.window(at: 2) == XWindow(4100, 5100))
        c.handle(.pointerMove(Point(300, 100), time: 3))
        c.handle(.pointerLeave(time: 4))
        #expect(c.highlightX == nil)
    }
}

@Suite struct ChartInteractionEdgeTests {
    @Test func cancelForgetsTouchesWithoutGliding() {
        let c = ChartInteractionTests.make()
        c.handle(.touchDown(id: 1, Point(800, 200), time: 0))
        for k in 1...5 { c.handle(.touchMove(id: 1, Point(800 - Double(k) * 40, 200), time: Double(k) * 0.01)) }
        c.handle(.touchCancel(time: 0.06))
        #expect(!c.isInteracting)
        #expect(!c.momentum.isActive)
        let w = c.window(at: 0.06)
        c.advance(to: 1)
        #expect(c.window(at: 1) == w)
    }

    @Test func hoverFreezesOverTheInfoBoardAndOutsideClears() {
        let c = ChartInteractionTests.make()
        var l = c.layout
        l.infoBoard = Rect(x: 600, y: 10, width: 200, height: 80)
        c.updateLayout(l)
        c.handle(.pointerMove(Point(400, 200), time: 0))
        #expect(c.highlightX == 4300)
        c.handle(.pointerMove(Point(650, 50), time: 0.1))       // over the board: stays
        #expect(c.highlightX == 4300)
        c.handle(.pointerMove(Point(650, 700), time: 0.2))      // below everything: cleared
        #expect(c.highlightX == nil)
    }

    @Test func burstOfEventsDoesNotFlingAbsurdly() {
        let c = ChartInteractionTests.make()
        c.handle(.touchDown(id: 1, Point(800, 200), time: 0))
        for k in 1...5 { c.handle(.touchMove(id: 1, Point(800 - Double(k) * 40, 200), time: 1e-6 * Double(k))) }
        c.handle(.touchUp(id: 1, time: 6e-6))
        #expect(abs(c.momentum.velocity) <= 12_000)
        c.advance(to: 5)
        let w = c.window(at: 5)
        #expect(w.lower >= 0 && w.upper <= 10_000)
    }

    @Test func inputTimes() {
        #expect(ChartInput.key(.left, time: 3).time == 3)
        #expect(ChartInput.touchUp(id: 1, time: 4).time == 4)
        #expect(ChartInput.scroll(dx: 0, dy: 1, at: .zero, zoomModifier: false, time: 5).time == 5)
    }
}
