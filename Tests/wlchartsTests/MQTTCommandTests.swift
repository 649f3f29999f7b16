import Foundation
import Kiosk
import Screens
@testable import Sources
import Testing
@testable import wlcharts

/// `--mqtt` from the command line and a kiosk panel against a real Mosquitto on loopback:
/// retained messages drawn, summed up and described by `--png`, `--check` and `--describe`, each problem one line naming
/// its option or key, and a window killed with SIGKILL whose history loads at the next start.
@Suite(.serialized, .enabled(if: MosquittoBroker.available && Commands.wlcharts != nil, MosquittoBroker.missingNote))
struct MQTTCommandTests {
    /// `wlcharts ARGS` with its history under `state`.
    static func wlcharts(_ arguments: [String], state: String) throws -> Commands.Finished {
        try Commands.run(Commands.wlcharts!, arguments, environment: ["XDG_STATE_HOME": state], timeout: 60)
    }

    @Test func pngAndCheckShowTheRetainedMessagesOfTheMatchingTopics() throws {
        let broker = try MosquittoBroker()
        defer { broker.stop() }
        let state = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: state) }
        try broker.publish("home/kitchen/temp", "21.5", retained: true)
        try broker.publish("home/hall/temp", "{\"temp\": 19.25, \"hum\": 40}", retained: true)
        try broker.publish("office/temp", "3", retained: true)
        let base = ["--mqtt", broker.url, "--topic", "home/+/temp", "--history", "off"]
        let png = state + "/out.png"
        let drawn = try Self.wlcharts(base + ["--png", png], state: state)
        #expect(drawn.status == 0, "\(drawn.err)")
        let bytes = try #require(FileManager.default.contents(atPath: png))
        #expect(bytes.starts(with: [0x89, 0x50, 0x4E, 0x47]) && bytes.count > 1000)
        let check = try Self.wlcharts(base + ["--field", "temp", "--check"], state: state)
        #expect(check.status == 0, "\(check.err)")
        let lines = check.out.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("\(broker.url): \"\(broker.url)\": line, 2 series (") == true, "\(lines)")
        #expect(Set(lines.dropFirst()) == ["\(broker.url): home/kitchen/temp = 21.5", "\(broker.url): home/hall/temp = 19.25"],
                "\(lines)")
        let named = try Self.wlcharts(base + ["--legend", "{{2}}", "--check"], state: state)
        #expect(named.out.contains("\(broker.url): kitchen = 21.5") && named.out.contains("\(broker.url): hall/hum = 40.0"), "\(named.out)")
        let described = try Self.wlcharts(base + ["--legend", "{{2}}", "--field", "temp", "--describe"], state: state)
        #expect(described.status == 0 && described.out.contains("kitchen: one value, 21.5 on ")
                && described.out.contains("hall: one value, 19.25 on "), "\(described.out) \(described.err)")
        #expect(!FileManager.default.fileExists(atPath: state + "/wlcharts"), "--history off keeps no file")
    }

    @Test func nothingWithinTheTimeoutAndBadOptionsAreOneLine() throws {
        let broker = try MosquittoBroker()
        defer { broker.stop() }
        let state = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: state) }
        let quiet = try Self.wlcharts(["--mqtt", broker.url, "--topic", "none/#", "--timeout", "1s", "--check"], state: state)
        #expect(quiet.status == 1)
        #expect(quiet.errLines == ["wlcharts: \(broker.url): no message within 1 s (timeout)"], "\(quiet.err)")
        let refused = try Self.wlcharts(["--mqtt", "mqtt://127.0.0.1:1", "--topic", "a", "--png", state + "/x.png"], state: state)
        #expect(refused.status == 1 && refused.errLines.count == 1 && refused.err.hasPrefix("wlcharts: mqtt://127.0.0.1:1: cannot connect"),
                "\(refused.err)")
        let cases: [([String], String)] = [
            (["--topic", "a", "--check"], "wlcharts: --topic needs --mqtt URL"),
            (["--mqtt", broker.url, "--topic", "a/#/b", "--check"], "wlcharts: --topic 'a/#/b': not a topic filter"),
            (["--mqtt", broker.url, "--topic", "a", "--states", "on", "--check"], "wlcharts: --states 'on' is not like on=1,off=0"),
            (["--mqtt", broker.url, "--topic", "a", "--history", "maybe", "--png", "x.png"], "wlcharts: --history must be on or off, not 'maybe'"),
            (["--mqtt", "http://h", "--topic", "a", "--check"], "wlcharts: --mqtt http://h: not mqtt://host[:port]"),
        ]
        for (arguments, start) in cases {
            let r = try Self.wlcharts(arguments, state: state)
            #expect(r.status == 1 && r.errLines.count == 1 && r.err.hasPrefix(start), "\(arguments): \(r.err)")
        }
    }

    /// A window's history survives SIGKILL: what was written in batches before loads at the next
    /// start, a torn tail (a write cut short) is dropped, never the whole file.
    @Test(.enabled(if: Commands.testCompositor != nil, "wlcharts-testcomp is not built — skipped"))
    func aKilledWindowsHistoryLoadsAtTheNextStart() throws {
        let broker = try MosquittoBroker()
        defer { broker.stop() }
        let runtime = try Commands.temporaryFolder(), state = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: runtime); try? FileManager.default.removeItem(atPath: state) }
        let log = runtime + "/compositor.log"
        let compositor = try Background(Commands.testCompositor!, ["--socket", "wl-mqtt", "--size", "480x320"],
                                        environment: ["XDG_RUNTIME_DIR": runtime], log: log)
        defer { compositor.stop() }
        try Commands.waitUntil("the compositor") { Commands.lines(of: log).contains { $0.hasPrefix("ready") } }
        let arguments = ["--mqtt", broker.url, "--topic", "plant/#"]
        try broker.publish("plant/press", "1", retained: true)   // sent on subscribing
        let window = try Background(Commands.wlcharts!, arguments,
                                    environment: ["XDG_RUNTIME_DIR": runtime, "WAYLAND_DISPLAY": "wl-mqtt", "XDG_STATE_HOME": state],
                                    log: runtime + "/wlcharts.out", errorLog: runtime + "/wlcharts.err")
        defer { window.stop() }
        try Commands.waitUntil("the first frame") { Commands.lines(of: log).contains { $0.hasPrefix("commit 480x320") } }
        // A batch 5 s after a message: the first holds the retained value (so the window is subscribed).
        let folder = state + "/wlcharts"
        func samples() -> Int {
            guard let name = (try? FileManager.default.contentsOfDirectory(atPath: folder))?.first(where: { $0.hasSuffix(".history") }),
                  let b = FileManager.default.contents(atPath: folder + "/" + name) else { return 0 }
            return MQTTHistory.decode([UInt8](b)).samples.count
        }
        try Commands.waitUntil("the first batch", timeout: 20) { samples() >= 1 }
        for v in [2, 3, 4] { try broker.publish("plant/press", "\(v)"); usleep(20_000) }
        try Commands.waitUntil("the second batch", timeout: 20) { samples() >= 4 }
        try broker.publish("plant/press", "99")   // in the next batch, not yet written
        usleep(200_000)
        kill(window.pid, SIGKILL)
        _ = window.wait(timeout: 5)
        let name = try #require(try FileManager.default.contentsOfDirectory(atPath: folder).first { $0.hasSuffix(".history") })
        let path = folder + "/" + name
        #expect(samples() == 4, "the batch after the last written was lost with the process")
        let handle = try #require(FileHandle(forWritingAtPath: path))
        handle.seekToEndOfFile()
        handle.write(Data("s 1700000000000 0 12".utf8))   // a batch's write cut short
        try handle.close()
        try broker.publish("plant/press", "", retained: true)   // the retained message removed: only the history shows
        let check = try Self.wlcharts(arguments + ["--check", "--timeout", "3s"], state: state)
        #expect(check.status == 0, "\(check.err)")
        #expect(check.out.contains("\(broker.url): plant/press = 4.0"), "\(check.out)")
        #expect(check.out.contains("4 points") && !check.out.contains("99"), "\(check.out)")
    }
}

/// An `mqtt` kiosk panel read into the same ``MQTTSpec``; its problems located at the key.
@MainActor
struct MQTTPanelTests {
    static func wall(_ panel: String) throws -> (KioskFile, String) {
        let folder = try Commands.temporaryFolder()
        let path = folder + "/wall.toml"
        try "[[panel]]\n\(panel)\n".write(toFile: path, atomically: true, encoding: .utf8)
        return (try KioskFile.load(path: path), folder)
    }

    static func spec(_ panel: String) throws -> SourceSpec {
        let (file, folder) = try wall(panel)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        return try SourceSpec(panel: file.panels[0], file: "wall.toml", index: 0, columns: 800)
    }

    static func problem(_ panel: String) -> String {
        do { _ = try spec(panel); return "no error" } catch { return "\(error)" }
    }

    @Test func aPanelBuildsTheCommandLinesSpec() throws {
        let (file, folder) = try Self.wall("""
            mqtt = "mqtt://127.0.0.1:1883"
            topic = ["home/+/temp", "plant/#"]
            legend = "{{2}}"
            field = "sensor.temp"
            states = "on=1,off=0"
            auth_file = "mqtt.auth"
            history = false
            keep = "2h"
            timeout = "5s"
            """)
        defer { try? FileManager.default.removeItem(atPath: folder) }
        guard case .mqtt(let m) = file.panels[0].source else { Issue.record("not mqtt"); return }
        #expect(m.authFile == folder + "/mqtt.auth" && m.history == "off" && m.topics == ["home/+/temp", "plant/#"])
        try "reader\nsecret\n".write(toFile: folder + "/mqtt.auth", atomically: true, encoding: .utf8)
        let source = try SourceSpec(panel: file.panels[0], file: "wall.toml", index: 0, columns: 800)
        guard case let .remote(.mqtt(spec), _) = source else { Issue.record("not an mqtt source"); return }
        #expect(source.panelKey == "mqtt" && !source.ownsRange)
        #expect(spec.options.filters.map(\.text) == ["home/+/temp", "plant/#"] && spec.options.legend.template == "{{2}}")
        #expect(spec.credentials == MQTTCredentials(user: "reader", password: "secret") && !spec.history)
        #expect(spec.options.keep == .milliseconds(2 * 3_600_000) && spec.options.timeout == 5)
        #expect(source.viewSource == ["--mqtt mqtt://127.0.0.1:1883", "home/+/temp", "plant/#"])
        guard case let .remote(.mqtt(plain), _) = try Self.spec("mqtt = \"mqtt://h\"\ntopic = \"a\"") else { return }
        #expect(plain.options.keep == .milliseconds(24 * 3_600_000) && plain.history)
    }

    @Test func badKeysAreLocated() {
        #expect(Self.problem("mqtt = \"mqtt://h\"\ntopic = \"a\"\nstates = \"on\"")
            == "wall.toml:4: panel 1 states: 'on' is not like on=1,off=0")
        #expect(Self.problem("mqtt = \"mqtt://h\"\ntopic = \"a/#/b\"").hasPrefix("wall.toml:3: panel 1 topic: 'a/#/b': not a topic filter"))
        #expect(Self.problem("mqtt = \"mqtt://h\"\ntopic = \"a\"\nhistory = \"maybe\"")
            == "wall.toml:4: panel 1 history: must be on or off, not 'maybe'")
        #expect(Self.problem("mqtt = \"mqtt://h\"\ntopic = \"a\"\nauth_file = \"/nonexistent/auth\"")
            == "wall.toml:4: panel 1 auth_file: /nonexistent/auth: cannot be read")
        #expect(Self.problem("mqtt = \"mqtt://h:0\"\ntopic = \"a\"").hasPrefix("wall.toml:2: panel 1 mqtt: mqtt://h:0: port"))
    }

    @Test func badPanelsAreRefusedByTheWallFile() {
        func problem(_ panel: String) -> String {
            do { _ = try Self.wall(panel); return "no error" } catch { return "\(error)" }
        }
        #expect(problem("mqtt = \"mqtt://h\"").hasSuffix("panel 1 mqtt: needs topic = \"home/+/temp\" (or a list of topic filters)"))
        #expect(problem("mqtt = \"http://h\"\ntopic = \"a\"").hasSuffix("panel 1 mqtt: must be an mqtt:// or mqtts:// URL, not \"http://h\""))
        #expect(problem("url = \"http://h/a.csv\"\ntopic = \"a\"").hasSuffix("panel 1 topic: only an mqtt panel has topic"))
        #expect(problem("mqtt = \"mqtt://h\"\ntopic = \"a\"\nrefresh = \"5s\"").hasSuffix("panel 1 refresh: an mqtt panel has no refresh (messages come when sent)"))
        #expect(problem("mqtt = \"mqtt://h\"\ntopic = \"a\"\nquery = \"up\"").hasSuffix("panel 1 query: only a prometheus or influxdb panel has query"))
    }
}
