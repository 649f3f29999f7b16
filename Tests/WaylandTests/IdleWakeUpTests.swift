import Foundation
import Testing

/// The wake-up contract, measured on the process: an idle window or wall sleeps in `poll` until
/// its next change or an event — its main thread blocks no more between events (the kernel's
/// count of voluntary context switches stands still) — and still changes at its times.
extension WindowTests {
    @Suite(.serialized, .enabled(if: TestSession.available, "wlcharts or wlcharts-testcomp is not built"))
    struct IdleWakeUpTests {
        /// The times the client's main thread went to sleep so far (`/proc/PID/status`).
        static func sleeps(_ client: Spawned) -> Int? {
            let pid = client.process.processIdentifier
            guard let status = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else { return nil }
            for line in status.split(separator: "\n") where line.hasPrefix("voluntary_ctxt_switches:") {
                return Int(line.split(separator: ":")[1].trimmingCharacters(in: .whitespaces))
            }
            return nil
        }

        /// Wake-ups of the client's main thread over `seconds` with nothing sent to it.
        static func wakeUps(_ client: Spawned, over seconds: Double) throws -> Int {
            let before = try #require(sleeps(client))
            Thread.sleep(forTimeInterval: seconds)
            return try #require(sleeps(client)) - before
        }

        @Test func anIdleWallSleepsUntilItsNextRotation() throws {
            let s = try TestSession(size: "480x360")
            defer { s.close() }
            let wall = try KioskWindowTests.writeWall(in: s, "dwell = \"4s\"\nfade = \"0s\"\nburn_in = \"off\"\nidle_reset = \"off\"",
                                                      panels: ["daily-joined-left.json", "power-hourly.csv"])
            let client = try s.startClient(["--kiosk", wall, "--state", "off"])
            s.compositor.settle(quiet: 0.5)
            let frames = s.commits.count
            #expect(try Self.wakeUps(client, over: 1.5) == 0, "no timer fires while the panel dwells")
            #expect(s.commits.count == frames, "and no frame is drawn")
            // The rotation still comes at its time (4 s after the first frame).
            let mark = s.compositor.out.count
            #expect(s.compositor.waitForLine(from: mark, timeout: 10) { $0.hasPrefix("commit ") } != nil, "the next panel at the end of the dwell")
        }

        @Test func anIdleLiveWindowSleepsUntilItsStaleMark() throws {
            let s = try TestSession(size: "480x360")
            defer { s.close() }
            let client = try s.startClient(["-", "--stale-after", "6s"], waitForFrame: false)
            client.write(LiveWindowTests.lines(0 ..< 20))
            #expect(s.compositor.waitForLine({ $0.hasPrefix("commit ") }) != nil, "a frame once data came: \(client.err.all)")
            s.compositor.settle(quiet: 0.5)
            let fresh = try s.screenshot()
            #expect(try Self.wakeUps(client, over: 1) == 0, "no timer fires before the stale mark is due")
            // The stale mark comes by itself, with no input and no data.
            let stale = try RemoteWindowTests.waitForPicture(s, timeout: 20) { $0.difference(fresh).fraction > 0 }
            #expect(stale.difference(fresh).fraction > 0, "the header turned stale")
            s.compositor.settle(quiet: 0.5)
            #expect(try Self.wakeUps(client, over: 1) == 0, "and then it sleeps until an event")
        }
    }
}
