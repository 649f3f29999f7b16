import Foundation
import SeriesData
@testable import Sources
import Testing
import Wayland
@testable import Adapters
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

    /// What the source gave so far: its samples as a chart, whether it was confirmed, its failure.
    struct Seen {
        var chart = ChartData(title: nil, x: [], series: [])
        var confirmed = false
        var failure: String?

        var ids: [String] { chart.series.map(\.id) }
        /// The values each series got, in order.
        var values: [String: [Double]] {
            Dictionary(uniqueKeysWithValues: chart.series.map { ($0.id, $0.values.filter { !$0.isNaN }) })
        }
    }

    /// Runs the client on the scheduler until `done` holds (at most 10 s); what came is taken.
    func pump(until what: String, _ done: (Seen) -> Bool) throws -> Seen {
        let deadline = monotonicSeconds() + 10
        var seen = Seen()
        while monotonicSeconds() < deadline {
            scheduler.deliver(waiting: 0.05)
            let u = source.take()
            seen.chart = MQTTSource.appending(u, to: seen.chart)
            seen.confirmed = seen.confirmed || u.confirmed
            seen.failure = u.failure
            if done(seen) { return seen }
        }
        throw Commands.Failure(description: "timed out waiting for \(what): \(seen.ids) \(seen.chart.x.count) samples, failure \(seen.failure ?? "none")")
    }

    @Test func retainedWildcardsLateTopicsAndAReconnect() throws {
        try broker.publish("home/kitchen/temp", "21.5", retained: true)
        try broker.publish("home/attic/temp", "{\"temp\": 17, \"ts\": 1795767507}", retained: true)
        try broker.publish("office/temp", "30", retained: true)   // matches no filter
        source.start()
        var u = try pump(until: "the retained messages") { $0.ids.count >= 2 }
        #expect(Set(u.ids) == ["home/kitchen/temp", "home/attic/temp/temp"] && u.confirmed && u.failure == nil)
        #expect(u.values["home/kitchen/temp"] == [21.5] && u.values["home/attic/temp/temp"] == [17])
        #expect(u.chart.x.contains(1_795_767_507_000), "the payload's own time")
        // Live messages, and a topic first seen now.
        try broker.publish("home/kitchen/temp", "22")
        try broker.publish("power/meter/1", "cpu,host=a usage=0.5")
        u = try pump(until: "the live messages") { $0.values["power/meter/1/cpu host=a usage"] == [0.5] }
        #expect(u.values["home/kitchen/temp"] == [22])
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
        u = try pump(until: "the reconnect") { $0.values["home/kitchen/temp"] == [23] }
        #expect(u.failure == nil && u.confirmed)
        source.stop()
    }

    @Test func theFirstChartHoldsTheRetainedMessagesOfEveryTopic() throws {
        for (room, t) in [("kitchen", 21.5), ("attic", 17), ("cellar", 12)] { try broker.publish("home/\(room)/temp", "\(t)", retained: true) }
        let chart = try source.firstChart()
        #expect(Set(chart.series.map(\.id)) == ["home/kitchen/temp", "home/attic/temp", "home/cellar/temp"])
        #expect(chart.series.flatMap { $0.values.filter { !$0.isNaN } }.sorted() == [12, 17, 21.5])
    }

    @Test func aBrokerThatIsNotThereIsOneLine() throws {
        broker.kill()
        source.start()
        let u = try pump(until: "the refused connection") { $0.failure != nil }
        #expect(u.failure?.hasPrefix(broker.url + ": cannot connect") == true, "\(u.failure ?? "")")
        #expect(!(u.failure ?? "\n").contains("\n"))
        source.stop()
        #expect(throws: PNGRenderError.self) { try source.firstChart() }
    }
}
