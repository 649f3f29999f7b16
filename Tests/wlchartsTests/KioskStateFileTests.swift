import Foundation
import Kiosk
import Testing
@testable import wlcharts

/// The kiosk's saved panel on disk: one write after the panel settles (never per change), an
/// atomic replacement, read back; a corrupt or foreign file is no state; a place that cannot be
/// written does not stop the wall.
@MainActor
struct KioskStateFileTests {
    @Test func writesOnceThePanelSettlesAndReadsItBack() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let path = folder + "/state/wlcharts/wall.toml-1.json"   // folders made as needed
        let f = KioskStateFile(path: path, kiosk: "/k/wall.toml", panels: 3)
        #expect(f.load() == nil, "no file: a first start")
        // A burst of changes (a quick tap through the panels): nothing until one stays 1.5 s.
        f.note(panel: 1, at: 10)
        f.note(panel: 2, at: 10.5)
        f.note(panel: 1, at: 11)
        f.note(panel: 1, at: 12.4)
        #expect(f.writes == 0 && !FileManager.default.fileExists(atPath: path))
        f.note(panel: 1, at: 12.5)
        #expect(f.writes == 1)
        for t in stride(from: 12.75, to: 60, by: 0.25) { f.note(panel: 1, at: t) }
        #expect(f.writes == 1, "the same panel is not written again")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/state/wlcharts") == ["wall.toml-1.json"], "no temporary file left")
        #expect(KioskStateFile(path: path, kiosk: "/k/wall.toml", panels: 3).load() == 1)
        f.note(panel: 2, at: 100)
        f.note(panel: 2, at: 101.5)
        #expect(f.writes == 2 && KioskStateFile(path: path, kiosk: "/k/wall.toml", panels: 3).load() == 2)
        // The same file for a wall with another panel count, or garbage: no state.
        #expect(KioskStateFile(path: path, kiosk: "/k/wall.toml", panels: 2).load() == nil)
        try Data([0x7B, 0x22, 0xFF, 0x00]).write(to: URL(fileURLWithPath: path))
        #expect(KioskStateFile(path: path, kiosk: "/k/wall.toml", panels: 3).load() == nil)
        try FileManager.default.createDirectory(atPath: folder + "/dir.json", withIntermediateDirectories: false)
        #expect(KioskStateFile(path: folder + "/dir.json", kiosk: "/k/wall.toml", panels: 3).load() == nil, "a folder: unreadable")
    }

    @Test func aPlaceThatCannotBeWrittenDoesNotStopTheWall() throws {
        let f = KioskStateFile(path: "/proc/wlcharts-cannot/state.json", kiosk: "/k/wall.toml", panels: 3)
        #expect(throws: StateWriteError.self) { try f.write(SavedWall(kiosk: "/k/wall.toml", panels: 3, panel: 1)) }
        f.note(panel: 1, at: 0)
        f.note(panel: 1, at: 2)
        f.note(panel: 2, at: 3)
        f.note(panel: 2, at: 5)
        #expect(f.writes == 0)
    }

    @Test func stateOffAndTheOptionChooseThePlace() {
        #expect(KioskStateFile.path(option: "off", kiosk: "/k/w.toml", environment: ["HOME": "/h"]) == nil)
        #expect(KioskStateFile.path(option: "/run/wall.json", kiosk: "/k/w.toml", environment: ["HOME": "/h"]) == "/run/wall.json")
        #expect(KioskStateFile.path(option: nil, kiosk: "/k/w.toml", environment: ["XDG_STATE_HOME": "/s"])?.hasPrefix("/s/wlcharts/w.toml-") == true)
    }
}
