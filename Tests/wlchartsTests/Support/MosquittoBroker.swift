import Foundation
import Testing

/// A real Mosquitto broker on a loopback port (no persistence: a restart forgets retained
/// messages), and `mosquitto_pub` to publish to it.
final class MosquittoBroker {
    static let available = Commands.tool("mosquitto") != nil && Commands.tool("mosquitto_pub") != nil
    static let missingNote: Comment = "needs Debian's mosquitto and mosquitto-clients (scripts/install-deps.sh test) — skipped"

    let folder: String
    let port: Int
    private var process: Background?

    init() throws {
        folder = try Commands.temporaryFolder()
        port = Int.random(in: 20000 ..< 60000)
        try "listener \(port) 127.0.0.1\nallow_anonymous true\npersistence false\n"
            .write(toFile: folder + "/mq.conf", atomically: true, encoding: .utf8)
        try start()
    }

    deinit { stop() }

    var url: String { "mqtt://127.0.0.1:\(port)" }

    func start() throws {
        process = try Background(Commands.tool("mosquitto")!, ["-c", folder + "/mq.conf"], log: folder + "/mosquitto.log")
        // Ready once a client gets through (under a second).
        try Commands.waitUntil("mosquitto on port \(port)") {
            (try? Commands.run(Commands.tool("mosquitto_pub")!, ["-h", "127.0.0.1", "-p", "\(port)", "-t", "ready", "-m", "1"]))?.status == 0
        }
    }

    /// Kills the broker at once (what a crash or a power cut does to it).
    func kill() {
        if let process { Glibc.kill(process.pid, SIGKILL); _ = process.wait(timeout: 5) }
        process = nil
    }

    func stop() {
        process?.stop()
        process = nil
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// Publishes `payload` on `topic` (QoS 1; `retained`: kept by the broker for new subscribers).
    func publish(_ topic: String, _ payload: String, retained: Bool = false) throws {
        let run = try Commands.run(Commands.tool("mosquitto_pub")!, ["-h", "127.0.0.1", "-p", "\(port)", "-q", "1", "-t", topic,
                                                                     "-m", payload] + (retained ? ["-r"] : []))
        guard run.status == 0 else { throw Commands.Failure(description: "mosquitto_pub failed: \(run.err)") }
    }
}
