import Charts
import Kiosk
import Screens
import SeriesData
import Sources
import Testing
@testable import wlcharts

/// ``SourceSpec`` read from the command line and from a kiosk panel: every option and key, and
/// each problem's exact line from either origin.
@MainActor
struct SourceSpecTests {
    static func cli(_ files: [String], _ arguments: [String], columns: Int = 800, load: LoadOptions = LoadOptions()) throws -> SourceSpec {
        let range = arguments.firstIndex(of: "--range").map { arguments[$0 + 1] }
        return try SourceSpec(files: files, load: load, live: LiveArguments.parse(only(arguments, LiveArguments.self)),
                              remote: RemoteArguments.parse(only(arguments, RemoteArguments.self)), range: range, columns: columns)
    }

    /// The arguments of `arguments` that the option group `T` declares (with their values).
    static func only<T>(_ arguments: [String], _: T.Type) -> [String] {
        let flags: Set<String> = ["--no-watch"]
        let names: Set<String> = T.self == LiveArguments.self ? ["--follow", "--keep", "--stale-after", "--no-watch"]
            : ["--prometheus", "--query", "--legend", "--refresh", "--timeout"]
        var out: [String] = [], i = 0
        while i < arguments.count {
            let a = arguments[i]
            if names.contains(a) { out.append(a); if !flags.contains(a) { out.append(arguments[i + 1]); i += 1 } } else if a == "--range" { i += 1 }
            i += 1
        }
        return out
    }

    static func line(_ body: () throws -> Any) -> String? {
        do { _ = try body(); return nil } catch { return "\(error)" }
    }

    @Test func theCommandLinesSources() throws {
        guard case let .files(files, watch, _) = try Self.cli(["a.json", "b.csv"], []) else { Issue.record("not files"); return }
        #expect(files == ["a.json", "b.csv"] && watch)
        guard case .files(_, false, _) = try Self.cli(["a.json"], ["--no-watch"]) else { Issue.record("watched"); return }
        guard case let .files(_, _, load) = try Self.cli(["t.csv"], [], load: LoadOptions(x: "row", timeFormat: "%d.%m.%Y")) else {
            Issue.record("not files"); return
        }
        #expect(load == LoadOptions(x: "row", timeFormat: "%d.%m.%Y"), "how the files are read")
        guard case let .stream(nil, live) = try Self.cli(["-"], ["--keep", "100", "--stale-after", "90s"]) else { Issue.record("not stdin"); return }
        #expect(live == LiveOptions(keep: .points(100), staleAfter: 90))
        guard case let .stream(path?, followed) = try Self.cli([], ["--follow", "f.csv", "--keep", "24h"]) else { Issue.record("not followed"); return }
        #expect(path == "f.csv" && followed == LiveOptions(keep: .milliseconds(86_400_000)))
        guard case let .remote(.file(url, refresh, timeout, _), _) = try Self.cli(["https://h/d.json"], ["--refresh", "5m", "--timeout", "10s"]) else {
            Issue.record("not a URL"); return
        }
        #expect(url == "https://h/d.json" && refresh == 300 && timeout == 10)
        guard case .remote(.file(_, 60, 30, _), _) = try Self.cli(["http://h/d.json"], []) else { Issue.record("defaults"); return }
        guard case let .remote(.prometheus(o), _) = try Self.cli([], ["--prometheus", "http://p:9090", "--query", "up", "--query", "x",
                                                                      "--legend", "{{job}}", "--range", "6h"], columns: 321) else {
            Issue.record("not Prometheus"); return
        }
        #expect(o == PrometheusSource.Options(server: "http://p:9090", queries: ["up", "x"], legends: ["{{job}}"], range: .last(21_600),
                                               refresh: nil, timeout: 30, columns: 321))
        guard case let .remote(.prometheus(fixed), _) = try Self.cli([], ["--prometheus", "http://p:9090", "--query", "up",
                                                                          "--range", "1000..61000"]) else { Issue.record("fixed"); return }
        #expect(fixed.range == .fixed(1, 61))
    }

    @Test func theCommandLinesProblemsNameTheirOption() {
        let cases: [([String], [String], String)] = [
            (["a.csv"], ["--follow", "f.csv"], "--follow FILE takes no other input files"),
            (["-"], ["--keep", "0"], "--keep must be a number of points (1000000) or a duration (30s, 15m, 24h, 7d), not '0'"),
            (["-"], ["--stale-after", "soon"], "--stale-after must be a duration (10s, 5m, 1h), not 'soon'"),
            (["https://h/d.json"], ["--refresh", "0s"], "--refresh must be a duration (5s, 1m), not '0s'"),
            (["https://h/d.json"], ["--timeout", "x"], "--timeout must be a duration (5s, 1m), not 'x'"),
            ([], ["--query", "up"], "--query needs --prometheus URL"),
            (["a.json"], ["--prometheus", "http://p:9090", "--query", "up"], "--prometheus takes no input files (the data comes from --query)"),
            ([], ["--prometheus", "p:9090", "--query", "up"], "--prometheus must be an http:// or https:// URL, not 'p:9090'"),
            ([], ["--prometheus", "http://p:9090"], "--prometheus needs at least one --query"),
            ([], ["--prometheus", "http://p:9090", "--query", "up", "--range", "2..1"], "--range must be a duration (6h, 7d) or FROM..TO with FROM before TO, not '2..1'"),
            ([], ["--prometheus", "http://p:9090", "--query", "up", "--range", "2019-02-31..2019-03-02"], "--range must be a duration (6h, 7d) or FROM..TO with FROM before TO, not '2019-02-31..2019-03-02'"),
            ([], ["--prometheus", "http://p:9090", "--query", "up", "--range", "0.5s"], "--range must be a duration (6h, 7d) or FROM..TO, not '0.5s'"),
        ]
        for (files, arguments, line) in cases { #expect(Self.line { try Self.cli(files, arguments) } == line, "\(arguments)") }
    }

    static func panel(_ source: PanelSource, _ edit: (inout Panel) -> Void = { _ in }) -> Panel {
        var p = Panel(source: source, line: 3)
        p.keyLines = ["keep": 5, "stale_after": 6, "refresh": 7, "timeout": 8, "range": 9]
        edit(&p)
        return p
    }

    static func fromPanel(_ p: Panel, columns: Int = 600) throws -> SourceSpec {
        try SourceSpec(panel: p, file: "wall.toml", index: 2, columns: columns)
    }

    @Test func everyKeyOfAKioskPanel() throws {
        guard case let .files(paths, watch, load) = try Self.fromPanel(Self.panel(.file("/d/x.json"))) else { Issue.record("file"); return }
        #expect(paths == ["/d/x.json"] && watch && load == LoadOptions())
        let read = Self.panel(.file("/d/x.json")) { $0.load = LoadOptions(x: "row", jsonPath: "a.b") }
        guard case let .files(_, _, given) = try Self.fromPanel(read) else { Issue.record("file"); return }
        #expect(given == LoadOptions(x: "row", jsonPath: "a.b"), "the file's loader keys")
        guard case let .stream(nil, live) = try Self.fromPanel(Self.panel(.stream("-")) { $0.keep = "100000"; $0.staleAfter = "90s" }) else {
            Issue.record("stdin"); return
        }
        #expect(live == LiveOptions(keep: .points(100_000), staleAfter: 90))
        guard case let .stream(path?, _) = try Self.fromPanel(Self.panel(.stream("/d/s.csv"))) else { Issue.record("stream"); return }
        #expect(path == "/d/s.csv")
        guard case let .remote(.file(url, refresh, timeout, _), urlLive) = try Self.fromPanel(Self.panel(.url("https://h/d.json")) {
            $0.refresh = "1m"; $0.timeout = "5s"; $0.keep = "7d"
        }) else { Issue.record("url"); return }
        #expect(url == "https://h/d.json" && refresh == 60 && timeout == 5 && urlLive.keep == .milliseconds(604_800_000))
        let p = Self.panel(.prometheus(server: "http://p:9090", queries: ["up"], legends: ["{{instance}}"])) { $0.range = "2h" }
        guard case let .remote(.prometheus(o), _) = try Self.fromPanel(p, columns: 120) else { Issue.record("prometheus"); return }
        #expect(o == PrometheusSource.Options(server: "http://p:9090", queries: ["up"], legends: ["{{instance}}"], range: .last(7200),
                                               refresh: nil, timeout: 30, columns: 120))
        #expect(try Self.fromPanel(p).ownsRange && !Self.fromPanel(Self.panel(.url("https://h/d.json"))).ownsRange)
    }

    @Test func aPanelsProblemsNameTheKioskFileTheLineAndTheKey() {
        func line(_ source: PanelSource, _ edit: (inout Panel) -> Void) -> String? {
            Self.line { try Self.fromPanel(Self.panel(source, edit)) }
        }
        let url = PanelSource.url("https://h/d.json")
        let prometheus = PanelSource.prometheus(server: "http://p:9090", queries: ["up"], legends: [])
        #expect(line(.stream("-")) { $0.keep = "lots" } == "wall.toml:5: panel 3 keep: must be a number of points (1000000) or a duration (30s, 15m, 24h, 7d), not 'lots'")
        #expect(line(url) { $0.staleAfter = "1h30m" } == "wall.toml:6: panel 3 stale_after: must be a duration (10s, 5m, 1h), not '1h30m'")
        #expect(line(url) { $0.refresh = "1h30m" } == "wall.toml:7: panel 3 refresh: must be a duration (5s, 1m), not '1h30m'")
        #expect(line(prometheus) { $0.timeout = "0s" } == "wall.toml:8: panel 3 timeout: must be a duration (5s, 1m), not '0s'")
        #expect(line(prometheus) { $0.range = "later" } == "wall.toml:9: panel 3 range: must be a duration (6h, 7d) or FROM..TO, not 'later'")
        #expect(line(prometheus) { $0.keyLines = [:]; $0.range = "9..1" } == "wall.toml:3: panel 3 range: must be a duration (6h, 7d) or FROM..TO with FROM before TO, not '9..1'",
                "a key without its own line: the panel's")
    }
}
