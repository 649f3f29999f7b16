import SeriesData

/// A topic filter of `--topic` (MQTT 3.1.1, 4.7): levels split by `/`, `+` matches one level,
/// `#` (last, alone) the rest; a topic starting with `$` (the broker's own) is matched only by a
/// filter that names it.
package struct MQTTTopicFilter: Sendable, Equatable {
    public let text: String
    private let levels: [Substring]

    /// - Throws: `MQTTTopicFilterError` when a wildcard is misplaced or the filter is empty.
    public init(_ text: String) throws(MQTTTopicFilterError) {
        guard !text.isEmpty else { throw MQTTTopicFilterError(filter: text) }
        let levels = text.split(separator: "/", omittingEmptySubsequences: false)
        for (i, level) in levels.enumerated() {
            if level.contains("#") && (level != "#" || i != levels.count - 1) { throw MQTTTopicFilterError(filter: text) }
            if level.contains("+") && level != "+" { throw MQTTTopicFilterError(filter: text) }
        }
        self.text = text
        self.levels = levels
    }

    /// Whether a message on `topic` matches.
    /// - Complexity: O(levels).
    package func matches(_ topic: String) -> Bool {
        if topic.hasPrefix("$") && (levels[0] == "+" || levels[0] == "#") { return false }
        var t = topic.split(separator: "/", omittingEmptySubsequences: false)[...]
        for level in levels {
            if level == "#" { return true }
            guard let next = t.popFirst() else { return false }
            if level != "+" && level != next { return false }
        }
        return t.isEmpty
    }
}

/// A `--topic` that is no MQTT topic filter.
package struct MQTTTopicFilterError: Error, Sendable, Equatable, CustomStringConvertible {
    public let filter: String
    public var description: String { "--topic " + detail }
    /// The problem without the option's name (a kiosk panel's `topic`).
    package var detail: String {
        "'\(filter)': not a topic filter (levels split by /; + stands alone for one level, # alone at the end for the rest)"
    }
}

/// How a topic's series is named: the topic itself, or `--legend` with `{{N}}` for its N-th level
/// (from 1) and `{{topic}}` (the template syntax of Prometheus legends).
public struct MQTTLegend: Sendable, Equatable {
    package let template: String?

    public init(_ template: String? = nil) { self.template = template }

    /// The series name of `topic`; a payload's field (`temp`, `cpu host=a usage`) follows a `/`.
    public func name(topic: String, field: String?) -> String {
        let base: String
        if let template {
            var labels = topic.split(separator: "/", omittingEmptySubsequences: false).enumerated()
                .map { (name: String($0.offset + 1), value: String($0.element)) }
            labels.append((name: "topic", value: topic))
            base = PrometheusLegend(template).name(labels)
        } else {
            base = topic
        }
        return field.map { base + "/" + $0 } ?? base
    }
}
