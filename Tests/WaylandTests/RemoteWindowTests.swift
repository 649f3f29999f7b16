import Foundation
import Testing

/// A chart on a server in the window, against `wlcharts-testcomp` and a loopback HTTP server:
/// it appears; the server fails → the last data stays, marked stale, the error in the header;
/// the server answers again → fresh data, the error gone.
extension WindowTests {
    @Suite(.serialized, .enabled(if: TestSession.available, "wlcharts or wlcharts-testcomp is not built"))
    struct RemoteWindowTests {
        /// The header's warning colour (`LiveRenderer.staleColor`).
        static let warning: UInt32 = 0xE0533D

        static func near(_ p: UInt32, _ c: UInt32, _ tolerance: Int = 40) -> Bool {
            for shift: UInt32 in [16, 8, 0] where abs(Int((p >> shift) & 0xFF) - Int((c >> shift) & 0xFF)) > tolerance {
                return false
            }
            return true
        }

        /// The columns from the leftmost to the rightmost pixel of colour `c` in rows `rows`.
        static func extent(_ image: Image, _ c: UInt32, rows: Range<Int>) -> Int {
            var lo = Int.max, hi = -1
            for y in rows where y < image.height {
                for x in 0 ..< image.width where near(image[x, y], c) { lo = min(lo, x); hi = max(hi, x) }
            }
            return hi - lo
        }

        /// Pixels of colour `c` in rows `rows` of `image`.
        static func count(_ image: Image, _ c: UInt32, rows: Range<Int>) -> Int {
            var n = 0
            for y in rows where y < image.height { for x in 0 ..< image.width where near(image[x, y], c) { n += 1 } }
            return n
        }

        static func csv(_ n: Int) -> String {
            "t,load\n" + (0 ..< n).map { "\(1_700_000_000_000 + Int64($0) * 60_000),\($0 % 9)\n" }.joined()
        }

        /// Waits until the client committed a frame whose screenshot satisfies `ok` (at most `timeout` s).
        static func waitForPicture(_ s: TestSession, timeout: Double = 15, _ ok: (Image) -> Bool) throws -> Image {
            let deadline = Date().addingTimeInterval(timeout)
            _ = s.compositor.waitForLine(timeout: timeout) { $0.hasPrefix("commit ") }
            s.compositor.settle()
            var last = try s.screenshot()
            while !ok(last) && Date() < deadline {
                let mark = s.compositor.out.count
                _ = s.compositor.waitForLine(from: mark, timeout: 1) { $0.hasPrefix("commit ") }
                s.compositor.settle()
                last = try s.screenshot()
            }
            return last
        }

        @Test(.enabled(if: LoopbackHTTPServer.available, "needs python3 (scripts/install-deps.sh test) — skipped"))
        func aFailingServerKeepsTheChartStaleWithTheErrorUntilItRecovers() throws {
            let server = try LoopbackHTTPServer()
            try server.write("wall.csv", Self.csv(30))
            let url = server.url("/files/wall.csv")
            let s = try TestSession(size: "560x360")
            defer { s.close() }
            let c = try s.startClient([url, "--refresh", "1s"], waitForFrame: false)
            let green = TestSession.green
            let header = 0 ..< 40, plot = 40 ..< 250
            let shown = try Self.waitForPicture(s) { Self.count($0, green, rows: plot) > 100 }
            #expect(Self.count(shown, green, rows: plot) > 100, "the chart appears: \(c.err.all)")
            #expect(Self.count(shown, Self.warning, rows: header) == 0, "fresh: no warning")

            // The server fails: the line stays, the header names the error in the warning colour.
            try server.fail("wall.csv", status: 503)
            let failing = try Self.waitForPicture(s) { Self.count($0, Self.warning, rows: header) > 100 }
            #expect(Self.count(failing, Self.warning, rows: header) > 100, "the error drawn in the header")
            // "updated 22:13:20" alone is about 100 columns wide; the error follows it.
            #expect(Self.extent(failing, Self.warning, rows: header) > 200, "\(Self.extent(failing, Self.warning, rows: header))")
            #expect(Self.count(failing, green, rows: plot) > 100, "the last data kept")
            #expect(c.err.all.filter { $0.contains("HTTP 503") }.count == 1, "said once on stderr: \(c.err.all)")
            #expect(c.err.all.contains { $0.contains(url) && $0.contains("the server says 503") })

            // Back, with more data: fresh again, the error gone.
            try server.write("wall.csv", Self.csv(60))
            try server.fail("wall.csv", status: nil)
            let back = try Self.waitForPicture(s) { Self.count($0, Self.warning, rows: header) == 0 }
            #expect(Self.count(back, Self.warning, rows: header) == 0, "recovered")
            #expect(Self.count(back, green, rows: plot) > 100)
            #expect(back.difference(shown).fraction > 0.001, "the new data is drawn")
            #expect(c.waitExit(timeout: 0.1) == nil, "still running")
        }
    }
}
