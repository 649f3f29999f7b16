import Foundation
import TOMLKit
import SeriesData

extension KioskFile {
    /// The keys a kiosk file may hold at the top and in each `[[panel]]`.
    static let topKeys = ["layout", "rows", "columns", "dwell", "fade", "idle_reset", "night", "burn_in", "refresh", "panel"]
    static let panelKeys = ["file", "stream", "url", "prometheus", "query", "legend", "chart", "range", "theme", "hidden",
                                   "presets", "keep", "stale_after", "refresh", "timeout",
                                   "x", "time_format", "series_from", "json_path", "missing_value", "unit", "bytes", "threshold",
                                   "mqtt", "topic", "field", "states", "auth_file", "history", "influxdb", "db", "header_file", "events", "legend_values",
                                   "alerts", "event_query", "monitor",
                                   "axis", "log_y", "compare"]

    /// Reads and checks the kiosk file at `path`; relative panel paths are relative to its folder.
    public static func load(path: String) throws(KioskFileError) -> KioskFile {
        let text: String
        do { text = try String(contentsOfFile: path, encoding: .utf8) } catch {
            let reason = FileManager.default.fileExists(atPath: path) ? "not UTF-8 text or not readable" : "no such file"
            throw .unreadable(path: path, reason: reason)
        }
        return try parse(text, path: path)
    }

    /// Checks the kiosk file `text` (named `path` in messages; its folder resolves relative paths).
    /// A `path` that is a URL (a wall from a server) resolves them against that URL: a `file`
    /// panel becomes a `url` one, `header_file` and `events` are fetched from there.
    /// - Complexity: O(length of the text).
    public static func parse(_ text: String, path: String) throws(KioskFileError) -> KioskFile {
        if let hazard = firstTOMLHazard(text) {
            throw .syntax(path: path, line: hazard.line, column: hazard.column, problem: hazard.problem)
        }
        let table: TOMLTable
        do { table = try TOMLTable(string: text) } catch let e as TOMLParseError {
            throw .syntax(path: path, line: e.source.begin.line, column: e.source.begin.column, problem: e.description)
        } catch {
            throw .syntax(path: path, line: 0, column: 0, problem: "\(error)")
        }
        let lines = KioskKeyLines(text)
        let folder = folder(of: path)
        let reader = TableReader(table: table, path: path, lines: lines.topLevel, prefix: "")
        try reader.rejectUnknown(topKeys)

        var file = KioskFile(panels: [])
        guard let list = table["panel"] else { throw .noPanels(path: path) }
        guard let panels = list.array, !panels.isEmpty else {
            throw reader.bad("panel", "must be a list of tables written [[panel]]")
        }
        for (i, item) in panels.enumerated() {
            let header: (header: Int, keys: [String: Int]) = i < lines.panels.count ? lines.panels[i] : (0, [:])
            guard let t = item.table else {
                throw .badValue(path: path, line: header.header, key: "panel \(i + 1)", problem: "must be a table written [[panel]]")
            }
            file.panels.append(try panel(t, index: i, path: path, folder: folder, lines: header))
        }

        if let layout = try reader.string("layout") {
            switch layout {
            case "rotate": file.layout = .rotate
            case "grid":
                let n = file.panels.count
                let columns = try reader.int("columns", in: 1 ... 8) ?? Int(Double(n).squareRoot().rounded(.up))
                let rows = try reader.int("rows", in: 1 ... 8) ?? (n + columns - 1) / columns
                guard rows * columns >= n else {
                    throw reader.bad(reader.has("rows") ? "rows" : "columns",
                                     "\(rows) × \(columns) cells cannot hold \(n) panels")
                }
                file.layout = .grid(rows: rows, columns: columns)
            default: throw reader.bad("layout", "must be \"rotate\" or \"grid\", not \"\(layout)\"")
            }
        }
        if case .rotate = file.layout, let key = ["rows", "columns"].first(where: reader.has) {
            throw reader.bad(key, "only a grid has rows and columns (layout = \"grid\")")
        }
        if let d = try reader.duration("dwell", off: false) { file.dwell = d }
        if let d = try reader.duration("fade", off: false, zero: true) { file.fade = d }
        if let d = try reader.duration("idle_reset", off: true) { file.idleReset = d }
        if let n = try reader.string("night") {
            guard let s = NightSchedule(n) else { throw reader.bad("night", "must be HH:MM-HH:MM like \"20:00-07:00\", not \"\(n)\"") }
            file.night = s
        }
        if let b = try reader.duration("burn_in", off: true) { file.burnIn = b.isFinite ? b : nil }
        if let r = try reader.duration("refresh", off: false) {
            guard isURL(path) else { throw reader.bad("refresh", "only a wall from a server (--kiosk https://…/wall.toml) has refresh") }
            file.refresh = r
        }
        return file
    }

    private static func panel(_ t: TOMLTable, index i: Int, path: String, folder: String,
                              lines: (header: Int, keys: [String: Int])) throws(KioskFileError) -> Panel {
        let r = TableReader(table: t, path: path, lines: lines.keys, prefix: "panel \(i + 1) ", fallbackLine: lines.header)
        try r.rejectUnknown(panelKeys)
        func resolved(_ p: String) -> String { p == "-" || p.hasPrefix("/") || isURL(p) ? p : "\(folder)/\(p)" }
        let source = try panelSource(r, index: i, path: path, header: lines.header, resolved: resolved)
        let writtenAsFile = r.has("file")
        if case .mqtt = source, r.has("refresh") { throw r.bad("refresh", "an mqtt panel has no refresh (messages come when sent)") }
        var p = Panel(source: source, line: lines.header)
        p.keyLines = lines.keys
        p.chart = try r.int("chart", in: 1 ... 1_000_000)
        p.range = try r.string("range")
        if let theme = try r.string("theme") {
            guard theme == "day" || theme == "night" else { throw r.bad("theme", "must be \"day\" or \"night\", not \"\(theme)\"") }
            p.theme = theme
        }
        p.hidden = try r.strings("hidden")
        p.presets = try r.bool("presets") ?? false
        p.monitor = try r.bool("monitor") ?? false
        p.unit = try r.string("unit")
        p.bytes = try r.string("bytes")
        p.thresholds = try r.strings("threshold", what: "thresholds", example: "[\"warn=80,crit=95\", \"disk:crit<10\"]")
        p.legendValues = try r.string("legend_values")
        p.compare = try r.strings("compare", what: "times back", example: "[\"1d\", \"7d\"]")
        p.axis = try r.string("axis")
        p.logY = try r.boolOrText("log_y", what: "true, false or series ids in quotes (\"mem,swap\")")
        p.events = try r.string("events").map(resolved)
        // Events from the panel's Prometheus: its firing alerts, or the changes of a query.
        p.alerts = try r.bool("alerts") ?? false
        p.eventQuery = try r.string("event_query")
        for key in ["alerts", "event_query"] where r.has(key) {
            guard case .prometheus = source else { throw r.bad(key, "only a prometheus panel has \(key)") }
        }
        let eventKeys = ["events", "alerts", "event_query"].filter { r.has($0) && !($0 == "alerts" && !p.alerts) }
        if eventKeys.count > 1 {
            throw r.bad(eventKeys[1], "a panel has one source of events: events, alerts or event_query, not both \(eventKeys[0]) and \(eventKeys[1])")
        }
        if let k = try r.scalarText("keep") { p.keep = k }
        if let s = try r.string("stale_after") {
            guard KioskDuration.seconds(s) != nil else { throw r.bad("stale_after", "must be a duration like \"90s\", not \"\(s)\"") }
            p.staleAfter = s
        }
        if let h = try r.string("header_file") {
            switch source {
            case .url, .prometheus: p.headerFile = resolved(h)
            default: throw r.bad("header_file", "only a url or prometheus panel has header_file")
            }
        }
        if case .file = source, let key = ["keep", "stale_after"].first(where: r.has) {
            throw r.bad(key, "only a stream, url, prometheus, mqtt or influxdb panel has \(key)")
        }
        // How a file panel's file is read, as `--x`, `--time-format`, `--series-from`, `--json-path`.
        for key in ["x", "time_format", "series_from", "json_path", "missing_value"] where r.has(key) {
            guard writtenAsFile else { throw r.bad(key, "only a file panel has \(key)") }
        }
        p.load = LoadOptions(x: try r.scalarText("x", what: "a column's name or number, or \"row\""), timeFormat: try r.string("time_format"),
                             seriesFrom: try r.string("series_from"), jsonPath: try r.string("json_path"),
                             missingValues: try r.numbers("missing_value"))
        if let format = p.load.timeFormat, let flaw = p.load.timeFormatFlaw { throw r.bad("time_format", "\"\(format)\": \(flaw.message)") }
        for key in ["refresh", "timeout"] {
            guard let text = try r.string(key) else { continue }
            guard source.isRemote else { throw r.bad(key, "only a url, prometheus, mqtt or influxdb panel has \(key)") }
            guard let d = KioskDuration.seconds(text), d > 0 else { throw r.bad(key, "must be a duration like \"30s\", not \"\(text)\"") }
            if key == "refresh" { p.refresh = text } else { p.timeout = text }
        }
        return p
    }

    /// The one source of a panel: `file`, `stream`, `url`, `prometheus` with `query` (and `legend`),
    /// `mqtt` with `topic` (and `legend`, `field`, `states`, `auth_file`, `history`), or `influxdb`
    /// with `db` and `query` (and `legend`, `auth_file`).
    private static func panelSource(_ r: TableReader, index i: Int, path: String, header: Int,
                                    resolved: (String) -> String) throws(KioskFileError) -> PanelSource {
        let kinds = ["file", "stream", "url", "prometheus", "mqtt", "influxdb"]
        let given = kinds.filter(r.has)
        guard let kind = given.first else {
            throw KioskFileError.badValue(path: path, line: header, key: "panel \(i + 1)",
                                          problem: "needs a source: file = \"chart.json\", stream = \"samples.csv\", "
                                              + "url = \"https://…\", prometheus = \"http://…:9090\" with query, mqtt = \"mqtt://…\" with topic "
                                              + "or influxdb = \"http://…:8086\" with db and query")
        }
        guard given.count == 1 else {
            throw r.bad(given[1], "a panel has one source: file, stream, url, prometheus, mqtt or influxdb, not both \(given[0]) and \(given[1])")
        }
        let queried = kind == "prometheus" || kind == "influxdb"
        if !queried, let key = (kind == "mqtt" ? ["query"] : ["query", "legend"]).first(where: r.has) {
            throw r.bad(key, "only a prometheus or influxdb panel has \(key)")
        }
        if kind != "mqtt", let key = ["topic", "field", "states", "history"].first(where: r.has) {
            throw r.bad(key, "only an mqtt panel has \(key)")
        }
        if kind != "mqtt", kind != "influxdb", r.has("auth_file") { throw r.bad("auth_file", "only an mqtt or influxdb panel has auth_file") }
        if kind != "influxdb", r.has("db") { throw r.bad("db", "only an influxdb panel has db") }
        let value = try r.string(kind) ?? ""
        func http(_ key: String) throws(KioskFileError) {
            let l = value.lowercased()
            guard l.hasPrefix("http://") || l.hasPrefix("https://") else {
                throw r.bad(key, "must be an http:// or https:// URL, not \"\(value)\"")
            }
        }
        switch kind {
        case "file":
            // A wall from a server: its relative files are on that server.
            let file = resolved(value)
            return isURL(file) ? .url(file) : .file(file)
        case "stream":
            guard !isURL(resolved(value)) else {
                throw r.bad("stream", "a wall from a server follows a local stream: an absolute path or \"-\", not \"\(value)\"")
            }
            return .stream(resolved(value))
        case "url":
            try http("url")
            return .url(value)
        case "mqtt":
            return .mqtt(try mqttPanel(r, broker: value, resolved: resolved))
        case "influxdb":
            try http("influxdb")
            guard let db = try r.string("db"), !db.isEmpty else { throw r.bad("influxdb", "needs db = \"telegraf\" (the database)") }
            let (queries, legends) = try queriesAndLegends(r, kind: kind, language: "InfluxQL")
            return .influxdb(InfluxPanel(server: value, database: db, queries: queries, legends: legends,
                                         authFile: try localAuthFile(r, resolved: resolved)))
        default:
            try http("prometheus")
            let (queries, legends) = try queriesAndLegends(r, kind: kind, language: "PromQL")
            return .prometheus(server: value, queries: queries, legends: legends)
        }
    }

    /// A prometheus or influxdb panel's `query` (one or a list) and `legend` (at most one a query).
    private static func queriesAndLegends(_ r: TableReader, kind: String, language: String) throws(KioskFileError)
        -> (queries: [String], legends: [String]) {
        let queries = try r.strings("query", what: "\(language) queries", example: language == "PromQL"
            ? "[\"up\", \"rate(x[5m])\"]" : "[\"SELECT mean(\\\"v\\\") FROM m WHERE $timeFilter GROUP BY time($interval)\"]")
        guard !queries.isEmpty else { throw r.bad(kind, "needs query = \"\(language)\" (or a list of queries)") }
        let legends = try r.strings("legend", what: "legend templates", example: "[\"{{instance}}\"]")
        guard legends.count <= queries.count else {
            throw r.bad("legend", "has \(legends.count) templates for \(queries.count) \(queries.count == 1 ? "query" : "queries")")
        }
        return (queries, legends)
    }
}

extension KioskFile {
    /// An `mqtt` panel's keys (their values are checked by the executable, as `--mqtt`'s are).
    private static func mqttPanel(_ r: TableReader, broker: String, resolved: (String) -> String) throws(KioskFileError) -> MQTTPanel {
        let l = broker.lowercased()
        guard l.hasPrefix("mqtt://") || l.hasPrefix("mqtts://") else {
            throw r.bad("mqtt", "must be an mqtt:// or mqtts:// URL, not \"\(broker)\"")
        }
        let topics = try r.strings("topic", what: "topic filters", example: "[\"home/+/temp\", \"plant/#\"]")
        guard !topics.isEmpty else { throw r.bad("mqtt", "needs topic = \"home/+/temp\" (or a list of topic filters)") }
        var history = r.table["history"]?.bool.map { $0 ? "on" : "off" }
        if history == nil { history = try r.string("history") }
        return MQTTPanel(broker: broker, topics: topics, legend: try r.string("legend"), field: try r.string("field"),
                         states: try r.string("states"), authFile: try localAuthFile(r, resolved: resolved), history: history)
    }
}

extension KioskFile {
    /// Whether `path` is an http(s) URL (a wall from a server, or a path resolved against one).
    package static func isURL(_ path: String) -> Bool {
        let l = path.lowercased()
        return l.hasPrefix("http://") || l.hasPrefix("https://")
    }

    /// The folder relative paths of the kiosk file at `path` are resolved against: its folder,
    /// or for a URL the URL up to its last `/` (without a query or fragment).
    package static func folder(of path: String) -> String {
        var p = Substring(path)
        if isURL(path) {
            if let cut = p.firstIndex(where: { $0 == "?" || $0 == "#" }) { p = p[..<cut] }
            // Past `scheme://host`: a URL without a path keeps its host as the folder.
            let host = p.index(p.firstIndex(of: ":")!, offsetBy: 3)
            guard let slash = p[host...].lastIndex(of: "/") else { return String(p) }
            return String(p[..<slash])
        }
        return p.contains("/") ? String(p[..<p.lastIndex(of: "/")!]) : "."
    }

    /// An `auth_file` (a password: never fetched): a local path, also in a wall from a server.
    fileprivate static func localAuthFile(_ r: TableReader, resolved: (String) -> String) throws(KioskFileError) -> String? {
        guard let a = try r.string("auth_file") else { return nil }
        guard !isURL(resolved(a)) else {
            throw r.bad("auth_file", "a wall from a server reads auth_file from this machine: an absolute path, not \"\(a)\"")
        }
        return resolved(a)
    }
}

/// Typed reads of one TOML table with messages that name the file, line and key.
fileprivate struct TableReader {
    let table: TOMLTable
    let path: String
    let lines: [String: Int]
    let prefix: String
    var fallbackLine = 0

    func has(_ key: String) -> Bool { table[key] != nil }

    func bad(_ key: String, _ problem: String) -> KioskFileError {
        .badValue(path: path, line: lines[key] ?? fallbackLine, key: prefix + key, problem: problem)
    }

    func rejectUnknown(_ known: [String]) throws(KioskFileError) {
        for key in table.keys.sorted() where !known.contains(key) {
            throw bad(key, "unknown key (known: \(known.joined(separator: ", ")))")
        }
    }

    /// "an integer", "a string", … for messages.
    private func typeName(_ v: TOMLValueConvertible) -> String {
        let name = v.type.description
        return ("aeiou".contains(name.first ?? "x") ? "an " : "a ") + name
    }

    func string(_ key: String) throws(KioskFileError) -> String? {
        guard let v = table[key] else { return nil }
        guard let s = v.string else { throw bad(key, "must be a string in quotes, not \(typeName(v))") }
        return s
    }

    func int(_ key: String, in range: ClosedRange<Int>) throws(KioskFileError) -> Int? {
        guard let v = table[key] else { return nil }
        guard let n = v.int else { throw bad(key, "must be a whole number, not \(typeName(v))") }
        guard range.contains(n) else { throw bad(key, "must be \(range.lowerBound)…\(range.upperBound), not \(n)") }
        return n
    }

    func bool(_ key: String) throws(KioskFileError) -> Bool? {
        guard let v = table[key] else { return nil }
        guard let b = v.bool else { throw bad(key, "must be true or false, not \(typeName(v))") }
        return b
    }

    /// A string or a list of strings; `what` names the items in messages.
    func strings(_ key: String, what: String = "series ids", example: String = "[\"y0\", \"y1\"]") throws(KioskFileError) -> [String] {
        guard let v = table[key] else { return [] }
        if let s = v.string { return [s] }
        guard let a = v.array else { throw bad(key, "must be a list of \(what) like \(example), not \(typeName(v))") }
        var out: [String] = []
        for item in a {
            guard let s = item.string else { throw bad(key, "must list \(what) in quotes, not \(typeName(item))") }
            out.append(s)
        }
        return out
    }

    /// A number or a list of numbers (`missing_value = -999`, `missing_value = [-999, -9999.0]`).
    func numbers(_ key: String) throws(KioskFileError) -> [Double] {
        guard let v = table[key] else { return [] }
        func number(_ v: TOMLValueConvertible) -> Double? { v.int.map(Double.init) ?? v.double }
        if let n = number(v) { return [n] }
        guard let a = v.array else { throw bad(key, "must be a number or a list of numbers like [-999, -9999], not \(typeName(v))") }
        var out: [Double] = []
        for item in a {
            guard let n = number(item) else { throw bad(key, "must list numbers, not \(typeName(item))") }
            out.append(n)
        }
        return out
    }

    /// `true`/`false` as their text, or a string.
    func boolOrText(_ key: String, what: String) throws(KioskFileError) -> String? {
        guard let v = table[key] else { return nil }
        if let b = v.bool { return b ? "true" : "false" }
        guard let s = v.string else { throw bad(key, "must be \(what), not \(typeName(v))") }
        return s
    }

    /// A string, or a whole number written as its text (`keep = 100000` or `keep = "24h"`).
    func scalarText(_ key: String, what: String = "a count or a duration in quotes") throws(KioskFileError) -> String? {
        guard let v = table[key] else { return nil }
        if let n = v.int { return String(n) }
        guard let s = v.string else { throw bad(key, "must be \(what), not \(typeName(v))") }
        return s
    }

    /// Seconds; `"off"` is infinity where `off` allows it, 0 only where `zero` does.
    func duration(_ key: String, off: Bool, zero: Bool = false) throws(KioskFileError) -> Double? {
        guard let text = try string(key) else { return nil }
        if off && text == "off" { return .infinity }
        guard let d = KioskDuration.seconds(text), d > 0 || (zero && d == 0) else {
            throw bad(key, "must be a duration like \"30s\", \"2m\" or \"1h\"\(off ? " (or \"off\")" : ""), not \"\(text)\"")
        }
        return d
    }
}
