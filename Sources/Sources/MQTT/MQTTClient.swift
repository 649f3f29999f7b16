/// What an MQTT client tells its source.
package enum MQTTClientEvent: Sendable, Equatable {
    /// The broker accepted the connection: subscribe now.
    case connected
    /// Connecting failed or the connection was lost (one line: the broker and why).
    case disconnected(String)
    /// A message on a subscribed topic (`retained`: the broker's last message of that topic,
    /// sent at subscribing).
    case message(topic: String, payload: [UInt8], retained: Bool)
}

/// How an `MQTTSource` talks to its broker: libmosquitto on the window's loop in the
/// executable (`MosquittoClient`), a fake driven by hand in tests. Nothing here waits: each call
/// starts something whose outcome comes back as an event.
///
/// Threads: everything, events included, on the source's scheduler's thread.
package protocol MQTTClient: AnyObject {
    /// Where events go; set by the source before its first `connect()`.
    var onEvent: ((MQTTClientEvent) -> Void)? { get set }
    /// Connects (again, after a `MQTTClientEvent.disconnected(_:)`): `MQTTClientEvent.connected`
    /// or `MQTTClientEvent.disconnected(_:)` follows.
    func connect()
    /// Subscribes to `filters` at quality of service `qos` (0 or 1).
    func subscribe(_ filters: [String], qos: Int)
    /// Closes the connection; no event follows.
    func disconnect()
}
