import Foundation
import SeriesData
@testable import Sources
import Testing
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
