import Foundation
import Testing

/// The chart scene in the window, against `wlcharts-testcomp`: what the window commits equals the
/// `--png` render of the same state (tolerances at ``SceneWindowTests/expectSame``).
extension WindowTests {
    @Suite(.serialized, .enabled(if: TestSession.available, "wlcharts or wlcharts-testcomp is not built"))
    struct SceneWindowTests {
        /// How far the window may be from `--png` of the same state: a first frame is the same
        /// renderer at the same size (at most 2 levels anywhere); after input, the feel's settled
        /// animations may leave labels a pixel off a fresh layout, so then at most 1% of pixels may
        /// differ by more than 8 levels.
        static let firstFrameTolerance = 2, settledFraction = 0.01

        static func expectSame(_ a: Image, _ b: Image, _ what: String, settled: Bool = false,
                               sourceLocation: SourceLocation = #_sourceLocation) {
            guard a.width == b.width, a.height == b.height else {
                Issue.record("\(what): sizes differ, \(a.width)×\(a.height) vs \(b.width)×\(b.height)", sourceLocation: sourceLocation)
                return
            }
            let d = a.difference(b, tolerance: 8)
            if settled {
                #expect(d.fraction <= settledFraction, "\(what): \(d.fraction * 100)% of pixels differ (by up to \(d.maxDelta))",
                        sourceLocation: sourceLocation)
            } else {
                #expect(d.maxDelta <= firstFrameTolerance, "\(what): differs by up to \(d.maxDelta) on \(d.fraction * 100)% of pixels",
                        sourceLocation: sourceLocation)
            }
        }

        @Test func windowEqualsThePNGRenderAndResizeLaysOutAnew() throws {
            let s = try TestSession(size: "640x400")
            defer { s.close() }
            let chart = try ChartFixture.write(in: s.runtime)
            try s.startClient([chart])
            s.compositor.settle()
            let first = try s.screenshot()
            Self.expectSame(first, try ChartFixture.reference(chart, width: 640, height: 400), "640×400 window vs --png")
            #expect(s.compositor.out.all.contains("title wlcharts — Chart 1"))
            s.send("configure 500x350")
            let resized = try s.screenshot()
            #expect(resized.width == 500 && resized.height == 350)
            Self.expectSame(resized, try ChartFixture.reference(chart, width: 500, height: 350), "500×350 window vs --png", settled: true)
        }

        @Test func nightKeyAndTabMatchTheirPNGRenders() throws {
            let s = try TestSession(size: "480x360")
            defer { s.close() }
            let chart = try ChartFixture.write(in: s.runtime)
            try s.startClient([chart])
            s.compositor.settle()                        // the window is up before the key comes
            s.send("key n")
            Self.expectSame(try s.screenshot(), try ChartFixture.reference(chart, width: 480, height: 360, ["--theme", "night"]), "night", settled: true)
            s.send("key tab")
            Self.expectSame(try s.screenshot(), try ChartFixture.reference(chart, width: 480, height: 360, ["--theme", "night", "--chart", "2"]),
                            "night, chart 2", settled: true)
            #expect(s.compositor.out.all.last { $0.hasPrefix("title ") } == "title wlcharts — Chart 2")
            // Animations over, the window stops drawing.
            let frames = s.commits.count
            Thread.sleep(forTimeInterval: 0.5)
            #expect(s.commits.count == frames, "a settled chart draws nothing")
        }

        @Test func dragAndPinchChangeTheViewAndReverseExactly() throws {
            let s = try TestSession(size: "640x400")
            defer { s.close() }
            let chart = try ChartFixture.write(in: s.runtime)
            let range = ["--range", "2019-01-20..2019-02-10"]   // a part of the data, so there is room to pan
            try s.startClient([chart] + range)
            s.compositor.settle()
            let start = try s.screenshot()
            Self.expectSame(start, try ChartFixture.reference(chart, width: 640, height: 400, range), "--range window vs --png")
            // Each drag holds still before lifting, so gestures with momentum have none to add.
            func drag(from a: Int, to b: Int) {
                s.send("touch down 0 \(a) 150", "touch frame", "touch motion 0 \((a + b) / 2) 150", "touch frame",
                       "touch motion 0 \(b) 150", "touch frame")
                Thread.sleep(forTimeInterval: 0.3)
                s.send("touch motion 0 \(b) 150", "touch frame", "touch up 0", "touch frame")
            }
            drag(from: 300, to: 360)
            let dragged = try s.screenshot()
            #expect(dragged.difference(start).fraction > 0.01, "a drag pans the chart")
            drag(from: 360, to: 300)
            Self.expectSame(try s.screenshot(), start, "dragged back", settled: true)
            s.send("touch down 0 250 150", "touch down 1 350 150", "touch frame",
                   "touch motion 0 200 150", "touch motion 1 400 150", "touch frame", "touch up 0", "touch up 1", "touch frame")
            let pinched = try s.screenshot()
            #expect(pinched.difference(start).fraction > 0.01, "a pinch zooms the chart")
            s.send("pointer motion 300 150", "pointer axis vertical 1")
            #expect(try s.screenshot().difference(pinched).fraction > 0.01, "the wheel zooms the chart")
        }

        @Test func aFlickPansFurtherThanTheFingerThenStops() throws {
            // A slow drag back over the same distance returns a held drag to its start exactly
            // (see above); after a flick it cannot, because momentum carried the view further.
            let s = try TestSession(size: "640x400")
            defer { s.close() }
            let chart = try ChartFixture.write(in: s.runtime)
            let range = ["--range", "2019-01-20..2019-02-10"]
            try s.startClient([chart] + range)
            s.compositor.settle()
            let start = try s.screenshot()
            // The flick: the finger moves 80 px in 64 ms and lifts at once. The events' timestamps
            // are stepped by hand, so the speed the client measures does not depend on how fast a
            // loaded machine passes the commands on (the client reads the compositor's stamps).
            s.compositor.send("clock freeze")
            s.send("touch down 0 360 150", "touch frame", "clock advance 16", "touch motion 0 340 150", "touch frame",
                   "clock advance 16", "touch motion 0 320 150", "touch frame", "clock advance 16",
                   "touch motion 0 300 150", "touch frame", "clock advance 16", "touch motion 0 280 150",
                   "touch frame", "touch up 0", "touch frame")
            s.compositor.send("clock real")
            // The glide runs on after the finger lifts: wait until the window has been quiet for
            // 0.5 s (a starved client on a loaded machine can pause longer than `send`'s settle).
            s.compositor.settle(quiet: 0.5, timeout: 15)
            let flicked = try s.screenshot()
            #expect(flicked.difference(start).fraction > 0.01, "the flick pans the chart")
            // It stops: no more frames once it settled, and the picture holds.
            let frames = s.commits.count
            Thread.sleep(forTimeInterval: 0.5)
            #expect(s.commits.count == frames, "the glide ended and the window stopped drawing")
            Self.expectSame(try s.screenshot(), flicked, "after the glide", settled: true)
            // The same 80 px back, held still before lifting (no momentum).
            s.send("touch down 0 280 150", "touch frame", "touch motion 0 320 150", "touch frame",
                   "touch motion 0 360 150", "touch frame")
            Thread.sleep(forTimeInterval: 0.3)
            s.send("touch motion 0 360 150", "touch frame", "touch up 0", "touch frame")
            #expect(try s.screenshot().difference(start).fraction > 0.01,
                    "the flick went further than the finger: dragging the finger's distance back does not return")
        }

        @Test func partialFramesDamageLessAndRepairOlderBuffers() throws {
            // Hovering moves the highlight: frames damage only the board's area, alternating
            // between buffers; each older buffer must be repaired before it is drawn again.
            let s = try TestSession(size: "640x400")
            defer { s.close() }
            let chart = try ChartFixture.write(in: s.runtime)
            try s.startClient([chart])
            for x in [300, 420, 180, 350, 200] { s.send("pointer motion \(x) 150") }
            let travelled = try s.screenshot()
            let partial = s.commits.dropFirst().filter { !$0.contains("damage=0,0,640,400") }
            #expect(partial.count >= 3, "hover frames damage less than the window: \(s.commits)")
            #expect(Set(s.commits.compactMap { $0.split(separator: " ").first { $0.hasPrefix("buffer=") } }).count >= 2)

            let direct = try TestSession(size: "640x400")
            defer { direct.close() }
            let chart2 = try ChartFixture.write(in: direct.runtime)
            try direct.startClient([chart2])
            direct.send("pointer motion 200 150")
            Self.expectSame(travelled, try direct.screenshot(), "after five hovers vs one hover at the same place", settled: true)
        }
    }
}
