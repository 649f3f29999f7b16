import Charts
import Foundation
import Testing
@testable import Kiosk
import SeriesData

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
            Array("{\"version\":3,\"kiosk\":\"\(Self.kiosk)\",\"panels\":4,\"panel\":1}".utf8),   // a newer format
            Array("{\"version\":2,\"kiosk\":\"\(Self.kiosk)\",\"panels\":4,\"panel\":1}".utf8),   // views missing
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

    static let night = ChartViewState(chartIndex: 1, window: XWindow(1_551_398_400_000, 1_554_076_800_000), hidden: ["y1", "y0"], theme: .night)
    static let following = ChartViewState(chartIndex: 0, window: nil, hidden: [], theme: .day)

    @Test func eachPanelsViewRoundTrips() throws {
        let s = SavedWall(kiosk: Self.kiosk, panels: 2, panel: 1, views: [Self.night, Self.following])
        #expect(SavedWall.decode(s.encoded, kiosk: Self.kiosk, panels: 2) == s)
        #expect(String(decoding: s.encoded, as: UTF8.self) == "{\"kiosk\":\"\\/etc\\/wlcharts\\/wall.toml\",\"panel\":1,\"panels\":2,\"version\":2,"
            + "\"views\":[{\"chart\":1,\"hidden\":[\"y0\",\"y1\"],\"theme\":\"night\",\"window\":[1551398400000,1554076800000]},"
            + "{\"chart\":0,\"hidden\":[],\"theme\":\"day\"}]}\n")
        // A state written before views were saved still says the panel.
        let old = Array("{\"kiosk\":\"\(Self.kiosk)\",\"panel\":1,\"panels\":2,\"version\":1}".utf8)
        #expect(SavedWall.decode(old, kiosk: Self.kiosk, panels: 2) == SavedWall(kiosk: Self.kiosk, panels: 2, panel: 1))
    }

    /// A preset, a zoomed day and a pie are read back as written; a view written before they
    /// were saved reads as none of them.
    @Test func aPresetADayAndAPieRoundTrip() throws {
        let preset = ChartViewState(chartIndex: 0, window: XWindow(1, 2), hidden: [], theme: .day, preset: .oneMonth)
        let day = ChartViewState(chartIndex: 2, window: XWindow(1, 2), hidden: ["y0"], theme: .night, day: 1_554_076_800_000)
        let pie = ChartViewState(chartIndex: 0, window: XWindow(1, 2), hidden: [], theme: .day, pie: true)
        let s = SavedWall(kiosk: Self.kiosk, panels: 3, panel: 0, views: [preset, day, pie])
        #expect(SavedWall.decode(s.encoded, kiosk: Self.kiosk, panels: 3) == s)
        let text = String(decoding: s.encoded, as: UTF8.self)
        #expect(text.contains("\"preset\":\"1M\"") && text.contains("\"day\":1554076800000") && text.contains("\"pie\":true"), "\(text)")
        for p in RangePreset.allCases {
            let v = ChartViewState(chartIndex: 0, window: nil, hidden: [], theme: .day, preset: p)
            #expect(SavedView.decode(SavedView.object(v)) == v, "\(p.title)")
        }
        let source = SavedSourceView(source: "/a.json", view: day)
        #expect(SavedSourceView.decode(source.encoded, source: "/a.json") == source)
        #expect(SavedView.decode(["chart": 0, "hidden": [String](), "theme": "day"]) == Self.following, "no preset, day or pie")
    }

    @Test func aViewThatIsNotOneIsNoState() {
        let head = "{\"kiosk\":\"\(Self.kiosk)\",\"panel\":0,\"panels\":1,\"version\":2,\"views\":"
        let views = [
            "[]", "[{}, {}]", "{}", "[null]", "[1]",                                            // wrong count or kind
            "[{\"chart\":-1,\"hidden\":[],\"theme\":\"day\"}]",
            "[{\"chart\":0,\"hidden\":[],\"theme\":\"dusk\"}]",
            "[{\"chart\":0,\"hidden\":[1],\"theme\":\"day\"}]",
            "[{\"chart\":0,\"hidden\":\"y0\",\"theme\":\"day\"}]",
            "[{\"chart\":0,\"theme\":\"day\"}]",
            "[{\"chart\":0,\"hidden\":[],\"theme\":\"day\",\"window\":[5,1]}]",             // backwards
            "[{\"chart\":0,\"hidden\":[],\"theme\":\"day\",\"window\":[1]}]",
            "[{\"chart\":0,\"hidden\":[],\"theme\":\"day\",\"window\":[1,\"2\"]}]",
            "[{\"chart\":0,\"hidden\":[],\"theme\":\"day\",\"window\":[1,1e999]}]",
            "[{\"chart\":0,\"hidden\":[],\"theme\":\"day\",\"window\":null}]",
            "[{\"chart\":0,\"hidden\":[],\"theme\":\"day\",\"preset\":\"2W\"}]",           // no such preset
            "[{\"chart\":0,\"hidden\":[],\"theme\":\"day\",\"preset\":1}]",
            "[{\"chart\":0,\"hidden\":[],\"theme\":\"day\",\"day\":\"2019-04-01\"}]",
            "[{\"chart\":0,\"hidden\":[],\"theme\":\"day\",\"day\":1e999}]",
            "[{\"chart\":0,\"hidden\":[],\"theme\":\"day\",\"pie\":\"yes\"}]",
            "[{\"chart\":0,\"hidden\":[],\"theme\":\"day\",\"pie\":1}]",
        ]
        for v in views { #expect(SavedWall.decode(Array((head + v + "}").utf8), kiosk: Self.kiosk, panels: 1) == nil, "\(v)") }
        let good = head + "[{\"chart\":0,\"hidden\":[],\"theme\":\"day\",\"window\":[1,2.5]}]}"
        #expect(SavedWall.decode(Array(good.utf8), kiosk: Self.kiosk, panels: 1)?.views == [ChartViewState(chartIndex: 0, window: XWindow(1, 2.5), hidden: [], theme: .day)])
    }

    @Test func theDesktopViewOfItsFilesRoundTrips() throws {
        let source = "/home/u/a.json\n/home/u/b.json"
        let s = SavedSourceView(source: source, view: Self.night)
        #expect(SavedSourceView.decode(s.encoded, source: source) == s)
        #expect(SavedSourceView.decode(s.encoded, source: "/home/u/a.json") == nil, "another source's file")
        #expect(SavedSourceView.decode(Array(s.encoded.prefix(30)), source: source) == nil, "cut")
        #expect(SavedSourceView.decode(Array("{\"version\":2,\"source\":\"x\",\"view\":{}}".utf8), source: "x") == nil)
        let a = try #require(SavedSourceView.defaultPath(files: ["/home/u/a.json"], environment: ["HOME": "/home/u"]))
        #expect(a.hasPrefix("/home/u/.local/state/wlcharts/a.json-") && a.hasSuffix(".view.json"))
        #expect(SavedSourceView.defaultPath(files: ["/home/u/a.json", "/home/u/b.json"], environment: ["HOME": "/home/u"]) != a)
        #expect(SavedWall.defaultPath(kiosk: "/home/u/a.json", environment: ["HOME": "/home/u"]) != a, "not the --kiosk a.json file")
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
