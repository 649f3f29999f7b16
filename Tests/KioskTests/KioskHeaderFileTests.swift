import Testing
@testable import Kiosk

/// A panel's `header_file` (`--header-file`): resolved against the wall file's folder, only for
/// the panels that send HTTP requests.
@Suite struct KioskHeaderFileTests {
    @Test func aURLOrPrometheusPanelHasAHeaderFile() throws {
        let p = "[[panel]]\n"
        let f = try KioskFile.parse(p + "url = \"https://ha/api/history\"\nheader_file = \"ha.headers\"\n"
                                    + p + "prometheus = \"http://p:9090\"\nquery = \"up\"\nheader_file = \"/etc/wlcharts/p.headers\"\n",
                                    path: "/etc/wlcharts/wall.toml")
        #expect(f.panels.map(\.headerFile) == ["/etc/wlcharts/ha.headers", "/etc/wlcharts/p.headers"])
        #expect(KioskFile.errorLine(p + "file = \"t.csv\"\nheader_file = \"h\"\n")
                == "/etc/wlcharts/wall.toml:3: panel 1 header_file: only a url or prometheus panel has header_file")
    }
}
