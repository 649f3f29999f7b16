import Foundation
import Testing

/// Live data in the window, against `wlcharts-testcomp`: samples written to `wlcharts -` appear
/// at the right edge, a followed file that is truncated starts over, EOF is marked.
extension WindowTests {
    @Suite(.serialized, .enabled(if: TestSession.available, "wlcharts or wlcharts-testcomp is not built"))
    struct LiveWindowTests {
        static let green: UInt32 = 0x3DC23F

        static func near(_ p: UInt32, _ colour: UInt32 = green) -> Bool {
            for shift: UInt32 in [16, 8, 0] {
                let a = Int((p >> shift) & 0xFF), b = Int((colour >> shift) & 0xFF)
                if abs(a - b) > 24 { return false }
            }
            return true
        }

        /// The rightmost column of the plot area that holds the first series' colour.
        static func rightmostGreen(_ image: Image) -> Int? {
            var best: Int?
            for y in 40 ..< image.height * 2 / 3 {
                for x in stride(from: image.width - 1, through: 0, by: -1) where near(image[x, y]) {
                    if x > (best ?? -1) { best = x }
                    break
                }
            }
            return best
        }

        static func lines(_ r: Range<Int>) -> String {
            r.map { "{\"t\": \(1_700_000_000 + $0), \"cpu\": \(Double($0 % 10))}\n" }.joined()
        }

        @Test func samplesOnStdinAppearAndThePannedBackViewStays() throws {
            let s = try TestSession(size: "480x360")
            defer { s.close() }
            let c = try s.startClient(["-"], waitForFrame: false)
            c.write(Self.lines(0 ..< 20))
            #expect(s.compositor.waitForLine({ $0.hasPrefix("commit ") }) != nil, "a frame once data came: \(c.err.all)")
            s.compositor.settle()
            let first = try s.screenshot()
            let edge = try #require(Self.rightmostGreen(first))
            // Twenty more samples: the line still reaches the right edge (the view followed).
            // (Waits for the frame that shows them: under load the client reads them late.)
            c.write(Self.lines(20 ..< 40))
            let followed = try RemoteWindowTests.waitForPicture(s, timeout: 30) { $0.difference(first).fraction > 0.001 }
            #expect(Self.rightmostGreen(followed).map { abs($0 - edge) <= 2 } == true, "the newest sample stays at the edge")
            #expect(followed.difference(first).fraction > 0.001, "the picture changed")
            // Zoom in (up) and pan back (left), then new samples do not move the view.
            s.send("key up")
            s.send("key left")
            let panned = try RemoteWindowTests.waitForPicture(s, timeout: 30) { $0.difference(followed).fraction > 0.001 }
            // Five more samples: the frame that took them changes (the header's time, the overview).
            c.write(Self.lines(40 ..< 45))
            let still = try RemoteWindowTests.waitForPicture(s, timeout: 30) { $0.difference(panned).fraction > 0 }
            let plot = { (i: Image) in i.crop(x: 0, y: 40, width: i.width, height: i.height / 2) }
            #expect(plot(still).difference(plot(panned)).fraction < 0.02, "a panned-back view does not move")
            // End returns to the edge; EOF keeps the window, marked ended.
            s.send("key end")
            let back = try RemoteWindowTests.waitForPicture(s, timeout: 30) { Self.rightmostGreen($0).map { abs($0 - edge) <= 2 } == true }
            #expect(Self.rightmostGreen(back).map { abs($0 - edge) <= 2 } == true)
            c.write("not json\n")
            c.closeInput()
            let deadline = Date().addingTimeInterval(30)
            while !c.err.all.contains(where: { $0.contains("stdin:46:1") }) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            #expect(c.err.all.contains { $0.contains("stdin:46:1") }, "a malformed line warns with its line: \(c.err.all)")
            s.compositor.settle()
            #expect(c.waitExit(timeout: 0.5) == nil, "the window stays after EOF")
        }

        /// An NDJSON key first seen later becomes a series in the window: the second colour of
        /// the palette appears in the plot once "mem" arrives, and the first series stays.
        @Test func aLateKeyOnStdinBecomesASeries() throws {
            let s = try TestSession(size: "480x360")
            defer { s.close() }
            let red: UInt32 = 0xF34C44
            let inPlot = { (i: Image, colour: UInt32) in
                (40 ..< i.height * 2 / 3).reduce(0) { n, y in n + (0 ..< i.width).filter { Self.near(i[$0, y], colour) }.count }
            }
            let c = try s.startClient(["-"], waitForFrame: false)
            c.write(Self.lines(0 ..< 20))
            #expect(s.compositor.waitForLine({ $0.hasPrefix("commit ") }) != nil, "a frame once data came: \(c.err.all)")
            s.compositor.settle()
            let first = try s.screenshot()
            #expect(inPlot(first, red) == 0, "one series: no second colour yet")
            c.write((20 ..< 40).map { "{\"t\": \(1_700_000_000 + $0), \"cpu\": \(Double($0 % 10)), \"mem\": \(Double($0 % 5) + 2)}\n" }.joined())
            let both = try RemoteWindowTests.waitForPicture(s, timeout: 30) { inPlot($0, red) > 60 }
            #expect(inPlot(both, red) > 60, "the late key is drawn in the second colour")
            #expect(inPlot(both, Self.green) > 60, "the first series stays")
            #expect(c.err.all.isEmpty, "no warnings: \(c.err.all)")
        }

        /// A followed file truncated and written again, or replaced under its name (rotation: a
        /// new file renamed over it, a new inode), is read again from its start.
        @Test(arguments: [false, true])
        func aTruncatedOrRotatedFollowedFileStartsOver(rotated: Bool) throws {
            let s = try TestSession(size: "480x360")
            defer { s.close() }
            let file = s.runtime.file("live.csv")
            try ("t,cpu\n" + (0 ..< 30).map { "\(1_700_000_000 + $0),\($0 % 7)\n" }.joined()).write(toFile: file, atomically: false, encoding: .utf8)
            try s.startClient(["--follow", file])
            s.compositor.settle()
            let before = try s.screenshot()
            // Three points far later, in place of the old ones: the chart starts over.
            let rows = "t,cpu\n" + (0 ..< 3).map { "\(1_800_000_000 + $0),\($0 * 100)\n" }.joined()
            let target = rotated ? file + ".new" : file
            try rows.write(toFile: target, atomically: false, encoding: .utf8)
            if rotated { #expect(rename(target, file) == 0) }
            let after = try RemoteWindowTests.waitForPicture(s, timeout: 30) { $0.difference(before).fraction > 0.01 }
            #expect(after.difference(before).fraction > 0.01, "the picture is the new file's")
            #expect(s.client?.err.all.isEmpty == true, "no warnings (the new file's times are not the old one's): \(s.client?.err.all ?? [])")
        }

        /// `wlcharts FILE` watches the file: replaced under its name (a rename over it, as editors
        /// and exporters save) it is shown again; a broken replacement keeps the last good picture
        /// and says why once, however often it is written.
        /// `--no-watch`: a file replaced under its name, even by a broken one, is not read again.
        /// The window is then switched to night and back — frames that come after the file's
        /// events — and shows the file as it was at start, with no reload line.
        @Test func withNoWatchAReplacedFileIsNotReadAgain() throws {
            let s = try TestSession(size: "480x360")
            defer { s.close() }
            let file = s.runtime.file("unwatched.csv")
            let rows = "t,cpu\n" + (0 ..< 30).map { "\(1_700_000_000 + $0),\($0 % 7)\n" }.joined()
            try rows.write(toFile: file, atomically: true, encoding: .utf8)
            try s.startClient([file, "--no-watch"])
            s.compositor.settle()
            let before = try s.screenshot()
            try (rows + "1700000030,40\n1700000031,-30\n").write(toFile: file, atomically: true, encoding: .utf8)
            for _ in 0 ..< 2 { try "t,cpu\n1700000000,1\nyesterday,2\n".write(toFile: file, atomically: true, encoding: .utf8) }
            s.send("key n")
            let night = try RemoteWindowTests.waitForPicture(s, timeout: 30) { $0.difference(before).fraction > 0.3 }
            #expect(night.difference(before).fraction > 0.3, "night came")
            s.send("key n")
            let back = try RemoteWindowTests.waitForPicture(s, timeout: 30) { $0.difference(before).fraction < 0.001 }
            #expect(back.difference(before).fraction < 0.001, "the file as it was at start")
            #expect(s.client?.err.all.contains { $0.contains("reload") } == false, "no reload: \(s.client?.err.all ?? [])")
        }

        @Test func aReplacedWatchedFileReloadsAndABrokenOneKeepsTheData() throws {
            let s = try TestSession(size: "480x360")
            defer { s.close() }
            let file = s.runtime.file("watched.csv")
            let rows = { (scale: Int) in "t,cpu\n" + (0 ..< 30).map { "\(1_700_000_000 + $0),\(($0 % 7) * scale)\n" }.joined() }
            try rows(1).write(toFile: file, atomically: true, encoding: .utf8)
            try s.startClient([file, "--no-watch"])
            s.compositor.settle()
            let before = try s.screenshot()
            try (rows(1) + "1700000030,40\n1700000031,-30\n").write(toFile: file, atomically: true, encoding: .utf8)
            let after = try RemoteWindowTests.waitForPicture(s, timeout: 30) { $0.difference(before).fraction > 0.01 }
            #expect(after.difference(before).fraction > 0.01, "the replaced file is shown")
            let broken = "t,cpu\n1700000000,1\nyesterday,2\n"
            for _ in 0 ..< 2 { try broken.write(toFile: file, atomically: true, encoding: .utf8) }
            let deadline = Date().addingTimeInterval(30)
            let failed = { s.client?.err.all.filter { $0.contains("reload failed") } ?? [] }
            while failed().isEmpty && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            s.compositor.settle()
            #expect(try s.screenshot().difference(after).fraction < 0.001, "the last good data stays on screen")
            #expect(failed().count == 1 && failed().first?.contains("watched.csv") == true,
                    "one line naming the file: \(s.client?.err.all ?? [])")
            #expect(s.client?.waitExit(timeout: 0.2) == nil, "the window stays")
        }
    }
}
