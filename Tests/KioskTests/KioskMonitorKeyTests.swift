import Testing
@testable import Kiosk

/// A panel's `monitor` key (like `--monitor`): read, off by default, and a bad value named.
struct KioskMonitorKeyTests {
    @Test func monitorIsReadPerPanel() throws {
        let f = try KioskFile.parse("""
            [[panel]]
            stream = "/var/log/power.csv"
            monitor = true

            [[panel]]
            file = "sales.json"
            """, path: "/etc/wlcharts/wall.toml")
        #expect(f.panels.map(\.monitor) == [true, false])
        #expect(KioskFile.errorLine("[[panel]]\nstream = \"-\"\nmonitor = \"yes\"\n")
                == "/etc/wlcharts/wall.toml:3: panel 1 monitor: must be true or false, not a string")
    }
}
