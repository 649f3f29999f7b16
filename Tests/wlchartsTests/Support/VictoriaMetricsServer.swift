import Foundation
import Testing

/// A real VictoriaMetrics (Debian's `victoria-metrics`, single node) on a loopback port, its data
/// imported by the test through `/api/v1/import/prometheus` (deterministic; nothing scraped).
final class VictoriaMetricsServer {
    static let available = Commands.tool("victoria-metrics") != nil && HTTPTestServer.python != nil
    static let missingNote: Comment = "needs Debian's victoria-metrics package (scripts/install-deps.sh test) — skipped"

    let folder: String
    let port: Int
    /// More command-line flags (`-search.latencyOffset=5s`).
    let options: [String]
    private var process: Background?

    init(options: [String] = []) throws {
        self.options = options
        folder = try Commands.temporaryFolder()
        port = Int.random(in: 20000 ..< 60000)
        try start()
    }

    deinit { stop() }

    var url: String { "http://127.0.0.1:\(port)" }

    func start() throws {
        process = try Background(Commands.tool("victoria-metrics")!, [
            "-httpListenAddr=127.0.0.1:\(port)", "-storageDataPath=" + folder + "/data", "-retentionPeriod=100y"] + options, log: folder + "/vm.log")
        try Commands.waitUntil("victoria-metrics on port \(port)", timeout: 30) {
            (try? Data(contentsOf: URL(string: url + "/health")!)).map { !$0.isEmpty } ?? false
        }
    }

    /// Imports `lines` (Prometheus text format, timestamps in milliseconds) and waits until
    /// `visible` of them (all by default; an export does not show samples later than now) can be
    /// read back (VictoriaMetrics makes them visible within seconds).
    func importSamples(_ lines: [String], visible: Int? = nil) throws {
        let file = folder + "/import-\(UUID().uuidString).prom"
        try (lines.joined(separator: "\n") + "\n").write(toFile: file, atomically: true, encoding: .utf8)
        let post = try Commands.run(HTTPTestServer.python!, ["-c", """
            import sys, urllib.request
            urllib.request.urlopen(urllib.request.Request(sys.argv[1], data=open(sys.argv[2], "rb").read())).read()
            urllib.request.urlopen(sys.argv[3]).read()
            """, url + "/api/v1/import/prometheus", file, url + "/internal/force_flush"])
        guard post.status == 0 else { throw Commands.Failure(description: "import failed: \(post.err)") }
        let names = Set(lines.compactMap { $0.split(whereSeparator: { $0 == "{" || $0 == " " }).first.map(String.init) })
        let match = names.sorted().map { "match%5B%5D=" + $0 }.joined(separator: "&")
        let count = visible ?? lines.count
        try Commands.waitUntil("\(count) samples in victoria-metrics", timeout: 30) { exported(match) >= count }
    }

    /// The samples `/api/v1/export` gives for `match` (one JSON object per series and line).
    private func exported(_ match: String) -> Int {
        let text = (try? String(contentsOf: URL(string: url + "/api/v1/export?" + match)!, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").reduce(0) { n, line in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return n + ((object?["timestamps"] as? [Any])?.count ?? 0)
        }
    }

    /// Stops the server (the data stays for ``start()``).
    func pause() { process?.stop(); process = nil }

    func stop() {
        pause()
        try? FileManager.default.removeItem(atPath: folder)
    }
}
