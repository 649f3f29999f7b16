import Foundation
import Testing

/// A wall from a server in the window (issue 32: walls configured from a server), against
/// `wlcharts-testcomp` and a loopback HTTP server: the wall file changed on the server is shown
/// without a restart; a broken version keeps the running wall, said once on stderr and in a strip
/// along the bottom edge, until a good version comes.
extension WindowTests {
    @Suite(.serialized, .enabled(if: TestSession.available, "wlcharts or wlcharts-testcomp is not built"),
           .enabled(if: LoopbackHTTPServer.available, "needs python3 (scripts/install-deps.sh test) — skipped"))
    struct ServerWallWindowTests {
        /// `ServerWall.bannerColor`.
        static let banner: UInt32 = 0xB3261E

        static func wall(theme: String) -> String {
            "burn_in = \"off\"\nrefresh = \"1s\"\n[[panel]]\nfile = \"load.csv\"\ntheme = \"\(theme)\"\n"
        }

        static func bottomRow(_ image: Image) -> Int { RemoteWindowTests.count(image, banner, rows: image.height - 4 ..< image.height) }

        @Test func aChangedWallIsShownAndABrokenOneKeepsTheRunningWall() throws {
            let server = try LoopbackHTTPServer()
            try server.write("load.csv", RemoteWindowTests.csv(30))
            try server.write("wall.toml", Self.wall(theme: "day"))
            let s = try TestSession(size: "480x320")
            defer { s.close() }
            let c = try s.startClient(["--kiosk", server.url("/files/wall.toml")], waitForFrame: false)
            let day = try RemoteWindowTests.waitForPicture(s) { $0[5, 5] == TestSession.day }
            #expect(day[5, 5] == TestSession.day, "the wall from the server: \(c.err.all)")

            // Changed on the server: the next refetch shows it, no restart.
            try server.write("wall.toml", Self.wall(theme: "night"))
            let night = try RemoteWindowTests.waitForPicture(s) { $0[5, 5] == TestSession.night }
            #expect(night[5, 5] == TestSession.night && Self.bottomRow(night) == 0, "the new wall: \(c.err.all)")

            // Broken: the night wall stays, the strip says why, stderr once.
            try server.write("wall.toml", "burn_in = \"off\"\nrefresh = \"1s\"\n[[panel]]\nfile = \"load.csv\"\ntheme = \"dusk\"\n")
            let broken = try RemoteWindowTests.waitForPicture(s) { Self.bottomRow($0) > 400 }
            #expect(broken[5, 5] == TestSession.night && Self.bottomRow(broken) > 400, "the running wall and the strip")
            Thread.sleep(forTimeInterval: 2.5)   // two more refetches (304s): not said again
            let said = c.err.all.filter { $0.contains("keeping the running wall") }
            #expect(said.count == 1 && said[0].contains("wall.toml:5: panel 1 theme: must be \"day\" or \"night\", not \"dusk\""),
                    "\(c.err.all)")

            // Mended: shown, the strip gone.
            try server.write("wall.toml", Self.wall(theme: "day"))
            let mended = try RemoteWindowTests.waitForPicture(s) { $0[5, 5] == TestSession.day && Self.bottomRow($0) == 0 }
            #expect(mended[5, 5] == TestSession.day && Self.bottomRow(mended) == 0, "\(c.err.all)")
            let log = (try? String(contentsOfFile: server.folder.file("requests.log"), encoding: .utf8)) ?? ""
            #expect(log.contains("GET /files/wall.toml 304"), "unchanged versions cost a 304: \(log)")
        }
    }
}
