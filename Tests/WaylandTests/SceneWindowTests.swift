import Foundation
import Testing

/// The chart scene in the window, against `wlcharts-testcomp`: what the window commits equals the
/// `--png` render of the same state, exactly (both are the same renderer at the same size).
extension WindowTests {
    @Suite(.serialized, .enabled(if: TestSession.available, "wlcharts or wlcharts-testcomp is not built"))
    struct SceneWindowTests {
        /// Largest channel difference allowed between the window and `--png` (same code, same size).
        static let tolerance = 2

        static func expectSame(_ a: Image, _ b: Image, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
            guard a.width == b.width, a.height == b.height else {
                Issue.record("\(what): sizes differ, \(a.width)×\(a.height) vs \(b.width)×\(b.height)", sourceLocation: sourceLocation)
                return
            }
            let d = a.difference(b)
            #expect(d.maxDelta <= tolerance, "\(what): differs by up to \(d.maxDelta) on \(d.fraction * 100)% of pixels", sourceLocation: sourceLocation)
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
            Self.expectSame(resized, try ChartFixture.reference(chart, width: 500, height: 350), "500×350 window vs --png")
        }

        @Test func nightKeyAndTabMatchTheirPNGRenders() throws {
            let s = try TestSession(size: "480x360")
            defer { s.close() }
            let chart = try ChartFixture.write(in: s.runtime)
            try s.startClient([chart])
            s.send("key n")
            Self.expectSame(try s.screenshot(), try ChartFixture.reference(chart, width: 480, height: 360, ["--theme", "night"]), "night")
            s.send("key tab")
            Self.expectSame(try s.screenshot(), try ChartFixture.reference(chart, width: 480, height: 360, ["--theme", "night", "--chart", "2"]),
                            "night, chart 2")
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
            s.send("touch down 0 300 150", "touch frame", "touch motion 0 360 150", "touch frame", "touch up 0", "touch frame")
            let dragged = try s.screenshot()
            #expect(dragged.difference(start).fraction > 0.01, "a drag pans the chart")
            s.send("touch down 0 360 150", "touch frame", "touch motion 0 300 150", "touch frame", "touch up 0", "touch frame")
            Self.expectSame(try s.screenshot(), start, "dragged back")
            s.send("touch down 0 250 150", "touch down 1 350 150", "touch frame",
                   "touch motion 0 200 150", "touch motion 1 400 150", "touch frame", "touch up 0", "touch up 1", "touch frame")
            let pinched = try s.screenshot()
            #expect(pinched.difference(start).fraction > 0.01, "a pinch zooms the chart")
            s.send("pointer motion 300 150", "pointer axis vertical 1")
            #expect(try s.screenshot().difference(pinched).fraction > 0.01, "the wheel zooms the chart")
        }
    }
}
