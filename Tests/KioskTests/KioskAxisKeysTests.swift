import SeriesData
import Testing
@testable import Kiosk

/// A panel's `axis` and `log_y` keys (issue 34), read as `--axis` and `--log-y` are.
struct KioskAxisKeysTests {
    @Test func axisAndLogYAreRead() throws {
        let f = try KioskFile.parse("""
            [[panel]]
            file = "a.csv"
            axis = "cpu,load=left mem=right"
            log_y = "mem"

            [[panel]]
            file = "b.csv"
            log_y = true
            """, path: "/etc/wlcharts/wall.toml")
        #expect(f.panels[0].axis == "cpu,load=left mem=right" && f.panels[0].logY == "mem")
        #expect(f.panels[1].axis == nil && f.panels[1].logY == "true")
    }

    @Test func aBadLogYNamesTheLineAndKey() {
        #expect(KioskFile.errorLine("[[panel]]\nfile = \"a.csv\"\nlog_y = 3\n")
                == "/etc/wlcharts/wall.toml:3: panel 1 log_y: must be true, false or series ids in quotes (\"mem,swap\"), not an integer")
        #expect(KioskFile.errorLine("[[panel]]\nfile = \"a.csv\"\naxis = [\"a\"]\n")
                == "/etc/wlcharts/wall.toml:3: panel 1 axis: must be a string in quotes, not an array")
    }
}
