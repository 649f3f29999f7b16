import Foundation
import Testing
@testable import Kiosk

/// The wall's saved state: its bytes read back exactly, and everything else — garbage, a cut
/// file, another wall's state, a changed panel count — read as no state.
struct SavedWallTests {
    static let kiosk = "/etc/wlcharts/wall.toml"

    @Test func roundTrips() throws {
        let s = SavedWall(kiosk: Self.kiosk, panels: 4, panel: 3)
        #expect(SavedWall.decode(s.encoded, kiosk: Self.kiosk, panels: 4) == s)
        #expect(String(decoding: s.encoded, as: UTF8.self) == "{\"kiosk\":\"\\/etc\\/wlcharts\\/wall.toml\",\"panel\":3,\"panels\":4,\"version\":1}\n")
    }

    @Test func anythingElseIsNoState() {
        let good = SavedWall(kiosk: Self.kiosk, panels: 4, panel: 1).encoded
        let bad: [[UInt8]] = [
            [], [0], Array(good.prefix(good.count / 2)),                          // empty, a zero byte, cut by a power failure
            [UInt8](repeating: 0xFF, count: 100), Array("not json".utf8),        // garbage
            Array("[1, 2]".utf8), Array("{}".utf8), Array("null".utf8),          // JSON, not ours
            Array("{\"version\":2,\"kiosk\":\"\(Self.kiosk)\",\"panels\":4,\"panel\":1}".utf8),   // a newer format
            Array("{\"version\":1,\"kiosk\":\"\(Self.kiosk)\",\"panels\":4,\"panel\":4}".utf8),   // out of range
            Array("{\"version\":1,\"kiosk\":\"\(Self.kiosk)\",\"panels\":4,\"panel\":-1}".utf8),
            Array("{\"version\":1,\"kiosk\":\"\(Self.kiosk)\",\"panels\":4,\"panel\":1.5}".utf8),
            Array("{\"version\":1,\"kiosk\":\"\(Self.kiosk)\",\"panels\":4,\"panel\":\"1\"}".utf8),
            Array("{\"version\":1,\"kiosk\":\"\(Self.kiosk)\",\"panels\":4,\"panel\":1e300}".utf8),
            Array("{\"version\":1,\"kiosk\":\"\(Self.kiosk)\",\"panels\":4,\"panel\":99999999999999999999999}".utf8),
            Array(String(repeating: "[", count: 100_000).utf8),                  // deep or huge: not read
        ]
        for b in bad { #expect(SavedWall.decode(b, kiosk: Self.kiosk, panels: 4) == nil, "\(String(decoding: b.prefix(80), as: UTF8.self))") }
        #expect(SavedWall.decode(good, kiosk: "/etc/wlcharts/other.toml", panels: 4) == nil, "another wall's state")
        #expect(SavedWall.decode(good, kiosk: Self.kiosk, panels: 3) == nil, "the kiosk file changed")
    }

    @Test func theDefaultPlaceIsUnderXDGStateHome() throws {
        let a = try #require(SavedWall.defaultPath(kiosk: Self.kiosk, environment: ["XDG_STATE_HOME": "/var/lib/kiosk/state", "HOME": "/home/k"]))
        #expect(a.hasPrefix("/var/lib/kiosk/state/wlcharts/wall.toml-") && a.hasSuffix(".json"))
        let b = try #require(SavedWall.defaultPath(kiosk: Self.kiosk, environment: ["HOME": "/home/k"]))
        #expect(b.hasPrefix("/home/k/.local/state/wlcharts/wall.toml-"))
        #expect(SavedWall.defaultPath(kiosk: "/srv/wall.toml", environment: ["HOME": "/home/k"]) != b, "two walls, two files")
        #expect(SavedWall.defaultPath(kiosk: Self.kiosk, environment: ["XDG_STATE_HOME": "relative"]) == nil)
        #expect(SavedWall.defaultPath(kiosk: Self.kiosk, environment: [:]) == nil)
    }
}
