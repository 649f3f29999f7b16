import Foundation
import SeriesData
@testable import Sources
import Testing
import Wayland
@testable import wlcharts

/// The MQTT source over libmosquitto against a real broker on loopback: retained messages shown
/// at once, wildcards and a topic first seen later, the broker killed (the data kept, the failure
/// said) and started again (connected again, the retained message that came back shown).
@Suite(.serialized, .enabled(if: MosquittoBroker.available, MosquittoBroker.missingNote))
@MainActor
struct MosquittoClientTests {
    let broker: MosquittoBroker
    let scheduler = LoopScheduler()
    let warnings = Warnings()
    let source: MQTTSource

    final class Warnings: @unchecked Sendable {
        var lines: [String] = []
        var warn: SourceWarning { { line in MainActor.assumeIsolated { self.lines.append(line) } } }
    }

    init() throws {
        broker = try MosquittoBroker()
        let options = try MQTTSource.Options(broker: broker.url, topics: ["home/+/temp", "power/#"], payload: MQTTPayload())
        let client = MosquittoClient(broker: try MQTTBroker(url: broker.url), credentials: nil, timeout: 5, scheduler: scheduler)
        source = MQTTSource(options: options, client: client, history: nil, scheduler: scheduler, warn: warnings.warn)
    }

    /// Runs the client on the scheduler until `done` holds (at most 10 s); what came is taken.
    func pump(until what: String, _ done: (LiveUpdate) -> Bool) throws -> LiveUpdate {
        let deadline = monotonicSeconds() + 10
        var all = LiveUpdate(seriesIDs: [], samples: SampleBatch(series: 0))
        while monotonicSeconds() < deadline {
            scheduler.deliver(waiting: 0.05)
            let u = source.take()
            // Columns follow the ids: earlier batches' columns are extended with gaps.
            var merged = SampleBatch(series: u.seriesIDs.count)
            for (i, t) in all.samples.x.enumerated() {
                merged.append(x: t, values: all.samples.columns.map { $0[i] })
            }
            for (i, t) in u.samples.x.enumerated() { merged.append(x: t, values: u.samples.columns.map { $0[i] }) }
            all = LiveUpdate(seriesIDs: u.seriesIDs, samples: merged, confirmed: all.confirmed || u.confirmed, failure: u.failure)
            if done(all) { return all }
        }
        throw Commands.Failure(description: "timed out waiting for \(what): \(all.seriesIDs) \(all.samples.x.count) samples, failure \(all.failure ?? "none")")
    }

    /// The values each series got, in order.
    func values(_ u: LiveUpdate) -> [String: [Double]] {
        Dictionary(uniqueKeysWithValues: u.seriesIDs.enumerated().map { s, id in (id, u.samples.columns[s].filter { !$0.isNaN }) })
    }

    @Test func retainedWildcardsLateTopicsAndAReconnect() throws {
        try broker.publish("home/kitchen/temp", "21.5", retained: true)
        try broker.publish("home/attic/temp", "{\"temp\": 17, \"ts\": 1795767507}", retained: true)
        try broker.publish("office/temp", "30", retained: true)   // matches no filter
        source.start()
        var u = try pump(until: "the retained messages") { $0.seriesIDs.count >= 2 }
        #expect(Set(u.seriesIDs) == ["home/kitchen/temp", "home/attic/temp/temp"] && u.confirmed && u.failure == nil)
        #expect(values(u)["home/kitchen/temp"] == [21.5] && values(u)["home/attic/temp/temp"] == [17])
        #expect(u.samples.x.contains(1_795_767_507_000), "the payload's own time")
        // Live messages, and a topic first seen now.
        try broker.publish("home/kitchen/temp", "22")
        try broker.publish("power/meter/1", "cpu,host=a usage=0.5")
        u = try pump(until: "the live messages") { values($0)["power/meter/1/cpu host=a usage"] == [0.5] }
        #expect(values(u)["home/kitchen/temp"] == [22])
        // The broker dies: the source says so once and keeps what it has.
        broker.kill()
        u = try pump(until: "the lost connection") { $0.failure != nil }
        #expect(u.failure?.hasPrefix(broker.url + ": connection lost") == true, "\(u.failure ?? "")")
        #expect(warnings.lines.contains { $0.contains("keeping the last good data, retrying") })
        // Back: a new retained message comes after the reconnect (the back-off's timer is the
        // loop's; here the retry is sent by hand).
        try broker.start()
        try broker.publish("home/kitchen/temp", "23", retained: true)
        source.request()
        u = try pump(until: "the reconnect") { values($0)["home/kitchen/temp"] == [23] }
        #expect(u.failure == nil && u.confirmed)
        source.stop()
    }

    @Test func aBrokerThatIsNotThereIsOneLine() throws {
        broker.kill()
        source.start()
        let u = try pump(until: "the refused connection") { $0.failure != nil }
        #expect(u.failure?.hasPrefix(broker.url + ": cannot connect") == true, "\(u.failure ?? "")")
        #expect(!(u.failure ?? "\n").contains("\n"))
        source.stop()
    }
}
