import SeriesData
import Testing
@testable import Kiosk

/// The kiosk file: every key, the defaults, and each problem's exact message (file, line, key).
struct KioskFileTests {
    private func error(_ text: String) -> String { KioskFile.errorLine(text) }

    @Test func everyKeyIsRead() throws {
        let f = try KioskFile.parse("""
            layout = "grid"
            rows = 2
            columns = 3
            dwell = "45s"
            fade = "500ms"
            idle_reset = "1m30s"
            night = "20:00-07:00"
            burn_in = "2m"

            [[panel]]
            file = "sales.json"
            chart = 2
            range = "2019-04-01..2019-04-30"
            theme = "night"
            hidden = ["y0", "y1"]
            presets = true

            [[panel]]
            stream = "/var/log/power.csv"
            keep = "24h"
            stale_after = "90s"

            [[panel]]
            stream = "-"
            keep = 100000
            """, path: "/etc/wlcharts/wall.toml")
        #expect(f.layout == .grid(rows: 2, columns: 3))
        #expect(f.dwell == 45 && f.fade == 0.5 && f.idleReset == 90 && f.burnIn == 120)
        #expect(f.night == NightSchedule("20:00-07:00"))
        #expect(f.panels.count == 3)
        let p = f.panels[0]
        #expect(p.source == .file("/etc/wlcharts/sales.json"))   // relative to the kiosk file
        #expect(p.chart == 2 && p.range == "2019-04-01..2019-04-30" && p.theme == "night" && p.hidden == ["y0", "y1"] && p.presets)
        #expect(p.line == 10 && p.keyLines["range"] == 13)
        #expect(f.panels[1].source == .stream("/var/log/power.csv") && f.panels[1].keep == "24h" && f.panels[1].staleAfter == "90s")
        #expect(f.panels[2].source == .stream("-") && f.panels[2].keep == "100000")
    }

    @Test func defaultsAreARotationWithIdleResetAndBurnIn() throws {
        let f = try KioskFile.parse("[[panel]]\nfile = \"a.json\"\n[[panel]]\nfile = \"b.csv\"\n", path: "wall.toml")
        #expect(f.layout == .rotate && f.dwell == 30 && f.fade == 1 && f.idleReset == 120 && f.burnIn == 60 && f.night == nil)
        #expect(f.panels.map(\.source) == [.file("./a.json"), .file("./b.csv")])
        let single = KioskFile.single(file: "data.json")
        #expect(single.layout == .rotate && single.panels.count == 1 && single.burnIn == 60)
    }

    @Test func aGridWithoutRowsAndColumnsIsAsSquareAsItCanBe() throws {
        let five = String(repeating: "[[panel]]\nfile = \"a.json\"\n", count: 5)
        #expect(try KioskFile.parse("layout = \"grid\"\n" + five, path: "w.toml").layout == .grid(rows: 2, columns: 3))
        #expect(try KioskFile.parse("burn_in = \"off\"\nidle_reset = \"off\"\n" + five, path: "w.toml").burnIn == nil)
    }

    /// fuzz-kiosk's crash: a non-ASCII character in a table header made TOMLKit's toml++ abort the
    /// process (an assertion in parse_key). It is now one line naming the place, before the library.
    @Test func nonASCIIOutsideStringsIsAnErrorNotAnAbort() {
        #expect(error("[[panel]]\nfile = \"a.json\"\n[[\u{FFFD}nel]]\nfile = \"b.csv\"\n")
                == "/etc/wlcharts/wall.toml:3:3: a character TOML allows only inside a quoted string or a comment")
        #expect(error("[[panel]]\nfilé = \"a.json\"\n")
                == "/etc/wlcharts/wall.toml:2:4: a character TOML allows only inside a quoted string or a comment")
        // Inside strings (all four kinds) and comments they are fine.
        #expect(KioskFile.firstTOMLHazard("# Wall ☀\n[[panel]]\nfile = \"é.json\" # ü\nrange = 'ñ'\n") == nil)
        #expect(KioskFile.firstTOMLHazard("a = \"\"\"\né\n\"\"\"\nb = '''\nß\n'''\n") == nil)
        #expect(KioskFile.firstTOMLHazard("a = \"x\\\"é\"\n") == nil)
    }

    /// fuzz-kiosk's second toml++ abort (CI, 2026-11-23): a table header whose name starts with
    /// something that cannot start a key — here a control character, `[[\u{01}lnel]]` — hit the same
    /// assertion in parse_key. `[=]`, `[.a]`, `[#]` and a `[` ending its line did too (tried by hand).
    @Test func aTableHeaderWithoutANameIsAnErrorNotAnAbort() {
        let crash = "layout = \"rotate\"\ndwell = \"45s\"\nfade = \"500ms\"\n[[panel]]\nfile = \"a.json\"\nchart = 2\n"
            + "[[\u{01}lnel]]\nstream = \"-\"\nkeep = 100000\n"
        let needsAName = "a table header needs a name (letters, digits, _ or -, or one in quotes)"
        #expect(error(crash) == "/etc/wlcharts/wall.toml:7:3: " + needsAName)
        for (text, column) in [("[=]", 2), ("[[.x]]", 3), ("[ #]", 3), ("[", 2), ("[[ \t", 5), ("[\r", 2)] {
            #expect(KioskFile.firstTOMLHazard("[[panel]]\n" + text + "\n") == .init(line: 2, column: column, problem: needsAName),
                    "\(text.debugDescription)")
        }
        // Headers with names, and `[` that open array values (also on lines of their own), are fine.
        for text in ["[a]", "[[ a ]]", "[\"q\"]", "[ 'l' ]", "[-]", "[_.a]", "a = [\n  [\n 1], [=2]]", "a = { b = [\n[ ]] }"] {
            #expect(KioskFile.firstTOMLHazard(text + "\n") == nil, "\(text.debugDescription)")
        }
        // A line-ending backslash in a multi-line string still ends a line: the place stays right.
        #expect(KioskFile.firstTOMLHazard("a = \"\"\"x \\\n  y\"\"\"\n[=]\n") == .init(line: 3, column: 2, problem: needsAName))
        // Where toml++ reports the problem itself, the guard leaves it to the library's message.
        #expect(KioskFile.firstTOMLHazard("[ [a]]\n") == nil)
        #expect(KioskFile.firstTOMLHazard("[[") == nil)
    }

    @Test func problemsNameTheFileTheLineAndTheKey() {
        let panel = "\n[[panel]]\nfile = \"a.json\"\n"
        #expect(error("layout = \"rotate\"\ndwel = \"30s\"" + panel)
                == "/etc/wlcharts/wall.toml:2: dwel: unknown key (known: layout, rows, columns, dwell, fade, idle_reset, night, burn_in, refresh, panel)")
        #expect(error("dwell = \"30x\"" + panel)
                == "/etc/wlcharts/wall.toml:1: dwell: must be a duration like \"30s\", \"2m\" or \"1h\", not \"30x\"")
        #expect(error("dwell = 30" + panel) == "/etc/wlcharts/wall.toml:1: dwell: must be a string in quotes, not an integer")
        #expect(error("idle_reset = \"-2m\"" + panel)
                == "/etc/wlcharts/wall.toml:1: idle_reset: must be a duration like \"30s\", \"2m\" or \"1h\" (or \"off\"), not \"-2m\"")
        #expect(error("layout = \"wall\"" + panel) == "/etc/wlcharts/wall.toml:1: layout: must be \"rotate\" or \"grid\", not \"wall\"")
        #expect(error("layout = \"grid\"\nrows = 1\ncolumns = 1" + panel + panel)
                == "/etc/wlcharts/wall.toml:2: rows: 1 × 1 cells cannot hold 2 panels")
        #expect(error("rows = 2" + panel) == "/etc/wlcharts/wall.toml:1: rows: only a grid has rows and columns (layout = \"grid\")")
        #expect(error("layout = \"grid\"\ncolumns = 9" + panel) == "/etc/wlcharts/wall.toml:2: columns: must be 1…8, not 9")
        #expect(error("night = \"8pm-7am\"" + panel)
                == "/etc/wlcharts/wall.toml:1: night: must be HH:MM-HH:MM like \"20:00-07:00\", not \"8pm-7am\"")
        #expect(error("dwell = \"30s\"\n") == "/etc/wlcharts/wall.toml: no [[panel]] — a kiosk file lists at least one panel (docs/kiosk.md)")
        #expect(error("panel = 3\n") == "/etc/wlcharts/wall.toml:1: panel: must be a list of tables written [[panel]]")
    }

    @Test func panelProblemsNameThePanel() {
        let top = "dwell = \"10s\"\n"
        #expect(error(top + "[[panel]]\nfile = \"a.json\"\n\n[[panel]]\ntheme = \"dusk\"\nfile = \"b.json\"\n")
                == "/etc/wlcharts/wall.toml:6: panel 2 theme: must be \"day\" or \"night\", not \"dusk\"")
        #expect(error(top + "[[panel]]\nchart = 1\n")
                == "/etc/wlcharts/wall.toml:2: panel 1: needs a source: file = \"chart.json\", stream = \"samples.csv\", "
                    + "url = \"https://…\", prometheus = \"http://…:9090\" with query, mqtt = \"mqtt://…\" with topic "
                    + "or influxdb = \"http://…:8086\" with db and query")
        #expect(error(top + "[[panel]]\nfile = \"a.json\"\nstream = \"b.csv\"\n")
                == "/etc/wlcharts/wall.toml:4: panel 1 stream: a panel has one source: file, stream, url, prometheus, mqtt or influxdb, not both file and stream")
        #expect(error(top + "[[panel]]\nfile = \"a.json\"\nzoom = 2\n")
                == "/etc/wlcharts/wall.toml:4: panel 1 zoom: unknown key (known: file, stream, url, prometheus, query, legend, chart, range, theme, hidden, "
                    + "presets, keep, stale_after, refresh, timeout, x, time_format, series_from, json_path, missing_value, unit, bytes, threshold, mqtt, topic, field, states, auth_file, history, influxdb, db, header_file, events, legend_values, alerts, event_query, monitor, axis, log_y, compare)")
        #expect(error(top + "[[panel]]\nfile = \"a.json\"\nkeep = \"24h\"\n")
                == "/etc/wlcharts/wall.toml:4: panel 1 keep: only a stream, url, prometheus, mqtt or influxdb panel has keep")
        #expect(error(top + "[[panel]]\nfile = \"a.json\"\nhidden = [1, 2]\n")
                == "/etc/wlcharts/wall.toml:4: panel 1 hidden: must list series ids in quotes, not an integer")
        #expect(error(top + "[[panel]]\nfile = \"a.json\"\nchart = 0\n") == "/etc/wlcharts/wall.toml:4: panel 1 chart: must be 1…1000000, not 0")
        #expect(error(top + "[[panel]]\nfile = \"a.json\"\npresets = \"yes\"\n")
                == "/etc/wlcharts/wall.toml:4: panel 1 presets: must be true or false, not a string")
    }

    @Test func remotePanelsReadTheirServerQueriesAndTiming() throws {
        let f = try KioskFile.parse("""
            [[panel]]
            url = "https://status.example.org/load.json"
            refresh = "2m"
            timeout = "10s"
            stale_after = "5m"

            [[panel]]
            prometheus = "http://127.0.0.1:9090"
            query = ["rate(node_cpu_seconds_total[5m])", "up"]
            legend = "{{instance}}"
            range = "6h"
            keep = "24h"

            [[panel]]
            prometheus = "http://prom:9090"
            query = "up"
            """, path: "/etc/wlcharts/wall.toml")
        #expect(f.panels[0].source == .url("https://status.example.org/load.json"))
        #expect(f.panels[0].refresh == "2m" && f.panels[0].timeout == "10s" && f.panels[0].staleAfter == "5m")
        #expect(f.panels[1].source == .prometheus(server: "http://127.0.0.1:9090",
                                                  queries: ["rate(node_cpu_seconds_total[5m])", "up"], legends: ["{{instance}}"]))
        #expect(f.panels[1].range == "6h" && f.panels[1].keep == "24h" && f.panels[1].refresh == nil)
        #expect(f.panels[2].source == .prometheus(server: "http://prom:9090", queries: ["up"], legends: []))
        #expect(f.panels.allSatisfy(\.source.isRemote) && !PanelSource.file("a").isRemote && !PanelSource.stream("-").isRemote)
    }

    @Test func remotePanelProblemsNameThePanelAndKey() {
        let p = "[[panel]]\n"
        #expect(error(p + "url = \"status.json\"\n") == "/etc/wlcharts/wall.toml:2: panel 1 url: must be an http:// or https:// URL, not \"status.json\"")
        #expect(error(p + "prometheus = \"prom:9090\"\nquery = \"up\"\n")
                == "/etc/wlcharts/wall.toml:2: panel 1 prometheus: must be an http:// or https:// URL, not \"prom:9090\"")
        #expect(error(p + "prometheus = \"http://prom:9090\"\n")
                == "/etc/wlcharts/wall.toml:2: panel 1 prometheus: needs query = \"PromQL\" (or a list of queries)")
        #expect(error(p + "url = \"http://a/x.json\"\nquery = \"up\"\n") == "/etc/wlcharts/wall.toml:3: panel 1 query: only a prometheus or influxdb panel has query")
        #expect(error(p + "prometheus = \"http://p:9090\"\nquery = \"up\"\nlegend = [\"a\", \"b\"]\n")
                == "/etc/wlcharts/wall.toml:4: panel 1 legend: has 2 templates for 1 query")
        #expect(error(p + "prometheus = \"http://p:9090\"\nquery = [1]\n")
                == "/etc/wlcharts/wall.toml:3: panel 1 query: must list PromQL queries in quotes, not an integer")
        #expect(error(p + "url = \"http://a/x.json\"\nfile = \"b.json\"\n")
                == "/etc/wlcharts/wall.toml:2: panel 1 url: a panel has one source: file, stream, url, prometheus, mqtt or influxdb, not both file and url")
        #expect(error(p + "file = \"a.json\"\nrefresh = \"1m\"\n") == "/etc/wlcharts/wall.toml:3: panel 1 refresh: only a url, prometheus, mqtt or influxdb panel has refresh")
        #expect(error(p + "url = \"http://a/x.json\"\ntimeout = \"soon\"\n")
                == "/etc/wlcharts/wall.toml:3: panel 1 timeout: must be a duration like \"30s\", not \"soon\"")
    }

    @Test func aFilePanelsMissingValues() throws {
        let p = "[[panel]]\n"
        #expect(try KioskFile.parse(p + "file = \"t.csv\"\nmissing_value = [-999, -9999.5]\n", path: "/w.toml").panels[0].load
                == LoadOptions(missingValues: [-999, -9999.5]))
        #expect(try KioskFile.parse(p + "file = \"t.csv\"\nmissing_value = -200\n", path: "/w.toml").panels[0].load.missingValues == [-200])
        #expect(error(p + "stream = \"s.csv\"\nmissing_value = -999\n") == "/etc/wlcharts/wall.toml:3: panel 1 missing_value: only a file panel has missing_value")
        #expect(error(p + "file = \"t.csv\"\nmissing_value = \"-999\"\n")
                == "/etc/wlcharts/wall.toml:3: panel 1 missing_value: must be a number or a list of numbers like [-999, -9999], not a string")
        #expect(error(p + "file = \"t.csv\"\nmissing_value = [-999, \"x\"]\n") == "/etc/wlcharts/wall.toml:3: panel 1 missing_value: must list numbers, not a string")
    }

    @Test func aFilePanelsLoaderKeys() throws {
        let p = "[[panel]]\n"
        let f = try KioskFile.parse(p + "file = \"t.csv\"\nx = 2\ntime_format = \"%d.%m.%Y\"\nseries_from = \"host\"\njson_path = \"data.rows\"\n",
                                    path: "/etc/wlcharts/wall.toml")
        #expect(f.panels[0].load == LoadOptions(x: "2", timeFormat: "%d.%m.%Y", seriesFrom: "host", jsonPath: "data.rows"))
        #expect(try KioskFile.parse(p + "file = \"t.csv\"\n", path: "/w.toml").panels[0].load == LoadOptions(), "detected")
        #expect(error(p + "stream = \"s.csv\"\nx = \"row\"\n") == "/etc/wlcharts/wall.toml:3: panel 1 x: only a file panel has x")
        #expect(error(p + "url = \"http://a/x.json\"\njson_path = \"a.b\"\n")
                == "/etc/wlcharts/wall.toml:3: panel 1 json_path: only a file panel has json_path")
        #expect(error(p + "file = \"t.csv\"\ntime_format = \"%d.%m\"\n")
                == "/etc/wlcharts/wall.toml:3: panel 1 time_format: \"%d.%m\": it has no year (%Y or %y)")
        #expect(error(p + "file = \"t.csv\"\nseries_from = 3\n") == "/etc/wlcharts/wall.toml:3: panel 1 series_from: must be a string in quotes, not an integer")
    }

    @Test func notTOMLIsOneLineWithLineAndColumn() {
        let e = error("layout = \"grid\"\n[[panel]\nfile = \"a.json\"\n")
        #expect(e.hasPrefix("/etc/wlcharts/wall.toml:2:"), "\(e)")
        #expect(error("dwell = \"30s\n") .hasPrefix("/etc/wlcharts/wall.toml:1:"))
    }

    @Test func anUnreadableFileSaysSo() {
        #expect(throws: KioskFileError.unreadable(path: "/nonexistent/wall.toml", reason: "no such file")) {
            try KioskFile.load(path: "/nonexistent/wall.toml")
        }
    }

    @Test func durationsAndNightSchedules() {
        #expect(KioskDuration.seconds("30s") == 30 && KioskDuration.seconds("2m") == 120 && KioskDuration.seconds("1h30m") == 5400)
        #expect(KioskDuration.seconds("250ms") == 0.25 && KioskDuration.seconds("1d") == 86400)
        for bad in ["", "30", "s", "3x", "1e400s", "400d", "--1s"] { #expect(KioskDuration.seconds(bad) == nil, "\(bad)") }
        let n = NightSchedule("20:00-07:00")!
        #expect(n.isNight(atSecondOfDay: 20 * 3600) && n.isNight(atSecondOfDay: 3 * 3600) && n.isNight(atSecondOfDay: 7 * 3600 - 1))
        #expect(!n.isNight(atSecondOfDay: 7 * 3600) && !n.isNight(atSecondOfDay: 12 * 3600) && !n.isNight(atSecondOfDay: 20 * 3600 - 1))
        let noon = NightSchedule("12:00-13:30")!
        #expect(noon.isNight(atSecondOfDay: 12.5 * 3600) && !noon.isNight(atSecondOfDay: 13.5 * 3600))
        for bad in ["20:00", "20:00-20:00", "25:00-07:00", "20:60-07:00", "8-7", "20:00-07:00-09:00"] { #expect(NightSchedule(bad) == nil, "\(bad)") }
    }
}
