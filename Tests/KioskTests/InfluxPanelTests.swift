import Testing
@testable import Kiosk

/// An `influxdb` panel's keys read into an ``InfluxPanel``; its problems at the key.
@Suite struct InfluxPanelTests {
    @Test func thePanelsKeysAreRead() throws {
        let f = try KioskFile.parse("""
            [[panel]]
            influxdb = "http://i:8086"
            db = "telegraf"
            query = ['SELECT mean("usage_user") FROM cpu WHERE $timeFilter GROUP BY time($interval), "host"', 'SELECT 1']
            legend = "{{host}}"
            auth_file = "influx.auth"
            range = "6h"
            """, path: "/etc/wlcharts/wall.toml")
        #expect(f.panels[0].source == .influxdb(InfluxPanel(
            server: "http://i:8086", database: "telegraf",
            queries: [#"SELECT mean("usage_user") FROM cpu WHERE $timeFilter GROUP BY time($interval), "host""#, "SELECT 1"],
            legends: ["{{host}}"], authFile: "/etc/wlcharts/influx.auth")))
        #expect(f.panels[0].range == "6h" && f.panels[0].source.isRemote)
    }

    @Test func problemsNameTheKey() {
        let p = "[[panel]]\n"
        #expect(KioskFile.errorLine(p + "influxdb = \"http://i:8086\"\nquery = \"SELECT 1\"\n")
                == "/etc/wlcharts/wall.toml:2: panel 1 influxdb: needs db = \"telegraf\" (the database)")
        #expect(KioskFile.errorLine(p + "influxdb = \"i:8086\"\ndb = \"t\"\nquery = \"SELECT 1\"\n")
                == "/etc/wlcharts/wall.toml:2: panel 1 influxdb: must be an http:// or https:// URL, not \"i:8086\"")
        #expect(KioskFile.errorLine(p + "influxdb = \"http://i:8086\"\ndb = \"t\"\n")
                == "/etc/wlcharts/wall.toml:2: panel 1 influxdb: needs query = \"InfluxQL\" (or a list of queries)")
        #expect(KioskFile.errorLine(p + "prometheus = \"http://p:9090\"\nquery = \"up\"\ndb = \"t\"\n")
                == "/etc/wlcharts/wall.toml:4: panel 1 db: only an influxdb panel has db")
        #expect(KioskFile.errorLine(p + "url = \"http://a/x.json\"\nauth_file = \"a\"\n")
                == "/etc/wlcharts/wall.toml:3: panel 1 auth_file: only an mqtt or influxdb panel has auth_file")
    }
}
