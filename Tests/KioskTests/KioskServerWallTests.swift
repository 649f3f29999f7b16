import Testing
@testable import Kiosk

/// A wall from a server (`--kiosk https://…/wall.toml`, issue 32): its relative paths resolved
/// against the URL — a `file` panel becomes a `url` one that keeps its reading keys,
/// `header_file` and `events` are on the server — while streams and `auth_file` stay on this
/// machine; the top-level `refresh` only for such a wall.
@Suite struct KioskServerWallTests {
    static let url = "https://config.example/walls/hall/wall.toml?v=3"

    static func parse(_ text: String, path: String = url) throws -> KioskFile { try KioskFile.parse(text, path: path) }

    static func error(_ text: String, path: String = url) -> String {
        do { _ = try KioskFile.parse(text, path: path); return "no error" } catch { return error.description }
    }

    @Test func theFolderOfAURLIsItsPathUpToTheLastSlash() {
        #expect(KioskFile.folder(of: Self.url) == "https://config.example/walls/hall")
        #expect(KioskFile.folder(of: "http://127.0.0.1:8080/wall.toml#x") == "http://127.0.0.1:8080")
        #expect(KioskFile.folder(of: "http://h") == "http://h")
        #expect(KioskFile.folder(of: "/etc/wlcharts/wall.toml") == "/etc/wlcharts")
        #expect(KioskFile.folder(of: "wall.toml") == ".")
    }

    @Test func relativePathsAreOnTheServer() throws {
        let f = try Self.parse("""
        refresh = "10s"
        [[panel]]
        file = "data/load.csv"
        x = "time"
        header_file = "token.headers"
        events = "deploys.csv"
        [[panel]]
        file = "/var/lib/wall/local.json"
        [[panel]]
        url = "https://other.example/x.json"
        [[panel]]
        stream = "/run/sensor.csv"
        """)
        #expect(f.refresh == 10)
        #expect(f.panels[0].source == .url("https://config.example/walls/hall/data/load.csv"))
        #expect(f.panels[0].load.x == "time", "a file panel keeps how it is read")
        #expect(f.panels[0].headerFile == "https://config.example/walls/hall/token.headers")
        #expect(f.panels[0].events == "https://config.example/walls/hall/deploys.csv")
        #expect(f.panels[1].source == .file("/var/lib/wall/local.json"), "an absolute path is this machine's")
        #expect(f.panels[2].source == .url("https://other.example/x.json"))
        #expect(f.panels[3].source == .stream("/run/sensor.csv"))
    }

    @Test func streamsAndPasswordsAreNeverFetched() {
        #expect(Self.error("[[panel]]\nstream = \"s.csv\"\n")
                == "\(Self.url):2: panel 1 stream: a wall from a server follows a local stream: an absolute path or \"-\", not \"s.csv\"")
        #expect(Self.error("[[panel]]\nmqtt = \"mqtts://b:8883\"\ntopic = \"t/#\"\nauth_file = \"mq.auth\"\n")
                == "\(Self.url):4: panel 1 auth_file: a wall from a server reads auth_file from this machine: an absolute path, not \"mq.auth\"")
        #expect(Self.error("[[panel]]\nmqtt = \"mqtts://b:8883\"\ntopic = \"t/#\"\nauth_file = \"/etc/mq.auth\"\n") == "no error")
    }

    @Test func onlyAWallFromAServerHasRefresh() {
        #expect(Self.error("refresh = \"1m\"\n[[panel]]\nfile = \"a.csv\"\n", path: "/etc/wlcharts/wall.toml")
                == "/etc/wlcharts/wall.toml:1: refresh: only a wall from a server (--kiosk https://…/wall.toml) has refresh")
        #expect(Self.error("refresh = \"soon\"\n[[panel]]\nfile = \"a.csv\"\n")
                == "\(Self.url):1: refresh: must be a duration like \"30s\", \"2m\" or \"1h\", not \"soon\"")
    }

    @Test func aLocalWallIsReadAsBefore() throws {
        let f = try Self.parse("[[panel]]\nfile = \"a.csv\"\nevents = \"https://e/x.csv\"\n", path: "/etc/wlcharts/wall.toml")
        #expect(f.panels[0].source == .file("/etc/wlcharts/a.csv") && f.panels[0].events == "https://e/x.csv" && f.refresh == nil)
    }
}
