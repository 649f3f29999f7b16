import Foundation
import Testing

/// Charts you can hear in the window, keys through `wlcharts-testcomp`: keyboard reading moves
/// the highlight to the exact points a `--png --highlight` of them shows; `s` and `d` without a
/// sound server or speech service are one line each and the window goes on; `d` prints the
/// summary instead. (Playback into a real PulseAudio server: wlchartsTests/WindowSoundTests.)
extension WindowTests {
    @Suite(.serialized, .enabled(if: TestSession.available, "wlcharts or wlcharts-testcomp is not built"))
    struct ListeningWindowTests {
        /// No sound server and no speech service answer at these.
        static let nowhere = ["PULSE_SERVER": "unix:/nonexistent/wlcharts-test/native",
                              "SPEECHD_ADDRESS": "unix_socket:/nonexistent/wlcharts-test/speechd.sock"]

        @Test func readingKeysLandOnTheExactPointsThePNGHighlights() throws {
            let s = try TestSession(size: "640x400")
            defer { s.close() }
            let chart = try ChartFixture.write(in: s.runtime)
            try s.startClient([chart, "--highlight", "2019-01-20"], environment: Self.nowhere)
            s.compositor.settle()
            func expectHighlight(_ date: String, _ what: String) throws {
                // The board slides (0.2 s): under load frames can pause longer than settle's quiet
                // time, so wait until no frame came for 0.6 s.
                var frames = s.commits.count, quietSince = Date()
                while Date().timeIntervalSince(quietSince) < 0.6 {
                    Thread.sleep(forTimeInterval: 0.05)
                    if s.commits.count != frames { frames = s.commits.count; quietSince = Date() }
                }
                SceneWindowTests.expectSame(try s.screenshot(), try ChartFixture.reference(chart, width: 640, height: 400, ["--highlight", date]),
                                            what, settled: true)
            }
            s.send("key right")
            try expectHighlight("2019-01-21", "→ steps one point")
            s.send("key left", "key left")
            try expectHighlight("2019-01-19", "← ← step back two")
            s.send("key end")
            try expectHighlight("2019-03-01", "End: the last visible point")
            s.send("key home")
            try expectHighlight("2019-01-01", "Home: the first visible point")
            // M: the maximum of the first series ("Joined": Int(100 + 50 sin(t/5) + t), highest, 189, on day 40).
            s.send("key shift press", "key m", "key shift release")
            try expectHighlight("2019-02-10", "M: the maximum")
            // No sound server: one line for all the tones, the window went on.
            let lines = s.client!.err.all
            #expect(lines.count == 1 && lines[0].hasPrefix("wlcharts: no sound server ("), "\(lines)")
        }

        @Test func sAndDWithoutServersAreOneLineEachAndDPrintsTheSummary() throws {
            let s = try TestSession(size: "640x400")
            defer { s.close() }
            let chart = try ChartFixture.write(in: s.runtime)
            try s.startClient([chart], environment: Self.nowhere)
            s.compositor.settle()
            let start = try s.screenshot()
            s.send("key s")
            s.send("key s")
            s.send("key d")
            _ = s.client!.out.count
            let deadline = Date().addingTimeInterval(10)
            while !s.client!.out.all.contains(where: { $0.hasPrefix("Joined:") }) && Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
            let out = s.client!.out.all, err = s.client!.err.all
            #expect(out.first == "Chart 1: lines, 1 January 2019 – 1 March 2019, 60 points.", "\(out)")
            #expect(out.contains { $0.hasPrefix("Joined: lowest ") } && out.contains { $0.hasPrefix("Left: lowest ") })
            #expect(err.count == 2, "\(err)")
            #expect(err.contains { $0.hasPrefix("wlcharts: no sound server (") && $0.hasSuffix("): not played") })
            #expect(err.contains { $0.hasPrefix("wlcharts: no speech service (") && $0.hasSuffix("): not spoken") })
            // Nothing plays, so nothing moved; the window still answers keys.
            SceneWindowTests.expectSame(try s.screenshot(), start, "after s, s, d")
            s.send("key n")
            #expect(try s.screenshot().difference(start).fraction > 0.3, "night mode after the failed sound")
        }
    }
}
