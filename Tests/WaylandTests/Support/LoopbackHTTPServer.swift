import Foundation

/// `Tests/Servers/http-test-server.py` on loopback for window tests: it serves the files this
/// writes into its folder (a `NAME.status` file makes `/files/NAME` answer that status).
final class LoopbackHTTPServer: @unchecked Sendable {
    static let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Servers/http-test-server.py").path
    static let available = Bin.tool("python3") != nil

    let folder: RuntimeDir
    let port: Int
    private let process: Spawned

    init() throws {
        folder = try RuntimeDir()
        process = try Spawned(Bin.tool("python3")!, [Self.script, folder.path, folder.file("requests.log")],
                              environment: ["PATH": "/usr/bin:/bin"])
        guard let line = process.waitForLine(timeout: 10, { Int($0) != nil }), let p = Int(line) else {
            process.stop()
            throw SessionError("the loopback HTTP server did not start: \(process.err.all)")
        }
        port = p
    }

    deinit { process.stop() }

    func url(_ path: String) -> String { "http://127.0.0.1:\(port)\(path)" }

    /// Writes `/files/NAME`'s content.
    func write(_ name: String, _ text: String) throws {
        try text.write(toFile: folder.file(name), atomically: true, encoding: .utf8)
    }

    /// Makes `/files/NAME` answer `status` (nil: the file again).
    func fail(_ name: String, status: Int?) throws {
        if let status { try write(name + ".status", "\(status)") } else { try FileManager.default.removeItem(atPath: folder.file(name + ".status")) }
    }
}
