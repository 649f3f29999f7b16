import Foundation
import Testing

/// A real InfluxDB 1.x (`influxd`) on loopback ports, its data in a temporary folder, written by
/// the test through `/write` (line protocol, seconds) with curl: deterministic, nothing else in it.
final class InfluxDBServer {
    static let available = Commands.tool("influxd") != nil && Commands.tool("curl") != nil
    static let missingNote: Comment = "needs Debian's influxdb and curl (scripts/install-deps.sh test) — skipped"

    let folder: String
    let port: Int
    private var process: Background?

    /// Starts a server with database `database` (empty).
    init(database: String) throws {
        folder = try Commands.temporaryFolder()
        port = Int.random(in: 20000 ..< 60000)
        try """
        reporting-disabled = true
        bind-address = "127.0.0.1:\(port + 1)"
        [meta]
          dir = "\(folder)/meta"
        [data]
          dir = "\(folder)/data"
          wal-dir = "\(folder)/wal"
        [http]
          bind-address = "127.0.0.1:\(port)"
          log-enabled = false
        """.write(toFile: folder + "/influx.conf", atomically: true, encoding: .utf8)
        process = try Background(Commands.tool("influxd")!, ["-config", folder + "/influx.conf"], log: folder + "/influxd.log")
        do {
            try Commands.waitUntil("influxd on port \(port)", timeout: 30) { (try? curl(["\(url)/ping"]))?.status == 0 }
            try post("/query", ["--data-urlencode", "q=CREATE DATABASE \"\(database)\""])
        } catch {
            stop()
            throw error
        }
    }

    deinit { stop() }

    var url: String { "http://127.0.0.1:\(port)" }

    /// Writes line protocol (timestamps in seconds) into `database`.
    func write(_ lines: String, database: String) throws {
        try post("/write?db=\(database)&precision=s", ["--data-binary", lines])
    }

    private func post(_ path: String, _ arguments: [String]) throws {
        let r = try curl(["-XPOST", url + path] + arguments)
        guard r.status == 0 else { throw Commands.Failure(description: "\(path): \(r.out) \(r.err)") }
    }

    private func curl(_ arguments: [String]) throws -> Commands.Finished {
        try Commands.run(Commands.tool("curl")!, ["-sSf", "--max-time", "10"] + arguments, timeout: 20)
    }

    func stop() {
        process?.stop()
        process = nil
        try? FileManager.default.removeItem(atPath: folder)
    }
}
