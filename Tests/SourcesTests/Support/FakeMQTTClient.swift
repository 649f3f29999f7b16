@testable import Sources

/// An MQTT client the test drives: it records what the source asks and sends the events the
/// test gives, on the test's thread.
final class FakeMQTTClient: MQTTClient {
    var onEvent: ((MQTTClientEvent) -> Void)?
    private(set) var connects = 0, disconnects = 0
    private(set) var subscriptions: [([String], Int)] = []

    func connect() { connects += 1 }
    func subscribe(_ filters: [String], qos: Int) { subscriptions.append((filters, qos)) }
    func disconnect() { disconnects += 1 }

    func send(_ event: MQTTClientEvent) { onEvent?(event) }

    func publish(_ topic: String, _ payload: String, retained: Bool = false) {
        send(.message(topic: topic, payload: Array(payload.utf8), retained: retained))
    }
}

/// A history file in memory.
final class MemoryHistory: MQTTHistoryStore {
    var bytes: [UInt8] = []
    private(set) var appends = 0, replaces = 0

    init(_ bytes: [UInt8] = []) { self.bytes = bytes }

    func load() -> [UInt8] { bytes }
    func append(_ more: [UInt8]) { bytes += more; appends += 1 }
    func replace(with new: [UInt8]) { bytes = new; replaces += 1 }
}
