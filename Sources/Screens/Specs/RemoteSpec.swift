import Sources

/// The source options of the command line, as one value (the kiosk's panels build the same).
package enum RemoteSpec {
    /// A chart file fetched over HTTP(S) and refetched every `refresh` seconds.
    case file(url: String, refresh: Double, timeout: Double)
    /// Prometheus `query_range` results.
    case prometheus(PrometheusSource.Options)
    /// An MQTT broker's topics (`MQTTSpec`).
    case mqtt(MQTTSpec)
}
