@testable import Kiosk

extension KioskFile {
    /// A wall of `panels` chart files for the state tests: 30 s dwell, 1 s fade, idle reset
    /// after 120 s, no burn-in shift.
    static func testWall(panels: Int = 3, layout: KioskFile.Layout = .rotate) -> KioskFile {
        var f = KioskFile(layout: layout, panels: (0 ..< panels).map { Panel(source: .file("\($0).json"), line: 0) })
        f.dwell = 30
        f.fade = 1
        f.idleReset = 120
        f.burnIn = nil
        return f
    }
}
