/// An MQTT panel's keys as written (`mqtt`, `topic`, `legend`, `field`, `states`, `auth_file`,
/// `history`), checked by the executable as `--mqtt`'s options are (its `MQTTSpec`).
public struct MQTTPanel: Equatable, Sendable {
    /// `mqtt://host:1883` or `mqtts://…`.
    package var broker: String
    /// Topic filters (at least one).
    package var topics: [String]
    public var legend: String?
    public var field: String?
    public var states: String?
    /// Resolved against the wall file's folder.
    package var authFile: String?
    /// `on` or `off` (`true`/`false` written as these).
    public var history: String?

    public init(broker: String, topics: [String], legend: String? = nil, field: String? = nil, states: String? = nil,
                authFile: String? = nil, history: String? = nil) {
        self.broker = broker; self.topics = topics; self.legend = legend; self.field = field; self.states = states
        self.authFile = authFile; self.history = history
    }
}
