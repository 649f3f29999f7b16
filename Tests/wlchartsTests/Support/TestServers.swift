import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif
import Testing

/// The loopback HTTP server of `Tests/Servers/http-test-server.py`, serving a folder the test
/// writes (with ETags, 304s, error statuses, cut bodies and a path that never answers) and
/// logging every request.
final class HTTPTestServer {
    static let script = Commands.packageRoot + "/Tests/Servers/http-test-server.py"
    static let python = Commands.tool("python3")
    static let missingNote: Comment = "needs python3 (scripts/install-deps.sh test) — skipped"

    let folder: String
    let port: Int
    private let tlsScheme: Bool
    private let process: Background
    private let log: String

    /// A server on a free loopback port; with `tls` (PEM certificate and key files) it speaks HTTPS.
    init(tls: (certificate: String, key: String)? = nil) throws {
        folder = try Commands.temporaryFolder()
        log = folder + "/requests.log"
        _ = FileManager.default.createFile(atPath: log, contents: nil)
        let out = folder + "/port"
        process = try Background(Self.python!, [Self.script, folder, log] + (tls.map { [$0.certificate, $0.key] } ?? []), log: out, errorLog: folder + "/server.err")
        var port = 0
        for _ in 0 ..< 300 where port == 0 {
            usleep(20_000)
            port = Int(((try? String(contentsOfFile: out, encoding: .utf8)) ?? "").split(separator: "\n").first ?? "") ?? 0
        }
        guard port > 0 else { process.stop(); throw Commands.Failure(description: "the test HTTP server did not start") }
        self.port = port
        tlsScheme = tls != nil
    }

    deinit { stop() }

    func stop() {
        process.stop()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// `http://127.0.0.1:PORT` + `path` (`https://` when the server was started with `tls`).
    func url(_ path: String) -> String { "\(scheme)://127.0.0.1:\(port)\(path)" }
    private var scheme: String { tlsScheme ? "https" : "http" }

    /// Writes a file the server serves under `/files/NAME`.
    func write(_ name: String, _ text: String) throws {
        try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
    }

    /// The requests so far, one line each.
    var requests: [String] {
        ((try? String(contentsOfFile: log, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
    }
}

/// A real Prometheus on a loopback port, its data written by the test as OpenMetrics and turned
/// into blocks by `promtool tsdb create-blocks-from openmetrics` (deterministic; nothing scraped).
final class PrometheusServer {
    static let available = Commands.tool("prometheus") != nil && Commands.tool("promtool") != nil
    static let missingNote: Comment = "needs Debian's prometheus package (scripts/install-deps.sh test) — skipped"

    let folder: String
    let port: Int
    private var process: Background?

    /// The configuration file (`/dev/null`: nothing scraped, no rules).
    private var config = "/dev/null"

    /// Starts a server over `openMetrics` (ending with `# EOF`); `rules`, a rule file's text,
    /// is evaluated every second (alerts that fire).
    init(openMetrics: String, rules: String? = nil) throws {
        folder = try Commands.temporaryFolder()
        try openMetrics.write(toFile: folder + "/data.om", atomically: true, encoding: .utf8)
        if let rules {
            try rules.write(toFile: folder + "/rules.yml", atomically: true, encoding: .utf8)
            config = folder + "/prometheus.yml"
            try "global:\n  evaluation_interval: 1s\nrule_files:\n  - \(folder)/rules.yml\n".write(toFile: config, atomically: true, encoding: .utf8)
        }
        let blocks = try Commands.run(Commands.tool("promtool")!, ["tsdb", "create-blocks-from", "openmetrics",
                                                                  folder + "/data.om", folder + "/tsdb"])
        guard blocks.status == 0 else { throw Commands.Failure(description: "promtool failed: \(blocks.err)\(blocks.out)") }
        port = Int.random(in: 20000 ..< 60000)
        try start()
    }

    deinit { stop() }

    var url: String { "http://127.0.0.1:\(port)" }

    func start() throws {
        process = try Background(Commands.tool("prometheus")!, [
            "--storage.tsdb.path=" + folder + "/tsdb", "--web.listen-address=127.0.0.1:\(port)",
            "--config.file=" + config, "--storage.tsdb.retention.time=100y"], log: folder + "/prometheus.log")
        let deadline = Date().addingTimeInterval(30)
        while Date() < deadline {
            if let d = try? Data(contentsOf: URL(string: url + "/-/ready")!), !d.isEmpty { return }
            usleep(100_000)
        }
        throw Commands.Failure(description: "prometheus did not become ready: "
            + ((try? String(contentsOfFile: folder + "/prometheus.log", encoding: .utf8)) ?? ""))
    }

    /// Stops the server (the data stays for ``start()``).
    func pause() { process?.stop(); process = nil }

    func stop() {
        pause()
        try? FileManager.default.removeItem(atPath: folder)
    }
}
