import Accessibility
import Foundation
import Kiosk
import Screens
@testable import Adapters
import Testing

/// A wall from a server (issue 32) without a window, against a loopback HTTP server: a version
/// whose panel cannot be built yet, or whose header file cannot be had, is asked for whole again
/// and shown once it can be; what the wall shows is kept in a state file named after its URL,
/// also after a new version, and is what a screen reader reads.
@MainActor
@Suite(.enabled(if: HTTPTestServer.python != nil, HTTPTestServer.missingNote))
struct ServerWallTests {
    static let csv = "time,load\n2026-11-27T10:00:00Z,1.5\n2026-11-27T10:05:00Z,2.5\n"

    @Test func aPanelThatCannotBeBuiltIsTriedAgainAndTheStateFollowsTheWall() throws {
        let server = try HTTPTestServer()
        let late = server.folder + "/late.csv"
        try server.write("load.csv", Self.csv)
        try server.write("wall.toml", "[[panel]]\nfile = \"\(server.folder)/load.csv\"\n")
        let url = server.url("/files/wall.toml")
        let fetch = WallFetch(url: url, headers: [:])
        let file = try fetch.first()
        #expect(fetch.validators.allSatisfy { $0 != nil }, "the server's ETag and Last-Modified")
        let make = { (f: KioskFile, i: Int) throws(SpecError) -> ScreenFactory.Built in
            try PanelFactory.make(f.panels[i], index: i, kioskPath: url, font: nil)
        }
        let first = try make(file, 0)
        let wall = ServerWall(fetch: fetch, file: file, wall: KioskScreen(file: file, panels: [first.screen], configured: [first.configured],
                                                                          secondOfDay: { _ in 0 }),
                              built: [first], font: try SceneSetup.loadFaces(fontPath: nil).regular.font, make: make)
        let state = KioskStateFile(path: server.folder + "/state.json", kiosk: url, panels: 1)
        state.start(wall.wall)

        // A new version names a file that is not there yet: the running wall stays, said once, and
        // the next request asks for the whole file again (no 304 for the version not shown).
        let two = try KioskFile.parse("[[panel]]\nfile = \"\(server.folder)/load.csv\"\n[[panel]]\nfile = \"\(late)\"\n", path: url)
        var said: [String] = []
        wall.receive(.success(two)) { said.append($0) }
        #expect(wall.wall.panels.count == 1 && wall.warning?.contains("late.csv") == true, "\(said)")
        #expect(fetch.validators == [nil, nil])
        wall.receive(.success(two)) { said.append($0) }
        #expect(said.count == 1, "said once: \(said)")

        // The file is there at the next try: the new version is shown.
        try Self.csv.write(toFile: late, atomically: true, encoding: .utf8)
        wall.receive(.success(two)) { said.append($0) }
        #expect(wall.wall.panels.count == 2 && wall.warning == nil && said.last == "the wall from the server is shown again")
        #expect(wall.built[0].screen === first.screen, "the panel that did not change kept its screen")
        // A screen reader reads the wall shown: both panels.
        #expect(AccessibleTree(wall, window: "wall")[AccessibleTree.windowID]?.children == ["panel0", "panel1"])

        // The state is the wall shown now, under the URL: two panels, the new one's view as set.
        let added = wall.wall.panels[1].controller
        added.setRange(xMin: added.domain.min, xMax: added.domain.min + 120_000)
        state.flush(wall.wall)
        let saved = try #require(KioskStateFile(path: server.folder + "/state.json", kiosk: url, panels: 2).load())
        #expect(saved.kiosk == url && saved.panels == 2 && saved.panel == wall.wall.state.current)
        #expect(saved.views == [first.screen.controller.viewState, added.viewState])
    }

    /// A header file that cannot be had is asked for again (no validators kept); a file that does
    /// not check is not fetched whole again until it changes (its validators kept).
    @Test func aMissingHeaderFileIsAskedForAgainABrokenWallIsNot() throws {
        let server = try HTTPTestServer()
        try server.write("wall.toml", "[[panel]]\nurl = \"\(server.url("/files/load.csv"))\"\nheader_file = \"none.headers\"\n")
        let missing = WallFetch(url: server.url("/files/wall.toml"), headers: [:])
        #expect(throws: WallFetchError.self) { try missing.first() }
        #expect(missing.validators == [nil, nil])
        try server.write("broken.toml", "[[panel]]\nfile = \"a.csv\"\ntheme = \"dusk\"\n")
        let broken = WallFetch(url: server.url("/files/broken.toml"), headers: [:])
        #expect(throws: WallFetchError.self) { try broken.first() }
        #expect(broken.validators.allSatisfy { $0 != nil })
    }
}
