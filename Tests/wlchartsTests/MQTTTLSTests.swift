import Foundation
import Testing

/// `--mqtt mqtts://…` (issue 32) against a real Mosquitto with a TLS listener on loopback, its
/// certificate signed by a test CA made with openssl here: the broker is trusted only through
/// the system's trust store (OpenSSL's default paths; `SSL_CERT_FILE` points them at the test CA,
/// as an installed CA would be), the user and password come from `--auth-file` or the
/// environment, and a wrong password or an untrusted certificate is one line.
@Suite(.serialized, .enabled(if: Commands.wlcharts != nil, "wlcharts is not built (swift build --build-tests) — skipped"),
       .enabled(if: MosquittoBroker.available && Commands.tool("openssl") != nil && Commands.tool("mosquitto_passwd") != nil,
                "needs mosquitto, mosquitto-clients and openssl (scripts/install-deps.sh test) — skipped"))
struct MQTTTLSTests {
    /// A TLS-only broker with a password file (user `reader`, password `s3cret`).
    final class TLSBroker {
        let folder: String
        let port = Int.random(in: 20000 ..< 60000)
        private var process: Background?

        init() throws {
            folder = try Commands.temporaryFolder()
            let f = folder
            func openssl(_ a: [String]) throws {
                let r = try Commands.run(Commands.tool("openssl")!, a)
                guard r.status == 0 else { throw Commands.Failure(description: "openssl \(a): \(r.err)") }
            }
            try openssl(["req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=wlcharts test CA",
                         "-keyout", f + "/ca.key", "-out", f + "/ca.pem"])
            try openssl(["req", "-newkey", "rsa:2048", "-nodes", "-subj", "/CN=127.0.0.1", "-keyout", f + "/server.key", "-out", f + "/server.csr"])
            try "subjectAltName = IP:127.0.0.1, DNS:localhost\n".write(toFile: f + "/san.cnf", atomically: true, encoding: .utf8)
            try openssl(["x509", "-req", "-in", f + "/server.csr", "-CA", f + "/ca.pem", "-CAkey", f + "/ca.key", "-CAcreateserial",
                         "-days", "2", "-extfile", f + "/san.cnf", "-out", f + "/server.pem"])
            let pw = try Commands.run(Commands.tool("mosquitto_passwd")!, ["-b", "-c", f + "/passwd", "reader", "s3cret"])
            guard pw.status == 0 else { throw Commands.Failure(description: "mosquitto_passwd: \(pw.err)") }
            // Mosquitto 2 started as root reads its files as the user `mosquitto`: readable by all.
            chmod(f, 0o755)
            for name in ["passwd", "server.key", "server.pem", "ca.pem"] { chmod(f + "/" + name, 0o644) }
            try """
            listener \(port) 127.0.0.1
            cafile \(f)/ca.pem
            certfile \(f)/server.pem
            keyfile \(f)/server.key
            allow_anonymous false
            password_file \(f)/passwd
            persistence false
            """.write(toFile: f + "/mq.conf", atomically: true, encoding: .utf8)
            process = try Background(Commands.tool("mosquitto")!, ["-c", f + "/mq.conf"], log: f + "/mosquitto.log")
            try Commands.waitUntil("mosquitto with TLS on port \(port)") { (try? self.publish("ready", "1", retained: false))?.status == 0 }
        }

        deinit { stop() }

        var url: String { "mqtts://127.0.0.1:\(port)" }

        @discardableResult
        func publish(_ topic: String, _ payload: String, retained: Bool = true) throws -> Commands.Finished {
            try Commands.run(Commands.tool("mosquitto_pub")!, ["-h", "127.0.0.1", "-p", "\(port)", "--cafile", folder + "/ca.pem",
                                                               "-u", "reader", "-P", "s3cret", "-q", "1", "-t", topic, "-m", payload]
                + (retained ? ["-r"] : []))
        }

        func stop() {
            process?.stop()
            process = nil
            try? FileManager.default.removeItem(atPath: folder)
        }
    }

    static func wlcharts(_ arguments: [String], trusting ca: String?, environment: [String: String] = [:]) throws -> Commands.Finished {
        var env = environment
        env["XDG_STATE_HOME"] = NSTemporaryDirectory()
        if let ca { env["SSL_CERT_FILE"] = ca }
        return try Commands.run(Commands.wlcharts!, arguments + ["--history", "off", "--timeout", "5s"], environment: env, timeout: 60)
    }

    @Test func aTrustedBrokerWithThePasswordOfTheAuthFileOrTheEnvironment() throws {
        let broker = try TLSBroker()
        defer { broker.stop() }
        #expect(try broker.publish("home/lab/temp", "21.5").status == 0)
        let auth = broker.folder + "/mq.auth"
        try "reader\ns3cret\n".write(toFile: auth, atomically: true, encoding: .utf8)
        let ca = broker.folder + "/ca.pem"
        let base = ["--mqtt", broker.url, "--topic", "home/#"]
        let file = try Self.wlcharts(base + ["--auth-file", auth, "--check"], trusting: ca)
        #expect(file.status == 0 && file.out.contains("\(broker.url): home/lab/temp = 21.5"), "\(file.out) \(file.err)")
        let env = try Self.wlcharts(base + ["--check"], trusting: ca,
                                    environment: ["WLCHARTS_MQTT_USER": "reader", "WLCHARTS_MQTT_PASSWORD": "s3cret"])
        #expect(env.status == 0 && env.out.contains("home/lab/temp = 21.5"), "\(env.out) \(env.err)")
    }

    @Test func aWrongPasswordOrAnUntrustedCertificateIsOneLine() throws {
        let broker = try TLSBroker()
        defer { broker.stop() }
        let auth = broker.folder + "/bad.auth"
        try "reader\nwrong\n".write(toFile: auth, atomically: true, encoding: .utf8)
        let base = ["--mqtt", broker.url, "--topic", "home/#", "--check"]
        let refused = try Self.wlcharts(base + ["--auth-file", auth], trusting: broker.folder + "/ca.pem")
        #expect(refused.status == 1 && refused.errLines.count == 1 && refused.err.contains(broker.url)
                && refused.err.lowercased().contains("not authori"), "\(refused.err)")
        // The system's own store does not hold the test CA.
        let untrusted = try Self.wlcharts(base, trusting: nil, environment: ["WLCHARTS_MQTT_USER": "reader", "WLCHARTS_MQTT_PASSWORD": "s3cret"])
        #expect(untrusted.status == 1 && untrusted.errLines.count == 1 && untrusted.err.contains(broker.url), "\(untrusted.err)")
    }
}
