import Sources
import SeriesData

/// The source options of the command line, as one value (the kiosk's panels build the same).
package enum RemoteSpec {
    /// A chart file or a JSON API's records fetched over HTTP(S) and refetched every `refresh`
    /// seconds, with `fetch`'s headers and read as it says.
    case file(url: String, refresh: Double, timeout: Double, fetch: FileFetch = FileFetch())
    /// Prometheus `query_range` results.
    case prometheus(PrometheusSource.Options)
    /// An MQTT broker's topics (`MQTTSpec`).
    case mqtt(MQTTSpec)
}

extension RemoteSpec {
    /// The spec with `shifts` (a view's `--compare`) for a source that asks for the earlier
    /// data itself (Prometheus, InfluxDB); the others' comparisons are derived from their data
    /// by the chart.
    package func comparing(_ shifts: [CompareShift]) -> RemoteSpec {
        guard case var .prometheus(o) = self else { return self }
        o.compare = shifts
        return .prometheus(o)
    }

    /// Whether a command-line input or a panel's server names a URL (`http://`, `https://`).
    package static func isURL(_ s: String) -> Bool {
        let l = s.lowercased()
        return l.hasPrefix("http://") || l.hasPrefix("https://")
    }
}
