import Foundation
import Testing

/// `wlcharts --kiosk http://…/wall.toml` (issue 32, walls configured from a server) on a loopback
/// server: the wall and the files it names relative to itself fetched with `--header-file`'s
/// token, a panel's `header_file` fetched from the server, and what cannot be had at start in one
/// line; `--header-file` where no request goes is an error, not silently ignored.
@Suite(.serialized, .enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"),
       .enabled(if: HTTPTestServer.python != nil, HTTPTestServer.missingNote))
struct ServerWallCommandTests {
    static let csv = "time,load\n2026-11-27T10:00:00Z,1.5\n2026-11-27T10:05:00Z,2.5\n2026-11-27T10:10:00Z,2.0\n"

    static func wlcharts(_ arguments: [String]) throws -> Commands.Finished {
        try Commands.run(Commands.wlcharts!, arguments, timeout: 60)
    }

    static func token(in server: HTTPTestServer) throws -> String {
        let path = server.folder + "/wall.headers"
        try "Authorization: Bearer w4ll\n".write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func theWallAndItsFilesComeFromTheServerWithTheToken() throws {
        let server = try HTTPTestServer()
        try server.write("load.csv", Self.csv)
        try server.write("panel.headers", "Authorization: Bearer p4nel\n")
        try server.write("cpu.csv", Self.csv)
        try server.write("wall.toml", """
        layout = "grid"
        burn_in = "off"
        [[panel]]
        file = "load.csv"
        [[panel]]
        url = "\(server.url("/files/cpu.csv"))?panel=2"
        header_file = "panel.headers"
        """)
        let png = server.folder + "/wall.png"
        let r = try Self.wlcharts(["--kiosk", server.url("/files/wall.toml"), "--header-file", Self.token(in: server),
                                   "--png", png, "--size", "640x320"])
        #expect(r.status == 0 && FileManager.default.fileExists(atPath: png), "\(r.err)")
        let log = server.requests.map { $0.replacingOccurrences(of: #" if-none-match=\S* if-modified-since=.* authorization"#, with: " authorization",
                                                                options: .regularExpression) }
        #expect(log.contains("GET /files/wall.toml 200 authorization=Bearer w4ll"), "\(log)")
        #expect(log.contains("GET /files/panel.headers 200 authorization=Bearer w4ll"), "the header file is the wall's: \(log)")
        #expect(log.contains("GET /files/load.csv 200 authorization=Bearer w4ll"), "a file beside the wall gets its token: \(log)")
        #expect(log.contains("GET /files/cpu.csv?panel=2 200 authorization=Bearer p4nel"), "a panel's own header file: \(log)")
    }

    @Test func aWallThatCannotBeHadAtStartIsOneLine() throws {
        let server = try HTTPTestServer()
        let missing = try Self.wlcharts(["--kiosk", server.url("/files/none.toml"), "--png", server.folder + "/x.png"])
        #expect(missing.status == 1 && missing.errLines == ["wlcharts: \(server.url("/files/none.toml")): HTTP 404 Not Found: no such file"],
                "\(missing.err)")
        try server.write("wall.toml", "[[panel]]\nfile = \"a.csv\"\ntheme = \"dusk\"\n")
        let url = server.url("/files/wall.toml")
        let bad = try Self.wlcharts(["--kiosk", url, "--png", server.folder + "/x.png"])
        #expect(bad.status == 1 && bad.errLines == ["wlcharts: \(url):3: panel 1 theme: must be \"day\" or \"night\", not \"dusk\""], "\(bad.err)")
        let refused = try Self.wlcharts(["--kiosk", "http://127.0.0.1:1/wall.toml", "--png", server.folder + "/x.png"])
        #expect(refused.status == 1 && refused.errLines == ["wlcharts: http://127.0.0.1:1/wall.toml: connection refused"], "\(refused.err)")
    }

    @Test func aHeaderFileWhereNoRequestGoesIsAnError() throws {
        let server = try HTTPTestServer()
        let headers = try Self.token(in: server)
        let csv = server.folder + "/local.csv"
        try Self.csv.write(toFile: csv, atomically: true, encoding: .utf8)
        let local = try Self.wlcharts([csv, "--header-file", headers, "--check"])
        #expect(local.status == 1 && local.errLines
                == ["wlcharts: --header-file \(headers): request headers are for a URL or --prometheus; \(csv) is read from disk"],
                "\(local.err)")
        let wall = server.folder + "/wall.toml"
        try "[[panel]]\nfile = \"local.csv\"\n".write(toFile: wall, atomically: true, encoding: .utf8)
        let kiosk = try Self.wlcharts(["--kiosk", wall, "--header-file", headers, "--png", server.folder + "/x.png"])
        #expect(kiosk.status == 1 && kiosk.errLines == ["wlcharts: --header-file is for a wall from a server (--kiosk https://…/wall.toml); "
                    + "a local kiosk file's panels take header_file"],
                "\(kiosk.err)")
    }
}
