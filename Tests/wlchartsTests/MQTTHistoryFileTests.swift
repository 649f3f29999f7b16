import Foundation
import Screens
import SeriesData
@testable import Sources
import Testing
@testable import Adapters
@testable import wlcharts

/// The history file on disk: under the state folder, appended in batches, a torn tail after a
/// writer died dropped on reading (the rest kept), replaced whole, and kept by one program at a time.
@Suite struct MQTTHistoryFileTests {
    @Test func batchesAppendATornTailIsDroppedAndASecondKeeperGetsNone() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        let said = Said()
        let environment = ["XDG_STATE_HOME": folder]
        let file = try #require(MQTTHistoryFile.open(broker: "mqtt://h", topics: ["a/#"], environment: environment, warn: said.warn))
        #expect(file.path.hasPrefix(folder + "/wlcharts/mqtt-") && file.path.hasSuffix(".history"))
        var (bytes, writer) = MQTTHistory.encode(MQTTHistory.Contents())
        file.replace(with: bytes)
        var batch: [UInt8] = []
        writer.sample(at: 1000, [("a/x", 1)], into: &batch)
        file.append(batch)
        batch.removeAll()
        writer.sample(at: 2000, [("a/x", 2), ("a/y", 3)], into: &batch)
        file.append(Array(batch.dropLast(5)))   // the writer died in the middle of its second batch
        let read = MQTTHistory.decode(file.load())
        #expect(read.samples.x == [1000] && read.ids == ["a/x", "a/y"] && read.damagedLines == 1)
        // Another program on the same broker and topics keeps no history, and says so.
        #expect(MQTTHistoryFile.open(broker: "mqtt://h", topics: ["a/#"], environment: environment, warn: said.warn) == nil)
        #expect(said.lines == [file.path + ": another wlcharts keeps this history; this one keeps none"])
        // Other topics are another file.
        #expect(MQTTHistoryFile.open(broker: "mqtt://h", topics: ["b/#"], environment: environment, warn: said.warn) != nil)
    }

    final class Said: @unchecked Sendable {
        private let lock = NSLock()
        private var said: [String] = []
        var lines: [String] { lock.withLock { said } }
        var warn: SourceWarning { { line in self.lock.withLock { self.said.append(line) } } }
    }
}

/// `--mqtt`'s options checked once into an ``MQTTSpec``: credentials from the auth file or the
/// environment, never the URL; every bad option one line naming it.
@Suite struct MQTTSpecTests {
    @Test func credentialsComeFromTheAuthFileElseTheEnvironment() throws {
        let folder = try Commands.temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try "wall\ns3cret\n".write(toFile: folder + "/auth", atomically: true, encoding: .utf8)
        let environment = ["WLCHARTS_MQTT_USER": "env", "WLCHARTS_MQTT_PASSWORD": "pw"]
        let fromFile = try MQTTSpec(broker: "mqtts://h", topics: ["a/#"], authFile: folder + "/auth", environment: environment)
        #expect(fromFile.credentials == MQTTCredentials(user: "wall", password: "s3cret") && fromFile.broker.tls && fromFile.history)
        #expect(try MQTTSpec(broker: "mqtt://h", topics: ["a/#"], environment: environment).credentials
            == MQTTCredentials(user: "env", password: "pw"))
        #expect(try MQTTSpec(broker: "mqtt://h", topics: ["a"], history: "off", environment: [:]).history == false)
    }

    @Test func badOptionsAreOneLineNamingTheOption() {
        func problem(_ make: () throws -> MQTTSpec) -> String {
            do { _ = try make(); return "no error" } catch { return "\(error)" }
        }
        #expect(problem { try MQTTSpec(broker: "mqtt://h", topics: [], environment: [:]) } == "--mqtt mqtt://h needs at least one --topic")
        #expect(problem { try MQTTSpec(broker: "mqtt://h", topics: ["a/#/b"], environment: [:]) }.hasPrefix("--topic 'a/#/b': not a topic filter"))
        #expect(problem { try MQTTSpec(broker: "mqtt://h", topics: ["a"], states: "on", environment: [:]) }
            == "--states 'on' is not like on=1,off=0")
        #expect(problem { try MQTTSpec(broker: "mqtt://h", topics: ["a"], history: "maybe", environment: [:]) }
            == "--history must be on or off, not 'maybe'")
        #expect(problem { try MQTTSpec(broker: "mqtt://h", topics: ["a"], authFile: "/nonexistent/auth", environment: [:]) }
            == "--auth-file /nonexistent/auth: cannot be read")
    }
}
